// The search for whitespace other than single spaces (src/core/irregular-spaces.ts): the
// WebAssembly function, its fallback, and the committed module against its text source.
import { describe, expect, it } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { IrregularSpaces } from '../src/core/irregular-spaces.js'
import { buildExample, childNode, repoRoot, tempDir } from '../__fixtures__/cli/run.js'
import { mulberry32 } from '../__fixtures__/html-fuzz.js'

/** What `next` must answer, by a regular expression. */
function expected(html: string, from: number): number {
  const irregular = /[\t\n\v\f\r\u00a0]| {2}/g
  irregular.lastIndex = from
  return irregular.exec(html)?.index ?? html.length
}

/** Every answer of a search over `html`, from each index. */
function answers(search: IrregularSpaces, html: string): number[] {
  return Array.from({ length: html.length + 1 }, (_, from) => search.next(from))
}

function randomPage(rand: () => number, length: number): string {
  const pieces = [' ', ' ', ' ', 'a', 'b', 'word', '\n', '\t', '\v', '\f', '\r', '\u00a0', '\u00e9', '\u00ff', '\u001f', '!', '\u0080']
  let html = ''
  while (html.length < length) html += pieces[Math.floor(rand() * pieces.length)]
  return html.slice(0, length)
}

describe('IrregularSpaces', () => {
  it('finds each kind of whitespace but the single space, and a space followed by a space', () => {
    for (const useWasm of [true, false]) {
      const html = 'ab cd  e\tf\ng\vh\fi\rj\u00a0k l '
      expect(answers(new IrregularSpaces(html, useWasm), html)).toEqual(Array.from({ length: html.length + 1 }, (_, from) => expected(html, from)))
      const words = 'a b c d e f g h i j k l m n o p q r s t u v'
      expect(new IrregularSpaces(words, useWasm).next(0)).toBe(words.length)
    }
  })

  it('tests every byte value, at every place in a block of sixteen and across blocks', () => {
    for (let code = 0; code < 256; code++) {
      for (let at = 0; at < 40; at++) {
        const html = 'x'.repeat(at) + String.fromCharCode(code) + 'y'.repeat(40 - at)
        const want = expected(html, 0)
        const wasm = new IrregularSpaces(html).next(0)
        if (wasm !== want) throw new Error(`U+${code.toString(16)} at ${at}: ${wasm}, expected ${want}`)
      }
    }
    // A pair of spaces whose second one starts the next block, and one at the very end.
    for (let at = 0; at < 40; at++) {
      const html = 'x'.repeat(at) + '  ' + 'y'.repeat(40 - at)
      expect(new IrregularSpaces(html).next(0)).toBe(at)
    }
    expect(new IrregularSpaces('x'.repeat(31) + ' ').next(0)).toBe(32)
    expect(new IrregularSpaces('x'.repeat(30) + '  ').next(0)).toBe(30)
  })

  it('answers as a regular expression does on 3,000 random pages, with and without WebAssembly', () => {
    const rand = mulberry32(20261130)
    for (let n = 0; n < 3000; n++) {
      const html = randomPage(rand, Math.floor(rand() * 200))
      const want = Array.from({ length: html.length + 1 }, (_, from) => expected(html, from))
      expect(answers(new IrregularSpaces(html), html)).toEqual(want)
      expect(answers(new IrregularSpaces(html, false), html)).toEqual(want)
    }
  })

  it('searches its own page when another search has used the memory since, and pages larger than the memory', () => {
    const first = 'a b'.repeat(50) + '\n'
    const second = '\t' + 'c d'.repeat(50)
    const a = new IrregularSpaces(first)
    const b = new IrregularSpaces(second)
    expect(a.next(0)).toBe(150)
    expect(b.next(0)).toBe(0)
    expect(a.next(3)).toBe(150)
    expect(b.next(1)).toBe(151)
    // Past the memory's first 64 KB page: the memory grows, and a smaller page after it is not
    // read past its end (the bytes left behind hold a pair of spaces).
    const big = 'w '.repeat(100_000) + ' '
    expect(new IrregularSpaces(big).next(0)).toBe(199_999)
    expect(new IrregularSpaces('w '.repeat(10)).next(0)).toBe(20)
  })

  it('gives the bundled CLI the same state under node --jitless, where there is no WebAssembly', () => {
    // The premise: --jitless takes WebAssembly away.
    const probe = spawnSync(childNode, ['--jitless', '-e', 'process.stdout.write(typeof WebAssembly)'], { encoding: 'utf8' })
    expect(probe.stdout).toBe('undefined')
    const dir = tempDir()
    const states = ['', '--jitless'].map((flag, i) => {
      // A site each: a run rewrites the dates of the pages it read.
      const site = path.join(dir, `site-${i}`)
      buildExample(site)
      const state = path.join(dir, `state-${i}.json`)
      const args = [path.join(repoRoot, 'dist/cli.js'), '--site-dir', site, '--site-url', 'https://example.com/', '--state-file', state]
      const run = spawnSync(childNode, [...(flag === '' ? [] : [flag]), ...args, '--jobs', '2', '--now', '2026-01-01T00:00:00Z'], { encoding: 'utf8' })
      expect(run.status).toBe(0)
      return readFileSync(state, 'utf8')
    })
    expect((JSON.parse(states[0] as string) as { pages: object }).pages).not.toEqual({})
    expect(states[1]).toBe(states[0])
  })

  it('is the module that its text source assembles to', () => {
    // The modules built from C need clang, which CI installs and checks with `--check` alone (.ci/run).
    const run = spawnSync(process.execPath, [path.join(repoRoot, 'scripts/wasm.mjs'), '--check', '--wat'], { encoding: 'utf8' })
    expect(run.stderr).toBe('')
    expect(run.status).toBe(0)
  })
})
