export const id = 574;
export const ids = [574];
export const modules = {

/***/ 11934:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  q: () => (/* binding */ afterDeploy)
});

// UNUSED EXPORTS: parseAnnouncedReport

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./src/core/purge.ts
var core_purge = __webpack_require__(62648);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/adapters/http.ts
var adapters_http = __webpack_require__(93618);
// EXTERNAL MODULE: ./src/adapters/redact.ts
var redact = __webpack_require__(21247);
;// CONCATENATED MODULE: ./src/adapters/purge.ts
// After a successful deploy only: clear the new and changed pages and the sitemap files from the
// CDN (Cloudflare's purge by URL, a webhook, or both). Never throws: a purge that fails is a
// warning, never a failed deploy.



/** Answers are judged whole (Cloudflare's body says whether it worked); a failure says after how many attempts. */
async function post(url, headers, body, judge, where, log, http) {
    const posted = await (0,adapters_http/* postWithRetries */.T8)({ where, url, headers, body, judge, judgeReadsBody: true }, http, log);
    return posted.kind === 'failed' ? { kind: 'failed', cause: `${posted.cause} after ${posted.attempts} attempts` } : posted.verdict;
}
async function purgeCloudflare(targets, cloudflare, log, http) {
    const where = 'Cloudflare purge';
    const url = `${cloudflare.endpoint.replace(/\/+$/, '')}/client/v4/zones/${cloudflare.zone}/purge_cache`;
    // The sitemap first: it is what crawlers read to find the rest.
    const all = [...targets.sitemaps, ...targets.pages];
    const urls = all.slice(0, core_purge/* CLOUDFLARE_MAX_URLS */.CF * core_purge/* CLOUDFLARE_MAX_REQUESTS */.GH);
    if (urls.length < all.length) {
        log.warning(`${where}: ${all.length - urls.length} of ${all.length} URL(s) left in the cache: one run purges at most ${urls.length} (${core_purge/* CLOUDFLARE_MAX_REQUESTS */.GH} requests); after a change this large, purge everything from the Cloudflare dashboard`);
    }
    const batches = (0,core_purge/* inBatches */.oq)(urls, core_purge/* CLOUDFLARE_MAX_URLS */.CF);
    for (const [index, files] of batches.entries()) {
        const outcome = await post(url, { authorization: `Bearer ${cloudflare.token}` }, { files }, core_purge/* judgeCloudflare */.Bt, where, log, http);
        if (outcome.kind !== 'ok') {
            // A rejection (token, zone, format) or an API that stays down would meet the rest alike.
            const left = urls.length - index * core_purge/* CLOUDFLARE_MAX_URLS */.CF;
            return log.warning(`${where}: ${left} URL(s) not purged in zone ${cloudflare.zone}: ${(0,redact/* redact */.E$)(outcome.cause)}`);
        }
    }
    log.info(`${where}: ${urls.length} URL(s) purged in zone ${cloudflare.zone} (${batches.length} request(s))`);
}
async function callWebhook(targets, webhook, log, http) {
    // Only the origin is printed: a webhook URL often carries a secret in its path or query.
    const where = `Purge webhook ${(0,adapters_http/* originOf */.yv)(webhook)}`;
    const outcome = await post(webhook, {}, targets, core_purge/* judgeStatus */.Gh, where, log, http);
    if (outcome.kind === 'ok')
        log.info(`${where}: ${targets.pages.length} page URL(s) and ${targets.sitemaps.length} sitemap URL(s) sent`);
    else
        log.warning(`${where}: not sent: ${outcome.cause}`);
}
/**
 * Purges `targets` with each configured target in turn; `dryRun` only says what would be purged.
 * `http`: each request's deadline, and the retries' timing. Resolves whatever happens.
 */
async function purgeCdn(targets, options, dryRun, log, http = {}) {
    const { cloudflare, webhook } = options;
    if (cloudflare === undefined && webhook === undefined)
        return;
    if (dryRun)
        return log.info(`CDN purge: dry run, ${targets.pages.length + targets.sitemaps.length} URL(s) would be purged`);
    try {
        // Redacted from here on in whatever is printed, a server's echo included (the action masks them from its start).
        for (const secret of [cloudflare?.token ?? '', ...(0,redact/* urlSecrets */.Fn)(cloudflare?.endpoint ?? '', false), ...(0,redact/* urlSecrets */.Fn)(webhook ?? '', true)])
            (0,redact/* protectSecret */.ol)(secret);
        if (cloudflare !== undefined)
            await purgeCloudflare(targets, cloudflare, log, http);
        if (webhook !== undefined)
            await callWebhook(targets, webhook, log, http);
    }
    catch (error) {
        log.warning(`CDN purge: not done: ${(0,redact/* redact */.E$)((0,adapters_http/* describeError */.Uc)(error))}`);
    }
}

// EXTERNAL MODULE: ./src/adapters/submit-indexnow.ts + 1 modules
var submit_indexnow = __webpack_require__(78146);
;// CONCATENATED MODULE: ./src/adapters/after-deploy.ts
// The one step after a successful deploy: persist the state (the action's store), then purge the
// new and changed pages and the sitemap from the CDN, then tell IndexNow about those pages. The
// action's post phase, its persist mode and the CLI (which wrote its state in the run) all end
// with it. A failed purge or announcement only warns: it must not fail a deploy that went out.





const isStrings = (value) => Array.isArray(value) && value.every((v) => typeof v === 'string');
/** The report travels through a file or an artifact: check the parts IndexNow and the purge read before use. */
function parseAnnouncedReport(data) {
    const r = data;
    if (r === null || typeof r !== 'object' || typeof r.siteUrl !== 'string' || !isStrings(r.pages?.new) || !isStrings(r.pages?.changed)) {
        throw new Error('expected a lastmod report with siteUrl and pages.new / pages.changed');
    }
    const fileUrls = r.sitemap?.fileUrls;
    return {
        siteUrl: r.siteUrl,
        pages: { new: r.pages.new, changed: r.pages.changed, removed: [], unchanged: [] },
        sitemap: { fileUrls: isStrings(fileUrls) ? fileUrls : [] }
    };
}
const asItIs = (_name, fn) => fn();
async function afterDeploy(options, deployed, io) {
    const { log } = io;
    const stage = io.stage ?? asItIs;
    const { persist } = deployed;
    if (persist !== undefined) {
        await stage(`Persist state (${persist.store.description})`, async () => {
            const result = await persist.store.persist(persist.state);
            log.info(`State ${result.kind}: ${result.detail}`);
            await io.summary?.(`### ${persist.title}\n\n${result.kind === 'saved' ? 'Saved' : 'Unchanged'}: ${result.detail}\n`);
        });
    }
    const { indexNow } = options;
    const purge = options.purge.cloudflare !== undefined || options.purge.webhook !== undefined;
    if ((indexNow === undefined && !purge) || deployed.report === undefined)
        return;
    let report;
    try {
        report = 'file' in deployed.report ? parseAnnouncedReport(JSON.parse(await (0,promises_.readFile)(deployed.report.file, 'utf8'))) : deployed.report;
    }
    catch (error) {
        const file = 'file' in deployed.report ? deployed.report.file : 'in memory';
        log.warning(`IndexNow and CDN purge skipped: the report of the update step (${file}) cannot be read: ${(0,errors/* errorMessage */.g)(error)}`);
        return;
    }
    const http = { timeoutMs: options.requestTimeout * 1000, ...io.http };
    // The CDN first, so that the engines told of a page fetch it fresh.
    if (purge)
        await stage('Purge new and changed pages and the sitemap from the CDN', () => purgeCdn((0,core_purge/* purgeTargets */.uV)(report), options.purge, options.dryRun, log, http));
    if (indexNow !== undefined) {
        await stage('Submit new and changed pages to IndexNow', () => (0,submit_indexnow/* submitIndexNow */.d)({ report }, { siteUrl: report.siteUrl, dryRun: options.dryRun, indexNow, indexNowClient: http }, log));
    }
}


/***/ }),

/***/ 45799:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U0: () => (/* binding */ replaceFileSync),
/* harmony export */   Zf: () => (/* binding */ writeFileAtomic),
/* harmony export */   a7: () => (/* binding */ writeChunks),
/* harmony export */   fR: () => (/* binding */ replaceFile),
/* harmony export */   sk: () => (/* binding */ replaceFiles)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _file_reader_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(13634);
// Atomic file replacement: write a temp file beside the target, then rename over it.





/** `data` may be chunks (an iterable of strings), written as they come (writeChunks). */
async function writeFileAtomic(file, data) {
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.mkdir)(node_path__WEBPACK_IMPORTED_MODULE_3___default().dirname(file), { recursive: true });
    await replaceFile(file, (temp) => writeChunks(temp, typeof data === 'string' || data instanceof Uint8Array ? [data] : data, { flags: 'w', sync: false }));
}
/**
 * Replaces `file` (whose folder exists) with what `write` puts into a temp file beside it, in the
 * same folder so that the rename never crosses file systems: a reader finds the old file or the
 * whole new one. When `write` or the rename fails, the temp file is removed and the old file is
 * left as it was.
 */
async function replaceFile(file, write) {
    await replaceFiles([{ file, write }]);
}
/**
 * replaceFile for several files: every temp file is written before any is renamed, in order, so
 * that a failure while writing any of them leaves all the old files as they were.
 */
async function replaceFiles(files) {
    const temps = files.map((f) => tempBeside(f.file));
    try {
        for (const [i, f] of files.entries())
            await f.write(temps[i]);
        for (const [i, f] of files.entries())
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rename)(temps[i], f.file);
    }
    catch (error) {
        await Promise.all(temps.map((temp) => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rm)(temp, { force: true })));
        throw error;
    }
}
const tempBeside = (file) => node_path__WEBPACK_IMPORTED_MODULE_3___default().join(node_path__WEBPACK_IMPORTED_MODULE_3___default().dirname(file), `.${node_path__WEBPACK_IMPORTED_MODULE_3___default().basename(file)}.${process.pid}.${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(6).toString('hex')}.tmp`);
/**
 * replaceFile with `bytes`, synchronously, for the pages rewritten on the worker threads; the new
 * file keeps the old one's permissions. A run killed midway leaves each page old or new, never torn.
 */
function replaceFileSync(file, bytes) {
    const temp = tempBeside(file);
    try {
        const { mode } = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.statSync)(file);
        writeChunks(temp, [bytes], { flags: 'wx', sync: false });
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.chmodSync)(temp, mode & 0o7777);
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.renameSync)(temp, file);
    }
    catch (error) {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.rmSync)(temp, { force: true });
        throw error;
    }
}
/**
 * Text chunks are encoded into one buffer, reused: a buffer made for each chunk is memory outside
 * the heap until a collection, and written one after another with nothing in between they could
 * pile up (21 MB of them for the bench's 100,000-page state).
 */
const encoder = new _file_reader_js__WEBPACK_IMPORTED_MODULE_4__/* .Utf8Writer */ .Rs();
/**
 * Writes `chunks` to `file`, opened with `flags`, then closes it; with `sync`, flushes it to the
 * disk first. The writes are synchronous: the files written this way are a run's last steps, with
 * nothing else to do meanwhile, and each asynchronous write is a round trip through libuv's thread
 * pool (the bench's 100,000-page state, 21 MB in chunks of 64 KB: 184–210 ms written through
 * fs/promises, 133–141 ms this way, of which 86–94 ms make the text).
 */
function writeChunks(file, chunks, options) {
    const fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.openSync)(file, options.flags);
    try {
        for (const chunk of chunks) {
            const bytes = typeof chunk === 'string' ? encoder.bytes(chunk) : chunk;
            // A write may take fewer bytes than it is given.
            for (let at = 0; at < bytes.length;)
                at += (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.writeSync)(fd, bytes, at, bytes.length - at);
        }
        if (options.sync)
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.fsyncSync)(fd);
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(fd);
    }
}


/***/ }),

/***/ 13233:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DF: () => (/* binding */ parseWait),
/* harmony export */   Du: () => (/* binding */ DEFAULT_DEADLINE),
/* harmony export */   LT: () => (/* binding */ parseVerify),
/* harmony export */   WH: () => (/* binding */ DEFAULT_CONCURRENCY),
/* harmony export */   Y7: () => (/* binding */ parsePages),
/* harmony export */   hh: () => (/* binding */ parseAudit),
/* harmony export */   l0: () => (/* binding */ DEFAULT_VERIFY_PAGES)
/* harmony export */ });
/* unused harmony exports AUDIT_USAGE, VERIFY_USAGE, wholeNumber, crawlLimits */
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(57975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_dates_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(80194);
/* harmony import */ var _core_urls_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(81221);
/* harmony import */ var _options_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(55686);
// The flags of `lastmod audit` and `lastmod verify`, and their bounds, shared with the action's
// verify mode (inputs.ts names them as inputs).




// Here, not beside the checks (crawl.ts): the action's inputs read these, and must not load the checks.
/** Requests at once, by default: a crawler's politeness, not a load test. */
const DEFAULT_CONCURRENCY = 4;
/** The whole check's time (seconds), not counting --wait. */
const DEFAULT_DEADLINE = 300;
const DEFAULT_VERIFY_PAGES = 50;
const MAX_WAIT = 3600;
const SHARED = `Bounds: --pages N|all (pages requested), --concurrency N (requests at once, default ${DEFAULT_CONCURRENCY}),
--request-timeout SECONDS (each request, default ${_options_js__WEBPACK_IMPORTED_MODULE_1__/* .RUN_DEFAULTS */ .fv.requestTimeout}), --deadline SECONDS (the whole check,
default ${DEFAULT_DEADLINE}). Requests name lastmod and its version in User-Agent; robots.txt is
honoured for pages. Nothing is written but --json FILE.`;
const AUDIT_USAGE = `Usage: lastmod audit SITEMAP [options]

Reads a sitemap as a crawler does and reports what a crawler would distrust: lastmods all at the
build's time, in the future, before 1995, not W3C Datetime or without a zone; URLs without
lastmod, duplicated, on another host; files over 50,000 URLs or 50 MB; index entries older than
their sitemap. SITEMAP is a URL (a sitemap, a sitemap index, gzip allowed; robots.txt or the site
root: its Sitemap: lines) or a file. No state is needed: it works on any site.

Options:
  --pages N|all             also request N listed pages (default 0): status, redirects, noindex,
                            canonical elsewhere, JSON-LD dateModified / article:modified_time and
                            Last-Modified against the sitemap's lastmod
  --site-url URL            for a SITEMAP file: the host its URLs must be on
  --now ISO8601             the clock for "in the future" (default: the current time)
  --json FILE               write the report as JSON
${SHARED}

Exit status: 0 nothing found, 1 something found, 2 bad input or a sitemap that cannot be read.
`;
const VERIFY_USAGE = `Usage: lastmod verify --site-url URL --state-file FILE [options]

After a deploy: reads the live sitemap(s) and compares every <loc> and <lastmod> with the state
(missing, extra, stale: with the cache headers that came with it), then requests a sample of
pages: their dateModified / modified-time metas and Last-Modified agree with the state, a
conditional GET with their validators answers 304, and a page the last run changed does not
answer 304 to a date before its change.

Options:
  --sitemap-url URL         the deployed sitemap or index (default: sitemap.xml at --site-url)
  --wait SECONDS            while the sitemap is behind the state (an edge cache), read it again
                            every 10 s for up to this long (default 0)
  --pages N|all             pages to request (default ${DEFAULT_VERIFY_PAGES}): every page the last run changed first
  --mtime, --headers-file PATH
                            as given to the run: Last-Modified is then each page's lastmod
  --no-html-dates           as given to the run: the pages carry no dates of the state
  --previous-report FILE    the --json report of a verify of the previous deploy: a page the last
                            run changed must not answer 304 to the validators it had then
  --now ISO8601             the time written in the report (default: the current time)
  --json FILE               write the report as JSON
${SHARED}

Exit status: 0 everything agrees, 1 something stale, missing or mismatched, 2 bad input or a site
that cannot be reached.
`;
const BOUNDS = {
    pages: { type: 'string' },
    concurrency: { type: 'string' },
    'request-timeout': { type: 'string' },
    deadline: { type: 'string' },
    json: { type: 'string' },
    now: { type: 'string' },
    help: { type: 'boolean' }
};
const AUDIT_OPTIONS = { ...BOUNDS, 'site-url': { type: 'string' } };
const VERIFY_OPTIONS = {
    ...BOUNDS,
    'site-url': { type: 'string' },
    'state-file': { type: 'string' },
    'sitemap-url': { type: 'string' },
    wait: { type: 'string' },
    mtime: { type: 'boolean' },
    'headers-file': { type: 'string' },
    'no-html-dates': { type: 'boolean' },
    'previous-report': { type: 'string' }
};
/** A whole number in [min, max], or the error naming `name`. */
function wholeNumber(text, name, min, max, what) {
    const value = Number(text.trim());
    if (!/^\d+$/.test(text.trim()) || value < min || value > max)
        throw new _core_urls_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(`${name} must be ${what} from ${min} to ${max}; got '${text}'`);
    return value;
}
/** `all` or a count of pages. */
function parsePages(text, name) {
    if (text.trim().toLowerCase() === 'all')
        return Number.POSITIVE_INFINITY;
    return wholeNumber(text, name, 0, 1_000_000, 'a number of pages (or all)');
}
function parseWait(text, name) {
    return wholeNumber(text, name, 0, MAX_WAIT, 'a number of seconds');
}
/** The bounds as flags or inputs name them (`flag('concurrency')`). */
function crawlLimits(get, flag) {
    const concurrency = get('concurrency');
    const timeout = get('request-timeout');
    const total = get('deadline');
    return {
        concurrency: concurrency === undefined ? DEFAULT_CONCURRENCY : wholeNumber(concurrency, flag('concurrency'), 1, 32, 'a number of requests'),
        requestTimeout: timeout === undefined ? _options_js__WEBPACK_IMPORTED_MODULE_1__/* .RUN_DEFAULTS */ .fv.requestTimeout : (0,_options_js__WEBPACK_IMPORTED_MODULE_1__/* .parseRequestTimeout */ .wZ)(timeout, flag('request-timeout')),
        deadline: total === undefined ? DEFAULT_DEADLINE : wholeNumber(total, flag('deadline'), 1, 86_400, 'a number of seconds')
    };
}
function parse(argv, options, command) {
    try {
        return (0,node_util__WEBPACK_IMPORTED_MODULE_0__.parseArgs)({ args: argv, options, strict: true, allowPositionals: true });
    }
    catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const unknown = /Unknown option '([^']+)'/.exec(message);
        if (unknown)
            throw new _core_urls_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(`unknown flag ${unknown[1]} for ${command}; see ${command} --help`);
        const missing = /Option '([^']+?)(?: <value>)?' argument missing/.exec(message);
        if (missing)
            throw new _core_urls_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(`${missing[1]?.replace(/^-\w, /, '')} needs a value; see ${command} --help`);
        const ambiguous = /Option '([^']+)' argument is ambiguous/.exec(message);
        if (ambiguous)
            throw new _core_urls_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(`${ambiguous[1]?.replace(/^-\w, /, '') ?? ''} is given a value that starts with "-": write it ${ambiguous[1] ?? ''}=VALUE if you mean it`);
        throw new _core_urls_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(message.split('\n')[0] ?? message);
    }
}
function parseNow(value, clock) {
    if (value === undefined)
        return clock();
    const parsed = (0,_core_dates_js__WEBPACK_IMPORTED_MODULE_3__/* .parseInstant */ .nV)(value);
    if (!parsed)
        throw new _core_urls_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(`--now must be an ISO 8601 date-time with a zone, e.g. 2026-08-12T06:00:00Z; got '${value}'`);
    return parsed;
}
function httpUrl(text, name, example) {
    let url;
    try {
        url = new URL(text);
    }
    catch {
        throw new _core_urls_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(`${name} must be an http(s) URL such as ${example}; got '${text}'`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
        throw new _core_urls_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(`${name} must be an http(s) URL such as ${example}; got '${url.protocol}…'`);
    return text;
}
const flag = (name) => `--${name}`;
function parseAudit(argv, clock) {
    const { values, positionals } = parse(argv, AUDIT_OPTIONS, 'lastmod audit');
    if (values.help)
        return { kind: 'help', text: AUDIT_USAGE };
    if (positionals.length !== 1)
        throw new _core_urls_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(`lastmod audit needs one SITEMAP (a URL or a file); got ${positionals.length}`);
    const sitemap = positionals[0];
    if (/^[a-z][a-z\d+.-]*:\/\//i.test(sitemap))
        httpUrl(sitemap, 'SITEMAP', 'https://example.com/sitemap.xml');
    const config = { sitemap, pages: values.pages === undefined ? 0 : parsePages(values.pages, '--pages'), now: parseNow(values.now, clock) };
    if (values['site-url'] !== undefined)
        config.siteUrl = (0,_core_urls_js__WEBPACK_IMPORTED_MODULE_2__/* .parseSiteUrl */ .A5)(values['site-url']).href;
    if (values.json !== undefined)
        config.jsonFile = values.json;
    return { kind: 'audit', config, limits: crawlLimits((name) => values[name], flag) };
}
function parseVerify(argv, clock) {
    const { values, positionals } = parse(argv, VERIFY_OPTIONS, 'lastmod verify');
    if (values.help)
        return { kind: 'help', text: VERIFY_USAGE };
    if (positionals.length > 0)
        throw new _core_urls_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(`unexpected argument '${positionals[0] ?? ''}'; lastmod verify takes flags only (--site-url, --state-file…)`);
    const siteText = values['site-url'];
    if (siteText === undefined || siteText.trim() === '')
        throw new _core_urls_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz('--site-url is required: the public URL of the deployed site, as given to the run');
    const siteUrl = (0,_core_urls_js__WEBPACK_IMPORTED_MODULE_2__/* .parseSiteUrl */ .A5)(siteText).href;
    const stateFile = values['state-file'];
    if (stateFile === undefined || stateFile.trim() === '')
        throw new _core_urls_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz('--state-file is required: the state of the run that deployed');
    const config = {
        siteUrl,
        sitemapUrl: values['sitemap-url'] === undefined ? new URL('sitemap.xml', siteUrl).href : httpUrl(values['sitemap-url'], '--sitemap-url', 'https://example.com/sitemap.xml'),
        pages: values.pages === undefined ? DEFAULT_VERIFY_PAGES : parsePages(values.pages, '--pages'),
        wait: values.wait === undefined ? 0 : parseWait(values.wait, '--wait'),
        htmlDates: values['no-html-dates'] !== true,
        lastModified: values.mtime === true || values['headers-file'] !== undefined,
        now: parseNow(values.now, clock)
    };
    if (values.json !== undefined)
        config.jsonFile = values.json;
    if (values['previous-report'] !== undefined)
        config.previousReport = values['previous-report'];
    return { kind: 'verify', config, stateFile, limits: crawlLimits((name) => values[name], flag) };
}


/***/ }),

/***/ 74932:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Iv: () => (/* binding */ DEFAULT_CONTENT_SELECTOR),
/* harmony export */   L5: () => (/* binding */ DEFAULT_MAX_PAGE_SIZE),
/* harmony export */   Xq: () => (/* binding */ formatSize),
/* harmony export */   _H: () => (/* binding */ parsePageSize)
/* harmony export */ });
/* harmony import */ var _core_urls_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(81221);
// Defaults that both the action's inputs and the CLI's flags name, in a module of their own:
// reading the inputs must not load the engine (the post phase never hashes a page).

const DEFAULT_CONTENT_SELECTOR = 'main, [role=main], article, body';
const MB = 1024 * 1024;
/**
 * Pages larger than this are not read (--max-page-size): a 50 MB page takes about 0.6 GB and 10 s
 * to hash, far above real pages; one of 1.2 GB cannot be held as a string at all.
 */
const DEFAULT_MAX_PAGE_SIZE = 50 * MB;
/** A V8 string holds at most 2^29 - 24 characters: a larger page could never be hashed. */
const MAX_PAGE_SIZE = 500 * MB;
const UNITS = { '': 1, b: 1, kb: 1024, mb: MB, gb: 1024 * MB };
/** A page size as --max-page-size and the input max-page-size take it: bytes, or a number with KB, MB or GB (1 KB = 1024 bytes). */
function parsePageSize(text, inputName) {
    const match = /^(\d+(?:\.\d+)?)\s*([kmg]?b)?$/i.exec(text.trim());
    const bytes = match === null ? NaN : Math.floor(Number(match[1]) * (UNITS[(match[2] ?? '').toLowerCase()] ?? NaN));
    if (!Number.isFinite(bytes) || bytes < 1 || bytes > MAX_PAGE_SIZE) {
        throw new _core_urls_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`${inputName} must be a size from 1 byte to 500MB such as 50MB, 512KB or 2000000 (bytes); got '${text}'`);
    }
    return bytes;
}
/** A size as people read it: 52428800 → 50 MB, 1536 → 1.5 KB. */
function formatSize(bytes) {
    for (const [unit, size] of [['GB', 1024 * MB], ['MB', MB], ['KB', 1024]]) {
        if (bytes >= size)
            return `${Math.round((bytes / size) * 10) / 10} ${unit}`;
    }
    return `${bytes} bytes`;
}


/***/ }),

/***/ 13634:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Nh: () => (/* binding */ readFileUpTo),
/* harmony export */   Rs: () => (/* binding */ Utf8Writer),
/* harmony export */   qg: () => (/* binding */ FileReader)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
// Whole-file reads into one reused buffer, for the passes over every page of a site.


/**
 * Reads whole files into one buffer that grows as needed and is reused for every page: a fresh
 * buffer per page is memory outside the heap that makes V8 collect more often. Synchronous: a
 * built site is in the page cache, and fs/promises' open/fstat/read/close round trips cost more
 * than the read itself (measured: ~130 µs vs ~15 µs a page).
 */
class FileReader {
    buffer = Buffer.allocUnsafe(128 * 1024);
    /** The bytes of the regular file called `name`, valid until the next call. */
    file(name) {
        const fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(name, 'r');
        try {
            return this.rest(fd);
        }
        finally {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
        }
    }
    /**
     * The bytes of the regular file called `name`, valid until the next call; or, when it holds
     * more than `maxBytes`, its size, and nothing of it is read (a page of gigabytes would end the run).
     */
    fileUpTo(name, maxBytes) {
        const fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(name, 'r');
        try {
            const { size } = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd);
            if (size > maxBytes)
                return { tooLarge: size };
            // A file that grew since fstat is read only up to the limit, and is too large all the same.
            const bytes = this.rest(fd, maxBytes);
            return bytes.length > maxBytes ? { tooLarge: bytes.length } : bytes;
        }
        finally {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(fd);
        }
    }
    /**
     * The bytes of the regular file open at `fd`, from its current offset to its end (or to just
     * past `limit` bytes); valid until the next call.
     */
    rest(fd, limit = Infinity) {
        let size = 0;
        for (;;) {
            if (size > limit)
                return this.buffer.subarray(0, size);
            if (size === this.buffer.length) {
                const bigger = Buffer.allocUnsafe(this.buffer.length * 2);
                this.buffer.copy(bigger, 0, 0, size);
                this.buffer = bigger;
            }
            const wanted = this.buffer.length - size;
            const n = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(fd, this.buffer, size, wanted, null);
            size += n;
            // A read of a regular file (the walk yields no other kind) stops short only at its end:
            // no second read to find it (5.7 against 6.5 µs a small page for open, read and close).
            if (n < wanted)
                return this.buffer.subarray(0, size);
        }
    }
}
/**
 * Encodes text as UTF-8 into one buffer that grows as needed and is reused: Buffer.from makes a
 * new one for each page (for a corpus page, 4 against 7 µs).
 */
class Utf8Writer {
    buffer = Buffer.allocUnsafe(64 * 1024);
    /** The UTF-8 bytes of `text`, valid until the next call. */
    bytes(text) {
        let n = this.buffer.write(text, 0, 'utf8');
        // A full buffer (to within one character) may have cut the text short.
        if (n > this.buffer.length - 4) {
            this.buffer = Buffer.allocUnsafe(Math.max(Buffer.byteLength(text, 'utf8'), 2 * this.buffer.length));
            n = this.buffer.write(text, 0, 'utf8');
        }
        return this.buffer.subarray(0, n);
    }
}
/** The bytes of the file called `name`, or undefined when it holds more than `maxBytes` (nothing of it is read). */
async function readFileUpTo(name, maxBytes) {
    const file = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(name, 'r');
    try {
        if ((await file.stat()).size > maxBytes)
            return undefined;
        return await file.readFile();
    }
    finally {
        await file.close();
    }
}


/***/ }),

/***/ 93618:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T8: () => (/* binding */ postWithRetries),
/* harmony export */   Uc: () => (/* binding */ describeError),
/* harmony export */   kL: () => (/* binding */ isTimeout),
/* harmony export */   nl: () => (/* binding */ deadline),
/* harmony export */   qE: () => (/* binding */ noAnswer),
/* harmony export */   yv: () => (/* binding */ originOf)
/* harmony export */ });
/* harmony import */ var _core_indexnow_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(97387);
/* harmony import */ var _options_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(55686);
/* harmony import */ var _redact_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(21247);
// Every request the action makes (GitHub REST, IndexNow, the CDN purge, the bootstrap sitemap) has
// a deadline of its own: an endpoint that accepts the connection and never answers must not hold the job.



/** Each request's deadline unless the run's request-timeout says otherwise. */
const REQUEST_TIMEOUT_MS = _options_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_REQUEST_TIMEOUT */ .wj * 1000;
/** The first wait before a retry, doubled each time. */
const RETRY_BASE_MS = 2000;
/** A request's own deadline (ms), covering the answer's body as well as its headers. */
const deadline = (ms = REQUEST_TIMEOUT_MS) => AbortSignal.timeout(ms);
/** Whether `error` (or its cause, as fetch and Octokit wrap it) is a deadline that passed. */
function isTimeout(error) {
    for (let e = error, depth = 0; typeof e === 'object' && e !== null && depth < 3; e = e.cause, depth++) {
        if (e.name === 'TimeoutError')
            return true;
    }
    return false;
}
const noAnswer = (where, ms = REQUEST_TIMEOUT_MS) => `no answer from ${where} within ${ms / 1000} s`;
/** What a log line may show of a URL given as input: its origin (a webhook's path, query or user info may be its secret). */
function originOf(url) {
    try {
        const { origin } = new URL(url);
        if (origin !== 'null')
            return origin;
    }
    catch {
        // Not a URL: nothing of it is shown.
    }
    return 'the URL';
}
/**
 * A URL's user name and password sent as Basic authorization, as a browser would: fetch refuses a
 * URL that holds them, with an error that prints them.
 */
function requestTarget(text) {
    const url = new URL(text);
    if (url.username === '' && url.password === '')
        return { url: text };
    const credentials = `${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`;
    url.username = '';
    url.password = '';
    return { url: url.href, authorization: `Basic ${Buffer.from(credentials).toString('base64')}` };
}
/** `fetch failed` alone says little: name the underlying cause (ECONNREFUSED, a timeout…) too. */
// Duck-typed: errors from fetch may come from another realm, where `instanceof Error` fails.
function describeError(error) {
    const text = String(error);
    if (typeof error !== 'object' || error === null)
        return text;
    const cause = error.cause;
    const detail = typeof cause?.code === 'string' ? cause.code : typeof cause?.message === 'string' ? cause.message : undefined;
    return detail === undefined ? text : `${text} (${detail})`;
}
const isRetry = (verdict) => verdict.kind === 'retry';
const sleepFor = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/**
 * One JSON POST, retried on 429, 5xx and network errors with backoff (the server's Retry-After
 * first). An answer or a network error is an outcome, never an exception; a server may echo a
 * token in its error, so causes are redacted before they are logged.
 */
async function postWithRetries(post, options, log) {
    const attempts = Math.max(1, options.maxAttempts ?? 4);
    const body = JSON.stringify(post.body);
    const target = requestTarget(post.url);
    const origin = originOf(post.url);
    for (let attempt = 1;; attempt++) {
        let cause;
        let retryAfter = null;
        try {
            const headers = { 'content-type': 'application/json', ...(target.authorization === undefined ? {} : { authorization: target.authorization }), ...post.headers };
            const response = await (options.fetch ?? globalThis.fetch)(target.url, { method: 'POST', headers, body, signal: deadline(options.timeoutMs) });
            retryAfter = response.headers.get('retry-after');
            const text = post.judgeReadsBody ? await response.text() : await response.arrayBuffer().then(() => '', () => '');
            const verdict = post.judge(response.status, text);
            if (!isRetry(verdict))
                return { kind: 'answered', verdict, status: response.status, attempts: attempt };
            cause = verdict.cause;
        }
        catch (error) {
            // Only the origin: a full URL (a webhook's) may hold a secret, and an error may quote it.
            cause = isTimeout(error) ? noAnswer(origin, options.timeoutMs) : describeError(error).split(target.url).join(origin);
        }
        if (attempt >= attempts)
            return { kind: 'failed', cause, attempts };
        const wait = (0,_core_indexnow_js__WEBPACK_IMPORTED_MODULE_1__/* .retryDelayMs */ .qO)(attempt, retryAfter, options.baseDelayMs ?? RETRY_BASE_MS, options.maxDelayMs ?? 60_000);
        log.info(`${post.where}: ${(0,_redact_js__WEBPACK_IMPORTED_MODULE_2__/* .redact */ .E$)(cause)}; retrying in ${Math.round(wait / 100) / 10}s (attempt ${attempt + 1} of ${attempts})`);
        await (options.sleep ?? sleepFor)(wait);
    }
}


/***/ }),

/***/ 67221:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IZ: () => (/* binding */ acquireLock),
/* harmony export */   kK: () => (/* binding */ withLock)
/* harmony export */ });
/* unused harmony exports LockError, lockFileOf */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _logger_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(74810);
/* harmony import */ var _core_json_object_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(64157);
// One run at a time on a file that runs read and then rewrite (the state, the page cache): a lock
// file beside it, `<file>.lock`, created exclusively and holding its holder's pid, host and start.
// Two runs that both read the state and both write it would each write what they read plus their
// own change, and the later write would lose the earlier run's change (or, for a split state,
// delete the parts the other run's index names).






/**
 * A lock file that cannot be read as a holder is one being written (a few microseconds) or one
 * left by a run killed in that instant: past this age it is the latter.
 */
const UNREADABLE_STALE_MS = 60_000;
/** Another run holds the lock and did not let it go in time: the user can retry or remove a lock left behind. */
class LockError extends Error {
    name = 'LockError';
}
/** The tokens of the locks this process holds: a lock naming this pid but none of them was left by an earlier process. */
const heldHere = new Set();
/** The lock file of `file`. */
const lockFileOf = (file) => `${file}.lock`;
/** Runs `fn` holding the lock of `file`, and lets it go whatever `fn` does. */
async function withLock(file, options, fn) {
    const lock = await acquireLock(file, options);
    try {
        return await fn();
    }
    finally {
        await lock.release();
    }
}
/**
 * Takes the lock of `file`: at once when no run holds it; after a wait of up to options.wait
 * seconds when one does, then LockError naming the holder. A lock whose holder is gone (a process
 * of this host that no longer runs) is taken over, with a warning.
 */
async function acquireLock(file, options) {
    const lockFile = lockFileOf(file);
    const wait = options.wait;
    const me = { pid: process.pid, host: (0,node_os__WEBPACK_IMPORTED_MODULE_2__.hostname)(), since: new Date().toISOString(), token: (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(8).toString('hex') };
    // Known from the start: this run's own takeover guard is not a crashed run's.
    heldHere.add(me.token);
    try {
        return await acquire(lockFile, me, wait, options);
    }
    catch (error) {
        heldHere.delete(me.token);
        throw error;
    }
}
async function acquire(lockFile, me, wait, options) {
    if (!options.readOnly)
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)(node_path__WEBPACK_IMPORTED_MODULE_3___default().dirname(node_path__WEBPACK_IMPORTED_MODULE_3___default().resolve(lockFile)), { recursive: true });
    const deadline = Date.now() + wait * 1000;
    let told = false;
    let pause = 50;
    for (;;) {
        let created;
        try {
            created = await create(lockFile, me);
        }
        catch (error) {
            const code = error.code;
            if (options.readOnly && (code === 'ENOENT' || code === 'EACCES' || code === 'EPERM' || code === 'EROFS')) {
                options.log.debug(`${options.what}: no lock file can be made (${code}); read without one`);
                heldHere.delete(me.token);
                return { release: async () => { } };
            }
            throw new Error(`cannot create the lock file ${lockFile} of ${options.what}: ${error.message}`);
        }
        if (created)
            return held(lockFile, me, options.log);
        const found = await look(lockFile);
        if (found.kind === 'gone')
            continue;
        const gone = staleness(found);
        if (gone !== undefined) {
            if (await takeOver(lockFile, found.text, me)) {
                options.log.warning(`took over the lock file ${lockFile} of ${options.what}: ${gone}`);
                return held(lockFile, me, options.log);
            }
            // Another run is taking it over: its lock is then waited for like any other.
            await new Promise((resolve) => setTimeout(resolve, 50));
            continue;
        }
        const left = deadline - Date.now();
        if (left <= 0) {
            throw new LockError(`${options.what} is in use by another run: ${describe(found)} holds its lock file ${lockFile}; waited ${wait} s${options.waitName === undefined ? '' : ` (${options.waitName})`}. ` +
                `Retry when that run ends; if no run is going, delete ${lockFile}`);
        }
        if (!told) {
            options.log.info(`${options.what} is in use by another run (${describe(found)}, lock file ${lockFile}); waiting up to ${wait} s for it`);
            told = true;
        }
        await new Promise((resolve) => setTimeout(resolve, Math.min(pause, left)));
        pause = Math.min(pause * 2, 1000);
    }
}
function held(lockFile, me, log) {
    let released = false;
    return {
        async release() {
            if (released)
                return;
            released = true;
            try {
                const found = await look(lockFile);
                // Never another run's lock: only a holder judged gone loses its lock, and this one is not.
                if (found.kind === 'held' && found.holder.token === me.token)
                    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(lockFile, { force: true });
            }
            catch (error) {
                log.warning(`could not remove the lock file ${lockFile}: ${error.message}; a later run takes it over`);
            }
            finally {
                // Only once the file is gone: until then it is this process's lock, not a stale one.
                heldHere.delete(me.token);
            }
        }
    };
}
/** Creates `lockFile` holding `me`, only if no file is there: false when one is. */
async function create(lockFile, me) {
    let handle;
    try {
        handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(lockFile, 'wx');
    }
    catch (error) {
        if (error.code === 'EEXIST')
            return false;
        throw error;
    }
    try {
        await handle.writeFile(JSON.stringify(me) + '\n');
        await handle.close();
    }
    catch (error) {
        // A lock that names no holder would hold every later run up for a minute.
        await handle.close().catch(() => { });
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(lockFile, { force: true });
        throw error;
    }
    return true;
}
async function look(lockFile) {
    let text;
    let mtimeMs;
    try {
        ;
        [text, { mtimeMs }] = await Promise.all([(0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(lockFile, 'utf8'), (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.stat)(lockFile)]);
    }
    catch (error) {
        if (error.code === 'ENOENT')
            return { kind: 'gone' };
        throw error;
    }
    const holder = parseHolder(text);
    return holder === undefined ? { kind: 'unreadable', text, ageMs: Date.now() - mtimeMs } : { kind: 'held', holder, text };
}
function parseHolder(text) {
    const data = (0,_core_json_object_js__WEBPACK_IMPORTED_MODULE_5__/* .jsonObject */ .o)(text);
    if (data === undefined)
        return undefined;
    const { pid, host, since, token } = data;
    if (typeof pid !== 'number' || !Number.isSafeInteger(pid) || pid <= 0)
        return undefined;
    if (typeof host !== 'string' || typeof since !== 'string' || typeof token !== 'string')
        return undefined;
    return { pid, host, since, token };
}
/** Why the lock's holder is gone, or undefined while it may still run. */
function staleness(found) {
    if (found.kind === 'unreadable') {
        return found.ageMs > UNREADABLE_STALE_MS ? `it names no holder and is ${Math.round(found.ageMs / 1000)} s old (left by a run stopped as it took the lock)` : undefined;
    }
    const { holder } = found;
    // Another host's processes cannot be seen from here: its lock is only ever waited for.
    if (holder.host !== (0,node_os__WEBPACK_IMPORTED_MODULE_2__.hostname)())
        return undefined;
    if (holder.pid === process.pid) {
        // This pid, but not a lock of this process: left by an earlier process that had the same pid
        // (the first process of a container is always pid 1).
        return heldHere.has(holder.token) ? undefined : `${describe(found)} is no longer running`;
    }
    return isRunning(holder.pid) ? undefined : `${describe(found)} is no longer running`;
}
function isRunning(pid) {
    try {
        process.kill(pid, 0);
        return true;
    }
    catch (error) {
        // EPERM: the process runs, as another user.
        return error.code === 'EPERM';
    }
}
/**
 * Replaces the stale lock whose content is `staleText` by this run's. Two runs may find the same
 * stale lock: a guard file lets one of them check that the lock is still the stale one and replace
 * it, so that neither removes a lock the other has just made.
 */
async function takeOver(lockFile, staleText, me) {
    const guard = `${lockFile}.takeover`;
    if (!(await create(guard, me))) {
        const found = await look(guard);
        // A guard is held for a few file operations: one whose holder is gone was left by a crash.
        if (found.kind !== 'gone' && staleness(found) !== undefined && (await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(guard, 'utf8').catch(() => '')) === found.text)
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(guard, { force: true });
        return false;
    }
    try {
        const now = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(lockFile, 'utf8').catch(() => undefined);
        if (now !== staleText)
            return false;
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(lockFile, { force: true });
        return await create(lockFile, me);
    }
    finally {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(guard, { force: true });
    }
}
/** The holder as a message names it: pid, host and since when. */
function describe(found) {
    if (found.kind === 'unreadable')
        return 'a run whose lock file names no holder yet';
    const { pid, host, since } = found.holder;
    return `pid ${pid} on host ${(0,_logger_js__WEBPACK_IMPORTED_MODULE_4__/* .printable */ .g)(host.slice(0, 255))} since ${(0,_logger_js__WEBPACK_IMPORTED_MODULE_4__/* .printable */ .g)(since.slice(0, 40))}`;
}


/***/ }),

/***/ 74810:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* reexport safe */ _core_printable_js__WEBPACK_IMPORTED_MODULE_0__.S),
/* harmony export */   g: () => (/* reexport safe */ _core_printable_js__WEBPACK_IMPORTED_MODULE_0__.g)
/* harmony export */ });
/* harmony import */ var _core_printable_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(58080);
// The one logging seam: the CLI prints to stderr, the action forwards to @actions/core.
// What goes into a log line: shown() for each value from a page, a file name or a server;
// printable() for whole output (core/printable.ts).



/***/ }),

/***/ 55686:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cd: () => (/* binding */ parseLockWait),
/* harmony export */   fv: () => (/* binding */ RUN_DEFAULTS),
/* harmony export */   wZ: () => (/* binding */ parseRequestTimeout),
/* harmony export */   wj: () => (/* binding */ DEFAULT_REQUEST_TIMEOUT),
/* harmony export */   zY: () => (/* binding */ extractorOptions)
/* harmony export */ });
/* unused harmony export DEFAULT_LOCK_WAIT */
/* harmony import */ var _core_urls_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(81221);
/* harmony import */ var _defaults_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(74932);


/** Each HTTP request's deadline unless --request-timeout says otherwise: an endpoint that never answers must not hold the job. */
const DEFAULT_REQUEST_TIMEOUT = 30;
/** Seconds a run waits for another run's lock unless --lock-wait says otherwise. */
const DEFAULT_LOCK_WAIT = 600;
/** What an absent flag or input means, for the readers that have no flag for a field (lastmod merge). */
const RUN_DEFAULTS = {
    contentSelector: _defaults_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_CONTENT_SELECTOR */ .Iv,
    ignoreSelectors: [],
    relatedLinks: true,
    buildStamps: true,
    landmarks: true,
    pageMetadata: true,
    generatorContent: true,
    include: [],
    exclude: [],
    cleanUrls: false,
    maxPageSize: _defaults_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_MAX_PAGE_SIZE */ .L5,
    lastmodFormat: 'datetime',
    gzip: false,
    dryRun: false,
    allowMassRemoval: false,
    htmlDates: true,
    mtime: false,
    robotsSitemap: false,
    purge: {},
    requestTimeout: DEFAULT_REQUEST_TIMEOUT,
    lockWait: DEFAULT_LOCK_WAIT
};
/** The rules of the page reader, from the run's switches and the content selectors it resolved (engine.ts resolveContent). */
function extractorOptions(options, contentSelectors) {
    const { ignoreSelectors, relatedLinks, buildStamps, landmarks, pageMetadata } = options;
    return { contentSelectors, ignoreSelectors, relatedLinks, buildStamps, landmarks, pageMetadata };
}
/** A whole number of seconds to wait, as --lock-wait and the input lock-wait take it. */
function parseLockWait(text, name) {
    if (!/^\d{1,7}$/.test(text.trim()))
        throw new _core_urls_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(`${name} must be a whole number of seconds to wait for another run's lock (0: do not wait); got '${text}'`);
    return Number(text.trim());
}
/** Seconds, more than 0, as --request-timeout and the input request-timeout take them. */
function parseRequestTimeout(text, name) {
    const seconds = /^\d{1,6}(\.\d{1,3})?$/.test(text.trim()) ? Number(text.trim()) : NaN;
    if (!(seconds > 0))
        throw new _core_urls_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(`${name} must be a number of seconds above 0 that each HTTP request may take, such as 30 or 0.5; got '${text}'`);
    return seconds;
}


/***/ }),

/***/ 21247:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E$: () => (/* binding */ redact),
/* harmony export */   Fn: () => (/* binding */ urlSecrets),
/* harmony export */   ol: () => (/* binding */ protectSecret)
/* harmony export */ });
// The token never shows in what the action prints, not even inside a server's error text that
// echoes it. core.setSecret masks it on GitHub's runner only; this holds wherever the action runs.
const forms = [];
/** Shorter forms would blank ordinary words. */
const SHORTEST = 6;
/** The secret as it may appear in text: plain, URL-encoded, and base64 at any offset (basic auth). */
function formsOf(secret) {
    const url = encodeURIComponent(secret);
    // The toolkit writes `%` in a workflow command as `%25`, which the runner turns back.
    const out = [secret, url, url.replace(/%/g, '%25')];
    for (const shift of [0, 1, 2]) {
        // In base64 of longer text, only the characters made of the secret's bits alone are stable.
        const b64 = Buffer.concat([Buffer.alloc(shift), Buffer.from(secret)]).toString('base64').replace(/=+$/, '');
        const end = (secret.length + shift) % 3 === 0 ? b64.length : b64.length - 1;
        out.push(b64.slice([0, 2, 3][shift], end));
    }
    return out.filter((form) => form.length >= SHORTEST);
}
/** Replaces every known secret form in `text` with ***. */
function redact(text) {
    let out = text;
    for (const form of forms)
        out = out.split(form).join('***');
    return out;
}
function guard(stream) {
    const write = stream.write.bind(stream);
    stream.write = ((chunk, ...rest) => write(typeof chunk === 'string' || chunk instanceof Uint8Array ? redact(Buffer.from(chunk).toString('utf8')) : chunk, ...rest));
}
/**
 * Registers `secret`; the first call also redacts everything later written to stdout and stderr
 * (the toolkit's log lines, warnings, errors), so no call site can forget it.
 */
function protectSecret(secret) {
    if (secret === '' || forms.includes(secret))
        return;
    if (forms.length === 0) {
        guard(process.stdout);
        guard(process.stderr);
    }
    forms.push(...formsOf(secret));
}
/**
 * The parts of a URL input that may be a secret, each long enough to mask (a short one would
 * blank ordinary words in the log): its user name and password, its query values, and the whole
 * URL; with `pathIsSecret` (a webhook, whose path is often its secret) its path too, and the
 * whole URL even when nothing else in it is secret.
 */
function urlSecrets(text, pathIsSecret) {
    let url;
    try {
        url = new URL(text);
    }
    catch {
        return [];
    }
    const decode = (part) => {
        try {
            return [part, decodeURIComponent(part)];
        }
        catch {
            return [part];
        }
    };
    const parts = [...decode(url.username), ...decode(url.password), ...[...url.searchParams.values()]];
    if (pathIsSecret && url.pathname !== '/')
        parts.push(...decode(url.pathname));
    if (pathIsSecret || parts.some((part) => part !== ''))
        parts.push(text);
    return [...new Set(parts)].filter((part) => part.length >= SHORTEST);
}


/***/ }),

/***/ 35460:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   VP: () => (/* binding */ writeStateFile),
/* harmony export */   d8: () => (/* binding */ stateFiles),
/* harmony export */   qy: () => (/* binding */ readStateFile)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_state_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7066);
/* harmony import */ var _atomic_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(45799);
// Reading and writing the state file on disk: one file, or above SPLIT_PAGES an index at the
// state-file path and parts in `<state-file>.d/` beside it.




/**
 * The state at `file`; undefined only when there is no file. A corrupt file or part throws
 * StateError naming `source`.
 */
async function readStateFile(file, source = `state file ${file}`) {
    const text = await readText(file);
    if (text === undefined)
        return undefined;
    const stored = (0,_core_state_js__WEBPACK_IMPORTED_MODULE_2__/* .parseStoredState */ .Cm)(text, source);
    if (!('parts' in stored))
        return stored;
    return (0,_core_state_js__WEBPACK_IMPORTED_MODULE_2__/* .readSplitState */ .AB)(stored, source, (part) => readText(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(file), part)));
}
async function readText(file) {
    try {
        return await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(file, 'utf8');
    }
    catch (error) {
        if (error.code === 'ENOENT')
            return undefined;
        throw new _core_state_js__WEBPACK_IMPORTED_MODULE_2__/* .StateError */ .qq(`state file ${file} cannot be read: ${error.message}`);
    }
}
/** Part files of a split state under `dir` (`<state-file>.d`), as the index names them. */
async function partFiles(dir) {
    const names = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readdir)(dir).catch(() => []);
    return names.filter((name) => /^\d{2,}-[0-9a-f]{16}\.json$/.test(name));
}
/** How many parts the state at `file` has now (0: one file), read from its part folder. */
async function currentParts(file) {
    return new Set((await partFiles(`${file}.d`)).map((name) => name.split('-')[0])).size;
}
/**
 * Writes `state` at `file` in the layout its size asks for (split above `limit` pages). Parts first (a part whose
 * content-addressed file exists is left as it is), the index last by atomic rename, then the parts
 * no index names any more: a reader finds the old state or the whole new one.
 */
async function writeStateFile(file, state, limit = _core_state_js__WEBPACK_IMPORTED_MODULE_2__/* .SPLIT_PAGES */ .UT) {
    const count = (0,_core_state_js__WEBPACK_IMPORTED_MODULE_2__/* .partCount */ .VR)(Object.keys(state.pages).length, await currentParts(file), limit);
    const keep = new Set();
    if (count === 0)
        await (0,_atomic_js__WEBPACK_IMPORTED_MODULE_3__/* .writeFileAtomic */ .Zf)(file, (0,_core_state_js__WEBPACK_IMPORTED_MODULE_2__/* .serializeStateChunks */ .cR)(state));
    else {
        const parts = [];
        for (const { chunks, ...part } of (0,_core_state_js__WEBPACK_IMPORTED_MODULE_2__/* .splitState */ .C4)(state, count, `${node_path__WEBPACK_IMPORTED_MODULE_1___default().basename(file)}.d`)) {
            const partFile = node_path__WEBPACK_IMPORTED_MODULE_1___default().join(node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(file), part.file);
            if (!(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(partFile).catch(() => undefined)))
                await (0,_atomic_js__WEBPACK_IMPORTED_MODULE_3__/* .writeFileAtomic */ .Zf)(partFile, chunks);
            keep.add(node_path__WEBPACK_IMPORTED_MODULE_1___default().basename(part.file));
            parts.push(part);
        }
        await (0,_atomic_js__WEBPACK_IMPORTED_MODULE_3__/* .writeFileAtomic */ .Zf)(file, (0,_core_state_js__WEBPACK_IMPORTED_MODULE_2__/* .serializeStateIndex */ .GJ)(state, parts));
    }
    for (const name of await partFiles(`${file}.d`))
        if (!keep.has(name))
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rm)(node_path__WEBPACK_IMPORTED_MODULE_1___default().join(`${file}.d`, name), { force: true });
}
/** The files that hold the state at `file`: the file itself, and the parts of a split state. */
async function stateFiles(file) {
    return [file, ...(await partFiles(`${file}.d`)).map((name) => node_path__WEBPACK_IMPORTED_MODULE_1___default().join(`${file}.d`, name))];
}


/***/ }),

/***/ 78146:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  d: () => (/* binding */ submitIndexNow)
});

// EXTERNAL MODULE: ./src/core/indexnow.ts
var indexnow = __webpack_require__(97387);
// EXTERNAL MODULE: ./src/core/urls.ts
var core_urls = __webpack_require__(81221);
// EXTERNAL MODULE: ./src/adapters/http.ts
var http = __webpack_require__(93618);
;// CONCATENATED MODULE: ./src/adapters/indexnow.ts
// Posting IndexNow batches. Never throws: a failed announcement is a warning, never a failed
// deploy, and it must not stand between a deploy and persisting the state.


async function postBatch(batch, options, log) {
    const urls = batch.urlList.length;
    const headers = { 'content-type': 'application/json; charset=utf-8' };
    const posted = await (0,http/* postWithRetries */.T8)({ where: 'IndexNow', url: options.endpoint, headers, body: batch, judge: indexnow/* judgeIndexNowStatus */.oi, judgeReadsBody: false }, options, log);
    if (posted.kind === 'failed')
        return { kind: 'failed', urls, attempts: posted.attempts, cause: posted.cause };
    const { verdict, status, attempts } = posted;
    if (verdict.kind === 'rejected')
        return { kind: 'rejected', status, urls, attempts, cause: verdict.cause };
    if (verdict.note)
        log.info(`IndexNow: ${urls} URL(s) ${verdict.note}`);
    return { kind: 'accepted', status, urls, attempts };
}
/** Posts each batch in turn; logs one line per outcome. Resolves whatever happens. */
async function postIndexNow(batches, options, log) {
    const summary = { submitted: 0, batches: [] };
    // Only the origin: an endpoint may carry a user name and password, or a key in its query.
    const endpoint = (0,http/* originOf */.yv)(options.endpoint);
    for (const [index, batch] of batches.entries()) {
        if (summary.batches.some((b) => b.kind === 'rejected')) {
            // A rejection names a cause every batch shares (key, host, format): the rest would fail alike.
            const left = batches.slice(index).reduce((n, b) => n + b.urlList.length, 0);
            log.warning(`IndexNow: ${left} more URL(s) in ${batches.length - index} batch(es) not sent after the rejection`);
            break;
        }
        let outcome;
        try {
            outcome = await postBatch(batch, options, log);
        }
        catch (error) {
            outcome = { kind: 'failed', urls: batch.urlList.length, attempts: 0, cause: error instanceof Error ? error.message : String(error) };
        }
        summary.batches.push(outcome);
        switch (outcome.kind) {
            case 'accepted':
                summary.submitted += outcome.urls;
                log.info(`IndexNow: ${outcome.urls} URL(s) submitted to ${endpoint} (HTTP ${outcome.status})`);
                break;
            case 'rejected':
                log.warning(`IndexNow rejected ${outcome.urls} URL(s) at ${endpoint}: ${outcome.cause}`);
                break;
            case 'failed':
                log.warning(`IndexNow: ${outcome.urls} URL(s) not submitted to ${endpoint} after ${outcome.attempts} attempt(s): ${outcome.cause}`);
                break;
            default: {
                const never = outcome;
                log.warning(`IndexNow: unknown outcome ${JSON.stringify(never)}`);
            }
        }
    }
    return summary;
}

// EXTERNAL MODULE: ./src/adapters/redact.ts
var redact = __webpack_require__(21247);
;// CONCATENATED MODULE: ./src/adapters/submit-indexnow.ts
// After a successful deploy only: announce the run's new and changed URLs to IndexNow. Apart from
// publish.ts (the dates written before the deploy) so that the steps that only announce (post,
// persist) do not load what rewrites pages.





/**
 * After a successful deploy only: posts the run's new and changed URLs to IndexNow. Never
 * throws and never fails the run; every problem is one warning line.
 */
async function submitIndexNow(run, options, log) {
    const indexNow = options.indexNow;
    if (!indexNow)
        return undefined;
    for (const secret of (0,redact/* urlSecrets */.Fn)(indexNow.endpoint, false))
        (0,redact/* protectSecret */.ol)(secret);
    try {
        const urls = (0,indexnow/* indexNowUrls */.lh)(run.report);
        if (urls.length === 0) {
            log.info('IndexNow: no new or changed page, nothing to submit');
            return { submitted: 0, batches: [] };
        }
        const { batches, foreign } = (0,indexnow/* planIndexNow */.uv)(urls, (0,core_urls/* parseSiteUrl */.A5)(options.siteUrl), indexNow.key);
        if (foreign.length > 0)
            log.warning(`IndexNow: ${foreign.length} URL(s) not on the site's host left out, e.g. ${foreign[0]}`);
        if (options.dryRun) {
            log.info(`IndexNow: dry run, ${urls.length} URL(s) in ${batches.length} batch(es) would be submitted to ${(0,http/* originOf */.yv)(indexNow.endpoint)}`);
            return { submitted: 0, batches: [] };
        }
        return await postIndexNow(batches, { ...options.indexNowClient, endpoint: indexNow.endpoint }, log);
    }
    catch (error) {
        log.warning(`IndexNow: not submitted: ${error instanceof Error ? error.message : String(error)}`);
        return undefined;
    }
}


/***/ }),

/***/ 80194:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   nV: () => (/* binding */ parseInstant),
/* harmony export */   o4: () => (/* binding */ formatLastmod),
/* harmony export */   r4: () => (/* binding */ formatInstant)
/* harmony export */ });
// UTC ISO 8601 timestamps with seconds, the one date format of the state file.
/** `2026-08-12T06:00:00Z`: milliseconds dropped so the state diff stays quiet. */
function formatInstant(date) {
    return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}
const ISO_WITH_ZONE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(\.\d+)?)?(Z|[+-](\d{2}):(\d{2}))$/;
/**
 * Parses an ISO 8601 date-time that names its zone; undefined for anything else. Every field is
 * checked: `Date` would roll 2026-02-30 over to March 2, and year 0000 is no sitemap date.
 */
function parseInstant(text) {
    const m = ISO_WITH_ZONE.exec(text);
    if (!m)
        return undefined;
    const [year, month, day, hour, minute, second, , , zoneHour, zoneMinute] = m.slice(1).map(Number);
    // The calendar date as given, without the zone: it must be the day named (2026-02-30 is not).
    const civil = new Date(0);
    civil.setUTCFullYear(year, month - 1, day);
    if (civil.getUTCMonth() !== month - 1 || civil.getUTCDate() !== day)
        return undefined;
    if ([hour, minute, second, zoneHour, zoneMinute].some((f, i) => f > (i === 0 || i === 3 ? 23 : 59)))
        return undefined;
    const date = new Date(text);
    return Number.isNaN(date.getTime()) || date.getUTCFullYear() < 1 || date.getUTCFullYear() > 9999 ? undefined : date;
}
/** A sitemap `<lastmod>`: W3C Datetime with seconds and a zone (the XSD rejects minutes-only), or a date. */
function formatLastmod(instant, format) {
    const iso = instant.replace(/\.\d+Z$/, 'Z');
    if (format === 'date')
        return iso.slice(0, 10);
    return iso.replace(/Z$/, '+00:00');
}


/***/ }),

/***/ 2260:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AE: () => (/* binding */ explainFromBlocks),
/* harmony export */   Oj: () => (/* binding */ trimText),
/* harmony export */   Zv: () => (/* binding */ isFingerprint),
/* harmony export */   _V: () => (/* binding */ fingerprintJoined),
/* harmony export */   eK: () => (/* binding */ fingerprintTester),
/* harmony export */   gh: () => (/* binding */ explainFromFingerprint),
/* harmony export */   n$: () => (/* binding */ splitBlocks)
/* harmony export */ });
/* unused harmony export fingerprintBlocks */
/* harmony import */ var _own_copy_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4297);
// Why did a page change? The state keeps a compact fingerprint of each page's blocks, so a
// later run (in CI, where the previous build is gone) can say which blocks are new.

/**
 * Version 1 fingerprints (`<count>:<filter>`): two 32-bit FNV-1a hashes of a block (different
 * offset bases) in one pass over its code units. Still read, so that a state written by an older
 * release explains its pages; no longer written (two multiplications per character).
 */
function hashPairV1(text) {
    let a = 0x811c9dc5;
    let b = 0x050c5d1f;
    for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        a = Math.imul(a ^ c, 0x01000193);
        b = Math.imul(b ^ c, 0x01000193);
    }
    return [a >>> 0, (b >>> 0) | 1];
}
/** murmur3's finaliser: every input bit reaches every output bit. */
function fmix32(h) {
    h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
    h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
    return (h ^ (h >>> 16)) >>> 0;
}
/**
 * Version 2 fingerprints (`<count>.<filter>`): FNV-1a over pairs of the code units of a block
 * (`unit | next << 16`, then a last odd unit alone), finalised so that every bit depends on every
 * character. It reads the text as UTF-16LE words (see utf16), faster than charCodeAt. `start`
 * counts code units. The second hash of the double hashing is secondV2(first).
 */
function hashV2(bytes, start, length) {
    let h = 0x811c9dc5 ^ length;
    let at = 2 * start;
    const end = at + 4 * (length >> 1);
    for (; at < end; at += 4)
        h = Math.imul(h ^ bytes.getUint32(at, true), 0x01000193);
    if ((length & 1) === 1)
        h = Math.imul(h ^ bytes.getUint16(at, true), 0x01000193);
    return fmix32(h);
}
function secondV2(first) {
    return fmix32(first ^ 0x9e3779b9) | 1;
}
function hashPairV2(text) {
    const h1 = hashV2(utf16(text), 0, text.length);
    return [h1, secondV2(h1)];
}
const V1 = { hashPair: hashPairV1, reduce: (hash, bits) => (hash >>> 0) % bits };
/** The top 16 bits, scaled: no integer division (a uint32 `%` is a floating-point one in V8). */
const V2 = { hashPair: hashPairV2, reduce: (hash, bits) => ((hash >>> 16) * bits) >>> 16 };
const MIN_BITS = 48;
const MAX_BITS = 1008; // 168 base64 characters: the fingerprint stays under 200 bytes
const BITS_PER_BLOCK = 10;
function filterBits(blockCount) {
    const bits = Math.min(MAX_BITS, Math.max(MIN_BITS, blockCount * BITS_PER_BLOCK));
    return Math.ceil(bits / 24) * 24; // whole base64 characters, no padding
}
function hashCount(bits, blockCount) {
    return Math.max(1, Math.min(4, Math.round((bits / Math.max(1, blockCount)) * Math.LN2)));
}
function positions(block, bits, k, scheme) {
    const [h1, h2] = scheme.hashPair(block);
    const out = [];
    for (let i = 0; i < k; i++)
        out.push(scheme.reduce(h1 + Math.imul(i, h2), bits));
    return out;
}
/**
 * The fingerprint kept in the state: the block count, then a Bloom filter of the blocks and the
 * sum of their hashes (`<count>.<base64url>`). A later run tests each new block against the
 * filter, so a changed page can name the blocks that are new without the old text, in under 210
 * bytes per page. About 1 new block in 100 tests as known (10 bits a block, up to 4 hashes; more
 * on pages of over 100 blocks, where the filter stops growing), so an explanation can miss a block
 * but never invents one. The sum, which ignores order, tells blocks that only moved (version 3;
 * version 2 had the filter alone). A run has the blocks joined: see fingerprintJoined.
 */
function fingerprintBlocks(blocks) {
    const count = blocks.length;
    const text = blocks.join('\n');
    const starts = startsRoom(count);
    let start = 0;
    for (let i = 0; i < count; i++) {
        starts[i] = start;
        start += blocks[i].length + 1;
    }
    starts[count] = start;
    return fingerprintOf(text, count);
}
/** fingerprintBlocks of the blocks whose join by '\n' is `joined` (splitBlocks(joined)), without splitting it. */
function fingerprintJoined(joined) {
    let starts = startsRoom(1);
    let count = 0;
    starts[0] = 0;
    if (joined !== '') {
        count = 1;
        for (let at = joined.indexOf('\n'); at >= 0; at = joined.indexOf('\n', at + 1)) {
            if (count + 1 >= starts.length)
                starts = startsRoom(count + 1);
            starts[count++] = at + 1;
        }
        starts[count] = joined.length + 1;
    }
    return fingerprintOf(joined, count);
}
/** The blocks whose join by '\n' is `joined`: none for '' (a block is never empty, see PageFacts). */
function splitBlocks(joined) {
    return joined === '' ? [] : joined.split('\n');
}
/** Where each block starts in the text being fingerprinted, then one past its end: fingerprintOf's input. */
let blockStarts = new Int32Array(1024);
/** blockStarts with room for `count` + 1 starts (the ones written so far kept). */
function startsRoom(count) {
    if (blockStarts.length <= count) {
        const grown = new Int32Array(2 * (count + 1));
        grown.set(blockStarts);
        blockStarts = grown;
    }
    return blockStarts;
}
/** The fingerprint of the `count` blocks of `text` that start at blockStarts (each ends one unit before the next). */
function fingerprintOf(text, count) {
    const bits = filterBits(count);
    const k = hashCount(bits, count);
    const starts = blockStarts;
    // The filter, then the sum (SUM_BYTES).
    const filter = Buffer.alloc(bits / 8 + SUM_BYTES);
    // positions() with V2, without its arrays: all the blocks are written out at once.
    const bytes = utf16(text);
    let sum = 0;
    for (let i = 0; i < count; i++) {
        const start = starts[i];
        const h1 = hashV2(bytes, start, starts[i + 1] - start - 1);
        sum = (sum + h1) | 0;
        const h2 = secondV2(h1);
        for (let j = 0; j < k; j++) {
            const p = V2.reduce(h1 + Math.imul(j, h2), bits);
            filter[p >> 3] = filter[p >> 3] | (1 << (p & 7));
        }
    }
    filter.writeInt32LE(sum, bits / 8);
    return `${count}.${filter.toString('base64url')}`;
}
/** Bytes after the filter of a version 3 fingerprint: the sum of its blocks' first hashes, mod 2^32, little-endian. */
const SUM_BYTES = 4;
/** The sum a version 3 fingerprint keeps, of `blocks`. */
function sumOf(blocks) {
    let sum = 0;
    for (const block of blocks)
        sum = (sum + hashPairV2(block)[0]) | 0;
    return sum;
}
/** Reused between pages: a fresh buffer per page is memory outside the heap, collected late. */
let unitBytes = Buffer.allocUnsafe(64 * 1024);
/** A string's code units as UTF-16LE bytes, whatever the machine's byte order (valid until the next call). */
function utf16(text) {
    if (unitBytes.length < text.length * 2)
        unitBytes = Buffer.allocUnsafe(text.length * 4);
    const written = unitBytes.write(text, 0, 'utf16le');
    return new DataView(unitBytes.buffer, unitBytes.byteOffset, written);
}
/** A fingerprint as fingerprintBlocks (`.`) or version 1 (`:`) writes it. */
const FINGERPRINT = /^(\d+)([:.])([A-Za-z0-9_-]+)$/;
/** Whether `text` has the form of a fingerprint (a state file's `blocks` must). */
function isFingerprint(text) {
    return FINGERPRINT.test(text);
}
function parseFingerprint(fp) {
    const m = FINGERPRINT.exec(fp);
    if (!m)
        return undefined;
    const count = Number(m[1]);
    const bytes = Buffer.from(m[3], 'base64url');
    const bits = filterBits(count);
    // Version 2 and 1: the filter alone; version 3: the filter and the sum.
    const sum = m[2] === '.' && bytes.length === bits / 8 + SUM_BYTES ? bytes.readInt32LE(bits / 8) : undefined;
    if (bytes.length !== bits / 8 && sum === undefined)
        return undefined;
    return { count, filter: bytes.subarray(0, bits / 8), bits, scheme: m[2] === ':' ? V1 : V2, sum };
}
const MAX_TEXT = 300;
function trimText(text, max = MAX_TEXT) {
    // A block may still be built of slices of its page: what a reason quotes must not keep the page.
    return (0,_own_copy_js__WEBPACK_IMPORTED_MODULE_0__/* .ownCopy */ .S)(text.length <= max ? text : `${text.slice(0, max - 1)}…`);
}
/** The chance that a block the filter never saw tests as known: its share of set bits, to the k. */
function falseKnown(filter, k) {
    let set = 0;
    for (const byte of filter)
        for (let b = byte; b !== 0; b &= b - 1)
            set++;
    return (set / (filter.length * 8)) ** k;
}
/**
 * Whether the page a fingerprint was made of holds a block, as a Bloom filter can tell (1 in 100
 * blocks it never held tests as held); undefined for an unreadable fingerprint.
 */
function fingerprintTester(fingerprint) {
    const fp = parseFingerprint(fingerprint);
    if (fp === undefined)
        return undefined;
    const k = hashCount(fp.bits, fp.count);
    return (block) => positions(block, fp.bits, k, fp.scheme).every((p) => (fp.filter[p >> 3] & (1 << (p & 7))) !== 0);
}
/**
 * The blocks of the new content that the old fingerprint does not contain. The old text itself
 * is not known here (CI has only the state), so a vanished block is reported without text.
 */
function explainFromFingerprint(oldFingerprint, blocks, limit = 3) {
    const old = oldFingerprint === undefined ? undefined : parseFingerprint(oldFingerprint);
    if (old === undefined) {
        const first = blocks[0];
        return first === undefined ? [] : [{ kind: 'replaced', new: trimText(first) }];
    }
    const k = hashCount(old.bits, old.count);
    const known = (block) => positions(block, old.bits, k, old.scheme).every((p) => (old.filter[p >> 3] & (1 << (p & 7))) !== 0);
    const fresh = blocks.filter((b) => !known(b));
    if (fresh.length > 0) {
        // As many blocks as before: each new block most likely replaced an old one in place.
        const kind = blocks.length <= old.count ? 'replaced' : 'added';
        return fresh.slice(0, limit).map((b) => ({ kind, new: trimText(b) }));
    }
    // No new text, yet the hash moved. The very same blocks (count and sum) moved; fewer went;
    // otherwise a block repeated, or an edited one tested as known (more often on a nearly full filter).
    if (old.sum !== undefined && blocks.length === old.count && sumOf(blocks) === old.sum)
        return [{ kind: 'reordered' }];
    return [{ kind: blocks.length < old.count && falseKnown(old.filter, k) <= 0.05 ? 'removed' : 'unknown' }];
}
/** First differing blocks between two known versions (explain between two builds). */
function explainFromBlocks(oldBlocks, newBlocks, limit = 3) {
    let head = 0;
    while (head < oldBlocks.length && head < newBlocks.length && oldBlocks[head] === newBlocks[head])
        head++;
    let tailOld = oldBlocks.length;
    let tailNew = newBlocks.length;
    while (tailOld > head && tailNew > head && oldBlocks[tailOld - 1] === newBlocks[tailNew - 1]) {
        tailOld--;
        tailNew--;
    }
    const changes = [];
    for (let i = 0; i < Math.max(tailOld - head, tailNew - head) && changes.length < limit; i++) {
        const before = oldBlocks[head + i];
        const after = newBlocks[head + i];
        const oldIn = head + i < tailOld;
        const newIn = head + i < tailNew;
        if (oldIn && newIn)
            changes.push({ kind: 'replaced', old: trimText(before), new: trimText(after) });
        else if (newIn)
            changes.push({ kind: 'added', new: trimText(after) });
        else
            changes.push({ kind: 'removed', old: trimText(before) });
    }
    return changes;
}


/***/ }),

/***/ 97387:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Eo: () => (/* binding */ validateIndexNowEndpoint),
/* harmony export */   Q2: () => (/* binding */ validateIndexNowKey),
/* harmony export */   lh: () => (/* binding */ indexNowUrls),
/* harmony export */   oi: () => (/* binding */ judgeIndexNowStatus),
/* harmony export */   po: () => (/* binding */ keyFileName),
/* harmony export */   qO: () => (/* binding */ retryDelayMs),
/* harmony export */   tE: () => (/* binding */ DEFAULT_INDEXNOW_ENDPOINT),
/* harmony export */   uv: () => (/* binding */ planIndexNow)
/* harmony export */ });
/* unused harmony exports INDEXNOW_MAX_URLS, keyLocation */
/* harmony import */ var _urls_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(81221);

const DEFAULT_INDEXNOW_ENDPOINT = 'https://api.indexnow.org/indexnow';
const INDEXNOW_MAX_URLS = 10_000;
const KEY = /^[a-zA-Z0-9-]{8,128}$/;
function validateIndexNowKey(key, inputName = '--indexnow-key') {
    if (!KEY.test(key)) {
        throw new _urls_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`${inputName} must be 8 to 128 characters of a-z, A-Z, 0-9 and '-'; got ${key.length} characters`);
    }
    return key;
}
function validateIndexNowEndpoint(text, inputName = '--indexnow-endpoint') {
    let url;
    try {
        url = new URL(text);
    }
    catch {
        throw new _urls_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`${inputName} must be an absolute URL such as ${DEFAULT_INDEXNOW_ENDPOINT}; got ${(0,_urls_js__WEBPACK_IMPORTED_MODULE_0__/* .urlInMessage */ .Ge)(text)}`);
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
        throw new _urls_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`${inputName} must use https; got ${(0,_urls_js__WEBPACK_IMPORTED_MODULE_0__/* .urlInMessage */ .Ge)(text)}`);
    }
    (0,_urls_js__WEBPACK_IMPORTED_MODULE_0__/* .checkPort */ .Yn)(url, inputName);
    return url.href;
}
/** The key file's name in the built site: `<key>.txt` at the site root. */
function keyFileName(key) {
    return `${key}.txt`;
}
/**
 * Where engines fetch the key: `<site-url><key>.txt`. Sent explicitly, because a site under a
 * base path (`https://example.com/docs/`) has its key there, not at the host root; IndexNow then
 * accepts only URLs under that folder, which all of this site's URLs are.
 */
function keyLocation(siteUrl, key) {
    return new URL(keyFileName(key), siteUrl).href;
}
/** The URLs worth announcing: new and changed pages, nothing else, each once. */
function indexNowUrls(report) {
    return [...new Set([...report.pages.new, ...report.pages.changed])];
}
/** Splits `urls` into bodies of at most `max` URLs; URLs of another host are left out (and returned). */
function planIndexNow(urls, siteUrl, key, max = INDEXNOW_MAX_URLS) {
    const host = siteUrl.host;
    const own = [];
    const foreign = [];
    for (const u of urls) {
        let url;
        try {
            url = new URL(u);
        }
        catch {
            url = undefined;
        }
        if (url && url.host === host)
            own.push(url.href);
        else
            foreign.push(u);
    }
    const batches = [];
    const location = keyLocation(siteUrl, key);
    for (let i = 0; i < own.length; i += max) {
        batches.push({ host, key, keyLocation: location, urlList: own.slice(i, i + max) });
    }
    return { batches, foreign };
}
/** What an HTTP status means for one submission (status table of indexnow.org/documentation). */
function judgeIndexNowStatus(status) {
    if (status === 200)
        return { kind: 'accepted' };
    if (status === 202)
        return { kind: 'accepted', note: 'accepted; the engine has yet to validate the key file' };
    if (status === 400)
        return { kind: 'rejected', cause: '400 Bad Request: the engine did not accept the request format' };
    if (status === 403) {
        return { kind: 'rejected', cause: '403 Forbidden: key not valid (the key file was not found at keyLocation or does not hold the key)' };
    }
    if (status === 422) {
        return { kind: 'rejected', cause: "422 Unprocessable Entity: URLs not on the key's host or folder, or the key does not match the schema" };
    }
    if (status === 429)
        return { kind: 'retry', cause: '429 Too Many Requests' };
    if (status >= 500)
        return { kind: 'retry', cause: `${status} server error` };
    return { kind: 'rejected', cause: `unexpected HTTP ${status}` };
}
/**
 * Milliseconds to wait before attempt `attempt + 1` (attempt counts from 1): exponential from
 * `baseMs`, or the server's `Retry-After` (seconds or an HTTP date) when it gives one, capped at `capMs`.
 */
function retryDelayMs(attempt, retryAfter, baseMs, capMs, now = Date.now()) {
    const exponential = baseMs * 2 ** (attempt - 1);
    let asked;
    if (retryAfter) {
        const text = retryAfter.trim();
        if (/^\d+$/.test(text))
            asked = Number(text) * 1000;
        else {
            const at = Date.parse(text);
            if (!Number.isNaN(at))
                asked = Math.max(0, at - now);
        }
    }
    return Math.min(capMs, asked ?? exponential);
}


/***/ }),

/***/ 64157:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   o: () => (/* binding */ jsonObject)
/* harmony export */ });
// Persisted or foreign JSON is unknown until checked: the object it holds, or undefined.
/** The object `text` holds as JSON; undefined when it is not JSON or not an object (an array, a number, null). */
function jsonObject(text) {
    let data;
    try {
        data = JSON.parse(text);
    }
    catch {
        return undefined;
    }
    return typeof data === 'object' && data !== null && !Array.isArray(data) ? data : undefined;
}


/***/ }),

/***/ 4297:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ ownCopy)
/* harmony export */ });
/**
 * A copy of `text` that holds on to nothing else. V8 keeps a slice of 13 characters or more as a
 * view into the string it was cut from, so a long-lived cache keyed by a slice of a page (a link,
 * a tag name) keeps that whole page alive: the cache of normal forms, filled from 1 MB pages,
 * held 80 MB after 80 links (`__tests__/content-urls.test.ts`). Prepending a character makes a
 * new string; slicing it again first copies that one into a flat string of its own.
 */
function ownCopy(text) {
    return (' ' + text).slice(1);
}


/***/ }),

/***/ 58080:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ shown),
/* harmony export */   g: () => (/* binding */ printable)
/* harmony export */ });
// Text from a page, a file name or a server, made safe to print on a terminal or in a CI log. A
// runner reads a workflow command from a line that starts with `::name::` (after white space) or
// that holds `##[name]` anywhere (actions/runner ActionCommand.cs): a page must not be able to
// start a line, nor to write one of those.
/**
 * Characters that start a line or change how one shows: C0 controls, DEL, C1 (NEL among them),
 * the Unicode line and paragraph separators, and the bidi marks, embeddings, overrides and isolates.
 */
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
/** The same but the line feed and the tab, for output whose own lines are the tool's. */
// eslint-disable-next-line no-control-regex
const UNSAFE_IN_OUTPUT = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
const NAMED = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };
function escapeChar(c) {
    const code = c.charCodeAt(0);
    return NAMED[c] ?? (code < 0x100 ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`);
}
/** One line with neither command form: its first `:` of a leading `::` and the first `#` of each `##[` escaped. */
function withoutCommands(line) {
    return line.replace(/##\[/g, '\\x23#[').replace(/^(\s*):(?=:)/, '$1\\x3a');
}
/**
 * A value from a page, a file name or a server, for one line of output (a log line, a warning,
 * an error, the CLI's summary): line breaks and controls as `\n`, `\x1b`, `\u2028`…, and nothing
 * that a CI runner would read as a workflow command.
 */
function shown(value) {
    return withoutCommands(value.replace(UNSAFE, escapeChar));
}
/**
 * Output whose lines are the tool's own (the CLI's stdout and stderr, the action's log): its line
 * feeds and tabs kept, everything else as shown() escapes it, and no line a workflow command.
 * Values inside it are escaped with shown() where they are put in; this holds if one was missed.
 */
function printable(text) {
    return text.replace(UNSAFE_IN_OUTPUT, escapeChar).split('\n').map(withoutCommands).join('\n');
}


/***/ }),

/***/ 62648:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bt: () => (/* binding */ judgeCloudflare),
/* harmony export */   CF: () => (/* binding */ CLOUDFLARE_MAX_URLS),
/* harmony export */   GH: () => (/* binding */ CLOUDFLARE_MAX_REQUESTS),
/* harmony export */   Gh: () => (/* binding */ judgeStatus),
/* harmony export */   a5: () => (/* binding */ validateCloudflareZone),
/* harmony export */   eW: () => (/* binding */ validateHttpUrl),
/* harmony export */   iC: () => (/* binding */ DEFAULT_CLOUDFLARE_ENDPOINT),
/* harmony export */   oq: () => (/* binding */ inBatches),
/* harmony export */   uV: () => (/* binding */ purgeTargets)
/* harmony export */ });
/* harmony import */ var _indexnow_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(97387);
/* harmony import */ var _urls_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(81221);
// CDN purge after a successful deploy: which URLs, in which batches, and what an answer means. Pure.
// Cloudflare purge by URL: https://developers.cloudflare.com/cache/how-to/purge-cache/ (at most
// 100 URLs per request on every plan; the answer is {"success": bool, "errors": [{code, message}]}).


const DEFAULT_CLOUDFLARE_ENDPOINT = 'https://api.cloudflare.com';
const CLOUDFLARE_MAX_URLS = 100;
/** Requests one run makes at most: the burst the free plan allows (then 5 a minute), 2,500 URLs. */
const CLOUDFLARE_MAX_REQUESTS = 25;
function validateCloudflareZone(zone, inputName) {
    if (!/^[0-9a-f]{32}$/i.test(zone))
        throw new _urls_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`${inputName} must be a Cloudflare zone ID, 32 hexadecimal characters; got '${zone}'`);
    return zone;
}
/** An http(s) URL input; `secret`: the value is never shown in an error (a webhook's URL is its secret). */
function validateHttpUrl(text, inputName, example, secret = false) {
    let url;
    try {
        url = new URL(text);
    }
    catch {
        url = undefined;
    }
    if (url?.protocol !== 'https:' && url?.protocol !== 'http:')
        throw new _urls_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`${inputName} must be an http(s) URL such as ${example}; got ${(0,_urls_js__WEBPACK_IMPORTED_MODULE_0__/* .urlInMessage */ .Ge)(text, secret)}`);
    (0,_urls_js__WEBPACK_IMPORTED_MODULE_0__/* .checkPort */ .Yn)(url, inputName);
    return url.href;
}
function purgeTargets(report) {
    return { siteUrl: report.siteUrl, pages: (0,_indexnow_js__WEBPACK_IMPORTED_MODULE_1__/* .indexNowUrls */ .lh)(report), sitemaps: report.sitemap.fileUrls };
}
function inBatches(items, size) {
    const out = [];
    for (let i = 0; i < items.length; i += size)
        out.push(items.slice(i, i + size));
    return out;
}
/** 429 and 5xx are worth another attempt; anything else but 2xx is not. */
function judgeStatus(status) {
    if (status >= 200 && status < 300)
        return { kind: 'ok' };
    if (status === 429 || status >= 500)
        return { kind: 'retry', cause: `HTTP ${status}` };
    return { kind: 'rejected', cause: `HTTP ${status}` };
}
/** Cloudflare's answer: a 2xx is not enough, the body must say success; its errors name the cause. */
function judgeCloudflare(status, body) {
    const verdict = judgeStatus(status);
    let parsed;
    try {
        parsed = JSON.parse(body);
    }
    catch {
        parsed = undefined;
    }
    if (verdict.kind === 'ok' && parsed?.success === true)
        return verdict;
    const errors = Array.isArray(parsed?.errors) ? parsed.errors : [];
    const said = errors.map((e) => [e?.code, e?.message].filter((v) => typeof v === 'number' || typeof v === 'string').join(' ')).filter((e) => e !== '');
    const cause = `${verdict.kind === 'ok' ? `HTTP ${status} without success` : verdict.cause}${said.length > 0 ? `: ${said.join('; ').slice(0, 300)}` : ''}`;
    return verdict.kind === 'retry' ? { kind: 'retry', cause } : { kind: 'rejected', cause };
}


/***/ }),

/***/ 55856:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C7: () => (/* binding */ parsePartition),
/* harmony export */   FD: () => (/* binding */ isRenderedSitemap),
/* harmony export */   NW: () => (/* binding */ planSitemap),
/* harmony export */   U9: () => (/* binding */ DEFAULT_PARTITION_MIN),
/* harmony export */   se: () => (/* binding */ splitFileName)
/* harmony export */ });
/* unused harmony exports SitemapError, SITEMAP_MAX_URLS, SITEMAP_MAX_BYTES, escapeXml, utf8Length, childFileName */
/* harmony import */ var _dates_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(80194);
/* harmony import */ var _urls_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(81221);
// Sitemap rendering: entries in, a plan of files out (one urlset, or child urlsets plus an index).
// Pure: nothing here touches the file system; the writer adapter streams each file's chunks.


/** A sitemap that cannot be written within the protocol: the message says which input is at fault. */
class SitemapError extends Error {
    name = 'SitemapError';
}
const SITEMAP_MAX_URLS = 50_000;
const SITEMAP_MAX_BYTES = 52_428_800;
const MAX_LOC_LENGTH = 2048;
const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const URLSET_OPEN = `${XML_DECLARATION}<urlset xmlns="${NAMESPACE}">\n`;
/** The opening of a urlset whose entries carry hreflang alternates, which live in the XHTML namespace. */
const URLSET_XHTML_OPEN = `${XML_DECLARATION}<urlset xmlns="${NAMESPACE}" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n`;
const URLSET_CLOSE = '</urlset>\n';
const INDEX_OPEN = `${XML_DECLARATION}<sitemapindex xmlns="${NAMESPACE}">\n`;
const INDEX_CLOSE = '</sitemapindex>\n';
const URL_LINE = /^<url><loc>[^<]*<\/loc>(?:<lastmod>[^<]*<\/lastmod>)?(?:<xhtml:link rel="alternate" hreflang="[^"<]*" href="[^"<]*"\/>)*<\/url>$/;
const INDEX_LINE = /^<sitemap><loc>[^<]*<\/loc>(?:<lastmod>[^<]*<\/lastmod>)?<\/sitemap>$/;
/**
 * `text` is a document as planSitemap renders them: an urlset or an index, line for line (any
 * locs and dates). A file another tool wrote, or one edited since, almost never is.
 */
function isRenderedSitemap(text) {
    const frames = [
        [URLSET_OPEN, URLSET_CLOSE, URL_LINE],
        [URLSET_XHTML_OPEN, URLSET_CLOSE, URL_LINE],
        [INDEX_OPEN, INDEX_CLOSE, INDEX_LINE]
    ];
    const frame = frames.find(([open, close]) => text.startsWith(open) && text.endsWith(close) && text.length >= open.length + close.length);
    if (frame === undefined)
        return false;
    const [open, close, line] = frame;
    const body = text.slice(open.length, text.length - close.length);
    return body === '' || (body.endsWith('\n') && body.slice(0, -1).split('\n').every((l) => line.test(l)));
}
const XML_ESCAPES = {
    '&': '&amp;',
    '<': '&lt;',
    '>': '&gt;',
    '"': '&quot;',
    "'": '&apos;'
};
/** Escapes the five XML special characters, for element text and attribute values alike. */
function escapeXml(text) {
    return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);
}
/** Characters XML 1.0 forbids anywhere in a document (lone surrogates included). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const XML_ILLEGAL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** UTF-8 length without allocating a buffer (the core stays free of node: APIs). */
function utf8Length(text) {
    let bytes = 0;
    for (let i = 0; i < text.length; i++) {
        const code = text.charCodeAt(i);
        if (code < 0x80)
            bytes += 1;
        else if (code < 0x800)
            bytes += 2;
        else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
            const next = text.charCodeAt(i + 1);
            if (next >= 0xdc00 && next <= 0xdfff) {
                bytes += 4;
                i++;
            }
            else
                bytes += 3;
        }
        else
            bytes += 3;
    }
    return bytes;
}
const NO_LASTMOD = { value: undefined, xml: '' };
/**
 * `instants`: lastmods already normalised in this plan, with their element. A run gives most pages
 * one of a few dates (its own clock for every new or changed page), so each is parsed and
 * formatted once.
 */
function normaliseEntry(entry, instants, format) {
    const { loc } = entry;
    if (loc.length === 0)
        throw new SitemapError('sitemap entry has an empty loc');
    if (loc.length > MAX_LOC_LENGTH) {
        throw new SitemapError(`sitemap loc is longer than ${MAX_LOC_LENGTH} characters: ${loc.slice(0, 80)}…`);
    }
    if (XML_ILLEGAL.test(loc))
        throw new SitemapError(`sitemap loc holds a character XML cannot carry: ${JSON.stringify(loc)}`);
    const xmlLoc = escapeXml(loc);
    const path = entry.path ?? '/';
    let links = '';
    for (const { hreflang, href } of entry.alternates ?? []) {
        if (XML_ILLEGAL.test(hreflang + href))
            throw new SitemapError(`alternate of ${loc} holds a character XML cannot carry: ${JSON.stringify(href)}`);
        links += `<xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(href)}"/>`;
    }
    if (entry.lastmod === undefined)
        return { loc, xmlLoc, lastmod: NO_LASTMOD, path, links };
    let known = instants.get(entry.lastmod);
    if (known === undefined) {
        const instant = (0,_dates_js__WEBPACK_IMPORTED_MODULE_0__/* .parseInstant */ .nV)(entry.lastmod);
        if (instant === undefined) {
            throw new SitemapError(`lastmod of ${loc} is not an ISO 8601 date-time with a zone: '${entry.lastmod}'`);
        }
        const lastmod = (0,_dates_js__WEBPACK_IMPORTED_MODULE_0__/* .formatInstant */ .r4)(instant);
        known = { value: lastmod, xml: `<lastmod>${(0,_dates_js__WEBPACK_IMPORTED_MODULE_0__/* .formatLastmod */ .o4)(lastmod, format)}</lastmod>` };
        instants.set(entry.lastmod, known);
    }
    return { loc, xmlLoc, lastmod: known, path, links };
}
/** Code-unit order, as the brief asks: independent of locale and ICU version. */
function compareLoc(a, b) {
    return a.loc < b.loc ? -1 : a.loc > b.loc ? 1 : 0;
}
function renderUrl(item) {
    return `<url><loc>${item.xmlLoc}</loc>${item.lastmod.xml}${item.links}</url>\n`;
}
function renderIndexEntry(loc, lastmod, format) {
    const date = lastmod === undefined ? '' : `<lastmod>${(0,_dates_js__WEBPACK_IMPORTED_MODULE_0__/* .formatLastmod */ .o4)(lastmod, format)}</lastmod>`;
    return `<sitemap><loc>${escapeXml(loc)}</loc>${date}</sitemap>\n`;
}
/** `sitemap.xml` → `sitemap-3.xml`; `sitemap.xml.gz` → `sitemap-3.xml.gz`. */
function childFileName(fileName, n) {
    const { stem, extension } = splitFileName(fileName);
    return `${stem}-${n}${extension}`;
}
/** The stem and extension child names are built from; `.xml.gz` counts as one extension. */
function splitFileName(fileName) {
    const match = /^(.+?)(\.xml(?:\.gz)?)$/i.exec(fileName) ?? /^(.+?)(\.[^.]*)?$/.exec(fileName);
    return { stem: match?.[1] ?? fileName, extension: match?.[2] ?? '' };
}
function checkOptions(options) {
    const maxUrls = options.maxUrls ?? SITEMAP_MAX_URLS;
    const maxBytes = options.maxBytes ?? SITEMAP_MAX_BYTES;
    if (!Number.isInteger(maxUrls) || maxUrls < 1 || maxUrls > SITEMAP_MAX_URLS) {
        throw new SitemapError(`maxUrls must be an integer from 1 to ${SITEMAP_MAX_URLS}; got ${maxUrls}`);
    }
    if (!Number.isInteger(maxBytes) || maxBytes < 1 || maxBytes > SITEMAP_MAX_BYTES) {
        throw new SitemapError(`maxBytes must be an integer from 1 to ${SITEMAP_MAX_BYTES}; got ${maxBytes}`);
    }
    const { fileName, baseUrl } = options;
    if (fileName === '' || /[/\\]/.test(fileName) || fileName === '.' || fileName === '..') {
        throw new SitemapError(`sitemap file name must be a plain file name without folders; got '${fileName}'`);
    }
    if (!baseUrl.endsWith('/'))
        throw new SitemapError(`sitemap base URL must end in '/'; got '${baseUrl}'`);
    return { maxUrls, maxBytes };
}
function newer(a, b) {
    if (a === undefined)
        return b;
    if (b === undefined)
        return a;
    return b > a ? b : a;
}
/** A urlset over items[start, end), rendered on demand. */
function urlsetFile(name, open, items, start, end, bytes) {
    let newestLastmod;
    for (let i = start; i < end; i++)
        newestLastmod = newer(newestLastmod, items[i]?.lastmod.value);
    const file = {
        name,
        urls: end - start,
        bytes,
        *chunks() {
            yield open;
            for (let i = start; i < end; i++) {
                const item = items[i];
                if (item !== undefined)
                    yield renderUrl(item);
            }
            yield URLSET_CLOSE;
        }
    };
    if (newestLastmod !== undefined)
        file.newestLastmod = newestLastmod;
    return file;
}
/**
 * Entries are sorted by loc (code-unit order, stable) inside. Within the limits: one urlset named
 * `fileName`. Otherwise child urlsets `<stem>-1<ext>` … filled greedily in loc order, preceded by an
 * index at `fileName` whose entries carry the newest lastmod of their child. With `partition`: an
 * index over one child per section (partitions), each split at the limits on its own, so that a
 * section whose URLs did not change renders the same bytes.
 * Zero entries give an empty `<urlset>`: well-formed, though the XSD wants at least one `<url>`.
 * Duplicate locs are kept as given; callers pass one entry per canonical URL.
 */
function planSitemap(entries, options) {
    const limits = checkOptions(options);
    const format = options.lastmodFormat;
    const items = [];
    const instants = new Map();
    let open = URLSET_OPEN;
    for (const entry of entries) {
        const item = normaliseEntry(entry, instants, format);
        if (item.links !== '')
            open = URLSET_XHTML_OPEN;
        items.push(item);
    }
    items.sort(compareLoc);
    if (options.partition !== undefined) {
        const children = partitions(items, options.partition).flatMap(([slug, group]) => {
            const bounds = splitBounds(group, open, limits);
            const name = (n) => partitionChildName(options.fileName, slug, bounds.length === 1 ? undefined : n);
            return bounds.map((b, n) => urlsetFile(name(n + 1), open, group, b.start, b.end, b.bytes));
        });
        return { files: [indexFile(children, options), ...children], indexed: true, urls: items.length };
    }
    const bounds = splitBounds(items, open, limits);
    if (bounds.length === 1) {
        return { files: [urlsetFile(options.fileName, open, items, 0, items.length, bounds[0]?.bytes ?? 0)], indexed: false, urls: items.length };
    }
    const children = bounds.map((b, n) => urlsetFile(childFileName(options.fileName, n + 1), open, items, b.start, b.end, b.bytes));
    return { files: [indexFile(children, options), ...children], indexed: true, urls: items.length };
}
/** Greedy split of items into urlset files; a file is closed when one more entry would pass either limit. */
function splitBounds(items, open, { maxUrls, maxBytes }) {
    const frame = utf8Length(open) + utf8Length(URLSET_CLOSE);
    const bounds = [];
    let start = 0;
    let bytes = frame;
    for (let i = 0; i < items.length; i++) {
        const item = items[i];
        const size = utf8Length(renderUrl(item));
        if (frame + size > maxBytes) {
            throw new SitemapError(`sitemap entry for ${item.loc} alone exceeds the ${maxBytes}-byte file limit`);
        }
        if (i - start === maxUrls || bytes + size > maxBytes) {
            bounds.push({ start, end: i, bytes });
            start = i;
            bytes = frame;
        }
        bytes += size;
    }
    bounds.push({ start, end: items.length, bytes });
    return bounds;
}
/**
 * The section of a URL path (relative to the site root, as state keys are): its first `depth`
 * folders, '' for the root page and files at the top level. `/blog/` and `/blog/a/` are both in
 * `blog`, so a new post and the listing it changes stay in one child.
 */
function sectionOf(urlPath, depth) {
    const folders = urlPath.split('/').slice(1, -1);
    return folders.slice(0, depth).join('/');
}
/**
 * A section of one URL is nearly always a single page at the top (/about/, /contact/), not a
 * section: such pages share one child; from two URLs on, a section keeps a child of its own.
 */
const DEFAULT_PARTITION_MIN = 2;
const MAX_PARTITION_DEPTH = 100;
/**
 * The partition from the flags or inputs (`name` spells each as the user does), checked; undefined
 * for `none`. `depth` and `min` are '' or undefined when not given.
 */
function parsePartition(values, name) {
    const { partition, depth, min } = values;
    if (partition !== 'none' && partition !== 'section')
        throw new _urls_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(`${name('sitemap-partition')} must be one of none, section; got '${partition}'`);
    const whole = (option, value, fallback, max) => {
        if (value === undefined || value === '')
            return fallback;
        if (partition === 'none')
            throw new _urls_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(`${name(option)} needs ${name('sitemap-partition')} section`);
        const n = Number(value);
        if (!/^\d+$/.test(value) || n < 1 || n > max)
            throw new _urls_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(`${name(option)} must be a whole number from 1 to ${max}; got '${value}'`);
        return n;
    };
    const parsed = { depth: whole('sitemap-partition-depth', depth, 1, MAX_PARTITION_DEPTH), min: whole('sitemap-partition-min', min, DEFAULT_PARTITION_MIN, SITEMAP_MAX_URLS) };
    return partition === 'none' ? undefined : parsed;
}
/** Child slugs of the root pages and of the merged small sections; no section is given either (sectionSlug). */
const ROOT_SLUG = 'root';
const OTHER_SLUG = 'other';
/**
 * A file-name-safe slug, stable for a section and distinct between sections: a plain lowercase
 * name stays as it is; any other (capitals, several folders, escapes, 'root', 'other') becomes a
 * sanitised form plus '_' and a hash of the section, and no plain name holds '_'.
 */
function sectionSlug(section) {
    if (/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(section) && section !== ROOT_SLUG && section !== OTHER_SLUG)
        return section;
    const clean = section.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 40).replace(/-+$/, '');
    return `${clean || 'section'}_${fnv1a(section)}`;
}
/** FNV-1a over UTF-16 code units, as 8 hex digits: the core has no node:crypto, and this is no secret. */
function fnv1a(text) {
    let hash = 0x811c9dc5;
    for (let i = 0; i < text.length; i++)
        hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
    return hash.toString(16).padStart(8, '0');
}
/** `sitemap.xml`, `blog` → `sitemap-blog.xml`; part 2 of a section split at the limits → `sitemap-blog_2.xml`. */
function partitionChildName(fileName, slug, part) {
    const { stem, extension } = splitFileName(fileName);
    return `${stem}-${slug}${part === undefined ? '' : `_${part}`}${extension}`;
}
/**
 * Items (in loc order) grouped into children by section: the root pages first, then each section
 * of at least `min` URLs by slug, then the smaller sections together.
 */
function partitions(items, { depth, min }) {
    const sections = new Map();
    for (const item of items) {
        const key = sectionOf(item.path, depth);
        const group = sections.get(key);
        if (group === undefined)
            sections.set(key, [item]);
        else
            group.push(item);
    }
    const root = sections.get('') ?? [];
    sections.delete('');
    const own = [];
    const other = [];
    const slugs = new Map();
    for (const [section, group] of sections) {
        if (group.length < min) {
            other.push(...group);
            continue;
        }
        const slug = sectionSlug(section);
        // Two sections must never share a file: a clash of hashes fails the run rather than merge them.
        const clash = slugs.get(slug);
        if (clash !== undefined)
            throw new SitemapError(`sitemap sections '${clash}' and '${section}' would share the child ${slug}`);
        slugs.set(slug, section);
        own.push([slug, group]);
    }
    own.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    other.sort(compareLoc);
    const children = [];
    if (root.length > 0 || (own.length === 0 && other.length === 0))
        children.push([ROOT_SLUG, root]);
    children.push(...own);
    if (other.length > 0)
        children.push([OTHER_SLUG, other]);
    return children;
}
function indexFile(children, options) {
    const format = options.lastmodFormat;
    // Child names are plain file names; encode them so an odd name still makes a valid URL.
    const lines = children.map((child) => renderIndexEntry(options.baseUrl + encodeURIComponent(child.name), child.newestLastmod, format));
    const bytes = utf8Length(INDEX_OPEN) + utf8Length(INDEX_CLOSE) + lines.reduce((sum, line) => sum + utf8Length(line), 0);
    // Index limits are the protocol's, whatever smaller per-urlset limits the caller chose.
    if (children.length > SITEMAP_MAX_URLS || bytes > SITEMAP_MAX_BYTES) {
        throw new SitemapError(`sitemap index would need ${children.length} entries (${bytes} bytes): beyond the protocol's limits`);
    }
    let newestLastmod;
    for (const child of children)
        newestLastmod = newer(newestLastmod, child.newestLastmod);
    const file = {
        name: options.fileName,
        urls: children.length,
        bytes,
        *chunks() {
            yield INDEX_OPEN;
            yield* lines;
            yield INDEX_CLOSE;
        }
    };
    if (newestLastmod !== undefined)
        file.newestLastmod = newestLastmod;
    return file;
}


/***/ }),

/***/ 7066:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AB: () => (/* binding */ readSplitState),
/* harmony export */   C4: () => (/* binding */ splitState),
/* harmony export */   Cm: () => (/* binding */ parseStoredState),
/* harmony export */   GJ: () => (/* binding */ serializeStateIndex),
/* harmony export */   UT: () => (/* binding */ SPLIT_PAGES),
/* harmony export */   VR: () => (/* binding */ partCount),
/* harmony export */   cR: () => (/* binding */ serializeStateChunks),
/* harmony export */   k_: () => (/* binding */ pathHash),
/* harmony export */   nd: () => (/* binding */ STATE_VERSION),
/* harmony export */   qq: () => (/* binding */ StateError),
/* harmony export */   sU: () => (/* binding */ serializeState),
/* harmony export */   ti: () => (/* binding */ mergeStates)
/* harmony export */ });
/* unused harmony exports parseState, partOf */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _dates_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(80194);
/* harmony import */ var _explain_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2260);
// The state file: parsing untrusted JSON into a State, stable serialisation, and merging.



/** A state file that must not be used, and must never be silently replaced. */
class StateError extends Error {
    name = 'StateError';
}
const STATE_VERSION = 1;
function isObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
const HASH = /^sha256:[0-9a-f]{64}$/;
const RECORD_KEYS = new Set(['hash', 'publishedAt', 'updatedAt', 'removedAt', 'blocks']);
/**
 * Checks one page record. A valid record is kept as the very object JSON.parse made (a state of
 * 100,000 pages is not copied), with its dates interned: most pages share a few dates.
 * `intern`: the one copy of a valid date, undefined for a text that is not one. Nothing is built
 * for a valid record (no message, no closure, no list of its keys): a state of 100,000 pages is
 * read in 181–192 ms instead of 226–228 on node 20, 149–156 instead of 161–171 on node 24 (the
 * bench's small site, best of seven in one process).
 */
function parseRecord(key, value, source, intern) {
    if (!key.startsWith('/'))
        throw recordError(source, key, "keys must be URL paths starting with '/'");
    if (!isObject(value))
        throw recordError(source, key, 'expected an object');
    const { hash, publishedAt, updatedAt, removedAt, blocks } = value;
    if (typeof hash !== 'string' || !HASH.test(hash))
        throw recordError(source, key, 'hash must be "sha256:" and 64 hex digits');
    const record = value;
    record.publishedAt = instantField(publishedAt, intern, source, key, 'publishedAt');
    record.updatedAt = instantField(updatedAt, intern, source, key, 'updatedAt');
    if (removedAt !== undefined)
        record.removedAt = instantField(removedAt, intern, source, key, 'removedAt');
    // A fingerprint another tool mangled would explain changes with blocks the page never had.
    if (blocks !== undefined && (typeof blocks !== 'string' || !(0,_explain_js__WEBPACK_IMPORTED_MODULE_1__/* .isFingerprint */ .Zv)(blocks))) {
        throw recordError(source, key, 'blocks must be a block fingerprint (<count>.<base64url>)');
    }
    // Fields this version does not know are dropped, not carried into the next state.
    for (const field in value)
        if (!RECORD_KEYS.has(field))
            delete value[field];
    return record;
}
function recordError(source, key, problem) {
    return new StateError(`${source}: page ${JSON.stringify(key)}: ${problem}`);
}
/** A record's date field, interned; a StateError naming the page and the field when it is not one. */
function instantField(value, intern, source, key, field) {
    const date = typeof value === 'string' ? intern(value) : undefined;
    if (date === undefined)
        throw recordError(source, key, `${field} must be an ISO 8601 date-time with a zone`);
    return date;
}
/**
 * Checks persisted text before anything trusts it. Any problem is a StateError whose one-line
 * message names `source`: a corrupt state file stops the run instead of resetting every date.
 */
function parseState(text, source) {
    const stored = parseStoredState(text, source);
    if ('parts' in stored)
        throw new StateError(`${source}: a split state's index where a part was expected`);
    return stored;
}
const PART_FILE = /^[^/\\]+\.d\/\d{2,}-[0-9a-f]{16}\.json$/;
/** A whole state, or the index of a split one (readSplitState reads its parts). */
function parseStoredState(text, source) {
    let data;
    try {
        data = JSON.parse(text);
    }
    catch (error) {
        const detail = error instanceof Error ? error.message : String(error);
        throw new StateError(`${source} is not valid JSON (corrupt or truncated?): ${detail}`);
    }
    if (!isObject(data))
        throw new StateError(`${source}: expected a JSON object with "version" and "pages"`);
    if (data.version !== STATE_VERSION) {
        throw new StateError(`${source}: unknown state version ${JSON.stringify(data.version)}; this lastmod reads version ${STATE_VERSION}`);
    }
    if (data.pages === undefined && Array.isArray(data.parts))
        return { ...parseIndex(data.parts, source), ...hashingOf(data, source), ...sharedOf(data, source), version: STATE_VERSION };
    if (!isObject(data.pages))
        throw new StateError(`${source}: "pages" must be an object`);
    // Checked in place: the object JSON.parse made becomes the state's pages.
    const pages = data.pages;
    // Each distinct date is checked once (most pages share a few): ~50 ms of 280 on 100,000 pages.
    const dates = new Map();
    const intern = (date) => {
        const known = dates.get(date);
        if (known !== undefined)
            return known;
        if ((0,_dates_js__WEBPACK_IMPORTED_MODULE_2__/* .parseInstant */ .nV)(date) === undefined)
            return undefined;
        dates.set(date, date);
        return date;
    };
    for (const key in pages)
        parseRecord(key, pages[key], source, intern);
    return { version: STATE_VERSION, pages, ...hashingOf(data, source), ...sharedOf(data, source) };
}
/** The most blocks a state's sharedBlocks may list (core/noise.ts keeps fewer). */
const MAX_SHARED_BLOCKS = 64;
function sharedOf(data, source) {
    const shared = data.sharedBlocks;
    if (shared === undefined)
        return {};
    if (!Array.isArray(shared) || shared.length > MAX_SHARED_BLOCKS || !shared.every((block) => typeof block === 'string')) {
        throw new StateError(`${source}: "sharedBlocks" must be a list of at most ${MAX_SHARED_BLOCKS} strings`);
    }
    return { sharedBlocks: shared };
}
function hashingOf(data, source) {
    const h = data.hashing;
    if (h === undefined)
        return {};
    if (!isObject(h) || typeof h.normalizer !== 'number' || typeof h.options !== 'string') {
        throw new StateError(`${source}: "hashing" must be {"normalizer": number, "options": string}`);
    }
    return { hashing: { normalizer: h.normalizer, options: h.options } };
}
function parseIndex(parts, source) {
    return {
        parts: parts.map((part, i) => {
            if (!isObject(part) || typeof part.file !== 'string' || !PART_FILE.test(part.file) || typeof part.pages !== 'number' || typeof part.sha256 !== 'string' || !/^[0-9a-f]{64}$/.test(part.sha256)) {
                throw new StateError(`${source}: part ${i} must be {"file": "<name>.d/<nn>-<hex>.json", "pages": number, "sha256": hex}`);
            }
            return { file: part.file, pages: part.pages, sha256: part.sha256 };
        })
    };
}
/**
 * Pages above which the state is split into parts beside an index: a single file passes GitHub's
 * 100 MB push limit near 250,000 pages, and a deploy that changes a few pages rewrites only their parts.
 */
const SPLIT_PAGES = 50_000;
/**
 * How many parts hold `count` pages (0: one file). A power of two of about `limit` / 2 pages each;
 * the `previous` count is kept while parts average between `limit` / 8 and `limit` pages, so a
 * site that grows or shrinks a little keeps its parts (and its unchanged parts' bytes).
 */
function partCount(count, previous, limit = SPLIT_PAGES) {
    if (previous > 0 && count > limit / 2 && count >= (previous * limit) / 8 && count <= previous * limit)
        return previous;
    if (count <= limit)
        return 0;
    let parts = 2;
    while ((parts * limit) / 2 < count)
        parts *= 2;
    return parts;
}
/**
 * The part of `key` among `parts`: FNV-1a of the URL path, stable across runs and versions, then
 * murmur3's finaliser, without which paths that differ only at their end share their low bits.
 */
function partOf(key, parts) {
    return pathHash(key) % parts;
}
/** A state key's 32-bit hash, stable across runs and versions (partOf; the pages a run samples, core/noise.ts). */
function pathHash(key) {
    let hash = 0x811c9dc5;
    for (let i = 0; i < key.length; i++)
        hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
    hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
    hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
    return (hash ^ (hash >>> 16)) >>> 0;
}
/**
 * The parts of `state` split `parts` ways, one at a time (each is a state file of its own pages),
 * named by number and content under `dir` (e.g. `state.json.d`): an unchanged part keeps its name
 * and bytes, and a new part never overwrites a file the current index names.
 */
function* splitState(state, parts, dir) {
    // One sort, then the sorted keys dealt out: no sub-state object, no sort per part.
    const groups = Array.from({ length: parts }, () => []);
    for (const key of Object.keys(state.pages).sort())
        groups[partOf(key, parts)].push(key);
    const width = Math.max(2, String(parts - 1).length);
    for (const [i, keys] of groups.entries()) {
        // Held as bytes: a chunk's text is a tree of the pieces it was joined from, several times its size.
        const chunks = [];
        const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256');
        for (const text of serializeStateChunks({ version: state.version, pages: state.pages }, keys)) {
            const chunk = Buffer.from(text, 'utf8');
            hash.update(chunk);
            chunks.push(chunk);
        }
        const sha256 = hash.digest('hex');
        yield { file: `${dir}/${String(i).padStart(width, '0')}-${sha256.slice(0, 16)}.json`, pages: keys.length, sha256, chunks };
    }
}
/** The index of a split state: sorted keys, one part per line. */
function serializeStateIndex(state, parts) {
    const lines = parts.map((p) => `    ${JSON.stringify({ file: p.file, pages: p.pages, sha256: p.sha256 })}`).join(',\n');
    return `{\n${hashingLine(state)}  "parts": [\n${lines}\n  ],\n${sharedLines(state)}  "version": ${state.version}\n}\n`;
}
/**
 * The state a split index names, from its parts' texts (`read` gives undefined for a missing
 * part). A missing, torn or altered part is a StateError naming it, never a state with fewer pages.
 */
async function readSplitState(index, source, read) {
    let pages;
    for (const part of index.parts) {
        const text = await read(part.file);
        if (text === undefined)
            throw new StateError(`${source}: part ${part.file} is missing`);
        if ((0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(text).digest('hex') !== part.sha256) {
            throw new StateError(`${source}: part ${part.file} is torn or altered (its sha256 differs from the index's)`);
        }
        const partPages = parseState(text, `${source} part ${part.file}`).pages;
        if (pages === undefined)
            pages = partPages;
        else
            for (const key in partPages)
                if (!(key in pages))
                    pages[key] = partPages[key];
    }
    pages ??= {};
    return { version: STATE_VERSION, pages, ...(index.hashing ? { hashing: index.hashing } : {}), ...(index.sharedBlocks ? { sharedBlocks: index.sharedBlocks } : {}) };
}
/** A record as JSON with its keys sorted; it holds no others (parseRecord drops them, and the planner writes none). */
function recordJson({ blocks, hash, publishedAt, removedAt, updatedAt }) {
    return JSON.stringify({ blocks, hash, publishedAt, removedAt, updatedAt });
}
const CHUNK = 64 * 1024;
/**
 * Sorted keys, one page per line: the git diff of two states shows exactly the pages that moved.
 * Yielded in chunks of about 64 KB, so a large state is never held as one string.
 */
function* serializeStateChunks(state, keys = Object.keys(state.pages).sort()) {
    let chunk = `{\n${hashingLine(state)}  "pages": ${keys.length === 0 ? '{}' : '{\n'}`;
    for (const [i, key] of keys.entries()) {
        chunk += `    ${JSON.stringify(key)}: ${recordJson(state.pages[key])}${i < keys.length - 1 ? ',' : ''}\n`;
        if (chunk.length >= CHUNK) {
            yield chunk;
            chunk = '';
        }
    }
    yield `${chunk}${keys.length === 0 ? '' : '  }'},\n${sharedLines(state)}  "version": ${state.version}\n}\n`;
}
/** One block a line, in the order kept. */
function sharedLines({ sharedBlocks }) {
    if (sharedBlocks === undefined || sharedBlocks.length === 0)
        return '';
    return `  "sharedBlocks": [\n${sharedBlocks.map((block) => `    ${JSON.stringify(block)}`).join(',\n')}\n  ],\n`;
}
function hashingLine({ hashing }) {
    return hashing ? `  "hashing": ${JSON.stringify({ normalizer: hashing.normalizer, options: hashing.options })},\n` : '';
}
function serializeState(state) {
    return [...serializeStateChunks(state)].join('');
}
/**
 * Combines two states persisted by racing deploys. The later one describes the site as it is
 * now, so its hashes and dates win; the earliest publishedAt survives; no page is dropped.
 */
function mergeStates(earlier, later) {
    const pages = { ...earlier.pages };
    for (const [key, record] of Object.entries(later.pages)) {
        const before = earlier.pages[key];
        const merged = { ...record };
        if (before && Date.parse(before.publishedAt) < Date.parse(record.publishedAt))
            merged.publishedAt = before.publishedAt;
        pages[key] = merged;
    }
    const state = { version: STATE_VERSION, pages };
    const hashing = later.hashing ?? earlier.hashing;
    if (hashing)
        state.hashing = hashing;
    const shared = later.sharedBlocks ?? earlier.sharedBlocks;
    if (shared)
        state.sharedBlocks = shared;
    return state;
}


/***/ }),

/***/ 81221:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A5: () => (/* binding */ parseSiteUrl),
/* harmony export */   GI: () => (/* binding */ pageIdentity),
/* harmony export */   Ge: () => (/* binding */ urlInMessage),
/* harmony export */   Yn: () => (/* binding */ checkPort),
/* harmony export */   dz: () => (/* binding */ InputError),
/* harmony export */   rR: () => (/* binding */ canonicalRelation),
/* harmony export */   rf: () => (/* binding */ absoluteUrl),
/* harmony export */   to: () => (/* binding */ filePathToUrlPath)
/* harmony export */ });
/* unused harmony export encodePathSegment */
// Mapping built files to public URLs, and deciding when two URLs name the same page.
/** Bad user input (a flag or an action input); the message names it and what was expected. */
class InputError extends Error {
    name = 'InputError';
}
/** The site URL with a trailing slash, so every page URL is `siteUrl + key.slice(1)`. */
function parseSiteUrl(text, inputName = '--site-url') {
    let url;
    try {
        url = new URL(text);
    }
    catch {
        throw new InputError(`${inputName} must be an absolute http(s) URL such as https://example.com/docs/; got '${text}'`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
        throw new InputError(`${inputName} must use http or https; got '${text}'`);
    }
    if (url.search || url.hash) {
        throw new InputError(`${inputName} must not have a query or fragment; got '${text}'`);
    }
    // It is published in every <loc>: no credentials, no malformed percent escape (%zz).
    if (url.username || url.password)
        throw new InputError(`${inputName} must not hold a user name or password; got '${url.origin}/…'`);
    if (/%(?![\dA-Fa-f]{2})/.test(url.pathname))
        throw new InputError(`${inputName} has a malformed percent escape (% must be followed by two hex digits); got '${text}'`);
    checkPort(url, inputName);
    if (!url.pathname.endsWith('/'))
        url.pathname += '/';
    return url;
}
/** Port 0 parses as a URL, but nothing can be reached or published there. */
function checkPort(url, inputName) {
    if (url.port === '0')
        throw new InputError(`${inputName} must not use port 0 (no server can listen there); got '${url.origin}'`);
}
/**
 * A URL input as an error message may show it: as given, unless it may hold a secret (a user
 * name or password, a query; or all of it, with `secret`), when only its origin is shown.
 */
function urlInMessage(text, secret = false) {
    if (!secret && !/[@?]/.test(text))
        return `'${text}'`;
    try {
        const { origin } = new URL(text);
        if (origin !== 'null')
            return `'${origin}/…' (the rest is not shown: it may hold a secret)`;
    }
    catch {
        // Not a URL: nothing of it can be shown safely.
    }
    return 'a value that is not shown (it may hold a secret)';
}
/**
 * Percent-encodes one path segment as a browser does: the UTF-8 bytes of the name as spelled (not
 * normalised: a server serves `cafe\u0301` and `caf\u00e9` as two files), `%` itself encoded, the
 * sub-delimiters that are legal in a path left alone.
 */
function encodePathSegment(segment) {
    return encodeURIComponent(segment).replace(/%(24|26|2B|2C|3B|3D|3A|40)/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
}
/**
 * The state key of a built file: its URL path relative to the site root.
 * `a/index.html` → `/a/`, `index.html` → `/`, `a.html` → `/a.html` (or `/a` with clean URLs).
 */
function filePathToUrlPath(relativeFile, cleanUrls) {
    const segments = relativeFile.split('/');
    const last = segments[segments.length - 1] ?? '';
    if (last === 'index.html')
        segments[segments.length - 1] = '';
    else if (cleanUrls && last.endsWith('.html'))
        segments[segments.length - 1] = last.slice(0, -'.html'.length);
    return '/' + segments.map(encodePathSegment).join('/');
}
function absoluteUrl(siteUrl, urlPath) {
    return siteUrl.href + urlPath.slice(1);
}
/** Path with the spellings that name the same page folded: `/a`, `/a/`, `/a/index.html`, `/a.html`. */
function pageIdentity(url) {
    let path;
    try {
        path = decodeURI(url.pathname);
    }
    catch {
        path = url.pathname;
    }
    path = path.replace(/\/index\.html?$/, '/').replace(/\.html?$/, '');
    if (path.length > 1 && path.endsWith('/'))
        path = path.slice(0, -1);
    return `${url.host}${path}${url.search}`;
}
/**
 * How a page's `<link rel=canonical>` relates to the page. Generators often write the same page
 * with another trailing slash, `index.html` or `.html`: that is the page itself, and its
 * sitemap `<loc>` takes the canonical spelling (on the site's scheme).
 */
function canonicalRelation(href, pageUrl) {
    let target;
    try {
        target = new URL(href.trim(), pageUrl);
    }
    catch {
        return { kind: 'invalid' };
    }
    if (target.protocol !== 'http:' && target.protocol !== 'https:')
        return { kind: 'invalid' };
    target.hash = '';
    if (pageIdentity(target) !== pageIdentity(pageUrl))
        return { kind: 'elsewhere', target: target.href };
    const loc = new URL(target.href);
    loc.protocol = pageUrl.protocol;
    return { kind: 'self', loc: loc.href };
}


/***/ }),

/***/ 83916:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ isInputError),
/* harmony export */   g: () => (/* binding */ errorMessage)
/* harmony export */ });
/* harmony import */ var _core_state_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7066);
/* harmony import */ var _core_urls_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(81221);
// Turning any thrown value into one line, for every entry's error boundary.


/** The message of whatever was thrown: an Error, a string, or anything else. */
function errorMessage(error) {
    if (error instanceof Error)
        return error.message;
    if (typeof error === 'string')
        return error;
    try {
        return JSON.stringify(error) ?? String(error);
    }
    catch {
        return String(error);
    }
}
/**
 * Errors the user can fix by changing input (or, for a lock, by waiting for the other run); the
 * rest are failures of ours or of the system.
 */
function isInputError(error) {
    return (error instanceof _core_urls_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz ||
        error instanceof _core_state_js__WEBPACK_IMPORTED_MODULE_0__/* .StateError */ .qq ||
        (error instanceof Error && (error.name === 'SelectorError' || error.name === 'SitemapError' || error.name === 'LockError' || error.name === 'BootstrapError')));
}


/***/ })

};
