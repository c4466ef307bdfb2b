// State as a workflow artifact: the newest one of that name from the latest successful run of this
// workflow on the default branch. The toolkit and REST calls sit behind two small interfaces so the
// selection logic is tested with plain fakes.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { readStateFile, stateFiles, writeStateFile } from '../state-file.js'
import type { State } from '../../core/types.js'
import type { Logger } from '../logger.js'
import type { LoadResult, PersistResult, StateStore } from './store.js'

export interface RunArtifact {
  id: number
  expired: boolean
}

/** The REST side: which runs succeeded and what they uploaded. */
export interface WorkflowRunsApi {
  /** Ids of successful runs of this workflow on `branch`, newest first. */
  successfulRuns(branch: string): Promise<number[]>
  /** The artifacts named `name` that `runId` uploaded. */
  artifactsOf(runId: number, name: string): Promise<RunArtifact[]>
}

/** The transfer side (@actions/artifact in production). */
export interface ArtifactTransfer {
  /** Downloads an artifact of another run into `dir`. */
  download(artifactId: number, runId: number, dir: string): Promise<void>
  /** Uploads `files` (the first one's folder is the artifact's root) as artifact `name` of the current run. */
  upload(name: string, files: string[]): Promise<void>
}

export interface ArtifactStoreOptions {
  name: string
  /** The branch whose successful runs hold the state (default branch; base branch for PRs). */
  branch: string
  /** File name of the state inside the artifact. */
  fileName: string
  runs: WorkflowRunsApi
  transfer: ArtifactTransfer
  log: Logger
  tmpDir?: string
  /** How many recent successful runs to look through (runs that changed nothing may not upload). */
  searchDepth?: number
  /** Pages above which the state is split into parts (core/state.ts SPLIT_PAGES by default). */
  splitPages?: number
}

export class ArtifactStore implements StateStore {
  readonly kind = 'artifact'
  readonly description: string

  constructor(private readonly options: ArtifactStoreOptions) {
    this.description = `artifact ${options.name} (successful runs on ${options.branch})`
  }

  async load(): Promise<LoadResult> {
    const { runs, transfer, name, branch, fileName, log } = this.options
    const runIds = (await runs.successfulRuns(branch)).slice(0, this.options.searchDepth ?? 20)
    let expiredIn: number | undefined
    for (const runId of runIds) {
      const artifacts = await runs.artifactsOf(runId, name)
      const live = artifacts.find((artifact) => !artifact.expired)
      if (!live) {
        if (artifacts.length > 0) expiredIn ??= runId
        continue
      }
      const dir = await mkdtemp(join(this.options.tmpDir ?? tmpdir(), 'lastmod-artifact-'))
      try {
        await transfer.download(live.id, runId, dir)
        const source = `artifact ${name} of run ${runId}`
        const state = await readStateFile(join(dir, fileName), source)
        if (state === undefined) throw new Error(`${source} has no ${fileName}`)
        log.info(`Restored state from ${source}`)
        return { kind: 'found', state, source }
      } finally {
        await rm(dir, { recursive: true, force: true })
      }
    }
    const source = this.description
    if (expiredIn !== undefined) {
      return { kind: 'missing', source, vanished: `artifact ${name} of run ${expiredIn} has expired` }
    }
    return { kind: 'missing', source }
  }

  async persist(state: State): Promise<PersistResult> {
    const dir = await mkdtemp(join(this.options.tmpDir ?? tmpdir(), 'lastmod-upload-'))
    try {
      const file = join(dir, this.options.fileName)
      await writeStateFile(file, state, this.options.splitPages)
      // Uploaded on every persist, even when unchanged: the next run looks for it in the newest
      // successful runs, and artifacts expire.
      await this.options.transfer.upload(this.options.name, await stateFiles(file))
      return { kind: 'saved', detail: `uploaded artifact ${this.options.name}` }
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  }
}
