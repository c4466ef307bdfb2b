import { describe, expect, it } from '@jest/globals'
import { upsertRobotsSitemap } from '../src/core/robots-sitemap.js'

const URL_ = 'https://example.com/sitemap.xml'
const ROBOTS = 'User-agent: *\nDisallow: /private/\n\nUser-agent: GPTBot\nDisallow: /\n'

describe('upsertRobotsSitemap', () => {
  it('creates robots.txt with the line when there is none', () => {
    expect(upsertRobotsSitemap(undefined, URL_)).toEqual({ text: `Sitemap: ${URL_}\n`, action: 'created' })
  })

  it('adds the line after the groups, leaving every other byte as it was', () => {
    const result = upsertRobotsSitemap(ROBOTS, URL_)
    expect(result).toEqual({ text: `${ROBOTS}\nSitemap: ${URL_}\n`, action: 'added' })
    expect(upsertRobotsSitemap('User-agent: *\nAllow: /\n\n', URL_).text).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${URL_}\n`)
    expect(upsertRobotsSitemap('User-agent: *\r\nAllow: /', URL_).text).toBe(`User-agent: *\r\nAllow: /\r\n\r\nSitemap: ${URL_}\r\n`)
  })

  it('leaves a file that already names the sitemap untouched, whatever the spelling of the directive', () => {
    const text = `# hi\nsitemap:   ${URL_}\nUser-agent: *\nDisallow:`
    expect(upsertRobotsSitemap(text, URL_)).toEqual({ text, action: 'unchanged' })
  })

  it('corrects a line built with the wrong base URL, in place', () => {
    const text = 'User-agent: *\nDisallow:\nSitemap: http://localhost:1313/sitemap.xml # dev\nHost: x\n'
    expect(upsertRobotsSitemap(text, URL_)).toEqual({
      text: `User-agent: *\nDisallow:\nSitemap: ${URL_} # dev\nHost: x\n`,
      action: 'corrected'
    })
  })

  it('corrects relative lines and the gzip twin, and keeps one line', () => {
    expect(upsertRobotsSitemap('Sitemap: /sitemap.xml\n', URL_).text).toBe(`Sitemap: ${URL_}\n`)
    expect(upsertRobotsSitemap('Sitemap: https://example.com/sitemap.xml.gz\n', URL_).text).toBe(`Sitemap: ${URL_}\n`)
    expect(upsertRobotsSitemap(`Sitemap: http://example.com/sitemap.xml\nSitemap: ${URL_}\n`, URL_)).toEqual({
      text: `Sitemap: ${URL_}\n`,
      action: 'corrected'
    })
  })

  it('keeps sitemaps that are not this one', () => {
    const text = 'Sitemap: https://example.com/news-sitemap.xml\nSitemap: https://cdn.example.net/images.xml\n'
    expect(upsertRobotsSitemap(text, URL_)).toEqual({ text: `${text}\nSitemap: ${URL_}\n`, action: 'added' })
    // Under a base path, the host root's sitemap belongs to someone else.
    const docs = 'https://example.com/docs/sitemap.xml'
    expect(upsertRobotsSitemap(`Sitemap: ${URL_}\n`, docs).text).toBe(`Sitemap: ${URL_}\n\nSitemap: ${docs}\n`)
  })
})
