export const id = 440;
export const ids = [440];
export const modules = {

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
