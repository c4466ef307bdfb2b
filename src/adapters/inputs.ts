// Every action input is read here, once, into a typed Config. Nothing else reads inputs.
import path from 'node:path'
import { parseInstant } from '../core/dates.js'
import { branchNameProblem } from '../core/git-ref.js'
import { InputError, parseSiteUrl } from '../core/urls.js'
import { DEFAULT_INDEXNOW_ENDPOINT, validateIndexNowEndpoint, validateIndexNowKey } from '../core/indexnow.js'
import { DEFAULT_CONTENT_SELECTOR, DEFAULT_MAX_PAGE_SIZE, parsePageSize } from './defaults.js'
import { parsePartition } from '../core/sitemap.js'
import type { OutputPaths } from './output-paths.js'
import type { PurgeOptions } from './purge.js'
import { DEFAULT_CLOUDFLARE_ENDPOINT, validateCloudflareZone, validateHttpUrl } from '../core/purge.js'
import type { SitemapSource } from './sitemap-rewrite.js'
import { parseLockWait, parseRequestTimeout, RUN_DEFAULTS, type LastmodFormat, type RunOptions } from './options.js'
import { DEFAULT_VERIFY_PAGES, parsePages, parseWait } from './crawl-args.js'

export type Mode = 'update' | 'check' | 'persist' | 'verify'
export type { LastmodFormat }
export type PersistWhen = 'post' | 'deferred'

export type StoreConfig =
  | { kind: 'git'; branch: string; remote: string }
  | { kind: 'artifact'; name: string }
  | { kind: 'cache'; prefix: string }

/** The run's options (in persist mode only those of the after-deploy step count), and the action's own. */
export interface Config extends RunOptions {
  mode: Mode
  /** As given (relative to the workspace): the path inside the state branch, and the cache path. */
  stateFile: string
  store: StoreConfig
  /** Post the sticky comment on pull requests. */
  comment: boolean
  token: string
  bootstrapSitemap?: string
  persist: PersistWhen
  pendingArtifactName: string
  /** Verify mode: what to check and when the step fails. */
  verify: VerifyInputs
}

/** When a verify step fails: never (default), when the sitemap is behind, on any mismatch. */
export type FailOn = 'never' | 'stale' | 'mismatch'

export interface VerifyInputs {
  failOn: FailOn
  wait: number
  pages: number
  sitemapUrl: string
}

/** Where inputs come from: `core.getInput` in the action, a map in tests. */
export type InputReader = (name: string) => string

export interface RunContext {
  eventName: string
  workspace: string
  clock: () => Date
}


function oneOf<T extends string>(name: string, value: string, allowed: readonly T[]): T {
  if ((allowed as readonly string[]).includes(value)) return value as T
  throw new InputError(`${name} must be one of ${allowed.join(', ')}; got '${value}'`)
}

function bool(name: string, value: string): boolean {
  if (/^(true|yes|on|1)$/i.test(value)) return true
  if (/^(false|no|off|0)$/i.test(value)) return false
  throw new InputError(`${name} must be true or false; got '${value}'`)
}

function lines(value: string): string[] {
  return value
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
}

/** Refused before any git command: git would refuse it, or (HEAD) take it for something else. */
function branchName(name: string, value: string): string {
  const problem = branchNameProblem(value)
  if (problem !== undefined) throw new InputError(`${name} must be a valid git branch name such as lastmod-state; got '${value}': ${problem}`)
  return value
}

function artifactName(name: string, value: string): string {
  if (value === '' || /["<>|*?\r\n\\/:]/.test(value)) {
    throw new InputError(`${name} must be a non-empty artifact name without " : < > | * ? \\ /; got '${value}'`)
  }
  if (value === 'github-pages') {
    throw new InputError(`${name} must not be 'github-pages': that artifact is the site deployed by actions/deploy-pages`)
  }
  return value
}

export function readConfig(get: InputReader, context: RunContext): Config {
  const input = (name: string): string => get(name).trim()

  const requestedMode = oneOf('mode', input('mode') || 'auto', ['auto', 'update', 'check', 'persist', 'verify'] as const)
  const mode: Mode =
    requestedMode !== 'auto'
      ? requestedMode
      : context.eventName === 'pull_request' || context.eventName === 'pull_request_target'
        ? 'check'
        : 'update'

  const stateFile = (input('state-file') || '.lastmod/state.json').replace(/\\/g, '/').replace(/^(\.\/)+/, '')
  if (path.posix.isAbsolute(stateFile) || stateFile.split('/').includes('..') || stateFile.endsWith('/')) {
    throw new InputError(`state-file must be a relative file path inside the repository such as .lastmod/state.json; got '${stateFile}'`)
  }

  const storeKind = oneOf('state-store', input('state-store') || 'git', ['git', 'artifact', 'cache'] as const)
  let store: StoreConfig
  switch (storeKind) {
    case 'git':
      store = { kind: 'git', branch: branchName('state-branch', input('state-branch') || 'lastmod-state'), remote: 'origin' }
      break
    case 'artifact':
      store = { kind: 'artifact', name: artifactName('artifact-name', input('artifact-name') || 'lastmod-state') }
      break
    case 'cache': {
      const prefix = input('cache-key-prefix') || 'lastmod-state'
      if (prefix.includes(',') || prefix.length > 400) {
        throw new InputError(`cache-key-prefix must be at most 400 characters without commas; got '${prefix}'`)
      }
      store = { kind: 'cache', prefix }
      break
    }
  }

  const pendingArtifactName = artifactName('pending-artifact-name', input('pending-artifact-name') || 'lastmod-pending-state')
  if (store.kind === 'artifact' && store.name === pendingArtifactName) {
    throw new InputError(`artifact-name and pending-artifact-name must differ; both are '${pendingArtifactName}'`)
  }

  const siteDirText = input('site-dir')
  const siteUrl = input('site-url')
  if (mode === 'verify' && siteUrl === '') throw new InputError('site-url is required in verify mode: the public URL of the deployed site, as given to the run that deployed it')
  if (mode !== 'persist' && mode !== 'verify') {
    if (siteDirText === '') throw new InputError(`site-dir is required in ${mode} mode: the folder of the built site, e.g. _site`)
    if (siteUrl === '') throw new InputError(`site-url is required in ${mode} mode: the public URL of site-dir, e.g. https://example.com/docs/`)
  }
  if (siteUrl !== '') parseSiteUrl(siteUrl, 'site-url')
  const siteDir = path.resolve(context.workspace, siteDirText || '.')
  const sitemapText = input('sitemap')
  const source = sitemapSource(input, sitemapText, context.workspace)
  const sitemapPath = sitemapText !== '' ? path.resolve(context.workspace, sitemapText) : (source?.source ?? path.join(siteDir, 'sitemap.xml'))

  const nowText = input('now')
  let now: Date
  if (nowText === '') now = context.clock()
  else {
    const parsed = parseInstant(nowText)
    if (!parsed) throw new InputError(`now must be an ISO 8601 date-time with a zone and a real date in years 0001–9999 such as 2026-08-12T06:00:00Z, or empty; got '${nowText}'`)
    now = parsed
  }

  const token = input('token')
  const comment = bool('comment', input('comment') || 'true')

  const config: Config = {
    mode,
    siteDir,
    siteUrl,
    stateFile,
    store,
    contentSelector: input('content-selector') || DEFAULT_CONTENT_SELECTOR,
    ignoreSelectors: lines(get('ignore-selector')),
    relatedLinks: bool('related-links', input('related-links') || 'true'),
    generatorContent: bool('generator-content', input('generator-content') || 'true'),
    buildStamps: bool('build-stamps', input('build-stamps') || 'true'),
    landmarks: bool('landmarks', input('landmarks') || 'true'),
    pageMetadata: bool('page-metadata', input('page-metadata') || 'true'),
    include: lines(get('include')),
    exclude: lines(get('exclude')),
    sitemapPath,
    lastmodFormat: oneOf('lastmod-format', input('lastmod-format') || 'datetime', ['datetime', 'date'] as const),
    gzip: bool('sitemap-gzip', input('sitemap-gzip') || 'false'),
    cleanUrls: bool('clean-urls', input('clean-urls') || 'false'),
    comment,
    token,
    now,
    clock: nowText === '' ? "the runner's clock" : 'the input now',
    persist: oneOf('persist', input('persist') || 'post', ['post', 'deferred'] as const),
    pendingArtifactName,
    verify: verifyInputs(input, siteUrl),
    htmlDates: bool('html-dates', input('html-dates') || 'true'),
    mtime: bool('mtime', input('mtime') || 'false'),
    robotsSitemap: bool('robots-sitemap', input('robots-sitemap') || 'false'),
    allowMassRemoval: bool('allow-mass-removal', input('allow-mass-removal') || 'false'),
    maxPageSize: input('max-page-size') === '' ? DEFAULT_MAX_PAGE_SIZE : parsePageSize(input('max-page-size'), 'max-page-size'),
    purge: purgeOptions(input),
    // A pull-request check is no dry run: it writes the sitemap and the report, and only counts the
    // dates it would write into the pages (main-step.ts).
    dryRun: false,
    requestTimeout: input('request-timeout') === '' ? RUN_DEFAULTS.requestTimeout : parseRequestTimeout(input('request-timeout'), 'request-timeout'),
    lockWait: input('lock-wait') === '' ? RUN_DEFAULTS.lockWait : parseLockWait(input('lock-wait'), 'lock-wait')
  }
  const partition = parsePartition({ partition: input('sitemap-partition') || 'none', depth: input('sitemap-partition-depth'), min: input('sitemap-partition-min') }, (name) => name)
  if (partition !== undefined) config.sitemapPartition = partition
  const headersFile = input('headers-file')
  if (headersFile !== '') config.headersFile = path.resolve(context.workspace, headersFile)
  const indexNowKey = input('indexnow-key')
  if (indexNowKey !== '') {
    config.indexNow = {
      key: validateIndexNowKey(indexNowKey, 'indexnow-key'),
      endpoint: validateIndexNowEndpoint(input('indexnow-endpoint') || DEFAULT_INDEXNOW_ENDPOINT, 'indexnow-endpoint'),
      writeKey: bool('indexnow-write-key', input('indexnow-write-key') || 'false')
    }
  }
  const cacheFile = input('cache-file')
  if (cacheFile !== '') config.cacheFile = path.resolve(context.workspace, cacheFile)
  if (source !== undefined) {
    if (config.gzip) throw new InputError('sitemap-gzip does not go with sitemap-source: the source is rewritten as the file it is')
    if (partition !== undefined) throw new InputError("sitemap-partition does not go with sitemap-source: the generator's sitemap keeps its own files")
    config.sitemapSource = source
  }
  const bootstrap = input('bootstrap-sitemap')
  // A URL is checked here (a path is read by the bootstrap): a bad one would fail only at its fetch.
  if (/^https?:\/\//i.test(bootstrap)) validateHttpUrl(bootstrap, 'bootstrap-sitemap', 'https://example.com/sitemap.xml')
  if (bootstrap !== '') config.bootstrapSitemap = bootstrap
  return config
}

function verifyInputs(input: (name: string) => string, siteUrl: string): VerifyInputs {
  const sitemapUrl = input('sitemap-url')
  if (sitemapUrl !== '') validateHttpUrl(sitemapUrl, 'sitemap-url', 'https://example.com/sitemap.xml')
  return {
    failOn: oneOf('fail-on', input('fail-on') || 'never', ['never', 'stale', 'mismatch'] as const),
    wait: input('wait') === '' ? 0 : parseWait(input('wait'), 'wait'),
    pages: input('pages') === '' ? DEFAULT_VERIFY_PAGES : parsePages(input('pages'), 'pages'),
    sitemapUrl: sitemapUrl !== '' ? sitemapUrl : siteUrl === '' ? '' : new URL('sitemap.xml', parseSiteUrl(siteUrl, 'site-url')).href
  }
}

function purgeOptions(input: (name: string) => string): PurgeOptions {
  const options: PurgeOptions = {}
  const zone = input('cloudflare-zone')
  const token = input('cloudflare-token')
  if (zone !== '') {
    validateCloudflareZone(zone, 'cloudflare-zone')
    if (token === '') throw new InputError('cloudflare-zone needs cloudflare-token: an API token with the Cache Purge permission, from a secret')
    const endpoint = validateHttpUrl(input('cloudflare-endpoint') || DEFAULT_CLOUDFLARE_ENDPOINT, 'cloudflare-endpoint', DEFAULT_CLOUDFLARE_ENDPOINT)
    options.cloudflare = { zone, token, endpoint }
  } else if (token !== '') throw new InputError('cloudflare-token needs cloudflare-zone: the ID of the zone to purge')
  const webhook = input('purge-webhook')
  if (webhook !== '') options.webhook = validateHttpUrl(webhook, 'purge-webhook', 'https://hooks.example.com/purge', true)
  return options
}

/**
 * The files of the workspace a run writes, by input name (checkOutputPaths checks them, the site
 * folder, and that all are in the workspace). The cache store keeps the state at state-file.
 */
export function actionOutputs(config: Config, workspace: string): OutputPaths {
  // Rewrite mode writes back to the source unless sitemap names another file.
  const sitemap = config.sitemapSource !== undefined && config.sitemapSource.output === undefined ? 'sitemap-source' : 'sitemap'
  const state = config.store.kind === 'cache' ? path.resolve(workspace, config.stateFile) : undefined
  return { 'state-file': state, [sitemap]: config.sitemapPath, 'headers-file': config.headersFile, 'cache-file': config.cacheFile }
}

function sitemapSource(input: InputReader, sitemapText: string, workspace: string): SitemapSource | undefined {
  const source = input('sitemap-source')
  const drop = bool('drop-changefreq-priority', input('drop-changefreq-priority') || 'false')
  const excluded = input('sitemap-source-excluded')
  if (source === '') {
    if (drop) throw new InputError('drop-changefreq-priority needs sitemap-source')
    if (excluded !== '') throw new InputError('sitemap-source-excluded needs sitemap-source')
    return undefined
  }
  const options: SitemapSource = {
    source: path.resolve(workspace, source),
    dropChangefreqPriority: drop,
    excluded: oneOf('sitemap-source-excluded', excluded || 'drop', ['keep', 'drop'] as const),
    flag: (name) => name
  }
  if (sitemapText !== '') options.output = path.resolve(workspace, sitemapText)
  return options
}
