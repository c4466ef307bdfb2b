// The reused buffers of the page passes: whole files in, whole texts out, whatever their size.
import { describe, expect, it } from '@jest/globals'
import { closeSync, openSync, readSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { FileReader, Utf8Writer } from '../src/adapters/file-reader.js'
import { tempDir } from '../__fixtures__/cli/run.js'

describe('Utf8Writer', () => {
  it('encodes like Buffer.from, whatever the length, as its buffer grows and is reused', () => {
    const writer = new Utf8Writer()
    const texts = [
      'short',
      // Around its first size (64 KB), in one-byte characters and with a character of four bytes at the end.
      'a'.repeat(65_532),
      'a'.repeat(65_535),
      'a'.repeat(65_536),
      'a'.repeat(65_533) + '😀',
      'a'.repeat(65_534) + '€',
      // Three bytes for each of 70,000 characters: past it, and then past the grown one.
      '€'.repeat(70_000),
      'é'.repeat(300_000) + '😀',
      'short again'
    ]
    for (const text of texts) expect(Buffer.compare(writer.bytes(text), Buffer.from(text, 'utf8'))).toBe(0)
  })
})

describe('FileReader', () => {
  it('reads whole files past its buffer, by name or from an open descriptor, and reuses the buffer', () => {
    const dir = tempDir()
    const reader = new FileReader()
    const sizes = [10, 128 * 1024, 128 * 1024 + 1, 300_000, 5, 600_000, 0]
    sizes.forEach((size, k) => {
      const bytes = Buffer.alloc(size, k + 1)
      const file = path.join(dir, `${k}.html`)
      writeFileSync(file, bytes)
      expect(Buffer.compare(reader.file(file), bytes)).toBe(0)
      const fd = openSync(file, 'r')
      try {
        // From where the descriptor stands.
        readSync(fd, Buffer.alloc(Math.min(3, size)), 0, Math.min(3, size), null)
        expect(Buffer.compare(reader.rest(fd), bytes.subarray(Math.min(3, size)))).toBe(0)
      } finally {
        closeSync(fd)
      }
    })
  })
})
