// Hand-made states for store and renderer tests.
import { createHash } from 'node:crypto'
import type { PageRecord, State } from '../../src/core/types.js'

export function hashOf(text: string): string {
  return `sha256:${createHash('sha256').update(text).digest('hex')}`
}

export function record(content: string, publishedAt: string, updatedAt = publishedAt): PageRecord {
  return { hash: hashOf(content), publishedAt, updatedAt }
}

export function stateOf(pages: Record<string, PageRecord>): State {
  return { version: 1, pages }
}
