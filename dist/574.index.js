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

/***/ 9310:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ne: () => (/* binding */ loadBootstrap),
/* harmony export */   PH: () => (/* binding */ SitemapXmlError),
/* harmony export */   bR: () => (/* binding */ readSitemapXml),
/* harmony export */   qC: () => (/* binding */ sitemapEntries),
/* harmony export */   xx: () => (/* binding */ lastmodToInstant)
/* harmony export */ });
/* unused harmony export BootstrapError */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(38522);
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_zlib__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var sax__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(42560);
/* harmony import */ var sax__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(sax__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _core_dates_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(80194);
/* harmony import */ var _http_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(93618);
// Seeds dates from the sitemap that is deployed now, for a site whose state vanished (deleted
// branch, expired artifact, evicted cache): without it every page would be re-dated today.






class BootstrapError extends Error {
    name = 'BootstrapError';
}
const MAX_CHILD_SITEMAPS = 100;
async function readSource(source, workspace, fetchImpl, timeoutMs, name) {
    if (/^https?:\/\//i.test(source)) {
        try {
            const response = await fetchImpl(source);
            if (!response.ok)
                throw new BootstrapError(`${name} ${source} answered HTTP ${response.status}`);
            return Buffer.from(await response.arrayBuffer());
        }
        catch (error) {
            // Without the deployed dates every page would be dated now: fail, as on an HTTP error.
            throw (0,_http_js__WEBPACK_IMPORTED_MODULE_4__/* .isTimeout */ .kL)(error) ? new BootstrapError(`${name}: ${(0,_http_js__WEBPACK_IMPORTED_MODULE_4__/* .noAnswer */ .qE)(source, timeoutMs)}`) : error;
        }
    }
    try {
        return await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(workspace, source));
    }
    catch (error) {
        throw new BootstrapError(`${name} ${source} cannot be read: ${error.message}`);
    }
}
/** A sitemap that is not well-formed XML; the message is the parser's first line. */
class SitemapXmlError extends Error {
    name = 'SitemapXmlError';
}
function readEntries(xml, source, name) {
    try {
        return readSitemapXml(xml);
    }
    catch (error) {
        if (error instanceof SitemapXmlError)
            throw new BootstrapError(`${name} ${source} is not valid XML: ${error.message}`);
        throw error;
    }
}
/**
 * Reads a sitemap as a stream of events, building no tree (a sitemap can hold 50,000 URLs);
 * strict, so a truncated or malformed file is an error (SitemapXmlError), not a shorter list.
 */
function readSitemapXml(xml) {
    const found = { root: undefined, urls: [], sitemaps: [] };
    const open = [];
    let value = '';
    let entry = {};
    const parser = sax__WEBPACK_IMPORTED_MODULE_3___default().parser(true, { xmlns: false });
    const local = (name) => name.replace(/^.*:/, '');
    parser.onerror = (error) => {
        throw error;
    };
    parser.onopentag = (tag) => {
        const name = local(tag.name);
        if (open.length === 0)
            found.root = name;
        if (open.length === 1)
            entry = {};
        open.push(name);
        value = '';
    };
    parser.ontext = parser.oncdata = (text) => (value += text);
    parser.onclosetag = () => {
        const name = open.pop();
        const parent = open.at(-1);
        const trimmed = value.trim();
        if (open.length === 2 && (parent === 'url' || parent === 'sitemap') && trimmed !== '' && (name === 'loc' || name === 'lastmod'))
            entry[name] = trimmed;
        if (open.length === 1 && name === 'url')
            found.urls.push(entry);
        if (open.length === 1 && name === 'sitemap' && entry.loc !== undefined)
            found.sitemaps.push(entry.lastmod === undefined ? { loc: entry.loc } : { loc: entry.loc, lastmod: entry.lastmod });
        value = '';
    };
    try {
        for (let at = 0; at < xml.length; at += 1 << 20)
            parser.write(xml.slice(at, at + (1 << 20)));
        parser.close();
    }
    catch (error) {
        throw new SitemapXmlError(error.message.split('\n')[0] ?? '');
    }
    return found;
}
/** How many entries a sitemap's text holds, and how many carry a lastmod; undefined when it is not well-formed XML. */
function sitemapEntries(xml) {
    let found;
    try {
        found = readSitemapXml(xml);
    }
    catch (error) {
        if (error instanceof SitemapXmlError)
            return undefined;
        throw error;
    }
    const entries = found.root === 'sitemapindex' ? found.sitemaps : found.urls;
    return { root: found.root, entries: entries.length, lastmods: entries.filter((e) => e.lastmod !== undefined).length };
}
/** `2026-08-12` or a W3C date-time → state instant; undefined for anything else. */
function lastmodToInstant(value) {
    const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    const date = dateOnly ? new Date(`${value}T00:00:00Z`) : (0,_core_dates_js__WEBPACK_IMPORTED_MODULE_5__/* .parseInstant */ .nV)(value.replace(/^(.*T\d{2}:\d{2})(Z|[+-]\d{2}:\d{2})$/, '$1:00$2'));
    if (!date || Number.isNaN(date.getTime()))
        return undefined;
    return (0,_core_dates_js__WEBPACK_IMPORTED_MODULE_5__/* .formatInstant */ .r4)(date);
}
/**
 * Reads a sitemap (or a sitemap index and its children; gzip allowed) from a path or URL.
 * Dates later than `now` are clamped to `now`: a sitemap must not date a page in the future.
 * `options.timeoutMs`: each request's deadline (the run's request-timeout).
 */
async function loadBootstrap(source, options) {
    // How the user spells the option: the input in the action, --bootstrap-sitemap in the CLI.
    const name = options.name ?? 'bootstrap-sitemap';
    const fetchImpl = options.fetch ?? ((url) => fetch(url, { signal: (0,_http_js__WEBPACK_IMPORTED_MODULE_4__/* .deadline */ .nl)(options.timeoutMs) }));
    const now = (0,_core_dates_js__WEBPACK_IMPORTED_MODULE_5__/* .formatInstant */ .r4)(options.now);
    const lastmods = new Map();
    const queue = [{ source, depth: 0 }];
    let files = 0;
    while (queue.length > 0) {
        const item = queue.shift();
        if (++files > MAX_CHILD_SITEMAPS + 1) {
            options.log.warning(`${name}: more than ${MAX_CHILD_SITEMAPS} child sitemaps; the rest are ignored`);
            break;
        }
        let bytes = await readSource(item.source, options.workspace, fetchImpl, options.timeoutMs, name);
        if (bytes[0] === 0x1f && bytes[1] === 0x8b)
            bytes = (0,node_zlib__WEBPACK_IMPORTED_MODULE_2__.gunzipSync)(bytes);
        const found = readEntries(bytes.toString('utf8'), item.source, name);
        if (found.root === undefined)
            throw new BootstrapError(`${name} ${item.source} is empty`);
        if (found.root === 'sitemapindex' && item.depth === 0) {
            for (const { loc } of found.sitemaps) {
                // A local index names its children by URL; look for them next to the index file.
                const child = /^https?:\/\//i.test(source) ? loc : node_path__WEBPACK_IMPORTED_MODULE_1___default().join(node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(source), node_path__WEBPACK_IMPORTED_MODULE_1___default().posix.basename(new URL(loc).pathname));
                queue.push({ source: child, depth: 1 });
            }
            continue;
        }
        if (found.root !== 'urlset')
            throw new BootstrapError(`${name} ${item.source} is neither a <urlset> nor a <sitemapindex>`);
        for (const { loc, lastmod } of found.urls) {
            if (!loc || !lastmod)
                continue;
            const instant = lastmodToInstant(lastmod);
            if (!instant) {
                options.log.warning(`${name}: ignoring lastmod '${lastmod}' of ${loc} (not a W3C date)`);
                continue;
            }
            lastmods.set(loc, Date.parse(instant) > Date.parse(now) ? now : instant);
        }
    }
    if (lastmods.size === 0)
        options.log.warning(`${name} ${source} has no <url> with a usable <lastmod>: no date is seeded`);
    return { source, lastmods };
}


/***/ }),

/***/ 13233:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DF: () => (/* binding */ parseWait),
/* harmony export */   LT: () => (/* binding */ parseVerify),
/* harmony export */   Y7: () => (/* binding */ parsePages),
/* harmony export */   hh: () => (/* binding */ parseAudit),
/* harmony export */   l0: () => (/* binding */ DEFAULT_VERIFY_PAGES)
/* harmony export */ });
/* unused harmony exports AUDIT_USAGE, VERIFY_USAGE, wholeNumber, crawlLimits */
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(57975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_dates_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(80194);
/* harmony import */ var _core_urls_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(81221);
/* harmony import */ var _crawl_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(81903);
/* harmony import */ var _options_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(55686);
// The flags of `lastmod audit` and `lastmod verify`, and their bounds, shared with the action's
// verify mode (inputs.ts names them as inputs).





const DEFAULT_VERIFY_PAGES = 50;
const MAX_WAIT = 3600;
const SHARED = `Bounds: --pages N|all (pages requested), --concurrency N (requests at once, default ${_crawl_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_CONCURRENCY */ .WH}),
--request-timeout SECONDS (each request, default ${_options_js__WEBPACK_IMPORTED_MODULE_2__/* .RUN_DEFAULTS */ .fv.requestTimeout}), --deadline SECONDS (the whole check,
default ${_crawl_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_DEADLINE */ .Du}). Requests name lastmod and its version in User-Agent; robots.txt is
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
        throw new _core_urls_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(`${name} must be ${what} from ${min} to ${max}; got '${text}'`);
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
        concurrency: concurrency === undefined ? _crawl_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_CONCURRENCY */ .WH : wholeNumber(concurrency, flag('concurrency'), 1, 32, 'a number of requests'),
        requestTimeout: timeout === undefined ? _options_js__WEBPACK_IMPORTED_MODULE_2__/* .RUN_DEFAULTS */ .fv.requestTimeout : (0,_options_js__WEBPACK_IMPORTED_MODULE_2__/* .parseRequestTimeout */ .wZ)(timeout, flag('request-timeout')),
        deadline: total === undefined ? _crawl_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_DEADLINE */ .Du : wholeNumber(total, flag('deadline'), 1, 86_400, 'a number of seconds')
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
            throw new _core_urls_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(`unknown flag ${unknown[1]} for ${command}; see ${command} --help`);
        const missing = /Option '([^']+?)(?: <value>)?' argument missing/.exec(message);
        if (missing)
            throw new _core_urls_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(`${missing[1]?.replace(/^-\w, /, '')} needs a value; see ${command} --help`);
        const ambiguous = /Option '([^']+)' argument is ambiguous/.exec(message);
        if (ambiguous)
            throw new _core_urls_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(`${ambiguous[1]?.replace(/^-\w, /, '') ?? ''} is given a value that starts with "-": write it ${ambiguous[1] ?? ''}=VALUE if you mean it`);
        throw new _core_urls_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(message.split('\n')[0] ?? message);
    }
}
function parseNow(value, clock) {
    if (value === undefined)
        return clock();
    const parsed = (0,_core_dates_js__WEBPACK_IMPORTED_MODULE_4__/* .parseInstant */ .nV)(value);
    if (!parsed)
        throw new _core_urls_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(`--now must be an ISO 8601 date-time with a zone, e.g. 2026-08-12T06:00:00Z; got '${value}'`);
    return parsed;
}
function httpUrl(text, name, example) {
    let url;
    try {
        url = new URL(text);
    }
    catch {
        throw new _core_urls_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(`${name} must be an http(s) URL such as ${example}; got '${text}'`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
        throw new _core_urls_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(`${name} must be an http(s) URL such as ${example}; got '${url.protocol}…'`);
    return text;
}
const flag = (name) => `--${name}`;
function parseAudit(argv, clock) {
    const { values, positionals } = parse(argv, AUDIT_OPTIONS, 'lastmod audit');
    if (values.help)
        return { kind: 'help', text: AUDIT_USAGE };
    if (positionals.length !== 1)
        throw new _core_urls_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(`lastmod audit needs one SITEMAP (a URL or a file); got ${positionals.length}`);
    const sitemap = positionals[0];
    if (/^[a-z][a-z\d+.-]*:\/\//i.test(sitemap))
        httpUrl(sitemap, 'SITEMAP', 'https://example.com/sitemap.xml');
    const config = { sitemap, pages: values.pages === undefined ? 0 : parsePages(values.pages, '--pages'), now: parseNow(values.now, clock) };
    if (values['site-url'] !== undefined)
        config.siteUrl = (0,_core_urls_js__WEBPACK_IMPORTED_MODULE_3__/* .parseSiteUrl */ .A5)(values['site-url']).href;
    if (values.json !== undefined)
        config.jsonFile = values.json;
    return { kind: 'audit', config, limits: crawlLimits((name) => values[name], flag) };
}
function parseVerify(argv, clock) {
    const { values, positionals } = parse(argv, VERIFY_OPTIONS, 'lastmod verify');
    if (values.help)
        return { kind: 'help', text: VERIFY_USAGE };
    if (positionals.length > 0)
        throw new _core_urls_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(`unexpected argument '${positionals[0] ?? ''}'; lastmod verify takes flags only (--site-url, --state-file…)`);
    const siteText = values['site-url'];
    if (siteText === undefined || siteText.trim() === '')
        throw new _core_urls_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz('--site-url is required: the public URL of the deployed site, as given to the run');
    const siteUrl = (0,_core_urls_js__WEBPACK_IMPORTED_MODULE_3__/* .parseSiteUrl */ .A5)(siteText).href;
    const stateFile = values['state-file'];
    if (stateFile === undefined || stateFile.trim() === '')
        throw new _core_urls_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz('--state-file is required: the state of the run that deployed');
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

/***/ 81903:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Du: () => (/* binding */ DEFAULT_DEADLINE),
/* harmony export */   R9: () => (/* binding */ runVerify),
/* harmony export */   WH: () => (/* binding */ DEFAULT_CONCURRENCY),
/* harmony export */   bD: () => (/* binding */ runAudit)
/* harmony export */ });
/* unused harmony exports RETRY_INTERVAL, ROBOTS_AGENT, userAgent, CrawlError, withoutCredentials, Crawler, readSitemaps */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(38522);
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_zlib__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _core_crawl_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(97480);
/* harmony import */ var _core_exclusions_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(73598);
/* harmony import */ var _core_headers_file_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(5340);
/* harmony import */ var _core_urls_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(81221);
/* harmony import */ var _atomic_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(45799);
/* harmony import */ var _bootstrap_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9310);
/* harmony import */ var _http_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(93618);
/* harmony import */ var _redact_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(21247);
// `lastmod audit` and `lastmod verify`: fetch what a crawler fetches (robots.txt, the sitemaps, a
// sample of pages, conditional GETs) politely and within bounds, and hand it to core/crawl.ts to
// judge. Reads only: it never writes the state, a sitemap or a page.











/** Requests at once, by default: a crawler's politeness, not a load test. */
const DEFAULT_CONCURRENCY = 4;
/** The whole check's time (seconds), not counting --wait. */
const DEFAULT_DEADLINE = 300;
/** How long verify waits between two reads of the sitemaps while they are stale (seconds). */
const RETRY_INTERVAL = 10;
const MAX_REDIRECTS = 10;
const MAX_SITEMAP_FILES = 1000;
/** The token robots.txt groups are matched against. */
const ROBOTS_AGENT = 'lastmod';
const userAgent = (version) => `${ROBOTS_AGENT}/${version} (lastmod-action sitemap check)`;
/** A request that got no answer: unreachable, TLS, a redirect loop, a deadline. */
class CrawlError extends Error {
    name = 'CrawlError';
}
/** The URL as output may show it: without user name and password. */
function withoutCredentials(text) {
    try {
        const url = new URL(text);
        if (url.username === '' && url.password === '')
            return text;
        url.username = '';
        url.password = '';
        return url.href;
    }
    catch {
        return text;
    }
}
/** Fetch with a concurrency limit, a per-request and a total deadline, manual redirects and basic auth for one origin. */
class Crawler {
    settings;
    active = 0;
    waiting = [];
    total;
    fetch;
    auth;
    secrets;
    constructor(settings, 
    /** The URL given by the user: its credentials are sent to its origin only. */
    given, extraSeconds = 0) {
        this.settings = settings;
        this.total = AbortSignal.timeout((settings.deadline + extraSeconds) * 1000);
        this.fetch = settings.fetch ?? globalThis.fetch;
        let auth;
        if (given !== undefined && /^https?:/i.test(given)) {
            const url = new URL(given);
            if (url.username !== '' || url.password !== '') {
                const credentials = `${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`;
                auth = { origin: url.origin, header: `Basic ${Buffer.from(credentials).toString('base64')}` };
            }
        }
        this.auth = auth;
        // Its user name, password and query values; the URL itself is shown without its credentials.
        this.secrets = given === undefined ? [] : (0,_redact_js__WEBPACK_IMPORTED_MODULE_8__/* .urlSecrets */ .Fn)(given, false).filter((s) => s !== given);
    }
    /** Text for output with every form of the given URL's secrets masked. */
    mask(text) {
        let out = text;
        for (const secret of this.secrets)
            out = out.split(secret).join('***');
        return out;
    }
    get deadlinePassed() {
        return this.total.aborted;
    }
    /** GET `url` (redirects followed, at most MAX_REDIRECTS, loops refused); throws CrawlError when there is no answer. */
    async get(text, headers = {}) {
        await this.slot();
        try {
            const redirects = [];
            const seen = new Set();
            let url = withoutCredentials(text);
            for (;;) {
                seen.add(url);
                const response = await this.once(url, headers);
                const location = response.headers.get('location');
                if (response.status >= 300 && response.status < 400 && response.status !== 304 && location !== null) {
                    await response.arrayBuffer().catch(() => undefined);
                    const next = new URL(location, url).href;
                    if (seen.has(next))
                        throw new CrawlError(`redirect loop: ${[...seen, next].map(withoutCredentials).join(' → ')}`);
                    if (redirects.length >= MAX_REDIRECTS)
                        throw new CrawlError(`more than ${MAX_REDIRECTS} redirects from ${withoutCredentials(text)}`);
                    redirects.push(next);
                    url = next;
                    continue;
                }
                const body = Buffer.from(await response.arrayBuffer());
                return { status: response.status, headers: response.headers, body, redirects, url };
            }
        }
        catch (error) {
            if (error instanceof CrawlError)
                throw error;
            throw new CrawlError(this.why(error));
        }
        finally {
            this.release();
        }
    }
    async once(url, headers) {
        const auth = this.auth !== undefined && new URL(url).origin === this.auth.origin ? { authorization: this.auth.header } : {};
        return this.fetch(url, {
            redirect: 'manual',
            headers: { 'user-agent': userAgent(this.settings.version), ...auth, ...headers },
            signal: AbortSignal.any([(0,_http_js__WEBPACK_IMPORTED_MODULE_7__/* .deadline */ .nl)(this.settings.requestTimeout * 1000), this.total])
        });
    }
    why(error) {
        if (this.total.aborted)
            return `the check's deadline of ${this.settings.deadline} s passed`;
        if ((0,_http_js__WEBPACK_IMPORTED_MODULE_7__/* .isTimeout */ .kL)(error))
            return `no answer within ${this.settings.requestTimeout} s`;
        const cause = error?.cause;
        const code = typeof cause?.code === 'string' ? cause.code : '';
        if (/CERT|SSL|TLS|SELF_SIGNED|UNABLE_TO_VERIFY|ERR_TLS/i.test(code))
            return `TLS error (${code})`;
        if (code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'ECONNRESET' || code === 'EHOSTUNREACH')
            return `cannot be reached (${code})`;
        return this.mask((0,_http_js__WEBPACK_IMPORTED_MODULE_7__/* .describeError */ .Uc)(error));
    }
    async slot() {
        if (this.active < this.settings.concurrency) {
            this.active++;
            return;
        }
        await new Promise((resolve) => this.waiting.push(resolve));
    }
    release() {
        const next = this.waiting.shift();
        if (next !== undefined)
            next();
        else
            this.active--;
    }
}
const isUrl = (text) => /^https?:\/\//i.test(text);
/** The cache headers that came with an answer. */
function cacheHeadersOf(headers) {
    const out = {};
    for (const name of _core_crawl_js__WEBPACK_IMPORTED_MODULE_3__/* .CACHE_HEADERS */ .oL) {
        const value = headers.get(name);
        if (value !== null)
            out[name] = value;
    }
    return out;
}
/** A sitemap's bytes, judged: HTML served as a sitemap, not XML, neither root. Throws CrawlError. */
function parseSitemap(bytes, source, contentType) {
    let raw = bytes;
    if (raw[0] === 0x1f && raw[1] === 0x8b) {
        try {
            raw = (0,node_zlib__WEBPACK_IMPORTED_MODULE_2__.gunzipSync)(raw);
        }
        catch (error) {
            throw new CrawlError(`${source} is gzip that cannot be read: ${error.message}`);
        }
    }
    const text = raw.toString('utf8');
    if (/^\s*(?:<!doctype html|<html)/i.test(text) || /^text\/html/i.test(contentType ?? '')) {
        throw new CrawlError(`${source} is an HTML page, not a sitemap${contentType === null ? '' : ` (content-type ${contentType})`}`);
    }
    let entries;
    try {
        entries = (0,_bootstrap_js__WEBPACK_IMPORTED_MODULE_6__/* .readSitemapXml */ .bR)(text);
    }
    catch (error) {
        if (error instanceof _bootstrap_js__WEBPACK_IMPORTED_MODULE_6__/* .SitemapXmlError */ .PH)
            throw new CrawlError(`${source} is not XML: ${error.message}`);
        throw error;
    }
    if (entries.root !== 'urlset' && entries.root !== 'sitemapindex')
        throw new CrawlError(`${source} is neither a sitemap <urlset> nor a <sitemapindex>`);
    return { root: entries.root, bytes: raw.length, urls: entries.urls, sitemaps: entries.sitemaps };
}
async function readOne(source, crawler) {
    if (isUrl(source)) {
        const answer = await crawler.get(source);
        const shown = withoutCredentials(source);
        if (answer.status !== 200)
            throw new CrawlError(`${shown} answered HTTP ${answer.status}`);
        return { source: shown, cache: cacheHeadersOf(answer.headers), ...parseSitemap(answer.body, shown, answer.headers.get('content-type')) };
    }
    let bytes;
    try {
        bytes = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(source);
    }
    catch (error) {
        throw new CrawlError(`${source} cannot be read: ${error.code ?? error.message}`);
    }
    return { source, cache: {}, ...parseSitemap(bytes, source, null) };
}
/** The sitemaps a source names: robots.txt's Sitemap lines for a site root or a robots.txt, else itself. */
async function topSitemaps(source, crawler) {
    if (!isUrl(source))
        return [source];
    const url = new URL(source);
    const isRobots = url.pathname === '/robots.txt';
    if (!isRobots && !url.pathname.endsWith('/'))
        return [source];
    const robotsUrl = new URL('/robots.txt', url).href;
    const answer = await crawler.get(robotsUrl);
    const listed = answer.status === 200 ? (0,_core_exclusions_js__WEBPACK_IMPORTED_MODULE_4__/* .robotsSitemaps */ .ET)(answer.body.toString('utf8'), withoutCredentials(robotsUrl)) : [];
    if (listed.length > 0)
        return listed;
    if (isRobots)
        throw new CrawlError(`${withoutCredentials(robotsUrl)} has no Sitemap: line`);
    return [new URL('sitemap.xml', url).href];
}
/**
 * Every sitemap a source leads to, indexes followed one level (gzip read). The top-level files
 * must be read (CrawlError otherwise: nothing to check); a child that fails is a finding.
 */
async function readSitemaps(source, crawler) {
    const files = [];
    const failures = [];
    const tops = await topSitemaps(source, crawler);
    for (const top of tops) {
        const file = await readOne(top, crawler);
        files.push(file);
        if (file.root !== 'sitemapindex')
            continue;
        const children = file.sitemaps.slice(0, MAX_SITEMAP_FILES);
        const read = await Promise.all(children.map(async ({ loc }) => {
            // A local index names its children by URL: they are looked for beside it.
            const child = isUrl(top) ? loc : node_path__WEBPACK_IMPORTED_MODULE_1___default().join(node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(top), node_path__WEBPACK_IMPORTED_MODULE_1___default().posix.basename(safePath(loc)));
            try {
                const got = await readOne(child, crawler);
                if (got.root === 'sitemapindex')
                    return { source: loc, reason: 'an index inside an index, which the protocol does not allow' };
                // Named as the index names it, so that its entry and the file meet (index-lastmod-older).
                return { ...got, source: isUrl(top) ? got.source : loc, parent: file.source };
            }
            catch (error) {
                if (error instanceof CrawlError)
                    return { source: loc, reason: error.message };
                throw error;
            }
        }));
        for (const r of read)
            if ('root' in r)
                files.push(r);
            else
                failures.push(r);
    }
    return { files, failures };
}
function safePath(loc) {
    try {
        return new URL(loc).pathname;
    }
    catch {
        return loc;
    }
}
/** robots.txt of each origin, read once; a missing or unreadable one allows everything. */
class RobotsCache {
    crawler;
    checks = new Map();
    constructor(crawler) {
        this.crawler = crawler;
    }
    allowed(url) {
        const origin = new URL(url).origin;
        let check = this.checks.get(origin);
        if (check === undefined) {
            check = this.crawler.get(`${origin}/robots.txt`).then((answer) => (0,_core_exclusions_js__WEBPACK_IMPORTED_MODULE_4__/* .robotsDisallow */ .hQ)(answer.status === 200 ? answer.body.toString('utf8') : undefined, new URL(origin), ROBOTS_AGENT), () => (0,_core_exclusions_js__WEBPACK_IMPORTED_MODULE_4__/* .robotsDisallow */ .hQ)(undefined, new URL(origin)));
            this.checks.set(origin, check);
        }
        return check.then((disallowed) => !disallowed(url));
    }
}
/**
 * What each page answers: status, redirects, noindex, canonical, dates, validators; with
 * `revalidate`, a conditional GET with its own validators, and for the pages in `beforeChange` one
 * dated a second before their change.
 */
async function probePages(urls, crawler, options) {
    const robots = new RobotsCache(crawler);
    return Promise.all(urls.map(async (url) => {
        const answer = { url, redirects: [], pageDates: [] };
        if (!(await robots.allowed(url)))
            return { ...answer, disallowed: true };
        try {
            const got = await crawler.get(url, { accept: 'text/html,application/xhtml+xml' });
            answer.status = got.status;
            answer.redirects = got.redirects;
            const lastModified = got.headers.get('last-modified');
            const etag = got.headers.get('etag');
            if (lastModified !== null)
                answer.lastModified = lastModified;
            if (etag !== null)
                answer.etag = etag;
            if (got.status === 200 && /html/i.test(got.headers.get('content-type') ?? 'text/html'))
                Object.assign(answer, (0,_core_crawl_js__WEBPACK_IMPORTED_MODULE_3__/* .readPage */ .SP)(got.body.toString('utf8'), got.url));
            if (got.status === 200 && options.revalidate) {
                if (etag !== null || lastModified !== null) {
                    const validators = { ...(etag === null ? {} : { 'if-none-match': etag }), ...(lastModified === null ? {} : { 'if-modified-since': lastModified }) };
                    answer.revalidated = (await crawler.get(got.url, validators)).status;
                }
                const changed = options.beforeChange.get(url);
                const previous = changed?.previous;
                if (previous !== undefined) {
                    const validators = { ...(previous.etag === undefined ? {} : { 'if-none-match': previous.etag }), ...(previous.lastModified === undefined ? {} : { 'if-modified-since': previous.lastModified }) };
                    answer.beforeChange = (await crawler.get(got.url, validators)).status;
                }
                else if (changed?.at !== undefined && lastModified !== null) {
                    const before = new Date(Date.parse(changed.at) - 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');
                    answer.beforeChange = (await crawler.get(got.url, { 'if-modified-since': (0,_core_headers_file_js__WEBPACK_IMPORTED_MODULE_9__/* .httpDate */ .z7)(before) })).status;
                }
            }
        }
        catch (error) {
            if (!(error instanceof CrawlError))
                throw error;
            answer.error = error.message;
        }
        return answer;
    }));
}
/** The sitemap's own host: where its URLs should be. */
function hostOf(config) {
    const url = isUrl(config.sitemap) ? config.sitemap : config.siteUrl;
    return url === undefined ? undefined : new URL(url).host;
}
/** A source that cannot be read ends the command with exit 2, its flag named. */
function unreachable(error, what) {
    if (error instanceof CrawlError)
        throw new _core_urls_js__WEBPACK_IMPORTED_MODULE_10__/* .InputError */ .dz(`${what}: ${error.message}`);
    throw error;
}
async function runAudit(config, settings) {
    const crawler = new Crawler(settings, config.sitemap);
    const read = await readSitemaps(config.sitemap, crawler).catch((error) => unreachable(error, `SITEMAP ${crawler.mask(withoutCredentials(config.sitemap))}`));
    const entries = read.files.flatMap((f) => f.urls.map((u) => u.loc)).filter((loc) => loc !== undefined && isUrl(loc));
    const sample = [...new Set(entries)].slice(0, config.pages);
    const pages = await probePages(sample, crawler, { revalidate: false, beforeChange: new Map() });
    const host = hostOf(config);
    const findings = (0,_core_crawl_js__WEBPACK_IMPORTED_MODULE_3__/* .auditFindings */ .y1)({ files: read.files, failures: read.failures, ...(host === undefined ? {} : { host }), now: config.now, pages });
    return finish(crawler, (0,_core_crawl_js__WEBPACK_IMPORTED_MODULE_3__/* .crawlReport */ .ge)({ command: 'audit', version: settings.version, target: withoutCredentials(config.sitemap), checkedAt: config.now.toISOString(), files: read.files, pagesRequested: pages.filter((p) => p.disallowed !== true).length, findings, pages }), config.jsonFile);
}
async function runVerify(config, state, settings) {
    const crawler = new Crawler(settings, config.sitemapUrl, config.wait);
    const expected = (0,_core_crawl_js__WEBPACK_IMPORTED_MODULE_3__/* .expectedPages */ .Zv)(state, new URL(config.siteUrl));
    const sleep = settings.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
    let attempts = 0;
    let waited = 0;
    let read;
    let sitemapFindings;
    for (;;) {
        attempts++;
        read = await readSitemaps(config.sitemapUrl, crawler).catch((error) => unreachable(error, `the deployed sitemap (--sitemap-url ${crawler.mask(withoutCredentials(config.sitemapUrl))})`));
        sitemapFindings = (0,_core_crawl_js__WEBPACK_IMPORTED_MODULE_3__/* .sitemapAgainstState */ .CW)(read.files, read.failures, expected);
        const behind = sitemapFindings.some((f) => f.kind === 'stale' || f.kind === 'missing');
        // Waited time is counted by the sleeps, not the clock: a slow machine waits no less, and no more.
        if (!behind || waited >= config.wait)
            break;
        const pause = Math.min(RETRY_INTERVAL, config.wait - waited);
        settings.log.info(`the deployed sitemap is behind the state; reading it again in ${pause} s (${config.wait - waited} s of --wait left)`);
        await sleep(pause * 1000);
        waited += pause;
    }
    const changed = (0,_core_crawl_js__WEBPACK_IMPORTED_MODULE_3__/* .changedByLastRun */ .J9)(expected);
    const sample = (0,_core_crawl_js__WEBPACK_IMPORTED_MODULE_3__/* .samplePages */ .Zo)(expected, changed, config.pages);
    const previous = config.previousReport === undefined ? new Map() : await readValidators(config.previousReport);
    const beforeChange = new Map();
    const sampled = new Set(sample);
    for (const e of expected.values()) {
        if (!changed.has(e.url) || !sampled.has(e.url))
            continue;
        const validators = previous.get(e.url);
        beforeChange.set(e.url, { ...(config.lastModified ? { at: e.lastmod } : {}), ...(validators === undefined ? {} : { previous: validators }) });
    }
    const probed = await probePages(sample, crawler, { revalidate: true, beforeChange });
    const pages = config.htmlDates ? probed : probed.map((p) => ({ ...p, pageDates: [] }));
    const findings = [...sitemapFindings, ...(0,_core_crawl_js__WEBPACK_IMPORTED_MODULE_3__/* .verifyPageFindings */ .p)(pages, expected, { lastModified: config.lastModified, changed })];
    return finish(crawler, (0,_core_crawl_js__WEBPACK_IMPORTED_MODULE_3__/* .crawlReport */ .ge)({ command: 'verify', version: settings.version, target: withoutCredentials(config.siteUrl), checkedAt: config.now.toISOString(), files: read.files, pagesRequested: pages.filter((p) => p.disallowed !== true).length, attempts, findings, pages }), config.jsonFile);
}
async function readValidators(file) {
    let text;
    try {
        text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(file, 'utf8');
    }
    catch (error) {
        throw new _core_urls_js__WEBPACK_IMPORTED_MODULE_10__/* .InputError */ .dz(`--previous-report ${file} cannot be read: ${error.code ?? error.message}`);
    }
    let parsed;
    try {
        parsed = JSON.parse(text);
    }
    catch {
        parsed = undefined;
    }
    const validators = (0,_core_crawl_js__WEBPACK_IMPORTED_MODULE_3__/* .validatorsOf */ .pX)(parsed);
    if (validators === undefined)
        throw new _core_urls_js__WEBPACK_IMPORTED_MODULE_10__/* .InputError */ .dz(`--previous-report ${file} is not the JSON report of lastmod verify (--json)`);
    return validators;
}
/** The report with the given URL's secrets masked everywhere, and written to the JSON file when asked. */
async function finish(crawler, report, jsonFile) {
    const masked = JSON.parse(crawler.mask(JSON.stringify(report)));
    if (jsonFile !== undefined)
        await (0,_atomic_js__WEBPACK_IMPORTED_MODULE_5__/* .writeFileAtomic */ .Zf)(jsonFile, `${JSON.stringify(masked, null, 2)}\n`);
    return masked;
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

/***/ 54333:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Th: () => (/* binding */ isTrackingParam),
/* harmony export */   Wn: () => (/* binding */ normalizeContentUrl)
/* harmony export */ });
/* unused harmony export TRACKING_PARAMS */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _own_copy_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4297);
// Normalisation of URLs found in page content (link targets, image and media sources).
//
// A URL in content is significant: a changed link target or image is a content change. What is
// not significant is how the build happened to spell it: the site's domain and base path, asset
// fingerprints, cache-busting queries, tracking parameters, fragment ids of in-page anchors and
// query parameter order. This module removes exactly those, and nothing that can name a
// different resource on a page link (a `/blog/2024-deadbeef12/` slug is kept as written).


/**
 * The ONE list of tracking parameters, dropped from every http(s) URL (pages and assets alike).
 * Names are compared lower-cased. `prefixes` match a family (`utm_source`, `utm_medium`, …).
 */
const TRACKING_PARAMS = {
    prefixes: ['utm_', 'pk_', 'mtm_', 'hsa_'],
    names: new Set([
        // Google
        'gclid', 'gclsrc', 'dclid', 'gbraid', 'wbraid', 'gad_source', 'gad_campaignid', '_ga', '_gl', 'srsltid',
        // Meta, Microsoft, Yandex, social networks
        'fbclid', 'msclkid', 'yclid', 'ysclid', 'igshid', 'igsh', 'twclid', 'ttclid', 'li_fat_id', 'ref_src', 'ref_url',
        'epik', 'rdt_cid', 'sccid',
        // Mailchimp, HubSpot, Marketo, Adobe, Vero, others
        'mc_cid', 'mc_eid', '_hsenc', '_hsmi', '__hssc', '__hstc', '__hsfp', 'hsctatracking', 'mkt_tok',
        's_kwcid', 'ef_id', 'vero_id', 'vero_conv', '_kx', 'oly_anon_id', 'oly_enc_id', 'rb_clickid', 'wickedid',
        'irclickid', 'sc_cid', 'mbid'
    ])
};
/** True when a query parameter name is a tracking parameter (case-insensitive). */
function isTrackingParam(name) {
    const lower = name.toLowerCase();
    if (TRACKING_PARAMS.names.has(lower))
        return true;
    for (const prefix of TRACKING_PARAMS.prefixes)
        if (lower.startsWith(prefix))
            return true;
    return false;
}
/**
 * Cache-busting parameters: dropped on asset URLs only. On a page link `?v=…` can be content
 * (`youtube.com/watch?v=…`), so they are kept there.
 */
const CACHE_BUST_PARAMS = new Set([
    'v', 'ver', 'version', '_', '_v', '__v', 't', 'ts', 'timestamp', 'cb', 'cachebust', 'cache_bust', 'cache-bust',
    'cachebuster', 'nocache', 'bust', 'hash', 'h', 'rev', 'revision', 'build', 'buildid', 'dpl'
]);
/**
 * File extensions of assets: resources a build emits next to pages, often fingerprinted. Documents
 * a reader downloads (`.pdf`, `.zip`) are not here: their name is chosen by the author.
 */
const ASSET_EXTENSIONS = new Set([
    'js', 'mjs', 'cjs', 'css', 'map', 'json', 'wasm',
    'png', 'jpg', 'jpeg', 'jfif', 'pjpeg', 'gif', 'svg', 'webp', 'avif', 'jxl', 'apng', 'ico', 'bmp', 'tif', 'tiff', 'heic',
    'woff', 'woff2', 'ttf', 'otf', 'eot',
    'mp4', 'm4v', 'webm', 'ogv', 'mov', 'mp3', 'm4a', 'ogg', 'oga', 'wav', 'flac', 'vtt'
]);
/** The replacement for a fingerprint: visible in explanations, equal across builds. */
const FINGERPRINT_MARK = '*';
/**
 * Normalise a URL found in content.
 *
 * - trimmed; empty stays empty; unparsable → the trimmed raw text;
 * - a same-page anchor (`#x`, or the page's own URL with a fragment) → `#`: the text of the link is
 *   what matters, in-page ids are generated (heading slugs, footnote numbers);
 * - `data:` URLs → media type + a short SHA-256 of the whole URL (stable, short, still changes
 *   when the inlined data changes);
 * - other non-http(s) schemes (`mailto:`, `tel:`) → as the URL parser serialises them;
 * - http(s): tracking parameters dropped; on assets also cache-busting parameters and file-name /
 *   path fingerprints; remaining parameters sorted by name;
 * - same host as the site (http or https) and under its base path → path relative to the site
 *   root with a leading `/`; elsewhere → absolute.
 */
function normalizeContentUrl(raw, pageUrl, siteUrl) {
    const trimmed = raw.trim();
    if (trimmed === '')
        return '';
    if (trimmed.charCodeAt(0) === 0x23 /* # */)
        return '#';
    if (isDataUrl(trimmed))
        return summariseDataUrl(trimmed);
    if (!pageIndependent(trimmed))
        return normalizeParsed(trimmed, pageUrl, siteUrl);
    // Navigation, footer and asset URLs repeat on every page: parse each once per site (and per
    // page origin, for absolute URLs on another host).
    const context = contextOf(siteUrl, pageUrl);
    const links = context.links;
    const met = links.met;
    // The links of a page mostly repeat, in the same order, those of the page before it.
    const guess = links.before[met.length];
    if (guess !== undefined && guess.raw === trimmed) {
        met.push(guess);
        return guess.normalized;
    }
    let link = links.known.get(trimmed);
    if (link === undefined) {
        const normalized = simpleLink(trimmed, context) ?? normalizeParsed(trimmed, pageUrl, siteUrl);
        if (links.known.size >= CACHE_LIMIT)
            links.known.clear();
        // Both may be slices of the page: the cache outlives it.
        link = { raw: (0,_own_copy_js__WEBPACK_IMPORTED_MODULE_1__/* .ownCopy */ .S)(trimmed), normalized: (0,_own_copy_js__WEBPACK_IMPORTED_MODULE_1__/* .ownCopy */ .S)(normalized) };
        links.known.set(link.raw, link);
    }
    // A caller that gives many pages one URL object is one page here: `met` stays bounded.
    if (met.length < CACHE_LIMIT)
        met.push(link);
    return link.normalized;
}
/** `data:` in any case, with something after it. */
function isDataUrl(trimmed) {
    const c = trimmed.charCodeAt(0) | 0x20;
    return c === 0x64 /* d */ && trimmed.length > 5 && trimmed.slice(0, 5).toLowerCase() === 'data:';
}
/** One LinkCache per context; the last context is kept at hand, found by the very URL objects. */
const caches = new Map();
let last;
const CACHE_LIMIT = 20000;
const CONTEXT_LIMIT = 16;
function contextOf(site, page) {
    if (last !== undefined && last.page === page && last.site === site)
        return last;
    const key = site.href + '\n' + page.origin;
    let links = caches.get(key);
    if (links === undefined) {
        if (caches.size >= CONTEXT_LIMIT)
            caches.clear();
        links = { known: new Map(), met: [], before: [] };
        caches.set(key, links);
    }
    // Another page: its links are met from the first again.
    links.before = links.met;
    links.met = [];
    const base = site.pathname.endsWith('/') ? site.pathname : site.pathname + '/';
    const plain = page.host === site.host && page.username === '' && page.password === '';
    last = { site, page, links, plain, base, origin: page.origin };
    return last;
}
const ABSOLUTE_HTTP = /^https?:\/\//i;
/**
 * A URL whose normal form does not depend on the page it is on, beyond the page's origin: a
 * root-relative path or an absolute http(s) URL, without a fragment (a fragment is compared with
 * the page's own URL).
 */
function pageIndependent(trimmed) {
    if (trimmed.includes('#'))
        return false;
    if (trimmed.charCodeAt(0) === 0x2f /* / */)
        return trimmed.charCodeAt(1) !== 0x2f && trimmed.charCodeAt(1) !== 0x5c; /* \ */
    return ABSOLUTE_HTTP.test(trimmed);
}
/**
 * A root-relative link in its simplest spelling: path segments of unreserved characters (none
 * `.` or `..`, none empty), and a query of `name=value` pairs of letters, digits, `_`, `.` and
 * `-`. The URL parser and the query serialiser leave all of those as written.
 */
const SIMPLE_LINK = /^(?:\/[\w~-]+(?:\.[\w~-]+)*)*\/?(?:\?[\w.-]+=[\w.-]*(?:&[\w.-]+=[\w.-]*)*)?$/;
/**
 * normalizeParsed's answer for a simple link to a page of the site (see SIMPLE_LINK; not an
 * asset), without parsing a URL (about a third of its cost); undefined for anything else.
 */
function simpleLink(trimmed, context) {
    if (trimmed.charCodeAt(0) !== 0x2f || !context.plain || !SIMPLE_LINK.test(trimmed))
        return undefined;
    const mark = trimmed.indexOf('?');
    const path = mark < 0 ? trimmed : trimmed.slice(0, mark);
    if (isAssetPath(path))
        return undefined;
    let search = '';
    if (mark >= 0) {
        const query = trimmed.slice(mark + 1);
        if (!query.includes('&')) {
            // One pair, the usual case: kept as written unless it is tracking.
            const name = query.slice(0, query.indexOf('='));
            if (name === 'url')
                return undefined;
            if (!isTrackingParam(name))
                search = '?' + query;
        }
        else {
            const kept = [];
            for (const pair of query.split('&')) {
                const eq = pair.indexOf('=');
                const name = pair.slice(0, eq);
                // Next's image optimiser: left to normalizeParsed.
                if (name === 'url')
                    return undefined;
                if (!isTrackingParam(name))
                    kept.push([name, pair.slice(eq + 1)]);
            }
            kept.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
            if (kept.length > 0)
                search = '?' + kept.map(([name, value]) => name + '=' + value).join('&');
        }
    }
    const base = context.base;
    if (path.startsWith(base))
        return '/' + path.slice(base.length) + search;
    if (path + '/' === base)
        return '/' + search;
    return context.origin + path + search;
}
/** The normal form of a URL (see normalizeContentUrl), by parsing it. */
function normalizeParsed(trimmed, pageUrl, siteUrl) {
    let url;
    try {
        url = new URL(trimmed, pageUrl);
    }
    catch {
        return trimmed;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
        return url.href;
    const asset = isAssetPath(url.pathname);
    if (url.search !== '')
        cleanQuery(url, asset);
    if (asset)
        url.pathname = stripPathFingerprints(url.pathname);
    const sameSite = url.host === siteUrl.host;
    if (url.hash !== '' && sameSite && url.pathname === pageUrl.pathname && url.search === pageUrl.search)
        return '#';
    if (sameSite) {
        const base = siteUrl.pathname.endsWith('/') ? siteUrl.pathname : siteUrl.pathname + '/';
        const path = url.pathname;
        if (path.startsWith(base))
            return '/' + path.slice(base.length) + url.search + url.hash;
        if (path + '/' === base)
            return '/' + url.search + url.hash;
    }
    return url.href;
}
function summariseDataUrl(dataUrl) {
    const comma = dataUrl.indexOf(',');
    const head = (comma < 0 ? dataUrl : dataUrl.slice(0, comma)).slice(0, 100).toLowerCase().replace(/\s+/g, '');
    const digest = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(dataUrl).digest('hex').slice(0, 16);
    return `${head},sha256-${digest}`;
}
function isAssetPath(pathname) {
    const slash = pathname.lastIndexOf('/');
    const dot = pathname.lastIndexOf('.');
    if (dot <= slash + 1)
        return false; // no extension, or a dot file
    return ASSET_EXTENSIONS.has(pathname.slice(dot + 1).toLowerCase());
}
function cleanQuery(url, asset) {
    const kept = [];
    for (const [name, value] of url.searchParams) {
        if (isTrackingParam(name))
            continue;
        if (asset && CACHE_BUST_PARAMS.has(name.toLowerCase()))
            continue;
        if (name === 'url' && url.pathname.endsWith('/_next/image')) {
            // Next's image optimiser wraps the (fingerprinted) source path in a parameter.
            kept.push([name, value.startsWith('/') && isAssetPath(value) ? stripPathFingerprints(value) : value]);
            continue;
        }
        kept.push([name, value]);
    }
    if (kept.length === 0) {
        url.search = '';
        return;
    }
    // Stable sort by name: the relative order of repeated names is meaningful (`a=1&a=2`).
    kept.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    url.search = new URLSearchParams(kept).toString();
}
// ---------------------------------------------------------------------------------------------
// Fingerprints
//
// A fingerprint is a token of a path segment, tokens being separated by '.' or '-':
// - a lower-case hex run of 8+ characters containing a digit (webpack, Hugo, Gatsby, Next css);
// - Hugo's processed-image marker `_hu<hex>` (with the byte size that follows it in old versions);
// - a base64url-ish run of 8+ characters that looks random. How random it must look depends on
//   where it sits: right before the extension and after a name (`index-Bx7k2Qa9.css`, the
//   Vite/Astro/Rollup place) mixed case or interleaved letters and digits suffice; anywhere else
//   (a directory, a name's first token) it needs lower case, upper case and digits, interleaved,
//   so `background1.png`, `IMG_20240115_123456.jpg` and `summer23` stay.
// Whole directory segments of 16+ characters that look random are replaced too (Next build ids,
// which may contain '-' or '_'). Only applied to asset URLs.
function stripPathFingerprints(pathname) {
    const segments = pathname.split('/');
    const last = segments.length - 1;
    let changed = false;
    for (let i = 1; i <= last; i++) {
        const segment = segments[i];
        if (segment === undefined || segment === '')
            continue;
        const stripped = i === last ? stripFileName(segment) : stripDirectory(segment);
        if (stripped !== segment) {
            segments[i] = stripped;
            changed = true;
        }
    }
    return changed ? segments.join('/') : pathname;
}
const WHOLE_TOKEN = /^[A-Za-z0-9_-]{16,}$/;
const ELEVENTY_IMG = /^([A-Za-z0-9_-]{10})-(\d+)$/;
const ROLLUP_TAIL = /-([A-Za-z0-9_-]{8})$/;
/** Hugo image processing: `name_hu<hex>.jpg`, older `name_hu<md5>_<bytes>_800x0_resize_q75_box.jpg`. */
const HUGO_PROCESSED = /_hu[0-9a-f]{16,}(?:_\d+(?=_))?/g;
function stripDirectory(segment) {
    if (WHOLE_TOKEN.test(segment) && (isHexFingerprint(segment) || looksRandomStrict(segment)))
        return FINGERPRINT_MARK;
    return stripTokens(segment, false);
}
function stripFileName(name) {
    const dot = name.lastIndexOf('.');
    let stem = name.slice(0, dot);
    if (stem.includes('_hu'))
        stem = stem.replace(HUGO_PROCESSED, '_hu' + FINGERPRINT_MARK);
    const extension = name.slice(dot); // isAssetPath guarantees a dot
    // Eleventy Image: `<hash10>-<width>.<format>`: the whole stem is the hash and a width.
    const eleventy = ELEVENTY_IMG.exec(stem);
    if (eleventy !== null && eleventy[1] !== undefined && looksRandomLenient(eleventy[1])) {
        return `${FINGERPRINT_MARK}-${eleventy[2] ?? ''}${extension}`;
    }
    // Rollup/Vite/Astro: `<name>-<hash8>` where the base64url hash itself may contain '-' or '_'.
    const tail = ROLLUP_TAIL.exec(stem);
    if (tail !== null && tail.index > 0 && tail[1] !== undefined && looksRandomLenient(tail[1])) {
        return stripTokens(stem.slice(0, tail.index), false) + '-' + FINGERPRINT_MARK + extension;
    }
    return stripTokens(stem, true) + extension;
}
/** Replaces fingerprint tokens in a '.'/'-' separated string. */
function stripTokens(text, isFileStem) {
    let out = '';
    let start = 0;
    let index = 0;
    let changed = false;
    const length = text.length;
    while (start <= length) {
        let end = start;
        while (end < length) {
            const c = text.charCodeAt(end);
            if (c === 0x2e /* . */ || c === 0x2d /* - */)
                break;
            end++;
        }
        const token = text.slice(start, end);
        // The token right before the extension, after a name, is where bundlers put the hash.
        const tailPosition = isFileStem && end === length && index > 0;
        if (token.length >= 8 && (isHexFingerprint(token) || (tailPosition ? looksRandomLenient(token) : looksRandomStrict(token)))) {
            out += FINGERPRINT_MARK;
            changed = true;
        }
        else {
            out += token;
        }
        if (end < length)
            out += text[end];
        start = end + 1;
        index++;
    }
    return changed ? out : text;
}
function isHexFingerprint(token) {
    if (token.length < 8)
        return false;
    let digit = false;
    for (let i = 0; i < token.length; i++) {
        const c = token.charCodeAt(i);
        if (c >= 0x30 && c <= 0x39)
            digit = true;
        else if (c < 0x61 || c > 0x66)
            return false;
    }
    return digit;
}
function shapeOf(token) {
    const shape = { lower: 0, upper: 0, innerUpper: 0, digits: 0, transitions: 0, valid: true };
    let previous = -1;
    for (let i = 0; i < token.length; i++) {
        const c = token.charCodeAt(i);
        let kind;
        if (c >= 0x30 && c <= 0x39) {
            shape.digits++;
            kind = 0;
        }
        else if (c >= 0x61 && c <= 0x7a) {
            shape.lower++;
            kind = 1;
        }
        else if (c >= 0x41 && c <= 0x5a) {
            shape.upper++;
            if (i > 0)
                shape.innerUpper++;
            kind = 1;
        }
        else if (c === 0x5f /* _ */ || c === 0x2d /* - */) {
            kind = 2;
        }
        else {
            shape.valid = false;
            return shape;
        }
        if (previous !== -1 && kind !== previous)
            shape.transitions++;
        previous = kind;
    }
    return shape;
}
function looksRandomLenient(token) {
    if (token.length < 8)
        return false;
    const s = shapeOf(token);
    if (!s.valid)
        return false;
    if (s.lower > 0 && s.innerUpper > 0)
        return true;
    return s.digits > 0 && s.lower + s.upper > 0 && s.transitions >= 2;
}
function looksRandomStrict(token) {
    if (token.length < 8)
        return false;
    const s = shapeOf(token);
    return s.valid && s.lower > 0 && s.upper > 0 && s.digits > 0 && s.transitions >= 3;
}


/***/ }),

/***/ 97480:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CW: () => (/* binding */ sitemapAgainstState),
/* harmony export */   C_: () => (/* binding */ renderCrawlSummary),
/* harmony export */   J9: () => (/* binding */ changedByLastRun),
/* harmony export */   KY: () => (/* binding */ mismatchedPages),
/* harmony export */   SP: () => (/* binding */ readPage),
/* harmony export */   Zo: () => (/* binding */ samplePages),
/* harmony export */   Zv: () => (/* binding */ expectedPages),
/* harmony export */   ge: () => (/* binding */ crawlReport),
/* harmony export */   oL: () => (/* binding */ CACHE_HEADERS),
/* harmony export */   p: () => (/* binding */ verifyPageFindings),
/* harmony export */   pX: () => (/* binding */ validatorsOf),
/* harmony export */   sN: () => (/* binding */ staleUrls),
/* harmony export */   y1: () => (/* binding */ auditFindings),
/* harmony export */   z_: () => (/* binding */ renderCrawlText)
/* harmony export */ });
/* unused harmony exports MAX_SITEMAP_URLS, MAX_SITEMAP_BYTES, EXAMPLES, BUILD_TIME_SHARE, parseW3cDate, sameDate */
/* harmony import */ var _html_dates_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(21070);
/* harmony import */ var _extract_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(92106);
/* harmony import */ var _plan_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4620);
/* harmony import */ var _state_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7066);
/* harmony import */ var _urls_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(81221);
// What a crawler would make of a deployed sitemap and its pages: the findings of `lastmod audit`
// (any sitemap) and `lastmod verify` (the deployed site against the state). Pure: the adapter
// (adapters/crawl.ts) fetches, this judges what was fetched.





/** The protocol's limits for one sitemap file. */
const MAX_SITEMAP_URLS = 50_000;
const MAX_SITEMAP_BYTES = 50 * 1024 * 1024;
/** URLs named in each finding; the JSON report has the count. */
const EXAMPLES = 5;
/** A build stamps its pages over the minutes it runs: lastmods this close to the newest are its. */
const BUILD_WINDOW_MS = 5 * 60_000;
/** Share of the dated URLs near the newest lastmod from which a sitemap reads as stamped at build time. */
const BUILD_TIME_SHARE = 0.8;
/** The least number of dated URLs for that: two pages changed together are no signature. */
const BUILD_TIME_MIN_URLS = 3;
/** Clock skew and time zones: a date-time this far ahead, a date one day ahead, are not yet in the future. */
const FUTURE_SLACK_MS = 10 * 60_000;
const FUTURE_SLACK_DATE_MS = 24 * 3600_000;
/** Before the web had sitemaps or most pages: a default or a zero date, not a page's. */
const EARLIEST_YEAR = 1995;
/** Cache headers that tell where a stale copy came from. */
const CACHE_HEADERS = ['age', 'cache-control', 'cf-cache-status', 'x-cache', 'via'];
// YYYY, YYYY-MM, YYYY-MM-DD, and a time to the minute, second or fraction with a zone (W3C Datetime).
const W3C = /^(\d{4})(?:-(\d{2})(?:-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?)?)?$/;
/** A sitemap or page date: its instant, or why it is none. A time without a zone is read as UTC. */
function parseW3cDate(text) {
    const m = W3C.exec(text.trim());
    if (!m)
        return { kind: 'invalid' };
    const [, y, mo = '01', d = '01', h, mi, s = '00', frac = '', zone] = m;
    const time = h === undefined ? 'T00:00:00' : `T${h}:${mi}:${s}${frac}`;
    const iso = `${y}-${mo}-${d}${time}${zone ?? 'Z'}`;
    const ms = Date.parse(iso);
    // Date.parse rolls 2026-02-30 over to March: a real date must read back as written.
    if (Number.isNaN(ms) || new Date(Date.parse(`${y}-${mo}-${d}T00:00:00Z`)).toISOString().slice(0, 10) !== `${y}-${mo}-${d}`)
        return { kind: 'invalid' };
    if (Number(h ?? 0) > 23 || Number(mi ?? 0) > 59 || Number(s) > 59)
        return { kind: 'invalid' };
    if (h !== undefined && zone === undefined)
        return { kind: 'no-zone', ms };
    return { kind: 'date', ms, dateOnly: h === undefined };
}
/**
 * Whether two dates name the same moment: to the second, or to the day where one of them is a
 * date alone (either its UTC day or the day as written, before any zone offset).
 */
function sameDate(a, b) {
    const pa = parseW3cDate(a);
    const pb = parseW3cDate(b);
    if (pa.kind === 'invalid' || pb.kind === 'invalid')
        return a.trim() === b.trim();
    if ((pa.kind === 'date' && pa.dateOnly) || (pb.kind === 'date' && pb.dateOnly)) {
        const days = (text, ms) => [text.trim().slice(0, 10), new Date(ms).toISOString().slice(0, 10)];
        const da = days(a, pa.ms);
        return days(b, pb.ms).some((day) => da.includes(day));
    }
    return Math.floor(pa.ms / 1000) === Math.floor(pb.ms / 1000);
}
const item = (url, detail) => (detail === undefined ? { url } : { url, detail });
class Findings {
    list = [];
    add(kind, items, message, extra = {}) {
        if (items.length === 0)
            return;
        const all = items.map((i) => (typeof i === 'string' ? { url: i } : i));
        const examples = all.slice(0, EXAMPLES).map((i) => (i.detail === undefined ? i.url : `${i.url} (${i.detail})`));
        this.list.push({ kind, problem: true, count: all.length, message: message(all.length), examples, urls: all.map((i) => i.url), ...extra });
    }
}
const plural = (n, one, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
/** Every `<url>` of the urlset files, with the file it is in. */
function entriesOf(files) {
    return files.filter((f) => f.root === 'urlset').flatMap((file) => file.urls.map((u) => ({ ...u, file })));
}
/** What a crawler would distrust in a sitemap (and its sampled pages), each with its count and a few URLs. */
function auditFindings(input) {
    const out = new Findings();
    out.add('sitemap-unreadable', input.failures.map((f) => f.source), (n) => `${plural(n, 'child sitemap')} could not be read (${input.failures[0]?.reason ?? ''})`);
    const entries = entriesOf(input.files);
    const dated = [];
    const future = [];
    const ancient = [];
    const invalid = [];
    const noZone = [];
    const missing = [];
    const badLoc = [];
    const foreign = [];
    const seen = new Set();
    const duplicates = [];
    const now = input.now.getTime();
    for (const entry of entries) {
        const loc = entry.loc ?? '';
        let url;
        try {
            url = new URL(loc);
        }
        catch {
            badLoc.push(loc === '' ? item(entry.file.source, 'an empty <loc>') : item(loc));
        }
        if (url !== undefined && input.host !== undefined && url.host !== input.host)
            foreign.push(loc);
        if (seen.has(loc))
            duplicates.push(loc);
        seen.add(loc);
        if (entry.lastmod === undefined) {
            missing.push(loc);
            continue;
        }
        const date = parseW3cDate(entry.lastmod);
        if (date.kind === 'invalid') {
            invalid.push(item(loc, entry.lastmod));
            continue;
        }
        if (date.kind === 'no-zone')
            noZone.push(item(loc, entry.lastmod));
        const slack = date.kind === 'date' && date.dateOnly ? FUTURE_SLACK_DATE_MS : FUTURE_SLACK_MS;
        if (date.ms > now + slack)
            future.push(item(loc, entry.lastmod));
        else if (new Date(date.ms).getUTCFullYear() < EARLIEST_YEAR)
            ancient.push(item(loc, entry.lastmod));
        else
            dated.push({ loc, ms: date.ms });
    }
    buildTime(out, dated);
    out.add('future-lastmod', future, (n) => `${plural(n, 'lastmod')} in the future (after ${input.now.toISOString()})`);
    out.add('ancient-lastmod', ancient, (n) => `${plural(n, 'lastmod')} before ${EARLIEST_YEAR}: a default date, not the page's`);
    out.add('invalid-lastmod', invalid, (n) => `${plural(n, 'lastmod')} not in W3C Datetime (YYYY-MM-DD or YYYY-MM-DDThh:mm:ss with a zone)`);
    out.add('lastmod-without-zone', noZone, (n) => `${plural(n, 'lastmod')} with a time but no time zone: W3C Datetime requires one`);
    out.add('missing-lastmod', missing, (n) => `${plural(n, 'URL')} without a lastmod`);
    out.add('invalid-loc', badLoc, (n) => `${plural(n, '<loc>')} that ${n === 1 ? 'is' : 'are'} not an absolute URL`);
    out.add('duplicate-loc', duplicates, (n) => `${plural(n, 'duplicate <loc>')}: the same URL listed again`);
    out.add('foreign-host', foreign, (n) => `${plural(n, 'URL')} on another host than the sitemap's (${input.host ?? ''}): crawlers ignore them`);
    const oversized = input.files.filter((f) => f.urls.length > MAX_SITEMAP_URLS || f.bytes > MAX_SITEMAP_BYTES);
    out.add('oversized-sitemap', oversized.map((f) => item(f.source, `${f.urls.length} URLs, ${f.bytes} bytes`)), (n) => `${plural(n, 'sitemap')} over ${MAX_SITEMAP_URLS} URLs or 50 MB: crawlers read no further`);
    out.add('index-lastmod-older', indexOlder(input.files), (n) => `${plural(n, 'index entry', 'index entries')} with a lastmod older than the newest of its sitemap: crawlers may not read the child again`);
    pageFindings(out, input.pages, lastmodsByLoc(entries), { lastModified: true });
    return out.list;
}
/** Most lastmods at (or within a few minutes of) the newest: the time of the build, not of each page. */
function buildTime(out, dated) {
    if (dated.length < BUILD_TIME_MIN_URLS)
        return;
    // A loop, not Math.max(...): an index's children may hold more URLs than a call takes arguments.
    let newest = Number.NEGATIVE_INFINITY;
    for (const d of dated)
        if (d.ms > newest)
            newest = d.ms;
    const near = dated.filter((d) => newest - d.ms <= BUILD_WINDOW_MS);
    const share = near.length / dated.length;
    if (share < BUILD_TIME_SHARE)
        return;
    const when = new Date(newest).toISOString();
    const all = new Set(dated.map((d) => d.ms)).size === 1;
    out.add('build-time-lastmod', near.map((d) => d.loc), (n) => all
        ? `all ${n} lastmods are the same time (${when}): the build's, not each page's`
        : `${n} of ${dated.length} lastmods (${Math.round(share * 100)}%) are within 5 minutes of the newest (${when}): the build's time, not each page's`, { share: Math.round(share * 1000) / 1000 });
}
function indexOlder(files) {
    const out = [];
    for (const index of files.filter((f) => f.root === 'sitemapindex')) {
        for (const entry of index.sitemaps) {
            if (entry.lastmod === undefined)
                continue;
            const own = parseW3cDate(entry.lastmod);
            const child = files.find((f) => f.parent === index.source && f.source === entry.loc);
            if (own.kind === 'invalid' || child === undefined)
                continue;
            let newest = Number.NEGATIVE_INFINITY;
            for (const u of child.urls)
                if (u.lastmod !== undefined)
                    newest = Math.max(newest, ms(u.lastmod));
            // Compared to the second: the index may write the date with less precision than its child.
            if (Number.isFinite(newest) && Math.floor(own.ms / 1000) < Math.floor(newest / 1000) && !sameDate(entry.lastmod, new Date(newest).toISOString())) {
                out.push(item(entry.loc, `index ${entry.lastmod}, newest ${new Date(newest).toISOString()}`));
            }
        }
    }
    return out;
}
const ms = (text) => {
    const date = parseW3cDate(text);
    return date.kind === 'invalid' ? Number.NEGATIVE_INFINITY : date.ms;
};
function lastmodsByLoc(entries) {
    const map = new Map();
    for (const e of entries)
        if (e.loc !== undefined && !map.has(e.loc))
            map.set(e.loc, e.lastmod);
    return map;
}
/** The sampled pages against the lastmod listed for them. */
function pageFindings(out, pages, lastmods, check) {
    const answered = pages.filter((p) => p.disallowed !== true && p.error === undefined);
    out.add('robots-disallowed', pages.filter((p) => p.disallowed === true).map((p) => p.url), (n) => `${plural(n, 'listed URL')} that robots.txt disallows: crawlers may not fetch ${n === 1 ? 'it' : 'them'}`);
    const failed = [...pages.filter((p) => p.error !== undefined).map((p) => item(p.url, p.error)), ...answered.filter((p) => p.status !== 200).map((p) => item(p.url, `HTTP ${p.status ?? '?'}`))];
    out.add('page-status', failed, (n) => `${plural(n, 'listed page')} did not answer 200`);
    out.add('page-redirect', answered.filter((p) => p.redirects.length > 0).map((p) => item(p.url, `→ ${p.redirects.at(-1) ?? ''}`)), (n) => `${plural(n, 'listed URL')} redirect${n === 1 ? 's' : ''}: a sitemap should list the final URL`);
    const ok = answered.filter((p) => p.status === 200);
    out.add('page-noindex', ok.filter((p) => p.noindex === true).map((p) => p.url), (n) => `${plural(n, 'listed page')} say${n === 1 ? 's' : ''} noindex: ${n === 1 ? 'it does' : 'they do'} not belong in a sitemap`);
    out.add('canonical-elsewhere', ok.filter((p) => p.canonicalElsewhere !== undefined).map((p) => item(p.url, `→ ${p.canonicalElsewhere ?? ''}`)), (n) => `${plural(n, 'listed page')} name${n === 1 ? 's' : ''} another URL as canonical: list that one instead`);
    const dateMismatch = [];
    const headerMismatch = [];
    for (const page of ok) {
        const lastmod = lastmods.get(page.url);
        if (lastmod === undefined)
            continue;
        const other = page.pageDates.find((d) => !sameDate(d, lastmod));
        if (other !== undefined)
            dateMismatch.push(item(page.url, `page ${other}, sitemap ${lastmod}`));
        if (check.lastModified && page.lastModified !== undefined) {
            const header = Date.parse(page.lastModified);
            if (Number.isNaN(header) || !sameDate(new Date(header).toISOString(), lastmod))
                headerMismatch.push(item(page.url, `Last-Modified ${page.lastModified}, sitemap ${lastmod}`));
        }
    }
    out.add('page-date-mismatch', dateMismatch, (n) => `${plural(n, 'page')} whose dateModified or modified-time meta differs from the sitemap's lastmod`);
    out.add('last-modified-mismatch', headerMismatch, (n) => `${plural(n, 'page')} whose Last-Modified header differs from the sitemap's lastmod`);
    if (check.changed === undefined)
        return;
    out.add('no-validator', ok.filter((p) => p.etag === undefined && p.lastModified === undefined).map((p) => p.url), (n) => `${plural(n, 'page')} with neither ETag nor Last-Modified: every crawl downloads ${n === 1 ? 'it' : 'them'} again`);
    out.add('no-304', ok.filter((p) => p.revalidated !== undefined && p.revalidated !== 304).map((p) => item(p.url, `HTTP ${p.revalidated ?? ''}`)), (n) => `${plural(n, 'page')} that answer${n === 1 ? 's' : ''} a conditional GET with its own validators without 304`);
    out.add('304-after-change', ok.filter((p) => p.beforeChange === 304).map((p) => p.url), (n) => `${plural(n, 'page')} changed by the last run that answer${n === 1 ? 's' : ''} 304 to the previous deploy's validators: crawlers keep the old copy`);
}
function expectedPages(state, siteUrl) {
    const out = new Map();
    for (const [key, record] of Object.entries(state.pages)) {
        if (record.removedAt !== undefined)
            continue;
        const url = (0,_urls_js__WEBPACK_IMPORTED_MODULE_4__/* .absoluteUrl */ .rf)(siteUrl, key);
        out.set((0,_urls_js__WEBPACK_IMPORTED_MODULE_4__/* .pageIdentity */ .GI)(new URL(url)), { url, lastmod: (0,_plan_js__WEBPACK_IMPORTED_MODULE_2__/* .lastmodOf */ .av)(record) });
    }
    return out;
}
/** The URLs the last run changed: those at the state's newest lastmod (a run dates all it changed at its one clock). */
function changedByLastRun(expected) {
    let newest = '';
    for (const e of expected.values())
        if (e.lastmod > newest)
            newest = e.lastmod;
    return new Set([...expected.values()].filter((e) => e.lastmod === newest).map((e) => e.url));
}
/** At most `count` pages: every one the last run changed first (up to count), then a stable spread of the others. */
function samplePages(expected, changed, count) {
    const urls = [...expected.values()].map((e) => e.url);
    const first = urls.filter((u) => changed.has(u)).sort();
    const rest = urls.filter((u) => !changed.has(u)).sort((a, b) => (0,_state_js__WEBPACK_IMPORTED_MODULE_3__/* .pathHash */ .k_)(a) - (0,_state_js__WEBPACK_IMPORTED_MODULE_3__/* .pathHash */ .k_)(b) || (a < b ? -1 : 1));
    return [...first, ...rest].slice(0, count);
}
/** The deployed sitemap against the state: missing, extra, stale, ahead. */
function sitemapAgainstState(files, failures, expected) {
    const out = new Findings();
    out.add('sitemap-unreadable', failures.map((f) => f.source), (n) => `${plural(n, 'child sitemap')} could not be read (${failures[0]?.reason ?? ''})`);
    const live = new Map();
    const extra = [];
    for (const entry of entriesOf(files)) {
        let id;
        try {
            id = (0,_urls_js__WEBPACK_IMPORTED_MODULE_4__/* .pageIdentity */ .GI)(new URL(entry.loc ?? ''));
        }
        catch {
            continue;
        }
        if (!expected.has(id))
            extra.push(entry.loc ?? '');
        else if (!live.has(id))
            live.set(id, { ...entry, loc: entry.loc ?? '' });
    }
    const missing = [];
    const stale = [];
    const ahead = [];
    const staleFiles = new Set();
    for (const [id, want] of expected) {
        const got = live.get(id);
        if (got === undefined) {
            missing.push(want.url);
            continue;
        }
        if (got.lastmod !== undefined && sameDate(got.lastmod, want.lastmod))
            continue;
        const older = got.lastmod === undefined || ms(got.lastmod) < Date.parse(want.lastmod);
        if (older) {
            stale.push(item(want.url, `deployed ${got.lastmod ?? 'none'}, state ${want.lastmod}`));
            staleFiles.add(got.file);
        }
        else
            ahead.push(item(want.url, `deployed ${got.lastmod ?? ''}, state ${want.lastmod}`));
    }
    out.add('missing', missing, (n) => `${plural(n, 'page')} of the state missing from the deployed sitemap`);
    const cacheHeaders = [...staleFiles].map((f) => ({ sitemap: f.source, headers: f.cache }));
    const via = cacheHeaders.flatMap((c) => Object.entries(c.headers).map(([k, v]) => `${k}: ${v}`));
    out.add('stale', stale, (n) => `${plural(n, 'deployed lastmod')} older than the state${via.length === 0 ? '' : ` (served with ${[...new Set(via)].join(', ')})`}: a cache or an old deploy`, { cacheHeaders });
    out.add('lastmod-ahead', ahead, (n) => `${plural(n, 'deployed lastmod')} newer than the state: this state is not the one the deploy was built with`);
    out.add('extra', extra, (n) => `${plural(n, 'deployed URL')} the state does not know (kept by rewrite mode, or from another build)`, { problem: false });
    return out.list;
}
/** The sampled pages of a verify: the state's lastmod against the page, its headers and its 304s. */
function verifyPageFindings(pages, expected, check) {
    const out = new Findings();
    const lastmods = new Map();
    for (const e of expected.values())
        lastmods.set(e.url, e.lastmod);
    pageFindings(out, pages, lastmods, check);
    return out.list;
}
/**
 * The validators each page answered with, from the JSON report of an earlier verify (the previous
 * deploy's); undefined when the text is not such a report.
 */
function validatorsOf(report) {
    if (typeof report !== 'object' || report === null)
        return undefined;
    const { command, pages } = report;
    if (command !== 'verify' || !Array.isArray(pages))
        return undefined;
    const out = new Map();
    for (const page of pages) {
        if (typeof page !== 'object' || page === null)
            return undefined;
        const { url, etag, lastModified } = page;
        if (typeof url !== 'string')
            return undefined;
        const validators = {};
        if (typeof etag === 'string')
            validators.etag = etag;
        if (typeof lastModified === 'string')
            validators.lastModified = lastModified;
        if (validators.etag !== undefined || validators.lastModified !== undefined)
            out.set(url, validators);
    }
    return out;
}
// ---- pages ------------------------------------------------------------------------------------
let reader;
/** What a crawler reads in a page: robots noindex, a canonical elsewhere, and its modified dates. */
function readPage(html, pageUrl) {
    const url = new URL(pageUrl);
    // The content area does not matter here, only the page's head and its date carriers.
    reader ??= (0,_extract_js__WEBPACK_IMPORTED_MODULE_1__/* .createExtractor */ .d9)({ contentSelectors: ['body'], ignoreSelectors: [] });
    const finder = new _html_dates_js__WEBPACK_IMPORTED_MODULE_0__/* .DateSiteFinder */ .OV(html, url);
    const facts = reader.extract(html, url, new URL('/', url), finder);
    const pageDates = [];
    for (const site of finder.finish().sites) {
        if (site.kind === 'json' || (site.kind === 'attribute' && site.date === 'modified' && !site.bare))
            pageDates.push(site.current);
    }
    const out = { noindex: facts.noindex, pageDates };
    if (facts.canonical !== undefined) {
        const relation = (0,_urls_js__WEBPACK_IMPORTED_MODULE_4__/* .canonicalRelation */ .rR)(facts.canonical, url);
        if (relation.kind === 'elsewhere')
            out.canonicalElsewhere = relation.target;
    }
    return out;
}
function crawlReport(fields) {
    const { files, ...rest } = fields;
    return {
        ...rest,
        sitemaps: files.map((f) => ({ source: f.source, root: f.root, urls: f.root === 'urlset' ? f.urls.length : f.sitemaps.length, bytes: f.bytes, cache: f.cache })),
        urls: entriesOf(files).length,
        ok: !fields.findings.some((f) => f.problem)
    };
}
/** The URLs of the state that crawlers do not see with their date: stale and missing. */
function staleUrls(report) {
    return report.findings.filter((f) => f.kind === 'stale' || f.kind === 'missing').flatMap((f) => f.urls);
}
/** The sampled pages with at least one mismatch (dates, Last-Modified, status, 304s). */
function mismatchedPages(report) {
    const page = new Set(['page-status', 'page-date-mismatch', 'last-modified-mismatch', 'no-validator', 'no-304', '304-after-change']);
    return new Set(report.findings.filter((f) => page.has(f.kind)).flatMap((f) => f.urls)).size;
}
/**
 * The summary for people. Values from the site (URLs, dates, headers) are passed through `shown`
 * (the caller's escaping for its output: a terminal line, a Markdown table).
 */
function renderCrawlText(report, shown) {
    const lines = [];
    const what = report.command === 'audit' ? `lastmod audit ${shown(report.target)}` : `lastmod verify ${shown(report.target)}`;
    lines.push(`${what}: ${plural(report.sitemaps.length, 'sitemap')}, ${plural(report.urls, 'URL')}, ${plural(report.pagesRequested, 'page')} requested${report.attempts !== undefined && report.attempts > 1 ? `, ${report.attempts} reads of the sitemap` : ''}`);
    for (const finding of report.findings) {
        lines.push(`${finding.problem ? '✗' : '·'} ${finding.kind}: ${shown(finding.message)}`);
        for (const example of finding.examples)
            lines.push(`    ${shown(example)}`);
        if (finding.count > finding.examples.length)
            lines.push(`    … and ${finding.count - finding.examples.length} more`);
    }
    lines.push(report.ok ? '✓ nothing a crawler would distrust' : `${plural(report.findings.filter((f) => f.problem).length, 'problem')} found`);
    return lines.join('\n') + '\n';
}
/** The job summary's "What crawlers see" section: one row per finding, every value escaped for Markdown. */
function renderCrawlSummary(report, escape, table) {
    const lines = ['### What crawlers see', ''];
    const reads = report.attempts !== undefined && report.attempts > 1 ? `, ${report.attempts} reads of the sitemap` : '';
    lines.push(`${escape(report.target)}: ${plural(report.sitemaps.length, 'sitemap')}, ${plural(report.urls, 'URL')}, ${plural(report.pagesRequested, 'page')} requested${reads}.`, '');
    if (report.findings.length === 0) {
        lines.push('✅ The deployed sitemap and pages agree with the state.');
        return lines.join('\n') + '\n';
    }
    const rows = report.findings.map((f) => [
        `${f.problem ? '❌' : 'ℹ️'} ${escape(f.kind)}`,
        String(f.count),
        escape(f.message, 300),
        f.examples.slice(0, 3).map((e) => escape(e, 160)).join('<br>')
    ]);
    lines.push(table(['Finding', 'Count', 'What', 'For example'], rows));
    return lines.join('\n') + '\n';
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

/***/ 23286:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Kg: () => (/* binding */ SECTIONING_ELEMENTS),
/* harmony export */   MV: () => (/* binding */ INLINE_ELEMENTS),
/* harmony export */   Tq: () => (/* binding */ DROPPED_ELEMENTS),
/* harmony export */   Z_: () => (/* binding */ CHROME_ROLES),
/* harmony export */   d0: () => (/* binding */ NAMED_BY_TAG),
/* harmony export */   ft: () => (/* binding */ CHROME_ELEMENTS),
/* harmony export */   qy: () => (/* binding */ LITERAL_ELEMENTS),
/* harmony export */   t2: () => (/* binding */ MEDIA_ELEMENTS),
/* harmony export */   tN: () => (/* binding */ LANDMARK_ROLES),
/* harmony export */   tj: () => (/* binding */ SEMANTIC_ELEMENTS),
/* harmony export */   w4: () => (/* binding */ SECTIONING_ROLES),
/* harmony export */   yd: () => (/* binding */ BLOCK_ELEMENTS)
/* harmony export */ });
/* harmony import */ var _html_scan_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(97430);
// The element classes every reader of a page goes by: the extractor (what is a block, what is never
// content), the noise finder (what is site chrome, what an edit's element may be named by) and the
// date writer (which elements have no end tag). One place, so that they cannot drift apart.

/** Elements that start and end a block (HTML's block-level elements and table parts). */
const BLOCK_ELEMENTS = new Set([
    'html', 'body', 'main', 'article', 'section', 'nav', 'aside', 'header', 'footer', 'div', 'address', 'hgroup',
    'search', 'center', 'form', 'fieldset', 'legend', 'dialog', 'hr',
    'p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'pre', 'listing', 'xmp', 'plaintext', 'blockquote', 'figure', 'figcaption',
    'ul', 'ol', 'menu', 'li', 'dl', 'dt', 'dd', 'details', 'summary',
    'table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td'
]);
/** Block elements that are part of the semantic path (all are in BLOCK_ELEMENTS). */
const SEMANTIC_ELEMENTS = new Set([
    'p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'pre', 'blockquote', 'figure', 'figcaption',
    'ul', 'ol', 'menu', 'li', 'dl', 'dt', 'dd', 'details', 'summary',
    'table', 'caption', 'thead', 'tfoot', 'tr', 'th', 'td'
]);
/** Elements whose whole subtree is never content. */
const DROPPED_ELEMENTS = new Set([
    'script', 'style', 'noscript', 'template', 'svg', 'title', 'iframe', 'noembed', 'noframes'
]);
/** Embedded media other than img: `!name(url)`. */
const MEDIA_ELEMENTS = new Set(['video', 'audio', 'source', 'iframe', 'embed', 'object']);
/**
 * Landmarks (openLandmark). `header` and `footer` are the page's banner and contentinfo only outside
 * these elements and SECTIONING_ROLES (HTML-AAM); `nav` and `search` are navigation and search anywhere.
 */
const SECTIONING_ELEMENTS = new Set(['article', 'aside', 'main', 'nav', 'section']);
/** Elements whose text is code or data: a time in them is not a build stamp (isBuildStamp). */
const LITERAL_ELEMENTS = new Set(['pre', 'listing', 'xmp', 'plaintext', 'code', 'samp', 'kbd', 'var', 'tt', 'table']);
/** The roles that, as SECTIONING_ELEMENTS do, make a header or footer the section's own; the landmarks' roles. */
const SECTIONING_ROLES = new Set(['article', 'complementary', 'main', 'navigation', 'region']);
const LANDMARK_ROLES = new Set(['banner', 'contentinfo', 'navigation', 'search']);
/** Site chrome, by element and by role: an edit inside it is the site's, not the page's (core/noise.ts). */
const CHROME_ELEMENTS = new Set(['nav', 'header', 'footer', 'aside', 'search']);
const CHROME_ROLES = new Set(['navigation', 'banner', 'contentinfo', 'search', 'complementary']);
/** Elements a selector may name by their name alone (core/noise.ts selectorFor), and inline ones, never an edit's container. */
const NAMED_BY_TAG = new Set(['aside', 'footer', 'header', 'nav', 'form']);
const INLINE_ELEMENTS = new Set(['a', 'abbr', 'b', 'bdi', 'bdo', 'cite', 'code', 'data', 'dfn', 'em', 'i', 'kbd', 'label', 'mark', 'q', 's', 'samp', 'small', 'span', 'strong', 'sub', 'sup', 'time', 'u', 'var']);


/***/ }),

/***/ 73598:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EQ: () => (/* binding */ checkGlobs),
/* harmony export */   ET: () => (/* binding */ robotsSitemaps),
/* harmony export */   Qc: () => (/* binding */ isErrorPage),
/* harmony export */   hQ: () => (/* binding */ robotsDisallow),
/* harmony export */   z9: () => (/* binding */ globFilter),
/* harmony export */   zw: () => (/* binding */ judgePage)
/* harmony export */ });
/* harmony import */ var robots_parser__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(87211);
/* harmony import */ var robots_parser__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(robots_parser__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(14006);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(picomatch__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _urls_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(81221);
// Which built pages are not sitemap material, decided from the file path, the page and robots.txt.



// At the root or under a first segment that looks like a language tag (`fr/`, `en-us/`): a
// `p/404/` deeper in the site is a page about 404, not the site's error page.
const ERROR_PAGE = /^(?:[a-z]{2,3}(?:[-_][a-z\d]{2,8})*\/)?(?:[45]\d\d|[45]0x)(?:\/index)?\.html$/i;
/** `404.html`, `404/index.html`, `500.html`, `50x.html`, `fr/410.html`: the site's own error pages, served but never listed. */
function isErrorPage(relativeFile) {
    return ERROR_PAGE.test(relativeFile);
}
/**
 * `--include` or `--exclude` patterns, checked: a blank one would match no page (or stop the
 * matcher), and the matcher's own refusals name the flag or input.
 */
function checkGlobs(globs, inputName) {
    for (const glob of globs) {
        if (glob.trim() === '')
            throw new _urls_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(`${inputName} must be a glob over the page files such as 'drafts/**'; got '${glob}'`);
        try {
            picomatch__WEBPACK_IMPORTED_MODULE_2___default()(glob, { dot: true });
        }
        catch (error) {
            throw new _urls_js__WEBPACK_IMPORTED_MODULE_1__/* .InputError */ .dz(`${inputName} '${glob}' is not a glob picomatch can use: ${error instanceof Error ? error.message : String(error)}`);
        }
    }
    return [...globs];
}
/** `--include` / `--exclude` globs over file paths relative to the site folder. */
function globFilter(include, exclude) {
    const inc = include.length > 0 ? picomatch__WEBPACK_IMPORTED_MODULE_2___default()(include, { dot: true }) : undefined;
    const exc = exclude.length > 0 ? picomatch__WEBPACK_IMPORTED_MODULE_2___default()(exclude, { dot: true }) : undefined;
    return (file) => (inc === undefined || inc(file)) && (exc === undefined || !exc(file));
}
// robots-parser is CommonJS with an ESM-style `export default` declaration; under NodeNext the
// default import is the module.exports function itself at run time, whatever the types say.
const robotsParser = ((robots_parser__WEBPACK_IMPORTED_MODULE_0___default()["default"]) ??
    (robots_parser__WEBPACK_IMPORTED_MODULE_0___default()));
/** True for URLs that the built robots.txt disallows for every crawler (the `*` group), or for the crawler `userAgent` names. */
function robotsDisallow(robotsTxt, siteUrl, userAgent = '*') {
    if (robotsTxt === undefined)
        return () => false;
    const robots = robotsParser(new URL('/robots.txt', siteUrl).href, robotsTxt);
    return (url) => robots.isDisallowed(url, userAgent) === true;
}
/** The `Sitemap:` lines of a robots.txt, as absolute URLs. */
function robotsSitemaps(robotsTxt, robotsUrl) {
    return robotsParser(robotsUrl, robotsTxt).getSitemaps();
}
/** Decides from what the page itself says: noindex, redirect stub, canonical elsewhere. */
function judgePage(facts, pageUrl, disallowed) {
    if (facts.noindex)
        return { include: false, reason: 'noindex' };
    if (facts.refreshTo !== undefined)
        return { include: false, reason: 'redirect', detail: facts.refreshTo };
    let loc = pageUrl.href;
    if (facts.canonical !== undefined) {
        const relation = (0,_urls_js__WEBPACK_IMPORTED_MODULE_1__/* .canonicalRelation */ .rR)(facts.canonical, pageUrl);
        if (relation.kind === 'elsewhere')
            return { include: false, reason: 'canonical-elsewhere', detail: relation.target };
        if (relation.kind === 'self')
            loc = relation.loc;
    }
    if (disallowed(pageUrl.href))
        return { include: false, reason: 'robots-txt' };
    return { include: true, loc };
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

/***/ 92106:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d9: () => (/* binding */ createExtractor),
/* harmony export */   r7: () => (/* binding */ NORMALIZER_VERSION),
/* harmony export */   uj: () => (/* reexport safe */ _selectors_js__WEBPACK_IMPORTED_MODULE_6__.uj)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var domhandler__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(64728);
/* harmony import */ var domhandler__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(36646);
/* harmony import */ var _html_scan_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(97430);
/* harmony import */ var _html_dates_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(21070);
/* harmony import */ var _content_urls_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(54333);
/* harmony import */ var _urls_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(81221);
/* harmony import */ var _own_copy_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(4297);
/* harmony import */ var _irregular_spaces_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(15656);
/* harmony import */ var _noise_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(11257);
/* harmony import */ var _elements_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(23286);
/* harmony import */ var _selectors_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(70105);
// The page extractor: one streaming pass over a page's HTML gives its significant content as
// normalised blocks, their SHA-256, and the few head facts the sitemap needs (robots noindex,
// canonical, meta refresh, hreflang alternates).
//
// Block format: `<semantic path>|<text>`, one per semantic block, e.g.
//   h2|Group A
//   ul>li|[Fixtures](/match/fixtures/)
//   table>tr>td|Brazil
//   figure|![Stadium at night](/img/*-640.jpeg)
//   |Text directly in a layout wrapper
//   ld+json|{"@type":"Article","headline":"…"}
//   hreflang|[de](/de/guide/)
// The path holds only semantic ancestors inside the main content area (p, h1–h6, lists, tables,
// blockquote, pre, figure, details…), never div/span/section, classes or ids; `tbody` is left out
// because browsers imply it. Text is whitespace-collapsed, trimmed and NFC. Inline links are
// `[text](url)`, images `![alt](url)`, other embedded media `!video(url)`, `!iframe(url)`… with
// URLs normalised by content-urls.ts. JSON-LD blocks (date fields removed, keys sorted) come next,
// then the head's `<link rel=alternate hreflang>` links, sorted (a page without them has none).
//
// What is dropped: comments; the subtrees of script, style, noscript, template, svg (icons, and
// generated ids in them), title, iframe/noembed/noframes fallback text; elements matched by an
// ignore selector, `[data-lastmod-ignore]` or `[data-lastmod]`, with their subtree; every attribute
// except link targets, media sources and image alt text.
//
// Known limits (by choice): whitespace inside `<pre>` is collapsed like anywhere else; a cell moved
// to another table row, or list items moved between two adjacent lists, give the same blocks.












/** Bump whenever the normalised output changes for some input: the state re-baselines its hashes. */
const NORMALIZER_VERSION = 2;
const ALWAYS_IGNORED = ['[data-lastmod-ignore]', '[data-lastmod]'];
/**
 * Compiles all selectors once. Throws `SelectorError` naming the first invalid selector. When a
 * selector needs to see the future of an element (`:has`, `:last-child`…), the scanner's events
 * build a DOM first, matched with css-select's own adapter; otherwise nothing but the stream.
 */
function createExtractor(options) {
    const content = options.contentSelectors.map(_selectors_js__WEBPACK_IMPORTED_MODULE_6__/* .parseSelector */ .Pl);
    const ignore = [...ALWAYS_IGNORED, ...options.ignoreSelectors].map(_selectors_js__WEBPACK_IMPORTED_MODULE_6__/* .parseSelector */ .Pl);
    const hasBodySelector = options.contentSelectors.some((s) => s.trim().toLowerCase() === 'body');
    const contentNames = options.contentSelectors.join(', ');
    const needsDom = content.some((s) => s.needsFuture) || ignore.some((s) => s.needsFuture);
    const ignoreNeedsAttribute = ignore.every((s) => s.needsAttribute);
    const ignoreTested = ignoreNeedsAttribute ? attributesTested(ignore) : undefined;
    const mayBeIgnored = ignoreTested === undefined ? undefined : hasAnyOf(ignoreTested);
    const needsTree = content.some((s) => s.needsTree) || ignore.some((s) => s.needsTree);
    const relatedLinks = options.relatedLinks !== false;
    const buildStamps = options.buildStamps !== false;
    const landmarks = options.landmarks !== false;
    const pageMetadata = options.pageMetadata !== false;
    // The body, and the whole page that stands for a page without one (PageCollector's last candidate).
    const dropsLandmarks = landmarks ? [...options.contentSelectors.map((s) => s.trim().toLowerCase() === 'body'), true] : [];
    if (!needsDom) {
        // The scan keeps only the attributes that the collector or a selector reads, and marks the
        // tags that have one the ignore selectors test (none inherited from Object.prototype, such as
        // `constructor`, which mayBeIgnored lets the selectors answer themselves).
        const tested = attributesTested([...content, ...ignore]);
        const marked = ignoreTested !== undefined && !ignoreTested.some((name) => name in {}) ? ignoreTested : undefined;
        const naming = { attributes: NAMING_ATTRIBUTES, containers: NAMED_CONTAINERS };
        const filter = tested === undefined ? null : (0,_html_scan_js__WEBPACK_IMPORTED_MODULE_1__/* .attributeFilter */ .zt)([...COLLECTOR_ATTRIBUTES, ...tested], marked, naming);
        const matchers = {
            content: content.map((s) => (0,_selectors_js__WEBPACK_IMPORTED_MODULE_6__/* .compileStreaming */ .aP)([s.source])),
            ignore: (0,_selectors_js__WEBPACK_IMPORTED_MODULE_6__/* .compileStreaming */ .aP)(ignore.map((s) => s.source)),
            ignoreNeedsAttribute,
            mayBeIgnored,
            marksIgnored: filter !== null && marked !== undefined,
            hasBodySelector,
            contentNames,
            relatedLinks,
            buildStamps,
            dropsLandmarks,
            pageMetadata
        };
        const events = (pageUrl, siteUrl) => {
            const collector = new PageCollector(matchers, pageUrl, siteUrl);
            const handler = new StreamingHandler(collector, needsTree);
            handler.end = () => collector.finish();
            return handler;
        };
        const extract = (html, pageUrl, siteUrl, tags) => {
            const collector = new PageCollector(matchers, pageUrl, siteUrl);
            const handler = new StreamingHandler(collector, needsTree, tags);
            if (tags === undefined)
                (0,_html_scan_js__WEBPACK_IMPORTED_MODULE_1__/* .scanHtml */ .LR)(html, handler, filter);
            else
                (0,_html_scan_js__WEBPACK_IMPORTED_MODULE_1__/* .scanHtmlPositions */ .JX)(html, handler, filter);
            return collector.finish();
        };
        return { events, extract };
    }
    const matchers = {
        content: content.map((s) => (0,_selectors_js__WEBPACK_IMPORTED_MODULE_6__/* .compileDom */ .y5)([s.source])),
        ignore: (0,_selectors_js__WEBPACK_IMPORTED_MODULE_6__/* .compileDom */ .y5)(ignore.map((s) => s.source)),
        ignoreNeedsAttribute,
        mayBeIgnored,
        marksIgnored: false,
        hasBodySelector,
        contentNames,
        relatedLinks,
        buildStamps,
        dropsLandmarks,
        pageMetadata
    };
    const events = (pageUrl, siteUrl) => {
        // DomHandler takes the scanner's events: they are htmlparser2's handler interface.
        const dom = new domhandler__WEBPACK_IMPORTED_MODULE_7__/* .DomHandler */ .DV();
        dom.end = () => {
            dom.onend();
            const collector = new PageCollector(matchers, pageUrl, siteUrl);
            walkDom(dom.root, collector);
            return collector.finish();
        };
        return dom;
    };
    const extract = (html, pageUrl, siteUrl, tags) => {
        const handler = events(pageUrl, siteUrl);
        if (tags === undefined)
            (0,_html_scan_js__WEBPACK_IMPORTED_MODULE_1__/* .scanHtml */ .LR)(html, handler);
        else
            (0,_html_scan_js__WEBPACK_IMPORTED_MODULE_1__/* .scanHtmlPositions */ .JX)(html, withTags(handler, tags));
        return handler.end();
    };
    return { events, extract };
}
/**
 * Parser events → StreamNode records + collector. `tree`: the selectors look past the
 * element itself, so every element gets a record linked to its parent and siblings; otherwise one
 * record stands for each element in turn (StreamNode.reusable).
 */
class StreamingHandler {
    tags;
    node = _selectors_js__WEBPACK_IMPORTED_MODULE_6__/* .StreamNode */ .tE.root();
    collector;
    reused;
    /** `tags`: also gets the tag events, with their positions (the scan then reports them). */
    constructor(collector, tree, tags) {
        this.tags = tags;
        this.collector = collector;
        this.reused = tree ? null : _selectors_js__WEBPACK_IMPORTED_MODULE_6__/* .StreamNode */ .tE.reusable();
    }
    /** `id`, `marked`: from our scanner (PositionHandler.onopentag), not from htmlparser2. */
    onopentag(name, attribs, implied, tagEnd, spans, id, marked) {
        if (this.tags !== undefined)
            this.tags.onopentag(name, implied, tagEnd, spans);
        // Inside a dropped subtree nothing is matched: no record needed.
        if (this.collector.dropDepth > 0) {
            this.collector.open(name, attribs, null, id);
            return;
        }
        const reused = this.reused;
        if (reused !== null) {
            reused.reset(name, attribs);
            this.collector.open(name, attribs, reused, id, marked);
            return;
        }
        const node = this.node.open(name, attribs);
        this.node = node;
        this.collector.open(name, attribs, node, id, marked);
    }
    onclosetag(name, implied, start) {
        if (this.tags !== undefined)
            this.tags.onclosetag(name, implied, start);
        if (!this.collector.close() || this.reused !== null)
            return;
        const node = this.node;
        node.release();
        if (node.parent !== null)
            this.node = node.parent;
    }
    ontext(data, spacesOnly) {
        this.collector.text(data, spacesOnly);
    }
    wantsText() {
        return this.collector.wantsText();
    }
}
/** `handler`'s events, with the tag events also given to `tags`. */
function withTags(handler, tags) {
    return {
        onopentag(name, attribs, implied, tagEnd, spans) {
            tags.onopentag(name, implied, tagEnd, spans);
            handler.onopentag(name, attribs);
        },
        onclosetag(name, implied, start) {
            tags.onclosetag(name, implied, start);
            handler.onclosetag(name);
        },
        ontext: (text, spacesOnly) => handler.ontext(text, spacesOnly)
    };
}
/** Replays a domhandler DOM as the same events (iteratively: deep pages must not overflow the stack). */
function walkDom(root, collector) {
    const lists = [root.children];
    const positions = [0];
    const elements = [null];
    while (lists.length > 0) {
        const top = lists.length - 1;
        const list = lists[top];
        const position = positions[top];
        if (position >= list.length) {
            lists.pop();
            positions.pop();
            if (elements.pop() != null)
                collector.close();
            continue;
        }
        positions[top] = position + 1;
        const node = list[position];
        if ((0,domhandler__WEBPACK_IMPORTED_MODULE_8__/* .isTag */ .dz)(node)) {
            collector.open(node.name, node.attribs, node);
            lists.push(node.children);
            positions.push(0);
            elements.push(node);
        }
        else if ((0,domhandler__WEBPACK_IMPORTED_MODULE_8__/* .isText */ .KH)(node)) {
            collector.text(node.data);
        }
    }
}
// ---------------------------------------------------------------------------------------------
// Element classes
/** The elements metadataName reads: those that themes give such names, and links (by `rel`). */
const METADATA_ELEMENTS = new Set(['div', 'nav', 'aside', 'footer', 'section', 'span', 'ul', 'ol', 'a']);
const K_BLOCK = 1;
const K_SEMANTIC = 2;
const K_DROPPED = 4;
const K_MEDIA = 8;
/** meta and link: the elements headFacts reads (and isDateMeta, for meta). */
const K_HEAD = 16;
/** SECTIONING_ELEMENTS, LITERAL_ELEMENTS, and what metadataName reads (METADATA_ELEMENTS). */
const K_SECTIONING = 32;
const K_LITERAL = 64;
const K_METADATA = 128;
/** The classes above as bits, by element name: one lookup per element instead of one per class. */
const ELEMENT_KINDS = (() => {
    const kinds = new Map();
    const mark = (names, bit) => {
        for (const name of names)
            kinds.set(name, (kinds.get(name) ?? 0) | bit);
    };
    mark(_elements_js__WEBPACK_IMPORTED_MODULE_5__/* .BLOCK_ELEMENTS */ .yd, K_BLOCK);
    mark(_elements_js__WEBPACK_IMPORTED_MODULE_5__/* .SEMANTIC_ELEMENTS */ .tj, K_SEMANTIC);
    mark(_elements_js__WEBPACK_IMPORTED_MODULE_5__/* .DROPPED_ELEMENTS */ .Tq, K_DROPPED);
    mark(_elements_js__WEBPACK_IMPORTED_MODULE_5__/* .MEDIA_ELEMENTS */ .t2, K_MEDIA);
    mark(new Set(['meta', 'link']), K_HEAD);
    mark(_elements_js__WEBPACK_IMPORTED_MODULE_5__/* .SECTIONING_ELEMENTS */ .Kg, K_SECTIONING);
    mark(_elements_js__WEBPACK_IMPORTED_MODULE_5__/* .LITERAL_ELEMENTS */ .qy, K_LITERAL);
    mark(METADATA_ELEMENTS, K_METADATA);
    return kinds;
})();
/** ELEMENT_KINDS by the scanner's name id (one array read, not a map lookup); null: the map answers. */
const KINDS_BY_NAME_ID = (0,_html_scan_js__WEBPACK_IMPORTED_MODULE_1__/* .nameTable */ .ge)(ELEMENT_KINDS);
const F_BLOCK = 1;
const F_SEMANTIC = 2;
const F_LINK = 4;
const F_REGION = 8;
/** Form controls with content: a word boundary after them too. */
const F_SPACED = 16;
const F_MATH = 32;
/**
 * A time to the second, as generators print their build time: ISO 8601 (`2026-12-04T21:20:41.357Z`),
 * HTTP dates (`Fri, 04 Dec 2026 21:16:28 GMT`) and JavaScript's Date strings (`Fri Dec 04 2026
 * 21:16:28 GMT+0000 (…)`), with their fraction and zone. Dates alone (a post's date) and times to
 * the minute are content.
 */
const BUILD_STAMP = /(?:\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2}|\b(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun),? (?:\d{1,2} [A-Z][a-z]{2}|[A-Z][a-z]{2} \d{1,2}) \d{4},? \d{2}:\d{2}:\d{2}\b)(?:[.,]\d+)?(?: ?(?:Z|[+-]\d{2}:?\d{2}|UTC|GMT(?:[+-]\d{4})?(?: \([^)]*\))?))?/;
/**
 * The most text a build stamp has beside its time ("Built … with Astro v7.4.7."): a block is a
 * stamp only when the time is most of it, so a time quoted in prose is content.
 */
const STAMP_CONTEXT = 48;
/**
 * Whether a block is a build stamp: a short block that is mostly a time to the second. It changes
 * at every build, with the page's content or not. Never a block of code or of a table (`literal`),
 * where a time is data: a listing that mentions one is still content.
 */
function isBuildStamp(text, literal) {
    if (literal || !text.includes(':'))
        return false;
    const match = BUILD_STAMP.exec(text);
    if (match === null)
        return false;
    // Links count as their text: a generator's name links to its site.
    const rest = (text.slice(0, match.index) + text.slice(match.index + match[0].length)).replace(LINK_TARGETS, ']');
    return rest.length <= STAMP_CONTEXT;
}
const LINK_TARGETS = /\]\([^)]*\)/g;
const BOOTSTRAP_NAVBAR = /(?:^|\s)navbar(?:\s|$)/;
/** A block that may be a list of related links (relatedName): decided when it closes. */
const F_RELATED = 64;
/** The outermost landmark open (see PageCollector.landmarkDepth). */
const F_LANDMARK = 128;
/** A sectioning element or role: the header and footer inside are not landmarks. */
const F_SECTIONING = 256;
const F_LITERAL = 512;
const F_NAV = 1024;
/** A code block (`pre`, or Prism's div): the block elements inside are its lines. */
const F_PRE = 2048;
const PRISM_CODE = /(?:^|\s)prism-code(?:\s|$)/;
const CODE_SPACING = / ?([^\p{L}\p{N}\s_]) ?/gu;
/**
 * Class names and ids that themes give to lists of other posts picked for this one ("related
 * posts", "you might also like", "read next"): such a list changes when other pages are added or
 * picked anew at each build, not when this page changes.
 */
const RELATED_NAME = /(?:^|[-_])(?:related|similar|recommend(?:ed|ations?)?|read[-_]?next|more[-_](?:posts|articles|stories|from)|also[-_]like)(?:[-_]|$)/i;
/** RELATED_NAME within a list of class names: one test of the whole attribute, which almost always fails. */
const RELATED_IN_LIST = /(?:^|[\s_-])(?:related|similar|recommend(?:ed|ations?)?|read[-_]?next|more[-_](?:posts|articles|stories|from)|also[-_]like)(?:[\s_-]|$)/i;
/** The fewest links a related list has, and the least share of its text they hold. */
const RELATED_MIN_LINKS = 2;
const RELATED_MIN_LINK_SHARE = 0.5;
/** Attributes that name an element, read for RELATED_NAME, on the elements that may hold such a list. */
const NAMING_ATTRIBUTES = ['class', 'id'];
const RELATED_CONTAINERS = new Set(['div', 'section', 'aside', 'nav', 'ul', 'ol', 'menu', 'dl', 'header', 'footer']);
/** The elements whose class and id the scan keeps: for the rules and for Prism's code blocks (the git plugins' dates are spans). */
const NAMED_CONTAINERS = new Set([...RELATED_CONTAINERS, 'search', 'span']);
/**
 * Page metadata that themes write inside their content area, by class or id (metadataName):
 * git-derived last-updated lines and authors, edit links, previous/next page links, version
 * banners. Only names that themes own: a generic `.pagination` or `.meta` may be content elsewhere.
 */
const METADATA_CLASSES = [
    // Docusaurus: the doc and page footers' edit and last-updated row (not the blog's: 3.x gives its tags row the same
    // class), the doc and blog paginators, the version banner.
    'theme-doc-footer-edit-meta-row', 'theme-pages-footer-edit-meta-row', 'pagination-nav', 'theme-doc-version-banner',
    // VitePress's doc footer; MkDocs Material's source facts, and the git plugins' dates and authors anywhere in a page.
    'VPDocFooter', 'md-source-file', 'md-source-date', 'git-revision-date-localized-plugin', 'git-page-authors',
    // sphinx_rtd_theme and the MkDocs readthedocs theme; pydata-sphinx-theme and sphinx-book-theme.
    'rst-footer-buttons', 'rst-breadcrumbs-buttons', 'prev-next-area', 'prev-next-footer', 'editthispage',
    // Docsy, PaperMod, Hugo Book, Eleventy's base blog, MyST (Jupyter Book 2).
    'td-page-meta__lastmod', 'td-page-meta', 'paginav', 'book-footer', 'links-nextprev', 'myst-footer-links'
];
/** Ids of the same (alabaster, Hexo's landscape theme). */
const METADATA_IDS = new Set(['rellinks', 'article-nav', 'page-nav']);
const METADATA_IN_LIST = new RegExp(`(?:^|\\s)(${METADATA_CLASSES.join('|')})(?:\\s|$)`);
/** Starlight's page footer (edit link, last updated, previous/next) is a `footer.sl-flex` inside its `<main>`. */
const STARLIGHT_FOOTER = /(?:^|\s)sl-flex(?:\s|$)/;
/** Link types of a link to the previous or next page of a series, or to the page's source to edit (WHATWG, and themes). */
const METADATA_REL = /(?:^|\s)(?:prev|next|edit)(?:\s|$)/i;
/**
 * A selector naming the element when it is page metadata (METADATA_CLASSES, METADATA_IDS, a link
 * with METADATA_REL); undefined otherwise. Only named containers keep their class and id (NAMED_CONTAINERS).
 */
function metadataName(tag, attribs) {
    if (tag === 'a') {
        const rel = ownAttribute(attribs, 'rel');
        const type = rel === undefined ? null : METADATA_REL.exec(rel);
        return type === null || type === undefined ? undefined : `a[rel~=${type[0].trim().toLowerCase()}]`;
    }
    const classes = Object.hasOwn(attribs, 'class') ? attribs['class'] : '';
    if (classes !== '') {
        const known = METADATA_IN_LIST.exec(classes);
        if (known !== null)
            return `${tag}.${known[1]}`;
        if (tag === 'footer' && STARLIGHT_FOOTER.test(classes))
            return 'footer.sl-flex';
    }
    const id = Object.hasOwn(attribs, 'id') ? attribs['id'].trim() : '';
    return id !== '' && METADATA_IDS.has(id) ? `${tag}#${id}` : undefined;
}
/**
 * A line that says when the page was last changed ("Last updated on Mar 3, 2026 by Jo", "Page last
 * modified: …", "Last update: …"), as themes and git plugins write it: a short block that starts so.
 */
const LAST_UPDATED = /^(?:page\s+)?last\s+(?:updated|modified|edited|update|changed)\b/i;
const LAST_UPDATED_LENGTH = 160;
const LAST_UPDATED_LINES = 'metadata:"Last updated …" lines';
/**
 * A block of a navigation that is only one or two links to the previous or next page, as themes
 * write them: "← Older post", "Getting started →", "Next: Install". PAGE_LINK tests each link's text.
 */
const PAGE_LINKS = /^\[([^\]]*)\]\([^)]*\)(?: ?\[([^\]]*)\]\([^)]*\))?$/;
const PAGE_LINK = /^(?:[←«‹⟵◀⇐]|(?:previous|prev|next|older|newer)\b)|[→»›⟶▶⇒]$/i;
function isPageLinks(text) {
    const links = text.length <= 600 ? PAGE_LINKS.exec(text) : null;
    if (links === null)
        return false;
    const [, first, second] = links;
    return PAGE_LINK.test(first.trim()) && (second === undefined || PAGE_LINK.test(second.trim()));
}
function isLastUpdatedLine(text) {
    if (text.length > 4 * LAST_UPDATED_LENGTH || !LAST_UPDATED.test(text.charCodeAt(0) === 0x5b ? text.replace(/^\[+/, '') : text))
        return false;
    // A line that links (to the commit, to the author) is counted by its text.
    return text.replace(LINK_TARGETS, ']').length <= LAST_UPDATED_LENGTH;
}
/** The first token of an element's role, lowercase; '' without one. */
function roleOf(attribs) {
    const role = ownAttribute(attribs, 'role');
    return role === undefined ? '' : role.trim().split(_irregular_spaces_js__WEBPACK_IMPORTED_MODULE_9__/* .WHITESPACE */ .cv)[0].toLowerCase();
}
/** Whether the element's class list has `name` (`token`: the name as a whole word); one native search spares most elements the expression. */
function hasClass(attribs, name, token) {
    const classes = Object.hasOwn(attribs, 'class') ? attribs['class'] : '';
    return classes.includes(name) && token.test(classes);
}
/** A selector that names a part left out: `tag#id`, `tag.class` (stable names only), `tag[role=…]` or `tag`. */
function partName(tag, attribs, role) {
    const id = Object.hasOwn(attribs, 'id') ? attribs['id'].trim() : '';
    if (id !== '' && (0,_noise_js__WEBPACK_IMPORTED_MODULE_4__/* .isStableName */ .hC)(id))
        return `${tag}#${id}`;
    const classes = Object.hasOwn(attribs, 'class') ? attribs['class'] : '';
    for (const name of classes.split(_irregular_spaces_js__WEBPACK_IMPORTED_MODULE_9__/* .WHITESPACE */ .cv))
        if (name !== '' && (0,_noise_js__WEBPACK_IMPORTED_MODULE_4__/* .isStableName */ .hC)(name))
            return `${tag}.${name}`;
    return role !== '' && _elements_js__WEBPACK_IMPORTED_MODULE_5__/* .LANDMARK_ROLES */ .tN.has(role) && tag !== 'nav' && tag !== 'search' ? `${tag}[role=${role}]` : tag;
}
/** `tag.class` or `tag#id` when the element's name says it lists related posts; undefined otherwise. */
function relatedName(tag, attribs) {
    const list = Object.hasOwn(attribs, 'class') ? attribs['class'] : '';
    if (list !== '' && RELATED_IN_LIST.test(list)) {
        for (const name of list.split(_irregular_spaces_js__WEBPACK_IMPORTED_MODULE_9__/* .WHITESPACE */ .cv))
            if (name !== '' && RELATED_NAME.test(name))
                return `${tag}.${name}`;
    }
    const id = Object.hasOwn(attribs, 'id') ? attribs['id'].trim() : '';
    return id !== '' && !/\s/.test(id) && RELATED_NAME.test(id) ? `${tag}#${id}` : undefined;
}
/** Whitespace runs as one space, trimmed; most texts have none to collapse and are returned as they are. */
function collapseSpaces(text) {
    const collapse = _irregular_spaces_js__WEBPACK_IMPORTED_MODULE_9__/* .NOT_SINGLE_SPACES */ .Pc.test(text) || text.charCodeAt(0) === 0x20 || text.charCodeAt(text.length - 1) === 0x20;
    return collapse ? text.replace(_irregular_spaces_js__WEBPACK_IMPORTED_MODULE_9__/* .WHITESPACE */ .cv, ' ').trim() : text;
}
/** Nothing below U+0300 (where combining marks start) changes under NFC. */
const MAY_NEED_NFC = /[\u0300-\uffff]/;
function nfc(text) {
    return MAY_NEED_NFC.test(text) ? text.normalize('NFC') : text;
}
/**
 * Semantic elements nested deeper than this add nothing to their blocks' path: a path per depth
 * makes memory grow with the square of the nesting (100,000 `<blockquote>`s), and no real page
 * nests that deep, so no real page's blocks change.
 */
const MAX_SEMANTIC_DEPTH = 256;
/** Past this many, paths are no longer kept (see SemanticPath.of). */
const KEPT_PATHS_LIMIT = 4096;
/** Longer paths are never kept: a page of deep nesting would keep every prefix of its deepest. */
const KEPT_PATH_LENGTH = 256;
let keptPaths = 0;
/**
 * A semantic path (`table>tr>td`), kept across pages: a site's pages share a few dozen, so an
 * element that opens one makes no string, and its blocks start with the same `prefix` (path + `|`).
 */
class SemanticPath {
    prefix;
    name;
    /** The kept paths one element deeper: a few, searched in order (cheaper than a Map). */
    children = [];
    constructor(prefix, 
    /** The name of the path's last element. */
    name) {
        this.prefix = prefix;
        this.name = name;
    }
    /** The path of `name` inside `parent` (null: at the top). */
    static of(parent, name) {
        const children = parent === null ? TOP_PATHS : parent.children;
        for (let i = 0; i < children.length; i++) {
            const child = children[i];
            if (child.name === name)
                return child;
        }
        const prefix = (parent === null ? name : parent.prefix.slice(0, -1) + '>' + name) + '|';
        // The prefix is the path and its `|`.
        const keep = keptPaths < KEPT_PATHS_LIMIT && prefix.length <= KEPT_PATH_LENGTH + 1;
        // A kept path is flat and its own: not a rope of pieces, nor a slice of a page.
        if (!keep)
            return new SemanticPath(prefix, name);
        keptPaths++;
        // The name as SEMANTIC_ELEMENTS spells it, an interned string like the scanner's names, which
        // `===` then compares by address.
        const path = new SemanticPath((0,_own_copy_js__WEBPACK_IMPORTED_MODULE_10__/* .ownCopy */ .S)(prefix), SEMANTIC_NAMES.get(name) ?? (0,_own_copy_js__WEBPACK_IMPORTED_MODULE_10__/* .ownCopy */ .S)(name));
        children.push(path);
        return path;
    }
}
/** The kept paths at the top (see SemanticPath.children). */
const TOP_PATHS = [];
const SEMANTIC_NAMES = new Map([..._elements_js__WEBPACK_IMPORTED_MODULE_5__/* .SEMANTIC_ELEMENTS */ .tj].map((name) => [name, name]));
/**
 * Links to a place in the page itself that are not content: a heading's permalink or a footnote's
 * way back (`#`, `¶`, `↩`: no letter or digit), and a skip link ("Skip to main content"). Themes
 * add, drop and restyle them at will.
 */
const NO_WORDS = /^[^\p{L}\p{N}]*$/u;
const SKIP_LINK = /^skip to\b/i;
/** The text of a link to edit or view the page's source, as themes write it (page metadata). */
const EDIT_LINK = /^(?:edit (?:this page|page|this page on \w+|on \w+)|suggest (?:an )?edits?|improve this (?:page|doc(?:ument)?)|view (?:page )?source|show source)$/i;
const EDIT_LINKS = 'metadata:"Edit this page" links';
const EDIT_LINK_LENGTH = 40;
/**
 * The per-page state machine. Receives open/text/close events (from the stream or from a DOM
 * walk) with the element to match selectors against, collects blocks for every content
 * candidate still able to win, and picks the winner at the end.
 */
class PageCollector {
    /** > 0 while inside a dropped subtree (the count includes the dropped root). */
    dropDepth = 0;
    matchers;
    pageUrl;
    siteUrl;
    depth = 0;
    flags = [];
    semantic = [];
    /** semanticPaths[i]: the path of semantic[0..i] (SemanticPath.of). */
    semanticPaths = [];
    // Candidates 0..n-1 are the content selectors; candidate n is the whole document (fallback).
    candidateCount;
    /** Candidates with index >= live can no longer win (an earlier one matched). */
    live;
    // Plain arrays of a few small integers: a typed array per page costs more to allocate than it saves.
    regionDepth = [];
    semanticBase = [];
    matched = [];
    blocks = [];
    activeRegions = 0;
    // The block being written.
    /** Its text so far (a rope of its pieces). */
    written = '';
    /** The first code unit of its first piece, lowercase for a letter (past a link's `[`). */
    firstLetter = 0;
    pendingSpace = false;
    links = [];
    /** links[0 .. openedLinks-1] have their '[' written in the current block. */
    openedLinks = 0;
    // Drop state.
    dropScansHead = true;
    jsonLd = null;
    jsonLdBlocks = [];
    // Head facts.
    noindex = false;
    canonical = undefined;
    refreshTo = undefined;
    alternates = undefined;
    sawBody = false;
    warnings = [];
    /** See PageFacts.mayHoldDates: set by any element that html-dates could write to. */
    mayHoldDates = false;
    /** Open math elements (outside dropped subtrees). */
    mathDepth = 0;
    /** Open blocks named as related posts, innermost last. */
    related = [];
    /** Characters of text written, those written inside links, and links opened: the link share of a part. */
    writtenChars = 0;
    linkChars = 0;
    linkCount = 0;
    /** Open sectioning elements and roles (SECTIONING_ELEMENTS). */
    sectioning = 0;
    /** Open navigation (`nav`, role=navigation), and the name of the outermost (partName). */
    navDepth = 0;
    navName = '';
    /** The depth of the outermost open landmark (openLandmark), -1 outside any; its name, and whether a block was left out of it. */
    landmarkDepth = -1;
    landmarkName = '';
    landmarkWithheld = false;
    /** Open code blocks (F_PRE). */
    preDepth = 0;
    /** Open code and table elements (LITERAL_ELEMENTS), and whether the block being written had one open. */
    literalDepth = 0;
    literalInBlock = false;
    // By candidate, as blocks are: a part or stamp outside the content that wins was never content, and is not reported.
    /** The parts the rules left out (LeftOutName); made at the first. */
    leftOut = [];
    /** The first block left out as a build stamp (isBuildStamp). */
    stamps = [];
    constructor(matchers, pageUrl, siteUrl) {
        this.matchers = matchers;
        this.pageUrl = pageUrl;
        this.siteUrl = siteUrl;
        const n = matchers.content.length;
        this.candidateCount = n;
        for (let i = 0; i <= n; i++) {
            this.regionDepth.push(-1);
            this.semanticBase.push(0);
            this.matched.push(0);
            this.blocks.push([]);
            this.leftOut.push(undefined);
            this.stamps.push(undefined);
        }
        this.live = n + 1;
        // The document candidate is in its region from the start (depth 0 never closes).
        this.regionDepth[n] = 0;
        this.activeRegions = 1;
    }
    /**
     * `id`: the number of the interned name, when the scan gives it (see KINDS_BY_NAME_ID);
     * `marked`: see Matchers.marksIgnored.
     */
    open(name, attribs, element, id, marked) {
        let kind = (id === undefined || KINDS_BY_NAME_ID === null ? ELEMENT_KINDS.get(name) : KINDS_BY_NAME_ID[id]) ?? 0;
        // Date carriers count wherever they are, dropped subtrees included: html-dates writes there too.
        if (kind & K_HEAD && name === 'meta' && isDateMeta(attribs))
            this.mayHoldDates = true;
        if (this.dropDepth > 0) {
            // A JSON-LD block in a dropped subtree is not read, and one with elements in it (inside
            // MathML, where a script body is markup) is not read as written: either may hold dates.
            if (this.jsonLd !== null || (name === 'script' && (0,_html_dates_js__WEBPACK_IMPORTED_MODULE_2__/* .isJsonLd */ .H)(attribs)) || hasAttribute(attribs, 'data-lastmod')) {
                this.mayHoldDates = true;
            }
            this.dropDepth++;
            if (this.dropScansHead && kind & K_HEAD)
                this.headFacts(name, attribs);
            return;
        }
        this.depth++;
        if (kind & K_HEAD)
            this.headFacts(name, attribs);
        if (name === 'body')
            this.sawBody = true;
        const el = element;
        // Most elements have no attributes, and most ignore selectors test some (the default ones do):
        // an element without any, or without those they test, skips them.
        const { ignoreNeedsAttribute, mayBeIgnored, marksIgnored } = this.matchers;
        const mayMatch = attribs === _html_scan_js__WEBPACK_IMPORTED_MODULE_1__/* .NO_ATTRIBUTES */ .AY
            ? !ignoreNeedsAttribute
            : marked !== undefined && marksIgnored
                ? marked
                : mayBeIgnored === undefined || mayBeIgnored(attribs);
        if (mayMatch && this.matchers.ignore(el)) {
            // `[data-lastmod]` is always ignored: outside dropped subtrees, this is where it is met.
            if (hasAttribute(attribs, 'data-lastmod'))
                this.mayHoldDates = true;
            this.enterDrop(name, 0);
            return;
        }
        if (kind & K_METADATA && this.matchers.pageMetadata && attribs !== _html_scan_js__WEBPACK_IMPORTED_MODULE_1__/* .NO_ATTRIBUTES */ .AY && this.activeRegions > 0) {
            const part = metadataName(name, attribs);
            if (part !== undefined) {
                if (hasAttribute(attribs, 'data-lastmod'))
                    this.mayHoldDates = true;
                this.leaveOut(`metadata:${part}`, false);
                this.enterDrop(name, 0);
                return;
            }
        }
        if (name === 'button') {
            // A button's label is the page's controls ("Copy", "On this page", "Toggle theme"), not its content; it still separates words.
            this.pendingSpace = true;
            this.enterDrop(name, F_SPACED);
            return;
        }
        if (kind & K_DROPPED) {
            if (name === 'iframe')
                this.media(name, attribs);
            else if (name === 'script' && (0,_html_dates_js__WEBPACK_IMPORTED_MODULE_2__/* .isJsonLd */ .H)(attribs)) {
                this.jsonLd = '';
                // In MathML a script body is markup: comments in it are not text, so its text is not what html-dates reads.
                if (this.mathDepth > 0)
                    this.mayHoldDates = true;
            }
            this.enterDrop(name, 0);
            return;
        }
        let flags = 0;
        const content = this.matchers.content;
        const limit = Math.min(this.live, this.candidateCount);
        for (let i = 0; i < limit; i++) {
            if (this.regionDepth[i] === -1 && content[i](el)) {
                this.startRegion(i);
                flags |= F_REGION;
                break; // candidates after i are no longer live
            }
        }
        // A code block: a `pre`, or the div that Prism's renderer (Docusaurus 2 and others) writes for one.
        let block = name;
        if (name === 'div' && attribs !== _html_scan_js__WEBPACK_IMPORTED_MODULE_1__/* .NO_ATTRIBUTES */ .AY && hasClass(attribs, 'prism-code', PRISM_CODE))
            block = 'pre';
        const code = block === 'pre' || name === 'listing' || name === 'xmp';
        if (this.preDepth > 0 && (code || kind & K_BLOCK)) {
            // Inside a code block, an element per line is a line, as a line break is, and a code block
            // in it (Prism's inside a pre) is the same one: one block, whatever the markup.
            kind = 0;
            block = name;
            this.pendingSpace = true;
            flags |= F_SPACED;
        }
        if (code) {
            this.preDepth++;
            flags |= F_PRE;
        }
        if (kind & K_BLOCK) {
            this.flush();
            flags |= F_BLOCK;
            if (this.matchers.relatedLinks && attribs !== _html_scan_js__WEBPACK_IMPORTED_MODULE_1__/* .NO_ATTRIBUTES */ .AY && this.activeRegions > 0 && (flags & F_REGION) === 0 && RELATED_CONTAINERS.has(name)) {
                const related = relatedName(name, attribs);
                if (related !== undefined) {
                    this.related.push({ name: related, lengths: this.blocks.map((b) => b.length), chars: this.writtenChars, linkChars: this.linkChars, links: this.linkCount });
                    flags |= F_RELATED;
                }
            }
            if ((kind & K_SEMANTIC || block === 'pre') && this.semantic.length < MAX_SEMANTIC_DEPTH) {
                const depth = this.semantic.length;
                this.semantic.push(block);
                this.semanticPaths.push(SemanticPath.of(depth === 0 ? null : this.semanticPaths[depth - 1], block));
                flags |= F_SEMANTIC;
            }
        }
        else if (name === 'a') {
            const href = ownAttribute(attribs, 'href');
            if (href !== undefined) {
                this.links.push({ raw: href, url: undefined, written: false, start: -1, first: -1 });
                this.linkCount++;
                flags |= F_LINK;
            }
        }
        else if (name === 'br' || name === 'input') {
            // Line breaks and form controls separate words ("Email[input]Contact sales").
            this.pendingSpace = true;
        }
        else if (name === 'select' || name === 'textarea') {
            this.pendingSpace = true;
            flags |= F_SPACED;
        }
        else if (name === 'img') {
            this.image(attribs);
        }
        else if (name === 'math') {
            this.mathDepth++;
            flags |= F_MATH;
        }
        else if (kind & K_MEDIA) {
            this.media(name, attribs);
        }
        if (kind & K_LITERAL || block === 'pre') {
            this.literalDepth++;
            this.literalInBlock = true;
            flags |= F_LITERAL;
        }
        const role = attribs === _html_scan_js__WEBPACK_IMPORTED_MODULE_1__/* .NO_ATTRIBUTES */ .AY ? '' : roleOf(attribs);
        if (this.matchers.dropsLandmarks.length > 0)
            flags |= this.openLandmark(name, attribs, role, kind, flags);
        if (this.matchers.pageMetadata && (name === 'nav' || role === 'navigation')) {
            if (this.navDepth++ === 0)
                this.navName = partName(name, attribs, role);
            flags |= F_NAV;
        }
        this.flags.push(flags);
    }
    /** Counts sectioning elements, and starts a landmark when none is open; returns their flags. */
    openLandmark(name, attribs, role, kind, flags) {
        let landmark = role !== '' ? _elements_js__WEBPACK_IMPORTED_MODULE_5__/* .LANDMARK_ROLES */ .tN.has(role) : name === 'nav' || name === 'search';
        if (role === '' && (name === 'header' || name === 'footer'))
            landmark = this.sectioning === 0;
        // Bootstrap's navbar, which its themes write as a div with no role.
        else if (role === '' && name === 'div' && attribs !== _html_scan_js__WEBPACK_IMPORTED_MODULE_1__/* .NO_ATTRIBUTES */ .AY && hasClass(attribs, 'navbar', BOOTSTRAP_NAVBAR))
            landmark = true;
        const added = kind & K_SECTIONING || (role !== '' && _elements_js__WEBPACK_IMPORTED_MODULE_5__/* .SECTIONING_ROLES */ .w4.has(role)) ? F_SECTIONING : 0;
        if (added !== 0)
            this.sectioning++;
        if (!landmark || this.landmarkDepth >= 0)
            return added;
        // What came before it is not in it (a block element has flushed it already).
        if ((flags & F_BLOCK) === 0)
            this.flush();
        this.landmarkDepth = this.depth;
        this.landmarkName = partName(name, attribs, role);
        this.landmarkWithheld = false;
        return added | F_LANDMARK;
    }
    /** Whether a candidate whose region is open keeps the landmark that is open (it is not one that leaves landmarks out). */
    keptInLandmark() {
        const drops = this.matchers.dropsLandmarks;
        for (let i = 0; i < this.live; i++)
            if (this.regionDepth[i] !== -1 && drops[i] !== true)
                return true;
        return false;
    }
    /** Ends the landmark that closes: names it for the candidates that left a block of it out. */
    closeLandmark(flags) {
        if ((flags & F_BLOCK) === 0)
            this.flush();
        this.landmarkDepth = -1;
        if (this.landmarkWithheld)
            this.leaveOut(`landmark:${this.landmarkName}`, true);
    }
    /** Names a part left out for the candidates whose region is open (`landmarks`: only those that leave landmarks out). */
    leaveOut(name, landmarks) {
        const drops = this.matchers.dropsLandmarks;
        for (let i = 0; i < this.live; i++) {
            if (this.regionDepth[i] === -1 || (landmarks && drops[i] !== true))
                continue;
            const names = (this.leftOut[i] ??= []);
            if (!names.includes(name))
                names.push(name);
        }
    }
    /** Returns whether the closed element was one the caller created a record for. */
    close() {
        if (this.dropDepth > 1) {
            this.dropDepth--;
            return false;
        }
        if (this.dropDepth === 1) {
            this.dropDepth = 0;
            if ((this.flags.pop() ?? 0) & F_SPACED)
                this.pendingSpace = true;
            if (this.jsonLd !== null) {
                const raw = this.jsonLd;
                this.jsonLd = null;
                const warned = this.warnings.length;
                const block = jsonLdBlock(raw, this.pageUrl, this.siteUrl, this.warnings);
                if (block !== undefined)
                    this.jsonLdBlocks.push(block);
                if (block === undefined || this.warnings.length > warned || !isPlainJson(raw))
                    this.mayHoldDates = true;
            }
            this.depth--;
            return true;
        }
        const flags = this.flags.pop() ?? 0;
        if (flags & F_BLOCK) {
            this.flush();
            if (flags & F_SEMANTIC) {
                this.semantic.pop();
                this.semanticPaths.pop();
            }
        }
        if (flags & F_RELATED)
            this.closeRelated();
        if (flags & F_LANDMARK)
            this.closeLandmark(flags);
        if (flags & F_SECTIONING)
            this.sectioning--;
        if (flags & F_LITERAL)
            this.literalDepth--;
        if (flags & F_NAV)
            this.navDepth--;
        if (flags & F_PRE)
            this.preDepth--;
        if (flags & F_LINK)
            this.closeLink();
        if (flags & F_SPACED)
            this.pendingSpace = true;
        if (flags & F_MATH)
            this.mathDepth--;
        if (flags & F_REGION) {
            this.flush();
            for (let i = 0; i < this.live; i++) {
                if (this.regionDepth[i] === this.depth) {
                    this.regionDepth[i] = -1;
                    this.activeRegions--;
                }
            }
        }
        this.depth--;
        return true;
    }
    /** Whether text() would use text now (see ScanHandler.wantsText): false outside the regions and in dropped subtrees. */
    wantsText() {
        return this.jsonLd !== null || (this.dropDepth === 0 && this.activeRegions > 0);
    }
    /** `spacesOnly`: see ScanHandler.ontext. */
    text(data, spacesOnly) {
        if (this.jsonLd !== null) {
            this.jsonLd += data;
            return;
        }
        if (this.dropDepth > 0 || this.activeRegions === 0)
            return;
        // HTML's tree builder drops NUL characters from text: a build that writes one has not changed the page.
        if (data.includes('\0')) {
            data = data.replaceAll('\0', '');
            spacesOnly = undefined;
        }
        // Most text has no whitespace but single spaces: the scanner knows, or one native scan proves
        // it, and the text is appended whole (a space at either end is only pending, so that no block
        // starts or ends with one and a text split into several events gives the same block).
        if (spacesOnly === undefined ? !_irregular_spaces_js__WEBPACK_IMPORTED_MODULE_9__/* .NOT_SINGLE_SPACES */ .Pc.test(data) : spacesOnly) {
            let start = 0;
            let end = data.length;
            if (data.charCodeAt(0) === 0x20) {
                this.pendingSpace = true;
                start = 1;
            }
            const trailing = end > start && data.charCodeAt(end - 1) === 0x20;
            if (trailing)
                end--;
            if (end > start)
                this.put(start === 0 && end === data.length ? data : data.slice(start, end));
            if (trailing)
                this.pendingSpace = true;
            return;
        }
        // Otherwise one scan: runs of text with single interior spaces are appended whole; any other
        // whitespace (newlines, indentation, runs) becomes one pending space.
        const n = data.length;
        let start = -1;
        let i = 0;
        while (i < n) {
            const c = data.charCodeAt(i);
            if (!(0,_irregular_spaces_js__WEBPACK_IMPORTED_MODULE_9__/* .isWhitespace */ .Yv)(c)) {
                if (start < 0)
                    start = i;
                i++;
                continue;
            }
            if (c === 0x20 && start >= 0 && i + 1 < n && !(0,_irregular_spaces_js__WEBPACK_IMPORTED_MODULE_9__/* .isWhitespace */ .Yv)(data.charCodeAt(i + 1))) {
                i++;
                continue;
            }
            if (start >= 0) {
                this.put(data.slice(start, i));
                start = -1;
            }
            this.pendingSpace = true;
            i++;
            while (i < n && (0,_irregular_spaces_js__WEBPACK_IMPORTED_MODULE_9__/* .isWhitespace */ .Yv)(data.charCodeAt(i)))
                i++;
        }
        if (start >= 0)
            this.put(start === 0 ? data : data.slice(start));
    }
    /** The page's facts. */
    finish() {
        this.flush();
        const n = this.candidateCount;
        let winner = n;
        for (let i = 0; i < n; i++) {
            if (this.matched[i] === 1) {
                winner = i;
                break;
            }
        }
        // A page without a <body> tag (minifiers drop it) has an implied body: the document is it.
        if (winner === n && n > 0 && (this.sawBody || !this.matchers.hasBodySelector)) {
            this.warnings.push(`none of the content selectors (${this.matchers.contentNames}) matched; hashed the whole page`);
        }
        // Alternates are links of the page, though outside its content area: blocks after the JSON-LD.
        const alternates = this.alternates;
        const last = alternates === undefined ? this.jsonLdBlocks : this.jsonLdBlocks.concat(alternateBlocks(alternates, this.pageUrl, this.siteUrl));
        const facts = pageFacts(this.blocks[winner], last, this, this.warnings, this.mayHoldDates);
        const leftOut = this.leftOut[winner];
        if (leftOut !== undefined)
            facts.leftOut = leftOut;
        const stamp = this.stamps[winner];
        if (stamp !== undefined)
            facts.buildStamp = (0,_own_copy_js__WEBPACK_IMPORTED_MODULE_10__/* .ownCopy */ .S)(stamp);
        return facts;
    }
    // -- regions --------------------------------------------------------------------------------
    startRegion(index) {
        this.flush();
        if (this.matched[index] === 0) {
            this.matched[index] = 1;
            // Every candidate listed after this one has lost: stop collecting for it.
            for (let i = index + 1; i < this.live; i++) {
                if (this.regionDepth[i] !== -1) {
                    this.regionDepth[i] = -1;
                    this.activeRegions--;
                }
                this.blocks[i] = [];
                this.leftOut[i] = undefined;
                this.stamps[i] = undefined;
            }
            this.live = index + 1;
        }
        this.regionDepth[index] = this.depth;
        this.semanticBase[index] = this.semantic.length;
        this.activeRegions++;
    }
    /** Leaves out the blocks of the related list that closes (flushed) when links make most of its text. */
    closeRelated() {
        const mark = this.related.pop();
        const chars = this.writtenChars - mark.chars;
        if (this.linkCount - mark.links < RELATED_MIN_LINKS || this.linkChars - mark.linkChars < RELATED_MIN_LINK_SHARE * chars)
            return;
        for (let i = 0; i < this.blocks.length; i++) {
            const blocks = this.blocks[i];
            const length = mark.lengths[i];
            if (blocks.length > length)
                blocks.length = length;
        }
        this.leaveOut(`related:${mark.name}`, false);
    }
    enterDrop(name, flags) {
        this.dropDepth = 1;
        this.dropScansHead = name !== 'template' && name !== 'svg';
        this.flags.push(flags);
    }
    // -- writing ----------------------------------------------------------------------------------
    /** Appends non-blank content to the block, with the pending space and any link openings before it. */
    put(content) {
        if (this.written === '')
            this.firstLetter = content.charCodeAt(0) | 0x20;
        if (this.pendingSpace) {
            if (this.written !== '')
                this.written += ' ';
            this.pendingSpace = false;
        }
        const links = this.links;
        for (let i = this.openedLinks; i < links.length; i++) {
            const link = links[i];
            link.start = this.written.length;
            link.first = content.charCodeAt(0);
            this.written += '[';
            link.written = true;
        }
        this.openedLinks = links.length;
        this.written += content;
        this.writtenChars += content.length;
        if (links.length > 0)
            this.linkChars += content.length;
    }
    closeLink() {
        const link = this.links.pop();
        if (link === undefined)
            return;
        if (this.openedLinks > this.links.length) {
            this.openedLinks = this.links.length;
            if (link.start >= 0 && this.leavesOut(link)) {
                // The link goes with the space before it, which the next text gets back.
                this.written = this.written.slice(0, link.start);
                if (this.written.endsWith(' ')) {
                    this.written = this.written.slice(0, -1);
                    this.pendingSpace = true;
                }
                return;
            }
            this.written += '](' + this.linkUrl(link) + ')';
        }
        else if (!link.written && this.activeRegions > 0 && !link.raw.trimStart().startsWith('#')) {
            // A link without text (an icon whose svg is dropped) is still a link target.
            link.written = true;
            this.put('[](' + this.linkUrl(link) + ')');
        }
    }
    /** Whether a link that closes, its text written in this block, is left out: NO_WORDS and SKIP_LINK in the page, EDIT_LINK. */
    leavesOut(link) {
        const raw = link.raw;
        const first = raw.charCodeAt(0);
        if (first === 0x23 || ((0,_irregular_spaces_js__WEBPACK_IMPORTED_MODULE_9__/* .isWhitespace */ .Yv)(first) && raw.trimStart().startsWith('#'))) {
            const text = this.written.slice(link.start + 1);
            if (NO_WORDS.test(text) || SKIP_LINK.test(text))
                return true;
        }
        // Its length and first letter spare most links the expression.
        if (!this.matchers.pageMetadata || this.written.length - link.start - 1 > EDIT_LINK_LENGTH)
            return false;
        const letter = link.first | 0x20;
        if (letter !== 0x65 && letter !== 0x73 && letter !== 0x69 && letter !== 0x76)
            return false;
        if (!EDIT_LINK.test(this.written.slice(link.start + 1).trim()))
            return false;
        this.leaveOut(EDIT_LINKS, false);
        return true;
    }
    linkUrl(link) {
        if (link.url === undefined)
            link.url = (0,_content_urls_js__WEBPACK_IMPORTED_MODULE_3__/* .normalizeContentUrl */ .Wn)(link.raw, this.pageUrl, this.siteUrl);
        return link.url;
    }
    image(attribs) {
        if (this.activeRegions === 0)
            return;
        this.putEmbedded(imageMarker(attribs, this.pageUrl, this.siteUrl));
    }
    media(name, attribs) {
        if (this.activeRegions === 0)
            return;
        const marker = mediaMarker(name, attribs, this.pageUrl, this.siteUrl);
        if (marker !== null)
            this.putEmbedded(marker);
    }
    /** Embedded content is a word of its own: whitespace around it, or its absence, is not content. */
    putEmbedded(marker) {
        this.pendingSpace = true;
        this.put(marker);
        this.pendingSpace = true;
    }
    /** Ends the current block: it goes to every candidate whose region is open. */
    flush() {
        const literal = this.literalInBlock;
        this.literalInBlock = this.literalDepth > 0;
        if (this.written === '') {
            this.pendingSpace = false;
            return;
        }
        for (let i = this.openedLinks - 1; i >= 0; i--) {
            const link = this.links[i];
            this.written += '](' + this.linkUrl(link) + ')';
            link.start = -1;
        }
        this.openedLinks = 0;
        // In code, a space beside punctuation is formatting (`function(app)`, `function (app)`); between two words it is not.
        const text = this.preDepth > 0 ? this.written.replace(CODE_SPACING, '$1') : this.written;
        this.written = '';
        this.pendingSpace = false;
        const inLandmark = this.landmarkDepth >= 0;
        if (inLandmark && !this.keptInLandmark()) {
            // Every candidate leaves the landmark out (a body-wide area's header nav): nothing to judge.
            this.landmarkWithheld = true;
            return;
        }
        // Its first letter spares most blocks the test, which would flatten the block's pieces one more time.
        const letter = this.firstLetter;
        if (this.matchers.pageMetadata && !literal && (letter === 0x6c || letter === 0x70) && isLastUpdatedLine(text)) {
            this.leaveOut(LAST_UPDATED_LINES, false);
            return;
        }
        if (this.navDepth > 0 && this.matchers.pageMetadata && isPageLinks(text)) {
            this.leaveOut(`metadata:${this.navName}`, false);
            return;
        }
        if (this.matchers.buildStamps && isBuildStamp(text, literal)) {
            // Where the landmark leaves the block out, it is not a stamp left out.
            for (let i = 0; i < this.live; i++)
                if (this.regionDepth[i] !== -1 && !(inLandmark && this.matchers.dropsLandmarks[i] === true))
                    this.stamps[i] ??= text;
            return;
        }
        let cachedBase = -1;
        /** The block's path and its `|`. */
        let cachedPrefix = '';
        for (let i = 0; i < this.live; i++) {
            if (this.regionDepth[i] === -1)
                continue;
            if (inLandmark && this.matchers.dropsLandmarks[i] === true) {
                this.landmarkWithheld = true;
                continue;
            }
            const base = this.semanticBase[i];
            if (base !== cachedBase) {
                cachedBase = base;
                const paths = this.semanticPaths;
                cachedPrefix = base === 0 ? (paths.length === 0 ? '|' : paths[paths.length - 1].prefix) : this.semantic.slice(base).join('>') + '|';
            }
            const block = cachedPrefix + text;
            const blocks = this.blocks[i];
            blocks.push(block);
        }
    }
    // -- head facts -------------------------------------------------------------------------------
    headFacts(name, attribs) {
        readHeadFacts(this, name, attribs);
    }
}
/** A page's facts from its content blocks and JSON-LD blocks (see PageCollector.finish). */
function pageFacts(content, jsonLd, head, warnings, mayHoldDates) {
    let blocks = jsonLd.length === 0 ? content : content.concat(jsonLd);
    // One test of the join spares one a block; only the content is normalised (JSON-LD is canonical).
    // Normalising the blocks one by one equals normalising their join: '\n' and '|' never compose.
    let hashed = blocks.join('\n');
    if (MAY_NEED_NFC.test(hashed)) {
        const normalised = content.map(nfc);
        blocks = jsonLd.length === 0 ? normalised : normalised.concat(jsonLd);
        hashed = blocks.join('\n');
    }
    return factsOf(blocks, hashed, head, warnings, mayHoldDates);
}
/** The facts of a page whose blocks joined by '\n' are `hashed`, without the blocks. */
function hashedFacts(hashed, head, warnings, mayHoldDates) {
    const facts = {
        hash: 'sha256:' + (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.hash)('sha256', hashed, 'hex'),
        hashed,
        noindex: head.noindex,
        warnings,
        mayHoldDates
    };
    if (head.canonical !== undefined)
        facts.canonical = head.canonical;
    if (head.refreshTo !== undefined)
        facts.refreshTo = head.refreshTo;
    if (head.alternates !== undefined)
        facts.alternates = head.alternates;
    return facts;
}
/** hashedFacts with the blocks. */
function factsOf(blocks, hashed, head, warnings, mayHoldDates) {
    const facts = hashedFacts(hashed, head, warnings, mayHoldDates);
    facts.blocks = blocks;
    return facts;
}
/** A language tag with an optional region or script (`de`, `en-GB`, `zh-Hant`), or `x-default`: what hreflang may hold. */
const HREFLANG = /^(?:[a-z]{2,3}(?:-[a-z\d]{1,8})*|x-default)$/i;
/** The head facts of a meta or link element (robots noindex, meta refresh, canonical, alternates). */
function readHeadFacts(facts, name, attribs) {
    if (name === 'meta') {
        const metaName = ownAttribute(attribs, 'name')?.trim().toLowerCase();
        if (metaName === 'robots' || metaName === 'googlebot') {
            const directives = (ownAttribute(attribs, 'content') ?? '').toLowerCase().split(/[\s,]+/);
            if (directives.includes('noindex') || directives.includes('none'))
                facts.noindex = true;
            return;
        }
        if (facts.refreshTo === undefined && ownAttribute(attribs, 'http-equiv')?.trim().toLowerCase() === 'refresh') {
            const target = refreshTarget(ownAttribute(attribs, 'content') ?? '');
            if (target !== undefined)
                facts.refreshTo = target;
        }
    }
    else if (name === 'link') {
        const rel = ownAttribute(attribs, 'rel');
        const href = ownAttribute(attribs, 'href')?.trim();
        if (rel === undefined || href === undefined || href === '')
            return;
        if (facts.canonical === undefined && rel.toLowerCase().split(/\s+/).includes('canonical'))
            facts.canonical = href;
        // Feeds are alternates too, without a hreflang: only language versions count.
        const hreflang = ownAttribute(attribs, 'hreflang')?.trim();
        if (hreflang !== undefined && HREFLANG.test(hreflang) && rel.toLowerCase().split(/\s+/).includes('alternate')) {
            ;
            (facts.alternates ??= []).push({ hreflang, href });
        }
    }
}
/** One block per distinct alternate, in code-unit order: the order the head lists them in is not content. */
function alternateBlocks(alternates, pageUrl, siteUrl) {
    const blocks = new Set();
    for (const a of alternates) {
        const href = (0,_content_urls_js__WEBPACK_IMPORTED_MODULE_3__/* .normalizeContentUrl */ .Wn)(a.href, pageUrl, siteUrl);
        // An alternate that names the page itself (x-default on a site of one language) tells nothing.
        if ((0,_urls_js__WEBPACK_IMPORTED_MODULE_11__/* .canonicalRelation */ .rR)(href, pageUrl).kind !== 'self')
            blocks.add(`hreflang|[${a.hreflang}](${href})`);
    }
    return [...blocks].sort();
}
/** An image's marker: `![alt](url)`. */
function imageMarker(attribs, pageUrl, siteUrl) {
    const raw = ownAttribute(attribs, 'data-src') ??
        ownAttribute(attribs, 'src') ??
        firstSrcsetUrl(ownAttribute(attribs, 'data-srcset') ?? ownAttribute(attribs, 'srcset') ?? '');
    const alt = collapseSpaces(ownAttribute(attribs, 'alt') ?? '');
    return '![' + alt + '](' + (0,_content_urls_js__WEBPACK_IMPORTED_MODULE_3__/* .normalizeContentUrl */ .Wn)(raw, pageUrl, siteUrl) + ')';
}
/** Embedded media other than img: `!name(url)`; null without a source. */
function mediaMarker(name, attribs, pageUrl, siteUrl) {
    const raw = ownAttribute(attribs, 'data-src') ?? ownAttribute(attribs, name === 'object' ? 'data' : 'src');
    // <source srcset> inside <picture> repeats the <img>; a <video> with only <source>s has no src.
    if (raw === undefined)
        return null;
    return '!' + name + '(' + (0,_content_urls_js__WEBPACK_IMPORTED_MODULE_3__/* .normalizeContentUrl */ .Wn)(raw, pageUrl, siteUrl) + ')';
}
/**
 * Every attribute the collector reads, `type` for isJsonLd included. A page scan keeps no other
 * but those the selectors test (see attributeFilter): the collector reads through the two
 * functions below, whose names must be listed here.
 */
const COLLECTOR_ATTRIBUTES = [
    'href', 'src', 'data-src', 'srcset', 'data-srcset', 'alt', 'data', 'name', 'property', 'content', 'http-equiv',
    'rel', 'type', 'data-lastmod', 'hreflang', 'role'
];
function ownAttribute(attribs, name) {
    return Object.hasOwn(attribs, name) ? attribs[name] : undefined;
}
function hasAttribute(attribs, name) {
    return Object.hasOwn(attribs, name);
}
/**
 * Whether an element may have one of `names`: true when it has, and for names its attributes
 * object inherits (`constructor`), which the selectors then answer themselves.
 */
function hasAnyOf(names) {
    const [first, second] = names;
    if (names.length === 0 || first === undefined)
        return () => false;
    if (names.length === 1)
        return (attribs) => attribs[first] !== undefined;
    if (names.length === 2 && second !== undefined)
        return (attribs) => attribs[first] !== undefined || attribs[second] !== undefined;
    return (attribs) => names.some((name) => attribs[name] !== undefined);
}
/**
 * The attributes the selectors test, lowercase as parsers give an element's attributes (a
 * selector's own spelling does not matter in HTML); undefined when not known (see tokensAttributes).
 */
function attributesTested(selectors) {
    const names = new Set();
    for (const selector of selectors) {
        if (selector.attributes === undefined)
            return undefined;
        for (const name of selector.attributes)
            names.add(name.toLowerCase());
    }
    return [...names];
}
function isDateMeta(attribs) {
    const property = ownAttribute(attribs, 'property');
    const name = ownAttribute(attribs, 'name');
    return ((property !== undefined && _html_dates_js__WEBPACK_IMPORTED_MODULE_2__/* .MODIFIED_META */ .Wf.has(property.trim().toLowerCase())) ||
        (name !== undefined && _html_dates_js__WEBPACK_IMPORTED_MODULE_2__/* .MODIFIED_META */ .Wf.has(name.trim().toLowerCase())));
}
/** Only JSON whitespace around the text (JSON.parse refuses the rest of what trim() removes). */
const JSON_PADDING = /^[ \t\n\r]*$/;
/**
 * Valid JSON-LD text (already parsed) that cannot hold a dateModified key: none is spelled out, and
 * no backslash escape could spell one; nothing but JSON whitespace around it.
 */
function isPlainJson(raw) {
    if (raw.includes('dateModified') || raw.includes('\\'))
        return false;
    const start = raw.length - raw.trimStart().length;
    const end = raw.trimEnd().length;
    return JSON_PADDING.test(raw.slice(0, start)) && JSON_PADDING.test(raw.slice(end));
}
function firstSrcsetUrl(srcset) {
    const trimmed = srcset.trim();
    const end = trimmed.search(/[\s,]/);
    return end < 0 ? trimmed : trimmed.slice(0, end);
}
const REFRESH = /^\s*(?:\d+(?:\.[\d.]*)?|\.[\d.]*)\s*[;,]?\s*(?:url\s*=\s*)?/i;
/** The URL of a meta refresh `content` ("0; url=/new/"), or undefined when it only reloads. */
function refreshTarget(content) {
    const match = REFRESH.exec(content);
    if (match === null)
        return undefined;
    let rest = content.slice(match[0].length);
    const quote = rest.charAt(0);
    if (quote === '"' || quote === "'") {
        const close = rest.indexOf(quote, 1);
        rest = close < 0 ? rest.slice(1) : rest.slice(1, close);
    }
    rest = rest.trim();
    return rest === '' ? undefined : rest;
}
// ---------------------------------------------------------------------------------------------
// JSON-LD
/**
 * Date fields removed from JSON-LD: dates about the document itself, which generators (and this
 * tool) stamp at build time. A key is one when its local name (after any `schema:` prefix or IRI)
 * starts with `date` (dateModified, datePublished, dateCreated…; not `dateline`, which is text) or
 * is listed here. Dates about the subject (an event's startDate, a person's birthDate, durations
 * such as cookTime) are content: they are kept.
 */
const JSON_LD_DATE_KEYS = new Set([
    'uploadDate', 'lastReviewed', 'sdDatePublished', 'priceValidUntil', 'expires', 'lastmod'
]);
function isJsonLdDateKey(key) {
    const cut = Math.max(key.lastIndexOf(':'), key.lastIndexOf('/'), key.lastIndexOf('#'));
    const local = cut < 0 ? key : key.slice(cut + 1);
    return (local.startsWith('date') && local !== 'dateline') || JSON_LD_DATE_KEYS.has(local);
}
function jsonLdBlock(raw, pageUrl, siteUrl, warnings) {
    const trimmed = raw.trim();
    if (trimmed === '')
        return undefined;
    let value;
    let problem;
    try {
        value = JSON.parse(trimmed);
    }
    catch (error) {
        problem = `is not valid JSON (${(error instanceof Error ? error.message : String(error)).replace(_irregular_spaces_js__WEBPACK_IMPORTED_MODULE_9__/* .WHITESPACE */ .cv, ' ')})`;
    }
    // canonicalJson recurses: a block nested thousands deep is read as text.
    if (problem === undefined && (0,_html_dates_js__WEBPACK_IMPORTED_MODULE_2__/* .jsonTooDeep */ .fJ)(trimmed))
        problem = 'nests too deep';
    if (problem !== undefined) {
        warnings.push(`JSON-LD block ${problem}; hashed as text`);
        return 'ld+json|' + trimmed.replace(_irregular_spaces_js__WEBPACK_IMPORTED_MODULE_9__/* .WHITESPACE */ .cv, ' ');
    }
    return 'ld+json|' + canonicalJson(value, pageUrl, siteUrl);
}
const URL_LIKE = /^(?:https?:)?\/\/\S+$|^\/\S*$/i;
/** Object keys as a canonical block writes them (`"name":`), or null for a date key: a site repeats a few. */
const canonicalKeys = new Map();
/** Past this many keys the map starts again, so that odd pages cannot grow it without bound. */
const CANONICAL_KEYS_LIMIT = 10_000;
function canonicalKey(key) {
    let known = canonicalKeys.get(key);
    if (known === undefined) {
        known = isJsonLdDateKey(key) ? null : JSON.stringify(key) + ':';
        if (canonicalKeys.size >= CANONICAL_KEYS_LIMIT)
            canonicalKeys.clear();
        canonicalKeys.set(key, known);
    }
    return known;
}
/** JSON with sorted keys, date keys removed, strings whitespace-collapsed, URLs normalised. */
function canonicalJson(value, pageUrl, siteUrl) {
    if (typeof value === 'string') {
        if (URL_LIKE.test(value))
            return JSON.stringify((0,_content_urls_js__WEBPACK_IMPORTED_MODULE_3__/* .normalizeContentUrl */ .Wn)(value, pageUrl, siteUrl));
        return JSON.stringify(nfc(collapseSpaces(value)));
    }
    if (value === null || typeof value !== 'object')
        return JSON.stringify(value) ?? 'null';
    if (Array.isArray(value)) {
        let out = '[';
        for (let i = 0; i < value.length; i++)
            out += (i === 0 ? '' : ',') + canonicalJson(value[i], pageUrl, siteUrl);
        return out + ']';
    }
    const record = value;
    // Sorted first, then filtered: the same order.
    const keys = Object.keys(record).sort();
    let out = '{';
    let first = true;
    for (const key of keys) {
        const written = canonicalKey(key);
        if (written === null)
            continue;
        out += (first ? '' : ',') + written + canonicalJson(record[key], pageUrl, siteUrl);
        first = false;
    }
    return out + '}';
}


/***/ }),

/***/ 5340:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Pd: () => (/* binding */ mergeHeadersFile),
/* harmony export */   z7: () => (/* binding */ httpDate)
/* harmony export */ });
/* unused harmony exports HEADERS_BEGIN, HEADERS_END, CLOUDFLARE_MAX_RULES */
/* harmony import */ var _dates_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(80194);
// `Last-Modified` for each page in a Netlify / Cloudflare Pages `_headers` file. Pure.
//
// The file may already hold the site's own rules (security headers, caching). Its bytes are kept
// as they are (each line's ending, any encoding, a last line with no ending), with one exception:
// a rule for exactly a page's path gets its `Last-Modified` line set there, because both hosts
// combine the headers of every matching rule and a second rule for the same path would send two
// dates. Every other page goes into one generated section, between markers, which each run
// replaces whole where it stands; it is appended the first time.
//
// The text is the file's bytes read as latin1, one character per byte, so that bytes in any
// encoding come back as they were; what is written here is ASCII.

const HEADERS_BEGIN = '# lastmod-action: Last-Modified of each page, from the date its content last changed (replaced on every run)';
const HEADERS_END = '# lastmod-action: end';
/** Cloudflare Pages reads at most this many rules from `_headers`. */
const CLOUDFLARE_MAX_RULES = 100;
/** RFC 9110 IMF-fixdate: `Wed, 12 Aug 2026 06:00:00 GMT`. */
function httpDate(instant) {
    const date = (0,_dates_js__WEBPACK_IMPORTED_MODULE_0__/* .parseInstant */ .nV)(instant);
    if (!date)
        throw new Error(`not a state instant: '${instant}'`);
    return date.toUTCString();
}
/** Blanks as the format has them: spaces and tabs (in latin1 text, \s would also take the byte 0xA0). */
const HEADER_LINE = /^([ \t]+)(!?[ \t]*)([^: \t]+)[ \t]*:?(.*)$/;
const strip = (text) => text.replace(/^[ \t]+|[ \t]+$/g, '');
const isBlank = (text) => strip(text) === '';
function splitLines(source) {
    const lines = [];
    let at = 0;
    while (at < source.length) {
        const lf = source.indexOf('\n', at);
        if (lf === -1) {
            lines.push({ text: source.slice(at), end: '' });
            break;
        }
        const crlf = lf > at && source[lf - 1] === '\r';
        lines.push({ text: source.slice(at, crlf ? lf - 1 : lf), end: crlf ? '\r\n' : '\n' });
        at = lf + 1;
    }
    return lines;
}
function isLastModified(line) {
    const m = HEADER_LINE.exec(line);
    return m !== null && m[2] === '' && (m[3] ?? '').toLowerCase() === 'last-modified';
}
function parseRules(lines) {
    const rules = [];
    let current;
    lines.forEach(({ text }, i) => {
        if (isBlank(text) || strip(text).startsWith('#'))
            return;
        if (/^[ \t]/.test(text)) {
            current?.headers.push(i);
            return;
        }
        current = { path: strip(text), line: i, headers: [] };
        rules.push(current);
    });
    return rules;
}
/** A path the `_headers` syntax would read as a pattern (splat or placeholder), not literally. */
function isPattern(path) {
    return path.includes('*') || /(^|\/):/.test(path);
}
/**
 * Merges one `Last-Modified` per page into `existing` (the file's bytes as latin1 text, or
 * undefined when there is no file). The result depends only on the inputs: a second merge of the
 * same pages changes nothing.
 */
function mergeHeadersFile(existing, pages) {
    const warnings = [];
    const all = splitLines(existing ?? '');
    // New lines take the file's own ending: that of its first line that has one.
    const eol = all.find((l) => l.end !== '')?.end ?? '\n';
    // The section of the previous run is cut out; the new one goes where it stood.
    let lines = all;
    let section;
    const begin = all.findIndex((l) => strip(l.text) === HEADERS_BEGIN);
    if (begin !== -1) {
        let end = all.findIndex((l, i) => i > begin && strip(l.text) === HEADERS_END);
        if (end === -1) {
            warnings.push('_headers: the generated section has no end marker; everything after its start was replaced');
            end = all.length - 1;
        }
        section = { at: begin, end: all[end]?.end ?? eol };
        lines = [...all.slice(0, begin), ...all.slice(end + 1)];
    }
    const rules = parseRules(lines);
    const byPath = new Map();
    for (const rule of rules)
        if (!byPath.has(rule.path))
            byPath.set(rule.path, rule);
    for (const rule of rules) {
        if (isPattern(rule.path) && rule.headers.some((i) => isLastModified(lines[i]?.text ?? ''))) {
            warnings.push(`_headers: rule ${rule.path} sets Last-Modified for many paths; a page it matches gets two dates joined by a comma`);
        }
    }
    const sorted = [...pages].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    const set = new Map();
    const inserts = new Map();
    const generated = [];
    let inPlace = 0;
    let generatedCount = 0;
    for (const page of sorted) {
        if (isPattern(page.path)) {
            warnings.push(`_headers: ${page.path} would read as a pattern; no Last-Modified rule written for it`);
            continue;
        }
        const value = httpDate(page.instant);
        const own = byPath.get(page.path);
        if (own) {
            inPlace++;
            const existingLine = own.headers.find((i) => isLastModified(lines[i]?.text ?? ''));
            const indent = own.headers.length > 0 ? (/^[ \t]+/.exec(lines[own.headers[0]]?.text ?? '')?.[0] ?? '  ') : '  ';
            if (existingLine !== undefined) {
                const lineIndent = /^[ \t]+/.exec(lines[existingLine]?.text ?? '')?.[0] ?? indent;
                set.set(existingLine, `${lineIndent}Last-Modified: ${value}`);
            }
            else {
                const after = own.headers.length > 0 ? own.headers[own.headers.length - 1] : own.line;
                inserts.set(after, [...(inserts.get(after) ?? []), `${indent}Last-Modified: ${value}`]);
            }
            continue;
        }
        generatedCount++;
        generated.push(page.path, `  Last-Modified: ${value}`);
    }
    const ours = generated.length > 0 ? [HEADERS_BEGIN, ...generated, HEADERS_END] : [];
    const out = [];
    /** `texts` as new lines after the last one out; a last line without an ending gets one, and passes its lack on. */
    const add = (texts, lastEnd = eol) => {
        if (texts.length === 0)
            return;
        const previous = out[out.length - 1];
        if (previous?.end === '') {
            previous.end = eol;
            lastEnd = '';
        }
        texts.forEach((text, i) => out.push({ text, end: i === texts.length - 1 ? lastEnd : eol }));
    };
    lines.forEach((line, i) => {
        if (section?.at === i)
            add(ours, section.end);
        out.push({ text: set.get(i) ?? line.text, end: line.end });
        add(inserts.get(i) ?? []);
    });
    if (section !== undefined && section.at >= lines.length)
        add(ours, section.end);
    else if (section === undefined && ours.length > 0) {
        const last = out[out.length - 1];
        add(last === undefined || isBlank(last.text) ? ours : ['', ...ours]);
    }
    const ruleCount = rules.length + generatedCount;
    if (ruleCount > CLOUDFLARE_MAX_RULES) {
        warnings.push(`_headers: ${ruleCount} rules; Cloudflare Pages reads only the first ${CLOUDFLARE_MAX_RULES} (Netlify has no such limit)`);
    }
    return { text: out.map((l) => l.text + l.end).join(''), inPlace, generated: generatedCount, warnings };
}


/***/ }),

/***/ 21070:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ isJsonLd),
/* harmony export */   OL: () => (/* binding */ planDatesWrite),
/* harmony export */   OV: () => (/* binding */ DateSiteFinder),
/* harmony export */   Wf: () => (/* binding */ MODIFIED_META),
/* harmony export */   ct: () => (/* binding */ applyEdits),
/* harmony export */   fJ: () => (/* binding */ jsonTooDeep),
/* harmony export */   t3: () => (/* binding */ rewriteHtmlDates)
/* harmony export */ });
/* unused harmony exports dateValueLike, formatDateText, findDateSites, datesEdits, writeDates */
/* harmony import */ var _dates_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(80194);
/* harmony import */ var _html_scan_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(97430);
/* harmony import */ var _own_copy_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4297);
/* harmony import */ var _urls_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(81221);
// Writing the state's dates into one built page. Pure: a string in, a string (or a verdict) out.
//
// Only the byte ranges that hold a date are replaced; everything else is copied through as it
// was, so a page whose dates are already right comes back identical, and a diff of a rewritten
// page shows the dates and nothing else. The extractor ignores exactly what is written here
// (JSON-LD date keys, `<head>` meta, `[data-lastmod]` elements), so a rewrite never moves a hash.




/** Names and properties of the meta elements that carry the modified date (lower case). */
const MODIFIED_META = new Set(['article:modified_time', 'og:updated_time']);
/**
 * The attributes of a JSON-LD `<script>`: type `application/ld+json`, in any case, parameters
 * aside. The extractor uses the same test, so that it sees every block written here.
 */
function isJsonLd(attribs) {
    return isJsonLdType(Object.hasOwn(attribs, 'type') ? attribs.type : undefined);
}
/** isJsonLd from the value of the `type` attribute (undefined: there is none). */
function isJsonLdType(type) {
    if (type === undefined)
        return false;
    const semicolon = type.indexOf(';');
    return (semicolon < 0 ? type : type.slice(0, semicolon)).trim().toLowerCase() === 'application/ld+json';
}
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
/**
 * The value to write where `existing` stood: kept as is when it already names the same instant
 * (or the same day, for a date-only value), so a site's own spelling causes no churn; a date-only
 * value stays date-only, anything else becomes the state instant.
 */
function dateValueLike(existing, instant) {
    const trimmed = existing.trim();
    if (DATE_ONLY.test(trimmed))
        return trimmed === instant.slice(0, 10) ? existing : instant.slice(0, 10);
    const parsed = (0,_dates_js__WEBPACK_IMPORTED_MODULE_1__/* .parseInstant */ .nV)(trimmed);
    const target = (0,_dates_js__WEBPACK_IMPORTED_MODULE_1__/* .parseInstant */ .nV)(instant);
    if (parsed && target && parsed.getTime() === target.getTime())
        return existing;
    return target ? (0,_dates_js__WEBPACK_IMPORTED_MODULE_1__/* .formatInstant */ .r4)(target) : instant;
}
const MONTHS = [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December'
];
const FORMAT_TOKEN = /\[([^\]]*)\]|YYYY|MMMM|MMM|MM|M|DD|D|HH|mm|ss/g;
/**
 * Text for a `[data-lastmod]` element, in UTC. `format` is a pattern of YYYY, MMMM (August),
 * MMM (Aug), MM, M, DD, D, HH, mm, ss with `[literal]` text; `iso` or empty is YYYY-MM-DD and
 * `datetime` the full instant.
 */
function formatDateText(instant, format) {
    const date = (0,_dates_js__WEBPACK_IMPORTED_MODULE_1__/* .parseInstant */ .nV)(instant);
    if (!date)
        return instant;
    const f = (format ?? '').trim();
    if (f === '' || f === 'iso' || f === 'date')
        return (0,_dates_js__WEBPACK_IMPORTED_MODULE_1__/* .formatInstant */ .r4)(date).slice(0, 10);
    if (f === 'datetime')
        return (0,_dates_js__WEBPACK_IMPORTED_MODULE_1__/* .formatInstant */ .r4)(date);
    const pad = (n) => String(n).padStart(2, '0');
    return f.replace(FORMAT_TOKEN, (token, literal) => {
        if (literal !== undefined)
            return literal;
        switch (token) {
            case 'YYYY':
                return String(date.getUTCFullYear());
            case 'MMMM':
                return MONTHS[date.getUTCMonth()] ?? '';
            case 'MMM':
                return (MONTHS[date.getUTCMonth()] ?? '').slice(0, 3);
            case 'MM':
                return pad(date.getUTCMonth() + 1);
            case 'M':
                return String(date.getUTCMonth() + 1);
            case 'DD':
                return pad(date.getUTCDate());
            case 'D':
                return String(date.getUTCDate());
            case 'HH':
                return pad(date.getUTCHours());
            case 'mm':
                return pad(date.getUTCMinutes());
            default:
                return pad(date.getUTCSeconds());
        }
    });
}
function escapeHtml(text) {
    return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
/** JSON's whitespace. */
function isJsonSpace(c) {
    return c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;
}
/** Where a number, `true`, `false` or `null` ends. */
function endsJsonScalar(c) {
    return c === 0x2c || c === 0x5d || c === 0x7d || isJsonSpace(c);
}
/** JSON-LD nested deeper than this is not read: its readers recurse, and a page may nest thousands deep. */
const MAX_JSON_DEPTH = 512;
/** Whether JSON `text` nests arrays and objects deeper than MAX_JSON_DEPTH (strings skipped). */
function jsonTooDeep(text) {
    let depth = 0;
    for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c === QUOTE) {
            for (i++; i < text.length && text.charCodeAt(i) !== QUOTE; i++)
                if (text.charCodeAt(i) === BACKSLASH)
                    i++;
        }
        else if (c === 0x5b || c === 0x7b) {
            if (++depth > MAX_JSON_DEPTH)
                return true;
        }
        else if (c === 0x5d || c === 0x7d)
            depth--;
    }
    return false;
}
/** Reads a block that JSON.parse has accepted, by code unit; strings without escapes are sliced, not parsed. */
class JsonScanner {
    text;
    i = 0;
    constructor(text) {
        this.text = text;
    }
    scan() {
        this.ws();
        const node = this.value();
        this.ws();
        if (this.i !== this.text.length)
            throw new Error('trailing text');
        return node;
    }
    ws() {
        const text = this.text;
        let i = this.i;
        while (i < text.length && isJsonSpace(text.charCodeAt(i)))
            i++;
        this.i = i;
    }
    at(c) {
        return this.text.charCodeAt(this.i) === c;
    }
    value() {
        const c = this.text.charCodeAt(this.i);
        if (c === 0x7b)
            return this.object();
        if (c === 0x5b)
            return this.array();
        if (c === QUOTE)
            return { kind: 'string', value: this.string() };
        const text = this.text;
        const start = this.i;
        let i = start;
        while (i < text.length && !endsJsonScalar(text.charCodeAt(i)))
            i++;
        if (i === start)
            throw new Error(`unexpected '${text[start] ?? 'end'}' at ${start}`);
        this.i = i;
        return { kind: 'other' };
    }
    /** Reads a string from its opening quote; returns its value. */
    string() {
        const text = this.text;
        const start = this.i;
        let escaped = false;
        for (let i = start + 1; i < text.length; i++) {
            const c = text.charCodeAt(i);
            if (c === BACKSLASH) {
                escaped = true;
                i++;
            }
            else if (c === QUOTE) {
                this.i = i + 1;
                return escaped ? JSON.parse(text.slice(start, i + 1)) : text.slice(start + 1, i);
            }
        }
        throw new Error('unterminated string');
    }
    expect(c) {
        if (this.text[this.i] !== c)
            throw new Error(`expected '${c}' at ${this.i}`);
        this.i++;
    }
    object() {
        const members = [];
        this.i++;
        let leadStart = this.i;
        this.ws();
        if (this.at(0x7d)) {
            this.i++;
            return { kind: 'object', members };
        }
        for (;;) {
            const keyStart = this.i;
            if (!this.at(QUOTE))
                throw new Error(`expected a key at ${this.i}`);
            const key = this.string();
            const keyEnd = this.i;
            this.ws();
            this.expect(':');
            this.ws();
            const valueStart = this.i;
            const value = this.value();
            const valueEnd = this.i;
            members.push({ key, leadStart, keyStart, keyEnd, valueStart, valueEnd, value });
            this.ws();
            if (this.at(0x2c)) {
                this.i++;
                leadStart = this.i;
                this.ws();
                continue;
            }
            this.expect('}');
            return { kind: 'object', members };
        }
    }
    array() {
        const items = [];
        this.i++;
        this.ws();
        if (this.at(0x5d)) {
            this.i++;
            return { kind: 'array', items };
        }
        for (;;) {
            items.push(this.value());
            this.ws();
            if (this.at(0x2c)) {
                this.i++;
                this.ws();
                continue;
            }
            this.expect(']');
            return { kind: 'array', items };
        }
    }
}
// ---- the JSON-LD nodes that describe the page -------------------------------------------------
// Only the page's own node gets the page's dates: a Review, a Comment, an Organization, an Offer
// or the posts of a list page keep theirs. See docs/dates.md, "Which JSON-LD node is the page".
/** WebPage and its schema.org subtypes: the page itself. */
const WEB_PAGE_TYPES = new Set([
    'WebPage', 'AboutPage', 'CheckoutPage', 'CollectionPage', 'ContactPage', 'FAQPage', 'ImageGallery', 'ItemPage',
    'MediaGallery', 'MedicalWebPage', 'ProfilePage', 'QAPage', 'RealEstateListing', 'SearchResultsPage', 'VideoGallery'
]);
/** CreativeWork types that a page's main content is (an article, a post, a recipe), not something shown on it. */
const MAIN_CONTENT_TYPES = new Set([
    'CreativeWork', 'Article', 'AdvertiserContentArticle', 'AnalysisNewsArticle', 'APIReference', 'AskPublicNewsArticle',
    'BackgroundNewsArticle', 'Blog', 'BlogPosting', 'Course', 'Dataset', 'DiscussionForumPosting', 'HowTo',
    'LiveBlogPosting', 'MedicalScholarlyArticle', 'NewsArticle', 'OpinionNewsArticle', 'Recipe', 'Report',
    'ReportageNewsArticle', 'ReviewNewsArticle', 'SatiricalArticle', 'ScholarlyArticle', 'SocialMediaPosting', 'TechArticle'
]);
/** A type as written (`BlogPosting`, `https://schema.org/BlogPosting`, `schema:BlogPosting`), by its schema.org name. */
function schemaType(type) {
    return type.replace(/^(?:https?:\/\/schema\.org\/|schema:)/, '');
}
/** The value of a key as JSON.parse reads it: the last of duplicate keys. */
function member(node, key) {
    for (let k = node.members.length - 1; k >= 0; k--) {
        const m = node.members[k];
        if (m.key === key)
            return m.value;
    }
    return undefined;
}
/** The target of a string value, resolved against the page URL; undefined for a blank node (`_:b0`) or anything but http(s). */
function target(value, pageUrl) {
    if (value?.kind !== 'string' || value.value.startsWith('_:'))
        return undefined;
    let url;
    try {
        url = new URL(value.value, pageUrl);
    }
    catch {
        return undefined;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
        return undefined;
    const fragment = url.hash;
    url.hash = '';
    return { page: (0,_urls_js__WEBPACK_IMPORTED_MODULE_2__/* .pageIdentity */ .GI)(url), fragment };
}
function candidate(node, pageUrl) {
    const type = member(node, '@type');
    const types = type?.kind === 'string' ? [type.value] : type?.kind === 'array' ? type.items.flatMap((t) => (t.kind === 'string' ? [t.value] : [])) : [];
    const names = types.map(schemaType);
    const kind = type === undefined ? 'untyped' : names.some((t) => WEB_PAGE_TYPES.has(t)) ? 'webPage' : names.some((t) => MAIN_CONTENT_TYPES.has(t)) ? 'content' : 'other';
    const main = member(node, 'mainEntityOfPage');
    return {
        node,
        kind,
        id: target(member(node, '@id'), pageUrl),
        url: target(member(node, 'url'), pageUrl),
        mainEntityOf: target(main?.kind === 'object' ? member(main, '@id') : main, pageUrl)
    };
}
/** The top-level nodes of a block, in document order: the root object or the items of a root array, each followed by its `@graph`. */
function topLevelNodes(root, into) {
    const add = (node) => {
        if (node.kind !== 'object')
            return;
        into.push(node);
        const graph = member(node, '@graph');
        if (graph?.kind === 'array')
            for (const item of graph.items)
                if (item.kind === 'object')
                    into.push(item);
        if (graph?.kind === 'object')
            into.push(graph);
    };
    if (root.kind === 'array')
        root.items.forEach(add);
    else
        add(root);
}
/**
 * The nodes that describe the page, among the top-level nodes of all its JSON-LD blocks. Those
 * that name it (`@id` or `url` is the page's URL, or `mainEntityOfPage` names the page or the
 * `@id` of a node that does, as Rank Math's `…/#webpage`); without any, the first WebPage and the
 * first main content node that name no other page. A node of another type never describes the page.
 */
function pageNodes(nodes, pageUrl) {
    const self = (0,_urls_js__WEBPACK_IMPORTED_MODULE_2__/* .pageIdentity */ .GI)(pageUrl);
    const candidates = nodes.map((node) => candidate(node, pageUrl)).filter((c) => c.kind !== 'other');
    const isSelf = (t) => t !== undefined && t.page === self && t.fragment === '';
    const ids = new Set([self]);
    for (const c of candidates)
        if (c.id !== undefined && (isSelf(c.id) || isSelf(c.url)))
            ids.add(c.id.page + c.id.fragment);
    const known = (t) => t !== undefined && ids.has(t.page + t.fragment);
    const named = candidates.filter((c) => known(c.id) || isSelf(c.url) || known(c.mainEntityOf));
    if (named.length > 0)
        return new Set(named.map((c) => c.node));
    const elsewhere = (t) => t !== undefined && t.page !== self;
    const unnamed = candidates.filter((c) => !elsewhere(c.id) && !elsewhere(c.url) && !elsewhere(c.mainEntityOf));
    const chosen = new Set();
    for (const kind of ['webPage', 'content']) {
        const first = unnamed.find((c) => c.kind === kind);
        if (first !== undefined)
            chosen.add(first.node);
    }
    return chosen;
}
/**
 * The date sites of one node of a JSON-LD block (offsets relative to the block): each string
 * `dateModified`, and, for a node without `datePublished`, the place right after its (last)
 * `dateModified` where one goes. A node without a `dateModified` has none.
 */
function nodeSites(text, node) {
    const sites = [];
    // Every string dateModified of the object: with duplicate keys, JSON.parse keeps the last.
    let last;
    for (const m of node.members) {
        if (m.key !== 'dateModified' || m.value.kind !== 'string')
            continue;
        const current = m.value.value;
        sites.push({ kind: 'json', start: m.valueStart, end: m.valueEnd, raw: (0,_own_copy_js__WEBPACK_IMPORTED_MODULE_3__/* .ownCopy */ .S)(text.slice(m.valueStart, m.valueEnd)), current: (0,_own_copy_js__WEBPACK_IMPORTED_MODULE_3__/* .ownCopy */ .S)(current) });
        last = { member: m, current };
    }
    if (last && !node.members.some((m) => m.key === 'datePublished')) {
        const { member: m, current } = last;
        // The new value's form follows the written one: a date-only dateModified stays date-only.
        const dateOnly = DATE_ONLY.test(current.trim());
        sites.push({ kind: 'jsonPublished', at: m.valueEnd, lead: (0,_own_copy_js__WEBPACK_IMPORTED_MODULE_3__/* .ownCopy */ .S)(text.slice(m.leadStart, m.keyStart)), separator: (0,_own_copy_js__WEBPACK_IMPORTED_MODULE_3__/* .ownCopy */ .S)(text.slice(m.keyEnd, m.valueStart)), dateOnly });
    }
    return sites;
}
/**
 * Finds the date sites of one page from its tag events (a TagHandler, fed by scanHtmlTags or by
 * the extractor's own scan of the page), then `finish()`. `html` is the page's text. The sites
 * hold copies, not slices, of the page: a run keeps them until its dates are written, and a slice
 * would keep the whole page alive (own-copy.ts).
 */
class DateSiteFinder {
    html;
    pageUrl;
    found = [];
    warnings = [];
    unsafe;
    depth = 0;
    jsonLd;
    dated = [];
    // Which JSON-LD node is the page is known only once every block is read: their sites wait.
    blocks = [];
    /** The content of each `[data-lastmod]` element: it becomes the date, so no site is inside it. */
    replaced = [];
    jsonLdBlocks = 0;
    carriers = 0;
    constructor(html, pageUrl) {
        this.html = html;
        this.pageUrl = pageUrl;
    }
    // Attributes are read by name from `spans`, as the attributes object would give them (none of
    // these names is `__proto__`, which that object drops).
    onopentag(name, implied, tagEnd, spans) {
        // Depth follows the parser's own stack: every non-void open (implied ones too) is closed.
        if (!(0,_html_scan_js__WEBPACK_IMPORTED_MODULE_0__/* .isVoidElement */ .v9)(name))
            this.depth++;
        if (implied)
            return;
        const html = this.html;
        if (name === 'meta') {
            const property = (spans.value('property') ?? spans.value('name') ?? '').trim().toLowerCase();
            const content = spans.get('content');
            if (MODIFIED_META.has(property) && content) {
                this.carriers++;
                this.attribute(content, spans.value('content') ?? '', 'modified');
            }
        }
        if (name === 'script' && isJsonLdType(spans.value('type')))
            this.jsonLd = { contentStart: tagEnd + 1, depth: this.depth };
        const marked = spans.value('data-lastmod');
        if (marked === undefined)
            return;
        this.carriers++;
        const date = marked.trim().toLowerCase() === 'published' ? 'published' : 'modified';
        const datetime = spans.get('datetime');
        if (datetime && html[tagEnd - 1] === '/' && !(0,_html_scan_js__WEBPACK_IMPORTED_MODULE_0__/* .isVoidElement */ .v9)(name) && !datetime.quoted && datetime.end === tagEnd && datetime.valueStart >= 0) {
            // `<time datetime=x/>`: the `/` is the value's, which the new date replaces; the tag would
            // then read as not closed by it, and the element's text (if any) as its own.
            this.unsafe ??= `<${name} data-lastmod> ends with an unquoted datetime whose last character is "/"`;
            return;
        }
        if (datetime)
            this.attribute(datetime, spans.value('datetime') ?? '', date);
        else if (name === 'time') {
            const at = html[tagEnd - 1] === '/' ? tagEnd - 1 : tagEnd;
            const last = spans.last();
            if (last !== undefined && !last.quoted && last.valueStart >= 0 && (last.valueStart === last.valueEnd || last.end > at)) {
                // `<time a= >`, `<time a=b/>`: what is put there would be read as that value, or part of it.
                this.unsafe ??= `<time data-lastmod> ends with an unquoted value that a datetime put after it would join`;
            }
            else {
                this.found.push({ kind: 'time', at, date });
            }
        }
        // A void element (or one written `<x/>`) has no text to replace.
        if (html[tagEnd - 1] !== '/' && !(0,_html_scan_js__WEBPACK_IMPORTED_MODULE_0__/* .isVoidElement */ .v9)(name)) {
            const format = ownCopyOf(spans.value('data-lastmod-format'));
            this.dated.push({ name, contentStart: tagEnd + 1, format, date, depth: this.depth, carriersBefore: this.carriers, blocksBefore: this.jsonLdBlocks });
        }
    }
    // `closeStart`: where the end tag starts (see above); -1 for a close without one (implied).
    onclosetag(name, implied, closeStart) {
        if ((0,_html_scan_js__WEBPACK_IMPORTED_MODULE_0__/* .isVoidElement */ .v9)(name))
            return;
        // Not `dated[-1]` when empty: a negative index is a slow property lookup, on every close.
        const top = this.dated.length > 0 ? this.dated[this.dated.length - 1] : undefined;
        if (top && top.depth === this.depth) {
            this.dated.pop();
            if (implied) {
                this.warnings.push(`<${name} data-lastmod> has no end tag; its text was left as is`);
            }
            else if (this.carriers > top.carriersBefore || this.jsonLdBlocks > top.blocksBefore) {
                // Its text would replace another carrier of the page's dates, which the page would lose.
                this.unsafe ??= `<${top.name} data-lastmod> holds another date carrier`;
            }
            else if (this.html.charCodeAt(closeStart) !== 0x3c) {
                // After `</i >` htmlparser2 places the next end tag before its `<`: a rewrite there would
                // not end where the element ends.
                this.unsafe ??= `<${top.name} data-lastmod> ends where the page's markup is not read as written`;
            }
            else {
                this.replaced.push({ start: top.contentStart, end: closeStart });
                this.found.push({ kind: 'text', start: top.contentStart, end: closeStart, raw: (0,_own_copy_js__WEBPACK_IMPORTED_MODULE_3__/* .ownCopy */ .S)(this.html.slice(top.contentStart, closeStart)), format: top.format, date: top.date });
            }
        }
        // After the element's own text is known to be replaced: a JSON-LD script that is itself
        // `[data-lastmod]` is no other carrier, and its sites fall in what is replaced.
        const jsonLd = this.jsonLd;
        if (jsonLd && jsonLd.depth === this.depth) {
            if (!implied)
                this.jsonLdBlock(jsonLd.contentStart, closeStart);
            this.jsonLd = undefined;
        }
        this.depth--;
    }
    /** The page's sites: JSON-LD ones only in the nodes that describe the page (pageNodes), none inside a replaced element. */
    finish() {
        if (this.unsafe !== undefined)
            return { sites: [], warnings: this.warnings, unsafe: this.unsafe };
        const page = pageNodes(this.blocks.flatMap((b) => b.nodes), this.pageUrl);
        const sites = this.found;
        for (const block of this.blocks) {
            for (const node of block.nodes) {
                if (!page.has(node))
                    continue;
                for (const site of nodeSites(block.text, node)) {
                    const at = block.start + (site.kind === 'json' ? site.start : site.at);
                    if (this.replaced.some((r) => at >= r.start && at < r.end))
                        continue;
                    sites.push(site.kind === 'json' ? { ...site, start: at, end: block.start + site.end } : { ...site, at });
                }
            }
        }
        return { sites, warnings: this.warnings };
    }
    attribute(span, current, date) {
        const bare = span.valueStart < 0;
        const start = bare ? span.end : span.valueStart;
        const end = bare ? span.end : span.valueEnd;
        this.found.push({ kind: 'attribute', start, end, raw: bare ? '' : (0,_own_copy_js__WEBPACK_IMPORTED_MODULE_3__/* .ownCopy */ .S)(this.html.slice(start, end)), current: (0,_own_copy_js__WEBPACK_IMPORTED_MODULE_3__/* .ownCopy */ .S)(current), quoted: span.quoted, bare, date });
    }
    jsonLdBlock(start, end) {
        this.jsonLdBlocks++;
        const text = this.html.slice(start, end);
        let problem;
        try {
            JSON.parse(text);
        }
        catch {
            problem = 'is not valid JSON';
        }
        problem ??= jsonTooDeep(text) ? `nests over ${MAX_JSON_DEPTH} levels` : undefined;
        if (problem !== undefined) {
            this.warnings.push(`JSON-LD block ${this.jsonLdBlocks} ${problem}; its dates were left as they are`);
            return;
        }
        const nodes = [];
        topLevelNodes(new JsonScanner(text).scan(), nodes);
        this.blocks.push({ start, text, nodes });
    }
}
function ownCopyOf(text) {
    return text === undefined ? undefined : (0,_own_copy_js__WEBPACK_IMPORTED_MODULE_3__/* .ownCopy */ .S)(text);
}
/** The date sites of one page, found by a scan of its tags alone (where no extractor reads it). */
function findDateSites(html, pageUrl) {
    const finder = new DateSiteFinder(html, new URL(pageUrl));
    (0,_html_scan_js__WEBPACK_IMPORTED_MODULE_0__/* .scanHtmlTags */ .sP)(html, finder);
    return finder.finish();
}
/**
 * What `dates` write at the sites: an edit where the value differs. Safe by construction: values
 * are escaped for their place (HTML attribute or text, JSON string), so no edit changes how the
 * page reads but for the dates.
 */
function datesEdits(sites, dates) {
    const edits = [];
    for (const site of sites) {
        switch (site.kind) {
            case 'attribute': {
                const instant = dates[site.date];
                if (site.bare) {
                    edits.push({ start: site.start, end: site.end, old: '', text: `="${escapeHtml(instant)}"` });
                    break;
                }
                const next = dateValueLike(site.current, instant);
                const text = site.quoted ? escapeHtml(next) : next;
                if (next !== site.current && site.raw !== text)
                    edits.push({ start: site.start, end: site.end, old: site.raw, text });
                break;
            }
            case 'time':
                edits.push({ start: site.at, end: site.at, old: '', text: ` datetime="${escapeHtml(dates[site.date])}"` });
                break;
            case 'text': {
                const text = escapeHtml(formatDateText(dates[site.date], site.format));
                if (site.raw !== text)
                    edits.push({ start: site.start, end: site.end, old: site.raw, text });
                break;
            }
            case 'json': {
                const next = dateValueLike(site.current, dates.modified);
                if (next !== site.current)
                    edits.push({ start: site.start, end: site.end, old: site.raw, text: JSON.stringify(next) });
                break;
            }
            case 'jsonPublished':
                edits.push({ start: site.at, end: site.at, old: '', text: `,${site.lead}"datePublished"${site.separator}${JSON.stringify(site.dateOnly ? dates.published.slice(0, 10) : dates.published)}` });
                break;
            default: {
                const never = site;
                throw new Error(`unknown date site ${JSON.stringify(never)}`);
            }
        }
    }
    return edits;
}
/** `html` with the edits made, as planDatesWrite gives them: in order, none overlapping. */
function applyEdits(html, edits) {
    let out = '';
    let at = 0;
    for (const e of edits) {
        out += html.slice(at, e.start) + e.text;
        at = e.end;
    }
    return out + html.slice(at);
}
/**
 * Where `dates` go at the sites a page holds (`found`, by findDateSites or the extractor's pass):
 * JSON-LD `dateModified` (and a missing `datePublished` beside it) of the nodes that describe the
 * page (`pageNodes`), `article:modified_time` / `og:updated_time` meta, and `[data-lastmod]`
 * elements (`datetime` and text). A page whose dates cannot be written safely (`unsafe`) fails.
 */
function planDatesWrite(found, dates) {
    if (found.unsafe !== undefined)
        return { kind: 'failed', reason: found.unsafe };
    const edits = datesEdits(found.sites, dates);
    if (edits.length === 0)
        return { kind: 'unchanged' };
    // The state holds instants; anything else would be written into the page as text.
    const bad = [dates.modified, dates.published].find((d) => (0,_dates_js__WEBPACK_IMPORTED_MODULE_1__/* .parseInstant */ .nV)(d) === undefined);
    if (bad !== undefined)
        return { kind: 'failed', reason: `${JSON.stringify(bad)} is not a date with a time and a zone` };
    edits.sort((a, b) => a.start - b.start || a.end - b.end);
    for (let k = 1; k < edits.length; k++) {
        if (edits[k].start < edits[k - 1].end)
            return { kind: 'failed', reason: `overlapping edits at ${edits[k].start}` };
    }
    return { kind: 'edits', edits };
}
/** `html` with `dates` written at the sites it holds (planDatesWrite); a failed page must be left as it was. */
function writeDates(html, found, dates) {
    const planned = planDatesWrite(found, dates);
    if (planned.kind !== 'edits')
        return { ...planned, warnings: found.warnings };
    return { kind: 'rewritten', html: applyEdits(html, planned.edits), edits: planned.edits.length, warnings: found.warnings };
}
/** writeDates over the sites a scan of the page's tags finds. */
function rewriteHtmlDates(html, dates, pageUrl) {
    return writeDates(html, findDateSites(html, pageUrl), dates);
}


/***/ }),

/***/ 97430:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AY: () => (/* binding */ NO_ATTRIBUTES),
/* harmony export */   JX: () => (/* binding */ scanHtmlPositions),
/* harmony export */   LR: () => (/* binding */ scanHtml),
/* harmony export */   Tp: () => (/* binding */ parseDocument),
/* harmony export */   ge: () => (/* binding */ nameTable),
/* harmony export */   sP: () => (/* binding */ scanHtmlTags),
/* harmony export */   v9: () => (/* binding */ isVoidElement),
/* harmony export */   zt: () => (/* binding */ attributeFilter)
/* harmony export */ });
/* harmony import */ var domhandler__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(64728);
/* harmony import */ var entities_decode__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(81161);
/* harmony import */ var _irregular_spaces_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(15656);
/* harmony import */ var _own_copy_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4297);
/**
 * A whole-document HTML scanner that reports the same open/close/text events as htmlparser2's
 * `Parser` in HTML mode with `decodeEntities: true`, for a fraction of its cost; on request
 * (`scanHtmlPositions`) also where tags and attribute values sit, as htmlparser2 reports them.
 *
 * htmlparser2 is a streaming state machine that looks at every character and keeps state
 * between chunks. We always hold the whole page, so this scanner jumps between the characters
 * that matter with `indexOf` and slices what lies between them. The price is that every quirk of
 * htmlparser2 has to be reproduced on purpose, including the ones that only show at the end of
 * a truncated page; `__tests__/html-scan.test.ts` checks them, events and positions, against
 * htmlparser2 itself.
 */




/**
 * One start tag's attributes, in page order, by place: found by a walk over a few names, so that
 * collecting them costs no allocation per tag (most tags are never asked about).
 */
class SpanTable {
    html;
    count = 0;
    names = [];
    /** Four numbers per attribute: value start, value end, 1 if quoted else 0, end. */
    numbers = [];
    /** `html`: the document being scanned. */
    constructor(html = '') {
        this.html = html;
    }
    add(name, valueStart, valueEnd, quoted, end) {
        const k = this.count++;
        this.names[k] = name;
        const numbers = this.numbers;
        numbers[4 * k] = valueStart;
        numbers[4 * k + 1] = valueEnd;
        numbers[4 * k + 2] = quoted ? 1 : 0;
        numbers[4 * k + 3] = end;
    }
    get(name) {
        return this.span(this.find(name));
    }
    last() {
        return this.span(this.count - 1);
    }
    span(k) {
        if (k < 0)
            return undefined;
        const numbers = this.numbers;
        return {
            valueStart: numbers[4 * k],
            valueEnd: numbers[4 * k + 1],
            quoted: numbers[4 * k + 2] === 1,
            end: numbers[4 * k + 3]
        };
    }
    value(name) {
        const k = this.find(name);
        if (k < 0)
            return undefined;
        const start = this.numbers[4 * k];
        if (start < 0)
            return '';
        const raw = this.html.slice(start, this.numbers[4 * k + 1]);
        return raw.includes('&') ? (0,entities_decode__WEBPACK_IMPORTED_MODULE_0__/* .decodeHTMLAttribute */ .Im)(raw) : raw;
    }
    find(name) {
        const names = this.names;
        for (let k = 0; k < this.count; k++)
            if (names[k] === name)
                return k;
        return -1;
    }
}
const NO_SPANS = new SpanTable();
/**
 * The attributes of every tag that has none: one frozen object rather than one per tag (most
 * tags of a page), so handlers must not write to the objects they are given, and can tell a tag
 * without attributes by identity.
 */
const NO_ATTRIBUTES = Object.freeze({});
const LT = 0x3c;
const GT = 0x3e;
const SLASH = 0x2f;
const BANG = 0x21;
const QUESTION = 0x3f;
const DASH = 0x2d;
const EQ = 0x3d;
const DQUOTE = 0x22;
const SQUOTE = 0x27;
const AMP = 0x26;
const LBRACKET = 0x5b;
/** htmlparser2's whitespace: no vertical tab, no non-ASCII spaces. */
function isSpace(c) {
    return c === 0x20 || c === 0x0a || c === 0x09 || c === 0x0c || c === 0x0d;
}
function isAsciiAlpha(c) {
    return ((c | 0x20) - 0x61) >>> 0 < 26;
}
/** Where a tag name, closing tag name or special end tag stops. */
function endsTagSection(c) {
    return c === SLASH || c === GT || isSpace(c);
}
const HTML_NS = 0;
const SVG_NS = 1;
const MATHML_NS = 2;
// Flags of a known tag name.
const VOID = 1;
/** Raw text: the body runs to the matching end tag, verbatim (script, style...). */
const RAW_TEXT = 2;
/** RCDATA: like raw text, but entities are decoded (title, textarea). */
const RCDATA = 4;
/** Everything after the start tag is text. */
const PLAIN_TEXT = 8;
const BODY = RAW_TEXT | RCDATA | PLAIN_TEXT;
const OPENS_SVG = 16;
const OPENS_MATHML = 32;
/** An HTML integration point: HTML again inside svg/math. */
const OPENS_HTML = 64;
const OPENS_NAMESPACE = OPENS_SVG | OPENS_MATHML | OPENS_HTML;
const FORM = 128;
const BR = 256;
/**
 * A lowercase name, met before or known in advance, interned so that stack searches and property
 * stores use one string, with what htmlparser2 does with it as a tag precomputed.
 */
class KnownName {
    text;
    flags;
    member;
    closes;
    static count = 0;
    /** The SVG spelling (`clipPath`) of this lowercase name, when it has one. */
    svg = null;
    /** What htmlparser2 turns this name into outside foreign content (`image` becomes `img`). */
    alias = null;
    /** Its index in the tables that nameTable makes (attribute filters, element kinds). */
    id = KnownName.count++;
    constructor(text, flags = 0, 
    /** This element's bit among those that other start tags close implicitly; 0 for most. */
    member = 0, 
    /** The `member` bits of the open elements that this start tag closes while they are on top. */
    closes = 0) {
        this.text = text;
        this.flags = flags;
        this.member = member;
        this.closes = closes;
    }
}
/*
 * Names live in a trie walked while a name is scanned: finding the interned name costs one table
 * read per character, with no hashing and no second pass over the name. Characters map to a
 * small alphabet (capitals to their lowercase letter); any other character leads to state 0,
 * which never leaves itself and holds no name. The trie starts with the names below and learns
 * the others pages use, up to a bound.
 */
const TRIE_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789-:_';
const TRIE_WIDTH = TRIE_ALPHABET.length + 1;
const TRIE_ROOT = 1;
/** Past this many states the trie stops learning, so that odd pages cannot grow it without bound. */
const TRIE_LIMIT = 4096;
const trieClass = new Uint8Array(128);
for (let k = 0; k < TRIE_ALPHABET.length; k++) {
    const c = TRIE_ALPHABET.charCodeAt(k);
    trieClass[c] = k + 1;
    if (c >= 0x61 && c <= 0x7a)
        trieClass[c - 0x20] = k + 1;
}
let trie = new Uint16Array(1024 * TRIE_WIDTH);
const trieNames = [null, null];
/** The trie state after `state` reads `c`; characters past ASCII land anywhere, callers check for them apart. */
function advance(state, c) {
    return trie[state * TRIE_WIDTH + trieClass[c & 0x7f]];
}
/** Adds a name to the trie, unless it has characters outside the alphabet or the trie is full. */
function learn(name) {
    const text = name.text;
    let state = TRIE_ROOT;
    for (let k = 0; k < text.length; k++) {
        const c = text.charCodeAt(k);
        const cls = c < 0x80 ? trieClass[c] : 0;
        if (cls === 0)
            return;
        const slot = state * TRIE_WIDTH + cls;
        let next = trie[slot];
        if (next === 0) {
            next = trieNames.length;
            if (next >= TRIE_LIMIT)
                return;
            if ((next + 1) * TRIE_WIDTH > trie.length) {
                const bigger = new Uint16Array(trie.length * 2);
                bigger.set(trie);
                trie = bigger;
            }
            trieNames.push(null);
            trie[slot] = next;
        }
        state = next;
    }
    trieNames[state] = name;
}
/** The name html[start, end) lowercased (full Unicode lowercasing, as htmlparser2 does), when the scan's trie walk did not find it. */
function nameOf(html, start, end) {
    const text = html.slice(start, end).toLowerCase();
    // A name with non-ASCII characters can still lower to a known one: the Kelvin sign becomes `k`.
    const known = trieNames[walk(text)];
    if (known !== null && known !== undefined)
        return known;
    // The trie keeps what it learns for good: not a slice that would keep the page.
    const name = new KnownName((0,_own_copy_js__WEBPACK_IMPORTED_MODULE_1__/* .ownCopy */ .S)(text));
    learn(name);
    return name;
}
/** An attribute's value in a filter: kept; kept and marked; kept on the filter's containers only. */
const KEPT = 1;
const MARKED = 2;
const ON_CONTAINERS = 4;
/**
 * The filter that keeps the attributes called `names` (in any case); null, which keeps them all,
 * when one of them cannot be a name of the trie (see nameTable). A start tag with one of `marked`
 * (kept too) is reported as marked (PositionHandler.onopentag): an extractor marks those its
 * ignore selectors test, and tests no property of the other tags' attributes to know they have none.
 */
function attributeFilter(names, marked = [], 
/** Attributes kept only on the elements of `containers` (by name), unless `names` keeps them everywhere. */
onContainers = undefined) {
    const values = new Map();
    // The containers' entries are at the names' own ids, flagged in the high bit: a tag name and an
    // attribute name share the trie, and so the table.
    for (const name of onContainers?.containers ?? [])
        values.set(name.toLowerCase(), CONTAINER);
    for (const name of onContainers?.attributes ?? [])
        values.set(name.toLowerCase(), (values.get(name.toLowerCase()) ?? 0) | KEPT | ON_CONTAINERS);
    for (const name of names)
        values.set(name.toLowerCase(), ((values.get(name.toLowerCase()) ?? 0) & CONTAINER) | KEPT);
    for (const name of marked)
        values.set(name.toLowerCase(), ((values.get(name.toLowerCase()) ?? 0) & CONTAINER) | KEPT | MARKED);
    return nameTable(values);
}
/** In a filter, at a tag name's id: the tag is one of the containers (see attributeFilter). */
const CONTAINER = 128;
/**
 * A table of small values (0 to 255) by the number of an interned name, which the scan gives
 * with each start tag (PositionHandler.onopentag's `id`): one typed-array read where a `Map` by
 * name would hash and probe. Names absent from `entries` read as undefined or 0. Null when a name
 * is not lowercase or cannot be a name of the trie (a character outside its alphabet, or the trie
 * full): only names reached through the trie are sure to be the very KnownName of the table.
 */
function nameTable(entries) {
    const values = new Map();
    for (const [text, value] of entries) {
        // The empty name is the trie's root, which holds no name.
        if (text === '')
            continue;
        if (text !== text.toLowerCase())
            return null;
        let known = trieNames[walk(text)];
        if (known === null || known === undefined) {
            learn(new KnownName((0,_own_copy_js__WEBPACK_IMPORTED_MODULE_1__/* .ownCopy */ .S)(text)));
            known = trieNames[walk(text)];
            if (known === null || known === undefined)
                return null;
        }
        values.set(known.id, value);
    }
    const table = new Uint8Array(Math.max(0, ...values.keys()) + 1);
    for (const [id, value] of values)
        table[id] = value;
    return table;
}
/** The trie state of a lowercase name; 0 when it has a character outside the alphabet. */
function walk(text) {
    let state = TRIE_ROOT;
    for (let k = 0; k < text.length && state !== 0; k++) {
        const c = text.charCodeAt(k);
        state = c < 0x80 ? advance(state, c) : 0;
    }
    return state;
}
// The tag names htmlparser2 treats specially, with its rules. `member` bits: one per element that
// some start tag closes implicitly (htmlparser2's simplification of the tree builder).
const implicitlyClosed = [
    'tr', 'th', 'td', 'thead', 'tbody', 'head', 'link', 'script', 'a', 'li', 'p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6',
    'input', 'option', 'optgroup', 'select', 'button', 'datalist', 'textarea', 'dd', 'dt', 'rt', 'rp'
];
const bit = (name) => 1 << implicitlyClosed.indexOf(name);
const bits = (...names) => names.reduce((mask, name) => mask | bit(name), 0);
const closesParagraph = bits('p');
const closesHeading = bits('h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p');
const closesFormControl = bits('input', 'option', 'optgroup', 'select', 'button', 'datalist', 'textarea');
const closesImplicitly = new Map([
    ['tr', bits('tr', 'th', 'td')],
    ['th', bits('th')],
    ['td', bits('thead', 'th', 'td')],
    ['body', bits('head', 'link', 'script')],
    ['a', bits('a')],
    ['li', bits('li')],
    ['option', bits('option')],
    ['optgroup', bits('optgroup', 'option')],
    ['dd', bits('dd', 'dt')],
    ['dt', bits('dd', 'dt')],
    ['rt', bits('rt', 'rp')],
    ['rp', bits('rt', 'rp')],
    ['tbody', bits('thead', 'tbody')],
    ['tfoot', bits('thead', 'tbody')]
]);
for (const name of ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'])
    closesImplicitly.set(name, closesHeading);
for (const name of ['select', 'input', 'output', 'button', 'datalist', 'textarea'])
    closesImplicitly.set(name, closesFormControl);
for (const name of [
    'p', 'address', 'article', 'aside', 'blockquote', 'details', 'div', 'dl', 'fieldset', 'figcaption', 'figure',
    'footer', 'form', 'header', 'hr', 'main', 'nav', 'ol', 'pre', 'section', 'table', 'ul'
]) {
    closesImplicitly.set(name, closesParagraph);
}
const tagFlags = new Map([
    ['script', RAW_TEXT], ['style', RAW_TEXT], ['xmp', RAW_TEXT], ['iframe', RAW_TEXT], ['noembed', RAW_TEXT],
    ['noframes', RAW_TEXT], ['title', RCDATA | OPENS_HTML], ['textarea', RCDATA], ['plaintext', PLAIN_TEXT],
    ['svg', OPENS_SVG], ['math', OPENS_MATHML], ['form', FORM], ['br', VOID | BR],
    ['mi', OPENS_HTML], ['mo', OPENS_HTML], ['mn', OPENS_HTML], ['ms', OPENS_HTML], ['mtext', OPENS_HTML],
    ['annotation-xml', OPENS_HTML], ['desc', OPENS_HTML]
]);
for (const name of [
    'area', 'base', 'basefont', 'col', 'command', 'embed', 'frame', 'hr', 'img', 'input', 'isindex', 'keygen', 'link',
    'meta', 'param', 'source', 'track', 'wbr'
]) {
    tagFlags.set(name, (tagFlags.get(name) ?? 0) | VOID);
}
/**
 * Whether an element has no content and no end tag (htmlparser2's void elements, which the scan
 * opens and closes at once): the one list every reader of a page goes by.
 */
function isVoidElement(name) {
    return ((tagFlags.get(name) ?? 0) & VOID) !== 0;
}
/** SVG element names with capitals: htmlparser2 restores them inside svg. foreignObject is an integration point. */
const svgNames = [
    'altGlyph', 'altGlyphDef', 'altGlyphItem', 'animateColor', 'animateMotion', 'animateTransform', 'clipPath',
    'feBlend', 'feColorMatrix', 'feComponentTransfer', 'feComposite', 'feConvolveMatrix', 'feDiffuseLighting',
    'feDisplacementMap', 'feDistantLight', 'feDropShadow', 'feFlood', 'feFuncA', 'feFuncB', 'feFuncG', 'feFuncR',
    'feGaussianBlur', 'feImage', 'feMerge', 'feMergeNode', 'feMorphology', 'feOffset', 'fePointLight',
    'feSpecularLighting', 'feSpotLight', 'feTile', 'feTurbulence', 'foreignObject', 'glyphRef', 'linearGradient',
    'radialGradient', 'textPath'
];
/** Common names beyond the special ones, so that typical pages rarely allocate a name. */
const commonNames = [
    'html', 'head', 'body', 'div', 'span', 'ul', 'ol', 'nav', 'header', 'footer', 'main', 'section', 'article',
    'aside', 'em', 'strong', 'b', 'i', 'u', 'small', 'code', 'pre', 'blockquote', 'figure', 'figcaption', 'table',
    'caption', 'label', 'time', 'picture', 'video', 'audio', 'canvas', 'noscript', 'template', 'slot', 'details',
    'summary', 'dl', 'sup', 'sub', 'abbr', 'cite', 'kbd', 'mark', 'q', 's', 'del', 'ins', 'path', 'g', 'circle',
    'rect', 'line', 'polyline', 'polygon', 'use', 'symbol', 'defs', 'text', 'tspan', 'stop', 'image',
    'class', 'id', 'href', 'src', 'srcset', 'sizes', 'alt', 'rel', 'type', 'name', 'content', 'lang', 'charset',
    'style', 'width', 'height', 'role', 'loading', 'decoding', 'async', 'defer', 'crossorigin', 'integrity', 'media',
    'as', 'property', 'target', 'value', 'placeholder', 'action', 'method', 'for', 'tabindex', 'dir', 'datetime',
    'colspan', 'rowspan', 'scope', 'hidden', 'disabled', 'checked', 'selected', 'http-equiv', 'nonce', 'itemprop',
    'itemscope', 'itemtype', 'aria-label', 'aria-hidden', 'aria-current', 'aria-expanded', 'aria-controls',
    'aria-labelledby', 'aria-describedby', 'viewbox', 'xmlns', 'xmlns:xlink', 'xlink:href', 'fill', 'stroke',
    'stroke-width', 'd', 'x', 'y', 'cx', 'cy', 'r', 'transform', 'focusable', 'data-id'
];
{
    const names = new Set([...implicitlyClosed, ...closesImplicitly.keys(), ...tagFlags.keys(), ...commonNames]);
    for (const svg of svgNames)
        names.add(svg.toLowerCase());
    const known = new Map();
    for (const text of names) {
        const name = new KnownName(text, tagFlags.get(text) ?? 0, implicitlyClosed.includes(text) ? bit(text) : 0, closesImplicitly.get(text) ?? 0);
        known.set(text, name);
        learn(name);
    }
    for (const svg of svgNames) {
        // Not in the trie: reached only through the lowercase name's `svg` field.
        const lower = known.get(svg.toLowerCase());
        if (lower !== undefined)
            lower.svg = new KnownName(svg, svg === 'foreignObject' ? OPENS_HTML : 0);
    }
    const image = known.get('image');
    if (image !== undefined)
        image.alias = known.get('img') ?? null;
}
/** Every prefix of the names of elements with special bodies: a page that ends inside such a name gives it back as text. */
const SPECIAL_NAME_PREFIXES = new Set(['script', 'style', 'xmp', 'iframe', 'noembed', 'noframes', 'title', 'textarea', 'plaintext'].flatMap((name) => [...name].map((_, k) => name.slice(0, k + 1))));
/**
 * Finds the end tag of a raw-text or RCDATA body the way htmlparser2's tokenizer does, quirks
 * included: it compares with `| 0x20`, so U+001C can stand for `<` and U+000F for `/` (but only
 * where its matcher is not fast-forwarding to a real `<`). Returns the index of the `<` (or
 * stand-in) of the end tag, or -1 when the body runs to the end of the page.
 *
 * In RCDATA an `&` read while a partial end tag fails to match is swallowed by the matcher and
 * never starts an entity; those positions go to `literalAmps`.
 */
function findBodyEnd(html, from, name, literalAmps) {
    const len = html.length;
    const seqLen = name.length + 2;
    let matched = 0;
    for (let i = from; i < len; i++) {
        const c = html.charCodeAt(i);
        if (matched === seqLen) {
            if (endsTagSection(c))
                return i - seqLen;
            matched = 0;
        }
        const want = matched === 0 ? LT : matched === 1 ? SLASH : name.charCodeAt(matched - 2);
        if ((c | 0x20) === want) {
            matched++;
        }
        else if (matched === 0) {
            if (literalAmps === null) {
                const next = html.indexOf('<', i + 1);
                if (next < 0)
                    return -1;
                i = next;
                matched = 1;
            }
        }
        else {
            if (c === AMP && literalAmps !== null)
                literalAmps.push(i);
            matched = c === LT ? 1 : 0;
        }
    }
    return -1;
}
/** Index of the `>` that closes a comment whose body starts at `from`, or -1. */
function commentEnd(html, from) {
    // `<!-->` and `<!--->` are empty comments.
    const first = html.charCodeAt(from);
    if (first === GT)
        return from;
    if (first === DASH && html.charCodeAt(from + 1) === GT)
        return from + 1;
    let at = from;
    for (;;) {
        const dashes = html.indexOf('--', at);
        if (dashes < 0)
            return -1;
        const after = html.charCodeAt(dashes + 2);
        if (after === GT)
            return dashes + 2;
        if (after === BANG && html.charCodeAt(dashes + 3) === GT)
            return dashes + 3;
        at = dashes + 1;
    }
}
/** A character past U+00FF: on such pages the scan gives no whitespace hint (IrregularSpaces searches only up to U+00FF). */
const PAST_LATIN1 = /[\u0100-\uffff]/;
/** One pass over one document. Methods return the index where scanning resumes; `len` ends it. */
class Scan {
    html;
    handler;
    spans;
    lean;
    filter;
    len;
    /** Open elements, top last (htmlparser2 keeps its top first; only the final closes depend on the order, top first in both). */
    stack = [];
    /** Never empty: the bottom entry is the document's own HTML namespace. */
    namespaces = [HTML_NS];
    /** Whether the start tag just read ended with `/>`. */
    selfClosing = false;
    /** Start of text not yet reported. */
    textStart = 0;
    /** The next `&` at or after the last range checked for one; `len` when there is none. */
    nextAmp = -1;
    /** The search for texts' whitespace, made at the first text; null when the page holds characters past U+00FF. */
    spaces = undefined;
    /**
     * Where the last search found whitespace other than single spaces (IrregularSpaces.next): texts
     * that end before it hold none. -1 before the first search.
     */
    nextIrregular = -1;
    /** Of the name scanName() read last: its code units OR-ed (>= 0x80: not ASCII), its trie state. */
    nameHigh = 0;
    nameState = TRIE_ROOT;
    /**
     * After an end tag or `</>` that htmlparser2 counts as ending before its `>` (see endTagStart):
     * where scanning resumed after it, and htmlparser2's `startIndex` there. -1: none yet.
     */
    lagResume = -1;
    lagStart = -1;
    /** The attributes of the start tag just read: NO_ATTRIBUTES until it has one. */
    attribs = NO_ATTRIBUTES;
    /** Its kept attributes' values in the filter, OR-ed (see attributeFilter). */
    marks = 0;
    constructor(html, 
    /** A `ScanHandler` will do: its methods ignore the arguments they do not declare. */
    handler, 
    /** Where to collect attribute spans (`scanHtmlPositions`); null: not wanted. */
    spans, 
    /** No text events and no attribute objects (`scanHtmlTags`). */
    lean = false, 
    /** The attributes kept in `attribs`; null: all. */
    filter = null) {
        this.html = html;
        this.handler = handler;
        this.spans = spans;
        this.lean = lean;
        this.filter = filter;
        this.len = html.length;
    }
    run() {
        const { html, len } = this;
        let pos = 0;
        while (pos < len) {
            // Tags often follow each other directly: skip the call then.
            const lt = html.charCodeAt(pos) === LT ? pos : html.indexOf('<', pos);
            if (lt < 0 || lt + 1 >= len)
                break;
            pos = this.construct(lt);
        }
        this.text(this.textStart, len);
        const stack = this.stack;
        for (let k = stack.length - 1; k >= 0; k--)
            this.handler.onclosetag(stack[k].text, true, -1);
    }
    /** Reads what starts with the `<` at `lt` (not the page's last character). */
    construct(lt) {
        const c = this.html.charCodeAt(lt + 1);
        if (isAsciiAlpha(c))
            return this.startTag(lt);
        if (c === SLASH)
            return this.endTag(lt);
        if (c === BANG)
            return this.markup(lt);
        if (c === QUESTION) {
            this.text(this.textStart, lt);
            return this.bogusComment(lt + 2);
        }
        // Any other `<` is text.
        return lt + 1;
    }
    /** The filter's value for the attribute called `known`: 0 when `attribs` leaves it out (see attributeFilter). */
    kept(known) {
        const filter = this.filter;
        return filter === null ? KEPT : known.id < filter.length ? filter[known.id] & ~CONTAINER : 0;
    }
    /** Whether the filter keeps its container-only attributes on a tag called `tag`. */
    isContainer(tag) {
        const filter = this.filter;
        return filter !== null && tag.id < filter.length && (filter[tag.id] & CONTAINER) !== 0;
    }
    /**
     * Adds an attribute to `attribs` (NO_ATTRIBUTES until the tag's first), unless one of the same
     * name came first: the first of duplicates wins. Assigned, not written in a literal, so that a
     * `__proto__` is dropped, as in htmlparser2 (assigning a string to it on a plain object does nothing).
     */
    keepAttribute(attr, value) {
        const attribs = this.attribs;
        if (attribs === NO_ATTRIBUTES) {
            const own = {};
            own[attr] = value;
            this.attribs = own;
        }
        else if (!Object.hasOwn(attribs, attr)) {
            attribs[attr] = value;
        }
    }
    /**
     * htmlparser2's `startIndex` when it reads an end tag at `lt`: where its last event ended. That
     * is `lt` itself after text or after any construct but two: it ends an end tag just past its
     * name (`</a >` at the space), and reports nothing for `</>`. Right after one of those (no text
     * between), the index still points where that one left it.
     */
    endTagStart(lt) {
        return this.textStart === lt && this.lagResume === lt ? this.lagStart : lt;
    }
    hasAmp(from, to) {
        if (this.nextAmp < from) {
            const amp = this.html.indexOf('&', from);
            this.nextAmp = amp < 0 ? this.len : amp;
        }
        return this.nextAmp < to;
    }
    /**
     * Whether html[from, to) holds no whitespace but single spaces (none in a row); undefined when
     * the page holds characters past U+00FF. The page is searched from where the last search
     * stopped, so it is searched once however many texts it has (irregular-spaces.ts).
     */
    spacesOnly(from, to) {
        let next = this.nextIrregular;
        if (next < from) {
            let spaces = this.spaces;
            if (spaces === undefined)
                spaces = this.spaces = PAST_LATIN1.test(this.html) ? null : new _irregular_spaces_js__WEBPACK_IMPORTED_MODULE_2__/* .IrregularSpaces */ .xU(this.html);
            if (spaces === null)
                return undefined;
            next = this.nextIrregular = spaces.next(from);
        }
        return next >= to;
    }
    /** Whether text is reported now: never in a lean scan, else unless the handler says it wants none. */
    takesText() {
        return !this.lean && this.handler.wantsText?.() !== false;
    }
    text(from, to) {
        if (to <= from || !this.takesText())
            return;
        const raw = this.html.slice(from, to);
        // Decoding may make whitespace (`&nbsp;`, `&#10;`): no hint then.
        if (this.hasAmp(from, to))
            this.handler.ontext((0,entities_decode__WEBPACK_IMPORTED_MODULE_0__/* .decodeHTML */ .Gz)(raw));
        else
            this.handler.ontext(raw, this.nextIrregular >= to || this.spacesOnly(from, to));
    }
    /** The page ends inside an end tag or a self-closing marker, where htmlparser2 reports the page's last character as text. */
    lastCharacterAsText() {
        if (this.takesText())
            this.handler.ontext(this.html.slice(this.len - 1));
        this.textStart = this.len;
        return this.len;
    }
    /** Position of the innermost open element called `text`, or -1. */
    find(text) {
        const stack = this.stack;
        for (let k = stack.length - 1; k >= 0; k--)
            if (stack[k].text === text)
                return k;
        return -1;
    }
    /** The name htmlparser2 reports for a tag in the current context. */
    resolve(name) {
        const namespaces = this.namespaces;
        const depth = namespaces.length;
        if (depth === 1)
            return name.alias ?? name;
        const ns = namespaces[depth - 1];
        if (ns === SVG_NS)
            return name.svg ?? name;
        // An end tag inside an integration point may close the SVG element around it.
        if (name.svg !== null && this.find(name.svg.text) >= 0)
            return name.svg;
        if (ns === HTML_NS && name.alias !== null)
            return name.alias;
        return name;
    }
    push(name) {
        this.stack.push(name);
        const flags = name.flags;
        if ((flags & OPENS_NAMESPACE) !== 0) {
            this.namespaces.push((flags & OPENS_SVG) !== 0 ? SVG_NS : (flags & OPENS_MATHML) !== 0 ? MATHML_NS : HTML_NS);
        }
    }
    /** Closes the top element; `start`: where the end tag that closes it starts (endTagStart), -1 when the close is implied. */
    pop(start) {
        const name = this.stack.pop();
        if (name === undefined)
            return;
        if ((name.flags & OPENS_NAMESPACE) !== 0)
            this.namespaces.pop();
        this.handler.onclosetag(name.text, start < 0, start);
    }
    /** Applies a start tag to the stack; false when htmlparser2 ignores the tag (a form inside a form). */
    open(name) {
        if ((name.flags & FORM) !== 0 && this.find('form') >= 0)
            return false;
        const closes = name.closes;
        if (closes !== 0) {
            const stack = this.stack;
            while (stack.length > 0 && (stack[stack.length - 1].member & closes) !== 0)
                this.pop(-1);
        }
        if ((name.flags & VOID) === 0)
            this.push(name);
        return true;
    }
    report(name, attribs, gt, spans) {
        this.handler.onopentag(name.text, attribs, false, gt, spans, name.id, this.filter === null ? undefined : (this.marks & MARKED) !== 0);
        if ((name.flags & VOID) !== 0)
            this.handler.onclosetag(name.text, true, -1);
    }
    /** An end tag for `tag` that starts at `start` (endTagStart). */
    close(tag, start) {
        const name = this.resolve(tag);
        const handler = this.handler;
        if ((name.flags & VOID) !== 0) {
            // `</br>` is the one void end tag that means something: a line break.
            if ((name.flags & BR) !== 0) {
                handler.onopentag(name.text, NO_ATTRIBUTES, true, -1, NO_SPANS, name.id);
                handler.onclosetag(name.text, false, start);
            }
            return;
        }
        const at = this.find(name.text);
        if (at >= 0) {
            // The elements above the named one close implicitly.
            for (let n = this.stack.length - at; n > 1; n--)
                this.pop(-1);
            this.pop(start);
        }
        else if (name.text === 'p') {
            // A stray `</p>` stands for an empty paragraph: implied to open, closed by this tag.
            this.open(name);
            handler.onopentag(name.text, NO_ATTRIBUTES, true, -1, NO_SPANS, name.id);
            this.pop(start);
        }
    }
    /** Reads a tag name from `from`; returns where it ends (see nameHigh, nameState). */
    scanName(from) {
        const { html, len } = this;
        let i = from;
        let high = 0;
        let state = TRIE_ROOT;
        for (; i < len; i++) {
            const c = html.charCodeAt(i);
            // Everything that ends a name sorts at or below `>`: letters take one comparison.
            if (c <= GT && (c === GT || c === SLASH || isSpace(c)))
                break;
            high |= c;
            state = advance(state, c);
        }
        this.nameHigh = high;
        this.nameState = state;
        return i;
    }
    startTag(lt) {
        const { html, len } = this;
        this.text(this.textStart, lt);
        const inHtml = this.namespaces[this.namespaces.length - 1] === HTML_NS;
        const i = this.scanName(lt + 1);
        const high = this.nameHigh;
        if (i >= len) {
            // The page ends in the tag name: htmlparser2 drops it, unless it was still matching the name of
            // an element with a special body (letter by letter, ASCII only, not in foreign content).
            const raw = html.slice(lt + 1);
            if (inHtml && /^[A-Za-z]+$/.test(raw) && SPECIAL_NAME_PREFIXES.has(raw.toLowerCase()) && this.takesText())
                this.handler.ontext(raw);
            this.textStart = len;
            return len;
        }
        const tag = (high < 0x80 ? trieNames[this.nameState] : null) ?? nameOf(html, lt + 1, i);
        // htmlparser2 spots these names on the raw characters, ASCII letters only.
        const body = inHtml && high < 0x80 ? tag.flags & BODY : 0;
        const name = this.resolve(tag);
        const reported = this.open(name);
        const spans = reported ? this.spans : null;
        if (spans !== null)
            spans.count = 0;
        // The page may end anywhere in the attributes: then the tag is never reported, though opening
        // its name has already moved the stack, and nothing after it is text.
        this.textStart = len;
        let gt = i;
        this.selfClosing = false;
        this.attribs = NO_ATTRIBUTES;
        this.marks = 0;
        if (html.charCodeAt(i) !== GT) {
            gt = this.attributes(i, reported && !this.lean, spans, this.isContainer(name));
            if (gt < 0)
                return len;
        }
        return this.endStartTag(tag, name, reported, body, gt, spans);
    }
    /**
     * The rest of a start tag once its attributes are read, up to the `>` at `gt`: its report (with
     * `attribs`) and its special body, if any. Returns where scanning resumes.
     */
    endStartTag(tag, name, reported, body, gt, spans) {
        if (reported) {
            this.report(name, this.attribs, gt, spans ?? NO_SPANS);
            // Inside svg/math, `/>` closes the element (implicitly, for htmlparser2); in HTML it means nothing.
            if (this.selfClosing && this.namespaces[this.namespaces.length - 1] !== HTML_NS && this.stack[this.stack.length - 1] === name) {
                this.pop(-1);
            }
        }
        this.textStart = gt + 1;
        // Even `<script/>` has a body: HTML ignores the slash on these elements.
        return body === 0 ? gt + 1 : this.specialBody(gt + 1, tag, body);
    }
    /**
     * Reads the attributes of a start tag from `i` into a new `attribs` object (unless `keep` is
     * false: then they are read and dropped; so are those the filter leaves out), and where they
     * sit into `spans` (null: not wanted).
     * Returns the index of the `>` that ends the tag and sets `selfClosing`, or -1 when the page ends first.
     */
    attributes(i, keep, spans, container) {
        const { html, len } = this;
        for (;;) {
            let c = html.charCodeAt(i);
            while (isSpace(c))
                c = html.charCodeAt(++i);
            if (i >= len)
                return -1;
            if (c === GT)
                return i;
            if (c === SLASH) {
                c = html.charCodeAt(++i);
                while (isSpace(c))
                    c = html.charCodeAt(++i);
                if (i >= len) {
                    this.lastCharacterAsText();
                    return -1;
                }
                if (c === GT) {
                    this.selfClosing = true;
                    return i;
                }
                continue;
            }
            const nameStart = i;
            // The first character belongs to the name even when it is `=`.
            let high = c;
            let state = advance(TRIE_ROOT, c);
            for (i++; i < len; i++) {
                c = html.charCodeAt(i);
                if (c <= GT && (c === EQ || c === GT || c === SLASH || isSpace(c)))
                    break;
                high |= c;
                state = advance(state, c);
            }
            if (i >= len)
                return -1;
            const known = (high < 0x80 ? trieNames[state] : null) ?? nameOf(html, nameStart, i);
            const attr = known.text;
            let kept = keep ? this.kept(known) : 0;
            if ((kept & ON_CONTAINERS) !== 0 && !container)
                kept = 0;
            this.marks |= kept;
            const nameEnd = i;
            while (isSpace(c))
                c = html.charCodeAt(++i);
            if (i >= len)
                return -1;
            let value = '';
            let valueStart = -1;
            let valueEnd = -1;
            let quoted = false;
            if (c === EQ) {
                c = html.charCodeAt(++i);
                while (isSpace(c))
                    c = html.charCodeAt(++i);
                if (i >= len)
                    return -1;
                if (c === DQUOTE || c === SQUOTE) {
                    quoted = true;
                    valueStart = i + 1;
                    valueEnd = html.indexOf(c === DQUOTE ? '"' : "'", valueStart);
                    if (valueEnd < 0)
                        return -1;
                    i = valueEnd + 1;
                }
                else {
                    valueStart = i;
                    for (; i < len; i++) {
                        c = html.charCodeAt(i);
                        if (c <= GT && (c === GT || isSpace(c)))
                            break;
                    }
                    if (i >= len)
                        return -1;
                    valueEnd = i;
                }
                if (kept !== 0)
                    value = this.attributeValue(valueStart, valueEnd);
            }
            // Otherwise read past: neither value nor property.
            if (kept !== 0)
                this.keepAttribute(attr, value);
            // htmlparser2 ends a bare attribute where its name ends, whatever space follows.
            if (spans !== null)
                spans.add(attr, valueStart, valueEnd, quoted, valueStart < 0 ? nameEnd : i);
        }
    }
    attributeValue(from, to) {
        const raw = this.html.slice(from, to);
        return this.hasAmp(from, to) ? (0,entities_decode__WEBPACK_IMPORTED_MODULE_0__/* .decodeHTMLAttribute */ .Im)(raw) : raw;
    }
    specialBody(from, tag, body) {
        const { html, len, handler } = this;
        this.textStart = len;
        if (body === PLAIN_TEXT) {
            if (from < len && this.takesText())
                handler.ontext(html.slice(from));
            return len;
        }
        const literalAmps = body === RCDATA ? [] : null;
        const end = findBodyEnd(html, from, tag.text, literalAmps);
        const textEnd = end < 0 ? len : end;
        if (literalAmps === null) {
            if (textEnd > from && this.takesText())
                handler.ontext(html.slice(from, textEnd));
        }
        else {
            let start = from;
            for (const amp of literalAmps) {
                this.text(start, amp);
                if (this.takesText())
                    handler.ontext('&');
                start = amp + 1;
            }
            this.text(start, textEnd);
        }
        if (end < 0)
            return len;
        // The end tag matched the name case-insensitively, so its lowercase form is the name itself.
        // htmlparser2's last event was the body's text, or the start tag when the body is empty: both end at `end`.
        this.close(tag, end);
        const nameEnd = end + 2 + tag.text.length;
        const gt = html.charCodeAt(nameEnd) === GT ? nameEnd : html.indexOf('>', nameEnd);
        if (gt < 0)
            return this.lastCharacterAsText();
        this.lagStart = nameEnd + 1;
        this.lagResume = gt + 1;
        this.textStart = gt + 1;
        return gt + 1;
    }
    endTag(lt) {
        const { html, len } = this;
        // `</` at the very end stays text.
        if (lt + 2 >= len)
            return len;
        const start = this.endTagStart(lt);
        this.text(this.textStart, lt);
        const first = html.charCodeAt(lt + 2);
        if (first === GT) {
            this.lagStart = start;
            this.lagResume = lt + 3;
            this.textStart = lt + 3;
            return lt + 3;
        }
        // `</ x>`, `</1>`: a bogus comment.
        if (!isAsciiAlpha(first))
            return this.bogusComment(lt + 2);
        const i = this.scanName(lt + 2);
        if (i >= len) {
            this.textStart = len;
            return len;
        }
        const name = (this.nameHigh < 0x80 ? trieNames[this.nameState] : null) ?? nameOf(html, lt + 2, i);
        return this.endEndTag(name, start, i, html.charCodeAt(i) === GT ? i : html.indexOf('>', i));
    }
    /**
     * The rest of an end tag for `name` (where it starts: endTagStart) once its name, which ends at
     * `nameEnd`, is read: what it closes, and where scanning resumes, after its `>` at `gt` (-1: the
     * page ends first).
     */
    endEndTag(name, start, nameEnd, gt) {
        const stack = this.stack;
        // The common case, made cheap: outside foreign content no name fix-ups apply, so an end tag
        // for the current element closes just that (void elements are never open).
        if (this.namespaces.length === 1 && stack.length > 0 && stack[stack.length - 1] === name)
            this.pop(start);
        else
            this.close(name, start);
        if (gt < 0)
            return this.lastCharacterAsText();
        this.lagStart = nameEnd + 1;
        this.lagResume = gt + 1;
        this.textStart = gt + 1;
        return gt + 1;
    }
    /** `<!`: comments, CDATA, doctype and bogus comments, none of which is text except CDATA in foreign content. */
    markup(lt) {
        const html = this.html;
        this.text(this.textStart, lt);
        const c = html.charCodeAt(lt + 2);
        if (c === DASH && html.charCodeAt(lt + 3) === DASH)
            return this.resumeAfter(commentEnd(html, lt + 4));
        if (c === LBRACKET && html.startsWith('CDATA[', lt + 3)) {
            const from = lt + 9;
            const close = html.indexOf(']]>', from);
            if (close < 0)
                return this.resumeAfter(-1);
            // htmlparser2 makes CDATA text only inside svg/math (even when empty); elsewhere it is a comment.
            if (this.namespaces[this.namespaces.length - 1] !== HTML_NS && this.takesText())
                this.handler.ontext(html.slice(from, close));
            return this.resumeAfter(close + 2);
        }
        // Doctype, `<!x>`, `<!->`, a broken CDATA opener: all end at the next `>`.
        return this.bogusComment(lt + 2);
    }
    /** Text before it already reported. */
    bogusComment(from) {
        return this.resumeAfter(this.html.indexOf('>', from));
    }
    /** Resumes after the `>` at `gt`; a construct left open (-1) swallows the rest of the page. */
    resumeAfter(gt) {
        const next = gt < 0 ? this.len : gt + 1;
        this.textStart = next;
        return next;
    }
}
/**
 * Scans one whole document; the same open/close/text events as htmlparser2's
 * `new Parser(handler, { decodeEntities: true })` + `write(html)` + `end()`, except that text may
 * be split at other points (concatenate adjacent text events before comparing). With a `filter`,
 * the attribute objects hold only the attributes it keeps (see attributeFilter).
 */
function scanHtml(html, handler, filter = null) {
    new Scan(html, handler, null, false, filter).run();
}
/**
 * Scans one whole document like `scanHtml`, also reporting what `PositionHandler` describes: the
 * same values as htmlparser2's `isImplied` arguments, its `endIndex` at `onopentag` and
 * `startIndex` at `onclosetag` (where not implied), and each attribute's raw span, whatever the
 * `filter` keeps in the attribute objects.
 */
function scanHtmlPositions(html, handler, filter = null) {
    new Scan(html, handler, new SpanTable(html), false, filter).run();
}
/**
 * Scans one whole document like `scanHtmlPositions`, for a pass that reads a few attributes of a
 * few tags and no text: no text is sliced or decoded and no attribute value is, until asked for
 * (a third less time than `scanHtmlPositions` on the corpus generators' pages).
 */
function scanHtmlTags(html, handler) {
    const positions = {
        onopentag: (name, _attribs, implied, tagEnd, spans) => handler.onopentag(name, implied, tagEnd, spans),
        onclosetag: (name, implied, start) => handler.onclosetag(name, implied, start),
        ontext: () => { }
    };
    new Scan(html, positions, new SpanTable(html), true).run();
}
/** The page as a DOM, built from scanHtml's events (no comments, no doctype): for selectors that need one. */
function parseDocument(html) {
    const dom = new domhandler__WEBPACK_IMPORTED_MODULE_3__/* .DomHandler */ .DV();
    scanHtml(html, dom);
    dom.onend();
    return dom.root;
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

/***/ 15656:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Pc: () => (/* binding */ NOT_SINGLE_SPACES),
/* harmony export */   Yv: () => (/* binding */ isWhitespace),
/* harmony export */   cv: () => (/* binding */ WHITESPACE),
/* harmony export */   xU: () => (/* binding */ IrregularSpaces)
/* harmony export */ });
// Whitespace, defined once: JavaScript's `\s` (HTML's ASCII whitespace, the Unicode spaces, NBSP
// included, and the BOM). Texts are collapsed by it; the scanner tells the extractor which texts
// hold none of it but single spaces, so that those are appended whole.
/** Runs of whitespace. */
const WHITESPACE = /\s+/g;
/** Whitespace but the space, or two spaces: what makes a text more than words and single spaces. */
const NOT_SINGLE_SPACES = /[\t\n\v\f\r\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]| {2}/;
/** Whitespace, as a character code test. */
function isWhitespace(c) {
    if (c <= 0x20)
        return c === 0x20 || (c >= 0x09 && c <= 0x0d);
    if (c < 0xa0)
        return false;
    return (c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 ||
        c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff);
}
/** Whitespace up to U+00FF but the space, then a pair of spaces: what IrregularSpaces searches for. */
const IRREGULAR = ['\n', '\t', '\r', '\f', '\v', '\u00a0', '  '];
/**
 * The search for irregular whitespace over one page that holds no character past U+00FF. A search
 * of the whole page from where the last one stopped costs less than a test of each text.
 */
class IrregularSpaces {
    html;
    /** Where each of IRREGULAR next occurs; -1 before the first search. */
    nextAt = IRREGULAR.map(() => -1);
    constructor(html) {
        this.html = html;
    }
    /**
     * The first index at or after `from` that holds a tab, newline, vertical tab, form feed,
     * carriage return or no-break space, or a space followed by a space; the page's length when
     * there is none.
     */
    next(from) {
        const { html, nextAt } = this;
        const len = html.length;
        let first = len;
        for (let k = 0; k < IRREGULAR.length; k++) {
            let at = nextAt[k];
            if (at < from) {
                at = html.indexOf(IRREGULAR[k], from);
                if (at < 0)
                    at = len;
                nextAt[k] = at;
            }
            if (at < first)
                first = at;
        }
        return first;
    }
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

/***/ 16706:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   VV: () => (/* binding */ escapeInline),
/* harmony export */   XO: () => (/* binding */ commentSafe),
/* harmony export */   nf: () => (/* binding */ link),
/* harmony export */   tp: () => (/* binding */ table),
/* harmony export */   xv: () => (/* binding */ truncate)
/* harmony export */ });
// Escaping for text taken from pages into GitHub-flavoured Markdown (PR comments, job summaries).
// A page is untrusted input: its text must not ping people, reference issues, inject HTML,
// break out of a table cell or a code span, or hide text with bidi controls.
const ZWSP = '\u200B';
/** Bidi overrides/isolates and other invisible format characters ("Trojan source"). */
const INVISIBLE = /[\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/g;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/g;
/** Shortens to `max` characters (code points), with an ellipsis when cut. */
function truncate(text, max) {
    const chars = Array.from(text);
    if (chars.length <= max)
        return text;
    return chars.slice(0, Math.max(0, max - 1)).join('') + '…';
}
/**
 * Plain text → inline Markdown that renders as exactly that text, on one line, safe in a table
 * cell. Every ASCII punctuation character that Markdown or HTML gives a meaning is
 * backslash-escaped (CommonMark allows escaping any ASCII punctuation); `@` and `#` additionally
 * get a zero-width space because GitHub resolves mentions and issue references after rendering.
 */
function escapeInline(text, max = 200) {
    const clean = truncate(text.replace(INVISIBLE, '').replace(/\r\n|\r|\n|\t/g, ' ').replace(CONTROL, '').replace(/ {2,}/g, ' ').trim(), max);
    return clean
        .replace(/[\\`*_{}[\]()<>#+\-.!|~&:$]/g, (c) => `\\${c}`)
        .replace(/@/g, `@${ZWSP}`)
        .replace(/\\#/g, `\\#${ZWSP}`);
}
const SAFE_URL = /^https?:\/\//i;
/** A Markdown link whose label and target are both safe; non-http(s) targets render as text. */
function link(label, url, max = 120) {
    const text = escapeInline(label, max);
    if (!SAFE_URL.test(url))
        return text;
    // Characters that end a link destination or a table cell are percent-encoded; the URL stays valid.
    const target = url.replace(/[\s()<>|\\`"'[\]]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
    return `[${text}](${target})`;
}
/** A GFM table; every cell must already be inline-safe (escapeInline/link). */
function table(header, rows) {
    const line = (cells) => `| ${cells.map((c) => (c === '' ? ' ' : c)).join(' | ')} |`;
    return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}
/** Text for inside an HTML comment (the sticky marker): no `--`, no `>`. */
function commentSafe(text) {
    return encodeURIComponent(text).replace(/-/g, '%2D');
}


/***/ }),

/***/ 11257:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C_: () => (/* binding */ describeKnownTheme),
/* harmony export */   FJ: () => (/* binding */ sharedBlocksOf),
/* harmony export */   GW: () => (/* binding */ findSharedEdits),
/* harmony export */   Jf: () => (/* binding */ TESTED_PAGES),
/* harmony export */   KY: () => (/* binding */ SAMPLE_PAGES),
/* harmony export */   Ti: () => (/* binding */ locateFragment),
/* harmony export */   Tn: () => (/* binding */ samplePaths),
/* harmony export */   Wb: () => (/* binding */ noiseFinding),
/* harmony export */   YI: () => (/* binding */ describeNoise),
/* harmony export */   a9: () => (/* binding */ commonBlocks),
/* harmony export */   dK: () => (/* binding */ blockText),
/* harmony export */   hC: () => (/* binding */ isStableName),
/* harmony export */   i1: () => (/* binding */ editText),
/* harmony export */   l1: () => (/* binding */ describeLeftOut),
/* harmony export */   om: () => (/* binding */ replacedBlock),
/* harmony export */   qg: () => (/* binding */ isLeftOutList),
/* harmony export */   s$: () => (/* binding */ describeBuildStamps),
/* harmony export */   uP: () => (/* binding */ splitLeftOut)
/* harmony export */ });
/* unused harmony export readableText */
/* harmony import */ var domhandler__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(36646);
/* harmony import */ var _html_scan_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(97430);
/* harmony import */ var _elements_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(23286);
/* harmony import */ var _irregular_spaces_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(15656);
/* harmony import */ var _selectors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(70105);
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(16706);
/* harmony import */ var _own_copy_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4297);
/* harmony import */ var _explain_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2260);
/* harmony import */ var _state_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7066);
// When many pages change at once, what they share is probably a template, not content: find the
// shared fragment, and the element of the page that holds it, to suggest an ignore selector.









const LEFT_OUT_NAME = /^(?:related|landmark|metadata):./;
/** Whether a persisted value is a non-empty list of LeftOutName (a page cache entry's, a partial page's). */
function isLeftOutList(value) {
    return Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'string' && LEFT_OUT_NAME.test(item));
}
/** The rule and the selector of a LeftOutName. */
function splitLeftOut(name) {
    const colon = name.indexOf(':');
    return { rule: name.slice(0, colon), selector: name.slice(colon + 1) };
}
/**
 * The new blocks that several changed pages share, the very same on each, with the block they
 * replaced when it is the same on each: shared by at least `minPages` pages and by at least a
 * quarter of the changed pages. Most pages first.
 */
function findSharedEdits(changes, minPages = 3) {
    const byBlock = new Map();
    for (const change of changes) {
        const seen = new Set();
        for (const block of change.blocks) {
            if (block.new === undefined || seen.has(block.new))
                continue;
            seen.add(block.new);
            const entry = byBlock.get(block.new);
            if (entry) {
                entry.urls.push(change.url);
                entry.olds.add(block.old);
            }
            else
                byBlock.set(block.new, { fragment: block.new, urls: [change.url], olds: new Set([block.old]) });
        }
    }
    const threshold = Math.max(minPages, Math.ceil(changes.length / 4));
    return [...byBlock.values()]
        .filter((s) => s.urls.length >= threshold)
        .sort((a, b) => b.urls.length - a.urls.length)
        .map(({ fragment, urls, olds }) => {
        const [old] = olds;
        return olds.size === 1 && old !== undefined ? { fragment, old, urls } : { fragment, urls };
    });
}
/** Blocks kept as shared at most, and their longest: template lines, not pages. */
const MAX_SHARED_BLOCKS = 32;
const MAX_SHARED_LENGTH = 500;
/** Each distinct block of the pages (blocks joined by '\n') with the number of pages that hold it, most first. */
function blockCounts(pages) {
    const counts = new Map();
    for (const page of pages) {
        for (const block of new Set(page.split('\n'))) {
            if (block !== '' && block.length <= MAX_SHARED_LENGTH)
                counts.set(block, (counts.get(block) ?? 0) + 1);
        }
    }
    return [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
}
/** The blocks that at least half of the pages hold (each page's blocks joined by '\n'), most shared first. */
function commonBlocks(pages) {
    if (pages.length < 3)
        return [];
    return blockCounts(pages)
        .filter(([, count]) => count * 2 >= pages.length)
        .slice(0, MAX_SHARED_BLOCKS)
        .map(([block]) => (0,_own_copy_js__WEBPACK_IMPORTED_MODULE_5__/* .ownCopy */ .S)(block));
}
/** Pages a run reads again for the blocks most pages share (samplePaths), and fingerprints it tests them on. */
const SAMPLE_PAGES = 8;
const TESTED_PAGES = 1000;
/**
 * The `count` keys with the lowest pathHash: the pages sampled, the same whatever the order the
 * pages come in, the page cache, or the shards (a shard's lowest hold the site's lowest among its pages).
 */
function samplePaths(keys, count) {
    return [...keys]
        .map((key) => [(0,_state_js__WEBPACK_IMPORTED_MODULE_4__/* .pathHash */ .k_)(key), key])
        .sort((a, b) => a[0] - b[0] || (a[1] < b[1] ? -1 : 1))
        .slice(0, count)
        .map(([, key]) => key);
}
/**
 * The blocks most pages hold: text a template puts on most pages. The state keeps them, so that a
 * later run can show a site-wide edit with its text before (fingerprints hold no text). Found in a
 * few sampled pages (`samples`, each page's blocks joined), held by at least two of them, and
 * held by at least half of the pages whose `fingerprints` are given. Most shared first.
 */
function sharedBlocksOf(samples, fingerprints) {
    const least = Math.min(2, samples.length);
    const candidates = blockCounts(samples).filter(([, count]) => count >= least);
    const testers = fingerprints.map(_explain_js__WEBPACK_IMPORTED_MODULE_3__/* .fingerprintTester */ .eK).filter((test) => test !== undefined);
    if (candidates.length === 0 || testers.length === 0)
        return [];
    return candidates
        .map(([block]) => [block, testers.reduce((held, has) => held + (has(block) ? 1 : 0), 0)])
        .filter(([, held]) => held * 2 >= testers.length)
        .sort((a, b) => b[1] - a[1])
        .slice(0, MAX_SHARED_BLOCKS)
        .map(([block]) => (0,_own_copy_js__WEBPACK_IMPORTED_MODULE_5__/* .ownCopy */ .S)(block));
}
/**
 * Of `candidates` (blocks most pages shared before), the one `fragment` replaced: held before and
 * gone after on most of the pages (`has(url, block, before)` answers from the page's fingerprints),
 * and most like it (the same semantic path, and at least a third of its text in common at either
 * end). Undefined when none is.
 */
function replacedBlock(fragment, urls, candidates, has) {
    const path = fragment.slice(0, fragment.indexOf('|') + 1);
    let best;
    let bestScore = 0;
    for (const candidate of candidates) {
        if (candidate === fragment || !candidate.startsWith(path))
            continue;
        const score = commonEnds(candidate, fragment);
        if (score * 3 < Math.max(candidate.length, fragment.length) - path.length || score <= bestScore)
            continue;
        if (urls.filter((url) => has(url, candidate, true) && !has(url, candidate, false)).length * 2 > urls.length) {
            best = candidate;
            bestScore = score;
        }
    }
    return best;
}
/** Characters two texts share at their start and their end (not overlapping). */
function commonEnds(a, b) {
    let start = 0;
    while (start < a.length && start < b.length && a[start] === b[start])
        start++;
    let end = 0;
    while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end])
        end++;
    return start + end;
}
/**
 * The words that differ between two versions of a block, link targets included: `© 2015–2024
 * Tidewater` and `© 2015–2025 Tidewater` give `"2015–2024" → "2015–2025"`.
 */
function editText(old, fragment) {
    const a = blockText(old).split(' ');
    const b = blockText(fragment).split(' ');
    let start = 0;
    while (start < a.length && start < b.length && a[start] === b[start])
        start++;
    let end = 0;
    while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end])
        end++;
    const part = (words) => (0,_markdown_js__WEBPACK_IMPORTED_MODULE_6__/* .truncate */ .xv)(words.slice(start, words.length - end).join(' ') || '(nothing)', 120);
    return `"${part(a)}" → "${part(b)}"`;
}
/** Block texts carry their semantic path (`ul>li|text`, see core/extract.ts); readers want the text. */
function blockText(block) {
    return block.replace(/^[^|\s]*\|/, '');
}
/** The text a block shows a reader: no semantic path, links and images as their text. */
function readableText(block) {
    return blockText(block)
        .replace(/!\w+\([^)]*\)/g, ' ')
        .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
        .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
        .replace(/\s+/g, ' ')
        .trim();
}
// Page trees are walked with a stack, never by recursion: a page may nest elements thousands deep.
/** An element's text; `chrome`: leaving out the page's landmarks, which the content never holds. */
function textOf(node, chrome = true) {
    const parts = [];
    const stack = [node];
    for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
        if ((0,domhandler__WEBPACK_IMPORTED_MODULE_7__/* .isText */ .KH)(next))
            parts.push(next.data);
        else if ((0,domhandler__WEBPACK_IMPORTED_MODULE_7__/* .isTag */ .dz)(next) && !_elements_js__WEBPACK_IMPORTED_MODULE_1__/* .DROPPED_ELEMENTS */ .Tq.has(next.name) && (chrome || next === node || !isChrome(next))) {
            for (let i = next.children.length - 1; i >= 0; i--)
                stack.push(next.children[i]);
        }
    }
    // What the extractor leaves out and how it spaces text: an edit's words, read from its blocks, are found as they were read.
    return parts.join(' ').replace(_irregular_spaces_js__WEBPACK_IMPORTED_MODULE_8__/* .WHITESPACE */ .cv, ' ').trim();
}
function isChrome(element) {
    return _elements_js__WEBPACK_IMPORTED_MODULE_1__/* .CHROME_ELEMENTS */ .ft.has(element.name) || _elements_js__WEBPACK_IMPORTED_MODULE_1__/* .CHROME_ROLES */ .Z_.has((element.attribs.role ?? '').trim().toLowerCase());
}
/** Names made by tools (CSS modules, scoped styles, hashes) are not stable enough to select on. */
function isStableName(name) {
    if (name.length < 2 || name.length > 40)
        return false;
    if (!/^[A-Za-z_-][\w-]*$/.test(name))
        return false;
    const digits = (name.match(/\d/g) ?? []).length;
    if (digits >= 3)
        return false;
    if (/(^|[-_])[a-zA-Z0-9]{5,}$/.test(name) && /\d/.test(name) && /[A-Z]/.test(name) && /[a-z]/.test(name))
        return false;
    return !/^(css|jsx|svelte|astro|sc|emotion|tw)-/.test(name);
}
function selectorFor(element) {
    const id = element.attribs.id;
    if (id !== undefined && isStableName(id))
        return `${element.name}#${id}`;
    const classes = (element.attribs.class ?? '').split(/\s+/).filter(isStableName);
    if (classes.length > 0)
        return `${element.name}.${classes[0]}`;
    if (_elements_js__WEBPACK_IMPORTED_MODULE_1__/* .NAMED_BY_TAG */ .d0.has(element.name))
        return element.name;
    return undefined;
}
function indexText(root) {
    let text = '';
    let space = true;
    const elements = [];
    const start = new Map();
    const end = new Map();
    const stack = [{ element: root, next: 0 }];
    elements.push(root);
    start.set(root, 0);
    while (stack.length > 0) {
        const top = stack[stack.length - 1];
        const child = top.element.children[top.next++];
        if (child === undefined) {
            stack.pop();
            end.set(top.element, text.length);
        }
        else if ((0,domhandler__WEBPACK_IMPORTED_MODULE_7__/* .isText */ .KH)(child)) {
            // textOf joins text nodes by a space, then collapses whitespace: the same, as it goes.
            let piece = child.data.replace(/\s+/g, ' ');
            if (!space)
                piece = ' ' + piece;
            if (space && piece.startsWith(' '))
                piece = piece.slice(1);
            text += piece;
            space = text === '' || text.endsWith(' ');
        }
        else if ((0,domhandler__WEBPACK_IMPORTED_MODULE_7__/* .isTag */ .dz)(child) && child.name !== 'script' && child.name !== 'style' && child.name !== 'template') {
            elements.push(child);
            start.set(child, text.length);
            stack.push({ element: child, next: 0 });
        }
    }
    return { text, elements, start, end };
}
/** The last element, in document order, whose text holds the last place `text` is in: the smallest that holds it. */
function smallestContaining(index, text) {
    const at = index.text.lastIndexOf(text);
    if (at < 0)
        return undefined;
    let best;
    for (const element of index.elements) {
        if (index.start.get(element) <= at && at + text.length <= index.end.get(element))
            best = element;
    }
    return best;
}
/** The matched elements that are not inside another one, in document order: what ignoring them takes, counted once. */
function outermost(index, matched) {
    const out = [];
    let reach = -1;
    for (const element of matched) {
        const from = index.start.get(element);
        if (from === undefined || from < reach)
            continue;
        out.push(element);
        reach = index.end.get(element);
    }
    return out;
}
/**
 * The elements among `nodes` and their descendants that `selector` matches, in document order
 * (what a template holds left out, as css-select's selectAll does). Walked with a stack popped from
 * its end: css-select's own walk shifts an array at every level, which costs a deep page its depth squared.
 */
function matchAll(nodes, selector) {
    const test = (0,_selectors_js__WEBPACK_IMPORTED_MODULE_2__/* .compileDom */ .y5)([selector]);
    const out = [];
    const stack = [...nodes].reverse();
    for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
        if (!(0,domhandler__WEBPACK_IMPORTED_MODULE_7__/* .isTag */ .dz)(node))
            continue;
        if (test(node))
            out.push(node);
        if (node.name !== 'template')
            for (let i = node.children.length - 1; i >= 0; i--)
                stack.push(node.children[i]);
    }
    return out;
}
/** The length of an element's text in the index. */
const lengthIn = (index, element) => (index.end.get(element) ?? 0) - (index.start.get(element) ?? 0);
/** The most of the content's text (its landmarks aside) an ignore selector may take: never what holds most of the page. */
const SELECTED_SHARE = 0.5;
/** A list of links: at least this share of its text is in links, and it has two or more (related posts, recent posts, a tag cloud). */
const LINK_LIST_SHARE = 0.6;
/** Named elements tried on the way up, at most: the nearest are what a reader means, and each try reads the whole page. */
const MAX_TRIES = 16;
/** Whether the elements (outermost, in document order) are lists of links: navigation a template makes, not prose. */
function isLinkList(index, elements, links) {
    let text = 0;
    let linked = 0;
    let count = 0;
    let j = 0;
    for (const element of elements) {
        const from = index.start.get(element);
        const to = index.end.get(element);
        text += to - from;
        while (j < links.length && (index.start.get(links[j]) ?? -1) < from)
            j++;
        for (; j < links.length && (index.end.get(links[j]) ?? Infinity) <= to; j++) {
            linked += lengthIn(index, links[j]);
            count++;
        }
    }
    return count >= 2 && linked >= LINK_LIST_SHARE * text;
}
/**
 * Where `fragment` (a normalised block) is in this page's content area: `element`, the selector
 * of the nearest element that holds it with a stable id or class, or a landmark such as `footer`;
 * and `selector`, the nearest such element that holds at most half of the content's own text,
 * which an ignore selector may take when it is a template's part: `template` (the edit replaced
 * text most pages shared), or a list of links. Never the content area, nor what holds most of it.
 * It costs the page's size: pages nest elements thousands deep.
 */
function locateFragment(html, fragment, contentSelectors, template) {
    const text = readableText(fragment);
    if (text === '')
        return {};
    const document = (0,_html_scan_js__WEBPACK_IMPORTED_MODULE_0__/* .parseDocument */ .Tp)(html);
    let roots = [];
    for (const selector of contentSelectors) {
        roots = matchAll(document.children, selector);
        if (roots.length > 0)
            break;
    }
    const found = {};
    for (const root of roots) {
        const index = indexText(root);
        let element = smallestContaining(index, text);
        if (element === undefined)
            continue;
        const rootLength = textOf(root, false).length;
        let links;
        const tried = new Set();
        while (element !== undefined && element !== root && tried.size < MAX_TRIES) {
            const selector = selectorFor(element);
            if (selector !== undefined && !tried.has(selector)) {
                tried.add(selector);
                // The element a reader sees it in: a link or an emphasis says little.
                if (!_elements_js__WEBPACK_IMPORTED_MODULE_1__/* .INLINE_ELEMENTS */ .MV.has(element.name))
                    found.element ??= selector;
                const matched = outermost(index, matchAll(root.children, selector));
                const covered = matched.reduce((sum, m) => sum + lengthIn(index, m), 0);
                if (covered > 0 && covered <= rootLength * SELECTED_SHARE) {
                    links ??= matchAll(root.children, 'a[href]');
                    if (template || isLinkList(index, matched, links)) {
                        found.selector = selector;
                        found.element ??= selector;
                        return found;
                    }
                }
            }
            element = element.parent !== null && (0,domhandler__WEBPACK_IMPORTED_MODULE_7__/* .isTag */ .dz)(element.parent) ? element.parent : undefined;
        }
        if (found.element !== undefined)
            return found;
    }
    return found;
}
/** A finding of the report from a shared edit; `total`: the pages compared (changed and unchanged). */
function noiseFinding(shared, changedPages, total, template) {
    const finding = {
        fragment: shared.fragment,
        pages: shared.urls.length,
        of: changedPages,
        total,
        siteWide: shared.urls.length * 2 >= total,
        template,
        sample: shared.urls[0]
    };
    if (shared.old !== undefined)
        finding.old = shared.old;
    return finding;
}
/** One finding as a sentence: the edit, where, how many pages, and what to do about it. */
function describeNoise(n) {
    const where = n.element === undefined ? '' : ` in ${n.element}`;
    const edit = n.old !== undefined ? editText(n.old, n.fragment) : `"${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_6__/* .truncate */ .xv)(readableText(n.fragment), 120)}"`;
    const head = n.siteWide
        ? `Site-wide edit: ${n.pages} of ${n.total} pages changed by the same edit${where}: ${edit}.`
        : `Shared edit: ${n.pages} of ${n.of} changed pages changed by the same edit${where}: ${edit} (e.g. ${n.sample}).`;
    if (n.selector !== undefined) {
        const why = n.template ? 'It replaced text that most pages shared, as a template does' : "It is in a list of links that changed the same way on many pages, as a template's list does";
        return `${head} ${why}: the pages are dated. If it is not content, add the ignore selector '${n.selector}' (CLI --ignore-selector, action input ignore-selector) or mark it data-lastmod-ignore.`;
    }
    if (n.template)
        return `${head} It replaced text that most pages shared, as a template does: the pages are dated. If it is not content, mark its element data-lastmod-ignore or add an ignore selector for it.`;
    return `${head} It replaced no text that most pages shared: it looks like a real change made on many pages, and they are dated.`;
}
/** What each rule leaves out, why, and its switch: the lines of describeLeftOut. */
const RULE_LINES = {
    related: {
        as: "lists of related posts, not the pages' own content",
        why: 'Their links change when other pages do.',
        off: '--no-related-links (input related-links: false)'
    },
    landmark: {
        as: "the pages' banner, footer and navigation landmarks (the content area is the whole body)",
        why: 'They are site chrome: a copyright year or a menu item there is not a change of the page.',
        off: '--no-landmarks (input landmarks: false)'
    },
    metadata: {
        as: 'page metadata that the theme writes (last updated, authors, edit links, previous/next page)',
        why: 'It changes with the git history or with other pages, not with the page.',
        off: '--no-page-metadata (input page-metadata: false)'
    }
};
/** One line per rule that left parts of the pages out: which, on how many pages, why, and how to keep them. */
function describeLeftOut(found) {
    const lines = [];
    for (const rule of Object.keys(RULE_LINES)) {
        const parts = found.filter((f) => f.rule === rule);
        if (parts.length === 0)
            continue;
        const shown = parts.slice(0, 5).map((f) => `${f.selector} on ${f.pages} page(s)`);
        const more = parts.length > shown.length ? ` and ${parts.length - shown.length} more` : '';
        const line = RULE_LINES[rule];
        lines.push(`Left out as ${line.as}: ${shown.join(', ')}${more}. ${line.why} ${line.off} keeps them.`);
    }
    return lines;
}
/** The line that says which content area a known theme gave the run (report.knownTheme). */
function describeKnownTheme(theme) {
    return `Content area: ${theme.contentSelector}, as ${theme.name} uses (generator meta "${theme.generator}"). The input content-selector (--content-selector) sets another; generator-content: false (--no-generator-content) keeps the default list.`;
}
/** The line that says which blocks were left out as build stamps, on how many pages, and how to keep them. */
function describeBuildStamps(found) {
    return (`Left out as build stamps (a time to the second, which changes at every build) on ${found.pages} page(s), e.g. "${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_6__/* .truncate */ .xv)(readableText(found.example), 100)}". ` +
        '--no-build-stamps (input build-stamps: false) keeps them.');
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

/***/ 4620:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Zl: () => (/* binding */ planState),
/* harmony export */   av: () => (/* binding */ lastmodOf),
/* harmony export */   jZ: () => (/* binding */ describeHashed)
/* harmony export */ });
/* unused harmony exports describePage, FIRST_BLOCKS, checkClock */
/* harmony import */ var _explain_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2260);
/* harmony import */ var _state_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7066);
/* harmony import */ var _urls_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(81221);
// The per-page state machine: from the previous state and this build's hashes to the next state.



/**
 * Reduces a page's blocks to what the plan needs, right after extraction, so the normalised
 * text of every page is never held at once: the fingerprint, and the explanation only when the
 * hash moved. The blocks are an extractor's: none empty, none holding a newline.
 */
function describePage(path, hash, blocks, before) {
    return { path, hash, ...describeHashed(hash, blocks.join('\n'), before) };
}
/**
 * describePage without the key, for the blocks joined (HashedFacts.hashed), as a run has them:
 * they are split only to explain a change.
 */
function describeHashed(hash, hashed, before) {
    // The same hash is the same blocks, so the same fingerprint: on a rebuild most pages skip it.
    if (before !== undefined && before.hash === hash && before.blocks !== undefined && before.removedAt === undefined) {
        return { fingerprint: before.blocks };
    }
    const fingerprint = (0,_explain_js__WEBPACK_IMPORTED_MODULE_0__/* .fingerprintJoined */ ._V)(hashed);
    if (before !== undefined && before.removedAt === undefined && before.hash !== hash) {
        return { fingerprint, why: (0,_explain_js__WEBPACK_IMPORTED_MODULE_0__/* .explainFromFingerprint */ .gh)(before.blocks, (0,_explain_js__WEBPACK_IMPORTED_MODULE_0__/* .splitBlocks */ .n$)(hashed)) };
    }
    const end = hashed.indexOf('\n');
    return before === undefined && hashed !== '' ? { fingerprint, first: (0,_explain_js__WEBPACK_IMPORTED_MODULE_0__/* .trimText */ .Oj)(hashed.slice(0, end < 0 ? 120 : Math.min(end, 120)), 80) } : { fingerprint };
}
/**
 * New pages whose first block the report keeps: more than a summary or a comment shows, and on a
 * first run of a large site not one per page (100,000 of them held 90 MB until the report was written).
 */
const FIRST_BLOCKS = 500;
/**
 * Refuses a clock before the newest date of the state: such a run would date a change before
 * the page was published, or a page removed before it was last seen.
 */
function checkClock(previous, now, clock = 'the clock') {
    const at = Date.parse(now);
    // Dates are interned by the state's reader: a site has few distinct ones.
    const parsed = new Map();
    let newest;
    for (const [path, record] of Object.entries(previous?.pages ?? {})) {
        for (const field of ['publishedAt', 'updatedAt', 'removedAt']) {
            const date = record[field];
            if (date === undefined)
                continue;
            let time = parsed.get(date);
            if (time === undefined)
                parsed.set(date, (time = Date.parse(date)));
            if (time > at && (newest === undefined || time > newest.time))
                newest = { date, time, path, field };
        }
    }
    if (newest !== undefined) {
        throw new _urls_js__WEBPACK_IMPORTED_MODULE_2__/* .InputError */ .dz(`${clock} (${now}) is before ${newest.date}, the newest date in the state (${newest.field} of ${newest.path}): ` +
            'a run cannot be dated before the runs it follows; give a time after it, or the right clock');
    }
}
/**
 * new → published and updated now; same hash → nothing moves; other hash → updated now;
 * gone → tombstone (removedAt) so a revived page keeps its publishedAt.
 */
function planState(input) {
    checkClock(input.previous, input.now, input.clock);
    const previous = input.previous?.pages ?? {};
    const rebaselined = input.previous !== undefined &&
        (input.previous.hashing?.normalizer !== input.hashing.normalizer ||
            input.previous.hashing?.options !== input.hashing.options) &&
        Object.keys(previous).length > 0;
    const pages = {};
    const outcomes = [];
    const why = new Map();
    const first = new Map();
    const sorted = [...input.pages].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    /** Outcomes whose record is the previous one, as it was (see PlanResult.unchanged). */
    let kept = 0;
    for (const page of sorted) {
        const before = previous[page.path];
        const blocks = page.fingerprint;
        if (page.kept === true && before !== undefined && before.removedAt === undefined) {
            pages[page.path] = before;
            kept++;
            outcomes.push({ kind: 'unchanged', path: page.path });
        }
        else if (before === undefined) {
            const date = input.seed?.(page.path) ?? input.now;
            pages[page.path] = { hash: page.hash, publishedAt: date, updatedAt: date, blocks };
            outcomes.push({ kind: 'new', path: page.path });
            if (page.first !== undefined && first.size < FIRST_BLOCKS)
                first.set(page.path, page.first);
        }
        else if (before.removedAt !== undefined) {
            pages[page.path] = { hash: page.hash, publishedAt: before.publishedAt, updatedAt: input.now, blocks };
            outcomes.push({ kind: 'changed', path: page.path, revived: true });
        }
        else if (before.hash === page.hash || rebaselined) {
            // The common case on a rebuild: keep the very record (no copy per page on large sites).
            pages[page.path] =
                before.hash === page.hash && before.blocks === blocks
                    ? before
                    : { hash: page.hash, publishedAt: before.publishedAt, updatedAt: before.updatedAt, blocks };
            if (pages[page.path] === before)
                kept++;
            outcomes.push({ kind: 'unchanged', path: page.path });
        }
        else {
            pages[page.path] = { hash: page.hash, publishedAt: before.publishedAt, updatedAt: input.now, blocks };
            outcomes.push({ kind: 'changed', path: page.path, revived: false });
            why.set(page.path, page.why ?? []);
        }
    }
    for (const path of Object.keys(previous).sort()) {
        // Every built page has its record in `pages` by now.
        if (Object.hasOwn(pages, path))
            continue;
        const before = previous[path];
        if (before.removedAt !== undefined) {
            pages[path] = before;
        }
        else {
            pages[path] = { ...before, removedAt: input.now };
            outcomes.push({ kind: 'removed', path });
        }
    }
    // Every outcome kept its record (a tombstone carried over as it was has none) under the same hashing.
    const unchanged = input.previous !== undefined &&
        input.previous.hashing?.normalizer === input.hashing.normalizer &&
        input.previous.hashing.options === input.hashing.options &&
        kept === outcomes.length;
    return { state: { version: _state_js__WEBPACK_IMPORTED_MODULE_1__/* .STATE_VERSION */ .nd, hashing: input.hashing, pages }, outcomes, rebaselined, why, first, unchanged };
}
/** The sitemap date of a page: when it last changed, else when it appeared. */
function lastmodOf(record) {
    return record.updatedAt ?? record.publishedAt;
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

/***/ 70105:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Pl: () => (/* binding */ parseSelector),
/* harmony export */   aP: () => (/* binding */ compileStreaming),
/* harmony export */   tE: () => (/* binding */ StreamNode),
/* harmony export */   uj: () => (/* binding */ splitSelectorList),
/* harmony export */   y5: () => (/* binding */ compileDom)
/* harmony export */ });
/* unused harmony exports SelectorError, streamAdapter, domAdapter */
/* harmony import */ var css_select__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(89042);
/* harmony import */ var css_what__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51265);
/* harmony import */ var css_what__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7687);
/* harmony import */ var domhandler__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(36646);
// CSS selectors over a page that is still being parsed.
//
// css-select compiles a selector into a predicate that walks the tree through an `Adapter`. When an
// element opens during a streaming parse, its ancestors and its previous siblings are already
// known, so every selector that only looks "up" and "left" can be answered right then, against
// lightweight records of the open elements. Selectors that need what comes later (`:has`,
// `:last-child`, `:empty`, …) are detected here so the extractor can fall back to a DOM.



/** A bad selector in the configuration. */
class SelectorError extends Error {
    selector;
    constructor(selector, detail) {
        super(`"${selector}" is not a valid CSS selector (${detail})`);
        this.name = 'SelectorError';
        this.selector = selector;
    }
}
const NO_CHILDREN = [];
/**
 * One element of a page being parsed (or the document root, which has no parent). Only what
 * selectors can ask of an element whose end has not been seen yet.
 */
class StreamNode {
    /** Not readonly for the record reused by `reset` (see StreamNode.reusable). */
    name;
    attribs;
    parent;
    /** Previous element sibling. */
    prev;
    /** Element children seen so far; released when the element closes (nothing can ask any more). */
    children = NO_CHILDREN;
    /** Last element child seen so far. */
    last = null;
    constructor(name, attribs, parent) {
        this.name = name;
        this.attribs = attribs;
        this.parent = parent;
        this.prev = parent === null ? null : parent.last;
    }
    static root() {
        return new StreamNode('#document', {}, null);
    }
    /**
     * One record for every element in turn (see `reset`), when the selectors only ask about an
     * element's own name and attributes (no ParsedSelector.needsTree): then nothing is kept of
     * ancestors and siblings, and no record is made per element. Its parent is a document.
     */
    static reusable() {
        return new StreamNode('#none', {}, StreamNode.root());
    }
    /** Makes a reusable record stand for another element. */
    reset(name, attribs) {
        this.name = name;
        this.attribs = attribs;
    }
    /** Creates, links and returns a child element. */
    open(name, attribs) {
        const child = new StreamNode(name, attribs, this);
        if (this.children === NO_CHILDREN)
            this.children = [child];
        else
            this.children.push(child);
        this.last = child;
        return child;
    }
    /** Later elements can only see this one as an ancestor-free previous sibling: drop its subtree. */
    release() {
        this.children = NO_CHILDREN;
        this.last = null;
    }
}
function ownAttribute(element, name) {
    // htmlparser2's attribute objects have a prototype: `[constructor]` must not match everything.
    // Attribute values are strings; what the prototype holds is not: most lookups (absent
    // attributes) end at the first test.
    const value = element.attribs[name];
    return typeof value === 'string' && Object.hasOwn(element.attribs, name) ? value : undefined;
}
/** The nodes that are not inside another of them. */
function outermost(nodes, parent) {
    const set = new Set(nodes);
    return nodes.filter((node) => {
        for (let p = parent(node); p !== null; p = parent(p))
            if (set.has(p))
                return false;
        return true;
    });
}
/** css-select adapter over `StreamNode`s. Text is never asked for: such selectors use the DOM. */
const streamAdapter = {
    isTag: (node) => node.parent !== null,
    getAttributeValue: ownAttribute,
    hasAttrib: (element, name) => ownAttribute(element, name) !== undefined,
    getName: (element) => element.name,
    getParent: (node) => node.parent,
    getChildren: (node) => node.children,
    getSiblings: (node) => (node.parent === null ? [node] : node.parent.children),
    prevElementSibling: (node) => node.prev,
    getText: () => '',
    removeSubsets: (nodes) => outermost(nodes, (node) => node.parent)
};
/** Pseudo-classes that depend on children, text or following siblings (css-select aliases included). */
const NEEDS_FUTURE = new Set([
    'has', 'empty', 'parent', 'contains', 'icontains',
    'last-child', 'last-of-type', 'only-child', 'only-of-type', 'nth-last-child', 'nth-last-of-type',
    'selected', 'checked'
]);
function tokensNeedFuture(selectors) {
    for (const compound of selectors) {
        for (const token of compound) {
            if (token.type === css_what__WEBPACK_IMPORTED_MODULE_0__/* .SelectorType */ .cV.Parent)
                return true;
            if (token.type !== css_what__WEBPACK_IMPORTED_MODULE_0__/* .SelectorType */ .cV.Pseudo)
                continue;
            if (NEEDS_FUTURE.has(token.name))
                return true;
            const data = token.data;
            if (Array.isArray(data)) {
                if (tokensNeedFuture(data))
                    return true;
            }
            else if (typeof data === 'string') {
                // `:nth-child(2n of .x:last-child)` keeps its sub-selector as a string.
                for (const name of NEEDS_FUTURE)
                    if (data.includes(':' + name))
                        return true;
            }
        }
    }
    return false;
}
/**
 * Whether every selector of the list needs its subject to have some attribute (`.x`, `#x`,
 * `[x]`, `[x=v]`…): then an element without attributes cannot match. Only a plain attribute
 * test of the subject's own compound counts: `[x!=v]` (which absent attributes pass) and
 * pseudo-classes do not.
 */
function tokensNeedAttribute(selectors) {
    return selectors.every((compound) => {
        let subject = compound.length;
        while (subject > 0 && !(0,css_what__WEBPACK_IMPORTED_MODULE_1__/* .isTraversal */ .$)(compound[subject - 1]))
            subject--;
        return compound
            .slice(subject)
            .some((token) => token.type === css_what__WEBPACK_IMPORTED_MODULE_0__/* .SelectorType */ .cV.Attribute && token.action !== css_what__WEBPACK_IMPORTED_MODULE_0__/* .AttributeAction */ .V4.Not);
    });
}
/**
 * Whether some selector of the list looks past the element itself: a combinator, or any
 * pseudo-class (`:first-child` counts siblings, `:root` looks at the parent, `:not(a b)` nests
 * a combinator). Only names, `*` and attribute tests do not.
 */
function tokensNeedTree(selectors) {
    return selectors.some((compound) => compound.some((token) => token.type !== css_what__WEBPACK_IMPORTED_MODULE_0__/* .SelectorType */ .cV.Tag && token.type !== css_what__WEBPACK_IMPORTED_MODULE_0__/* .SelectorType */ .cV.Universal && token.type !== css_what__WEBPACK_IMPORTED_MODULE_0__/* .SelectorType */ .cV.Attribute));
}
/**
 * The names of the attributes a selector list tests (`.x` and `#x` test class and id), so that a
 * scan can leave the others out (html-scan.ts, attributeFilter); undefined when some part may
 * read attributes it does not name: a pseudo-class (`:link` reads href, `:disabled` disabled…).
 * css-select refuses namespaced tests (`[xlink|href]`): parseSelector never gets here with one.
 */
function tokensAttributes(selectors) {
    const names = [];
    for (const compound of selectors) {
        for (const token of compound) {
            if (token.type === css_what__WEBPACK_IMPORTED_MODULE_0__/* .SelectorType */ .cV.Pseudo || token.type === css_what__WEBPACK_IMPORTED_MODULE_0__/* .SelectorType */ .cV.PseudoElement)
                return undefined;
            if (token.type === css_what__WEBPACK_IMPORTED_MODULE_0__/* .SelectorType */ .cV.Attribute)
                names.push(token.name);
        }
    }
    return names;
}
/** Validates a selector; throws `SelectorError` naming it when it is not valid CSS for css-select. */
function parseSelector(source) {
    let tokens;
    try {
        tokens = (0,css_what__WEBPACK_IMPORTED_MODULE_1__/* .parse */ .q)(source);
        // Compiling is the only complete check (unknown pseudo-classes, pseudo-elements…).
        (0,css_select__WEBPACK_IMPORTED_MODULE_2__/* .compile */ .wE)(source, { adapter: streamAdapter, cacheResults: false });
    }
    catch (error) {
        throw new SelectorError(source, error instanceof Error ? error.message : String(error));
    }
    if (tokens.length === 0)
        throw new SelectorError(source, 'empty selector');
    return {
        source,
        needsFuture: tokensNeedFuture(tokens),
        needsTree: tokensNeedTree(tokens),
        needsAttribute: tokensNeedAttribute(tokens),
        attributes: tokensAttributes(tokens)
    };
}
/** Compiles a selector list (already validated) for `StreamNode`s. */
function compileStreaming(sources) {
    if (sources.length === 0)
        return () => false;
    return (0,css_select__WEBPACK_IMPORTED_MODULE_2__/* .compile */ .wE)(sources.join(', '), { adapter: streamAdapter, cacheResults: false });
}
/** The text of `node` as domutils' getText gives it, read with a stack: pages may nest thousands deep. */
function domText(node) {
    let text = '';
    const stack = [node];
    for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
        if ((0,domhandler__WEBPACK_IMPORTED_MODULE_3__/* .isText */ .KH)(next))
            text += next.data;
        else if ((0,domhandler__WEBPACK_IMPORTED_MODULE_3__/* .isTag */ .dz)(next) && next.name === 'br')
            text += '\n';
        else if ((0,domhandler__WEBPACK_IMPORTED_MODULE_3__/* .isTag */ .dz)(next) || (0,domhandler__WEBPACK_IMPORTED_MODULE_3__/* .isCDATA */ .yf)(next))
            for (let i = next.children.length - 1; i >= 0; i--)
                stack.push(next.children[i]);
    }
    return text;
}
/** css-select's default adapter (domutils) for a domhandler DOM, with no recursion over the tree. */
const domAdapter = {
    isTag: domhandler__WEBPACK_IMPORTED_MODULE_3__/* .isTag */ .dz,
    getAttributeValue: (element, name) => element.attribs[name],
    hasAttrib: (element, name) => Object.hasOwn(element.attribs, name) && element.attribs[name] != null,
    getName: (element) => element.name,
    getParent: (node) => node.parent,
    getChildren: (node) => ((0,domhandler__WEBPACK_IMPORTED_MODULE_3__/* .hasChildren */ .Go)(node) ? node.children : []),
    getSiblings: (node) => (node.parent === null ? [node] : node.parent.children),
    prevElementSibling: (node) => {
        let prev = node.prev;
        while (prev !== null && !(0,domhandler__WEBPACK_IMPORTED_MODULE_3__/* .isTag */ .dz)(prev))
            prev = prev.prev;
        return prev;
    },
    getText: domText,
    removeSubsets: (nodes) => outermost(nodes, (node) => node.parent)
};
/** Compiles a selector list (already validated) for a domhandler DOM. */
function compileDom(sources) {
    if (sources.length === 0)
        return () => false;
    return (0,css_select__WEBPACK_IMPORTED_MODULE_2__/* .compile */ .wE)(sources.join(', '), { adapter: domAdapter });
}
/**
 * Splits a selector list at its top-level commas: commas inside parentheses, brackets, quotes or
 * after a backslash do not split. Parts are trimmed; empty parts are dropped.
 */
function splitSelectorList(list) {
    const parts = [];
    let depth = 0;
    let quote = 0;
    let start = 0;
    for (let i = 0; i < list.length; i++) {
        const c = list.charCodeAt(i);
        if (c === 0x5c /* \ */) {
            i++;
            continue;
        }
        if (quote !== 0) {
            if (c === quote)
                quote = 0;
            continue;
        }
        if (c === 0x22 || c === 0x27)
            quote = c;
        else if (c === 0x28 || c === 0x5b)
            depth++;
        else if ((c === 0x29 || c === 0x5d) && depth > 0)
            depth--;
        else if (c === 0x2c && depth === 0) {
            parts.push(list.slice(start, i));
            start = i + 1;
        }
    }
    parts.push(list.slice(start));
    return parts.map((part) => part.trim()).filter((part) => part !== '');
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
