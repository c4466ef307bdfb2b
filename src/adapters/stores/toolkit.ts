// Production implementations of the small client interfaces the stores depend on.
//
// @actions/artifact and @actions/cache are most of dist/ (5.1 of its 8 MB), and
// only the artifact and cache stores and the hand-over between jobs use them: they are imported
// when first used, so that the bundler puts them in chunks of their own that a run with the git
// store never loads (loading them took about 0.2 s).
import type { DefaultArtifactClient } from '@actions/artifact'
import path from 'node:path'
import type { Octokit } from '../github.js'
import type { ArtifactTransfer, RunArtifact, WorkflowRunsApi } from './artifact-store.js'
import type { CacheApi } from './cache-store.js'

export interface RepoRun {
  owner: string
  repo: string
  runId: number
}

/** REST: `GET …/actions/runs/{id}` for the workflow id, then its successful runs and their artifacts. */
export function restWorkflowRuns(octokit: Octokit, where: RepoRun): WorkflowRunsApi {
  const repo = { owner: where.owner, repo: where.repo }
  let workflowId: number | undefined
  return {
    async successfulRuns(branch) {
      if (workflowId === undefined) {
        const { data } = await octokit.rest.actions.getWorkflowRun({ ...repo, run_id: where.runId })
        workflowId = data.workflow_id
      }
      const { data } = await octokit.rest.actions.listWorkflowRuns({
        ...repo,
        workflow_id: workflowId,
        branch,
        status: 'success',
        per_page: 20
      })
      return data.workflow_runs.filter((run) => run.id !== where.runId).map((run) => run.id)
    },
    async artifactsOf(runId, name): Promise<RunArtifact[]> {
      const { data } = await octokit.rest.actions.listWorkflowRunArtifacts({ ...repo, run_id: runId, name, per_page: 100 })
      return data.artifacts
        .filter((artifact) => artifact.name === name)
        .sort((a, b) => Date.parse(b.created_at ?? '') - Date.parse(a.created_at ?? '') || b.id - a.id)
        .map((artifact) => ({ id: artifact.id, expired: artifact.expired }))
    }
  }
}

/** An artifact client, made on first use. */
function lazyArtifactClient(): () => Promise<DefaultArtifactClient> {
  let client: Promise<DefaultArtifactClient> | undefined
  return () => (client ??= import('@actions/artifact').then((artifact) => new artifact.DefaultArtifactClient()))
}

export function toolkitArtifacts(token: string, where: RepoRun, retentionDays?: number): ArtifactTransfer {
  const artifacts = lazyArtifactClient()
  return {
    async download(artifactId, runId, dir) {
      const client = await artifacts()
      await client.downloadArtifact(artifactId, {
        path: dir,
        findBy: { token, workflowRunId: runId, repositoryOwner: where.owner, repositoryName: where.repo }
      })
    },
    async upload(name, files) {
      const client = await artifacts()
      await client.uploadArtifact(name, files, path.dirname(files[0] as string), retentionDays === undefined ? {} : { retentionDays })
    }
  }
}

/** The pending state of this run, handed from the build job to the persist step of a later job. */
export interface PendingHandoff {
  /** Uploads the files (all in one folder) as artifact `name`. */
  upload(name: string, files: string[]): Promise<void>
  /** Downloads artifact `name` of the current run into `dir`; throws when there is none. */
  download(name: string, dir: string): Promise<void>
}

export function toolkitPendingHandoff(): PendingHandoff {
  const artifacts = lazyArtifactClient()
  return {
    async upload(name, files) {
      const client = await artifacts()
      await client.uploadArtifact(name, files, path.dirname(files[0] as string), { retentionDays: 1 })
    },
    async download(name, dir) {
      const client = await artifacts()
      const { artifact } = await client.getArtifact(name)
      await client.downloadArtifact(artifact.id, { path: dir })
    }
  }
}

export const toolkitCache: CacheApi = {
  restore: async (paths, primaryKey, restoreKeys) => (await import('@actions/cache')).restoreCache(paths, primaryKey, restoreKeys),
  exists: async (paths, key) => (await (await import('@actions/cache')).restoreCache(paths, key, [], { lookupOnly: true })) === key,
  save: async (paths, key) => (await import('@actions/cache')).saveCache(paths, key)
}
