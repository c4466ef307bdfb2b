// Themes whose content area the default selector list gets wrong, told apart by the home page's
// generator meta and used only when no content selector is given.
import { describe, expect, it } from '@jest/globals'
import { mkdtempSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { DEFAULT_CONTENT_SELECTOR, resolveContent } from '../src/adapters/engine.js'
import { generatorOf, knownTheme } from '../src/core/known-themes.js'
import { describeKnownTheme } from '../src/core/noise.js'

const home = (meta: string): string => `<!doctype html><html><head><title>x</title>${meta}</head><body><main>x</main></body></html>`

describe('generatorOf', () => {
  it('reads the first generator meta, whatever the attribute order and case', () => {
    expect(generatorOf(home('<meta name="generator" content="mkdocs-1.4.2, mkdocs-material-8.2.5">'))).toBe('mkdocs-1.4.2, mkdocs-material-8.2.5')
    expect(generatorOf(home('<META CONTENT=" VitePress v1.6.4 " NAME="Generator">'))).toBe('VitePress v1.6.4')
    expect(generatorOf(home('<meta name="generator" content="Hugo 0.111.3"><meta name="generator" content="other">'))).toBe('Hugo 0.111.3')
    expect(generatorOf(home('<meta name="description" content="VitePress">'))).toBeUndefined()
  })
})

describe('knownTheme', () => {
  it('knows MkDocs Material and VitePress, not MkDocs with another theme', () => {
    expect(knownTheme('mkdocs-1.4.2, mkdocs-material-8.2.5')?.name).toBe('MkDocs Material')
    expect(knownTheme('VitePress v1.6.4')?.name).toBe('VitePress')
    expect(knownTheme('mkdocs-1.4.2, custom theme')).toBeUndefined()
    expect(knownTheme(undefined)).toBeUndefined()
  })
})

describe('resolveContent', () => {
  const site = (meta: string | undefined): string => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'lastmod-theme-'))
    if (meta !== undefined) writeFileSync(path.join(dir, 'index.html'), home(meta))
    return dir
  }
  const material = '<meta name="generator" content="mkdocs-1.4.2, mkdocs-material-8.2.5">'

  it("uses the known theme's content area with the default list", async () => {
    const { contentSelectors, theme } = await resolveContent(site(material), DEFAULT_CONTENT_SELECTOR, undefined)
    expect(contentSelectors[0]).toBe('.md-content')
    expect(theme?.generator).toBe('mkdocs-1.4.2, mkdocs-material-8.2.5')
    expect(describeKnownTheme(theme!)).toMatch(/as MkDocs Material uses .*--no-generator-content/)
  })

  it('keeps a given selector, the default list when turned off, and the default list without a home page', async () => {
    expect(await resolveContent(site(material), 'article', undefined)).toEqual({ contentSelectors: ['article'], theme: undefined })
    expect((await resolveContent(site(material), DEFAULT_CONTENT_SELECTOR, false)).contentSelectors[0]).toBe('main')
    expect((await resolveContent(site(undefined), DEFAULT_CONTENT_SELECTOR, undefined)).theme).toBeUndefined()
  })

  it('rejects an empty selector list naming the flag', async () => {
    await expect(resolveContent(site(undefined), ' , ', undefined)).rejects.toThrow(/^--content-selector must list at least one CSS selector/)
  })
})
