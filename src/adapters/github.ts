// The GitHub side of reporting: the sticky PR comment and the job summary. Rendering is done by
// core/render-*.ts; this file only posts, and never lets a comment failure fail the build.
import * as core from '@actions/core'
import type * as github from '@actions/github'
import { printable } from './logger.js'
import { redact } from './redact.js'

export type Octokit = ReturnType<typeof github.getOctokit>

export interface IssueComment {
  id: number
  body: string
  login: string
  /** The author's account type: `Bot` for an app such as github-actions. */
  type: string
}

/** The three REST calls a sticky comment needs. */
export interface IssueCommentsApi {
  list(): Promise<IssueComment[]>
  create(body: string): Promise<void>
  update(id: number, body: string): Promise<void>
}

export type CommentOutcome =
  | { kind: 'created' }
  | { kind: 'updated'; id: number }
  | { kind: 'unchanged'; id: number }
  /** Nothing to say and no earlier comment to correct. */
  | { kind: 'skipped' }
  /** The token may not comment (fork PR, missing `pull-requests: write`). */
  | { kind: 'forbidden'; message: string }
  | { kind: 'failed'; message: string }

export function octokitComments(octokit: Octokit, where: { owner: string; repo: string; issueNumber: number }): IssueCommentsApi {
  const params = { owner: where.owner, repo: where.repo }
  return {
    async list() {
      const comments = await octokit.paginate(octokit.rest.issues.listComments, {
        ...params,
        issue_number: where.issueNumber,
        per_page: 100
      })
      return comments.map((c) => ({ id: c.id, body: c.body ?? '', login: c.user?.login ?? '', type: c.user?.type ?? '' }))
    },
    async create(body) {
      await octokit.rest.issues.createComment({ ...params, issue_number: where.issueNumber, body })
    },
    async update(id, body) {
      await octokit.rest.issues.updateComment({ ...params, comment_id: id, body })
    }
  }
}

const BOT_LOGIN = 'github-actions[bot]'

function describe(error: unknown): { status?: number; message: string } {
  const message = error instanceof Error ? error.message : String(error)
  // Octokit gives a request that got no answer at all status 500: only an answer has a status.
  const answered = typeof error === 'object' && error !== null && 'status' in error && 'response' in error && error.response !== undefined
  const status = answered ? Number(error.status) : undefined
  return status === undefined || Number.isNaN(status) ? { message } : { status, message }
}

/**
 * Creates or updates the one comment of ours carrying `marker`: written by github-actions[bot], the
 * identity of the token the action runs with. Anyone else's comment, even one that quotes the
 * marker, is never edited. Never throws.
 */
export async function postStickyComment(
  api: IssueCommentsApi,
  marker: string,
  rendered: string,
  options: { createIfMissing: boolean }
): Promise<CommentOutcome> {
  const body = redact(rendered)
  try {
    const existing = (await api.list()).find((c) => c.login === BOT_LOGIN && c.type === 'Bot' && c.body.includes(marker))
    if (existing) {
      if (existing.body === body) return { kind: 'unchanged', id: existing.id }
      await api.update(existing.id, body)
      return { kind: 'updated', id: existing.id }
    }
    if (!options.createIfMissing) return { kind: 'skipped' }
    await api.create(body)
    return { kind: 'created' }
  } catch (error) {
    const { status, message } = describe(error)
    if (status === 403 || /Resource not accessible by integration/i.test(message)) return { kind: 'forbidden', message }
    return { kind: 'failed', message: status === undefined ? message : `HTTP ${status}: ${message}` }
  }
}

/** Appends Markdown to this step's job summary; a summary problem is a warning, not a failure. */
export async function writeSummary(markdown: string): Promise<void> {
  if (!process.env['GITHUB_STEP_SUMMARY']) {
    // To the log instead: its values are escaped as Markdown, and no line of it may be a workflow command.
    core.info(printable(markdown))
    return
  }
  try {
    await core.summary.addRaw(redact(markdown), true).write()
  } catch (error) {
    core.warning(`Could not write the job summary: ${describe(error).message}`)
  }
}
