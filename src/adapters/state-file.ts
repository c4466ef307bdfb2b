// Reading and writing the state file on disk.
import { readFile } from 'node:fs/promises'
import { parseState, serializeStateChunks, StateError } from '../core/state.js'
import type { State } from '../core/types.js'
import { writeFileAtomic } from './atomic.js'

/** The state at `file`; undefined only when there is no file. A corrupt file throws StateError. */
export async function readStateFile(file: string): Promise<State | undefined> {
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw new StateError(`state file ${file} cannot be read: ${(error as Error).message}`)
  }
  return parseState(text, `state file ${file}`)
}

export async function writeStateFile(file: string, state: State): Promise<void> {
  await writeFileAtomic(file, serializeStateChunks(state))
}
