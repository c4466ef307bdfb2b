export const id = 135;
export const ids = [135];
export const modules = {

/***/ 71135:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: ./src/core/report.ts
var report = __webpack_require__(88557);
// EXTERNAL MODULE: ./src/core/crawl.ts
var crawl = __webpack_require__(97480);
// EXTERNAL MODULE: ./src/version.ts
var version = __webpack_require__(311);
// EXTERNAL MODULE: ./src/adapters/crawl.ts
var adapters_crawl = __webpack_require__(81903);
// EXTERNAL MODULE: ./src/core/urls.ts
var urls = __webpack_require__(81221);
// EXTERNAL MODULE: ./src/adapters/after-deploy.ts + 1 modules
var after_deploy = __webpack_require__(11934);
// EXTERNAL MODULE: ./src/adapters/bootstrap.ts
var adapters_bootstrap = __webpack_require__(9310);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(57975);
// EXTERNAL MODULE: ./src/core/dates.ts
var dates = __webpack_require__(80194);
// EXTERNAL MODULE: ./src/core/exclusions.ts
var exclusions = __webpack_require__(73598);
// EXTERNAL MODULE: ./src/core/indexnow.ts
var indexnow = __webpack_require__(97387);
// EXTERNAL MODULE: ./src/core/purge.ts
var purge = __webpack_require__(62648);
// EXTERNAL MODULE: ./src/core/shard.ts
var shard = __webpack_require__(99499);
// EXTERNAL MODULE: ./src/core/sitemap.ts
var sitemap = __webpack_require__(55856);
// EXTERNAL MODULE: ./src/adapters/defaults.ts
var defaults = __webpack_require__(74932);
// EXTERNAL MODULE: ./src/adapters/merge.ts
var merge = __webpack_require__(51520);
// EXTERNAL MODULE: ./src/adapters/options.ts
var options = __webpack_require__(55686);
// EXTERNAL MODULE: ./src/adapters/crawl-args.ts
var crawl_args = __webpack_require__(13233);
;// CONCATENATED MODULE: ./src/adapters/cli-args.ts
// Command-line flags → a typed config. Every flag is read here and nowhere else.













const USAGE = `Usage: lastmod --site-dir DIR --site-url URL --state-file FILE [options]

Dates every page of a built site by a hash of its main content and writes sitemap.xml
with lastmod = the last time that content really changed.

Required:
  --site-dir DIR            the built site folder
  --site-url URL            public URL of that folder, base path included (https://example.com/docs/)
  --state-file FILE         per-page state (hash, publishedAt, updatedAt); created on the first run

Options:
  --now ISO8601             the clock for this run, with a zone (default: the current time)
  --report FILE.json        write the JSON report (new, changed, removed, unchanged, excluded, why)
  --content-selector SEL    main content area: the first selector of the list that matches wins
                            (default: "${defaults/* DEFAULT_CONTENT_SELECTOR */.Iv}")
  --ignore-selector SEL     leave matching elements out of the hash; repeatable
  --bootstrap-sitemap PATH|URL
                            the deployed sitemap, whose lastmods date the pages new to the state
                            (a lost state does not re-date the site today); gzip and index allowed
  --no-related-links        keep lists of links that a theme names as related posts (class or id
                            such as related-posts, read-next); by default they are left out
  --no-build-stamps         keep short blocks that are mostly a time to the second (a build time
                            such as "Built 2026-12-04T21:20:41Z"); by default they are left out
  --no-landmarks            where the content area is the whole body, keep its header, footer,
                            nav and search landmarks; by default they are left out
  --no-page-metadata        keep the last-updated lines, git authors, edit links and previous/next
                            page links that known themes write; by default they are left out
  --no-generator-content    without --content-selector, keep the default list even where the home
                            page's generator meta names a theme whose content area is known
                            ([data-lastmod-ignore] is always ignored)
  --related-links, --build-stamps, --landmarks, --page-metadata, --generator-content
                            the defaults that the five flags above turn off (the inputs' names)
  --include GLOB            only pages whose file path (relative to --site-dir) matches; repeatable
  --exclude GLOB            leave out pages whose file path matches; repeatable
  --clean-urls              map a.html to /a instead of /a.html
  --sitemap PATH            where to write the sitemap (default: <site-dir>/sitemap.xml)
  --sitemap-source PATH     rewrite mode: set the lastmods of the generator's sitemap (or sitemap
                            index and its children) from the state, keeping its other entries and
                            extensions; written back in place, or to --sitemap
  --drop-changefreq-priority
                            with --sitemap-source, drop the entries' changefreq and priority
  --sitemap-source-excluded keep|drop
                            with --sitemap-source, keep or drop (default) the entries of pages the
                            run leaves out of the sitemap (noindex, canonical elsewhere…)
  --lastmod-format FORMAT   datetime (default; seconds and zone) or date (YYYY-MM-DD)
  --sitemap-gzip, --gzip    write the sitemap gzipped (sitemap.xml.gz)
  --sitemap-partition MODE  none (default) or section: an index at --sitemap over one child per
                            section (first folder of the URL path), sitemap-<section>.xml, the root
                            and top-level pages in sitemap-root.xml
  --sitemap-partition-depth N
                            folders that make a section (default 1: /docs/a/ is in docs)
  --sitemap-partition-min N sections of fewer URLs share sitemap-other.xml (default
                            ${sitemap/* DEFAULT_PARTITION_MIN */.U9}; 1 keeps every section apart)
  --dry-run                 compute and report; write nothing (no state, sitemap, page or header)
  --allow-mass-removal      let a run remove more than half of the pages the state knows (and more
                            than 5); without it such a run stops with exit 2 and writes nothing

Publishing the same dates (all from the state: lastmod = updatedAt, else publishedAt):
  --html-dates              write the dates into the built pages (default): JSON-LD dateModified
                            (and a missing datePublished), article:modified_time / og:updated_time
                            meta, [data-lastmod] elements (datetime and text, data-lastmod-format)
  --no-html-dates           leave the built pages as they are
  --mtime                   set each page file's modification time to its lastmod (for servers
                            that send Last-Modified from mtime; deploy with a checksum-based sync)
  --headers-file PATH       merge a Last-Modified rule per page into this Netlify / Cloudflare
                            Pages _headers file (usually <site-dir>/_headers), keeping its rules
  --robots-sitemap          add or correct the Sitemap: line in <site-dir>/robots.txt
  --indexnow-key KEY        after the run (not in a dry run), submit the new and changed URLs to
                            IndexNow; <site-dir>/KEY.txt must hold the key
  --indexnow-endpoint URL   IndexNow endpoint (default: ${indexnow/* DEFAULT_INDEXNOW_ENDPOINT */.tE})
  --indexnow-write-key      write <site-dir>/KEY.txt into the built site
  --cloudflare-zone ID      after the run (not in a dry run), purge the new and changed pages and
                            the sitemap files from this Cloudflare zone; the API token is read
                            from the CLOUDFLARE_API_TOKEN environment variable
  --cloudflare-endpoint URL Cloudflare API (default: ${purge/* DEFAULT_CLOUDFLARE_ENDPOINT */.iC})
  --purge-webhook URL       after the run (not in a dry run), POST those URLs to this webhook as
                            JSON {"siteUrl", "pages", "sitemaps"}

Scale:
  --jobs N                  threads that hash pages (default: every core on sites of 200+ pages)
  --cache-file FILE         remember each page's result with a digest of its file's bytes, so that
                            a later run parses only the pages whose files changed (kept apart from
                            the state; losing it only costs time; not written in a dry run)
  --shard I/N               hash only shard I of N (pages split by a stable hash of their URL path)
                            and write a partial result instead of state and sitemap; combine the N
                            partials with lastmod merge
  --partial FILE            where --shard writes it (default: <state-file>.shard-I-of-N.json)
  --max-page-size SIZE      pages larger than this are not read (default 50MB; at most 500MB): one
                            the state knows keeps its date, a new one is left out; both are warned
  --lock-wait SECONDS       how long to wait for another run's lock on --state-file or --cache-file
                            (default 600; 0: do not wait)
  --request-timeout SECONDS how long each request of the CDN purge and IndexNow may take (default 30)
  --help                    show this help
  --version                 show the version

Also: lastmod explain OLD_BUILD NEW_BUILD [PAGE]   (see lastmod explain --help)
      lastmod merge --state-file F --site-url URL --sitemap PATH PARTIAL...   (lastmod merge --help)
      lastmod audit SITEMAP   what a crawler would distrust in any sitemap (lastmod audit --help)
      lastmod verify --site-url URL --state-file F   the deployed site against the state (lastmod verify --help)

Two runs on one --state-file (or --cache-file) take turns through a lock file beside it
(FILE.lock): a run waits up to --lock-wait seconds (default 600) for the other to finish.

Exit status: 0 success, 2 bad input, unusable state file, or a lock another run held past the
wait (nothing written), 1 unexpected failure.
`;
const EXPLAIN_USAGE = `Usage: lastmod explain OLD_BUILD NEW_BUILD [PAGE] [options]

Compares two build folders page by page, with the same extraction as a run, and shows for each
changed page the blocks that differ (old and new), and the edits many pages share, with the
element that holds each and, for a template's part, the ignore selector that would remove it.
PAGE limits it to one page: a URL path (/docs/install/), an absolute URL, or a file path relative
to the build.

Options: --site-url URL (default https://example.com/; only affects how links are normalised),
--content-selector SEL, --ignore-selector SEL (repeatable), --clean-urls, the rules' switches
(--no-related-links, --no-build-stamps, --no-landmarks, --no-page-metadata, --no-generator-content),
--help
`;
const EXPLAIN_OPTIONS = {
    'site-url': { type: 'string' },
    'content-selector': { type: 'string' },
    'ignore-selector': { type: 'string', multiple: true },
    'no-related-links': { type: 'boolean' },
    'no-generator-content': { type: 'boolean' },
    'no-build-stamps': { type: 'boolean' },
    'no-landmarks': { type: 'boolean' },
    'no-page-metadata': { type: 'boolean' },
    'clean-urls': { type: 'boolean' },
    help: { type: 'boolean' }
};
function parseExplain(argv) {
    const parsed = parseStrict(argv, EXPLAIN_OPTIONS, 'lastmod explain', true);
    const { values, positionals } = parsed;
    if (values.help)
        return { kind: 'help', text: EXPLAIN_USAGE };
    if (positionals.length < 2 || positionals.length > 3) {
        throw new urls/* InputError */.dz(`lastmod explain needs OLD_BUILD and NEW_BUILD folders (and optionally PAGE); got ${positionals.length} argument(s)`);
    }
    const options = {
        oldDir: positionals[0],
        newDir: positionals[1],
        siteUrl: values['site-url'] ?? 'https://example.com/',
        contentSelector: values['content-selector'] ?? defaults/* DEFAULT_CONTENT_SELECTOR */.Iv,
        ignoreSelectors: values['ignore-selector'] ?? [],
        relatedLinks: values['no-related-links'] !== true,
        generatorContent: values['no-generator-content'] !== true,
        buildStamps: values['no-build-stamps'] !== true,
        landmarks: values['no-landmarks'] !== true,
        pageMetadata: values['no-page-metadata'] !== true,
        cleanUrls: values['clean-urls'] === true
    };
    if (positionals[2] !== undefined)
        options.page = positionals[2];
    return { kind: 'explain', options };
}
const MERGE_USAGE = `Usage: lastmod merge --state-file FILE --site-url URL --sitemap PATH [options] PARTIAL...

Combines the partial results of every shard (lastmod --shard I/N) into the state file and the
sitemap, exactly as one unsharded run would have written them. The state file must be the one the
shards ran against; every shard 1..N must be given once.

Options: --site-dir DIR (where the sitemap's folder sits in the site; default: the sitemap's
folder is the site root), --now ISO8601, --report FILE.json, --lastmod-format datetime|date,
--sitemap-gzip (or --gzip), --sitemap-partition none|section, --sitemap-partition-depth N, --sitemap-partition-min N,
--dry-run, --allow-mass-removal, --lock-wait SECONDS, --help
`;
const MERGE_OPTIONS = {
    'state-file': { type: 'string' },
    'site-url': { type: 'string' },
    'site-dir': { type: 'string' },
    sitemap: { type: 'string' },
    now: { type: 'string' },
    report: { type: 'string' },
    'lastmod-format': { type: 'string' },
    gzip: { type: 'boolean' },
    'sitemap-gzip': { type: 'boolean' },
    'sitemap-partition': { type: 'string' },
    'sitemap-partition-depth': { type: 'string' },
    'sitemap-partition-min': { type: 'string' },
    'dry-run': { type: 'boolean' },
    'allow-mass-removal': { type: 'boolean' },
    'lock-wait': { type: 'string' },
    help: { type: 'boolean' }
};
function parseMerge(argv, clock) {
    const parsed = parseStrict(argv, MERGE_OPTIONS, 'lastmod merge', true);
    const { values, positionals } = parsed;
    if (values.help)
        return { kind: 'help', text: MERGE_USAGE };
    const stateFile = required(values['state-file'], '--state-file', 'where the merged state is written');
    const siteUrl = required(values['site-url'], '--site-url', 'the public URL of the site folder');
    const sitemapPath = required(values.sitemap, '--sitemap', 'where to write the sitemap');
    (0,urls/* parseSiteUrl */.A5)(siteUrl);
    if (positionals.length === 0)
        throw new urls/* InputError */.dz('lastmod merge needs the partial result files of every shard');
    const config = {
        ...options/* RUN_DEFAULTS */.fv,
        ignoreSelectors: [],
        include: [],
        exclude: [],
        purge: {},
        stateFile,
        partials: positionals,
        dryRun: values['dry-run'] === true,
        allowMassRemoval: values['allow-mass-removal'] === true,
        buildAvailable: values['site-dir'] !== undefined,
        siteDir: values['site-dir'] ?? external_node_path_default().dirname(sitemapPath),
        siteUrl,
        now: parseNow(values.now, clock),
        clock: clockName(values.now),
        sitemapPath,
        lastmodFormat: parseLastmodFormat(values['lastmod-format']),
        gzip: values.gzip === true || values['sitemap-gzip'] === true,
        lockWait: lockWait(values['lock-wait'])
    };
    const partition = sitemapPartition(values);
    if (partition !== undefined)
        config.sitemapPartition = partition;
    if (values.report !== undefined)
        config.reportFile = values.report;
    if (values.now === undefined)
        config.lockedClock = clock;
    return { kind: 'merge', config };
}
function sitemapPartition(values) {
    const { 'sitemap-partition': partition = 'none', 'sitemap-partition-depth': depth, 'sitemap-partition-min': min } = values;
    return (0,sitemap/* parsePartition */.C7)({ partition, depth, min }, (name) => `--${name}`);
}
function parseNow(value, clock) {
    if (value === undefined)
        return clock();
    const parsed = (0,dates/* parseInstant */.nV)(value);
    if (!parsed)
        throw new urls/* InputError */.dz(`--now must be an ISO 8601 date-time with a zone and a real date in years 0001–9999, e.g. 2026-08-12T06:00:00Z; got '${value}'`);
    return parsed;
}
/** How the run's clock is named in an error (a run dated before its state is refused). */
const clockName = (now) => (now === undefined ? 'the system clock' : '--now');
function parseLastmodFormat(value) {
    const format = value ?? 'datetime';
    if (format !== 'datetime' && format !== 'date')
        throw new urls/* InputError */.dz(`--lastmod-format must be one of datetime, date; got '${format}'`);
    return format;
}
function parseJobs(value) {
    if (value === undefined)
        return undefined;
    const jobs = Number(value);
    if (!/^\d+$/.test(value.trim()) || jobs < 1 || jobs > 256)
        throw new urls/* InputError */.dz(`--jobs must be a whole number from 1 to 256; got '${value}'`);
    return jobs;
}
const OPTIONS = {
    'site-dir': { type: 'string' },
    'site-url': { type: 'string' },
    'state-file': { type: 'string' },
    now: { type: 'string' },
    report: { type: 'string' },
    'content-selector': { type: 'string' },
    'ignore-selector': { type: 'string', multiple: true },
    'no-related-links': { type: 'boolean' },
    'no-generator-content': { type: 'boolean' },
    'no-build-stamps': { type: 'boolean' },
    'no-landmarks': { type: 'boolean' },
    'no-page-metadata': { type: 'boolean' },
    // The inputs' names of the rules above: each says the default, and contradicts its --no- flag.
    'related-links': { type: 'boolean' },
    'generator-content': { type: 'boolean' },
    'build-stamps': { type: 'boolean' },
    landmarks: { type: 'boolean' },
    'page-metadata': { type: 'boolean' },
    'bootstrap-sitemap': { type: 'string' },
    include: { type: 'string', multiple: true },
    exclude: { type: 'string', multiple: true },
    'clean-urls': { type: 'boolean' },
    sitemap: { type: 'string' },
    'sitemap-source': { type: 'string' },
    'drop-changefreq-priority': { type: 'boolean' },
    'sitemap-source-excluded': { type: 'string' },
    'lastmod-format': { type: 'string' },
    gzip: { type: 'boolean' },
    'sitemap-gzip': { type: 'boolean' },
    'sitemap-partition': { type: 'string' },
    'sitemap-partition-depth': { type: 'string' },
    'sitemap-partition-min': { type: 'string' },
    'dry-run': { type: 'boolean' },
    'allow-mass-removal': { type: 'boolean' },
    'html-dates': { type: 'boolean' },
    'no-html-dates': { type: 'boolean' },
    mtime: { type: 'boolean' },
    'headers-file': { type: 'string' },
    'robots-sitemap': { type: 'boolean' },
    'indexnow-key': { type: 'string' },
    'indexnow-endpoint': { type: 'string' },
    'indexnow-write-key': { type: 'boolean' },
    'cloudflare-zone': { type: 'string' },
    'cloudflare-endpoint': { type: 'string' },
    'purge-webhook': { type: 'string' },
    jobs: { type: 'string' },
    'cache-file': { type: 'string' },
    shard: { type: 'string' },
    partial: { type: 'string' },
    'max-page-size': { type: 'string' },
    'request-timeout': { type: 'string' },
    'lock-wait': { type: 'string' },
    help: { type: 'boolean' },
    version: { type: 'boolean' }
};
/** node's parseArgs with its errors turned into one-line InputErrors that name the flag. */
function parseStrict(argv, options, command, allowPositionals) {
    try {
        return (0,external_node_util_.parseArgs)({ args: argv, options, strict: true, allowPositionals });
    }
    catch (error) {
        const help = `see ${command} --help`;
        const message = error instanceof Error ? error.message : String(error);
        const unknown = /Unknown option '([^']+)'/.exec(message);
        if (unknown)
            throw new urls/* InputError */.dz(`unknown flag ${unknown[1]} for ${command}; ${help}`);
        const missing = /Option '([^']+?)(?: <value>)?' argument missing/.exec(message);
        if (missing)
            throw new urls/* InputError */.dz(`${missing[1]?.replace(/^-\w, /, '')} needs a value; ${help}`);
        const positional = /Unexpected argument '([^']+)'/.exec(message);
        if (positional)
            throw new urls/* InputError */.dz(`unexpected argument '${positional[1]}'; flags take the form --name value`);
        throw new urls/* InputError */.dz(message.split('\n')[0] ?? message);
    }
}
function parseFlags(argv) {
    return parseStrict(argv, OPTIONS, 'lastmod', false);
}
function required(value, flag, what) {
    if (value === undefined || value.trim() === '')
        throw new urls/* InputError */.dz(`${flag} is required: ${what}`);
    return value;
}
function parseCli(argv, clock = () => new Date()) {
    if (argv[0] === 'explain')
        return parseExplain(argv.slice(1));
    if (argv[0] === 'merge')
        return parseMerge(argv.slice(1), clock);
    if (argv[0] === 'audit')
        return (0,crawl_args/* parseAudit */.hh)(argv.slice(1), clock);
    if (argv[0] === 'verify')
        return (0,crawl_args/* parseVerify */.LT)(argv.slice(1), clock);
    const { values } = parseFlags(argv);
    if (values.help)
        return { kind: 'help' };
    if (values.version)
        return { kind: 'version' };
    const siteDir = required(values['site-dir'], '--site-dir', 'the built site folder');
    const siteUrl = required(values['site-url'], '--site-url', 'the public URL of the site folder');
    (0,urls/* parseSiteUrl */.A5)(siteUrl);
    const stateFile = required(values['state-file'], '--state-file', 'where the per-page state is kept');
    const now = parseNow(values.now, clock);
    for (const name of ['html-dates', 'related-links', 'generator-content', 'build-stamps', 'landmarks', 'page-metadata']) {
        if (values[name] === true && values[`no-${name}`] === true)
            throw new urls/* InputError */.dz(`--${name} and --no-${name} contradict each other; give one`);
    }
    const config = {
        stateFile,
        siteDir,
        siteUrl,
        now,
        clock: clockName(values.now),
        contentSelector: values['content-selector'] ?? defaults/* DEFAULT_CONTENT_SELECTOR */.Iv,
        ignoreSelectors: values['ignore-selector'] ?? [],
        relatedLinks: values['no-related-links'] !== true,
        generatorContent: values['no-generator-content'] !== true,
        buildStamps: values['no-build-stamps'] !== true,
        landmarks: values['no-landmarks'] !== true,
        pageMetadata: values['no-page-metadata'] !== true,
        include: (0,exclusions/* checkGlobs */.EQ)(values.include ?? [], '--include'),
        exclude: (0,exclusions/* checkGlobs */.EQ)(values.exclude ?? [], '--exclude'),
        cleanUrls: values['clean-urls'] === true,
        maxPageSize: values['max-page-size'] === undefined ? defaults/* DEFAULT_MAX_PAGE_SIZE */.L5 : (0,defaults/* parsePageSize */._H)(values['max-page-size'], '--max-page-size'),
        sitemapPath: values.sitemap ?? values['sitemap-source'] ?? external_node_path_default().join(siteDir, 'sitemap.xml'),
        lastmodFormat: parseLastmodFormat(values['lastmod-format']),
        gzip: values.gzip === true || values['sitemap-gzip'] === true,
        dryRun: values['dry-run'] === true,
        allowMassRemoval: values['allow-mass-removal'] === true,
        htmlDates: values['no-html-dates'] !== true,
        mtime: values.mtime === true,
        robotsSitemap: values['robots-sitemap'] === true,
        purge: purgeOptions(values),
        requestTimeout: values['request-timeout'] === undefined ? options/* RUN_DEFAULTS */.fv.requestTimeout : (0,options/* parseRequestTimeout */.wZ)(values['request-timeout'], '--request-timeout'),
        lockWait: lockWait(values['lock-wait'])
    };
    const partition = sitemapPartition(values);
    if (partition !== undefined)
        config.sitemapPartition = partition;
    const jobs = parseJobs(values.jobs);
    if (jobs !== undefined)
        config.jobs = jobs;
    if (values['cache-file'] !== undefined)
        config.cacheFile = required(values['cache-file'], '--cache-file', 'where the page cache is kept');
    if (values.shard !== undefined)
        config.shard = (0,shard/* parseShard */.uK)(values.shard);
    else if (values.partial !== undefined)
        throw new urls/* InputError */.dz('--partial needs --shard');
    if (values['headers-file'] !== undefined)
        config.headersFile = required(values['headers-file'], '--headers-file', 'the _headers file to write');
    const indexNow = indexNowOptions(values);
    if (indexNow !== undefined)
        config.indexNow = indexNow;
    if (values.report !== undefined)
        config.reportFile = values.report;
    if (values.now === undefined)
        config.lockedClock = clock;
    const bootstrap = values['bootstrap-sitemap'];
    if (bootstrap !== undefined) {
        // A URL is checked here (a path is read by the bootstrap): a bad one would fail only at its fetch.
        if (/^https?:\/\//i.test(bootstrap))
            (0,purge/* validateHttpUrl */.eW)(bootstrap, '--bootstrap-sitemap', 'https://example.com/sitemap.xml');
        config.bootstrapSitemap = required(bootstrap, '--bootstrap-sitemap', 'the path or URL of the deployed sitemap');
    }
    const source = sitemapSourceOptions(values);
    if (source !== undefined) {
        if (config.gzip)
            throw new urls/* InputError */.dz(`${values['sitemap-gzip'] === true ? '--sitemap-gzip' : '--gzip'} does not go with --sitemap-source: the source is rewritten as the file it is`);
        if (config.shard !== undefined)
            throw new urls/* InputError */.dz('--shard does not go with --sitemap-source: give --sitemap-source to the run that writes the sitemap');
        if (config.sitemapPartition !== undefined)
            throw new urls/* InputError */.dz("--sitemap-partition does not go with --sitemap-source: the generator's sitemap keeps its own files");
        config.sitemapSource = source;
    }
    if (config.shard !== undefined)
        config.partialFile = values.partial ?? (0,merge/* defaultPartialFile */.fX)(stateFile, config.shard);
    return { kind: 'run', config };
}
function lockWait(value) {
    return value === undefined ? options/* RUN_DEFAULTS */.fv.lockWait : (0,options/* parseLockWait */.Cd)(value, '--lock-wait');
}
function indexNowOptions(values) {
    const key = values['indexnow-key'];
    if (key === undefined) {
        if (values['indexnow-endpoint'] !== undefined)
            throw new urls/* InputError */.dz('--indexnow-endpoint needs --indexnow-key');
        if (values['indexnow-write-key'] === true)
            throw new urls/* InputError */.dz('--indexnow-write-key needs --indexnow-key');
        return undefined;
    }
    return {
        key: (0,indexnow/* validateIndexNowKey */.Q2)(key),
        endpoint: (0,indexnow/* validateIndexNowEndpoint */.Eo)(values['indexnow-endpoint'] ?? indexnow/* DEFAULT_INDEXNOW_ENDPOINT */.tE),
        writeKey: values['indexnow-write-key'] === true
    };
}
/** The Cloudflare token only from the environment: a flag would show in the process list and the shell history. */
function purgeOptions(values) {
    const options = {};
    const zone = values['cloudflare-zone'];
    if (zone === undefined) {
        if (values['cloudflare-endpoint'] !== undefined)
            throw new urls/* InputError */.dz('--cloudflare-endpoint needs --cloudflare-zone');
    }
    else {
        (0,purge/* validateCloudflareZone */.a5)(zone, '--cloudflare-zone');
        const token = process.env['CLOUDFLARE_API_TOKEN']?.trim() ?? '';
        if (token === '')
            throw new urls/* InputError */.dz('--cloudflare-zone needs the CLOUDFLARE_API_TOKEN environment variable: an API token with the Cache Purge permission');
        options.cloudflare = {
            zone,
            token,
            endpoint: (0,purge/* validateHttpUrl */.eW)(values['cloudflare-endpoint'] ?? purge/* DEFAULT_CLOUDFLARE_ENDPOINT */.iC, '--cloudflare-endpoint', purge/* DEFAULT_CLOUDFLARE_ENDPOINT */.iC)
        };
    }
    const webhook = values['purge-webhook'];
    if (webhook !== undefined)
        options.webhook = (0,purge/* validateHttpUrl */.eW)(webhook, '--purge-webhook', 'https://hooks.example.com/purge', true);
    return options;
}
function sitemapSourceOptions(values) {
    const source = values['sitemap-source'];
    const excluded = values['sitemap-source-excluded'];
    if (source === undefined) {
        if (values['drop-changefreq-priority'] === true)
            throw new urls/* InputError */.dz('--drop-changefreq-priority needs --sitemap-source');
        if (excluded !== undefined)
            throw new urls/* InputError */.dz('--sitemap-source-excluded needs --sitemap-source');
        return undefined;
    }
    if (excluded !== undefined && excluded !== 'keep' && excluded !== 'drop')
        throw new urls/* InputError */.dz(`--sitemap-source-excluded must be one of keep, drop; got '${excluded}'`);
    const options = {
        source: required(source, '--sitemap-source', "the generator's sitemap to rewrite"),
        dropChangefreqPriority: values['drop-changefreq-priority'] === true,
        excluded: excluded ?? 'drop',
        flag: (name) => `--${name}`
    };
    if (values.sitemap !== undefined)
        options.output = values.sitemap;
    return options;
}

// EXTERNAL MODULE: ./src/adapters/engine.ts + 4 modules
var engine = __webpack_require__(43504);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./src/core/decode.ts
var decode = __webpack_require__(30969);
// EXTERNAL MODULE: ./src/core/explain.ts
var explain = __webpack_require__(2260);
// EXTERNAL MODULE: ./src/core/extract.ts
var extract = __webpack_require__(92106);
// EXTERNAL MODULE: ./src/core/noise.ts
var noise = __webpack_require__(11257);
// EXTERNAL MODULE: ./src/adapters/discover.ts
var discover = __webpack_require__(70713);
// EXTERNAL MODULE: ./src/adapters/logger.ts
var logger = __webpack_require__(74810);
;// CONCATENATED MODULE: ./src/adapters/explain.ts
// `lastmod explain OLD_BUILD NEW_BUILD [PAGE]`: the same explanation as a run, between two build
// folders on disk, where both versions of every block are known.











/** Old pages read for the text most pages shared: enough to say "most", few enough to hold. */
const SAMPLES = 256;
async function pagesOf(dir, flag, cleanUrls, log) {
    let files;
    try {
        files = await (0,discover/* discoverPages */.CV)(dir, log);
    }
    catch {
        throw new urls/* InputError */.dz(`${flag} ${dir} does not exist or is not a folder`);
    }
    return new Map(files.map((f) => [(0,urls/* filePathToUrlPath */.to)(f, cleanUrls), f]));
}
async function extractFile(extractor, dir, file, url, siteUrl) {
    const html = (0,decode/* decodeHtml */.i)(await (0,promises_.readFile)(external_node_path_default().join(dir, file))).text;
    return extractor.extract(html, new URL(url), siteUrl);
}
function matchesPage(page, urlPath, file, siteUrl) {
    if (page === file)
        return true;
    const asPath = page.startsWith(siteUrl.href) ? '/' + page.slice(siteUrl.href.length) : page;
    return asPath === urlPath || `${asPath}/` === urlPath;
}
async function explainBuilds(options, log) {
    const siteUrl = (0,urls/* parseSiteUrl */.A5)(options.siteUrl);
    const { contentSelectors, theme } = await (0,engine/* resolveContent */.Ql)(external_node_path_default().resolve(options.newDir), options.contentSelector, options.generatorContent);
    if (theme !== undefined)
        log.info((0,engine/* describeTheme */.JE)(theme));
    const extractor = (0,extract/* createExtractor */.d9)({
        contentSelectors,
        ignoreSelectors: options.ignoreSelectors,
        relatedLinks: options.relatedLinks !== false,
        buildStamps: options.buildStamps !== false,
        landmarks: options.landmarks !== false,
        pageMetadata: options.pageMetadata !== false
    });
    const before = await pagesOf(options.oldDir, 'OLD_BUILD', options.cleanUrls, log);
    const after = await pagesOf(options.newDir, 'NEW_BUILD', options.cleanUrls, log);
    const wanted = (urlPath, file) => options.page === undefined || matchesPage(options.page, urlPath, file, siteUrl);
    const result = { changed: [], new: [], removed: [], unchanged: 0, excluded: 0, noise: [] };
    // As a run decides (pool.ts): a page another build would leave out of its sitemap has no record.
    const robots = async (dir) => (0,exclusions/* robotsDisallow */.hQ)(await (0,promises_.readFile)(external_node_path_default().join(dir, 'robots.txt'), 'utf8').catch(() => undefined), siteUrl);
    const [oldRobots, newRobots] = [await robots(options.oldDir), await robots(options.newDir)];
    const read = async (dir, file, url, disallowed) => {
        if ((0,exclusions/* isErrorPage */.Qc)(file))
            return undefined;
        const facts = await extractFile(extractor, dir, file, url, siteUrl);
        return (0,exclusions/* judgePage */.zw)(facts, new URL(url), disallowed).include ? facts : undefined;
    };
    /** Old pages whose blocks tell which text most pages shared (commonBlocks). */
    const samples = [];
    const listedBefore = new Set();
    const listedAfter = new Set();
    for (const [urlPath, file] of after) {
        if (!wanted(urlPath, file))
            continue;
        const url = (0,urls/* absoluteUrl */.rf)(siteUrl, urlPath);
        const b = await read(options.newDir, file, url, newRobots);
        const oldFile = before.get(urlPath);
        const a = oldFile === undefined ? undefined : await read(options.oldDir, oldFile, url, oldRobots);
        if (a !== undefined)
            listedBefore.add(urlPath);
        if (b === undefined)
            result.excluded++;
        else {
            listedAfter.add(urlPath);
            if (a === undefined)
                result.new.push(url);
            else {
                if (samples.length < SAMPLES)
                    samples.push(a.hashed);
                if (a.hash === b.hash)
                    result.unchanged++;
                else
                    result.changed.push({ url, file, blocks: (0,explain/* explainFromBlocks */.AE)(a.blocks, b.blocks) });
            }
        }
    }
    for (const [urlPath, file] of before) {
        if (!wanted(urlPath, file) || listedAfter.has(urlPath))
            continue;
        // Gone from the build, or left out of its sitemap now: a page the old build listed loses its record.
        const url = (0,urls/* absoluteUrl */.rf)(siteUrl, urlPath);
        const listed = after.has(urlPath) ? listedBefore.has(urlPath) : (await read(options.oldDir, file, url, oldRobots)) !== undefined;
        if (listed)
            result.removed.push(url);
    }
    if (options.page !== undefined && result.changed.length + result.new.length + result.removed.length + result.unchanged + result.excluded === 0) {
        throw new urls/* InputError */.dz(`PAGE ${options.page} is in neither build (give a URL path such as /docs/install/ or a file path)`);
    }
    const fileOf = new Map(result.changed.map((c) => [c.url, c.file]));
    const common = new Set((0,noise/* commonBlocks */.a9)(samples));
    for (const edit of (0,noise/* findSharedEdits */.GW)(result.changed).slice(0, 3)) {
        const template = edit.old !== undefined && common.has(edit.old);
        const file = fileOf.get(edit.urls[0]);
        const html = (0,decode/* decodeHtml */.i)(await (0,promises_.readFile)(external_node_path_default().join(options.newDir, file))).text;
        const { element, selector } = (0,noise/* locateFragment */.Ti)(html, edit.fragment, contentSelectors, template);
        const finding = (0,noise/* noiseFinding */.Wb)(edit, result.changed.length, result.changed.length + result.unchanged, template);
        result.noise.push({ ...finding, ...(element === undefined ? {} : { element }), ...(selector === undefined ? {} : { selector }) });
    }
    return result;
}
/** The explanation on stdout; every value in it passes through shown(). */
function renderExplain(result) {
    const lines = [
        // The words and the order of a run's first line (renderText), for the same two builds.
        `${result.new.length} new, ${result.changed.length} changed, ${result.removed.length} removed, ${result.unchanged} unchanged, ${result.excluded} excluded`
    ];
    for (const c of result.changed) {
        lines.push('', (0,logger/* shown */.S)(c.url));
        for (const b of c.blocks) {
            if (b.old !== undefined)
                lines.push(`  - ${(0,logger/* shown */.S)(b.old)}`);
            if (b.new !== undefined)
                lines.push(`  + ${(0,logger/* shown */.S)(b.new)}`);
        }
    }
    if (result.new.length > 0)
        lines.push('', 'New:', ...result.new.map((u) => `  ${(0,logger/* shown */.S)(u)}`));
    if (result.removed.length > 0)
        lines.push('', 'Removed:', ...result.removed.map((u) => `  ${(0,logger/* shown */.S)(u)}`));
    for (const n of result.noise)
        lines.push('', (0,logger/* shown */.S)((0,noise/* describeNoise */.YI)(n)));
    return lines.join('\n') + '\n';
}

// EXTERNAL MODULE: ./src/adapters/lock.ts
var lock = __webpack_require__(67221);
// EXTERNAL MODULE: ./src/adapters/output-paths.ts
var output_paths = __webpack_require__(13586);
// EXTERNAL MODULE: ./src/adapters/site-run.ts + 4 modules
var site_run = __webpack_require__(27440);
// EXTERNAL MODULE: ./src/adapters/state-file.ts
var state_file = __webpack_require__(35460);
;// CONCATENATED MODULE: ./src/adapters/cli-run.ts
// The `lastmod` command: its flags, its subcommands, and a run over the site (site-run.ts) whose
// summary goes to stdout.















const cliFlag = (name) => `--${name}`;
/**
 * Runs one command; throws on failure (the entry turns that into a message and an exit code).
 * audit and verify return theirs: 1 when they found something.
 */
async function runCli(argv, raw) {
    // The progress line is ours alone (a label and numbers): its \r and erase-line pass as they are.
    const io = { ...raw, stdout: (t) => raw.stdout((0,logger/* printable */.g)(t)), stderr: (t) => raw.stderr((0,logger/* printable */.g)(t)), progressWrite: raw.stderr };
    const command = parseCli(argv, io.clock);
    if (command.kind === 'help')
        return void io.stdout(command.text ?? USAGE);
    if (command.kind === 'version')
        return void io.stdout(`${io.version ?? 'dev'}\n`);
    const log = {
        info: (m) => io.stderr(`${(0,logger/* shown */.S)(m)}\n`),
        warning: (m) => io.stderr(`warning: ${(0,logger/* shown */.S)(m)}\n`),
        debug: () => { }
    };
    if (command.kind === 'explain')
        return void io.stdout(renderExplain(await explainBuilds(command.options, log)));
    if (command.kind === 'audit' || command.kind === 'verify')
        return cli_run_crawl(command, io, log);
    if (command.kind === 'merge') {
        const merge = command.config;
        const paths = await (0,output_paths/* checkOutputPaths */.s0)({ '--state-file': merge.stateFile, '--sitemap': (0,engine/* sitemapPath */.Ty)(merge), '--report': merge.reportFile }, { siteDir: merge.siteDir, siteOptional: true, flag: cliFlag });
        for (const file of merge.partials)
            await paths.input('partial result', file, { inSite: false });
        const result = await withState(merge, !merge.dryRun, log, (previous) => (0,site_run/* runSite */.$)(merge, {
            ...cliIo(merge, io, log, previous),
            partials: { files: merge.partials, buildAvailable: merge.buildAvailable },
            write: {
                sitemap: !merge.dryRun,
                ...(merge.dryRun ? {} : { state: { file: merge.stateFile, readFromIt: false } }),
                pageCache: false,
                pageDates: false,
                ...(merge.reportFile === undefined ? {} : { report: merge.reportFile })
            }
        }));
        return void io.stdout((0,report/* renderText */.S5)(planned(result).report));
    }
    const { config } = command;
    const paths = await (0,output_paths/* checkOutputPaths */.s0)({
        '--state-file': config.stateFile,
        // Rewrite mode writes back to the source unless --sitemap names another file.
        [config.sitemapSource !== undefined && config.sitemapSource.output === undefined ? '--sitemap-source' : '--sitemap']: (0,engine/* sitemapPath */.Ty)(config),
        '--report': config.reportFile,
        '--cache-file': config.cacheFile,
        '--headers-file': config.headersFile,
        '--partial': config.partialFile
    }, { siteDir: config.siteDir, flag: cliFlag });
    // A shard only reads the state: the lock keeps out a merge writing it meanwhile.
    const writes = !config.dryRun && config.partialFile === undefined;
    const result = await withState(config, writes, log, (previous) => (0,site_run/* runSite */.$)(config, {
        ...cliIo(config, io, log, previous),
        ...(config.bootstrapSitemap === undefined ? {} : { restore: () => withBootstrap(config, config.bootstrapSitemap, previous, log) }),
        paths,
        write: {
            sitemap: writes,
            ...(writes ? { state: { file: config.stateFile, readFromIt: true } } : {}),
            pageCache: !config.dryRun,
            // The built pages, headers and robots.txt take the run's dates (dry run: only counted).
            pageDates: true,
            ...(config.reportFile === undefined ? {} : { report: config.reportFile }),
            ...(config.partialFile === undefined ? {} : { partial: config.partialFile })
        }
    }));
    if (result.kind === 'shard') {
        const { partial } = result;
        return void io.stdout(`shard ${partial.shard.index}/${partial.shard.count}: ${partial.pages.length} page(s) → ${(0,logger/* shown */.S)(config.partialFile ?? '')}\n`);
    }
    io.stdout((0,report/* renderText */.S5)(result.run.report));
    // Last, once the state is safe: a failed purge or announcement only warns (neither throws).
    await (0,after_deploy/* afterDeploy */.q)(config, { report: result.run.report }, { log });
    return undefined;
}
/** lastmod audit / verify: the summary on stdout, exit 1 when something was found. */
async function cli_run_crawl(command, io, log) {
    const settings = { version: version/* VERSION */.x, ...command.limits, log, ...(io.sleep === undefined ? {} : { sleep: io.sleep }) };
    let report;
    if (command.kind === 'audit')
        report = await (0,adapters_crawl/* runAudit */.bD)(command.config, settings);
    else {
        // Only read: no lock is taken, and nothing is written back.
        const state = await (0,state_file/* readStateFile */.qy)(command.stateFile);
        if (state === undefined)
            throw new urls/* InputError */.dz(`--state-file ${command.stateFile} does not exist: give the state of the run that deployed`);
        report = await (0,adapters_crawl/* runVerify */.R9)(command.config, state, settings);
    }
    io.stdout((0,crawl/* renderCrawlText */.z_)(report, logger/* shown */.S));
    return report.ok ? 0 : 1;
}
/** What every run of the command shares: the state read under its lock, and the log. */
function cliIo(config, io, log, previous) {
    return {
        restore: () => Promise.resolve({ previous }),
        ...(config.lockedClock === undefined ? {} : { lockedClock: config.lockedClock }),
        ...(io.limits === undefined ? {} : { limits: io.limits }),
        ...(io.progress === undefined ? {} : { progress: { ...io.progress, write: io.progressWrite } }),
        flag: cliFlag,
        logWrites: false,
        log
    };
}
/** The state, and the dates of the deployed sitemap for the pages new to it (as the action's bootstrap-sitemap). */
async function withBootstrap(config, source, previous, log) {
    const bootstrap = await (0,adapters_bootstrap/* loadBootstrap */.Ne)(source, { workspace: process.cwd(), now: config.now, log, timeoutMs: config.requestTimeout * 1000, name: cliFlag('bootstrap-sitemap') });
    log.info(`${cliFlag('bootstrap-sitemap')}: ${bootstrap.lastmods.size} dated URL(s) from ${bootstrap.source}`);
    return { previous, seedLastmod: bootstrap.lastmods };
}
function planned(result) {
    if (result.kind !== 'planned')
        throw new Error('lastmod merge plans the whole site');
    return result.run;
}
/**
 * Reads the state at `stateFile` and gives it to `use` under the state's lock (lock.ts), held through
 * `use` when the run writes the state, only through the read when it does not (a dry run, a
 * shard): the read then finds one whole state, and the run does not wait on the others' work.
 */
async function withState(config, writes, log, use) {
    const file = config.stateFile;
    const options = { what: `state file ${file}`, log, readOnly: !writes, wait: config.lockWait, waitName: cliFlag('lock-wait') };
    if (!writes)
        return use(await (0,lock/* withLock */.kK)(file, options, () => (0,state_file/* readStateFile */.qy)(file)));
    return (0,lock/* withLock */.kK)(file, options, async () => use(await (0,state_file/* readStateFile */.qy)(file)));
}

// EXTERNAL MODULE: ./src/adapters/progress.ts
var progress = __webpack_require__(9093);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
;// CONCATENATED MODULE: ./src/cli.ts
// The `lastmod` command: run() is the whole command; it does nothing on import (dist/cli.js calls
// it). The one error boundary of the CLI: exit code 2 for bad input, 1 for anything else.





async function run(argv = process.argv.slice(2)) {
    try {
        const code = await runCli(argv, {
            stdout: (text) => process.stdout.write(text),
            stderr: (text) => process.stderr.write(text),
            version: version/* VERSION */.x,
            progress: { mode: (0,progress/* progressMode */.Zo)(process.stderr.isTTY, process.env), now: () => performance.now() }
        });
        if (code !== undefined)
            process.exitCode = code;
    }
    catch (error) {
        // One line, whatever a value in the message holds.
        process.stderr.write(`lastmod: ${(0,logger/* shown */.S)((0,errors/* errorMessage */.g)(error))}\n`);
        process.exitCode = (0,errors/* isInputError */.B)(error) ? 2 : 1;
    }
}


/***/ })

};
