// Page processing, in this thread or across worker threads.
//
// A page task is read → decode → extract → judge → describe; only its small result (hash,
// fingerprint, why, verdict, warnings) comes back, so the main thread never holds page text and
// memory grows with the number of pages, not their size. Workers run the bundled `dist/worker.js`;
// where it is not there (tests on the TypeScript sources, a stale or foreign bundle), the same
// function runs in this thread with identical results. The same pool later rewrites the dates of
// the built pages (the html-dates option), which is a second parse of every page.
import { hash as digestOf } from 'node:crypto'
import os from 'node:os'
import path from 'node:path'
import { setFlagsFromString } from 'node:v8'
import { Worker, type MessagePort } from 'node:worker_threads'
import { decodeHtml } from '../core/decode.js'
import { judgePage, robotsDisallow } from '../core/exclusions.js'
import { createExtractor, NORMALIZER_VERSION } from '../core/extract.js'
import { ownCopy } from '../core/own-copy.js'
import { bytesOf, cachedPage, storedPage, type CachedPage, type StoredPage } from '../core/page-cache.js'
import { describeHashed, type BuiltPage, type PreviousPage } from '../core/plan.js'
import type { PartialPage } from '../core/shard.js'
import type { BlockChange, ExcludedPage, ExclusionReason, PageRecord } from '../core/types.js'
import { InputError } from '../core/urls.js'
import { VERSION } from '../version.js'
import { findBundle } from './bundles.js'
import { FileReader } from './file-reader.js'
import type { Logger } from './logger.js'
import { rewritePageDates, type DateResult, type DateTask } from './page-dates.js'
import { boundThreadsYoungGeneration } from './heap-bounds.js'

/** What every page of a run shares; plain data, so it can be handed to a worker. */
export interface PageJobConfig {
  siteDir: string
  /** Site root URL, ending with '/'. */
  siteUrl: string
  contentSelectors: string[]
  ignoreSelectors: string[]
  robotsTxt?: string
  /**
   * Each page's bytes are digested for the page cache (the first 128 bits of their SHA-256), and
   * a page whose digest is the one its task knows is not parsed (see core/page-cache.ts).
   */
  digests?: true
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
  /** The page cache's entry for this page (with PageJobConfig.digests): the known one, or a new one. */
  cached?: StoredPage
}

/**
 * What a worker sends back for a page: only what the task does not hold already, so that the
 * main thread keeps one copy of each file name, key and URL (100,000 pages of results otherwise
 * hold each of them twice) and the structured clone has less to copy.
 */
export interface PageWire {
  hash?: string
  fingerprint?: string
  why?: BlockChange[]
  /** The sitemap `<loc>` when it is not the task's URL. */
  loc?: string
  excluded?: { reason: ExclusionReason; detail?: string }
  warnings?: string[]
  /** PageFacts.mayHoldDates was false. */
  undated?: true
  /** With PageJobConfig.digests: the digest of the page's bytes. */
  bytes?: string
  /** The bytes were the ones of the task's known entry: that entry is the result (and nothing else is sent). */
  known?: true
}

/**
 * A worker and the thread that starts it must hash identically: a `dist/worker.js` left from
 * another build is refused (the run goes on in this thread).
 */
export const WORKER_PROTOCOL = `lastmod-worker/6 ${VERSION} normalizer ${NORMALIZER_VERSION}`

/** Below this many pages, starting threads costs more than it saves (when --jobs is not given). */
const MIN_PAGES_FOR_WORKERS = 200
/**
 * Pages per message: few enough to balance the load, many enough to amortise messaging. On the
 * bench's 100,000 small pages, 64 ran the first run in ~4.1 s where 32 took ~4.4 s; 128 gained
 * nothing more. Large pages do not care.
 */
const BATCH_PAGES = 64
/**
 * Batches given to each worker at once, so it never waits for the next one. Two were not enough:
 * the main thread (walk, batches) and both workers want more than two cores, and while the
 * scheduler has the main thread waiting, a worker that finishes its last batch sits idle. On the
 * bench's 100,000 small pages, alternating runs on one kept site: reruns 4.04 and 4.25 s with 2,
 * 3.94 and 3.88 s with 4 (medians of 5, two sets), 3.91 s with 8; first runs 3.97, 3.73 and 3.63 s
 * (medians of 4). Large pages did not move. Each worker still ends about one batch after the other.
 */
const BATCHES_IN_FLIGHT = 8

/** The task runner of one thread: compiles the selectors once, then one page at a time. */
export function createPageProcessor(config: PageJobConfig): (task: PageTask) => PageResult {
  const process = createPageWorker(config)
  return (task) => {
    // Most tasks go as they are; one with a known entry sends only that entry's digest.
    let input: PageInput = task as Omit<PageTask, 'known'>
    if (task.known !== undefined) {
      input = { file: task.file, url: task.url, known: bytesOf(task.known) }
      if (task.before !== undefined) input.before = task.before
    }
    return pageResult(task, process(input))
  }
}

/** Most pages have no warning: one empty list for all of them (100,000 pages: 3 MB less). */
const NO_WARNINGS: readonly string[] = Object.freeze([])

/** A page's result from its task and what the worker sent back. */
function pageResult(task: PageTask, wire: PageWire): PageResult {
  if (wire.known === true) return knownResult(task)
  const warnings = wire.warnings ?? NO_WARNINGS
  let result: PageResult
  if (wire.excluded !== undefined) {
    const excluded: ExcludedPage = { url: task.url, file: task.file, reason: wire.excluded.reason }
    if (wire.excluded.detail !== undefined) excluded.detail = wire.excluded.detail
    result = { file: task.file, path: task.path, excluded, warnings }
  } else {
    const page: BuiltPage = { path: task.path, hash: wire.hash as string, fingerprint: wire.fingerprint as string }
    if (wire.why !== undefined) page.why = wire.why
    result = { file: task.file, path: task.path, included: { loc: wire.loc ?? task.url, page }, warnings }
    if (wire.undated === true) result.undated = true
  }
  if (wire.bytes !== undefined) result.cached = cacheEntry(wire)
  return result
}

/** The page cache's entry for what a worker sent back. */
function cacheEntry(wire: PageWire): StoredPage {
  const entry: CachedPage = { bytes: wire.bytes as string }
  if (wire.excluded !== undefined) entry.excluded = wire.excluded
  else entry.hash = wire.hash as string
  if (wire.loc !== undefined) entry.loc = wire.loc
  if (wire.undated === true) entry.undated = true
  if (wire.warnings !== undefined && wire.warnings.length > 0) entry.warnings = wire.warnings
  return storedPage(entry)
}

/**
 * The result of a page whose bytes are those of its known entry: what a worker would have sent
 * back, made from that entry and the previous record, which holds the entry's hash (entryServes):
 * its fingerprint, and nothing to explain.
 */
function knownResult(task: PageTask): PageResult {
  const stored = task.known as StoredPage
  const entry = cachedPage(stored)
  const wire: PageWire = {}
  if (entry.excluded !== undefined) wire.excluded = entry.excluded
  else {
    const before = task.before as PageRecord
    wire.hash = before.hash
    wire.fingerprint = before.blocks as string
  }
  if (entry.loc !== undefined) wire.loc = entry.loc
  if (entry.undated === true) wire.undated = true
  if (entry.warnings !== undefined) wire.warnings = entry.warnings as string[]
  const result = pageResult(task, wire)
  result.cached = stored
  return result
}

/** What a worker needs of a page task: describeHashed reads no more of the previous record. */
interface PageInput {
  file: string
  url: string
  before?: PreviousPage
  /** The bytes digest of the task's known entry. */
  known?: string
}

/** The page cache's digest of a file's bytes: the first 128 bits of their SHA-256, base64url. */
function bytesDigest(bytes: Buffer): string {
  return digestOf('sha256', bytes, 'buffer').toString('base64url', 0, 16)
}

function createPageWorker(config: PageJobConfig): (task: PageInput) => PageWire {
  const read = new FileReader()
  const siteUrl = new URL(config.siteUrl)
  const extractor = createExtractor({ contentSelectors: config.contentSelectors, ignoreSelectors: config.ignoreSelectors })
  const disallowed = robotsDisallow(config.robotsTxt, siteUrl)
  // Task files are relative paths from the walk, `/`-separated and never `..`: joined by hand,
  // as path.join would normalise each of them (~0.57 µs a call, ~2% of a bench small page).
  const base = config.siteDir.endsWith(path.sep) ? config.siteDir : config.siteDir + path.sep
  return (task) => {
    let bytes: Buffer
    try {
      bytes = read.file(base + task.file)
    } catch (error) {
      throw new InputError(`page ${task.file} cannot be read: ${(error as Error).message}`)
    }
    const digest = config.digests === true ? bytesDigest(bytes) : undefined
    if (digest !== undefined && digest === task.known) return { known: true }
    // Decoding copies the page into a string: the buffer is free for the next page after this.
    const decoded = decodeHtml(bytes)
    const pageUrl = new URL(task.url)
    const facts = extractor.hashed(decoded.text, pageUrl, siteUrl)
    const warnings = decoded.warning === undefined ? facts.warnings : [decoded.warning, ...facts.warnings]
    const wire: PageWire = {}
    if (digest !== undefined) wire.bytes = digest
    if (warnings.length > 0) wire.warnings = warnings
    const verdict = judgePage(facts, pageUrl, disallowed)
    if (!verdict.include) {
      // A detail may be a slice of the page (a redirect target), which would keep it alive in the results.
      wire.excluded = verdict.detail === undefined ? { reason: verdict.reason } : { reason: verdict.reason, detail: ownCopy(verdict.detail) }
      return wire
    }
    const page = describeHashed(facts.hash, facts.hashed, task.before)
    wire.hash = facts.hash
    wire.fingerprint = page.fingerprint
    if (page.why !== undefined) wire.why = page.why
    if (verdict.loc !== task.url) wire.loc = verdict.loc
    // Not for a page that is not UTF-8: html-dates reports that it leaves such a page as it is.
    if (!facts.mayHoldDates && decoded.utf8) wire.undated = true
    return wire
  }
}

/** Threads to use: --jobs when given, else every available core for sites big enough to gain. */
function resolveJobs(jobs: number | undefined, pages: number): number {
  if (jobs !== undefined) return jobs
  if (pages < MIN_PAGES_FOR_WORKERS) return 1
  return availableCores()
}

/** The bundled page worker next to the running bundle; undefined when running from the sources. */
export function findWorkerScript(): string | undefined {
  return findBundle('worker.js')
}

export interface ProcessOptions {
  /** Threads (--jobs); 1 = this thread only; undefined = resolveJobs() from the number of tasks. */
  jobs: number | undefined
  /** The worker bundle; default: findWorkerScript(). */
  workerScript?: string
  log: Logger
  /** Keeps the job's worker threads for the next job; without it, they end with the job. */
  threads?: ThreadPool
}

/**
 * Worker threads kept from one job to the next (a run's pages, then their dates), so that the
 * second job does not start threads of its own: each would load the worker bundle and compile
 * the scanner again. The owner closes it when the run is done.
 */
export class ThreadPool {
  private kept: KeptThreads | undefined
  /** Once closed, nothing is started before a job asks for it (prestart does nothing). */
  private closed = false
  /** The ends of the threads closed so far (see close). */
  private readonly ending: Array<Promise<void>> = []

  /** `workerScript`: the worker bundle of every job run with this pool (default: findWorkerScript()). */
  constructor(readonly workerScript?: string) {}

  /**
   * Starts the page workers before the pages are known (see prestartPageWorkers in engine.ts):
   * they load their bundle while the state is read and the walk finds the first pages, and the
   * pages job takes them if it runs on as many threads with this config. Does nothing when this
   * thread would work alone (`jobs`: --jobs; one core), without a worker bundle, once threads are
   * kept, or after close.
   */
  prestart(config: PageJobConfig, jobs: number | undefined, log: Logger): void {
    const n = resolveJobs(jobs, Infinity)
    const script = this.workerScript ?? findWorkerScript()
    if (n < 2 || script === undefined || this.kept !== undefined || this.closed) return
    this.keep(script, config, n, log)
  }

  /**
   * n workers for `job`: the kept ones when they were started for this script and a config that
   * serves it (the dates job only reads the site folder), else new ones, kept in their place.
   * Undefined when they could not start (startWorkers has said why).
   */
  async acquire(job: JobName, script: string, n: number, config: PageJobConfig, log: Logger): Promise<Worker[] | undefined> {
    const kept = this.kept
    if (kept !== undefined) {
      const serves =
        job === 'dates'
          ? path.resolve(kept.config.siteDir) === path.resolve(config.siteDir)
          : JSON.stringify(kept.config) === JSON.stringify(config)
      if (kept.script === script && kept.count === n && serves) {
        const workers = await kept.ready
        // Threads of this bundle that did not start would not start now either.
        if (workers === undefined && this.kept === kept) this.kept = undefined
        return workers
      }
      await this.close()
    }
    return this.keep(script, config, n, log).ready
  }

  /** The threads kept now and started (none before the first job and after close). */
  get workers(): readonly Worker[] {
    return this.kept?.started ?? []
  }

  /**
   * Ends the kept threads. What it returns settles once they and those of every earlier close
   * have exited: a caller may start the end without waiting for it (the threads exit while it
   * goes on) and leave the wait to the owner's last close.
   */
  close(): Promise<void> {
    this.closed = true
    const kept = this.kept
    this.kept = undefined
    if (kept !== undefined) {
      this.ending.push(
        kept.ready.then(async (workers) => {
          if (workers !== undefined) await Promise.all(workers.map((w) => w.terminate()))
        })
      )
    }
    return Promise.all(this.ending).then(() => undefined)
  }

  private keep(script: string, config: PageJobConfig, count: number, log: Logger): KeptThreads {
    const kept: KeptThreads = {
      script,
      config,
      count,
      ready: startWorkers(script, count, config, log).then(
        (workers) => {
          kept.started = workers
          return workers
        },
        // Nothing may await a prestart for a while: a failure is answered now, not left unhandled.
        (error: unknown) => {
          log.warning(`worker threads not used (${script}: ${error instanceof Error ? error.message : String(error)}); pages are processed in this thread`)
          return undefined
        }
      ),
      started: undefined
    }
    this.kept = kept
    return kept
  }
}

interface KeptThreads {
  script: string
  config: PageJobConfig
  count: number
  /** startWorkers' answer. */
  ready: Promise<Worker[] | undefined>
  /** The workers once they answered. */
  started: Worker[] | undefined
}

/** The kinds of work a worker does, each a pure function of its task and the run's config. */
interface Jobs {
  pages: { task: PageTask; wire: PageWire; result: PageResult }
  dates: { task: DateTask; wire: DateResult; result: DateResult }
}
type JobName = keyof Jobs

function inThread<J extends JobName>(job: J, config: PageJobConfig): (task: Jobs[J]['task']) => Jobs[J]['result'] {
  if (job === 'pages') return createPageProcessor(config) as (task: Jobs[J]['task']) => Jobs[J]['result']
  return ((task: DateTask) => rewritePageDates(config.siteDir, task)) as (task: Jobs[J]['task']) => Jobs[J]['result']
}

/** Main-thread side of a job: its result from its task and what the worker sent back. */
function finisher<J extends JobName>(job: J): (task: Jobs[J]['task'], wire: Jobs[J]['wire']) => Jobs[J]['result'] {
  if (job === 'pages') return pageResult as (task: Jobs[J]['task'], wire: Jobs[J]['wire']) => Jobs[J]['result']
  return (_task, wire) => wire as Jobs[J]['result']
}

/**
 * Where a job's tasks come from: a synchronous iterable, pulled as threads need tasks, or an
 * asynchronous one of chunks (the walk of the site folder on a thread of its own, see walker.ts),
 * taken as they arrive. Either way, producing them overlaps the work instead of preceding it.
 */
export type TaskSource<T> = Iterable<T> | AsyncIterable<readonly T[]>

/** Tasks handed out in order. */
class TaskQueue<T> {
  private readonly head: T[] = []
  private readonly source: Iterator<T> | undefined
  private readonly chunks: AsyncIterator<readonly T[]> | undefined
  /** The chunk being awaited, shared by everyone who waits for more. */
  private arriving: Promise<void> | undefined
  private done = false
  /** Tasks handed out so far: the next task's index in the results. */
  taken = 0

  constructor(tasks: TaskSource<T>) {
    if (Symbol.asyncIterator in tasks) this.chunks = tasks[Symbol.asyncIterator]()
    else this.source = tasks[Symbol.iterator]()
  }

  /** Whether n tasks, or all that are left, can be taken now (pulling them from a synchronous source). */
  ready(n: number): boolean {
    const source = this.source
    while (!this.done && this.head.length < n && source !== undefined) {
      const next = source.next()
      if (next.done === true) this.done = true
      else this.head.push(next.value)
    }
    return this.done || this.head.length >= n
  }

  /** Resolves once ready(n); rejects when the source fails. */
  async fill(n: number): Promise<void> {
    while (!this.ready(n)) await this.more()
  }

  /** How many tasks there are in all, once the source has ended; undefined while more may come. */
  get known(): number | undefined {
    return this.done ? this.taken + this.head.length : undefined
  }

  /** Up to n next tasks, of those there now (see ready and fill). */
  take(n: number): T[] {
    const out = this.head.splice(0, n)
    this.taken += out.length
    return out
  }

  private more(): Promise<void> {
    this.arriving ??= (this.chunks as AsyncIterator<readonly T[]>).next().then(
      (next) => {
        this.arriving = undefined
        if (next.done === true) this.done = true
        else for (const task of next.value) this.head.push(task)
      },
      (error: unknown) => {
        this.arriving = undefined
        throw error
      }
    )
    return this.arriving
  }
}

/** Runs every task of one job; results in task order. Workers when they pay and a worker bundle is there. */
async function runJob<J extends JobName>(
  job: J,
  tasks: TaskSource<Jobs[J]['task']>,
  config: PageJobConfig,
  options: ProcessOptions
): Promise<Jobs[J]['result'][]> {
  const queue = new TaskQueue(tasks)
  // Enough tasks to know whether threads pay, and whether batches must be small to balance.
  const most = resolveJobs(options.jobs, Infinity)
  await queue.fill(Math.max(MIN_PAGES_FOR_WORKERS, 4 * BATCH_PAGES * most))
  const known = queue.known
  const threads = known === undefined ? most : Math.min(resolveJobs(options.jobs, known), known)
  if (threads > 1) {
    const script = options.workerScript ?? options.threads?.workerScript ?? findWorkerScript()
    if (script === undefined) {
      options.log.debug('No worker bundle next to this one: pages are processed in this thread')
    } else {
      const pool = options.threads
      const workers = pool === undefined ? await startWorkers(script, threads, config, options.log) : await pool.acquire(job, script, threads, config, options.log)
      if (workers !== undefined) {
        try {
          return await runOnWorkers<J>(workers, job, queue, known === undefined ? BATCH_PAGES : batchSize(known, threads))
        } catch (error) {
          // A failed job may leave batches in flight: threads that might still answer are not kept.
          await pool?.close()
          throw error
        } finally {
          if (pool === undefined) await Promise.all(workers.map((w) => w.terminate()))
        }
      }
    }
  }
  const run = inThread(job, config)
  const results: Jobs[J]['result'][] = []
  for (;;) {
    await queue.fill(BATCH_PAGES)
    const batch = queue.take(BATCH_PAGES)
    if (batch.length === 0) return results
    for (const task of batch) results.push(run(task))
  }
}

/** Reads, extracts and describes every page; results in task order. `tasks` is pulled lazily. */
export function processPages(tasks: TaskSource<PageTask>, config: PageJobConfig, options: ProcessOptions): Promise<PageResult[]> {
  return runJob('pages', tasks, config, options)
}

/** Rewrites the dates of every page file (html-dates); results in task order. */
export function rewriteDates(tasks: Iterable<DateTask>, config: PageJobConfig, options: ProcessOptions): Promise<DateResult[]> {
  return runJob('dates', tasks, config, options)
}

// ---------------------------------------------------------------------------------------------
// Main-thread side of the pool

interface WorkerData {
  lastmodWorker: string
  config: PageJobConfig
}

/** A batch as it travels: page batches packed (see packPageTasks, packPageWires), date batches as they are. */
interface Packed {
  pages: { tasks: string; wires: string[] }
  dates: { tasks: readonly DateTask[]; wires: Array<DateResult | DateMark> }
}

type ToWorker = { [J in JobName]: { id: number; job: J; tasks: Packed[J]['tasks'] } }[JobName]
type FromWorker =
  | { kind: 'ready'; protocol: string }
  | { kind: 'done'; id: number; results: Packed[JobName]['wires'] }
  | { kind: 'failed'; id: number; message: string; input: boolean }

/**
 * Separates the fields of a packed batch of page tasks: no file name, URL, hash or fingerprint
 * holds a NUL. One string is copied whole between threads, where an array of objects is cloned
 * key by key. Measured with a MessageChannel in one thread, on batches of 64 pages: tasks cost
 * ~1.4 µs a page as objects and ~0.2 µs as one string, join included; answers ~0.6 µs as objects
 * and ~0.3 µs as a flat list of strings. On 100,000 pages that is a few tenths of a second of
 * the main thread, which feeds both workers.
 */
const FIELD = '\0'
const TASK_FIELDS = 5
const WIRE_FIELDS = 6
/** A page's hash field when the hash is the one its task came with; its bytes field when they are those of its known entry. */
const SAME = '='

/**
 * A page batch for a worker: file, URL, previous hash, `+` previous fingerprint and the known
 * entry's bytes digest per page. A tombstone goes as no previous record: describeHashed treats
 * both alike.
 */
function packPageTasks(tasks: readonly PageTask[]): string {
  const fields: string[] = []
  for (const { file, url, before, known } of tasks) {
    const previous = before !== undefined && before.removedAt === undefined ? before : undefined
    fields.push(file, url, previous?.hash ?? '', previous?.blocks === undefined ? '' : '+' + previous.blocks, known === undefined ? '' : bytesOf(known))
  }
  return fields.join(FIELD)
}

function unpackPageTasks(packed: string): PageInput[] {
  const fields = packed.split(FIELD)
  const inputs: PageInput[] = []
  for (let i = 0; i + TASK_FIELDS <= fields.length; i += TASK_FIELDS) {
    const input: PageInput = { file: fields[i] as string, url: fields[i + 1] as string }
    const hash = fields[i + 2] as string
    const blocks = fields[i + 3] as string
    if (hash !== '') input.before = blocks === '' ? { hash } : { hash, blocks: blocks.slice(1) }
    if (fields[i + 4] !== '') input.known = fields[i + 4] as string
    inputs.push(input)
  }
  return inputs
}

/**
 * A worker's answers, as a flat list of strings rather than one: the main thread keeps hashes and
 * fingerprints for the whole run, and a piece split out of one string would keep all of it
 * alive (~8 MB more peak RSS on the bench's 100,000 pages). Six per page: hash (`=` when it is
 * the previous one), fingerprint (empty when it is the previous one), loc (empty: the task's URL),
 * `1` when undated, the rest as JSON (empty when none), and the bytes digest (empty when none was
 * made; `=` when they are the known entry's, and then the other fields are empty). The previous
 * ones are taken from the state the main thread holds: on a rerun most pages send back neither,
 * and the main thread keeps no second copy of their hash (bench rerun of 100,000 pages: peak RSS
 * 237–240 against 245–249 MB).
 */
function packPageWires(wires: readonly PageWire[], inputs: readonly PageInput[]): string[] {
  const fields: string[] = []
  wires.forEach((wire, k) => {
    const { hash, fingerprint, loc, undated, bytes, known, ...rest } = wire
    if (known === true) {
      fields.push('', '', '', '', '', SAME)
      return
    }
    const before = inputs[k]?.before
    fields.push(
      hash !== undefined && hash === before?.hash ? SAME : (hash ?? ''),
      fingerprint === undefined || fingerprint === before?.blocks ? '' : fingerprint,
      loc ?? '',
      undated === true ? '1' : '',
      Object.keys(rest).length === 0 ? '' : JSON.stringify(rest),
      bytes ?? ''
    )
  })
  return fields
}

function unpackPageWires(fields: readonly string[], tasks: readonly PageTask[]): PageWire[] {
  return tasks.map((task, k) => {
    const i = k * WIRE_FIELDS
    const bytes = fields[i + 5] as string
    if (bytes === SAME) return { known: true }
    const rest = fields[i + 4] as string
    const wire: PageWire = rest === '' ? {} : (JSON.parse(rest) as PageWire)
    const hash = fields[i] as string
    if (hash !== '') {
      wire.hash = hash === SAME ? (task.before?.hash as string) : hash
      wire.fingerprint = (fields[i + 1] as string) || (task.before?.blocks as string)
    }
    if (fields[i + 2] !== '') wire.loc = fields[i + 2] as string
    if (fields[i + 3] === '1') wire.undated = true
    if (bytes !== '') wire.bytes = bytes
    return wire
  })
}

function packTasks<J extends JobName>(job: J, tasks: readonly Jobs[J]['task'][]): Packed[J]['tasks'] {
  return (job === 'pages' ? packPageTasks(tasks as PageTask[]) : tasks) as Packed[J]['tasks']
}

function unpackWires<J extends JobName>(job: J, packed: Packed[J]['wires'], tasks: readonly Jobs[J]['task'][]): Jobs[J]['wire'][] {
  if (job === 'pages') return unpackPageWires(packed as string[], tasks as PageTask[])
  return unpackDateResults(packed as Packed['dates']['wires'], tasks as DateTask[])
}

/**
 * A page with nothing to say but its kind, as a worker sends it back: its dates were already right
 * (UNCHANGED) or have been written (REWRITTEN). The main thread makes its result from the task.
 * Most pages come back so (on a site with build-time dates, rewritten on every run); each result
 * was a copy of the file's name and an empty list, made again on the main thread at the time it
 * holds the run's state, sitemap and report (100,000 real generators' pages: the run's peak).
 */
const UNCHANGED = 0
const REWRITTEN = 1
type DateMark = typeof UNCHANGED | typeof REWRITTEN

function packDateResult(result: DateResult): DateResult | DateMark {
  if (result.warnings.length > 0) return result
  return result.kind === 'unchanged' ? UNCHANGED : result.kind === 'rewritten' ? REWRITTEN : result
}

function unpackDateResults(wires: Packed['dates']['wires'], tasks: readonly DateTask[]): DateResult[] {
  return wires.map((wire, i) => {
    if (typeof wire !== 'number') return wire
    return { file: (tasks[i] as DateTask).file, kind: wire === UNCHANGED ? 'unchanged' : 'rewritten', warnings: NO_WARNINGS }
  })
}

function isFromWorker(value: unknown): value is FromWorker {
  return typeof value === 'object' && value !== null && typeof (value as { kind?: unknown }).kind === 'string'
}

/**
 * V8 settings for the page workers when they take every core, where V8's helper threads can only
 * run in time taken from a worker (with fewer workers than cores, the helpers have cores of their
 * own and none of this is set):
 *
 * - `--no-parallel-scavenge`: young-generation collections on one thread. Process-wide, and read
 *   by V8 at each collection. On the bench's 20,000 large pages, runs with it took about 5% less
 *   time (three alternating runs of one bundle with and without it: 1 to 8%, about the spread
 *   between runs of the same code).
 * - `--no-concurrent-recompilation`: a worker compiles its hot functions with TurboFan itself, at
 *   once, instead of queueing them for a helper thread and going on in slower code meanwhile. V8
 *   reads it when an isolate is created, so it reaches the workers started from then on and leaves
 *   the main thread's compiling on the helpers (at the end of a run, the only thread with work, it
 *   then has the other core for it). Large first run, node 20, per thread: the helpers' CPU went
 *   from 0.37 to 0.09 s and each worker's from 1.43–1.52 to 1.55–1.57 s, 3.70 → 3.58 s in all.
 *   Eight alternating pairs on the bench's large site (node 20): first run 1.945 → 1.920 s, rerun
 *   1.830 → 1.810 s (medians).
 */
export function workerFlags(workers: number, cores: number): string[] {
  return workers >= cores ? ['--no-parallel-scavenge', '--no-concurrent-recompilation'] : []
}

function availableCores(): number {
  return typeof os.availableParallelism === 'function' ? os.availableParallelism() : os.cpus().length
}

/** Starts n workers and waits until each says it speaks our protocol; undefined when one does not. */
async function startWorkers(script: string, n: number, config: PageJobConfig, log: Logger): Promise<Worker[] | undefined> {
  const data: WorkerData = { lastmodWorker: WORKER_PROTOCOL, config }
  for (const flag of workerFlags(n, availableCores())) setFlagsFromString(flag)
  boundThreadsYoungGeneration()
  const workers: Worker[] = []
  const ready = Array.from({ length: n }, () => {
    const worker = new Worker(script, { workerData: data })
    workers.push(worker)
    return new Promise<string>((resolve) => {
      const onMessage = (message: unknown): void => {
        cleanup()
        resolve(isFromWorker(message) && message.kind === 'ready' ? message.protocol : 'no handshake')
      }
      const onError = (error: Error): void => {
        cleanup()
        resolve(`failed to start: ${error.message}`)
      }
      const onExit = (code: number): void => {
        cleanup()
        resolve(`exited with code ${code}`)
      }
      const cleanup = (): void => {
        worker.off('message', onMessage)
        worker.off('error', onError)
        worker.off('exit', onExit)
      }
      worker.on('message', onMessage)
      worker.on('error', onError)
      worker.on('exit', onExit)
    })
  })
  const answers = await Promise.all(ready)
  const wrong = answers.find((answer) => answer !== WORKER_PROTOCOL)
  if (wrong === undefined) {
    log.debug(`Processing pages on ${n} worker threads`)
    return workers
  }
  await Promise.all(workers.map((w) => w.terminate()))
  log.warning(`worker threads not used (${script}: ${wrong}; expected ${WORKER_PROTOCOL}); pages are processed in this thread`)
  return undefined
}

/** BATCH_PAGES, smaller on small sites so that every thread gets several batches. */
function batchSize(pages: number, threads: number): number {
  return Math.max(1, Math.min(BATCH_PAGES, Math.ceil(pages / (threads * 4))))
}

function runOnWorkers<J extends JobName>(
  workers: Worker[],
  job: J,
  queue: TaskQueue<Jobs[J]['task']>,
  size: number
): Promise<Jobs[J]['result'][]> {
  return new Promise((resolve, reject) => {
    const results: Jobs[J]['result'][] = []
    const finish = finisher(job)
    /** The tasks of each batch being worked on, by batch id. */
    const inFlight = new Map<number, Jobs[J]['task'][]>()
    let finished = false
    /** Each worker's listeners for this job: removed when it ends, as the workers may serve another. */
    const listening: Array<() => void> = []
    const end = (): void => {
      finished = true
      for (const stop of listening) stop()
    }

    const fail = (error: Error): void => {
      if (finished) return
      end()
      reject(error)
    }
    const failWith = (error: unknown): void => fail(error instanceof Error ? error : new Error(String(error)))
    const send = (worker: Worker): void => {
      if (finished) return
      const id = queue.taken
      let tasks: Jobs[J]['task'][]
      try {
        if (!queue.ready(size)) {
          // Tasks still on their way: this worker's turn comes when they arrive.
          queue.fill(size).then(() => send(worker), failWith)
          return
        }
        tasks = queue.take(size)
      } catch (error) {
        failWith(error)
        return
      }
      if (tasks.length === 0) {
        if (inFlight.size === 0) {
          end()
          resolve(results)
        }
        return
      }
      inFlight.set(id, tasks)
      const message = { id, job, tasks: packTasks(job, tasks) } as ToWorker
      worker.postMessage(message)
    }
    for (const worker of workers) {
      const onMessage = (message: unknown): void => {
        if (!isFromWorker(message) || message.kind === 'ready') return
        if (message.kind === 'failed') {
          fail(message.input ? new InputError(message.message) : new Error(message.message))
          return
        }
        // The id of a batch is the index of its first task.
        const tasks = inFlight.get(message.id) ?? []
        inFlight.delete(message.id)
        unpackWires(job, message.results as Packed[J]['wires'], tasks).forEach((wire, i) => {
          results[message.id + i] = finish(tasks[i] as Jobs[J]['task'], wire)
        })
        send(worker)
      }
      const onError = (error: Error): void => fail(new Error(`worker thread failed: ${error.message}`))
      const onExit = (code: number): void => fail(new Error(`worker thread exited (code ${code}) before the pages were processed`))
      worker.on('message', onMessage)
      worker.on('error', onError)
      worker.on('exit', onExit)
      listening.push(() => {
        worker.off('message', onMessage)
        worker.off('error', onError)
        worker.off('exit', onExit)
      })
    }
    for (const worker of workers) for (let i = 0; i < BATCHES_IN_FLIGHT; i++) send(worker)
  })
}

// ---------------------------------------------------------------------------------------------
// Worker side (src/worker.ts)

/** Serves batches on `port` until the thread is terminated. */
export function serveWorker(port: MessagePort, data: unknown): void {
  const given = (data as Partial<WorkerData> | null)?.lastmodWorker
  if (given !== WORKER_PROTOCOL) {
    port.postMessage({ kind: 'ready', protocol: WORKER_PROTOCOL } satisfies FromWorker)
    return
  }
  const config = (data as WorkerData).config
  // Each job's function is made on its first batch (the page extractor compiles the selectors).
  let processPage: ((task: PageInput) => PageWire) | undefined
  const run = (message: ToWorker): Packed[JobName]['wires'] => {
    if (message.job === 'pages') {
      processPage ??= createPageWorker(config)
      const inputs = unpackPageTasks(message.tasks)
      return packPageWires(inputs.map(processPage), inputs)
    }
    return message.tasks.map((task) => packDateResult(rewritePageDates(config.siteDir, task)))
  }
  port.on('message', (message: ToWorker) => {
    let reply: FromWorker
    try {
      reply = { kind: 'done', id: message.id, results: run(message) }
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error)
      reply = { kind: 'failed', id: message.id, message: text, input: error instanceof InputError }
    }
    port.postMessage(reply)
  })
  port.postMessage({ kind: 'ready', protocol: WORKER_PROTOCOL } satisfies FromWorker)
}
