import { describe, expect, it } from '@jest/globals'
import * as github from '@actions/github'
import { octokitComments, postStickyComment } from '../src/adapters/github.js'
import { restWorkflowRuns } from '../src/adapters/stores/toolkit.js'
import { useFakeGitHub } from '../__fixtures__/github/use-fake-github.js'

const fake = useFakeGitHub()

const MARKER = '<!-- lastmod-action:sticky site=x -->'

function comments(issueNumber: number): ReturnType<typeof octokitComments> {
  return octokitComments(github.getOctokit('test-token', { baseUrl: fake.url }), { owner: 'o', repo: 'r', issueNumber })
}

describe('postStickyComment (real Octokit, fake REST server)', () => {
  it('creates once, then updates in place, and does not re-post an unchanged body', async () => {
    fake.comments.set(7, [{ id: 1, body: 'LGTM', user: { login: 'someone', type: 'User' } }])
    const api = comments(7)
    await expect(postStickyComment(api, MARKER, `${MARKER}\nv1`, { createIfMissing: true })).resolves.toEqual({ kind: 'created' })
    const id = fake.comments.get(7)?.[1]?.id as number
    await expect(postStickyComment(api, MARKER, `${MARKER}\nv2`, { createIfMissing: true })).resolves.toEqual({ kind: 'updated', id })
    const writes = fake.requests.filter((r) => r.method !== 'GET').length
    await expect(postStickyComment(api, MARKER, `${MARKER}\nv2`, { createIfMissing: true })).resolves.toEqual({ kind: 'unchanged', id })
    expect(fake.requests.filter((r) => r.method !== 'GET')).toHaveLength(writes)
    expect(fake.comments.get(7)?.map((c) => c.body)).toEqual(['LGTM', `${MARKER}\nv2`])
  })

  it('prefers the bot’s comment over a human quoting the marker', async () => {
    fake.comments.set(8, [
      { id: 11, body: `quoting ${MARKER}`, user: { login: 'someone', type: 'User' } },
      { id: 12, body: `${MARKER}\nold`, user: { login: 'github-actions[bot]', type: 'Bot' } }
    ])
    await expect(postStickyComment(comments(8), MARKER, `${MARKER}\nnew`, { createIfMissing: true })).resolves.toEqual({ kind: 'updated', id: 12 })
  })

  it('does not create a comment when there is nothing to say', async () => {
    await expect(postStickyComment(comments(9), MARKER, `${MARKER}\nnothing`, { createIfMissing: false })).resolves.toEqual({ kind: 'skipped' })
    expect(fake.comments.get(9)).toBeUndefined()
  })

  it('turns a 403 into an outcome instead of an exception', async () => {
    fake.forbidCommentWrites = true
    try {
      await expect(postStickyComment(comments(10), MARKER, `${MARKER}\nx`, { createIfMissing: true })).resolves.toMatchObject({
        kind: 'forbidden',
        message: expect.stringContaining('Resource not accessible by integration')
      })
    } finally {
      fake.forbidCommentWrites = false
    }
  })
})

describe('restWorkflowRuns (the artifact store’s REST side)', () => {
  it('asks for successful runs of this workflow on the branch and lists artifacts by name, newest first', async () => {
    fake.runs = [
      { id: 500, workflow_id: 77, head_branch: 'main', conclusion: 'success', artifacts: [] },
      { id: 400, workflow_id: 77, head_branch: 'main', conclusion: 'failure', artifacts: [] },
      {
        id: 300,
        workflow_id: 77,
        head_branch: 'main',
        conclusion: 'success',
        artifacts: [
          { id: 31, name: 'lastmod-state', expired: true, created_at: '2026-01-01T00:00:00Z' },
          { id: 32, name: 'lastmod-state', expired: false, created_at: '2026-01-02T00:00:00Z' }
        ]
      },
      { id: 200, workflow_id: 88, head_branch: 'main', conclusion: 'success', artifacts: [] }
    ]
    const api = restWorkflowRuns(github.getOctokit('test-token', { baseUrl: fake.url }), { owner: 'o', repo: 'r', runId: 500 })
    await expect(api.successfulRuns('main')).resolves.toEqual([300]) // the current run itself is skipped
    const listRuns = fake.requests.find((r) => r.path === '/repos/o/r/actions/workflows/77/runs')
    expect(listRuns?.query.get('branch')).toBe('main')
    expect(listRuns?.query.get('status')).toBe('success')
    await expect(api.artifactsOf(300, 'lastmod-state')).resolves.toEqual([
      { id: 32, expired: false },
      { id: 31, expired: true }
    ])
    expect(fake.requests.every((r) => r.authorization === 'token test-token')).toBe(true)
  })
})
