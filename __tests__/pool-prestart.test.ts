// Page workers started before the pages are known (prestartPageWorkers): the pages job takes
// them, a site too small for threads leaves them unused, and threads that cannot start are said
// once. Needs the bundles (`npm run bundle`): workers run dist/worker.js.
import { describe, expect, it } from '@jest/globals'
import { cpSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { collectPages, prestartPageWorkers } from '../src/adapters/engine.js'
import { MemoryLogger, type Logger } from '../src/adapters/logger.js'
import { ThreadPool } from '../src/adapters/pool.js'
import { engineOptions, repoRoot, tempDir } from '../__fixtures__/cli/run.js'

const WORKER = path.join(repoRoot, 'dist/worker.js')
const STARTED = 'Processing pages on 2 worker threads'

/** A log that keeps what it is told, by kind. */
function recorder(): Logger & { debugs: string[]; warnings: string[] } {
  const debugs: string[] = []
  const warnings: string[] = []
  return { info: () => {}, warning: (m) => warnings.push(m), debug: (m) => debugs.push(m), debugs, warnings }
}

function hugoCopy(): string {
  const dir = tempDir()
  cpSync(path.join(repoRoot, '__fixtures__/corpus/hugo/steps/00-base'), dir, { recursive: true })
  return dir
}

describe('page workers started before the pages are known', () => {
  it('are the threads the pages job runs on', async () => {
    const site = hugoCopy()
    const options = engineOptions(site, { jobs: 2 })
    const expected = await collectPages({ ...options, jobs: 1 }, undefined, new MemoryLogger())
    const early = recorder()
    const job = recorder()
    const threads = new ThreadPool(WORKER)
    try {
      await prestartPageWorkers(options, threads, early)
      expect(await collectPages({ ...options, threads }, undefined, job)).toEqual(expected)
      // The threads that did the pages were started by the prestart (its log says so), not by the job.
      expect(threads.workers).toHaveLength(2)
      expect(early.debugs).toEqual([STARTED])
      expect(job.debugs).not.toContain(STARTED)
    } finally {
      await threads.close()
    }
    expect(threads.workers).toHaveLength(0)
  })

  it('are left unused on a site too small for threads, and end with the pool', async () => {
    const site = tempDir()
    for (let i = 0; i < 40; i++) writeFileSync(path.join(site, `p${i}.html`), `<!doctype html><title>P${i}</title><main><p>Page ${i}</p></main>`)
    const options = engineOptions(site)
    const expected = await collectPages({ ...options, jobs: 1 }, undefined, new MemoryLogger())
    const early = recorder()
    const threads = new ThreadPool(WORKER)
    try {
      await prestartPageWorkers(options, threads, early)
      expect(await collectPages({ ...options, threads }, undefined, new MemoryLogger())).toEqual(expected)
    } finally {
      await threads.close()
    }
    expect(threads.workers).toHaveLength(0)
    // With one core there is nothing to start; with more, the threads started and were ended.
    expect(early.debugs).toEqual(os.availableParallelism() > 1 ? [STARTED] : [])
  })

  it('end with a close that is not waited for, and the last close waits for them', async () => {
    const threads = new ThreadPool(WORKER)
    threads.prestart(2, recorder())
    const pool = await threads.acquire(WORKER, 2, recorder())
    expect(pool?.threads).toHaveLength(2)
    const exits = (pool?.threads ?? []).map((thread) => new Promise<void>((resolve) => thread.once('exit', () => resolve())))
    let exited = false
    void Promise.all(exits).then(() => (exited = true))
    const first = threads.close()
    expect(exited).toBe(false)
    await threads.close()
    await Promise.all(exits)
    expect(threads.workers).toHaveLength(0)
    await first
  })

  it('start nothing when the options are invalid or the pool is closed', async () => {
    const site = hugoCopy()
    const log = recorder()
    const threads = new ThreadPool(WORKER)
    await prestartPageWorkers(engineOptions(site, { jobs: 2, contentSelector: 'main[' }), threads, log)
    await threads.close()
    await prestartPageWorkers(engineOptions(site, { jobs: 2 }), threads, log)
    await threads.close()
    expect(log.debugs).toEqual([])
    expect(log.warnings).toEqual([])
    // collectPages, not the prestart, says what is wrong with the options.
    await expect(collectPages(engineOptions(site, { contentSelector: 'main[' }), undefined, log)).rejects.toThrow(/main\[/)
  })

  it('that cannot start are said once, and the pages are done in this thread', async () => {
    const site = hugoCopy()
    const options = engineOptions(site, { jobs: 2 })
    const expected = await collectPages({ ...options, jobs: 1 }, undefined, new MemoryLogger())
    const log = recorder()
    const threads = new ThreadPool(path.join(tempDir(), 'missing-worker.js'))
    try {
      await prestartPageWorkers(options, threads, log)
      expect(await collectPages({ ...options, threads }, undefined, log)).toEqual(expected)
    } finally {
      await threads.close()
    }
    expect(log.warnings).toHaveLength(1)
    expect(log.warnings[0]).toMatch(/^worker threads not used \(.*missing-worker\.js: .*\); pages are processed in this thread$/)
  })
})
