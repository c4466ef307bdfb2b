// Content areas that generators' own themes are known to use, told apart by the page's
// `<meta name="generator">`. Used only when no content selector is given: where a theme's
// `<main>` holds the site's navigation, or a layout has no `<main>`, the default list would hash
// the wrong part of the page.
import { scanHtmlTags } from './html-scan.js'

export interface KnownTheme {
  /** The generator or theme, as the report names it. */
  name: string
  /** Matches the generator meta's content. */
  generator: RegExp
  /** The content selector list used for its pages. */
  contentSelector: string
  /** Why the default list would not do, in a few words. */
  why: string
}

export const KNOWN_THEMES: readonly KnownTheme[] = [
  {
    name: 'MkDocs Material',
    generator: /\bmkdocs-material-/i,
    contentSelector: '.md-content, main, [role=main], article, body',
    why: "its <main> holds the site's navigation beside the page, which is in .md-content"
  },
  {
    name: 'VitePress',
    generator: /^VitePress\b/i,
    contentSelector: 'main, .VPHome, [role=main], article, body',
    why: 'its home layout has no <main>, and its feature cards are <article>s: the home page is .VPHome'
  }
]

/** The theme a generator meta names, if its content area is known. */
export function knownTheme(generator: string | undefined): KnownTheme | undefined {
  return generator === undefined ? undefined : KNOWN_THEMES.find((theme) => theme.generator.test(generator))
}

/** The content of the page's first `<meta name="generator">`, if it has one. */
export function generatorOf(html: string): string | undefined {
  let found: string | undefined
  scanHtmlTags(html, {
    onopentag(name, _implied, _tagEnd, spans) {
      if (found !== undefined || name !== 'meta') return
      if (spans.value('name')?.trim().toLowerCase() === 'generator') found = spans.value('content')?.trim() ?? ''
    },
    onclosetag() {}
  })
  return found
}
