// htmlparser2 as the oracle of the extractor: a page fed to its Parser in chunks, its events
// given to Extractor.events. The scanner must give the same facts from the whole page.
import { Parser } from 'htmlparser2'
import type { Extractor } from '../src/core/extract.js'
import type { PageFacts } from '../src/core/types.js'

export function streamExtract(extractor: Extractor, pageUrl: URL, siteUrl: URL): { write(chunk: string): void; end(): PageFacts } {
  const events = extractor.events(pageUrl, siteUrl)
  const parser = new Parser(events, { decodeEntities: true })
  return {
    write: (chunk) => parser.write(chunk),
    end: () => {
      parser.end()
      return events.end()
    }
  }
}
