import { describe, expect, it } from '@jest/globals'
import { discoverPages } from '../src/adapters/discover.js'
import { MemoryLogger } from '../__fixtures__/memory-logger.js'
import { linkedSite, LINKED_SITE_WARNINGS } from '../__fixtures__/linked-site.js'

describe('discovering pages', () => {
  it('never follows a symlink out of the site folder, follows one inside once, skips hidden folders', async () => {
    const log = new MemoryLogger()
    expect(await discoverPages(linkedSite(), log)).toEqual(['alias/a.html', 'docs/a.html', 'index.html'])
    expect(log.warnings).toEqual(LINKED_SITE_WARNINGS)
  })
})
