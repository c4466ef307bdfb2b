// The automatic rules' tests run on both parse paths: the stream, and the DOM that a selector
// needing the future of an element forces. `extractWith` extracts a page on a path, with options.
import { createExtractor, type ExtractorOptions } from '../src/core/extract.js'
import type { PageFacts } from '../src/core/types.js'

export const SITE = new URL('https://example.com/')
export const DEFAULTS: ExtractorOptions = { contentSelectors: ['main', '[role=main]', 'article', 'body'], ignoreSelectors: [] }
export const PATHS: Array<[string, ExtractorOptions]> = [
  ['stream', DEFAULTS],
  ['dom', { ...DEFAULTS, ignoreSelectors: ['p:has(> .never)'] }]
]

/** Extracts `html` as the page at `page` on the path `options`, with `over` on top. */
export function extractWith(options: ExtractorOptions, page: URL): (html: string, over?: Partial<ExtractorOptions>) => PageFacts {
  return (html, over = {}) => createExtractor({ ...options, ...over }).extract(html, page, SITE)
}
