// Reading and writing the state file on disk: one file, or above SPLIT_PAGES an index at the
// state-file path and parts in `<state-file>.d/` beside it.
import { readdir, readFile, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { parseStoredState, partCount, readSplitState, serializeStateChunks, serializeStateIndex, splitState, SPLIT_PAGES, StateError, type StatePartEntry } from '../core/state.js'
import type { State } from '../core/types.js'
import { writeFileAtomic } from './atomic.js'

/**
 * The state at `file`; undefined only when there is no file. A corrupt file or part throws
 * StateError naming `source`.
 */
export async function readStateFile(file: string, source = `state file ${file}`): Promise<State | undefined> {
  const text = await readText(file)
  if (text === undefined) return undefined
  const stored = parseStoredState(text, source)
  if (!('parts' in stored)) return stored
  return readSplitState(stored, source, (part) => readText(path.join(path.dirname(file), part)))
}

async function readText(file: string): Promise<string | undefined> {
  try {
    return await readFile(file, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw new StateError(`state file ${file} cannot be read: ${(error as Error).message}`)
  }
}

/** Part files of a split state under `dir` (`<state-file>.d`), as the index names them. */
async function partFiles(dir: string): Promise<string[]> {
  const names = await readdir(dir).catch(() => [])
  return names.filter((name) => /^\d{2,}-[0-9a-f]{16}\.json$/.test(name))
}

/** How many parts the state at `file` has now (0: one file), read from its part folder. */
async function currentParts(file: string): Promise<number> {
  return new Set((await partFiles(`${file}.d`)).map((name) => name.split('-')[0])).size
}

/**
 * Writes `state` at `file` in the layout its size asks for (split above `limit` pages). Parts first (a part whose
 * content-addressed file exists is left as it is), the index last by atomic rename, then the parts
 * no index names any more: a reader finds the old state or the whole new one.
 */
export async function writeStateFile(file: string, state: State, limit = SPLIT_PAGES): Promise<void> {
  const count = partCount(Object.keys(state.pages).length, await currentParts(file), limit)
  const keep = new Set<string>()
  if (count === 0) await writeFileAtomic(file, serializeStateChunks(state))
  else {
    const parts: StatePartEntry[] = []
    for (const { chunks, ...part } of splitState(state, count, `${path.basename(file)}.d`)) {
      const partFile = path.join(path.dirname(file), part.file)
      if (!(await stat(partFile).catch(() => undefined))) await writeFileAtomic(partFile, chunks)
      keep.add(path.basename(part.file))
      parts.push(part)
    }
    await writeFileAtomic(file, serializeStateIndex(state, parts))
  }
  for (const name of await partFiles(`${file}.d`)) if (!keep.has(name)) await rm(path.join(`${file}.d`, name), { force: true })
}

/** The files that hold the state at `file`: the file itself, and the parts of a split state. */
export async function stateFiles(file: string): Promise<string[]> {
  return [file, ...(await partFiles(`${file}.d`)).map((name) => path.join(`${file}.d`, name))]
}
