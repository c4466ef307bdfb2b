export const id = 270;
export const ids = [270];
export const modules = {

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

/***/ 81903:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R9: () => (/* binding */ runVerify),
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

/***/ 70713:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CV: () => (/* binding */ discoverPages),
/* harmony export */   hZ: () => (/* binding */ compareFiles),
/* harmony export */   wZ: () => (/* binding */ walkPages)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
// Finding the built pages: every .html file under the site folder, never leaving it.



/** UTF-16 code unit order: the order of every file list, state key and sitemap of a run. */
function compareFiles(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}
/**
 * Relative POSIX paths of the HTML files under `root`, sorted. Hidden entries (`.git`,
 * `.well-known`) are skipped. A symlink is followed only when its target stays inside the site
 * folder (the host serves those pages under the link's path too), and never into a folder that
 * is already being walked, so links cannot loop.
 */
async function discoverPages(root, log) {
    return [...walkPages(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.realpath)(root), log)].sort(compareFiles);
}
/**
 * The same files, lazily and in walk order (each folder's entries sorted, depth first), so that
 * pages can be processed while the walk goes on. `realRoot`: the site folder, symlinks resolved.
 * The walk is synchronous: one awaited call per folder made discovery the slowest step on sites
 * of many small pages; the caller interleaves it with other work by pulling a few files at a time.
 */
function* walkPages(realRoot, log) {
    const inside = (p) => p === realRoot || p.startsWith(realRoot + (node_path__WEBPACK_IMPORTED_MODULE_2___default().sep));
    /** The real paths of the folders being walked, outermost first: a link to one of them would loop. */
    const ancestors = [realRoot];
    const sep = realRoot.endsWith((node_path__WEBPACK_IMPORTED_MODULE_2___default().sep)) ? '' : (node_path__WEBPACK_IMPORTED_MODULE_2___default().sep);
    function* walk(dir, rel) {
        const entries = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(dir, { withFileTypes: true }).sort((a, b) => compareFiles(a.name, b.name));
        // Names that are not UTF-8 come back with U+FFFD and cannot be opened or be a URL by that name.
        const utf8 = entries.some((e) => e.name.includes('\uFFFD')) ? utf8Names(dir, rel, log) : undefined;
        for (const entry of entries) {
            if (entry.name.startsWith('.'))
                continue;
            if (utf8 !== undefined && entry.name.includes('\uFFFD') && !utf8.delete(entry.name))
                continue;
            // `dir` is the real root or a folder under it, so joining needs no normalising (but for `/`).
            const full = (dir === realRoot ? realRoot + sep : dir + (node_path__WEBPACK_IMPORTED_MODULE_2___default().sep)) + entry.name;
            const relPath = rel ? `${rel}/${entry.name}` : entry.name;
            let real = full;
            let isDir = entry.isDirectory();
            let isFile = entry.isFile();
            if (entry.isSymbolicLink()) {
                try {
                    real = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync)(full);
                }
                catch {
                    log.warning(`${relPath}: broken symlink, skipped`);
                    continue;
                }
                if (!inside(real)) {
                    log.warning(`${relPath}: symlink points outside the site folder, skipped`);
                    continue;
                }
                const info = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(real);
                isDir = info.isDirectory();
                isFile = info.isFile();
                if (isDir && ancestors.includes(real))
                    continue;
            }
            if (isDir) {
                ancestors.push(real);
                yield* walk(full, relPath);
                ancestors.pop();
            }
            else if (isFile && entry.name.endsWith('.html')) {
                yield relPath;
            }
        }
    }
    yield* walk(realRoot, '');
}
/** The names in `dir` that are valid UTF-8; warns about the pages and folders left out. */
function utf8Names(dir, rel, log) {
    const names = new Set();
    for (const raw of (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(dir, { encoding: 'buffer' })) {
        const name = raw.toString('utf8');
        if (Buffer.from(name, 'utf8').equals(raw))
            names.add(name);
        else if (!name.startsWith('.') && (name.endsWith('.html') || (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(Buffer.concat([Buffer.from(dir + (node_path__WEBPACK_IMPORTED_MODULE_2___default().sep)), raw])).isDirectory())) {
            const spelled = [...raw].map((b) => (b < 0x80 ? String.fromCharCode(b) : `\\x${b.toString(16)}`)).join('');
            log.warning(`${rel ? `${rel}/` : ''}${spelled}: the file name is not UTF-8, so it cannot be a URL; skipped`);
        }
    }
    return names;
}


/***/ }),

/***/ 43504:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  b1: () => (/* binding */ checkSitemapFiles),
  VV: () => (/* binding */ collectPages),
  JE: () => (/* binding */ describeTheme),
  hY: () => (/* binding */ planSite),
  Ql: () => (/* binding */ resolveContent),
  xW: () => (/* binding */ sitemapFileName),
  Ty: () => (/* binding */ sitemapPath),
  Wh: () => (/* binding */ writeSitemapFiles)
});

// UNUSED EXPORTS: DEFAULT_CONTENT_SELECTOR, runEngine

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/core/exclusions.ts
var exclusions = __webpack_require__(73598);
// EXTERNAL MODULE: ./src/core/extract.ts
var extract = __webpack_require__(92106);
// EXTERNAL MODULE: ./src/core/dates.ts
var dates = __webpack_require__(80194);
// EXTERNAL MODULE: ./src/core/hreflang.ts
var hreflang = __webpack_require__(31978);
// EXTERNAL MODULE: ./src/core/explain.ts
var explain = __webpack_require__(2260);
// EXTERNAL MODULE: ./src/core/noise.ts
var core_noise = __webpack_require__(11257);
// EXTERNAL MODULE: ./src/core/plan.ts
var core_plan = __webpack_require__(4620);
// EXTERNAL MODULE: ./src/core/report.ts
var core_report = __webpack_require__(88557);
// EXTERNAL MODULE: ./src/core/sitemap.ts
var core_sitemap = __webpack_require__(55856);
// EXTERNAL MODULE: ./src/core/urls.ts
var urls = __webpack_require__(81221);
;// CONCATENATED MODULE: ./src/core/run.ts
// The plan of a run: from the processed pages, the previous state and the options to the new
// state, the sitemap plan, the report and the edits many pages share. Pure: the adapters read the pages
// before it and write what it returns after it (adapters/apply-run.ts).








/** Shared edits a report holds at most. */
const MAX_NOISE_FINDINGS = 3;
function planRun(input) {
    const { siteUrl } = input;
    const pages = [];
    const pageFiles = new Map();
    const undated = new Set();
    const dateSites = new Map();
    const excluded = [];
    const warnings = [];
    /** Pages by the part left out (LeftOutName). */
    const leftOut = new Map();
    let stamped = 0;
    let stamp;
    for (const r of input.pages) {
        for (const message of r.warnings)
            warnings.push({ file: r.file, message });
        for (const name of r.leftOut ?? [])
            leftOut.set(name, (leftOut.get(name) ?? 0) + 1);
        if (r.buildStamp !== undefined) {
            stamped++;
            stamp ??= r.buildStamp;
        }
        if (r.excluded)
            excluded.push(r.excluded);
        if (r.included) {
            pages.push(r.included.page);
            pageFiles.set(r.path, r.file);
            if (r.undated === true)
                undated.add(r.path);
            else if (r.dateSites !== undefined)
                dateSites.set(r.path, r.dateSites);
        }
    }
    const now = (0,dates/* formatInstant */.r4)(input.now);
    const seed = input.seedLastmod;
    let seedOf;
    if (seed !== undefined) {
        const locs = new Map();
        for (const r of input.pages)
            if (r.included)
                locs.set(r.path, r.included.loc);
        seedOf = (p) => seed.get(locs.get(p) ?? '') ?? seed.get((0,urls/* absoluteUrl */.rf)(siteUrl, p));
    }
    const plan = (0,core_plan/* planState */.Zl)({ previous: input.previous, pages, now, hashing: input.hashing, ...(seedOf ? { seed: seedOf } : {}), ...(input.clock === undefined ? {} : { clock: input.clock }) });
    // Entries are made as the sitemap plan takes them: no second list of 100,000 of them.
    const records = plan.state.pages;
    const alternatesOf = (0,hreflang/* sitemapAlternates */.r)(input.pages);
    function* entries() {
        for (const r of input.pages) {
            if (!r.included)
                continue;
            const entry = { loc: r.included.loc, lastmod: (0,core_plan/* lastmodOf */.av)(records[r.path]), path: r.path };
            const alternates = alternatesOf(r);
            if (alternates !== undefined)
                entry.alternates = alternates;
            yield entry;
        }
    }
    const { dir: sitemapDir, ...sitemapOptions } = input.sitemap;
    const sitemap = (0,core_sitemap/* planSitemap */.NW)(entries(), sitemapOptions);
    const dir = sitemapDir.endsWith('/') ? sitemapDir : `${sitemapDir}/`;
    const report = (0,core_report/* buildReport */.FK)({
        siteUrl,
        now,
        dryRun: input.dryRun,
        plan,
        excluded,
        warnings,
        sitemap: {
            files: sitemap.files.map((f) => dir + f.name),
            urls: sitemap.urls,
            fileUrls: sitemap.files.map((f) => input.sitemap.baseUrl + encodeURIComponent(f.name))
        }
    });
    if (leftOut.size > 0) {
        report.leftOut = [...leftOut]
            .map(([name, pages]) => ({ ...(0,core_noise/* splitLeftOut */.uP)(name), pages }))
            .sort((a, b) => b.pages - a.pages || (a.rule < b.rule ? -1 : a.rule > b.rule ? 1 : a.selector < b.selector ? -1 : 1));
        const related = report.leftOut.filter((part) => part.rule === 'related').map(({ selector, pages }) => ({ selector, pages }));
        if (related.length > 0)
            report.relatedLinks = related;
    }
    if (stamp !== undefined)
        report.buildStamps = { pages: stamped, example: stamp };
    const previousShared = input.previous?.sharedBlocks ?? [];
    const tested = (0,core_noise/* samplePaths */.Tn)(pageFiles.keys(), core_noise/* TESTED_PAGES */.Jf)
        .map((key) => records[key]?.blocks)
        .filter((fingerprint) => fingerprint !== undefined);
    const shared = input.samples === undefined || input.samples.length === 0 ? previousShared : (0,core_noise/* sharedBlocksOf */.FJ)(input.samples, tested);
    if (shared.length > 0)
        plan.state.sharedBlocks = shared;
    const edits = (0,core_noise/* findSharedEdits */.GW)(report.changes).slice(0, MAX_NOISE_FINDINGS);
    let noise = [];
    if (edits.length > 0) {
        const pathOfUrl = new Map(input.pages.map((r) => [(0,urls/* absoluteUrl */.rf)(siteUrl, r.path), r.path]));
        const fileOfUrl = new Map(input.pages.map((r) => [(0,urls/* absoluteUrl */.rf)(siteUrl, r.path), r.file]));
        const has = (url, block, before) => {
            const key = pathOfUrl.get(url);
            const fingerprint = (before ? input.previous?.pages[key] : records[key])?.blocks;
            return fingerprint !== undefined && (0,explain/* fingerprintTester */.eK)(fingerprint)?.(block) === true;
        };
        const compared = report.pages.changed.length + report.pages.unchanged.length;
        const findings = edits.map((edit) => {
            // The state keeps no text of a page: the text before is known only when most pages shared it.
            const old = edit.old ?? (0,core_noise/* replacedBlock */.om)(edit.fragment, edit.urls, previousShared, has);
            if (old !== undefined && edit.old === undefined) {
                edit.old = old;
                explainWith(report.changes, edit, (url) => has(url, old, true) && !has(url, old, false));
            }
            return (0,core_noise/* noiseFinding */.Wb)(edit, report.changes.length, compared, old !== undefined);
        });
        noise = edits.map((edit) => ({ shared: edit, file: fileOfUrl.get(edit.urls[0]) }));
        report.noise = findings;
    }
    const sharedKept = shared.length === previousShared.length && shared.every((block, i) => block === previousShared[i]);
    return { state: plan.state, report, sitemap, pageFiles, undated, dateSites, stateUnchanged: plan.unchanged && sharedKept, noise };
}
/** Gives the pages of a shared edit that held its text before (`replaced`) that text, in their explanations. */
function explainWith(changes, edit, replaced) {
    const urls = new Set(edit.urls);
    for (const change of changes) {
        if (!urls.has(change.url) || !replaced(change.url))
            continue;
        for (const block of change.blocks) {
            if (block.new !== edit.fragment)
                continue;
            block.kind = 'replaced';
            block.old = edit.old;
        }
    }
}

// EXTERNAL MODULE: ./src/core/shard.ts
var core_shard = __webpack_require__(99499);
// EXTERNAL MODULE: ./src/adapters/discover.ts
var discover = __webpack_require__(70713);
// EXTERNAL MODULE: ./src/core/decode.ts
var decode = __webpack_require__(30969);
// EXTERNAL MODULE: ./src/adapters/output-paths.ts
var output_paths = __webpack_require__(13586);
;// CONCATENATED MODULE: ./src/adapters/noise.ts
// Where each shared edit is in the built pages, read from one page that holds it (the plan names
// the page; see core/run.ts): the element that holds it, and the ignore selector when one is safe.





async function locateEdits(report, noise, siteDir, contentSelectors) {
    const located = [];
    // The file may come from a partial result (lastmod merge): it is read only if it is really in the site.
    const paths = await output_paths/* PathGuard */.Nz.create({ siteDir, flag: (name) => (name === 'site-dir' ? 'the site folder' : name) });
    for (const [i, finding] of (report.noise ?? []).entries()) {
        const found = noise[i];
        if (found?.file === undefined) {
            located.push(finding);
            continue;
        }
        const file = await paths.input('the page', external_node_path_default().join(siteDir, found.file), { inSite: true, shown: found.file });
        const html = (0,decode/* decodeHtml */.i)(await (0,promises_.readFile)(file)).text;
        const { element, selector } = (0,core_noise/* locateFragment */.Ti)(html, found.shared.fragment, contentSelectors, finding.template);
        located.push({ ...finding, ...(element === undefined ? {} : { element }), ...(selector === undefined ? {} : { selector }) });
        if (element !== undefined)
            placeEdit(report, found.shared, element);
    }
    return located;
}
/** Names the element in the explanations of the pages that share the edit ("changed text in footer"). */
function placeEdit(report, edit, element) {
    const urls = new Set(edit.urls);
    for (const change of report.changes) {
        if (!urls.has(change.url))
            continue;
        for (const block of change.blocks)
            if (block.new === edit.fragment)
                block.in = element;
    }
}

// EXTERNAL MODULE: ./src/core/html-scan.ts
var html_scan = __webpack_require__(97430);
;// CONCATENATED MODULE: ./src/core/known-themes.ts
// Content areas that generators' own themes are known to use, told apart by the page's
// `<meta name="generator">`. Used only when no content selector is given: where a theme's
// `<main>` holds the site's navigation, or a layout has no `<main>`, the default list would hash
// the wrong part of the page.

const KNOWN_THEMES = [
    {
        name: 'MkDocs Material',
        generator: /\bmkdocs-material-/i,
        contentSelector: '.md-content, main, [role=main], article, body',
        why: "its <main> holds the site's navigation beside the page, which is in .md-content"
    },
    {
        name: 'VitePress',
        generator: /^VitePress\b/i,
        contentSelector: 'main, .VPHome, [role=main], article, body',
        why: 'its home layout has no <main>, and its feature cards are <article>s: the home page is .VPHome'
    }
];
/** The theme a generator meta names, if its content area is known. */
function knownTheme(generator) {
    return generator === undefined ? undefined : KNOWN_THEMES.find((theme) => theme.generator.test(generator));
}
/** The content of the page's first `<meta name="generator">`, if it has one. */
function generatorOf(html) {
    let found;
    (0,html_scan/* scanHtmlTags */.sP)(html, {
        onopentag(name, _implied, _tagEnd, spans) {
            if (found !== undefined || name !== 'meta')
                return;
            if (spans.value('name')?.trim().toLowerCase() === 'generator')
                found = spans.value('content')?.trim() ?? '';
        },
        onclosetag() { }
    });
    return found;
}

// EXTERNAL MODULE: ./src/adapters/progress.ts
var adapters_progress = __webpack_require__(9093);
// EXTERNAL MODULE: ./src/adapters/pool.ts + 1 modules
var pool = __webpack_require__(78363);
// EXTERNAL MODULE: ./src/adapters/page-cache-file.ts
var page_cache_file = __webpack_require__(66757);
// EXTERNAL MODULE: ./src/core/page-cache.ts
var page_cache = __webpack_require__(56939);
// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(57075);
// EXTERNAL MODULE: external "node:stream/promises"
var external_node_stream_promises_ = __webpack_require__(46466);
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(38522);
// EXTERNAL MODULE: ./src/adapters/atomic.ts
var atomic = __webpack_require__(45799);
// EXTERNAL MODULE: ./src/core/json-object.ts
var json_object = __webpack_require__(64157);
// EXTERNAL MODULE: ./src/adapters/bootstrap.ts
var bootstrap = __webpack_require__(9310);
;// CONCATENATED MODULE: ./src/adapters/sitemap-writer.ts
// Writes a sitemap plan to disk: each file atomically (temp file + rename), gzipped by name, and
// never over or in place of a file it did not write.
//
// Every file a run writes is recorded in a small file beside the sitemap, `.<sitemap>.lastmod.json`
// (`.sitemap.xml.lastmod.json` for sitemap.xml and sitemap.xml.gz alike), which names them. The
// record lives and dies with the files it names: in a folder built afresh (the action, after the
// generator) neither is there, so no file is taken for ours; in a folder used again (the CLI, a
// site committed to the repository) both are. A file is ours when the record names it and it still
// is a sitemap as this tool renders them. A child name held by any other file is refused before
// anything is written; a file an earlier run wrote and this one no longer has (a child, or the
// sitemap itself before a switch to or from gzip) is removed only when it is ours. The main file at
// --sitemap is replaced whatever it holds, as it always was; one that is not ours is described
// first (SitemapTargets.replaced), so that the run says what it replaces.











/** Chunks are joined up to about this size before they reach the stream: fewer, larger writes. */
const BATCH_CHARS = 64 * 1024;
function* batched(chunks) {
    let pending = '';
    for (const chunk of chunks) {
        pending += chunk;
        if (pending.length >= BATCH_CHARS) {
            yield pending;
            pending = '';
        }
    }
    if (pending !== '')
        yield pending;
}
const gzipped = (name) => name.toLowerCase().endsWith('.gz');
/** The sitemap's name without .gz: one record for both, so a switch to or from gzip finds the other's files. */
const plainName = (sitemapName) => sitemapName.replace(/\.gz$/i, '');
/** The record of the sitemap files written beside the sitemap called `sitemapName` (gzipped or not). */
function recordFileName(sitemapName) {
    return `.${plainName(sitemapName)}.lastmod.json`;
}
const RECORD_ABOUT = 'The sitemap files lastmod wrote in this folder: it replaces or removes no other file.';
/** The file's text, gunzipped by name; undefined when there is no such file, null when it cannot be read as one of ours. */
async function readStored(target) {
    let bytes;
    try {
        bytes = await (0,promises_.readFile)(target);
    }
    catch (error) {
        // A folder or an unreadable file there is not one of ours, whatever it is.
        return error.code === 'ENOENT' ? undefined : null;
    }
    if (!gzipped(target))
        return bytes;
    try {
        return (0,external_node_zlib_.gunzipSync)(bytes);
    }
    catch {
        return null;
    }
}
/** `stored` is what `file` renders, byte for byte. */
function holds(stored, file) {
    if (stored.length !== file.bytes)
        return false;
    let at = 0;
    for (const chunk of batched(file.chunks())) {
        const bytes = Buffer.from(chunk);
        if (!stored.subarray(at, at + bytes.length).equals(bytes))
            return false;
        at += bytes.length;
    }
    return at === stored.length;
}
/** A name a record may hold: the sitemap or a child of it, gzipped or not, in its folder (the record is a file of the site, so it is checked). */
function isOwnName(name, sitemapName) {
    const plain = plainName(sitemapName);
    return name === plain || name === `${plain}.gz` || isChildName(name, plain) || isChildName(name, `${plain}.gz`);
}
function isChildName(name, sitemapName) {
    const { stem, extension } = (0,core_sitemap/* splitFileName */.se)(sitemapName);
    return (name !== sitemapName &&
        !/[/\\\0]/.test(name) &&
        name.length > stem.length + 1 + extension.length &&
        name.startsWith(`${stem}-`) &&
        name.endsWith(extension));
}
/** The record beside `sitemapName` in `dir`; undefined when there is none; an InputError when the file there is not one. */
async function readRecord(dir, sitemapName) {
    const file = external_node_path_default().join(dir, recordFileName(sitemapName));
    let text;
    try {
        text = await (0,promises_.readFile)(file, 'utf8');
    }
    catch (error) {
        if (error.code === 'ENOENT')
            return undefined;
        throw error;
    }
    const names = parseRecord(text, sitemapName);
    if (names === undefined) {
        throw new urls/* InputError */.dz(`${file} is not the record of sitemap files lastmod writes beside ${plainName(sitemapName)}; move or remove it, then run again`);
    }
    return { names, text };
}
function parseRecord(text, sitemapName) {
    const data = (0,json_object/* jsonObject */.o)(text);
    if (data === undefined)
        return undefined;
    const { version, sitemap, files } = data;
    if (version !== 1 || typeof sitemap !== 'string' || plainName(sitemap) !== plainName(sitemapName) || !Array.isArray(files))
        return undefined;
    const names = new Set();
    for (const name of files) {
        if (typeof name !== 'string' || !isOwnName(name, sitemapName))
            return undefined;
        names.add(name);
    }
    return names;
}
/** Stable text: names in code-unit order, so the file changes only when the files do. */
function renderRecord(names, sitemapName) {
    const files = [...new Set(names)].sort();
    return JSON.stringify({ about: RECORD_ABOUT, files, sitemap: sitemapName, version: 1 }, null, 2) + '\n';
}
/** The file at `target` is ours: the record names it and it still is a sitemap as planSitemap renders them. */
function isOurs(name, stored, record) {
    return record?.has(name) === true && stored !== null && (0,core_sitemap/* isRenderedSitemap */.FD)(stored.toString('utf8'));
}
/** The refusal of a child name that a file of someone else holds, naming what made the name. */
function clashError(file, naming) {
    const made = naming.partitioned
        ? `${naming.flag('sitemap-partition')} section names a child sitemap after a section of the site`
        : `a sitemap of more than 50,000 URLs or 50 MB is split into child files named after ${naming.flag('sitemap')}`;
    return new urls/* InputError */.dz(`${file} is a file lastmod did not write, and ${made} with its name; nothing was written: ` +
        `rename or remove that file, or give ${naming.flag('sitemap')} another file name or folder`);
}
/**
 * Reads the folder a plan goes to, writing nothing: the record, and every planned file already
 * there. Throws an InputError when a child would replace a file that is not ours, unless that
 * file already holds the child's bytes.
 */
async function checkSitemapTargets(plan, dir, naming) {
    const resolved = external_node_path_default().resolve(dir);
    const main = plan.files[0];
    const held = new Set();
    if (main === undefined)
        return { plan, dir: resolved, held, record: undefined };
    const record = (await readRecord(resolved, main.name))?.names;
    let replaced;
    for (const file of plan.files) {
        const target = external_node_path_default().join(resolved, file.name);
        const stored = await readStored(target);
        if (stored === undefined)
            continue;
        if (stored !== null && holds(stored, file))
            held.add(file.name);
        else if (isOurs(file.name, stored, record))
            continue;
        // The main file is replaced whatever it holds, but not silently.
        else if (file === main)
            replaced = describeSitemap(target, stored);
        else
            throw clashError(target, naming);
    }
    return { plan, dir: resolved, held, record, ...(replaced === undefined ? {} : { replaced }) };
}
/** What a sitemap that is not ours holds, for the line that says it is replaced; read as the bootstrap reads one. */
function describeSitemap(file, stored) {
    const read = stored === null ? undefined : (0,bootstrap/* sitemapEntries */.qC)(stored.toString('utf8'));
    if (read === undefined || (read.root !== 'urlset' && read.root !== 'sitemapindex'))
        return { file, root: undefined, entries: 0, lastmods: 0 };
    return { file, root: read.root, entries: read.entries, lastmods: read.lastmods };
}
async function writeFile(file, target) {
    await (0,atomic/* replaceFile */.fR)(target, async (temp) => {
        if (gzipped(file.name)) {
            const source = external_node_stream_.Readable.from(batched(file.chunks()), { objectMode: false });
            await (0,external_node_stream_promises_.pipeline)(source, (0,external_node_zlib_.createGzip)(), (0,external_node_fs_.createWriteStream)(temp, { flags: 'wx', flush: true }));
        }
        else {
            (0,atomic/* writeChunks */.a7)(temp, batched(file.chunks()), { flags: 'wx', sync: true });
        }
    });
}
/**
 * Writes a checked plan (checkSitemapTargets) into its folder, each file atomically (temp file in
 * the same folder + rename), gzipped when the name ends in .gz (node:zlib, streaming). Returns the
 * absolute paths, in plan order. A file that already holds its bytes is left as it is, date
 * included. Children the record names and this plan no longer has are removed when they are
 * still ours; the record is written when its names change, and removed with the last child.
 */
async function writeSitemap(targets) {
    const { plan, dir, held, record } = targets;
    const main = plan.files[0];
    if (main === undefined)
        return [];
    await (0,promises_.mkdir)(dir, { recursive: true });
    const recordFile = external_node_path_default().join(dir, recordFileName(main.name));
    const names = plan.files.map((file) => file.name);
    const before = record === undefined ? undefined : renderRecord(record, main.name);
    const after = renderRecord(names, main.name);
    // While files are written and removed, the record names both the old files and the new, so
    // that a run stopped midway leaves every file it wrote recognisable as its own.
    if (after !== before) {
        const during = renderRecord([...(record ?? []), ...names], main.name);
        if (during !== before)
            await (0,atomic/* writeFileAtomic */.Zf)(recordFile, during);
    }
    // Children before the index, so a reader never finds an index entry whose file is missing.
    const order = plan.indexed ? [...plan.files.slice(1), ...plan.files.slice(0, 1)] : plan.files;
    for (const file of order)
        if (!held.has(file.name))
            await writeFile(file, external_node_path_default().join(dir, file.name));
    for (const name of record ?? []) {
        if (names.includes(name) || !isOwnName(name, main.name))
            continue;
        const target = external_node_path_default().join(dir, name);
        const stored = await readStored(target);
        // One changed since it was written (by hand, by another tool) is not ours any more: it stays.
        if (stored !== undefined && isOurs(name, stored, record))
            await (0,promises_.rm)(target, { force: true });
    }
    if (after !== before)
        await (0,atomic/* writeFileAtomic */.Zf)(recordFile, after);
    return plan.files.map((file) => external_node_path_default().join(dir, file.name));
}

// EXTERNAL MODULE: ./src/adapters/options.ts
var adapters_options = __webpack_require__(55686);
// EXTERNAL MODULE: ./src/adapters/defaults.ts
var defaults = __webpack_require__(74932);
// EXTERNAL MODULE: ./src/adapters/file-reader.ts
var file_reader = __webpack_require__(13634);
;// CONCATENATED MODULE: ./src/adapters/engine.ts
// The engine shared by the CLI and the action: discover, read, extract, plan. Writes nothing;
// the pipeline (site-run.ts) does the writing.






















function sitemapFileName(options) {
    const base = external_node_path_default().basename(options.sitemapPath);
    return options.gzip && !base.endsWith('.gz') ? `${base}.gz` : base;
}
/** The sitemap file written (the index when it is split): sitemapPath, with .gz when gzipped. */
function sitemapPath(options) {
    return external_node_path_default().join(external_node_path_default().dirname(options.sitemapPath), sitemapFileName(options));
}
/** Public URL of the folder holding the sitemap (for the index's child `<loc>`s). */
function sitemapBaseUrl(siteDir, sitemapPath, siteUrl) {
    const rel = external_node_path_default().relative(external_node_path_default().resolve(siteDir), external_node_path_default().dirname(external_node_path_default().resolve(sitemapPath)));
    if (rel === '' || rel.startsWith('..') || external_node_path_default().isAbsolute(rel))
        return siteUrl.href;
    return (0,urls/* absoluteUrl */.rf)(siteUrl, '/' + rel.split((external_node_path_default()).sep).map(encodeURIComponent).join('/') + '/');
}
/**
 * What every page task of a run shares, checked: the site URL, and the content selectors (compiled
 * once here, so that a bad one is reported before any thread starts).
 */
async function pageJobConfig(options) {
    const siteUrl = (0,urls/* parseSiteUrl */.A5)(options.siteUrl);
    const siteDir = external_node_path_default().resolve(options.siteDir);
    const { contentSelectors, theme } = await resolveContent(siteDir, options.contentSelector, options.generatorContent, options.maxPageSize);
    const rules = (0,adapters_options/* extractorOptions */.zY)(options, contentSelectors);
    const extractor = (0,extract/* createExtractor */.d9)(rules);
    const config = { ...rules, siteDir, siteUrl: siteUrl.href, maxPageSize: options.maxPageSize };
    const robotsTxt = await (0,promises_.readFile)(external_node_path_default().join(siteDir, 'robots.txt'), 'utf8').catch(() => undefined);
    if (robotsTxt !== undefined)
        config.robotsTxt = robotsTxt;
    if (options.cacheFile !== undefined)
        config.digests = true;
    // A shard's partial result carries no date sites: merge writes no page dates.
    if (options.htmlDates && options.shard === undefined)
        config.htmlDates = true;
    return { config, siteUrl, theme, extractor };
}
/**
 * The content selectors of a run: the given ones; with the default list, those of the
 * generator's known theme when the site's home page names one (and generatorContent is not
 * false); else the default list.
 */
async function resolveContent(siteDir, contentSelector, generatorContent, maxPageSize = defaults/* DEFAULT_MAX_PAGE_SIZE */.L5) {
    const given = (0,extract/* splitSelectorList */.uj)(contentSelector);
    if (given.length === 0)
        throw new urls/* InputError */.dz(`--content-selector must list at least one CSS selector; got '${contentSelector}'`);
    if (contentSelector !== defaults/* DEFAULT_CONTENT_SELECTOR */.Iv || generatorContent === false)
        return { contentSelectors: given, theme: undefined };
    // A home page over the size limit names no theme: the run skips it with a warning.
    const home = await (0,file_reader/* readFileUpTo */.Nh)(external_node_path_default().join(siteDir, 'index.html'), maxPageSize).catch(() => undefined);
    const generator = home === undefined ? undefined : generatorOf((0,decode/* decodeHtml */.i)(home).text);
    const known = knownTheme(generator);
    if (known === undefined || generator === undefined)
        return { contentSelectors: given, theme: undefined };
    return {
        contentSelectors: (0,extract/* splitSelectorList */.uj)(known.contentSelector),
        theme: { name: known.name, generator, contentSelector: known.contentSelector, why: known.why }
    };
}
/** The log line that says which content area a known theme gave the run, and why. */
function describeTheme(theme) {
    return (`Content area: ${theme.contentSelector}, as ${theme.name} uses (the home page's generator meta says "${theme.generator}"): ${theme.why}. ` +
        '--content-selector (input content-selector) sets another; --no-generator-content (input generator-content: false) keeps the default list.');
}
/**
 * Discovers the pages and processes them (in worker threads when it pays): read, decode,
 * extract, judge, describe. With `options.shard`, only the pages whose state key falls in it.
 * `threads`: the run's pool, kept for its date pass (site-run.ts owns and closes it).
 */
async function collectPages(options, previous, log, threads, progress = adapters_progress/* NO_PROGRESS */.cf) {
    const { config, siteUrl, theme, extractor } = await pageJobConfig(options);
    const { siteDir, contentSelectors } = config;
    if (theme !== undefined)
        log.info(describeTheme(theme));
    const siteDirError = (error) => {
        const code = error.code;
        return new urls/* InputError */.dz(code === 'ENOENT' || code === 'ENOTDIR'
            ? `--site-dir ${options.siteDir} does not exist or is not a folder`
            : `--site-dir ${options.siteDir} cannot be read: ${error.message}`);
    };
    let realRoot;
    try {
        realRoot = await (0,promises_.realpath)(siteDir);
    }
    catch (error) {
        throw siteDirError(error);
    }
    const wanted = (0,exclusions/* globFilter */.z9)(options.include, options.exclude);
    const shard = options.shard;
    const hashing = {
        normalizer: extract/* NORMALIZER_VERSION */.r7,
        // The rules are recorded only when on, so that turning them off gives back the hashes of before them.
        options: JSON.stringify({
            content: contentSelectors,
            ignore: [...options.ignoreSelectors].sort(),
            ...(config.relatedLinks === true ? { related: true } : {}),
            ...(config.buildStamps === true ? { stamps: true } : {}),
            ...(config.landmarks === true ? { landmarks: true } : {}),
            ...(config.pageMetadata === true ? { metadata: true } : {}),
            // hreflang alternates are hashed: a state from before them re-baselines once instead of
            // moving the date of every translated page.
            hreflang: true
        })
    };
    const cacheFile = options.cacheFile;
    const cache = cacheFile === undefined
        ? undefined
        : await (0,page_cache_file/* readPageCache */.E)(cacheFile, (0,page_cache/* pageCacheContext */.Nn)({
            protocol: pool/* WORKER_PROTOCOL */.kV,
            siteUrl: config.siteUrl,
            cleanUrls: options.cleanUrls,
            hashing: hashing.options,
            robotsTxt: config.robotsTxt
        }), log);
    // Discovery overlaps the work: files are turned into tasks as the pool takes them.
    let discovered = 0;
    const direct = [];
    // A shard walks the whole site: what it records of the build is what every other shard records.
    const listing = shard === undefined ? undefined : [];
    const taskOf = (file) => {
        discovered++;
        listing?.push({ file, size: (0,external_node_fs_.statSync)(external_node_path_default().join(realRoot, file)).size });
        const urlPath = (0,urls/* filePathToUrlPath */.to)(file, options.cleanUrls);
        if (shard !== undefined && (0,core_shard/* shardOf */.IS)(urlPath, shard.count) !== shard.index)
            return undefined;
        const url = (0,urls/* absoluteUrl */.rf)(siteUrl, urlPath);
        const reason = !wanted(file) ? 'glob' : (0,exclusions/* isErrorPage */.Qc)(file) ? 'error-page' : undefined;
        if (reason !== undefined) {
            direct.push({ file, path: urlPath, excluded: { url, file, reason }, warnings: [] });
            return undefined;
        }
        const task = { file, path: urlPath, url };
        const before = previous?.pages[urlPath];
        if (before !== undefined)
            task.before = before;
        const known = cache?.pages.get(file);
        if (known !== undefined && (0,page_cache/* entryServes */.xR)(known, before))
            task.known = known;
        return task;
    };
    // Walked in this thread, pulled as the pool needs tasks: a walk thread of its own gained under
    // 10% (7 to 9% on the bench's small rerun when it was measured; nothing that showed here).
    function* tasks() {
        try {
            for (const file of (0,discover/* walkPages */.wZ)(realRoot, log)) {
                const task = taskOf(file);
                if (task !== undefined) {
                    queued++;
                    yield task;
                }
            }
            walked = true;
        }
        catch (error) {
            throw error.code === undefined ? error : siteDirError(error);
        }
    }
    // The total is known once the walk is done (it runs ahead of the work): then the time left.
    let queued = 0;
    let walked = false;
    let done = 0;
    const onDone = (tasks) => progress.update((done += tasks), walked ? queued : undefined);
    const processed = await (0,pool/* processPages */.O$)(tasks(), config, { jobs: options.jobs, log, onDone, ...(threads ? { threads } : {}) }).finally(() => progress.finish());
    // Threads kept for the date pass hold their heaps through the planning: when no page may hold a
    // date, that pass has nothing for them, so they end now (the peak of a run is in the planning).
    // They exit while the planning goes on (7 to 11 ms when waited for, on the bench's large pages):
    // the caller's own close waits for them, and is where a failure to end them shows.
    if (threads !== undefined && processed.every((r) => r.included === undefined || r.undated === true)) {
        threads.close().catch(() => { });
    }
    if (discovered === 0)
        throw new urls/* InputError */.dz(`--site-dir ${options.siteDir} holds no .html pages`);
    const results = direct.length === 0 ? processed : processed.concat(direct);
    const collected = {
        results: results.sort((a, b) => (0,discover/* compareFiles */.hZ)(a.file, b.file)),
        hashing,
        contentSelectors,
        samples: await samplePages(results, siteDir, extractor, siteUrl)
    };
    if (theme !== undefined)
        collected.knownTheme = theme;
    if (listing !== undefined)
        collected.build = (0,core_shard/* buildDigest */.PW)(listing.sort((a, b) => (0,discover/* compareFiles */.hZ)(a.file, b.file)));
    if (cacheFile !== undefined && cache !== undefined) {
        let hits = 0;
        for (const r of processed)
            if (r.cached !== undefined && r.cached === cache.pages.get(r.file))
                hits++;
        log.info(`Page cache: ${hits} of ${processed.length} read page(s) had the bytes of their entry in ${cacheFile} and were not parsed`);
        collected.pageCache = { file: cacheFile, cache, hits };
    }
    return collected;
}
/**
 * The blocks of the sampled pages (core/noise.ts samplePaths), read again: a few pages, the same
 * whatever the page cache served or the shards split.
 */
async function samplePages(results, siteDir, extractor, siteUrl) {
    // Not a page that was too large to read.
    const fileOf = new Map(results.filter((r) => r.included !== undefined && r.included.page.kept !== true).map((r) => [r.path, r.file]));
    const samples = [];
    for (const key of (0,core_noise/* samplePaths */.Tn)(fileOf.keys(), core_noise/* SAMPLE_PAGES */.KY)) {
        const html = (0,decode/* decodeHtml */.i)(await (0,promises_.readFile)(external_node_path_default().join(siteDir, fileOf.get(key)))).text;
        samples.push({ path: key, hashed: extractor.extract(html, new URL((0,urls/* absoluteUrl */.rf)(siteUrl, key)), siteUrl).hashed });
    }
    return samples;
}
/**
 * The plan of the run (core/run.ts) from collected pages, and where each edit that many pages share
 * is (its element, and an ignore selector when safe), read from a built page that holds it. Writes nothing.
 */
async function planSite(collected, options, context) {
    const { previous, seedLastmod, log } = context;
    const siteUrl = (0,urls/* parseSiteUrl */.A5)(options.siteUrl);
    const maxUrls = context.limits?.sitemapUrls;
    const plan = planRun({
        pages: collected.results,
        hashing: collected.hashing,
        samples: collected.samples.map((sample) => sample.hashed),
        previous,
        siteUrl,
        now: options.now,
        ...(options.clock === undefined ? {} : { clock: options.clock }),
        dryRun: options.dryRun,
        ...(seedLastmod === undefined ? {} : { seedLastmod }),
        sitemap: {
            lastmodFormat: options.lastmodFormat,
            baseUrl: sitemapBaseUrl(options.siteDir, options.sitemapPath, siteUrl),
            fileName: sitemapFileName(options),
            dir: external_node_path_default().dirname(external_node_path_default().resolve(options.sitemapPath)),
            ...(maxUrls === undefined ? {} : { maxUrls }),
            ...(options.sitemapPartition === undefined ? {} : { partition: options.sitemapPartition })
        }
    });
    for (const { file, message } of plan.report.warnings ?? [])
        log.warning(file === undefined ? message : `${file}: ${message}`);
    for (const line of (0,core_noise/* describeLeftOut */.l1)(plan.report.leftOut ?? []))
        log.info(line);
    if (plan.report.buildStamps !== undefined)
        log.info((0,core_noise/* describeBuildStamps */.s$)(plan.report.buildStamps));
    if (collected.knownTheme !== undefined)
        plan.report.knownTheme = { name: collected.knownTheme.name, generator: collected.knownTheme.generator, contentSelector: collected.knownTheme.contentSelector };
    const { noise, ...rest } = plan;
    const run = rest;
    if (context.pagesAvailable !== false && run.report.noise !== undefined) {
        run.report.noise = await locateEdits(run.report, noise, external_node_path_default().resolve(options.siteDir), collected.contentSelectors);
    }
    if (collected.pageCache !== undefined)
        run.pageCache = { use: collected.pageCache, results: collected.results };
    return run;
}
/** Collects the pages of the whole site and plans the run; writes nothing. `context.threads`: the run's pool. */
async function runEngine(options, previous, log, context = {}) {
    if (options.shard !== undefined)
        throw new Error('runEngine plans a whole site; use collectPages for a shard');
    const { threads, ...plan } = context;
    return planSite(await collectPages(options, previous, log, threads), options, { ...plan, previous, log });
}
/**
 * Checks the folder the run's sitemap goes to (sitemap-writer.ts), writing nothing: a child that
 * would replace a file lastmod did not write is an InputError naming `flag`'s spelling of the option.
 */
async function checkSitemapFiles(run, options, flag) {
    return checkSitemapTargets(run.sitemap, external_node_path_default().dirname(external_node_path_default().resolve(options.sitemapPath)), { flag, partitioned: options.sitemapPartition !== undefined });
}
/** Writes the checked sitemap files (index and children when split); returns their paths. */
async function writeSitemapFiles(targets) {
    return writeSitemap(targets);
}


/***/ }),

/***/ 51520:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GF: () => (/* reexport safe */ _core_shard_js__WEBPACK_IMPORTED_MODULE_1__.GF),
/* harmony export */   Ij: () => (/* binding */ shardPartial),
/* harmony export */   JD: () => (/* binding */ readPartials),
/* harmony export */   fX: () => (/* binding */ defaultPartialFile)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_shard_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(99499);
/* harmony import */ var _core_state_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7066);
/* harmony import */ var _core_urls_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(81221);
/* harmony import */ var _core_noise_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(11257);
// Sharded runs: `lastmod --shard i/n` writes the partial result of one shard; `lastmod merge`
// reads the partials as the pages of the whole site, and the pipeline (site-run.ts) plans them with
// the same code an unsharded run uses after its page loop, so n shards give exactly the state,
// sitemap and report of one run.





/** Where a shard writes its partial result when --partial is not given: next to the state file. */
function defaultPartialFile(stateFile, shard) {
    return `${stateFile}.shard-${shard.index}-of-${shard.count}.json`;
}
/** The partial result of one shard: its pages as collected against the previous state, and what merge checks. */
function shardPartial(collected, options, previous) {
    const shard = options.shard;
    if (shard === undefined)
        throw new Error('shardPartial needs options.shard');
    if (collected.build === undefined)
        throw new Error('collectPages lists the build of a shard');
    const site = (0,_core_urls_js__WEBPACK_IMPORTED_MODULE_4__/* .parseSiteUrl */ .A5)(options.siteUrl);
    return {
        format: _core_shard_js__WEBPACK_IMPORTED_MODULE_1__/* .PARTIAL_FORMAT */ ._o,
        version: _core_shard_js__WEBPACK_IMPORTED_MODULE_1__/* .PARTIAL_VERSION */ .bZ,
        shard,
        siteUrl: site.href,
        hashing: collected.hashing,
        contentSelectors: collected.contentSelectors,
        ...(collected.knownTheme === undefined ? {} : { knownTheme: collected.knownTheme }),
        previousState: (0,_core_shard_js__WEBPACK_IMPORTED_MODULE_1__/* .stateDigest */ .Ox)(previous === undefined ? undefined : (0,_core_state_js__WEBPACK_IMPORTED_MODULE_2__/* .serializeState */ .sU)(previous)),
        build: collected.build,
        samples: collected.samples,
        pages: collected.results.map((result) => partialPage(result, site))
    };
}
/**
 * `undated` and `dateSites` serve this run's html-dates pass only, which a shard does not make; `cached`, the page
 * cache. An alternate off the site is left out: the sitemap lists only those that are its pages
 * (core/hreflang.ts), and merge takes no URL off the site from a partial.
 */
function partialPage(result, site) {
    const alternates = result.included?.alternates;
    const onSite = alternates?.filter((a) => (0,_core_shard_js__WEBPACK_IMPORTED_MODULE_1__/* .isSiteUrl */ .ve)(a.href, site));
    if (result.undated === undefined && result.dateSites === undefined && result.cached === undefined && onSite?.length === alternates?.length)
        return result;
    const page = { ...result };
    delete page.undated;
    delete page.dateSites;
    delete page.cached;
    if (page.included !== undefined && onSite !== undefined && onSite.length !== alternates?.length) {
        const included = { ...page.included };
        if (onSite.length > 0)
            included.alternates = onSite;
        else
            delete included.alternates;
        page.included = included;
    }
    return page;
}

/**
 * Reads and checks the partials of every shard (`files`, in any order): the pages of the whole
 * site, as collectPages would have given them to an unsharded run.
 */
async function readPartials(files, options, previous) {
    const partials = [];
    for (const file of files) {
        let text;
        try {
            text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(file, 'utf8');
        }
        catch (error) {
            throw new _core_urls_js__WEBPACK_IMPORTED_MODULE_4__/* .InputError */ .dz(`partial result ${file} cannot be read: ${error.message}`);
        }
        partials.push((0,_core_shard_js__WEBPACK_IMPORTED_MODULE_1__/* .parsePartial */ .hq)(text, `partial result ${file}`));
    }
    const { pages, first } = (0,_core_shard_js__WEBPACK_IMPORTED_MODULE_1__/* .combinePartials */ .Sk)(partials, files);
    const siteUrl = (0,_core_urls_js__WEBPACK_IMPORTED_MODULE_4__/* .parseSiteUrl */ .A5)(options.siteUrl).href;
    if (first.siteUrl !== siteUrl) {
        throw new _core_shard_js__WEBPACK_IMPORTED_MODULE_1__/* .PartialError */ .GM(`the shards ran with --site-url ${first.siteUrl}, not ${siteUrl}`);
    }
    const digest = (0,_core_shard_js__WEBPACK_IMPORTED_MODULE_1__/* .stateDigest */ .Ox)(previous === undefined ? undefined : (0,_core_state_js__WEBPACK_IMPORTED_MODULE_2__/* .serializeState */ .sU)(previous));
    if (digest !== first.previousState) {
        throw new _core_shard_js__WEBPACK_IMPORTED_MODULE_1__/* .PartialError */ .GM(first.previousState === null
            ? 'the shards ran without a state file, but --state-file exists now: rerun the shards from it'
            : 'the state file is not the one the shards ran against (changed since, or not restored): rerun the shards from it');
    }
    // The site's sampled pages are the lowest of the shards' samples.
    const samples = partials.flatMap((p) => p.samples);
    const sampled = new Set((0,_core_noise_js__WEBPACK_IMPORTED_MODULE_3__/* .samplePaths */ .Tn)(samples.map((s) => s.path), _core_noise_js__WEBPACK_IMPORTED_MODULE_3__/* .SAMPLE_PAGES */ .KY));
    const collected = {
        results: pages,
        hashing: first.hashing,
        contentSelectors: first.contentSelectors,
        samples: samples.filter((s) => sampled.has(s.path))
    };
    if (first.knownTheme !== undefined)
        collected.knownTheme = first.knownTheme;
    return collected;
}


/***/ }),

/***/ 13586:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Nz: () => (/* binding */ PathGuard),
/* harmony export */   s0: () => (/* binding */ checkOutputPaths)
/* harmony export */ });
/* unused harmony export realLocation */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_sitemap_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(55856);
/* harmony import */ var _core_urls_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(81221);
// Every path a run writes, and every file it reads that must stay inside a place, checked before it
// writes any: a mistaken path must neither overwrite the state or a page, nor land outside the
// workspace, nor fail halfway, after the pages and the state were written. Paths are compared
// where they really are (links resolved), not as they are spelled: `link/state.json` is the state
// when `link` is the state's folder.




const isInside = (dir, file) => {
    const rel = node_path__WEBPACK_IMPORTED_MODULE_1___default().relative(dir, file);
    return rel !== '' && !rel.startsWith('..') && !node_path__WEBPACK_IMPORTED_MODULE_1___default().isAbsolute(rel);
};
const statOf = (file) => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.stat)(file).catch(() => undefined);
/**
 * Where `file` really is: the real path of its longest existing ancestor, and the rest as spelled.
 * `..` is taken as the system takes it (after a link, the link target's parent), not folded away
 * by spelling. `follow`: the last part too, if it is a link (a read follows it; a write renames
 * over it and replaces the link itself).
 */
async function realLocation(file, follow) {
    const absolute = node_path__WEBPACK_IMPORTED_MODULE_1___default().isAbsolute(file) ? file : `${process.cwd()}${(node_path__WEBPACK_IMPORTED_MODULE_1___default().sep)}${file}`;
    const parts = absolute.split((node_path__WEBPACK_IMPORTED_MODULE_1___default().sep));
    const last = parts.pop() ?? '';
    if (follow || last === '' || last === '.' || last === '..') {
        const whole = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(absolute).catch(() => undefined);
        if (whole !== undefined)
            return whole;
    }
    const rest = [last];
    while (parts.length > 0) {
        const head = parts.join((node_path__WEBPACK_IMPORTED_MODULE_1___default().sep)) || (node_path__WEBPACK_IMPORTED_MODULE_1___default().sep);
        const real = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(head).catch(() => undefined);
        if (real !== undefined)
            return node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(real, ...rest);
        rest.unshift(parts.pop());
    }
    return node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(absolute);
}
/**
 * The places of one run, resolved once, and the outputs seen so far: every further path (a child
 * sitemap, a partial result, a page read back) goes through the same checks.
 */
class PathGuard {
    places;
    site;
    workspace;
    outputs = new Map();
    /** The folder of the state's parts, `<state-file>.d` (state-file.ts): the state's own, like the state file. */
    stateParts;
    sitemap;
    constructor(places, 
    /** The real site folder; undefined when it does not exist (the engine names that error). */
    site, workspace) {
        this.places = places;
        this.site = site;
        this.workspace = workspace;
    }
    get hasSite() {
        return this.site !== undefined;
    }
    static async create(places) {
        const site = (await statOf(places.siteDir))?.isDirectory() === true ? await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.realpath)(places.siteDir) : undefined;
        const workspace = places.workspace === undefined ? undefined : await realLocation(places.workspace, true);
        const guard = new PathGuard(places, site, workspace);
        if (workspace !== undefined) {
            const real = site ?? (await realLocation(places.siteDir, true));
            if (real !== workspace && !isInside(workspace, real))
                throw guard.outside(places.flag('site-dir'), places.siteDir, real, 'a folder');
        }
        return guard;
    }
    /**
     * Checks one more file the run writes against the places and every output before it.
     * `sitemapChild`: a child file of the sitemap, which may bear a child's name.
     */
    async output(flag, file, sitemapChild = false) {
        const real = await realLocation(file, false);
        const through = (shown) => (real === node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(shown) ? '' : ` (${real}, through a link)`);
        this.checkPlace(flag, `${flag} ${file}`, file, real);
        const other = this.outputs.get(real);
        if (other !== undefined)
            throw new _core_urls_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(`${flag} and ${other.flag} name the same file ${file}${through(file)}; give each its own`);
        const name = flag.replace(/^--/, '');
        // The state file comes first (checkOutputPaths): every later file is checked against its parts folder.
        if (name === 'state-file')
            this.stateParts = await realLocation(`${real}.d`, true);
        if (name === 'sitemap') {
            const { stem, extension } = (0,_core_sitemap_js__WEBPACK_IMPORTED_MODULE_2__/* .splitFileName */ .se)(node_path__WEBPACK_IMPORTED_MODULE_1___default().basename(real));
            this.sitemap = { flag, dir: node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(real), stem, extension };
            for (const [seen, { flag: by, file: spelled }] of this.outputs)
                if (this.isSitemapChild(seen))
                    throw this.childName(by, spelled);
        }
        else if (!sitemapChild && this.isSitemapChild(real))
            throw this.childName(flag, file);
        this.outputs.set(real, { flag, file });
        if (this.site !== undefined && /\.html?$/i.test(real) && isInside(this.site, real)) {
            throw new _core_urls_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(`${flag} ${file}${through(file)} is a page of the site; expected a file that is not a page`);
        }
        const info = await statOf(real);
        if (info?.isDirectory() === true)
            throw new _core_urls_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(`${flag} ${file} is a folder; expected a file path`);
        if (info === undefined)
            await checkCreatable(flag, file, node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(real));
    }
    /**
     * Checks a file the run reads, named `name` and shown as `options.shown` (default: as spelled):
     * where it really is (links followed) must be inside the site when `inSite`, in the workspace,
     * and neither in the state's parts folder nor a file the run writes (but `writtenBy`, the flag of
     * its own output when it is rewritten in place). Returns that real path.
     */
    async input(name, file, options) {
        const real = await realLocation(file, true);
        const subject = `${name} ${options.shown ?? file}`;
        if (options.inSite) {
            const site = this.site ?? (await realLocation(this.places.siteDir, true));
            if (!isInside(site, real))
                throw new _core_urls_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(`${subject} is ${real}, outside ${this.places.flag('site-dir')} ${this.places.siteDir}; expected a file of the site`);
        }
        this.checkPlace(name, subject, file, real);
        const output = this.outputs.get(real);
        if (output !== undefined && output.flag !== options.writtenBy)
            throw new _core_urls_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(`${subject} is the file ${output.flag} ${output.file} writes; give each its own`);
        return real;
    }
    /** Outside the workspace, or in the state's parts folder: no place for another file. `name`, `subject`: as messages name it, alone and with its path. */
    checkPlace(name, subject, file, real) {
        if (this.workspace !== undefined && !isInside(this.workspace, real))
            throw this.outside(name, file, real, 'a path');
        const parts = this.stateParts;
        if (parts !== undefined && (real === parts || isInside(parts, real)))
            throw this.inStateFolder(subject, file, real);
    }
    outside(flag, file, real, what) {
        const shown = node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(file) === real ? '' : `, which is ${real}`;
        return new _core_urls_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(`${flag} must be ${what} inside the workspace ${this.places.workspace ?? ''}; got '${file}'${shown}`);
    }
    inStateFolder(subject, file, real) {
        return new _core_urls_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(`${subject}${real === node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(file) ? '' : ` (${real}, through a link)`} is inside the folder of the state's parts ${this.stateParts ?? ''}, where only the state writes; give it a place of its own`);
    }
    /**
     * Children of the sitemap (split or partitioned) are named only once the pages are planned, after
     * this check: every file beside it named `<stem>-…<ext>` may become one.
     */
    isSitemapChild(real) {
        const sitemap = this.sitemap;
        if (sitemap === undefined)
            return false;
        const name = node_path__WEBPACK_IMPORTED_MODULE_1___default().basename(real);
        return node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(real) === sitemap.dir && name.startsWith(`${sitemap.stem}-`) && name.endsWith(sitemap.extension) && name.length > sitemap.stem.length + 1 + sitemap.extension.length;
    }
    childName(flag, file) {
        return new _core_urls_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(`${flag} ${file} is named like a child file of ${this.sitemap?.flag ?? ''}, which may overwrite it; give it another name`);
    }
}
/**
 * Throws an InputError naming the flag of the first output that is shared, a page, a folder,
 * uncreatable, in the state's parts folder or (action) outside the workspace; the state file is
 * checked first, whatever its place in `outputs`. Returns the guard for the files known later.
 */
async function checkOutputPaths(outputs, places) {
    const guard = await PathGuard.create(places);
    if (places.siteOptional !== true && !guard.hasSite)
        return guard;
    const named = Object.entries(outputs).filter((e) => e[1] !== undefined);
    const isState = ([flag]) => flag.replace(/^--/, '') === 'state-file';
    for (const [flag, file] of [...named.filter(isState), ...named.filter((e) => !isState(e))])
        await guard.output(flag, file);
    return guard;
}
/**
 * The first existing ancestor must be a folder, and the first missing folder below it creatable:
 * it is made and removed again. Node's recursive mkdir loops forever where a folder exists but
 * refuses children (/proc), so it is never reached with such a path.
 */
async function checkCreatable(flag, file, dir) {
    let missing;
    let at = dir;
    let info = await statOf(at);
    while (info === undefined && node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(at) !== at) {
        missing = at;
        at = node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(at);
        info = await statOf(at);
    }
    if (info?.isDirectory() !== true)
        throw new _core_urls_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(`${flag} ${file} cannot be written: ${at} is not a folder`);
    if (missing === undefined)
        return;
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(missing);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rmdir)(missing);
    }
    catch (error) {
        throw new _core_urls_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(`${flag} ${file} cannot be written: the folder ${missing} cannot be created (${error.code ?? String(error)})`);
    }
}


/***/ }),

/***/ 66757:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ readPageCache),
/* harmony export */   V: () => (/* binding */ writePageCache)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_page_cache_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(56939);
/* harmony import */ var _atomic_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(45799);
// Reading and writing the page cache file (--cache-file; see core/page-cache.ts).



/**
 * The entries of the cache at `file` for `context`: none when there is no file yet, and none, with
 * a line saying why, when it cannot be read or is not a cache for this context. A cache is never
 * the truth, so nothing stops the run: every page is then parsed, and the file replaced after it.
 */
async function readPageCache(file, context, log) {
    let data;
    try {
        data = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(file);
    }
    catch (error) {
        if (error.code !== 'ENOENT') {
            log.warning(`page cache ${file} cannot be read (${error.message}); every page is parsed`);
        }
        return { context, pages: new Map() };
    }
    const { cache, problem } = (0,_core_page_cache_js__WEBPACK_IMPORTED_MODULE_1__/* .parsePageCache */ .LY)(data, context);
    if (problem !== undefined)
        log.info(`Page cache ${file} not used: ${problem}; every page is parsed, and the file is replaced`);
    return cache;
}
/**
 * Writes the cache of a run's pages (those that were read: not the ones a glob or the error-page
 * rule left out), unless it would be the file that was read: every entry read was met again.
 */
async function writePageCache(use, results) {
    let entries = 0;
    for (const r of results)
        if (r.cached !== undefined)
            entries++;
    if (use.hits === entries && entries === use.cache.pages.size)
        return false;
    function* pages() {
        for (const r of results)
            if (r.cached !== undefined)
                yield [r.file, r.cached];
    }
    await (0,_atomic_js__WEBPACK_IMPORTED_MODULE_2__/* .writeFileAtomic */ .Zf)(use.file, (0,_core_page_cache_js__WEBPACK_IMPORTED_MODULE_1__/* .serializePageCache */ .iC)(use.cache.context, pages()));
    return true;
}


/***/ }),

/***/ 54161:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   mM: () => (/* binding */ NOT_UTF8),
/* harmony export */   xw: () => (/* binding */ rewritePageDates)
/* harmony export */ });
/* unused harmony export CHANGED_SINCE_READ */
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4573);
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_buffer__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _atomic_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(45799);
/* harmony import */ var _core_html_dates_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(21070);
/* harmony import */ var _file_reader_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(13634);
// Writing the dates of one built page file: the unit of work of the html-dates option, run in a
// worker thread or in this one. Synchronous, like the page reads of the pool.
//
// A page read by this run's page pass comes with its edits, found in that pass (PageResult's
// dateSites): it is read again only to check that the bytes are still the ones the edits were
// made for, and is not parsed again. A page that pass did not parse (the page cache knew its
// bytes) is scanned here.






/** The reason given for a page that is not UTF-8. */
const NOT_UTF8 = 'not UTF-8';
/** Each thread's buffers for the pages it rewrites, one at a time. */
const reader = new _file_reader_js__WEBPACK_IMPORTED_MODULE_5__/* .FileReader */ .qg();
const writer = new _file_reader_js__WEBPACK_IMPORTED_MODULE_5__/* .Utf8Writer */ .Rs();
/** The reason given for a page whose bytes changed between the page pass and the write. */
const CHANGED_SINCE_READ = 'it changed after this run read it';
function rewritePageDates(siteDir, task) {
    const full = node_path__WEBPACK_IMPORTED_MODULE_2___default().join(siteDir, task.file);
    const { fd, writable } = openPage(full);
    try {
        const bytes = reader.rest(fd);
        // Text that is not UTF-8 would not encode back to the same bytes where they are not dates.
        if (!(0,node_buffer__WEBPACK_IMPORTED_MODULE_0__.isUtf8)(bytes))
            return { file: task.file, kind: 'skipped', reason: NOT_UTF8, warnings: [] };
        const html = bytes.toString('utf8');
        let next;
        let warnings = [];
        if (task.known !== undefined) {
            const { edits, length } = task.known;
            if (html.length !== length || edits.some((e) => html.slice(e.start, e.end) !== e.old)) {
                return { file: task.file, kind: 'skipped', reason: CHANGED_SINCE_READ, warnings: [] };
            }
            next = (0,_core_html_dates_js__WEBPACK_IMPORTED_MODULE_4__/* .applyEdits */ .ct)(html, edits);
        }
        else {
            const result = (0,_core_html_dates_js__WEBPACK_IMPORTED_MODULE_4__/* .rewriteHtmlDates */ .t3)(html, { modified: task.modified, published: task.published }, task.url);
            warnings = result.warnings;
            if (result.kind === 'failed')
                return { file: task.file, kind: 'skipped', reason: result.reason, warnings };
            if (result.kind === 'unchanged')
                return { file: task.file, kind: 'unchanged', warnings };
            next = result.html;
        }
        if (!task.dryRun)
            writePage(full, writable ? fd : undefined, writer.bytes(next));
        return { file: task.file, kind: 'rewritten', warnings };
    }
    finally {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(fd);
    }
}
/**
 * The page file, open for reading and, when it can be written in place, for writing: not a
 * symbolic link (not followed: ELOOP) nor a file without write permission (EACCES), which are
 * replaced instead.
 */
function openPage(full) {
    try {
        return { fd: (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.openSync)(full, node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_RDWR | node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_NOFOLLOW), writable: true };
    }
    catch (error) {
        const code = error.code;
        if (code !== 'ELOOP' && code !== 'EACCES' && code !== 'EPERM')
            throw error;
        return { fd: (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.openSync)(full, 'r'), writable: false };
    }
}
/**
 * Writes the page over itself: its own blocks, rewritten, then cut to the new length. Bench of
 * 20,000 pages of 29 KB on ext4 (each read, then written), per page: 32-36 µs in place, 101-109
 * µs truncated to 0 and written, 162-205 µs a temp file renamed over it (ext4 flushes a file
 * renamed over another, or truncated to 0, at once: auto_da_alloc). A page is torn only if the
 * process is killed while writing it: a run finishes the page in hand when cancelled (SIGINT,
 * SIGTERM; see ProcessOptions.signal). A page that is a link (symbolic, or one of several hard
 * links) gets a new file renamed over it instead, so that the other name keeps its bytes.
 */
function writePage(full, fd, bytes) {
    if (fd === undefined || (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.fstatSync)(fd).nlink !== 1) {
        (0,_atomic_js__WEBPACK_IMPORTED_MODULE_3__/* .replaceFileSync */ .U0)(full, bytes);
        return;
    }
    let at = 0;
    while (at < bytes.length)
        at += (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.writeSync)(fd, bytes, at, bytes.length - at, at);
    (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.ftruncateSync)(fd, bytes.length);
}


/***/ }),

/***/ 78363:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  pX: () => (/* binding */ ThreadPool),
  kV: () => (/* binding */ WORKER_PROTOCOL),
  O$: () => (/* binding */ processPages),
  kf: () => (/* binding */ rewriteDates)
});

// UNUSED EXPORTS: createPageProcessor, findWorkerScript, serveBatch

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
var external_node_os_default = /*#__PURE__*/__webpack_require__.n(external_node_os_);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./node_modules/piscina/dist/esm-wrapper.mjs
var esm_wrapper = __webpack_require__(48803);
// EXTERNAL MODULE: ./src/core/decode.ts
var decode = __webpack_require__(30969);
// EXTERNAL MODULE: ./src/core/exclusions.ts
var exclusions = __webpack_require__(73598);
// EXTERNAL MODULE: ./src/core/extract.ts
var extract = __webpack_require__(92106);
// EXTERNAL MODULE: ./src/core/hreflang.ts
var hreflang = __webpack_require__(31978);
// EXTERNAL MODULE: ./src/core/own-copy.ts
var own_copy = __webpack_require__(4297);
// EXTERNAL MODULE: ./src/core/page-cache.ts
var page_cache = __webpack_require__(56939);
// EXTERNAL MODULE: ./src/core/plan.ts
var plan = __webpack_require__(4620);
// EXTERNAL MODULE: ./src/core/explain.ts
var explain = __webpack_require__(2260);
// EXTERNAL MODULE: ./src/adapters/defaults.ts
var defaults = __webpack_require__(74932);
// EXTERNAL MODULE: ./src/core/urls.ts
var urls = __webpack_require__(81221);
// EXTERNAL MODULE: ./src/version.ts
var version = __webpack_require__(311);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(73136);
;// CONCATENATED MODULE: ./src/adapters/bundles.ts
// Where the bundles that run on threads of their own are: next to the running bundle.



/**
 * The bundle `name` (`worker.js`) next to the running bundle: in `dist/` seen from
 * the chunk of `dist/` that runs this code, or one folder up. Undefined when running
 * from the sources (tests), which then do the work in their own thread.
 */
function findBundle(name) {
    let here;
    try {
        // ncc keeps import.meta.url as it is: at run time it names the bundle file.
        here = external_node_path_default().dirname((0,external_node_url_.fileURLToPath)(import.meta.url));
    }
    catch {
        return undefined;
    }
    for (const candidate of [external_node_path_default().join(here, name), external_node_path_default().join(here, '..', name)]) {
        if ((0,external_node_fs_.existsSync)(candidate))
            return candidate;
    }
    return undefined;
}

// EXTERNAL MODULE: ./src/adapters/file-reader.ts
var file_reader = __webpack_require__(13634);
// EXTERNAL MODULE: ./src/adapters/page-dates.ts
var page_dates = __webpack_require__(54161);
// EXTERNAL MODULE: ./src/core/html-dates.ts
var html_dates = __webpack_require__(21070);
;// CONCATENATED MODULE: ./src/adapters/pool.ts
// Page processing, in this thread or on worker threads (piscina).
//
// A page task is read → decode → extract → judge → describe; only its small result (hash,
// fingerprint, why, verdict, warnings) comes back, so the main thread never holds page text.
// Workers run the bundled `dist/worker.js`; where it is not there (tests on the TypeScript
// sources) or answers with another protocol (a stale or foreign bundle), the same functions run
// in this thread, with identical results. The same pool later rewrites the dates of the built
// pages (the html-dates option), which is a second parse of every page.



















/** A worker and the thread that starts it must hash identically: a worker bundle of another build is refused. */
const WORKER_PROTOCOL = `lastmod-worker/10 ${version/* VERSION */.x} normalizer ${extract/* NORMALIZER_VERSION */.r7}`;
/** Below this many pages, starting threads costs more than it saves (when --jobs is not given). */
const MIN_PAGES_FOR_WORKERS = 200;
/** Pages per message. Bench, 100,000 small pages, two alternated rounds: first run 5.6 s, 12.7 s one page a message. */
const BATCH_PAGES = 64;
/**
 * Batches a worker is given at once, so that it does not wait for the main thread between two.
 * Bench, 100,000 small pages, two alternated rounds: first run 4.33 s, 6.30 s with 1.
 */
const BATCHES_IN_FLIGHT = 4;
/** A worker's young generation (MB): a bound on the garbage each holds between two collections. */
const WORKER_YOUNG_GENERATION_MB = 6;
/** The task runner of one thread: compiles the selectors once, then one page at a time. */
function createPageProcessor(config) {
    const read = new file_reader/* FileReader */.qg();
    const siteUrl = new URL(config.siteUrl);
    // The config holds the extractor's options, with the run's other shared data.
    const extractor = (0,extract/* createExtractor */.d9)(config);
    const disallowed = (0,exclusions/* robotsDisallow */.hQ)(config.robotsTxt, siteUrl);
    const base = config.siteDir.endsWith((external_node_path_default()).sep) ? config.siteDir : config.siteDir + (external_node_path_default()).sep;
    const maxPageSize = config.maxPageSize ?? defaults/* DEFAULT_MAX_PAGE_SIZE */.L5;
    return (task) => {
        let bytes;
        try {
            const got = read.fileUpTo(base + task.file, maxPageSize);
            if (!Buffer.isBuffer(got))
                return tooLargeResult(task, got.tooLarge, maxPageSize);
            bytes = got;
        }
        catch (error) {
            throw new urls/* InputError */.dz(`page ${task.file} cannot be read: ${error.message}`);
        }
        const digest = config.digests === true ? bytesDigest(bytes) : undefined;
        if (digest !== undefined && task.known !== undefined && digest === (0,page_cache/* bytesOf */.$$)(task.known))
            return knownResult(task, task.known);
        // Decoding copies the page into a string: the buffer is free for the next page after this.
        const decoded = (0,decode/* decodeHtml */.i)(bytes);
        const pageUrl = new URL(task.url);
        const finder = config.htmlDates === true && decoded.utf8 ? new html_dates/* DateSiteFinder */.OV(decoded.text, pageUrl) : undefined;
        const facts = extractor.extract(decoded.text, pageUrl, siteUrl, finder);
        const warnings = decoded.warning === undefined ? facts.warnings : [decoded.warning, ...facts.warnings];
        const verdict = (0,exclusions/* judgePage */.zw)(facts, pageUrl, disallowed);
        const entry = digest === undefined ? undefined : { bytes: digest };
        let result;
        if (!verdict.include) {
            // A detail may be a slice of the page (a redirect target), which would keep it alive in the results.
            const excluded = verdict.detail === undefined ? { reason: verdict.reason } : { reason: verdict.reason, detail: (0,own_copy/* ownCopy */.S)(verdict.detail) };
            result = { file: task.file, path: task.path, excluded: { url: task.url, file: task.file, ...excluded }, warnings };
            if (entry !== undefined)
                entry.excluded = excluded;
        }
        else {
            const page = { path: task.path, hash: facts.hash, ...(0,plan/* describeHashed */.jZ)(facts.hash, facts.hashed, task.before) };
            const included = { loc: verdict.loc, page };
            const alternates = facts.alternates === undefined ? undefined : (0,hreflang/* resolveAlternates */.W)(facts.alternates, pageUrl);
            if (alternates !== undefined)
                included.alternates = alternates;
            result = { file: task.file, path: task.path, included, warnings };
            if (facts.leftOut !== undefined)
                result.leftOut = facts.leftOut;
            if (facts.buildStamp !== undefined)
                result.buildStamp = facts.buildStamp;
            if (finder !== undefined) {
                const found = finder.finish();
                if (found.sites.length > 0 || found.warnings.length > 0 || found.unsafe !== undefined)
                    result.dateSites = { ...found, length: decoded.text.length };
                else
                    result.undated = true;
            }
            else if (!facts.mayHoldDates && decoded.utf8) {
                // Not for a page that is not UTF-8: html-dates reports that it leaves such a page as it is.
                result.undated = true;
            }
            if (entry !== undefined) {
                entry.hash = facts.hash;
                if (verdict.loc !== task.url)
                    entry.loc = verdict.loc;
                if (result.undated === true)
                    entry.undated = true;
                if (facts.leftOut !== undefined)
                    entry.leftOut = facts.leftOut;
                if (facts.buildStamp !== undefined)
                    entry.stamp = facts.buildStamp;
                if (alternates !== undefined)
                    entry.alternates = alternates;
            }
        }
        if (entry !== undefined) {
            if (warnings.length > 0)
                entry.warnings = warnings;
            result.cached = (0,page_cache/* storedPage */.zH)(entry);
        }
        return result;
    };
}
/**
 * A page over the size limit, which is not read: a page the state knows keeps its record as it
 * was (kept: neither changed nor removed, in the sitemap with its date); any other is left out
 * as too-large. Either way a warning names it, and no page is dropped in silence.
 */
function tooLargeResult(task, size, maxPageSize) {
    const before = task.before;
    const known = before !== undefined && before.removedAt === undefined;
    const warning = `${(0,defaults/* formatSize */.Xq)(size)}, over the page size limit of ${(0,defaults/* formatSize */.Xq)(maxPageSize)} (--max-page-size, input max-page-size): not read; ${known ? 'its date is kept' : 'left out of the sitemap until it is smaller'}`;
    if (!known)
        return { file: task.file, path: task.path, excluded: { url: task.url, file: task.file, reason: 'too-large', detail: (0,defaults/* formatSize */.Xq)(size) }, warnings: [warning] };
    // The fingerprint is not used: a kept page keeps its whole record (core/plan.ts).
    const page = { path: task.path, hash: before.hash, fingerprint: before.blocks ?? (0,explain/* fingerprintJoined */._V)(''), kept: true };
    return { file: task.file, path: task.path, included: { loc: task.url, page }, warnings: [warning], undated: true };
}
/** The page cache's digest of a file's bytes: the first 128 bits of their SHA-256, base64url. */
function bytesDigest(bytes) {
    return (0,external_node_crypto_.hash)('sha256', bytes, 'buffer').toString('base64url', 0, 16);
}
/**
 * The result of a page whose bytes are those of its known entry, made from that entry and the
 * previous record, which holds the entry's hash (entryServes): its fingerprint, nothing to explain.
 */
function knownResult(task, known) {
    const entry = (0,page_cache/* cachedPage */.ox)(known);
    const warnings = entry.warnings ?? [];
    let result;
    if (entry.excluded !== undefined) {
        result = { file: task.file, path: task.path, excluded: { url: task.url, file: task.file, ...entry.excluded }, warnings };
    }
    else {
        const before = task.before;
        const page = { path: task.path, hash: before.hash, fingerprint: before.blocks };
        const included = { loc: entry.loc ?? task.url, page };
        if (entry.alternates !== undefined)
            included.alternates = entry.alternates;
        result = { file: task.file, path: task.path, included, warnings };
        if (entry.undated === true)
            result.undated = true;
        if (entry.leftOut !== undefined)
            result.leftOut = entry.leftOut;
        if (entry.stamp !== undefined)
            result.buildStamp = entry.stamp;
    }
    result.cached = known;
    return result;
}
/** This thread's page processor, made again only when a batch comes with another config. */
let processor;
/** A worker's handler: answers a batch with its results, or the first failure among them. */
function serveBatch(message) {
    try {
        switch (message.job) {
            case 'hello':
                return { protocol: WORKER_PROTOCOL };
            case 'pages': {
                const key = JSON.stringify(message.config);
                if (processor?.key !== key)
                    processor = { key, run: createPageProcessor(message.config) };
                return { results: message.tasks.map(processor.run) };
            }
            case 'dates':
                return { results: message.tasks.map((task) => rewritePageDates(message.siteDir, task)) };
        }
    }
    catch (error) {
        return { failed: error instanceof Error ? error.message : String(error), input: error instanceof InputError };
    }
}
// ---------------------------------------------------------------------------------------------
// Main-thread side
/** The bundled page worker next to the running bundle; undefined when running from the sources. */
function findWorkerScript() {
    return findBundle('worker.js');
}
function availableCores() {
    return typeof (external_node_os_default()).availableParallelism === 'function' ? external_node_os_default().availableParallelism() : external_node_os_default().cpus().length;
}
/** Threads to use: --jobs when given, else every available core for sites big enough to gain. */
function resolveJobs(jobs, pages) {
    if (jobs !== undefined)
        return jobs;
    if (pages < MIN_PAGES_FOR_WORKERS)
        return 1;
    return availableCores();
}
/**
 * n workers on `script`, once one has answered with our protocol; undefined (and a warning) when
 * they cannot start or speak another one. All run the same file, so one answer stands for all.
 */
async function startPool(script, n, log) {
    // Piscina starts its thread entry from CommonJS's __dirname, which ncc's ESM bundles leave
    // unbound: there it is the worker bundle's folder, as the worker bundle holds that entry too.
    const global = globalThis;
    global.__dirname ??= external_node_path_default().dirname(script);
    const pool = new esm_wrapper/* Piscina */.M8({
        filename: script,
        minThreads: n,
        maxThreads: n,
        concurrentTasksPerWorker: BATCHES_IN_FLIGHT,
        resourceLimits: { maxYoungGenerationSizeMb: WORKER_YOUNG_GENERATION_MB }
    });
    // A thread that fails with no task in hand: the next task it was given says so.
    pool.on('error', () => { });
    let why;
    try {
        // A thread that exits without a word (a file that is no worker at all) would leave the answer waiting.
        const exited = new Promise((_, reject) => {
            for (const thread of pool.threads)
                thread.once('exit', (code) => reject(new Error(`exited with code ${code}`)));
        });
        const answer = (await Promise.race([pool.run({ job: 'hello' }), exited]));
        const protocol = answer !== undefined && 'protocol' in answer ? answer.protocol : 'no protocol';
        if (protocol === WORKER_PROTOCOL) {
            log.debug(`Processing pages on ${n} worker threads`);
            return pool;
        }
        why = protocol;
    }
    catch (error) {
        why = error instanceof Error ? error.message : String(error);
    }
    await pool.destroy();
    log.warning(`worker threads not used (${script}: ${why}; expected ${WORKER_PROTOCOL}); pages are processed in this thread`);
    return undefined;
}
/**
 * Worker threads kept from one job to the next (a run's pages, then their dates), so that the
 * second job does not start threads of its own. The owner closes it when the run is done.
 */
class ThreadPool {
    workerScript;
    kept;
    /** The ends of the threads closed so far (see close). */
    ending = [];
    /** `workerScript`: the worker bundle of every job run with this pool (default: findWorkerScript()). */
    constructor(workerScript) {
        this.workerScript = workerScript;
    }
    /** n workers on `script`: the kept ones when they match, else new ones, kept in their place. */
    async acquire(script, n, log) {
        const kept = this.kept;
        if (kept !== undefined && kept.script === script && kept.count === n)
            return kept.pool;
        if (kept !== undefined)
            await this.close();
        return this.keep(script, n, log).pool;
    }
    /** The threads kept now and started (none before the first job and after close). */
    get workers() {
        return this.kept?.started?.threads ?? [];
    }
    /**
     * Ends the kept threads. What it returns settles once they and those of every earlier close
     * have exited: a caller may start the end without waiting for it and leave the wait to the
     * owner's last close.
     */
    close() {
        const kept = this.kept;
        this.kept = undefined;
        if (kept !== undefined)
            this.ending.push(kept.pool.then((pool) => pool?.destroy()));
        return Promise.all(this.ending).then(() => undefined);
    }
    keep(script, count, log) {
        const kept = {
            script,
            count,
            pool: startPool(script, count, log).then((pool) => {
                if (pool !== undefined)
                    kept.started = pool;
                return pool;
            })
        };
        this.kept = kept;
        return kept;
    }
}
/** Tasks handed out in order, pulled from their source (the walk of the site folder) as threads need them. */
class TaskQueue {
    head = [];
    source;
    /** The source has ended. */
    done = false;
    constructor(tasks) {
        this.source = tasks[Symbol.iterator]();
    }
    /** Up to n next tasks: fewer only at the end of the source. */
    take(n) {
        while (!this.done && this.head.length < n) {
            const next = this.source.next();
            if (next.done === true)
                this.done = true;
            else
                this.head.push(next.value);
        }
        return this.head.splice(0, n);
    }
    /** Puts tasks back in front. */
    unshift(tasks) {
        this.head.unshift(...tasks);
    }
}
/** Runs every task of one job; results in task order. Workers when they pay and a worker bundle is there. */
async function runJob(job, tasks, options) {
    const queue = new TaskQueue(tasks);
    // Enough tasks to know whether threads pay, and whether batches must be small to balance.
    const most = resolveJobs(options.jobs, Infinity);
    const first = queue.take(Math.max(MIN_PAGES_FOR_WORKERS, 4 * BATCH_PAGES * most));
    const known = queue.done ? first.length : undefined;
    queue.unshift(first);
    const threads = known === undefined ? most : Math.min(resolveJobs(options.jobs, known), known);
    if (threads > 1) {
        const script = options.workerScript ?? options.threads?.workerScript ?? findWorkerScript();
        if (script === undefined) {
            options.log.debug('No worker bundle next to this one: pages are processed in this thread');
        }
        else {
            const kept = options.threads;
            const pool = kept === undefined ? await startPool(script, threads, options.log) : await kept.acquire(script, threads, options.log);
            if (pool !== undefined) {
                try {
                    return await runOnPool(pool, job, queue, known === undefined ? BATCH_PAGES : batchSize(known, threads), threads, options.signal, options.onDone);
                }
                catch (error) {
                    // A failed job may leave batches in flight: threads that might still answer are not kept.
                    await kept?.close();
                    throw error;
                }
                finally {
                    if (kept === undefined)
                        await pool.destroy();
                }
            }
        }
    }
    const run = job.inThread();
    const results = [];
    const signal = options.signal;
    for (let batch = queue.take(BATCH_PAGES); batch.length > 0 && signal?.aborted !== true; batch = queue.take(BATCH_PAGES)) {
        for (const task of batch)
            results.push(run(task));
        options.onDone?.(batch.length);
        // A signal is heard between two batches only.
        if (signal !== undefined)
            await new Promise((resolve) => setImmediate(resolve));
    }
    return results;
}
/** BATCH_PAGES, smaller on small sites so that every thread gets several batches. */
function batchSize(pages, threads) {
    return Math.max(1, Math.min(BATCH_PAGES, Math.ceil(pages / (threads * 4))));
}
async function runOnPool(pool, job, queue, size, threads, signal, onDone) {
    const answers = [];
    /** Batches sent and not yet answered, oldest first: the next are taken from the source as these come back. */
    const waiting = [];
    for (let batch = queue.take(size); batch.length > 0 && signal?.aborted !== true; batch = queue.take(size)) {
        const tasks = batch;
        const answer = pool.run(job.message(tasks)).then((reply) => {
            if ('failed' in reply)
                throw reply.input ? new urls/* InputError */.dz(reply.failed) : new Error(reply.failed);
            onDone?.(tasks.length);
            return reply.results.map((result, i) => job.finish(tasks[i], result));
        }, (error) => {
            throw new Error(`worker thread failed: ${error instanceof Error ? error.message : String(error)}`);
        });
        // Awaited in order below; a failure is not left unhandled meanwhile.
        answer.catch(() => { });
        answers.push(answer);
        waiting.push(answer);
        if (waiting.length >= threads * (BATCHES_IN_FLIGHT + 1))
            await waiting.shift();
    }
    const results = [];
    for (const answer of answers)
        for (const result of await answer)
            results.push(result);
    return results;
}
const pageJob = (config) => ({
    inThread: () => createPageProcessor(config),
    message: (tasks) => ({ job: 'pages', config, tasks }),
    // The cache's own entry when it served the page: writePageCache counts it as met again.
    finish: (task, result) => {
        if (task.known !== undefined && result.cached !== undefined && (0,page_cache/* bytesOf */.$$)(result.cached) === (0,page_cache/* bytesOf */.$$)(task.known))
            result.cached = task.known;
        return result;
    }
});
const datesJob = (siteDir) => ({
    inThread: () => (task) => (0,page_dates/* rewritePageDates */.xw)(siteDir, task),
    message: (tasks) => ({ job: 'dates', siteDir, tasks }),
    finish: (_task, result) => result
});
/** Reads, extracts and describes every page; results in task order. `tasks` is pulled lazily. */
function processPages(tasks, config, options) {
    return runJob(pageJob(config), tasks, options);
}
/** Rewrites the dates of every page file (html-dates); results in task order. */
function rewriteDates(tasks, config, options) {
    return runJob(datesJob(config.siteDir), tasks, options);
}


/***/ }),

/***/ 9093:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Zo: () => (/* binding */ progressMode),
/* harmony export */   cf: () => (/* binding */ NO_PROGRESS),
/* harmony export */   mf: () => (/* binding */ createProgress)
/* harmony export */ });
// A progress line for runs long enough to wonder about: pages done, rate, time left. On a terminal
// it is redrawn in place on stderr; in an Actions log it is a plain line every ten seconds or so;
// anywhere else nothing is written. The clock is given, so that tests need no time to pass.
/** Nothing is shown for runs shorter than this: a quick run prints its summary only. */
const QUIET_MS = 2000;
const REDRAW_MS = { tty: 250, log: 10_000 };
const NO_PROGRESS = { update: () => { }, finish: () => { } };
/** The mode for a process: a terminal on stderr, else the log of an Actions job, else none. */
function progressMode(stderrIsTTY, env) {
    if (stderrIsTTY)
        return 'tty';
    return env['GITHUB_ACTIONS'] === 'true' ? 'log' : 'off';
}
function createProgress(label, options) {
    const { mode, write, now } = options;
    if (mode === 'off')
        return NO_PROGRESS;
    const start = now();
    // A log's first line after as long as between two lines: a run of a few seconds says nothing.
    let next = start + (mode === 'tty' ? QUIET_MS : REDRAW_MS.log);
    let drawn = false;
    return {
        update(done, total) {
            const at = now();
            if (at < next)
                return;
            next = at + REDRAW_MS[mode];
            const line = `${label}: ${describe(done, total, at - start)}`;
            if (mode === 'tty') {
                write(`\r${line}\u001b[K`);
                drawn = true;
            }
            else
                write(`${line}\n`);
        },
        finish() {
            if (drawn)
                write('\r\u001b[K');
            drawn = false;
        }
    };
}
const count = new Intl.NumberFormat('en-US');
function describe(done, total, elapsedMs) {
    const rate = elapsedMs > 0 ? (done * 1000) / elapsedMs : 0;
    const parts = [total === undefined ? `${count.format(done)} pages` : `${count.format(done)} of ${count.format(total)} pages`, `${count.format(Math.round(rate))}/s`];
    if (total !== undefined && rate > 0 && done < total)
        parts.push(`about ${duration((total - done) / rate)} left`);
    return parts.join(', ');
}
function duration(seconds) {
    const s = Math.ceil(seconds);
    return s < 60 ? `${s} s` : `${Math.floor(s / 60)} min ${s % 60} s`;
}


/***/ }),

/***/ 27440:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  $: () => (/* binding */ runSite)
});

// UNUSED EXPORTS: replacedLine

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/core/urls.ts
var core_urls = __webpack_require__(81221);
;// CONCATENATED MODULE: ./src/core/removal-guard.ts

/** More removals than this many, and than half the pages the state knows, need the user's word. */
const HANDFUL = 5;
/** Throws an InputError naming the likely cause when the run includes no page or removes most of them. */
function checkRemovals(previous, report, guard) {
    const { pages } = report;
    const included = pages.new.length + pages.changed.length + pages.unchanged.length;
    const removed = pages.removed.length;
    const known = previous === undefined ? 0 : Object.values(previous.pages).filter((r) => r.removedAt === undefined).length;
    if (included > 0 && (guard.allowMassRemoval || removed <= HANDFUL || removed * 2 <= known))
        return;
    const cause = likelyCause(report, guard);
    if (included === 0)
        throw new core_urls/* InputError */.dz(`no page would go into the sitemap (${cause}); nothing written`);
    throw new core_urls/* InputError */.dz(`this run would remove ${removed} of the ${known} pages the state knows (${cause}); nothing written. ` +
        `If they are really gone, run it with ${guard.flag('allow-mass-removal')}`);
}
function likelyCause(report, guard) {
    const { flag } = guard;
    const count = (reason) => report.excluded.filter((e) => e.reason === reason).length;
    const siteOrigin = new URL(report.siteUrl).origin;
    const elsewhere = report.excluded.find((e) => e.reason === 'canonical-elsewhere' && e.detail !== undefined && URL.canParse(e.detail) && new URL(e.detail).origin !== siteOrigin);
    if (elsewhere?.detail !== undefined) {
        return `${flag('site-url')} is ${report.siteUrl} but the pages' canonical URLs are on ${new URL(elsewhere.detail).origin}: ${count('canonical-elsewhere')} page(s) excluded as canonical-elsewhere`;
    }
    const globbed = count('glob');
    if (globbed > 0) {
        const patterns = [...guard.include.map((p) => `${flag('include')} ${p}`), ...guard.exclude.map((p) => `${flag('exclude')} ${p}`)];
        return `${patterns.join(', ')} left out ${globbed} page(s)`;
    }
    const built = report.excluded.length + report.pages.new.length + report.pages.changed.length + report.pages.unchanged.length;
    if (report.excluded.length > 0)
        return `the build holds ${built} page(s), ${report.excluded.length} of them excluded (noindex, redirect, error page, robots.txt or canonical elsewhere)`;
    return `the build holds only ${built} page(s): is ${flag('site-dir')} the complete build?`;
}

// EXTERNAL MODULE: ./src/adapters/atomic.ts
var atomic = __webpack_require__(45799);
// EXTERNAL MODULE: ./src/adapters/engine.ts + 4 modules
var engine = __webpack_require__(43504);
// EXTERNAL MODULE: ./src/adapters/lock.ts
var lock = __webpack_require__(67221);
// EXTERNAL MODULE: ./src/adapters/merge.ts
var merge = __webpack_require__(51520);
// EXTERNAL MODULE: ./src/adapters/progress.ts
var progress = __webpack_require__(9093);
// EXTERNAL MODULE: ./src/adapters/page-cache-file.ts
var page_cache_file = __webpack_require__(66757);
// EXTERNAL MODULE: ./src/adapters/pool.ts + 1 modules
var pool = __webpack_require__(78363);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./src/core/dates.ts
var dates = __webpack_require__(80194);
// EXTERNAL MODULE: ./src/core/headers-file.ts
var headers_file = __webpack_require__(5340);
// EXTERNAL MODULE: ./src/core/indexnow.ts
var indexnow = __webpack_require__(97387);
// EXTERNAL MODULE: ./src/core/plan.ts
var plan = __webpack_require__(4620);
;// CONCATENATED MODULE: ./src/core/robots-sitemap.ts
// The `Sitemap:` line of robots.txt. Pure: the file's text in, the new text out.
//
// Only `Sitemap:` lines that name this sitemap are touched. One names it when it has the same
// path on another origin (a generator built with the wrong base URL: localhost, http, www), is
// relative (robots.txt requires absolute URLs), or is its gzip twin (`sitemap.xml` ↔
// `sitemap.xml.gz`). Sitemap lines for other sitemaps (news, images, another app on the host)
// and every other line stay exactly as they are.
const SITEMAP_LINE = /^(\s*sitemap\s*:\s*)(\S*)(.*)$/i;
function namesOurs(value, ours) {
    let url;
    try {
        url = new URL(value, ours);
    }
    catch {
        return false;
    }
    const relative = !/^[a-z][a-z0-9+.-]*:/i.test(value);
    const twin = (a, b) => a === b || a === `${b}.gz` || `${a}.gz` === b;
    if (relative)
        return twin(url.pathname, ours.pathname);
    if (url.pathname === ours.pathname)
        return true;
    return url.origin === ours.origin && twin(url.pathname, ours.pathname);
}
/** Adds (or corrects) the `Sitemap:` line for `sitemapUrl` in `existing` (undefined: no robots.txt yet). */
function upsertRobotsSitemap(existing, sitemapUrl) {
    const ours = new URL(sitemapUrl);
    if (existing === undefined)
        return { text: `Sitemap: ${ours.href}\n`, action: 'created' };
    const eol = existing.includes('\r\n') ? '\r\n' : '\n';
    const lines = existing.split(/\r?\n/);
    if (lines[lines.length - 1] === '')
        lines.pop();
    let exact = false;
    const out = [];
    let corrected = false;
    for (const line of lines) {
        const m = SITEMAP_LINE.exec(line);
        if (!m) {
            out.push(line);
            continue;
        }
        const [, prefix = '', value = '', rest = ''] = m;
        if (value === ours.href) {
            out.push(line);
            exact = true;
            continue;
        }
        if (!namesOurs(value, ours)) {
            out.push(line);
            continue;
        }
        // A wrong spelling of our sitemap: corrected in place.
        corrected = true;
        out.push(`${prefix}${ours.href}${rest}`);
    }
    if (corrected) {
        // Correcting may leave the right line twice (or beside one that was already right): keep the first.
        let first = true;
        const kept = out.filter((line) => {
            if (SITEMAP_LINE.exec(line)?.[2] !== ours.href)
                return true;
            const keep = first;
            first = false;
            return keep;
        });
        return { text: kept.join(eol) + eol, action: 'corrected' };
    }
    if (exact)
        return { text: existing, action: 'unchanged' };
    if (out.length > 0 && (out[out.length - 1] ?? '').trim() !== '')
        out.push('');
    out.push(`Sitemap: ${ours.href}`);
    return { text: out.join(eol) + eol, action: 'added' };
}

// EXTERNAL MODULE: ./src/adapters/discover.ts
var discover = __webpack_require__(70713);
// EXTERNAL MODULE: ./src/adapters/page-dates.ts
var page_dates = __webpack_require__(54161);
// EXTERNAL MODULE: ./src/core/html-dates.ts
var html_dates = __webpack_require__(21070);
// EXTERNAL MODULE: ./src/adapters/submit-indexnow.ts + 1 modules
var submit_indexnow = __webpack_require__(78146);
;// CONCATENATED MODULE: ./src/adapters/publish.ts
// After the engine: put this run's dates where servers and crawlers read them.
//
// Two phases, because they belong on either side of the deploy:
//   applyPageDates  before the deploy: built pages (JSON-LD, meta, [data-lastmod]), file mtimes,
//                   `_headers`, robots.txt `Sitemap:`, the IndexNow key file.
//   submitIndexNow  after a successful deploy only: announce the new and changed URLs
//                   (submit-indexnow.ts, re-exported here).
// Every date comes from the run's state (`updatedAt ?? publishedAt`, `publishedAt`), the same
// values the sitemap was written from, so the page, its headers and the sitemap cannot disagree.















const CONCURRENCY = 32;
async function forEachLimit(items, fn) {
    let next = 0;
    const worker = async () => {
        while (next < items.length)
            await fn(items[next++]);
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, items.length) }, worker));
}
async function readText(file, encoding = 'utf8') {
    try {
        return await (0,promises_.readFile)(file, encoding);
    }
    catch (error) {
        if (error.code === 'ENOENT')
            return undefined;
        throw error;
    }
}
/**
 * The built files of the pages in this run's sitemap, with their live state records (removed
 * pages carry `removedAt`; excluded pages are not in the state). The engine's own file list when
 * the run carries it, else the site is walked with the engine's mapping. The pages whose keys are
 * in `skip` are only counted (`skipped`).
 */
async function datedFiles(run, options, log, skip) {
    let pageFiles = run.pageFiles;
    if (pageFiles === undefined) {
        const quiet = { info: () => { }, warning: () => { }, debug: (m) => log.debug(m) };
        pageFiles = new Map((await (0,discover/* discoverPages */.CV)(options.siteDir, quiet)).map((file) => [(0,core_urls/* filePathToUrlPath */.to)(file, options.cleanUrls), file]));
    }
    // Every page is one to skip (undated pages are some of the engine's pages, each of which has a
    // live record in the state it planned): nothing to look up. A first run of the bench's 20,000
    // large pages spent 15 ms here, the code being cold.
    if (skip !== undefined && run.pageFiles !== undefined && skip.size === pageFiles.size)
        return { files: [], skipped: skip.size };
    const out = [];
    let skipped = 0;
    for (const [key, file] of pageFiles) {
        const record = run.state.pages[key];
        if (record === undefined || record.removedAt !== undefined)
            continue;
        if (skip?.has(key) === true)
            skipped++;
        else
            out.push({ file, key, record });
    }
    return { files: out.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0)), skipped };
}
/** Public URL of the main sitemap file, or undefined when it is written outside the site folder. */
function sitemapUrl(options, siteUrl) {
    const file = external_node_path_default().join(external_node_path_default().dirname(external_node_path_default().resolve(options.sitemapPath)), (0,engine/* sitemapFileName */.xW)(options));
    const rel = external_node_path_default().relative(external_node_path_default().resolve(options.siteDir), file);
    if (rel === '' || rel.startsWith('..') || external_node_path_default().isAbsolute(rel))
        return undefined;
    return (0,core_urls/* absoluteUrl */.rf)(siteUrl, '/' + rel.split((external_node_path_default()).sep).map(encodeURIComponent).join('/'));
}
/**
 * Runs `write` so that SIGINT or SIGTERM (what a runner sends a cancelled job, before it kills
 * it) lets it finish the pages in hand and start no other: every page is then whole, old or new,
 * and the run ends there. A dry run writes nothing and keeps the signals' usual effect.
 */
async function untilCancelled(dryRun, write) {
    if (dryRun)
        return { done: await write(undefined) };
    const cancel = new AbortController();
    const onSignal = (signal) => cancel.abort(signal);
    process.on('SIGINT', onSignal);
    process.on('SIGTERM', onSignal);
    try {
        const done = await write(cancel.signal);
        return cancel.signal.aborted ? { done, cancelled: String(cancel.signal.reason) } : { done };
    }
    finally {
        process.off('SIGINT', onSignal);
        process.off('SIGTERM', onSignal);
    }
}
async function writeIfChanged(file, before, after, dryRun, encoding = 'utf8') {
    if (before === after)
        return false;
    if (!dryRun)
        await (0,atomic/* writeFileAtomic */.Zf)(file, encoding === 'latin1' ? Buffer.from(after, 'latin1') : after);
    return true;
}
/**
 * Before the deploy: writes this run's dates into the built site. In a dry run it only counts
 * and reports what it would write. `threads`: the run's pool, which hashed the pages. Pages that cannot be rewritten safely are left as they were,
 * with a warning; an unwritable file is an error (the deploy should not go out half-dated).
 */
async function applyPageDates(run, options, log, threads) {
    const summary = { rewritten: [], unchanged: 0, skipped: [], mtimes: 0 };
    const siteUrl = (0,core_urls/* parseSiteUrl */.A5)(options.siteUrl);
    const would = options.dryRun ? 'would be ' : '';
    if (options.indexNow) {
        const keyFile = external_node_path_default().join(options.siteDir, (0,indexnow/* keyFileName */.po)(options.indexNow.key));
        const present = (await readText(keyFile))?.trim() === options.indexNow.key;
        if (present)
            summary.keyFile = 'present';
        else if (options.indexNow.writeKey) {
            if (!options.dryRun)
                await (0,atomic/* writeFileAtomic */.Zf)(keyFile, options.indexNow.key);
            summary.keyFile = 'written';
            log.info(`IndexNow key file ${(0,indexnow/* keyFileName */.po)(options.indexNow.key)} ${would}written`);
        }
        else {
            summary.keyFile = 'missing';
            log.warning(`IndexNow key file ${(0,indexnow/* keyFileName */.po)(options.indexNow.key)} is not in the built site (or does not hold the key): ` +
                'engines will answer 403; add it to the site or set indexnow-write-key');
        }
    }
    const needFiles = options.htmlDates || options.mtime || options.headersFile !== undefined;
    // When only the page dates need the files, the pages known to hold no date are only counted:
    // on 100,000 undated pages, 30-33 ms of this thread instead of 62-70.
    const onlyDates = options.htmlDates && !options.mtime && options.headersFile === undefined;
    const { files: pages, skipped } = needFiles ? await datedFiles(run, options, log, onlyDates ? run.undated : undefined) : { files: [], skipped: 0 };
    if (options.htmlDates) {
        // The pages whose sites the engine found get their edits here, and are only read again to be
        // written; the others (not parsed: the page cache knew them) are scanned on the pool.
        const { undated, dateSites } = run;
        summary.unchanged += skipped;
        const skip = (file, reason) => {
            summary.skipped.push({ file, reason });
            log.warning(reason === page_dates/* NOT_UTF8 */.mM ? `${file}: not UTF-8; its dates were left as they are` : `${file}: left as it was: ${reason}`);
        };
        // Made as the pool takes them, not listed first: the date pass comes when the run's state,
        // sitemap and report are all held (100,000 real generators' pages: the run's peak).
        function* tasks() {
            for (const p of pages) {
                if (undated?.has(p.key) === true) {
                    summary.unchanged++;
                    continue;
                }
                const dates = { modified: (0,plan/* lastmodOf */.av)(p.record), published: p.record.publishedAt };
                const task = { file: p.file, url: (0,core_urls/* absoluteUrl */.rf)(siteUrl, p.key), ...dates, dryRun: options.dryRun };
                const found = dateSites?.get(p.key);
                if (found === undefined) {
                    yield task;
                    continue;
                }
                for (const w of found.warnings)
                    log.warning(`${p.file}: ${w}`);
                const planned = (0,html_dates/* planDatesWrite */.OL)(found, dates);
                if (planned.kind === 'failed')
                    skip(p.file, planned.reason);
                else if (planned.kind === 'unchanged')
                    summary.unchanged++;
                else
                    yield { ...task, known: { edits: planned.edits, length: found.length } };
            }
        }
        const config = { siteDir: options.siteDir, siteUrl: siteUrl.href, contentSelectors: [], ignoreSelectors: [] };
        const results = await untilCancelled(options.dryRun, (signal) => (0,pool/* rewriteDates */.kf)(tasks(), config, { jobs: options.jobs, log, signal, ...(threads ? { threads } : {}) }));
        if (results.cancelled !== undefined) {
            const written = results.done.filter((r) => r.kind === 'rewritten').length;
            throw new Error(`cancelled (${results.cancelled}) while writing the pages' dates: ${written} page(s) written whole, the others left as built; no sitemap or state written`);
        }
        for (const result of results.done) {
            for (const w of result.warnings)
                log.warning(`${result.file}: ${w}`);
            switch (result.kind) {
                case 'unchanged':
                    summary.unchanged++;
                    break;
                case 'rewritten':
                    summary.rewritten.push(result.file);
                    break;
                case 'skipped':
                    skip(result.file, result.reason);
                    break;
                default: {
                    const never = result;
                    throw new Error(`unknown rewrite result ${JSON.stringify(never)}`);
                }
            }
        }
        summary.rewritten.sort();
        log.info(`Page dates: ${summary.rewritten.length} page(s) ${would}rewritten, ${summary.unchanged} already right or undated` +
            (summary.skipped.length > 0 ? `, ${summary.skipped.length} left as they were` : ''));
    }
    if (options.mtime) {
        if (!options.dryRun) {
            // After the rewrite, which would otherwise set the mtime back to now.
            await forEachLimit(pages, async (page) => {
                const date = (0,dates/* parseInstant */.nV)((0,plan/* lastmodOf */.av)(page.record));
                if (!date)
                    return;
                await (0,promises_.utimes)(external_node_path_default().join(options.siteDir, page.file), date, date);
                summary.mtimes++;
            });
        }
        log.info(`File times: ${options.dryRun ? pages.length : summary.mtimes} page file(s) ${would}set to their lastmod`);
    }
    if (options.headersFile !== undefined) {
        const headerPages = pages.map((p) => ({ path: new URL((0,core_urls/* absoluteUrl */.rf)(siteUrl, p.key)).pathname, instant: (0,plan/* lastmodOf */.av)(p.record) }));
        // One character per byte: the site's own lines come back byte for byte, whatever their encoding.
        const before = await readText(options.headersFile, 'latin1');
        const merged = (0,headers_file/* mergeHeadersFile */.Pd)(before, headerPages);
        for (const w of merged.warnings)
            log.warning(w);
        const changed = await writeIfChanged(options.headersFile, before, merged.text, options.dryRun, 'latin1');
        summary.headersFile = changed ? 'written' : 'unchanged';
        log.info(`Headers: ${options.headersFile} ${changed ? `${would}written` : 'already up to date'} ` +
            `(${merged.generated} generated rule(s), ${merged.inPlace} date(s) set in the site's own rules)`);
    }
    if (options.robotsSitemap) {
        const url = sitemapUrl(options, siteUrl);
        if (url === undefined) {
            summary.robots = 'skipped';
            log.warning(`robots.txt: the sitemap ${options.sitemapPath} is outside the site folder, so it has no public URL; Sitemap: line not written`);
        }
        else {
            const robotsFile = external_node_path_default().join(options.siteDir, 'robots.txt');
            const before = await readText(robotsFile);
            const update = upsertRobotsSitemap(before, url);
            await writeIfChanged(robotsFile, before, update.text, options.dryRun);
            summary.robots = update.action;
            log.info(`robots.txt: Sitemap: ${url} ${update.action === 'unchanged' ? 'already listed' : `${would}${update.action}`}`);
            if (siteUrl.pathname !== '/') {
                log.warning(`robots.txt: crawlers read it only at the host root, and --site-url ${siteUrl.href} has a base path`);
            }
        }
    }
    return summary;
}

// EXTERNAL MODULE: ./src/adapters/state-file.ts
var state_file = __webpack_require__(35460);
// EXTERNAL MODULE: ./node_modules/sax/lib/sax.js
var sax = __webpack_require__(42560);
var sax_default = /*#__PURE__*/__webpack_require__.n(sax);
// EXTERNAL MODULE: ./src/adapters/bootstrap.ts
var bootstrap = __webpack_require__(9310);
// EXTERNAL MODULE: ./src/adapters/output-paths.ts
var output_paths = __webpack_require__(13586);
;// CONCATENATED MODULE: ./src/adapters/sitemap-rewrite.ts
// Rewrite mode (--sitemap-source): the generator's sitemap, or its index and children, streamed
// through sax and written back with only the <lastmod> of the pages we date set from the state.
// Every other entry, extension element and namespace declaration goes through as it came.










const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const escapeText = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
// Tabs and line breaks stay character references: written as they are, a parser would read spaces.
const escapeAttr = (text) => escapeText(text).replace(/"/g, '&quot;').replace(/[\t\n\r]/g, (c) => `&#${c.charCodeAt(0)};`);
const isSpace = (text) => /^[ \t\r\n]*$/.test(text);
/**
 * Streams `file` through `edit` into `sink` (undefined: only parse and count). Strict: a malformed
 * document or a root other than urlset / sitemapindex throws an InputError that names `flag`.
 */
async function transform(file, edit, sink, flag, dropExtras) {
    const summary = { root: '', entries: 0, kept: 0, locs: [] };
    const fail = (why) => {
        throw new core_urls/* InputError */.dz(`${flag} ${file} ${why}`);
    };
    const parser = sax_default().parser(true, { xmlns: true, position: true });
    // Whether each open element was self-closing (<x/>): its close event writes nothing.
    const open = [];
    let entry;
    let piece;
    let pending = '';
    const write = (xml) => {
        if (piece !== undefined)
            piece.xml += xml;
        else if (entry !== undefined)
            entry.pieces.push({ kind: '', xml, value: '' });
        else if (sink !== undefined) {
            sink(pending + xml);
            pending = '';
        }
    };
    parser.onerror = (error) => fail(`is not well-formed XML (line ${parser.line + 1}): ${error.message.split('\n')[0] ?? ''}`);
    parser.onprocessinginstruction = (pi) => write(`<?${pi.name}${pi.body === '' ? '' : ' ' + pi.body}?>`);
    parser.ondoctype = (doctype) => write(`<!DOCTYPE${doctype}>`);
    parser.oncomment = (comment) => write(`<!--${comment}-->`);
    parser.oncdata = (text) => {
        if (piece !== undefined)
            piece.value += text;
        write(`<![CDATA[${text}]]>`);
    };
    parser.ontext = (text) => {
        if (piece !== undefined)
            piece.value += text;
        if (open.length === 1 && entry === undefined && isSpace(text))
            pending += text;
        else
            write(escapeText(text));
    };
    parser.onopentag = (tag) => {
        const node = tag;
        const attributes = Object.values(node.attributes).map((a) => ` ${a.name}="${escapeAttr(a.value)}"`).join('');
        const xml = `<${node.name}${attributes}${node.isSelfClosing ? '/>' : '>'}`;
        const depth = open.length;
        const ours = node.uri === SITEMAP_NS;
        if (depth === 0) {
            if (!ours || (node.local !== 'urlset' && node.local !== 'sitemapindex'))
                fail(`is neither a sitemap <urlset> nor a <sitemapindex> of ${SITEMAP_NS}`);
            summary.root = node.local;
        }
        if (depth === 1 && ours && (node.local === 'url' || node.local === 'sitemap')) {
            entry = { lead: pending, start: xml, pieces: [] };
            pending = '';
        }
        else if (depth === 2 && entry !== undefined) {
            piece = { kind: ours ? node.local : '', xml: '', value: '' };
            entry.pieces.push(piece);
            write(xml);
        }
        else
            write(xml);
        open.push(node.isSelfClosing);
    };
    parser.onclosetag = (name) => {
        const close = open.pop() === true ? '' : `</${name}>`;
        if (open.length === 2 && piece !== undefined) {
            piece.xml += close;
            piece = undefined;
        }
        else if (open.length === 1 && entry !== undefined) {
            const done = entry;
            entry = undefined;
            summary.entries++;
            const loc = done.pieces.find((p) => p.kind === 'loc')?.value.trim();
            if (loc === undefined || loc === '')
                fail(`has a <${name}> without a <loc> (entry ${summary.entries})`);
            if (summary.root === 'sitemapindex')
                summary.locs.push(loc);
            const change = edit(loc);
            if (change === 'drop')
                return;
            summary.kept++;
            const pieces = shape(done.pieces, change, dropExtras);
            const lastmod = pieces.find((p) => p.kind === 'lastmod')?.value.trim();
            const instant = lastmod === undefined ? undefined : (0,bootstrap/* lastmodToInstant */.xx)(lastmod);
            if (instant !== undefined && (summary.newest === undefined || instant > summary.newest))
                summary.newest = instant;
            pending = done.lead;
            write(done.start + pieces.map((p) => p.xml).join('') + close);
        }
        else
            write(close);
    };
    try {
        // Read as UTF-8 text in chunks: one chunk in memory at a time, whatever the sitemap's size.
        for await (const chunk of (0,external_node_fs_.createReadStream)(file, { encoding: 'utf8', highWaterMark: 1 << 16 }))
            parser.write(chunk);
        parser.close();
    }
    catch (error) {
        if (error instanceof core_urls/* InputError */.dz)
            throw error;
        fail(`cannot be read: ${error.message}`);
    }
    if (summary.root === '')
        fail('is empty');
    if (sink !== undefined && pending !== '')
        sink(pending);
    return summary;
}
/** An entry's children with its lastmod set (inserted after `<loc>` when missing) and changefreq / priority dropped when asked. */
function shape(pieces, change, dropExtras) {
    let out = pieces;
    if (dropExtras) {
        // Each with the whitespace that precedes it, so the layout stays as it was.
        out = out.filter((p, i) => p.kind !== 'changefreq' && p.kind !== 'priority' && !(isSpace(p.xml) && ['changefreq', 'priority'].includes(out[i + 1]?.kind ?? '')));
    }
    if (change === undefined || change === 'drop')
        return out;
    const element = (name) => ({ kind: 'lastmod', xml: `<${name}>${change.lastmod}</${name}>`, value: change.lastmod });
    const at = out.findIndex((p) => p.kind === 'lastmod');
    if (at !== -1)
        return out.map((p, i) => (i === at ? element(qualifiedName(p)) : p));
    const loc = out.findIndex((p) => p.kind === 'loc');
    const lastmod = element(qualifiedName(out[loc]).replace(/loc$/, 'lastmod'));
    // The schema wants <lastmod> right after <loc>; it takes the indentation <loc> has.
    const indent = loc > 0 && isSpace(out[loc - 1]?.xml ?? 'x') ? [out[loc - 1]] : [];
    return [...out.slice(0, loc + 1), ...indent, lastmod, ...out.slice(loc + 1)];
}
/** The element's name as written, prefix included. */
const qualifiedName = (piece) => /^<([^\s>/]+)/.exec(piece.xml)?.[1] ?? piece.kind;
/**
 * The file under `siteDir` that serves `loc` (a URL below `siteUrl`); undefined when it is not
 * below it; why not when its path cannot be a file name (`%zz`, `%00`).
 */
function fileOfLoc(loc, siteDir, siteUrl) {
    let url;
    try {
        url = new URL(loc);
    }
    catch {
        return undefined;
    }
    if (url.origin !== siteUrl.origin || !url.pathname.startsWith(siteUrl.pathname))
        return undefined;
    let rel;
    try {
        rel = decodeURIComponent(url.pathname.slice(siteUrl.pathname.length));
    }
    catch {
        return 'whose path has a malformed percent escape (% must be followed by two hex digits of UTF-8)';
    }
    if (rel.includes('\0'))
        return 'whose path holds a NUL character';
    const file = external_node_path_default().resolve(siteDir, rel);
    return rel === '' || external_node_path_default().relative(external_node_path_default().resolve(siteDir), file).startsWith('..') ? undefined : { file };
}
/**
 * Parses the source and, for an index, each child (found under `siteDir` by its `<loc>`'s path
 * below `siteUrl`), writing nothing: every error a rewrite could meet in them, before a run writes
 * anything. A child must really be in the site (not a link out of it), and the files the rewrite
 * writes join the run's outputs (options.paths): two children may not land on one file.
 */
async function inspectSitemapSource(options, siteDir, siteUrl) {
    const flag = options.flag('sitemap-source');
    const paths = options.paths ?? (await output_paths/* PathGuard */.Nz.create({ siteDir, flag: options.flag }));
    const file = external_node_path_default().resolve(options.source);
    await paths.input(flag, file, { inSite: false, shown: options.source, ...(options.output === undefined ? { writtenBy: flag } : {}) });
    const top = await transform(file, () => undefined, undefined, flag, false);
    if (top.root === 'urlset')
        return { file };
    const site = (0,core_urls/* parseSiteUrl */.A5)(siteUrl);
    const children = [];
    for (const loc of top.locs) {
        const child = fileOfLoc(loc, siteDir, site);
        if (typeof child !== 'object') {
            throw new core_urls/* InputError */.dz(`${flag} ${options.source} names the child sitemap ${loc}, ${child ?? `which is not below ${options.flag('site-url')} ${site.href}`}`);
        }
        await paths.input(`${flag} child`, child.file, { inSite: true, shown: loc });
        children.push({ loc, file: child.file });
    }
    for (const child of children) {
        const found = await transform(child.file, () => undefined, undefined, `${flag} child`, false);
        if (found.root !== 'urlset')
            throw new core_urls/* InputError */.dz(`${flag} child ${child.file} is a sitemap index; an index's children must be <urlset>s`);
    }
    const targets = new Map();
    for (const child of children) {
        const target = childTarget(child.file, options);
        const other = targets.get(target);
        if (other !== undefined) {
            throw new core_urls/* InputError */.dz(`${flag} children ${other} and ${child.loc} would both be written to ${target} (${options.flag('sitemap')} puts the children beside it under their own file names); rewrite in place, without ${options.flag('sitemap')}`);
        }
        targets.set(target, child.loc);
        await paths.output(`${flag} child ${child.loc}`, target, true);
    }
    return { file, children };
}
/** Where a child is written: in place, or beside --sitemap under its own name. */
function childTarget(file, options) {
    return options.output === undefined ? file : external_node_path_default().join(external_node_path_default().dirname(external_node_path_default().resolve(options.output)), external_node_path_default().basename(file));
}
/** A page's URL with the spellings of one page folded (`/a`, `/a/`, `/a.html`), as a generator and the run may differ. */
const key = (url) => {
    try {
        return (0,core_urls/* pageIdentity */.GI)(new URL(url));
    }
    catch {
        return url;
    }
};
/** Streams `file` through `edit` into `temp`, then checks that `temp` parses to the entries kept. */
async function rewriteInto(temp, file, edit, options) {
    const flag = options.flag('sitemap-source');
    const fd = (0,external_node_fs_.openSync)(temp, 'wx');
    let summary;
    try {
        let buffered = '';
        summary = await transform(file, edit, (xml) => {
            buffered += xml;
            if (buffered.length < 1 << 16)
                return;
            (0,external_node_fs_.writeSync)(fd, buffered);
            buffered = '';
        }, flag, options.dropChangefreqPriority);
        (0,external_node_fs_.writeSync)(fd, buffered);
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
    const check = await transform(temp, () => undefined, undefined, flag, false);
    if (check.root !== summary.root || check.entries !== summary.kept)
        throw new Error(`rewriting ${file} gave ${check.entries} entries where ${summary.kept} were kept`);
    return summary;
}
/**
 * Rewrites the source (inspected before the run) with the run's dates: each `<loc>` of a page in
 * the run's sitemap takes that page's lastmod; entries of pages the run left out are kept or
 * dropped; an index entry takes the newest lastmod of its rewritten child. Every file is written
 * to a temp file and checked before any replaces its target (children first, then the index).
 * Sets the report's `sitemap` and `sitemapSource`; returns the files written.
 */
async function rewriteSitemapSource(run, files, options, engine, log) {
    const siteUrl = (0,core_urls/* parseSiteUrl */.A5)(engine.siteUrl);
    const dated = new Map();
    for (const page of run.pageFiles.keys()) {
        const record = run.state.pages[page];
        if (record !== undefined)
            dated.set(key((0,core_urls/* absoluteUrl */.rf)(siteUrl, page)), (0,plan/* lastmodOf */.av)(record));
    }
    // A page the user left out by --exclude, or one too large to read, is not dated, like any other file: its entry stays as it is.
    const left = new Map(run.report.excluded.filter((e) => e.reason !== 'glob' && e.reason !== 'too-large').map((e) => [key(e.url), e.reason]));
    const excluded = [];
    let datedEntries = 0;
    const pageEdit = (sitemap) => (loc) => {
        const reason = left.get(key(loc));
        if (reason !== undefined) {
            excluded.push({ url: loc, reason, sitemap });
            if (options.excluded === 'drop')
                return 'drop';
        }
        const instant = dated.get(key(loc));
        if (instant === undefined)
            return undefined;
        datedEntries++;
        return { lastmod: (0,dates/* formatLastmod */.o4)(instant, engine.lastmodFormat) };
    };
    const output = external_node_path_default().resolve(options.output ?? options.source);
    const newest = new Map();
    let urls = 0;
    const children = (files.children ?? []).map((child) => ({
        file: childTarget(child.file, options),
        write: async (temp) => {
            const summary = await rewriteInto(temp, child.file, pageEdit(child.file), options);
            newest.set(child.loc, summary.newest);
            urls += summary.kept;
        }
    }));
    const top = {
        file: output,
        write: async (temp) => {
            if (files.children === undefined) {
                urls += (await rewriteInto(temp, files.file, pageEdit(files.file), options)).kept;
                return;
            }
            await rewriteInto(temp, files.file, (loc) => {
                const date = newest.get(loc);
                return date === undefined ? undefined : { lastmod: (0,dates/* formatLastmod */.o4)(date, engine.lastmodFormat) };
            }, options);
        }
    };
    await (0,promises_.mkdir)(external_node_path_default().dirname(output), { recursive: true });
    await (0,atomic/* replaceFiles */.sk)([...children, top]);
    const written = [top.file, ...children.map((c) => c.file)];
    // The public URLs of the files served from the site (what a CDN purge clears).
    const fileUrls = written.flatMap((file) => {
        const rel = external_node_path_default().relative(external_node_path_default().resolve(engine.siteDir), file);
        return rel.startsWith('..') || external_node_path_default().isAbsolute(rel) ? [] : [siteUrl.href + rel.split((external_node_path_default()).sep).map(encodeURIComponent).join('/')];
    });
    run.report.sitemap = { files: written, urls, fileUrls };
    run.report.sitemapSource = { source: options.source, dated: datedEntries, excluded, excludedEntries: options.excluded };
    if (excluded.length > 0) {
        const list = excluded.slice(0, 5).map((e) => `${e.url} (${e.reason})`).join(', ');
        log.warning(`${options.flag('sitemap-source')}: ${excluded.length} entr${excluded.length === 1 ? 'y names a page' : 'ies name pages'} left out of the sitemap (noindex, canonical elsewhere, redirect…), ` +
            `${options.excluded === 'drop' ? 'dropped' : 'kept'} (${options.flag('sitemap-source-excluded')} ${options.excluded}): ${list}${excluded.length > 5 ? ` and ${excluded.length - 5} more` : ''}`);
    }
    return run.report.sitemap.files;
}

;// CONCATENATED MODULE: ./src/adapters/site-run.ts
// The one pipeline of a run over a site, as the CLI (a run, a shard, lastmod merge) and the
// action's update and check modes all do it: read the previous state → collect the pages on the
// thread pool (or read the shards' partial results) → plan → guards → write this run's dates into
// the built site → write the sitemap, the state, the page cache and the report. A shard stops after
// the pages, with its partial result. Where the state comes from and what is said about the
// result (job summary, PR comment, stdout) stays with each caller.













const asItIs = (_name, fn) => fn();
/** Runs the pipeline over the site with `options`, writing what `io.write` asks for. */
async function runSite(given, io) {
    const { log, write } = io;
    const stage = io.stage ?? asItIs;
    // A source the rewrite could not read must stop the run before it writes anything.
    const sitemapSource = given.sitemapSource === undefined ? undefined : { ...given.sitemapSource, ...(io.paths === undefined ? {} : { paths: io.paths }) };
    const source = sitemapSource === undefined ? undefined : await inspectSitemapSource(sitemapSource, given.siteDir, given.siteUrl);
    // The pages are hashed and their dates rewritten on the same threads; the run owns them.
    const threads = new pool/* ThreadPool */.pX();
    let cacheLock;
    try {
        let run;
        let sitemapTargets;
        let restored;
        let options;
        try {
            restored = await io.restore();
            options = io.lockedClock === undefined ? given : { ...given, now: io.lockedClock() };
            const { previous, seedLastmod } = restored;
            // The engine reads the page cache and it is rewritten below: one run at a time. Taken after
            // the state (whose lock a restore may take), always in that order.
            const cacheFile = write.pageCache ? options.cacheFile : undefined;
            if (cacheFile !== undefined)
                cacheLock = await (0,lock/* acquireLock */.IZ)(cacheFile, { what: `page cache ${cacheFile}`, log, wait: options.lockWait, waitName: io.flag('lock-wait') });
            const partials = io.partials;
            const pagesAvailable = partials === undefined || (partials.buildAvailable && (0,external_node_fs_.existsSync)(options.siteDir));
            const plan = { previous, log, pagesAvailable, ...(seedLastmod === undefined ? {} : { seedLastmod }), ...(io.limits === undefined ? {} : { limits: io.limits }) };
            const hashed = await stage('Hash pages', async () => {
                const collected = partials === undefined ? await (0,engine/* collectPages */.VV)(options, previous, log, threads, io.progress === undefined ? undefined : (0,progress/* createProgress */.mf)('Hashing pages', io.progress)) : await (0,merge/* readPartials */.JD)(partials.files, options, previous);
                return options.shard === undefined ? { collected, run: await (0,engine/* planSite */.hY)(collected, options, plan) } : { collected };
            });
            if (hashed.run === undefined) {
                const partial = (0,merge/* shardPartial */.Ij)(hashed.collected, options, previous);
                await writeShard(partial, hashed.collected, io);
                return { kind: 'shard', partial, restored };
            }
            run = hashed.run;
            checkRemovals(previous, run.report, { allowMassRemoval: options.allowMassRemoval, include: options.include, exclude: options.exclude, flag: io.flag });
            // A sitemap file that would replace one of the generator's stops the run before anything is written.
            sitemapTargets = write.sitemap && source === undefined ? await (0,engine/* checkSitemapFiles */.b1)(run, options, io.flag) : undefined;
            if (sitemapTargets?.replaced !== undefined)
                log.info(replacedLine(sitemapTargets.replaced, io.flag));
            // Before anything is deployed: the pages, headers and robots.txt take this run's dates. The
            // shards' partial results carry no built pages to date.
            if (partials === undefined) {
                const dated = run;
                await stage('Write dates into the built site', () => applyPageDates(dated, write.pageDates ? options : { ...options, dryRun: true }, log, threads));
            }
        }
        finally {
            await threads.close();
        }
        await writeResults(run, options, io, source, sitemapTargets, sitemapSource);
        return { kind: 'planned', run, restored };
    }
    finally {
        await cacheLock?.release();
    }
}
/** The one line that says which sitemap the run replaces, what it held, and how to keep it instead. */
function replacedLine(replaced, flag) {
    const { root, entries, lastmods } = replaced;
    const dated = lastmods === 0 ? 'none' : lastmods === entries ? 'all' : `${lastmods}`;
    const held = root === undefined
        ? 'a file that is not a sitemap'
        : `a sitemap lastmod did not write: ${root === 'sitemapindex' ? `an index of ${entries} sitemap(s)` : `${entries} URL(s)`}, ${dated} with a lastmod`;
    // As the user would give it: relative to the working folder (the action's workspace) when inside it.
    const relative = external_node_path_default().relative(process.cwd(), replaced.file);
    const file = relative === '' || relative.startsWith('..') || external_node_path_default().isAbsolute(relative) ? replaced.file : relative;
    const keep = root === undefined ? '' : `; to keep it and set only its lastmods from the state, give ${flag('sitemap-source')} ${file}`;
    return `Sitemap: replacing ${file}, ${held}${keep}`;
}
/** What a shard writes: its partial result, and the page cache. */
async function writeShard(partial, collected, io) {
    if (io.write.partial === undefined)
        throw new Error('a shard writes a partial result: io.write.partial is missing');
    await (0,atomic/* writeFileAtomic */.Zf)(io.write.partial, (0,merge/* serializePartial */.GF)(partial));
    if (io.write.pageCache && collected.pageCache !== undefined)
        await (0,page_cache_file/* writePageCache */.V)(collected.pageCache, collected.results);
}
/** What a run writes once its pages are planned, in that order. */
async function writeResults(run, options, io, source, sitemapTargets, sitemapSource) {
    const { log, write } = io;
    const stage = io.stage ?? asItIs;
    if (write.sitemap) {
        // Sitemap before state: if writing the sitemap fails, the next run recomputes the same dates.
        await stage('Write sitemap', async () => {
            const files = sitemapSource !== undefined && source !== undefined
                ? await rewriteSitemapSource(run, source, sitemapSource, options, log)
                : await (0,engine/* writeSitemapFiles */.Wh)(sitemapTargets ?? (await (0,engine/* checkSitemapFiles */.b1)(run, options, io.flag)));
            if (io.logWrites)
                for (const file of files)
                    log.info(`Wrote ${file}`);
        });
    }
    if (write.state !== undefined) {
        // A state whose every record is the one read from this file is that file's content: it is left
        // as it is (on 100,000 unchanged pages, ~0.1 s of the main thread alone at the end of a run).
        if (write.state.readFromIt && run.stateUnchanged)
            log.info(`State: no record changed; ${write.state.file} left as it was`);
        else
            await (0,state_file/* writeStateFile */.VP)(write.state.file, run.state, io.limits?.statePages);
    }
    const pageCache = run.pageCache;
    if (write.pageCache && pageCache !== undefined) {
        if (await (0,page_cache_file/* writePageCache */.V)(pageCache.use, pageCache.results)) {
            if (io.logWrites)
                log.info(`Wrote the page cache ${pageCache.use.file}`);
        }
        else
            log.info(`Page cache: every entry met again; ${pageCache.use.file} left as it was`);
    }
    if (write.report !== undefined)
        await (0,atomic/* writeFileAtomic */.Zf)(write.report, JSON.stringify(run.report, null, 2) + '\n');
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

/***/ 30969:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   i: () => (/* binding */ decodeHtml)
/* harmony export */ });
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4573);
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_buffer__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(57975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_1__);
// Page bytes → text, the way a browser picks the encoding of a file it has no HTTP header for:
// a byte order mark, else a `<meta charset>` / `http-equiv=content-type` in the first 1024 bytes,
// else UTF-8 (browsers would guess windows-1252; static site generators write UTF-8).


const PRESCAN_BYTES = 1024;
/** What a decoder puts for bytes that are not UTF-8. */
const REPLACEMENT = '\ufffd';
const decoders = new Map();
function decoder(label, fatal) {
    const key = (fatal ? '!' : '') + label;
    let found = decoders.get(key);
    if (found === undefined) {
        found = new node_util__WEBPACK_IMPORTED_MODULE_1__.TextDecoder(label, { fatal });
        decoders.set(key, found);
    }
    return found;
}
/** Decode page bytes as a browser would. */
function decodeHtml(bytes) {
    const fromBom = bomEncoding(bytes);
    let encoding = fromBom ?? 'utf-8';
    let warning;
    if (fromBom === undefined) {
        const declared = prescanCharset(bytes);
        if (declared !== undefined) {
            const resolved = resolveLabel(declared);
            if (resolved === undefined) {
                warning = `unknown charset "${declared}" declared in the page; decoded as UTF-8`;
            }
            else {
                // A page cannot declare itself UTF-16 in a meta: it would not be readable as ASCII.
                encoding = resolved.startsWith('utf-16') ? 'utf-8' : resolved;
            }
        }
    }
    // V8's own decoding gives TextDecoder's text, faster. Invalid bytes would have become U+FFFD:
    // only a text with one needs a second pass (the page may hold the character itself).
    if (encoding === 'utf-8' && fromBom === undefined) {
        const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
        if (!text.includes(REPLACEMENT) || (0,node_buffer__WEBPACK_IMPORTED_MODULE_0__.isUtf8)(bytes))
            return withWarning(text, true, warning);
    }
    try {
        return withWarning(decoder(encoding, true).decode(bytes), encoding === 'utf-8', warning);
    }
    catch {
        const text = decoder(encoding, false).decode(bytes);
        const invalid = `invalid ${encoding === 'utf-8' ? 'UTF-8' : encoding} byte sequences replaced with U+FFFD`;
        return withWarning(text, false, warning === undefined ? invalid : `${warning}; ${invalid}`);
    }
}
function withWarning(text, utf8, warning) {
    return warning === undefined ? { text, utf8 } : { text, utf8, warning };
}
function bomEncoding(bytes) {
    if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
        return 'utf-8';
    if (bytes[0] === 0xfe && bytes[1] === 0xff)
        return 'utf-16be';
    if (bytes[0] === 0xff && bytes[1] === 0xfe)
        return 'utf-16le';
    return undefined;
}
/** The WHATWG name of a charset label, or undefined when TextDecoder does not know it. */
function resolveLabel(label) {
    if (label === 'x-user-defined')
        return 'windows-1252';
    try {
        return new node_util__WEBPACK_IMPORTED_MODULE_1__.TextDecoder(label).encoding;
    }
    catch {
        return undefined;
    }
}
const COMMENT = /<!--[\s\S]*?-->/g;
const META_TAG = /<meta(?=[\s/])[^>]*>?/gi;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"?|'([^']*)'?|([^\s>]*)))?/g;
const CHARSET_IN_CONTENT = /charset\s*=\s*(?:"([^"]*)|'([^']*)|([^\s;"']+))/i;
/**
 * A simplified form of the HTML "prescan a byte stream to determine its encoding": comments are
 * skipped, each `<meta>` in the first 1024 bytes is read for `charset`, or `http-equiv` +
 * `content=…charset=…`. Returns the declared label, trimmed and lower-cased.
 */
function prescanCharset(bytes) {
    const head = bytes.subarray(0, PRESCAN_BYTES);
    // windows-1252 maps each byte to one char: ASCII is kept whatever the real encoding.
    const raw = decoder('windows-1252', false).decode(head);
    const text = raw.replace(COMMENT, ' ');
    for (const match of text.matchAll(META_TAG)) {
        const label = metaCharset(match[0]);
        if (label !== undefined)
            return label;
    }
    return undefined;
}
/** The charset one `<meta …>` tag declares, trimmed and lower-cased, or undefined. */
function metaCharset(tag) {
    const attributes = new Map();
    for (const attribute of tag.slice(5).matchAll(ATTRIBUTE)) {
        const name = attribute[1]?.toLowerCase();
        if (name === undefined || attributes.has(name))
            continue;
        attributes.set(name, attribute[2] ?? attribute[3] ?? attribute[4] ?? '');
    }
    const charset = attributes.get('charset');
    if (charset !== undefined && charset.trim() !== '')
        return charset.trim().toLowerCase();
    const httpEquiv = attributes.get('http-equiv');
    const content = attributes.get('content');
    if (httpEquiv?.trim().toLowerCase() === 'content-type' && content !== undefined) {
        const inContent = CHARSET_IN_CONTENT.exec(content);
        const label = inContent?.[1] ?? inContent?.[2] ?? inContent?.[3];
        if (label !== undefined && label.trim() !== '')
            return label.trim().toLowerCase();
    }
    return undefined;
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

/***/ 31978:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ resolveAlternates),
/* harmony export */   r: () => (/* binding */ sitemapAlternates)
/* harmony export */ });
/* harmony import */ var _content_urls_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(54333);
/* harmony import */ var _own_copy_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4297);
/* harmony import */ var _urls_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(81221);
// hreflang alternates: the language versions a page names in its head, as the sitemap lists them.



/** The alternates with absolute http(s) hrefs, fragments and tracking parameters dropped; undefined when none is left. */
function resolveAlternates(alternates, pageUrl) {
    const out = [];
    for (const { hreflang, href } of alternates) {
        if (!URL.canParse(href, pageUrl.href))
            continue;
        const url = new URL(href, pageUrl);
        if (url.protocol !== 'http:' && url.protocol !== 'https:')
            continue;
        url.hash = '';
        // As the hash sees them (normalizeContentUrl): a tracking parameter does not make another page.
        for (const name of [...url.searchParams.keys()])
            if ((0,_content_urls_js__WEBPACK_IMPORTED_MODULE_0__/* .isTrackingParam */ .Th)(name))
                url.searchParams.delete(name);
        // The results outlive the page: no slice of it.
        out.push({ hreflang: (0,_own_copy_js__WEBPACK_IMPORTED_MODULE_1__/* .ownCopy */ .S)(hreflang), href: url.href });
    }
    return out.length === 0 ? undefined : out;
}
/**
 * What each page of the sitemap lists as its alternates: those it names that are pages of the
 * sitemap (by their `<loc>`), once each, sorted; undefined when they name no page but itself. An
 * alternate on another site or to an excluded page is dropped: each listed version must list the
 * others back, which only pages of the sitemap do.
 */
function sitemapAlternates(pages) {
    if (!pages.some((r) => r.included?.alternates !== undefined))
        return () => undefined;
    // Built only for a site that has alternates: a loc for each spelling of a page (scheme, `/a` or `/a/`).
    const locs = new Map();
    for (const r of pages)
        if (r.included)
            locs.set((0,_urls_js__WEBPACK_IMPORTED_MODULE_2__/* .pageIdentity */ .GI)(new URL(r.included.loc)), r.included.loc);
    return (page) => {
        const declared = page.included?.alternates;
        if (declared === undefined)
            return undefined;
        const own = page.included?.loc;
        const found = new Map();
        let others = false;
        for (const { hreflang, href } of declared) {
            const loc = locs.get((0,_urls_js__WEBPACK_IMPORTED_MODULE_2__/* .pageIdentity */ .GI)(new URL(href)));
            if (loc === undefined)
                continue;
            found.set(`${hreflang} ${loc}`, { hreflang, href: loc });
            if (loc !== own)
                others = true;
        }
        if (!others)
            return undefined;
        return [...found.values()].sort((a, b) => (a.hreflang < b.hreflang ? -1 : a.hreflang > b.hreflang ? 1 : a.href < b.href ? -1 : a.href > b.href ? 1 : 0));
    };
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

/***/ 56939:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $$: () => (/* binding */ bytesOf),
/* harmony export */   LY: () => (/* binding */ parsePageCache),
/* harmony export */   Nn: () => (/* binding */ pageCacheContext),
/* harmony export */   iC: () => (/* binding */ serializePageCache),
/* harmony export */   ox: () => (/* binding */ cachedPage),
/* harmony export */   xR: () => (/* binding */ entryServes),
/* harmony export */   zH: () => (/* binding */ storedPage)
/* harmony export */ });
/* unused harmony exports PAGE_CACHE_FORMAT, PAGE_CACHE_VERSION, BYTES_DIGEST_LENGTH */
/* harmony import */ var _shard_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(99499);
/* harmony import */ var _noise_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(11257);
// The page cache (--cache-file): what each page's processing gave for the bytes it was made from,
// so that a rerun over pages whose files have not changed skips their parse.
//
// A page's result (content hash, exclusion, sitemap <loc>, warnings, whether it may hold a date)
// is a function of its file's bytes and of the context: the lastmod version and normaliser, the
// site URL, the URL mapping, the selectors and robots.txt. An entry is a digest of those bytes
// and that result; the file names its context, and an entry is used only for the very same one.
// The fingerprint and the "why" are not kept: they come from the page's state record, which an
// entry serves only when it holds the entry's hash (the same hash is the same blocks, so the
// same fingerprint and nothing to explain; see describeHashed in plan.ts).
//
// The cache is never the truth: a missing, foreign or corrupt file only means every page is
// parsed, and it is then replaced. It lives apart from the state, whose records (and their git
// diff) it leaves as they are.
//
// The file, UTF-8, one line each:
//
//   lastmod-page-cache 1
//   "<context, as a JSON string>"
//   "<page file, as a JSON string>"<TAB><entry>
//   …
//
// An entry is, for most pages, one string: `u` (may hold no date: PageFacts.mayHoldDates was
// false) or `d`, the bytes digest, and the content hash. Any other entry (an excluded page, a
// <loc> that is not the page's URL, warnings, related lists or build stamps left out, hreflang alternates) is a JSON object of CachedPage's fields. One line
// a page, split where its newline and tab are and decoded field by field: 100,000 pages (13 MB)
// are read in 80 to 127 ms and keep 19 MB (one string of 94 characters a page, and its name);
// as one JSON object of [digest, hash] arrays they took 309 ms and kept 31 MB (node 20).


const PAGE_CACHE_FORMAT = 'lastmod-page-cache';
const PAGE_CACHE_VERSION = 1;
/** The context as one string: two runs may share entries only when theirs are equal. */
function pageCacheContext(context) {
    return JSON.stringify({
        protocol: context.protocol,
        siteUrl: context.siteUrl,
        cleanUrls: context.cleanUrls,
        hashing: context.hashing,
        robotsTxt: context.robotsTxt ?? null
    });
}
/** Length of a bytes digest: 16 bytes in base64url. */
const BYTES_DIGEST_LENGTH = 22;
const UNDATED = 'u';
const DATED = 'd';
/** Length of an entry's one-string form: flag, bytes digest, `sha256:` and 64 hex digits. */
const COMPACT_LENGTH = 1 + BYTES_DIGEST_LENGTH + 71;
const DIGEST = /^[A-Za-z0-9_-]{22}$/;
const HASH = /^sha256:[0-9a-f]{64}$/;
const REASONS = new Set(['noindex', 'robots-txt', 'canonical-elsewhere', 'redirect']);
/** An entry in the form the cache holds it. */
function storedPage(entry) {
    if (entry.hash === undefined || entry.loc !== undefined || entry.excluded !== undefined || (entry.warnings?.length ?? 0) > 0 || entry.leftOut !== undefined || entry.stamp !== undefined || entry.alternates !== undefined) {
        return entry;
    }
    return (entry.undated === true ? UNDATED : DATED) + entry.bytes + entry.hash;
}
/** The bytes digest an entry was made from. */
function bytesOf(stored) {
    return typeof stored === 'string' ? stored.slice(1, 1 + BYTES_DIGEST_LENGTH) : stored.bytes;
}
/** An entry with its fields, whichever form it is held in. */
function cachedPage(stored) {
    if (typeof stored !== 'string')
        return stored;
    const entry = { bytes: bytesOf(stored), hash: stored.slice(1 + BYTES_DIGEST_LENGTH) };
    if (stored[0] === UNDATED)
        entry.undated = true;
    return entry;
}
/**
 * Whether `entry` may stand for the page's processing, given its state record: an excluded page
 * needs nothing of the record; an included one needs a live record with the entry's hash and a
 * fingerprint, which then is the fingerprint of the page's blocks.
 */
function entryServes(stored, before) {
    if (typeof stored !== 'string' && stored.excluded !== undefined)
        return true;
    if (before === undefined || before.removedAt !== undefined || before.blocks === undefined)
        return false;
    if (typeof stored !== 'string')
        return before.hash === stored.hash;
    return stored.length === 1 + BYTES_DIGEST_LENGTH + before.hash.length && stored.endsWith(before.hash);
}
function isObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
function isStringList(value) {
    return Array.isArray(value) && value.every((item) => typeof item === 'string');
}
/** One entry in its object form, checked; undefined when it is not one this version writes. */
function parseEntry(value) {
    if (!isObject(value))
        return undefined;
    const { bytes, hash, loc, undated, excluded, warnings, leftOut, stamp, alternates, ...unknown } = value;
    if (Object.keys(unknown).length > 0)
        return undefined;
    if (typeof bytes !== 'string' || !DIGEST.test(bytes))
        return undefined;
    const entry = { bytes };
    if (hash !== undefined) {
        if (typeof hash !== 'string' || !HASH.test(hash))
            return undefined;
        entry.hash = hash;
    }
    if (loc !== undefined) {
        if (typeof loc !== 'string')
            return undefined;
        entry.loc = loc;
    }
    if (undated !== undefined) {
        if (undated !== true)
            return undefined;
        entry.undated = true;
    }
    if (excluded !== undefined) {
        if (!isObject(excluded) || typeof excluded.reason !== 'string' || !REASONS.has(excluded.reason))
            return undefined;
        if (excluded.detail !== undefined && typeof excluded.detail !== 'string')
            return undefined;
        const reason = excluded.reason;
        entry.excluded = excluded.detail === undefined ? { reason } : { reason, detail: excluded.detail };
    }
    if (warnings !== undefined) {
        if (!isStringList(warnings) || warnings.length === 0)
            return undefined;
        entry.warnings = warnings;
    }
    if (leftOut !== undefined) {
        if (!(0,_noise_js__WEBPACK_IMPORTED_MODULE_1__/* .isLeftOutList */ .qg)(leftOut))
            return undefined;
        entry.leftOut = leftOut;
    }
    if (stamp !== undefined) {
        if (typeof stamp !== 'string')
            return undefined;
        entry.stamp = stamp;
    }
    if (alternates !== undefined) {
        const checked = (0,_shard_js__WEBPACK_IMPORTED_MODULE_0__/* .parseAlternates */ .n_)(alternates);
        if (checked === undefined)
            return undefined;
        entry.alternates = checked;
    }
    // An included page has its hash, an excluded one none.
    if ((entry.hash === undefined) === (entry.excluded === undefined))
        return undefined;
    return entry;
}
/** A JSON value, or undefined when the text is not one. */
function parseJson(text) {
    try {
        return JSON.parse(text);
    }
    catch {
        return undefined;
    }
}
const NEWLINE = 0x0a;
const TAB = 0x09;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const BRACE = 0x7b;
const U = 0x75;
const D = 0x64;
/**
 * The entries of a cache file for `context`. A file of another format, version or context gives
 * none, with the reason (`problem`: why, in a few words). A line that is not one this version
 * writes is dropped alone, as is a last line cut short.
 */
function parsePageCache(data, context) {
    const pages = new Map();
    const none = (problem) => ({ cache: { context, pages }, problem });
    const buffer = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
    const headEnd = buffer.indexOf(NEWLINE);
    const head = buffer.toString('utf8', 0, headEnd < 0 ? Math.min(buffer.length, 64) : headEnd);
    const [format, version] = head.split(' ');
    if (format !== PAGE_CACHE_FORMAT)
        return none(`it is not a ${PAGE_CACHE_FORMAT} file`);
    if (version !== String(PAGE_CACHE_VERSION))
        return none(`it is version ${JSON.stringify(version ?? '')}; this lastmod reads version ${PAGE_CACHE_VERSION}`);
    const contextEnd = headEnd < 0 ? -1 : buffer.indexOf(NEWLINE, headEnd + 1);
    if (contextEnd < 0)
        return none('it is cut short');
    if (parseJson(buffer.toString('utf8', headEnd + 1, contextEnd)) !== context) {
        return none('it was made with another lastmod version, site URL, URL mapping, selectors or robots.txt');
    }
    // The next backslash at or after the line being read: searched for again only once passed.
    let backslash = -1;
    for (let at = contextEnd + 1; at < buffer.length;) {
        const end = buffer.indexOf(NEWLINE, at);
        if (end < 0)
            break;
        const line = at;
        at = end + 1;
        const tab = buffer.indexOf(TAB, line);
        if (tab < 0 || tab > end || buffer[line] !== QUOTE || buffer[tab - 1] !== QUOTE || tab - line < 2)
            continue;
        if (backslash < line) {
            backslash = buffer.indexOf(BACKSLASH, line);
            // None left: never searched for again (each search would run to the end of the file).
            if (backslash < 0)
                backslash = buffer.length;
        }
        let file;
        if (backslash < tab)
            file = parseJson(buffer.toString('utf8', line, tab));
        else
            file = buffer.toString('utf8', line + 1, tab - 1);
        if (typeof file !== 'string' || file === '')
            continue;
        if (buffer[tab + 1] === BRACE) {
            const entry = parseEntry(parseJson(buffer.toString('utf8', tab + 1, end)));
            if (entry !== undefined)
                pages.set(file, entry);
        }
        else if (end - tab - 1 === COMPACT_LENGTH && (buffer[tab + 1] === U || buffer[tab + 1] === D)) {
            // Its digest and hash need no test here: an entry serves only a page whose bytes digest
            // (made by the worker) and state hash (checked when the state was read) it equals, character
            // for character (entryServes), which no other text does.
            pages.set(file, buffer.toString('latin1', tab + 1, end));
        }
    }
    return { cache: { context, pages } };
}
/** Chunks of about this many characters: one write each. */
const CHUNK = 64 * 1024;
/** A cache file's text, in chunks: one line a page, in the order given (file order keeps it stable). */
function* serializePageCache(context, pages) {
    let chunk = `${PAGE_CACHE_FORMAT} ${PAGE_CACHE_VERSION}\n${JSON.stringify(context)}\n`;
    for (const [file, stored] of pages) {
        chunk += `${JSON.stringify(file)}\t${typeof stored === 'string' ? stored : JSON.stringify(objectForm(stored))}\n`;
        if (chunk.length >= CHUNK) {
            yield chunk;
            chunk = '';
        }
    }
    yield chunk;
}
/** An entry's object form, its fields in a fixed order. */
function objectForm(entry) {
    const out = { bytes: entry.bytes };
    if (entry.hash !== undefined)
        out.hash = entry.hash;
    if (entry.loc !== undefined)
        out.loc = entry.loc;
    if (entry.undated === true)
        out.undated = true;
    if (entry.excluded !== undefined)
        out.excluded = entry.excluded;
    if (entry.warnings !== undefined && entry.warnings.length > 0)
        out.warnings = entry.warnings;
    if (entry.leftOut !== undefined && entry.leftOut.length > 0)
        out.leftOut = entry.leftOut;
    if (entry.stamp !== undefined)
        out.stamp = entry.stamp;
    if (entry.alternates !== undefined)
        out.alternates = entry.alternates;
    return out;
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

/***/ 67458:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BO: () => (/* binding */ ROW_HEADER),
/* harmony export */   Br: () => (/* binding */ renderSummary),
/* harmony export */   J7: () => (/* binding */ countsLine),
/* harmony export */   RO: () => (/* binding */ rowsOf),
/* harmony export */   WF: () => (/* binding */ renderNotices),
/* harmony export */   k3: () => (/* binding */ sitemapCounts),
/* harmony export */   lx: () => (/* binding */ noticesOf),
/* harmony export */   re: () => (/* binding */ renderRow)
/* harmony export */ });
/* unused harmony exports describeChange, pageLabel, SUMMARY_BYTES */
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(16706);
/* harmony import */ var _noise_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(11257);


const KIND_LABEL = { new: 'new', changed: 'changed', revived: 'revived', removed: 'removed' };
function quote(text, max) {
    const shown = text === undefined ? '' : (0,_noise_js__WEBPACK_IMPORTED_MODULE_0__/* .blockText */ .dK)(text);
    return shown === '' ? '' : `“${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeInline */ .VV)(shown, max)}”`;
}
/** One short, escaped line saying what differs in a changed page. */
function describeChange(blocks, maxBlocks = 2, maxText = 80) {
    if (blocks.length === 0)
        return 'content changed (no earlier block fingerprint)';
    const parts = blocks.slice(0, maxBlocks).map((block) => {
        // A shared edit located in a page: where it is, and the words that changed.
        if (block.in !== undefined && block.new !== undefined) {
            const edit = block.old !== undefined && block.old !== '' ? (0,_noise_js__WEBPACK_IMPORTED_MODULE_0__/* .editText */ .i1)(block.old, block.new) : quote(block.new, maxText);
            return `changed text in ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeInline */ .VV)(block.in, 60)}: ${block.old !== undefined && block.old !== '' ? (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeInline */ .VV)(edit, 2 * maxText) : edit}`;
        }
        switch (block.kind) {
            case 'added':
                return `added ${quote(block.new, maxText) || 'a block'}`;
            case 'removed':
                return `removed ${quote(block.old, maxText) || 'a block'}`;
            case 'replaced':
                return block.old !== undefined && block.old !== ''
                    ? `${quote(block.old, maxText)} → ${quote(block.new, maxText) || '(empty)'}`
                    : `now ${quote(block.new, maxText) || '(empty)'}`;
            case 'reordered':
                return 'the same blocks, in another order';
            case 'unknown':
                return 'no new text the fingerprint can show: a block repeated, or an edit it cannot tell';
            default: {
                const never = block.kind;
                return String(never);
            }
        }
    });
    const rest = blocks.length - maxBlocks;
    return parts.join('; ') + (rest > 0 ? `; and ${rest} more block${rest === 1 ? '' : 's'}` : '');
}
/** Changed pages first (they are the ones a reviewer should look at), then new, then removed. */
function rowsOf(report) {
    const why = new Map(report.changes.map((change) => [change.url, change.blocks]));
    const revived = new Set(report.revived);
    const rows = [];
    for (const url of report.pages.changed) {
        rows.push({ kind: revived.has(url) ? 'revived' : 'changed', url, why: revived.has(url) ? 'back after removal' : describeChange(why.get(url) ?? []) });
    }
    for (const url of report.pages.new) {
        const first = report.firstBlock?.[url];
        rows.push({ kind: 'new', url, why: first === undefined ? 'new page' : `new page: ${quote(first, 80)}` });
    }
    // A page still built but left out of the sitemap now (noindex…) loses its record too: say which.
    const leftOut = new Map(report.excluded.map((page) => [page.url, page.reason]));
    for (const url of report.pages.removed) {
        const reason = leftOut.get(url);
        rows.push({ kind: 'removed', url, why: reason === undefined ? 'removed from the build' : `left out of the sitemap (${reason})` });
    }
    return rows;
}
/** Path relative to the site URL: shorter in a table, and the full URL stays the link target. */
function pageLabel(report, url) {
    const label = url.startsWith(report.siteUrl) ? '/' + url.slice(report.siteUrl.length) : url;
    let decoded = label;
    try {
        decoded = decodeURI(label);
    }
    catch {
        // keep the encoded form
    }
    return decoded;
}
/** A W3C datetime as the plan writes it needs no escaping; anything else is escaped. */
const DATE = /^[\d:.TZ+-]{10,35}$/;
/** `day`: the date alone, so that a check run later the same day gives the same comment body. */
function renderRow(report, row, day = false) {
    // A new or changed page is dated now unless the report says otherwise (a date seeded from a sitemap).
    const lastmod = row.kind === 'removed' ? undefined : (report.lastmod?.[row.url] ?? report.now);
    const shown = lastmod === undefined ? '—' : DATE.test(lastmod) ? (day ? lastmod.slice(0, 10) : lastmod) : (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeInline */ .VV)(lastmod, 40);
    return [(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .link */ .nf)(pageLabel(report, row.url), row.url), KIND_LABEL[row.kind], shown, row.why];
}
/** The header of the pages table, for renderRow's cells. */
const ROW_HEADER = ['Page', 'Change', 'Lastmod', 'Why'];
function countsLine(report) {
    const { pages } = report;
    // The words and the order of the run's line (renderText) and of lastmod explain.
    return `**${pages.new.length}** new · **${pages.changed.length}** changed · **${pages.removed.length}** removed · **${pages.unchanged.length}** unchanged · **${report.excluded.length}** excluded`;
}
/**
 * What a reviewer must see before the deploy: each site-wide edit (with its element and its text
 * before and after), that most pages changed when no shared edit says why, then the edits that
 * several changed pages share.
 */
function noticesOf(report) {
    const findings = report.noise ?? [];
    const notices = findings.filter((f) => f.siteWide).map((f) => ({ level: 'warning', title: 'lastmod: site-wide edit', text: (0,_noise_js__WEBPACK_IMPORTED_MODULE_0__/* .describeNoise */ .YI)(f) }));
    const changed = report.pages.changed.length;
    const total = changed + report.pages.unchanged.length;
    if (!report.rebaselined && total >= 4 && changed * 2 > total && notices.length === 0) {
        notices.push({
            level: 'warning',
            title: 'lastmod: most pages changed',
            text: `${changed} of ${total} pages changed, and no edit is the same on most of them. ` +
                'If this deploy did not change them all, `lastmod explain OLD_BUILD NEW_BUILD` shows what differs; mark what is not content data-lastmod-ignore or add an ignore selector.'
        });
    }
    for (const f of findings)
        if (!f.siteWide)
            notices.push({ level: 'note', title: 'lastmod: shared edit', text: (0,_noise_js__WEBPACK_IMPORTED_MODULE_0__/* .describeNoise */ .YI)(f) });
    return notices;
}
/** Notices as GitHub alert blocks, escaped. */
function renderNotices(report) {
    return noticesOf(report).flatMap((n) => ['', n.level === 'warning' ? '> [!WARNING]' : '> [!NOTE]', `> ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeInline */ .VV)(n.text, 600)}`]);
}
/** GitHub fails the upload of a step's summary above 1 MiB: the rows stop short of it, with room for the rest. */
const SUMMARY_BYTES = 1024 * 1024 - 64 * 1024;
const utf8Bytes = (text) => new TextEncoder().encode(text).length;
function renderSummary(input) {
    const { report } = input;
    const maxBytes = input.maxBytes ?? SUMMARY_BYTES;
    const out = [];
    out.push(input.mode === 'check' ? '## lastmod: dates this change would move' : '## lastmod: sitemap dates');
    out.push('');
    out.push(countsLine(report));
    out.push('');
    out.push(`- Site: ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .link */ .nf)(report.siteUrl, report.siteUrl)}`);
    out.push(`- Previous state: ${input.stateFound ? 'restored from' : 'none found in'} ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeInline */ .VV)(input.stateSource)}`);
    if (input.bootstrap) {
        out.push(`- Dates of ${input.bootstrap.seeded} new page(s) seeded from the deployed sitemap ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeInline */ .VV)(input.bootstrap.source)}`);
    }
    if (input.persistNote)
        out.push(`- New state: ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeInline */ .VV)(input.persistNote)}`);
    if (report.sitemap.files.length > 0)
        out.push(`- Sitemap: ${sitemapCounts(report)} in ${report.sitemap.files.length} file(s)`);
    if (report.excluded.length > 0)
        out.push(`- Left out of the sitemap: ${report.excluded.length} page(s) (noindex, redirects, canonical elsewhere, error pages, globs, too large to read)`);
    if (report.rebaselined)
        out.push('- The normaliser or hashing options changed: hashes were re-baselined and no date moved.');
    out.push(...renderNotices(report));
    for (const line of (0,_noise_js__WEBPACK_IMPORTED_MODULE_0__/* .describeLeftOut */ .l1)(report.leftOut ?? []))
        out.push('', (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeInline */ .VV)(line, 600));
    if (report.knownTheme !== undefined)
        out.push('', (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeInline */ .VV)((0,_noise_js__WEBPACK_IMPORTED_MODULE_0__/* .describeKnownTheme */ .C_)(report.knownTheme), 600));
    if (report.buildStamps !== undefined)
        out.push('', (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeInline */ .VV)((0,_noise_js__WEBPACK_IMPORTED_MODULE_0__/* .describeBuildStamps */ .s$)(report.buildStamps), 600));
    const rows = rowsOf(report);
    if (rows.length > 0) {
        out.push('');
        // Every row that fits: the summary is what a reviewer can still open after the job.
        const [header, separator, ...lines] = (0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .table */ .tp)(ROW_HEADER, rows.map((row) => renderRow(report, row))).split('\n');
        let bytes = utf8Bytes(out.join('\n')) + utf8Bytes(`${header}\n${separator}\n`) + 2 * 1024;
        let shown = 0;
        for (const line of lines) {
            bytes += utf8Bytes(line) + 1;
            if (bytes > maxBytes)
                break;
            shown++;
        }
        out.push([header, separator, ...lines.slice(0, shown)].join('\n'));
        if (shown < rows.length) {
            out.push('', `…and ${rows.length - shown} more page(s) not listed here: a job summary holds at most 1 MiB. Every page is in the run's report JSON (the output report).`);
        }
    }
    else {
        out.push('', 'No page changed its date.');
    }
    if (report.warnings.length > 0) {
        out.push('', `<details><summary>${report.warnings.length} warning(s)</summary>`, '');
        for (const warning of report.warnings.slice(0, 50)) {
            out.push(`- ${warning.file !== undefined ? `${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeInline */ .VV)(warning.file, 100)}: ` : ''}${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeInline */ .VV)(warning.message, 200)}`);
        }
        out.push('', '</details>');
    }
    return out.join('\n') + '\n';
}
/**
 * What the sitemap holds, in the words of the run's line and of the job summary: its URLs, or in
 * rewrite mode the generator's entries, those dated from the state apart from those kept as they were.
 */
function sitemapCounts(report) {
    const { urls } = report.sitemap;
    const source = report.sitemapSource;
    if (source === undefined)
        return `${urls} URLs`;
    const dropped = source.excludedEntries === 'drop' && source.excluded.length > 0 ? `, ${source.excluded.length} dropped (pages left out of the sitemap)` : '';
    return `${urls} entries (${source.dated} dated from the state, ${urls - source.dated} kept as the generator wrote them${dropped})`;
}


/***/ }),

/***/ 88557:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FK: () => (/* binding */ buildReport),
/* harmony export */   RJ: () => (/* binding */ jsonArrayWithin),
/* harmony export */   S5: () => (/* binding */ renderText)
/* harmony export */ });
/* harmony import */ var _render_summary_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(67458);
/* harmony import */ var _printable_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(58080);
/* harmony import */ var _urls_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(81221);



function buildReport(input) {
    const url = (path) => (0,_urls_js__WEBPACK_IMPORTED_MODULE_2__/* .absoluteUrl */ .rf)(input.siteUrl, path);
    const pages = { new: [], changed: [], removed: [], unchanged: [] };
    const revived = [];
    for (const outcome of input.plan.outcomes) {
        switch (outcome.kind) {
            case 'new':
                pages.new.push(url(outcome.path));
                break;
            case 'changed':
                pages.changed.push(url(outcome.path));
                if (outcome.revived)
                    revived.push(url(outcome.path));
                break;
            case 'unchanged':
                pages.unchanged.push(url(outcome.path));
                break;
            case 'removed':
                pages.removed.push(url(outcome.path));
                break;
            default: {
                const never = outcome;
                throw new Error(`unknown outcome ${JSON.stringify(never)}`);
            }
        }
    }
    const changes = [...input.plan.why.entries()].map(([path, blocks]) => ({ url: url(path), blocks }));
    // Only the dates that are not `now`: on a first run of a large site, one entry a page was 18 MB.
    const lastmod = {};
    for (const outcome of input.plan.outcomes) {
        const record = input.plan.state.pages[outcome.path];
        const date = record?.updatedAt ?? record?.publishedAt;
        if ((outcome.kind === 'new' || outcome.kind === 'changed') && date !== undefined && date !== input.now)
            lastmod[url(outcome.path)] = date;
    }
    const firstBlock = Object.fromEntries([...input.plan.first].map(([path, text]) => [url(path), text]));
    return {
        version: 1,
        siteUrl: input.siteUrl.href,
        now: input.now,
        dryRun: input.dryRun,
        rebaselined: input.plan.rebaselined,
        pages,
        revived,
        excluded: input.excluded,
        changes,
        lastmod,
        firstBlock,
        warnings: input.warnings,
        sitemap: input.sitemap
    };
}
const LIST_LIMIT = 50;
function list(title, urls, lines) {
    if (urls.length === 0)
        return;
    lines.push(`${title}:`);
    for (const u of urls.slice(0, LIST_LIMIT))
        lines.push(`  ${(0,_printable_js__WEBPACK_IMPORTED_MODULE_1__/* .shown */ .S)(u)}`);
    if (urls.length > LIST_LIMIT)
        lines.push(`  … and ${urls.length - LIST_LIMIT} more`);
}
/** The human summary on stdout; every value in it passes through shown(), so each line stays one line. */
function renderText(report) {
    const p = report.pages;
    const lines = [
        `${p.new.length} new, ${p.changed.length} changed, ${p.removed.length} removed, ${p.unchanged.length} unchanged, ${report.excluded.length} excluded${report.dryRun ? ' (dry run: nothing written)' : ''}`
    ];
    if (report.rebaselined) {
        lines.push('Hashing changed since the state was written (new normaliser or selectors): hashes re-baselined, no date moved.');
    }
    for (const notice of (0,_render_summary_js__WEBPACK_IMPORTED_MODULE_0__/* .noticesOf */ .lx)(report))
        lines.push(`${notice.level === 'warning' ? 'Warning' : 'Note'}: ${(0,_printable_js__WEBPACK_IMPORTED_MODULE_1__/* .shown */ .S)(notice.text)}`);
    list('New', p.new, lines);
    if (p.changed.length > 0) {
        lines.push('Changed:');
        const why = new Map(report.changes.map((c) => [c.url, c.blocks]));
        for (const u of p.changed.slice(0, LIST_LIMIT)) {
            const revived = report.revived.includes(u) ? ' (revived)' : '';
            lines.push(`  ${(0,_printable_js__WEBPACK_IMPORTED_MODULE_1__/* .shown */ .S)(u)}${revived}`);
            for (const b of why.get(u) ?? []) {
                if (b.in !== undefined)
                    lines.push(`    in ${(0,_printable_js__WEBPACK_IMPORTED_MODULE_1__/* .shown */ .S)(b.in)}:`);
                if (b.old !== undefined)
                    lines.push(`    - ${(0,_printable_js__WEBPACK_IMPORTED_MODULE_1__/* .shown */ .S)(b.old)}`);
                if (b.new !== undefined)
                    lines.push(`    + ${(0,_printable_js__WEBPACK_IMPORTED_MODULE_1__/* .shown */ .S)(b.new)}`);
                if (b.old === undefined && b.new === undefined)
                    lines.push(`    (${b.kind} content)`);
            }
        }
        if (p.changed.length > LIST_LIMIT)
            lines.push(`  … and ${p.changed.length - LIST_LIMIT} more`);
    }
    list('Removed', p.removed, lines);
    if (report.excluded.length > 0) {
        lines.push('Excluded:');
        for (const e of report.excluded.slice(0, LIST_LIMIT)) {
            lines.push(`  ${(0,_printable_js__WEBPACK_IMPORTED_MODULE_1__/* .shown */ .S)(e.url)} (${e.reason}${e.detail ? `: ${(0,_printable_js__WEBPACK_IMPORTED_MODULE_1__/* .shown */ .S)(e.detail)}` : ''})`);
        }
        if (report.excluded.length > LIST_LIMIT)
            lines.push(`  … and ${report.excluded.length - LIST_LIMIT} more`);
    }
    if (report.sitemap.files.length > 0) {
        lines.push(`Sitemap: ${(0,_render_summary_js__WEBPACK_IMPORTED_MODULE_0__/* .sitemapCounts */ .k3)(report)} in ${report.sitemap.files.map(_printable_js__WEBPACK_IMPORTED_MODULE_1__/* .shown */ .S).join(', ')}`);
    }
    return lines.join('\n') + '\n';
}
const utf8 = new TextEncoder();
/**
 * The JSON array of the longest prefix of `items` that fits in `maxBytes` of UTF-8 (an action
 * output: GitHub keeps at most 1 MB of a job's outputs), and how many items were left out.
 */
function jsonArrayWithin(items, maxBytes) {
    let bytes = 2;
    let kept = 0;
    for (; kept < items.length; kept++) {
        bytes += utf8.encode(JSON.stringify(items[kept])).length + (kept > 0 ? 1 : 0);
        if (bytes > maxBytes)
            break;
    }
    return { json: JSON.stringify(items.slice(0, kept)), omitted: items.length - kept };
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

/***/ 99499:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GF: () => (/* binding */ serializePartial),
/* harmony export */   GM: () => (/* binding */ PartialError),
/* harmony export */   IS: () => (/* binding */ shardOf),
/* harmony export */   Ox: () => (/* binding */ stateDigest),
/* harmony export */   PW: () => (/* binding */ buildDigest),
/* harmony export */   Sk: () => (/* binding */ combinePartials),
/* harmony export */   _o: () => (/* binding */ PARTIAL_FORMAT),
/* harmony export */   bZ: () => (/* binding */ PARTIAL_VERSION),
/* harmony export */   hq: () => (/* binding */ parsePartial),
/* harmony export */   n_: () => (/* binding */ parseAlternates),
/* harmony export */   uK: () => (/* binding */ parseShard),
/* harmony export */   ve: () => (/* binding */ isSiteUrl)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _explain_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2260);
/* harmony import */ var _noise_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(11257);
/* harmony import */ var _urls_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(81221);
// Sharding a site over several machines: which shard a page belongs to, and the partial result a
// shard hands to the merge job.
//
// A page belongs to shard `1 + (first 48 bits of SHA-256(state key)) mod n`: stable across runs,
// machines and page order, so every shard of a matrix agrees without talking to the others, and
// a page stays in its shard from build to build.




/** Shards beyond this are surely a typo (each one is a job). */
const MAX_SHARDS = 1024;
/** Parses `i/n` (1 <= i <= n). */
function parseShard(text, flag = '--shard') {
    const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
    const index = Number(match?.[1]);
    const count = Number(match?.[2]);
    if (match === null || !(count >= 1 && count <= MAX_SHARDS) || !(index >= 1 && index <= count)) {
        throw new _urls_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz(`${flag} must be i/n with 1 <= i <= n <= ${MAX_SHARDS}, e.g. 2/4; got '${text}'`);
    }
    return { index, count };
}
/** The shard (1..count) of a state key. */
function shardOf(key, count) {
    if (count === 1)
        return 1;
    const digest = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(key, 'utf8').digest();
    return 1 + (digest.readUIntBE(0, 6) % count);
}
// ---------------------------------------------------------------------------------------------
// The partial result of one shard
const PARTIAL_FORMAT = 'lastmod-partial';
const PARTIAL_VERSION = 3;
/** A partial file that cannot be merged. */
class PartialError extends _urls_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .dz {
    name = 'PartialError';
}
function isObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
const HASH = /^sha256:[0-9a-f]{64}$/;
const REASONS = new Set(['error-page', 'noindex', 'robots-txt', 'canonical-elsewhere', 'redirect', 'glob', 'too-large']);
const CHANGE_KINDS = new Set(['added', 'removed', 'replaced', 'reordered', 'unknown']);
function isStringArray(value) {
    return Array.isArray(value) && value.every((v) => typeof v === 'string');
}
function parseWhy(value) {
    if (!Array.isArray(value))
        return undefined;
    const out = [];
    for (const item of value) {
        if (!isObject(item) || typeof item.kind !== 'string' || !CHANGE_KINDS.has(item.kind))
            return undefined;
        const change = { kind: item.kind };
        if (item.old !== undefined) {
            if (typeof item.old !== 'string')
                return undefined;
            change.old = item.old;
        }
        if (item.new !== undefined) {
            if (typeof item.new !== 'string')
                return undefined;
            change.new = item.new;
        }
        out.push(change);
    }
    return out;
}
/** A non-empty list of {hreflang, href} strings, checked; undefined when it is not one. */
function parseAlternates(value) {
    if (!Array.isArray(value) || value.length === 0)
        return undefined;
    const out = [];
    for (const item of value) {
        if (!isObject(item) || typeof item.hreflang !== 'string' || typeof item.href !== 'string')
            return undefined;
        out.push({ hreflang: item.hreflang, href: item.href });
    }
    return out;
}
/**
 * Whether `text` is an http(s) URL on the site's host, below its base path (or the base path
 * without its trailing slash, which names the same page). The scheme may differ: an alternate
 * on http names the same page as on https (pageIdentity).
 */
function isSiteUrl(text, site) {
    if (!URL.canParse(text))
        return false;
    const url = new URL(text);
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username !== '' || url.password !== '' || url.host !== site.host)
        return false;
    // Decoded, as pageIdentity compares paths: a canonical may spell the base path `/%64ocs/`.
    const pathname = decoded(url.pathname);
    const base = decoded(site.pathname);
    return pathname.startsWith(base) || `${pathname}/` === base;
}
function decoded(pathname) {
    try {
        return decodeURI(pathname);
    }
    catch {
        return pathname;
    }
}
/**
 * A page's file as the site walk names it (adapters/discover.ts): relative, `/`-separated, no
 * empty, `.` or `..` part nor a hidden one (the walk skips them), by either separator, no NUL,
 * no drive letter, an `.html` name.
 */
function isPageFile(file) {
    return file.endsWith('.html') && !file.includes('\0') && !/^[A-Za-z]:/.test(file) && file.split(/[/\\]/).every((part) => part !== '' && !part.startsWith('.'));
}
function parsePage(value, where, site) {
    const bad = (what) => {
        throw new PartialError(`${where}: ${what}`);
    };
    // A URL goes into the sitemap, a file is read from the site: both must stay in it.
    const siteUrl = (field, url) => (isSiteUrl(url, site) ? url : bad(`${field} ${JSON.stringify(url)} must be an http(s) URL under ${site.href}`));
    if (!isObject(value))
        return bad('expected an object');
    const { file, path, included, excluded, warnings, leftOut, buildStamp } = value;
    if (typeof file !== 'string' || typeof path !== 'string')
        return bad('file and path must be strings');
    if (!isPageFile(file))
        return bad(`file ${JSON.stringify(file)} must be the relative path of an .html file inside the site`);
    if (path !== (0,_urls_js__WEBPACK_IMPORTED_MODULE_3__/* .filePathToUrlPath */ .to)(file, false) && path !== (0,_urls_js__WEBPACK_IMPORTED_MODULE_3__/* .filePathToUrlPath */ .to)(file, true))
        return bad(`path ${JSON.stringify(path)} must be the state key of ${JSON.stringify(file)}`);
    if (!isStringArray(warnings))
        return bad('warnings must be a list of strings');
    const page = { file, path, warnings };
    if (leftOut !== undefined) {
        if (!(0,_noise_js__WEBPACK_IMPORTED_MODULE_2__/* .isLeftOutList */ .qg)(leftOut))
            return bad('leftOut must be a non-empty list of "<rule>:<selector>" strings');
        page.leftOut = leftOut;
    }
    if (buildStamp !== undefined) {
        if (typeof buildStamp !== 'string')
            return bad('buildStamp must be a string');
        page.buildStamp = buildStamp;
    }
    if (included !== undefined) {
        if (!isObject(included) || typeof included.loc !== 'string' || !isObject(included.page))
            return bad('included must be {loc, page}');
        const built = included.page;
        if (built.path !== path || typeof built.hash !== 'string' || !HASH.test(built.hash) || typeof built.fingerprint !== 'string') {
            return bad('included.page must be {path, hash, fingerprint}');
        }
        // It becomes the state's `blocks`, which the next run checks the same way.
        if (!(0,_explain_js__WEBPACK_IMPORTED_MODULE_1__/* .isFingerprint */ .Zv)(built.fingerprint))
            return bad('included.page.fingerprint must be a block fingerprint (<count>.<base64url>)');
        const described = { path, hash: built.hash, fingerprint: built.fingerprint };
        if (built.why !== undefined) {
            const why = parseWhy(built.why);
            if (why === undefined)
                return bad('included.page.why must be a list of block changes');
            described.why = why;
        }
        if (built.first !== undefined) {
            if (typeof built.first !== 'string')
                return bad('included.page.first must be a string');
            described.first = built.first;
        }
        if (built.kept !== undefined) {
            if (built.kept !== true)
                return bad('included.page.kept must be true');
            described.kept = true;
        }
        page.included = { loc: siteUrl('included.loc', included.loc), page: described };
        if (included.alternates !== undefined) {
            const alternates = parseAlternates(included.alternates);
            if (alternates === undefined)
                return bad('included.alternates must be a non-empty list of {hreflang, href}');
            alternates.forEach((a, i) => siteUrl(`included.alternates[${i}].href`, a.href));
            page.included.alternates = alternates;
        }
    }
    if (excluded !== undefined) {
        if (!isObject(excluded) ||
            typeof excluded.url !== 'string' ||
            excluded.file !== file ||
            typeof excluded.reason !== 'string' ||
            !REASONS.has(excluded.reason) ||
            (excluded.detail !== undefined && typeof excluded.detail !== 'string')) {
            return bad('excluded must be {url, file, reason[, detail]}');
        }
        const out = { url: siteUrl('excluded.url', excluded.url), file, reason: excluded.reason };
        if (typeof excluded.detail === 'string')
            out.detail = excluded.detail;
        page.excluded = out;
    }
    if ((page.included === undefined) === (page.excluded === undefined))
        return bad('a page is either included or excluded');
    return page;
}
/** Checks a partial file's text before anything trusts it. */
function parsePartial(text, source) {
    let data;
    try {
        data = JSON.parse(text);
    }
    catch (error) {
        throw new PartialError(`${source} is not valid JSON (corrupt or truncated?): ${error instanceof Error ? error.message : String(error)}`);
    }
    if (!isObject(data) || data.format !== PARTIAL_FORMAT) {
        throw new PartialError(`${source} is not a lastmod partial result (written by lastmod --shard i/n)`);
    }
    if (data.version !== PARTIAL_VERSION) {
        throw new PartialError(`${source}: unknown partial version ${JSON.stringify(data.version)}; this lastmod reads version ${PARTIAL_VERSION}`);
    }
    const { shard, siteUrl, hashing, contentSelectors, knownTheme, previousState, build, samples, pages } = data;
    if (!isObject(shard) || typeof shard.index !== 'number' || typeof shard.count !== 'number') {
        throw new PartialError(`${source}: "shard" must be {index, count}`);
    }
    const parsedShard = parseShard(`${shard.index}/${shard.count}`, `${source}: shard`);
    const site = siteOf(siteUrl);
    if (site === undefined)
        throw new PartialError(`${source}: "siteUrl" must be a site URL (http(s), ending in /)`);
    if (!isObject(hashing) || typeof hashing.normalizer !== 'number' || typeof hashing.options !== 'string') {
        throw new PartialError(`${source}: "hashing" must be {normalizer, options}`);
    }
    if (!isStringArray(contentSelectors))
        throw new PartialError(`${source}: "contentSelectors" must be a list of strings`);
    if (previousState !== null && (typeof previousState !== 'string' || !HASH.test(previousState))) {
        throw new PartialError(`${source}: "previousState" must be null or a sha256: digest`);
    }
    if (typeof build !== 'string' || !HASH.test(build))
        throw new PartialError(`${source}: "build" must be a sha256: digest of the build's pages`);
    if (!Array.isArray(pages))
        throw new PartialError(`${source}: "pages" must be a list`);
    if (!Array.isArray(samples) || !samples.every((s) => isObject(s) && typeof s.path === 'string' && typeof s.hashed === 'string')) {
        throw new PartialError(`${source}: "samples" must be a list of {path, hashed}`);
    }
    const parsedPages = pages.map((page, i) => parsePage(page, `${source}: pages[${i}]`, site));
    // A shard samples among its own included pages.
    const included = new Set(parsedPages.filter((p) => p.included !== undefined).map((p) => p.path));
    const stray = samples.findIndex((s) => !included.has(s.path));
    if (stray !== -1)
        throw new PartialError(`${source}: samples[${stray}].path ${JSON.stringify(samples[stray].path)} must be the state key of an included page of the partial`);
    const theme = knownTheme === undefined ? undefined : parseTheme(knownTheme);
    if (knownTheme !== undefined && theme === undefined)
        throw new PartialError(`${source}: "knownTheme" must be {name, generator, contentSelector, why}`);
    return {
        format: PARTIAL_FORMAT,
        version: PARTIAL_VERSION,
        shard: parsedShard,
        siteUrl: site.href,
        hashing: { normalizer: hashing.normalizer, options: hashing.options },
        contentSelectors,
        ...(theme === undefined ? {} : { knownTheme: theme }),
        previousState,
        build,
        samples: samples.map((s) => ({ path: s.path, hashed: s.hashed })),
        pages: parsedPages
    };
}
/** The site URL a partial names, when it is one as parseSiteUrl writes it. */
function siteOf(text) {
    if (typeof text !== 'string')
        return undefined;
    try {
        const site = (0,_urls_js__WEBPACK_IMPORTED_MODULE_3__/* .parseSiteUrl */ .A5)(text);
        return site.href === text ? site : undefined;
    }
    catch {
        return undefined;
    }
}
function parseTheme(value) {
    if (!isObject(value))
        return undefined;
    const { name, generator, contentSelector, why } = value;
    if (typeof name !== 'string' || typeof generator !== 'string' || typeof contentSelector !== 'string' || typeof why !== 'string')
        return undefined;
    return { name, generator, contentSelector, why };
}
/** One page per line: partial files stay diffable and can be written as a stream of lines. */
function serializePartial(partial) {
    const head = JSON.stringify({ ...partial, pages: [] }).slice(0, -3); // drop `[]}`
    const lines = partial.pages.map((page) => JSON.stringify(page));
    return `${head}[\n${lines.join(',\n')}\n]}\n`;
}
/**
 * Digest of a build's page list (each page's relative file path and size, in file order), so that
 * merge can tell that every shard read the same build.
 */
function buildDigest(pages) {
    const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256');
    for (const { file, size } of pages)
        hash.update(`${JSON.stringify(file)} ${size}\n`, 'utf8');
    return 'sha256:' + hash.digest('hex');
}
/** Digest of a serialised state, so merge can tell that every shard planned against the same one. */
function stateDigest(serialized) {
    return serialized === undefined ? null : 'sha256:' + (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(serialized, 'utf8').digest('hex');
}
/**
 * Checks that the partials are the n shards of one run (each index once, same site, build, hashing
 * and previous state) and returns their pages in the order an unsharded run lists them (by file).
 * `sources`: each partial's file, as errors name it.
 */
function combinePartials(partials, sources = partials.map((_, i) => `partial #${i + 1}`)) {
    const first = partials[0];
    if (first === undefined)
        throw new PartialError('merge needs the partial results of every shard');
    const count = first.shard.count;
    const seen = new Map();
    const other = partials.flatMap((p, i) => (p.build === first.build ? [] : [sources[i] ?? `partial #${i + 1}`]));
    if (other.length > 0) {
        const same = partials.flatMap((p, i) => (p.build === first.build ? [sources[i] ?? `partial #${i + 1}`] : []));
        throw new PartialError(`the partial results come from different builds (${same.join(', ')} read one, ${other.join(', ')} another): rerun every shard on one build`);
    }
    partials.forEach((p, i) => {
        const where = `${sources[i] ?? `partial #${i + 1}`} (shard ${p.shard.index}/${p.shard.count})`;
        if (p.shard.count !== count)
            throw new PartialError(`${where}: shard counts differ (${count} and ${p.shard.count})`);
        if (seen.has(p.shard.index))
            throw new PartialError(`${where}: shard ${p.shard.index} given twice`);
        seen.set(p.shard.index, i);
        if (p.siteUrl !== first.siteUrl)
            throw new PartialError(`${where}: site URL ${p.siteUrl} differs from ${first.siteUrl}`);
        if (p.hashing.normalizer !== first.hashing.normalizer || p.hashing.options !== first.hashing.options) {
            throw new PartialError(`${where}: hashed with other selectors or another lastmod version than shard ${first.shard.index}`);
        }
        if (p.previousState !== first.previousState) {
            throw new PartialError(`${where}: planned against another previous state than shard ${first.shard.index}; rerun all shards from one state`);
        }
    });
    const missing = [];
    for (let i = 1; i <= count; i++)
        if (!seen.has(i))
            missing.push(i);
    if (missing.length > 0) {
        throw new PartialError(`shard(s) ${missing.join(', ')} of ${count} missing: merging without them would mark their pages removed`);
    }
    const pages = [];
    for (const p of partials) {
        for (const page of p.pages) {
            if (shardOf(page.path, count) !== p.shard.index) {
                throw new PartialError(`shard ${p.shard.index}/${count} holds ${page.path}, which belongs to shard ${shardOf(page.path, count)}`);
            }
            pages.push(page);
        }
    }
    // discoverPages sorts file paths by UTF-16 code units; the sort is stable.
    pages.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
    for (let i = 1; i < pages.length; i++) {
        if (pages[i].file === pages[i - 1].file) {
            throw new PartialError(`page ${pages[i].file} appears in two shards`);
        }
    }
    return { pages, first };
}


/***/ }),

/***/ 311:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ VERSION)
/* harmony export */ });
// Kept in step with package.json by scripts/bundle.mjs (which fails when they differ).
const VERSION = '0.1.0';


/***/ })

};
