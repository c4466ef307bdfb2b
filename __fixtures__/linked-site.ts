// A site folder that tests the walk's rules: symlinks out of the site (a folder, a page) and
// within it (an alias of a folder, a loop back to the root), a hidden folder and a file that is not
// .html. Its pages: index.html, docs/a.html and, through the alias, alias/a.html.
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { tempDir } from './cli/run.js'

/** The walk's warnings for the links out of the site, in walk order. */
export const LINKED_SITE_WARNINGS = [
  'escape: symlink points outside the site folder, skipped',
  'secret.html: symlink points outside the site folder, skipped'
]

/** Makes the site in a new temp folder; returns its path. */
export function linkedSite(): string {
  const root = tempDir()
  const site = path.join(root, 'site')
  const outside = path.join(root, 'outside')
  for (const dir of [site, outside, path.join(site, 'docs'), path.join(site, '.git')]) mkdirSync(dir, { recursive: true })
  writeFileSync(path.join(site, 'index.html'), '<p>home</p>')
  writeFileSync(path.join(site, 'docs', 'a.html'), '<p>a</p>')
  writeFileSync(path.join(site, '.git', 'x.html'), '<p>hidden</p>')
  writeFileSync(path.join(outside, 'secret.html'), '<p>secret</p>')
  writeFileSync(path.join(site, 'notes.htm'), '<p>not .html</p>')
  symlinkSync(outside, path.join(site, 'escape'))
  symlinkSync(path.join(outside, 'secret.html'), path.join(site, 'secret.html'))
  symlinkSync(path.join(site, 'docs'), path.join(site, 'alias'))
  symlinkSync(site, path.join(site, 'docs', 'loop'))
  return site
}
