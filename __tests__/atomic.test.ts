import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { replaceFile, writeChunks, writeFileAtomic } from '../src/adapters/atomic.js'

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'atomic-'))
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

/** Chunks of every kind: multi-byte characters, bytes, an empty chunk, one past any buffer size. */
function* mixedChunks(): Generator<string | Uint8Array> {
  yield 'héllo → '
  yield Buffer.from([0xf0, 0x9f, 0x8c, 0x8d])
  yield ''
  yield 'x'.repeat(300_000) + '€'
}
const expected = Buffer.concat([Buffer.from('héllo → '), Buffer.from([0xf0, 0x9f, 0x8c, 0x8d]), Buffer.from('x'.repeat(300_000) + '€')])

describe('writeChunks', () => {
  it('writes strings as UTF-8 and bytes as they are, in order', async () => {
    const file = path.join(dir, 'out')
    writeChunks(file, mixedChunks(), { flags: 'w', sync: true })
    expect((await readFile(file)).equals(expected)).toBe(true)
  })

  it("with 'wx', refuses a file that exists and leaves it as it was", async () => {
    const file = path.join(dir, 'out')
    await writeFile(file, 'before')
    expect(() => writeChunks(file, ['after'], { flags: 'wx', sync: false })).toThrow(/EEXIST/)
    expect(await readFile(file, 'utf8')).toBe('before')
  })
})

describe('writeFileAtomic', () => {
  it('replaces the file with the chunks and leaves no temp file', async () => {
    const file = path.join(dir, 'state.json')
    await writeFile(file, 'old')
    await writeFileAtomic(file, (function* () {
      for (const chunk of mixedChunks()) yield typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8')
    })())
    expect((await readFile(file)).equals(expected)).toBe(true)
    expect(await readdir(dir)).toEqual(['state.json'])
  })

  it('writes a string or bytes whole, creating the folder', async () => {
    const file = path.join(dir, 'a', 'b', 'report.json')
    await writeFileAtomic(file, 'x'.repeat(200_000))
    expect(await readFile(file, 'utf8')).toBe('x'.repeat(200_000))
    await writeFileAtomic(file, Buffer.from('bytes'))
    expect(await readFile(file, 'utf8')).toBe('bytes')
  })

  it('keeps the old file, and no temp file, when the chunks fail half way', async () => {
    const file = path.join(dir, 'state.json')
    await writeFile(file, 'old')
    function* failing(): Generator<string> {
      yield 'new, part one'
      throw new Error('serializer failed')
    }
    await expect(writeFileAtomic(file, failing())).rejects.toThrow('serializer failed')
    expect(await readFile(file, 'utf8')).toBe('old')
    expect(await readdir(dir)).toEqual(['state.json'])
  })
})

describe('replaceFile', () => {
  it('writes beside the target and renames over it', async () => {
    const file = path.join(dir, 'sitemap.xml')
    await writeFile(file, 'old')
    let seen = ''
    await replaceFile(file, async (temp) => {
      seen = temp
      expect(path.dirname(temp)).toBe(dir)
      await writeFile(temp, 'new')
    })
    expect(await readFile(file, 'utf8')).toBe('new')
    expect(seen).toMatch(/^.*\/\.sitemap\.xml\.\d+\.[0-9a-f]{12}\.tmp$/)
    expect(await readdir(dir)).toEqual(['sitemap.xml'])
  })

  it('removes the temp file when the rename fails, and leaves the target as it was', async () => {
    // A folder cannot be replaced by a file.
    const target = path.join(dir, 'taken')
    await mkdir(target)
    await writeFile(path.join(target, 'inside'), 'kept')
    await expect(replaceFile(target, (temp) => writeFile(temp, 'new'))).rejects.toThrow()
    expect((await readdir(dir)).sort()).toEqual(['taken'])
    expect(await readFile(path.join(target, 'inside'), 'utf8')).toBe('kept')
  })
})
