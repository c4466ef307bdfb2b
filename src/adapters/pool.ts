// Page processing, in this thread or on worker threads (piscina).
//
// A page task is read → decode → extract → judge → describe; only its small result (hash,
// fingerprint, why, verdict, warnings) comes back, so the main thread never holds page text.
// Workers run the bundled `dist/worker.js`; where it is not there (tests on the TypeScript
// sources) or answers with another protocol (a stale or foreign bundle), the same functions run
// in this thread, with identical results. The same pool later rewrites the dates of the built
// pages (the html-dates option), which is a second parse of every page.
import { hash as digestOf } from 'node:crypto'
import os from 'node:os'
import path from 'node:path'
import { Piscina } from 'piscina'
import { decodeHtml } from '../core/decode.js'
import { judgePage, robotsDisallow } from '../core/exclusions.js'
import { createExtractor, NORMALIZER_VERSION, type ExtractorOptions } from '../core/extract.js'
import { resolveAlternates } from '../core/hreflang.js'
import { ownCopy } from '../core/own-copy.js'
import { bytesOf, cachedPage, storedPage, type CachedPage, type StoredPage } from '../core/page-cache.js'
import { describeHashed } from '../core/plan.js'
import { fingerprintJoined } from '../core/explain.js'
import { DEFAULT_MAX_PAGE_SIZE, formatSize } from './defaults.js'
import type { PartialPage } from '../core/shard.js'
import type { PageRecord } from '../core/types.js'
import { InputError } from '../core/urls.js'
import { VERSION } from '../version.js'
import { findBundle } from './bundles.js'
import { FileReader } from './file-reader.js'
import type { Logger } from './logger.js'
import { rewritePageDates, type DateResult, type DateTask } from './page-dates.js'
import { DateSiteFinder, type PageDateSites } from '../core/html-dates.js'

/** What every page of a run shares (engine.ts makes it from the run's options); plain data, so it can be handed to a worker. */
export interface PageJobConfig extends ExtractorOptions {
  siteDir: string
  /** Site root URL, ending with '/'. */
  siteUrl: string
  robotsTxt?: string
  /** Pages of more bytes are not read (--max-page-size; DEFAULT_MAX_PAGE_SIZE when not set): see tooLargeResult. */
  maxPageSize?: number
  /**
   * Each page's bytes are digested for the page cache (the first 128 bits of their SHA-256), and
   * a page whose digest is the one its task knows is not parsed (see core/page-cache.ts).
   */
  digests?: true
  /** The pages' dates will be written (html-dates): each page's date sites are found in the same scan. */
  htmlDates?: true
}

export interface PageTask {
  /** Path relative to the site folder. */
  file: string
  /** State key. */
  path: string
  /** Absolute public URL. */
  url: string
  /** The page's previous record, when the previous state has one (for the explanation). */
  before?: PageRecord
  /**
   * The page cache's entry for this file, when it serves the previous record (entryServes): if
   * the file's bytes are still the ones it was made from, it is the page's result.
   */
  known?: StoredPage
}

/**
 * What comes back from a page: also what a shard's partial result holds for it, but for
 * `undated`, which only this run's html-dates pass reads (see PageFacts.mayHoldDates).
 */
export type PageResult = PartialPage & {
  undated?: true
  /** With PageJobConfig.htmlDates, for a page that holds a date site (or a reason not to write it): where its dates go. */
  dateSites?: PageDateSites
  /** The page cache's entry for this page (with PageJobConfig.digests): the known one, or a new one. */
  cached?: StoredPage
}

/** A worker and the thread that starts it must hash identically: a worker bundle of another build is refused. */
export const WORKER_PROTOCOL = `lastmod-worker/10 ${VERSION} normalizer ${NORMALIZER_VERSION}`

/** Below this many pages, starting threads costs more than it saves (when --jobs is not given). */
const MIN_PAGES_FOR_WORKERS = 200
/** Pages per message. Bench, 100,000 small pages, two alternated rounds: first run 5.6 s, 12.7 s one page a message. */
const BATCH_PAGES = 64
/**
 * Batches a worker is given at once, so that it does not wait for the main thread between two.
 * Bench, 100,000 small pages, two alternated rounds: first run 4.33 s, 6.30 s with 1.
 */
const BATCHES_IN_FLIGHT = 4
/** A worker's young generation (MB): a bound on the garbage each holds between two collections. */
const WORKER_YOUNG_GENERATION_MB = 6

/** The task runner of one thread: compiles the selectors once, then one page at a time. */
export function createPageProcessor(config: PageJobConfig): (task: PageTask) => PageResult {
  const read = new FileReader()
  const siteUrl = new URL(config.siteUrl)
  // The config holds the extractor's options, with the run's other shared data.
  const extractor = createExtractor(config)
  const disallowed = robotsDisallow(config.robotsTxt, siteUrl)
  const base = config.siteDir.endsWith(path.sep) ? config.siteDir : config.siteDir + path.sep
  const maxPageSize = config.maxPageSize ?? DEFAULT_MAX_PAGE_SIZE
  return (task) => {
    let bytes: Buffer
    try {
      const got = read.fileUpTo(base + task.file, maxPageSize)
      if (!Buffer.isBuffer(got)) return tooLargeResult(task, got.tooLarge, maxPageSize)
      bytes = got
    } catch (error) {
      throw new InputError(`page ${task.file} cannot be read: ${(error as Error).message}`)
    }
    const digest = config.digests === true ? bytesDigest(bytes) : undefined
    if (digest !== undefined && task.known !== undefined && digest === bytesOf(task.known)) return knownResult(task, task.known)
    // Decoding copies the page into a string: the buffer is free for the next page after this.
    const decoded = decodeHtml(bytes)
    const pageUrl = new URL(task.url)
    const finder = config.htmlDates === true && decoded.utf8 ? new DateSiteFinder(decoded.text, pageUrl) : undefined
    const facts = extractor.extract(decoded.text, pageUrl, siteUrl, finder)
    const warnings = decoded.warning === undefined ? facts.warnings : [decoded.warning, ...facts.warnings]
    const verdict = judgePage(facts, pageUrl, disallowed)
    const entry: CachedPage | undefined = digest === undefined ? undefined : { bytes: digest }
    let result: PageResult
    if (!verdict.include) {
      // A detail may be a slice of the page (a redirect target), which would keep it alive in the results.
      const excluded = verdict.detail === undefined ? { reason: verdict.reason } : { reason: verdict.reason, detail: ownCopy(verdict.detail) }
      result = { file: task.file, path: task.path, excluded: { url: task.url, file: task.file, ...excluded }, warnings }
      if (entry !== undefined) entry.excluded = excluded
    } else {
      const page = { path: task.path, hash: facts.hash, ...describeHashed(facts.hash, facts.hashed, task.before) }
      const included: NonNullable<PageResult['included']> = { loc: verdict.loc, page }
      const alternates = facts.alternates === undefined ? undefined : resolveAlternates(facts.alternates, pageUrl)
      if (alternates !== undefined) included.alternates = alternates
      result = { file: task.file, path: task.path, included, warnings }
      if (facts.leftOut !== undefined) result.leftOut = facts.leftOut
      if (facts.buildStamp !== undefined) result.buildStamp = facts.buildStamp
      if (finder !== undefined) {
        const found = finder.finish()
        if (found.sites.length > 0 || found.warnings.length > 0 || found.unsafe !== undefined) result.dateSites = { ...found, length: decoded.text.length }
        else result.undated = true
      } else if (!facts.mayHoldDates && decoded.utf8) {
        // Not for a page that is not UTF-8: html-dates reports that it leaves such a page as it is.
        result.undated = true
      }
      if (entry !== undefined) {
        entry.hash = facts.hash
        if (verdict.loc !== task.url) entry.loc = verdict.loc
        if (result.undated === true) entry.undated = true
        if (facts.leftOut !== undefined) entry.leftOut = facts.leftOut
        if (facts.buildStamp !== undefined) entry.stamp = facts.buildStamp
        if (alternates !== undefined) entry.alternates = alternates
      }
    }
    if (entry !== undefined) {
      if (warnings.length > 0) entry.warnings = warnings
      result.cached = storedPage(entry)
    }
    return result
  }
}

/**
 * A page over the size limit, which is not read: a page the state knows keeps its record as it
 * was (kept: neither changed nor removed, in the sitemap with its date); any other is left out
 * as too-large. Either way a warning names it, and no page is dropped in silence.
 */
function tooLargeResult(task: PageTask, size: number, maxPageSize: number): PageResult {
  const before = task.before
  const known = before !== undefined && before.removedAt === undefined
  const warning = `${formatSize(size)}, over the page size limit of ${formatSize(maxPageSize)} (--max-page-size, input max-page-size): not read; ${known ? 'its date is kept' : 'left out of the sitemap until it is smaller'}`
  if (!known) return { file: task.file, path: task.path, excluded: { url: task.url, file: task.file, reason: 'too-large', detail: formatSize(size) }, warnings: [warning] }
  // The fingerprint is not used: a kept page keeps its whole record (core/plan.ts).
  const page = { path: task.path, hash: before.hash, fingerprint: before.blocks ?? fingerprintJoined(''), kept: true as const }
  return { file: task.file, path: task.path, included: { loc: task.url, page }, warnings: [warning], undated: true }
}

/** The page cache's digest of a file's bytes: the first 128 bits of their SHA-256, base64url. */
function bytesDigest(bytes: Buffer): string {
  return digestOf('sha256', bytes, 'buffer').toString('base64url', 0, 16)
}

/**
 * The result of a page whose bytes are those of its known entry, made from that entry and the
 * previous record, which holds the entry's hash (entryServes): its fingerprint, nothing to explain.
 */
function knownResult(task: PageTask, known: StoredPage): PageResult {
  const entry = cachedPage(known)
  const warnings = entry.warnings ?? []
  let result: PageResult
  if (entry.excluded !== undefined) {
    result = { file: task.file, path: task.path, excluded: { url: task.url, file: task.file, ...entry.excluded }, warnings }
  } else {
    const before = task.before as PageRecord
    const page = { path: task.path, hash: before.hash, fingerprint: before.blocks as string }
    const included: NonNullable<PageResult['included']> = { loc: entry.loc ?? task.url, page }
    if (entry.alternates !== undefined) included.alternates = entry.alternates
    result = { file: task.file, path: task.path, included, warnings }
    if (entry.undated === true) result.undated = true
    if (entry.leftOut !== undefined) result.leftOut = entry.leftOut
    if (entry.stamp !== undefined) result.buildStamp = entry.stamp
  }
  result.cached = known
  return result
}

// ---------------------------------------------------------------------------------------------
// Worker side (src/worker.ts): one message a batch, structured-cloned both ways.

export type BatchMessage =
  | { job: 'hello' }
  | { job: 'pages'; config: PageJobConfig; tasks: PageTask[] }
  | { job: 'dates'; siteDir: string; tasks: DateTask[] }

export type BatchAnswer = { protocol: string } | { results: unknown[] } | { failed: string; input: boolean }

/** This thread's page processor, made again only when a batch comes with another config. */
let processor: { key: string; run: (task: PageTask) => PageResult } | undefined

/** A worker's handler: answers a batch with its results, or the first failure among them. */
export function serveBatch(message: BatchMessage): BatchAnswer {
  try {
    switch (message.job) {
      case 'hello':
        return { protocol: WORKER_PROTOCOL }
      case 'pages': {
        const key = JSON.stringify(message.config)
        if (processor?.key !== key) processor = { key, run: createPageProcessor(message.config) }
        return { results: message.tasks.map(processor.run) }
      }
      case 'dates':
        return { results: message.tasks.map((task) => rewritePageDates(message.siteDir, task)) }
    }
  } catch (error) {
    return { failed: error instanceof Error ? error.message : String(error), input: error instanceof InputError }
  }
}

// ---------------------------------------------------------------------------------------------
// Main-thread side

/** The bundled page worker next to the running bundle; undefined when running from the sources. */
export function findWorkerScript(): string | undefined {
  return findBundle('worker.js')
}

function availableCores(): number {
  return typeof os.availableParallelism === 'function' ? os.availableParallelism() : os.cpus().length
}

/** Threads to use: --jobs when given, else every available core for sites big enough to gain. */
function resolveJobs(jobs: number | undefined, pages: number): number {
  if (jobs !== undefined) return jobs
  if (pages < MIN_PAGES_FOR_WORKERS) return 1
  return availableCores()
}

export interface ProcessOptions {
  /** Threads (--jobs); 1 = this thread only; undefined = resolveJobs() from the number of tasks. */
  jobs: number | undefined
  /** The worker bundle; default: findWorkerScript(). */
  workerScript?: string
  log: Logger
  /** Keeps the job's worker threads for the next job; without it, they end with the job. */
  threads?: ThreadPool
  /**
   * Once aborted, no more tasks are started: the batches in hand are finished, and the results
   * are those of the tasks that ran, in order (a cancelled run's page writes).
   */
  signal?: AbortSignal | undefined
  /** Told of each batch done, with the number of its tasks (a progress line). */
  onDone?: (tasks: number) => void
}

/**
 * n workers on `script`, once one has answered with our protocol; undefined (and a warning) when
 * they cannot start or speak another one. All run the same file, so one answer stands for all.
 */
async function startPool(script: string, n: number, log: Logger): Promise<Piscina | undefined> {
  // Piscina starts its thread entry from CommonJS's __dirname, which ncc's ESM bundles leave
  // unbound: there it is the worker bundle's folder, as the worker bundle holds that entry too.
  const global = globalThis as { __dirname?: string }
  global.__dirname ??= path.dirname(script)
  const pool = new Piscina<BatchMessage, BatchAnswer>({
    filename: script,
    minThreads: n,
    maxThreads: n,
    concurrentTasksPerWorker: BATCHES_IN_FLIGHT,
    resourceLimits: { maxYoungGenerationSizeMb: WORKER_YOUNG_GENERATION_MB }
  })
  // A thread that fails with no task in hand: the next task it was given says so.
  pool.on('error', () => {})
  let why: string
  try {
    // A thread that exits without a word (a file that is no worker at all) would leave the answer waiting.
    const exited = new Promise<never>((_, reject) => {
      for (const thread of pool.threads) thread.once('exit', (code: number) => reject(new Error(`exited with code ${code}`)))
    })
    const answer = (await Promise.race([pool.run({ job: 'hello' } satisfies BatchMessage), exited])) as BatchAnswer | undefined
    const protocol = answer !== undefined && 'protocol' in answer ? answer.protocol : 'no protocol'
    if (protocol === WORKER_PROTOCOL) {
      log.debug(`Processing pages on ${n} worker threads`)
      return pool
    }
    why = protocol
  } catch (error) {
    why = error instanceof Error ? error.message : String(error)
  }
  await pool.destroy()
  log.warning(`worker threads not used (${script}: ${why}; expected ${WORKER_PROTOCOL}); pages are processed in this thread`)
  return undefined
}

/**
 * Worker threads kept from one job to the next (a run's pages, then their dates), so that the
 * second job does not start threads of its own. The owner closes it when the run is done.
 */
export class ThreadPool {
  private kept: { script: string; count: number; pool: Promise<Piscina | undefined>; started?: Piscina } | undefined
  /** The ends of the threads closed so far (see close). */
  private readonly ending: Array<Promise<void>> = []

  /** `workerScript`: the worker bundle of every job run with this pool (default: findWorkerScript()). */
  constructor(readonly workerScript?: string) {}

  /** n workers on `script`: the kept ones when they match, else new ones, kept in their place. */
  async acquire(script: string, n: number, log: Logger): Promise<Piscina | undefined> {
    const kept = this.kept
    if (kept !== undefined && kept.script === script && kept.count === n) return kept.pool
    if (kept !== undefined) await this.close()
    return this.keep(script, n, log).pool
  }

  /** The threads kept now and started (none before the first job and after close). */
  get workers(): readonly unknown[] {
    return this.kept?.started?.threads ?? []
  }

  /**
   * Ends the kept threads. What it returns settles once they and those of every earlier close
   * have exited: a caller may start the end without waiting for it and leave the wait to the
   * owner's last close.
   */
  close(): Promise<void> {
    const kept = this.kept
    this.kept = undefined
    if (kept !== undefined) this.ending.push(kept.pool.then((pool) => pool?.destroy()))
    return Promise.all(this.ending).then(() => undefined)
  }

  private keep(script: string, count: number, log: Logger): NonNullable<ThreadPool['kept']> {
    const kept: NonNullable<ThreadPool['kept']> = {
      script,
      count,
      pool: startPool(script, count, log).then((pool) => {
        if (pool !== undefined) kept.started = pool
        return pool
      })
    }
    this.kept = kept
    return kept
  }
}

/** Tasks handed out in order, pulled from their source (the walk of the site folder) as threads need them. */
class TaskQueue<T> {
  private readonly head: T[] = []
  private readonly source: Iterator<T>
  /** The source has ended. */
  done = false

  constructor(tasks: Iterable<T>) {
    this.source = tasks[Symbol.iterator]()
  }

  /** Up to n next tasks: fewer only at the end of the source. */
  take(n: number): T[] {
    while (!this.done && this.head.length < n) {
      const next = this.source.next()
      if (next.done === true) this.done = true
      else this.head.push(next.value)
    }
    return this.head.splice(0, n)
  }

  /** Puts tasks back in front. */
  unshift(tasks: T[]): void {
    this.head.unshift(...tasks)
  }
}

/** How a kind of task runs: in this thread, and as a batch for a worker. */
interface Job<T, R> {
  inThread: () => (task: T) => R
  message: (tasks: T[]) => BatchMessage
  /** A result as it came back from a worker, with its task. */
  finish: (task: T, result: R) => R
}

/** Runs every task of one job; results in task order. Workers when they pay and a worker bundle is there. */
async function runJob<T, R>(job: Job<T, R>, tasks: Iterable<T>, options: ProcessOptions): Promise<R[]> {
  const queue = new TaskQueue(tasks)
  // Enough tasks to know whether threads pay, and whether batches must be small to balance.
  const most = resolveJobs(options.jobs, Infinity)
  const first = queue.take(Math.max(MIN_PAGES_FOR_WORKERS, 4 * BATCH_PAGES * most))
  const known = queue.done ? first.length : undefined
  queue.unshift(first)
  const threads = known === undefined ? most : Math.min(resolveJobs(options.jobs, known), known)
  if (threads > 1) {
    const script = options.workerScript ?? options.threads?.workerScript ?? findWorkerScript()
    if (script === undefined) {
      options.log.debug('No worker bundle next to this one: pages are processed in this thread')
    } else {
      const kept = options.threads
      const pool = kept === undefined ? await startPool(script, threads, options.log) : await kept.acquire(script, threads, options.log)
      if (pool !== undefined) {
        try {
          return await runOnPool(pool, job, queue, known === undefined ? BATCH_PAGES : batchSize(known, threads), threads, options.signal, options.onDone)
        } catch (error) {
          // A failed job may leave batches in flight: threads that might still answer are not kept.
          await kept?.close()
          throw error
        } finally {
          if (kept === undefined) await pool.destroy()
        }
      }
    }
  }
  const run = job.inThread()
  const results: R[] = []
  const signal = options.signal
  for (let batch = queue.take(BATCH_PAGES); batch.length > 0 && signal?.aborted !== true; batch = queue.take(BATCH_PAGES)) {
    for (const task of batch) results.push(run(task))
    options.onDone?.(batch.length)
    // A signal is heard between two batches only.
    if (signal !== undefined) await new Promise((resolve) => setImmediate(resolve))
  }
  return results
}

/** BATCH_PAGES, smaller on small sites so that every thread gets several batches. */
function batchSize(pages: number, threads: number): number {
  return Math.max(1, Math.min(BATCH_PAGES, Math.ceil(pages / (threads * 4))))
}

async function runOnPool<T, R>(pool: Piscina, job: Job<T, R>, queue: TaskQueue<T>, size: number, threads: number, signal: AbortSignal | undefined, onDone: ((tasks: number) => void) | undefined): Promise<R[]> {
  const answers: Array<Promise<R[]>> = []
  /** Batches sent and not yet answered, oldest first: the next are taken from the source as these come back. */
  const waiting: Array<Promise<unknown>> = []
  for (let batch = queue.take(size); batch.length > 0 && signal?.aborted !== true; batch = queue.take(size)) {
    const tasks = batch
    const answer = (pool.run(job.message(tasks)) as Promise<BatchAnswer>).then(
      (reply) => {
        if ('failed' in reply) throw reply.input ? new InputError(reply.failed) : new Error(reply.failed)
        onDone?.(tasks.length)
        return (reply as { results: R[] }).results.map((result, i) => job.finish(tasks[i] as T, result))
      },
      (error: unknown) => {
        throw new Error(`worker thread failed: ${error instanceof Error ? error.message : String(error)}`)
      }
    )
    // Awaited in order below; a failure is not left unhandled meanwhile.
    answer.catch(() => {})
    answers.push(answer)
    waiting.push(answer)
    if (waiting.length >= threads * (BATCHES_IN_FLIGHT + 1)) await waiting.shift()
  }
  const results: R[] = []
  for (const answer of answers) for (const result of await answer) results.push(result)
  return results
}

const pageJob = (config: PageJobConfig): Job<PageTask, PageResult> => ({
  inThread: () => createPageProcessor(config),
  message: (tasks) => ({ job: 'pages', config, tasks }),
  // The cache's own entry when it served the page: writePageCache counts it as met again.
  finish: (task, result) => {
    if (task.known !== undefined && result.cached !== undefined && bytesOf(result.cached) === bytesOf(task.known)) result.cached = task.known
    return result
  }
})

const datesJob = (siteDir: string): Job<DateTask, DateResult> => ({
  inThread: () => (task) => rewritePageDates(siteDir, task),
  message: (tasks) => ({ job: 'dates', siteDir, tasks }),
  finish: (_task, result) => result
})

/** Reads, extracts and describes every page; results in task order. `tasks` is pulled lazily. */
export function processPages(tasks: Iterable<PageTask>, config: PageJobConfig, options: ProcessOptions): Promise<PageResult[]> {
  return runJob(pageJob(config), tasks, options)
}

/** Rewrites the dates of every page file (html-dates); results in task order. */
export function rewriteDates(tasks: Iterable<DateTask>, config: PageJobConfig, options: ProcessOptions): Promise<DateResult[]> {
  return runJob(datesJob(config.siteDir), tasks, options)
}
