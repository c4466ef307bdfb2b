// Atomic file replacement: write a temp file beside the target, then rename over it.
import { randomBytes } from 'node:crypto'
import { mkdir, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'

/** `data` may be chunks (an iterable of strings), written as they come. */
export async function writeFileAtomic(file: string, data: string | Uint8Array | Iterable<string>): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true })
  const temp = path.join(path.dirname(file), `.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`)
  try {
    await writeFile(temp, data)
    await rename(temp, file)
  } catch (error) {
    await rm(temp, { force: true })
    throw error
  }
}
