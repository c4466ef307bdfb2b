// Chooses and wires the state store the inputs asked for.
import path from 'node:path'
import type { StoreConfig } from '../inputs.js'
import type { Git } from '../git.js'
import type { Octokit } from '../github.js'
import type { Logger } from '../logger.js'
import { ArtifactStore } from './artifact-store.js'
import { CacheStore } from './cache-store.js'
import { GitStore } from './git-store.js'
import type { StateStore } from './store.js'
import { restWorkflowRuns, toolkitArtifacts, toolkitCache, type RepoRun } from './toolkit.js'

export interface StoreDeps {
  git: Git
  octokit: () => Octokit
  token: string
  run: RepoRun & { runAttempt: number; runUrl: string }
  /** Branch whose runs hold artifact state: the default branch, or the PR's base. */
  artifactBranch: string
  workspace: string
  tmpDir: string
  log: Logger
  /** Seconds to wait for another run's lock on a state file on the runner (the cache store). */
  lockWait: number
}

export function createStore(store: StoreConfig, stateFile: string, deps: StoreDeps): StateStore {
  switch (store.kind) {
    case 'git':
      return new GitStore({
        git: deps.git,
        remote: store.remote,
        branch: store.branch,
        file: stateFile,
        log: deps.log,
        tmpDir: deps.tmpDir,
        trailer: `Run: ${deps.run.runUrl}`
      })
    case 'artifact':
      return new ArtifactStore({
        name: store.name,
        branch: deps.artifactBranch,
        fileName: path.posix.basename(stateFile),
        runs: restWorkflowRuns(deps.octokit(), deps.run),
        transfer: toolkitArtifacts(deps.token, deps.run),
        log: deps.log,
        tmpDir: deps.tmpDir
      })
    case 'cache':
      return new CacheStore({
        file: stateFile,
        prefix: store.prefix,
        runId: deps.run.runId,
        runAttempt: deps.run.runAttempt,
        cache: toolkitCache,
        log: deps.log,
        lockWait: deps.lockWait
      })
  }
}
