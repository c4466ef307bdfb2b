import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ // The require scope
/******/ var __nccwpck_require__ = {};
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/************************************************************************/
var __webpack_exports__ = {};

;// CONCATENATED MODULE: external "node:worker_threads"
const external_node_worker_threads_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");
;// CONCATENATED MODULE: external "node:fs"
const external_node_fs_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");
;// CONCATENATED MODULE: ./src/version.ts
// Kept in step with package.json by scripts/bundle.mjs (which fails when they differ).
const VERSION = '0.1.0';

;// CONCATENATED MODULE: external "node:path"
const external_node_path_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");
var external_node_path_default = /*#__PURE__*/__nccwpck_require__.n(external_node_path_namespaceObject);
;// CONCATENATED MODULE: external "node:url"
const external_node_url_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");
;// CONCATENATED MODULE: ./src/adapters/bundles.ts
// Where the bundles that run on threads of their own are: next to the running bundle.



/**
 * The bundle `name` (`worker.js`, `walker.js`) next to the running bundle: in `dist/` seen from
 * `dist/cli.js`, or from `dist/main/index.js` and `dist/post/index.js`. Undefined when running
 * from the sources (tests), which then do the work in their own thread.
 */
function bundles_findBundle(name) {
    let here;
    try {
        // ncc keeps import.meta.url as it is: at run time it names the bundle file.
        here = path.dirname(fileURLToPath(import.meta.url));
    }
    catch {
        return undefined;
    }
    for (const candidate of [path.join(here, name), path.join(here, '..', name)]) {
        if (existsSync(candidate))
            return candidate;
    }
    return undefined;
}

;// CONCATENATED MODULE: external "node:fs/promises"
const promises_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");
;// CONCATENATED MODULE: ./src/adapters/discover.ts
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
    return [...discover_walkPages(await realpath(root), log)].sort(compareFiles);
}
/**
 * The same files, lazily and in walk order (each folder's entries sorted, depth first), so that
 * pages can be processed while the walk goes on. `realRoot`: the site folder, symlinks resolved.
 * The walk is synchronous: one awaited call per folder made discovery the slowest step on sites
 * of many small pages; the caller interleaves it with other work by pulling a few files at a time.
 */
function* discover_walkPages(realRoot, log) {
    const inside = (p) => p === realRoot || p.startsWith(realRoot + (external_node_path_default()).sep);
    /** The real paths of the folders being walked, outermost first: a link to one of them would loop. */
    const ancestors = [realRoot];
    const sep = realRoot.endsWith((external_node_path_default()).sep) ? '' : (external_node_path_default()).sep;
    function* walk(dir, rel) {
        const entries = (0,external_node_fs_namespaceObject.readdirSync)(dir, { withFileTypes: true }).sort((a, b) => compareFiles(a.name, b.name));
        for (const entry of entries) {
            if (entry.name.startsWith('.'))
                continue;
            // `dir` is the real root or a folder under it, so joining needs no normalising (but for `/`).
            const full = (dir === realRoot ? realRoot + sep : dir + (external_node_path_default()).sep) + entry.name;
            const relPath = rel ? `${rel}/${entry.name}` : entry.name;
            let real = full;
            let isDir = entry.isDirectory();
            let isFile = entry.isFile();
            if (entry.isSymbolicLink()) {
                try {
                    real = (0,external_node_fs_namespaceObject.realpathSync)(full);
                }
                catch {
                    log.warning(`${relPath}: broken symlink, skipped`);
                    continue;
                }
                if (!inside(real)) {
                    log.warning(`${relPath}: symlink points outside the site folder, skipped`);
                    continue;
                }
                const info = (0,external_node_fs_namespaceObject.statSync)(real);
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

;// CONCATENATED MODULE: external "node:v8"
const external_node_v8_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:v8");
;// CONCATENATED MODULE: ./src/adapters/heap-bounds.ts
// Bounds on V8's heaps: the main thread's young generation, the threads' (page workers, the walk of
// the site folder), and how far the main thread's old generation grows between two full collections.
//
// The main thread keeps the state and every page's result until the run ends, so nearly all it
// allocates survives its young generation, and V8 grows that generation to its maximum. On Node 20
// and 22 the maximum is 32 MB (two 16 MB semi-spaces); V8 13 (Node 24, the action's runtime) scales
// it with the machine's memory, to 128 MB on a machine of a few GB. On the bench's 100,000 small
// pages that took the peak RSS from ~250 MB to 323-363 MB, and `--max-semi-space-size=8` brings
// it back to 241-271 MB, no slower (README, Performance). V8 fixes the limit when the heap is set
// up, so it can only be given when the process starts: src/relaunch.ts replaces the process with
// the same command plus the flag where Node can (process.execve).
//
// The flag is process-wide, and V8 sizes each new isolate's young generation from it when it is
// set, over the isolate's own limits: worker threads started after the relaunch would get the
// main thread's 8 MB semi-spaces (a 16 MB new space each) whatever their `resourceLimits` say.
// So the flag is set to the threads' bound before the first of them starts; the main thread's
// heap is sized already and keeps its own.

/** The semi-space, in MB, that the main thread runs with. */
const MAIN_SEMI_SPACE_MB = 8;
/**
 * Each thread's semi-space, in MB (the page workers', and the walk's: see
 * boundThreadsYoungGeneration): its new space is two of them, a bound on the garbage a worker
 * holds between two collections, which is what threads add to the peak RSS. 4 MB semi-spaces took
 * ~18 MB off the peak of 8 MB ones in the same time (Node 20, as `resourceLimits`, which V8 turns
 * into semi-spaces of a power of two; 16 MB ones added ~30 MB for no gain). 2 MB ones then cost
 * ~10% more time in collections; since the page work has become lighter, they cost none: a worker
 * collects twice as often (a large first run: 688–726 collections taking 95–112 ms against 345–357
 * taking 47–54 ms), and its new space fits the processor's caches better. Alternating pairs of
 * one bundle with 4 and 2 MB (medians of six; node 20 unless said): large first run 1.985 →
 * 1.970 s, rerun 1.835 → 1.825 s; small first run 2.06 → 2.00 s, rerun 2.07 → 2.03 s; node 24
 * large 1.825 → 1.795 s and 1.715 → 1.715 s; peak RSS 5 to 13 MB lower.
 */
const THREAD_SEMI_SPACE_MB = 2;
/**
 * Gives the threads started from now on (the page workers and the walk of the site folder) their
 * semi-space (see the top). A thread reads the flag when its heap is made, on its own thread and
 * some time after `new Worker()`, so the threads share this one value and it is set before the
 * first of them starts. Until session 28 the walk had 1 MB semi-spaces of its own, set just before
 * it started and replaced by this just before the page workers started: on node 24 a page worker
 * then reported the walk's bound in 4 of 30 runs on the runtime test's site (a new space of 2 MB),
 * and none in 60 with one value for all (V8 also shrinks a new space that fills slowly, as on a
 * busy machine: the runtime test allows for that). The walk's own bound had saved nothing that
 * showed (node 24, the bench's 100,000 small pages, four reruns each: peak RSS 243-246 MB against
 * 240-249 MB with the workers' bound of then, 4 MB, no slower).
 */
function heap_bounds_boundThreadsYoungGeneration() {
    setFlagsFromString(`--max-semi-space-size=${THREAD_SEMI_SPACE_MB}`);
}
/**
 * How far past what the last full collection left alive the old generation may grow before the
 * next one, in percent: V8's flag, which it reads at each full collection, so it takes effect when
 * set at run time. Left to itself V8 lets the limit reach up to 4 times the live size, and the main
 * thread's live set only grows through a run (the state, then each page's result): on 100,000 real
 * generators' pages (Node 24, a rerun) the one full collection between reading the state and the
 * end of the planning came at a heap of 145 MB with 92 MB alive, and the run peaked at 292-308 MB
 * RSS. At 50% it peaks at 275-287 MB; at 25%, 275-276 MB, but the 100,000 small pages' rerun took
 * ~10% more CPU time (50%: ~5%). Process-wide, but on that run each worker still made one full
 * collection, as without it (the main thread four instead of two). README, Performance.
 */
const HEAP_GROWING_PERCENT = 50;
const FLAG = /(?:^|\s)--max[-_]semi[-_]space[-_]size(?:[=\s]|$)/;
const GROWING_FLAG = /^--heap[-_]growing[-_]percent(?:=|$)/;
/** The flag that bounds the old generation's growth, or undefined when the command line sets it. */
function heapGrowthFlag(execArgv) {
    return execArgv.some((arg) => GROWING_FLAG.test(arg)) ? undefined : `--heap-growing-percent=${HEAP_GROWING_PERCENT}`;
}
/** Bounds the old generation's growth from now on, unless the command line set it (see above). */
function boundHeapGrowth(execArgv) {
    const flag = heapGrowthFlag(execArgv);
    if (flag !== undefined)
        setFlagsFromString(flag);
}
/**
 * The argument vector to run the same script again with a bounded semi-space, or undefined when
 * the semi-space is already set (by us after a relaunch, or by the user in the command line or in
 * NODE_OPTIONS, which wins) or when there is no script file to run again (`node -e`, a REPL).
 */
function boundedRelaunchArgs(launch) {
    if (launch.execArgv.some((arg) => FLAG.test(arg)))
        return undefined;
    if (launch.nodeOptions !== undefined && FLAG.test(launch.nodeOptions))
        return undefined;
    const script = launch.argv[1];
    if (script === undefined || script === '' || launch.execArgv.some((arg) => /^(?:-e|--eval|-p|--print)(?:=|$)/.test(arg)))
        return undefined;
    return [launch.execPath, `--max-semi-space-size=${MAIN_SEMI_SPACE_MB}`, ...launch.execArgv, script, ...launch.argv.slice(2)];
}

;// CONCATENATED MODULE: ./src/adapters/walker.ts
// The walk of the site folder on a thread of its own, started before the previous state is read.
//
// On a site of many small pages the walk is one `readdir` a folder, mostly time in the kernel
// (100,000 folders: ~0.85 s, ~0.7 s of it system time), and while the main thread reads and checks
// the previous state (or the action restores it) the second core has nothing to do. Started first,
// the walk uses that core, and the main thread, which feeds the page workers, no longer walks.
// The files come out in the order of walkPages, in chunks, and the thread stays at most
// AHEAD_CHUNKS ahead of what the pages have taken, so that on a site of millions of pages it does
// not hold every name at once.






const WALK_PROTOCOL = `lastmod-walk/1 ${VERSION}`;
/** Files a chunk: enough that a message is cheap beside the folders read for it (~2 ms of walking). */
const CHUNK_FILES = 256;
/** Chunks the walk may send beyond those taken: ~256,000 files, ~15 MB of names. */
const AHEAD_CHUNKS = 1024;
/** Slots of the shared counters. */
const TAKEN = 0;
const CLOSED = 1;
/** Separates the files of a chunk: no path holds a NUL. */
const FIELD = '\0';
/**
 * Starts walking `siteDir` on a thread of its own; undefined when there is no walker bundle next
 * to this one (running from the sources), and then the pages are walked as they are needed.
 */
function startPageWalk(siteDir, log, options = {}) {
    const script = options.script ?? findBundle('walker.js');
    if (script === undefined)
        return undefined;
    const shared = new SharedArrayBuffer(2 * Int32Array.BYTES_PER_ELEMENT);
    const data = { lastmodWalk: WALK_PROTOCOL, siteDir, ahead: options.ahead ?? AHEAD_CHUNKS, shared };
    boundThreadsYoungGeneration();
    return new WalkThread(new Worker(script, { workerData: data }), new Int32Array(shared), log);
}
class WalkThread {
    worker;
    shared;
    log;
    received = [];
    /** Why the thread ended without a last message: its error, or its exit. */
    ended;
    wake;
    /** The thread's end, once its walk is done (see files). */
    ending;
    constructor(worker, shared, log) {
        this.worker = worker;
        this.shared = shared;
        this.log = log;
        worker.on('message', (message) => {
            this.received.push(message);
            this.notify();
        });
        worker.on('error', (error) => {
            this.ended ??= error;
            this.notify();
        });
        worker.on('exit', (code) => {
            this.ended ??= new Error(`exited with code ${code}`);
            this.notify();
        });
    }
    async *files(realRoot) {
        /** Whether anything of the walk (files, a warning) has been passed on: then it cannot start over here. */
        let passedOn = false;
        let count = 0;
        const walkHere = (why) => {
            this.log.debug(`Walk thread not used (${why}): the site folder is walked in this thread`);
            return chunksOf(walkPages(realRoot, this.log));
        };
        for (;;) {
            const message = this.received.shift();
            if (message === undefined) {
                const ended = this.ended;
                if (ended === undefined) {
                    await new Promise((resolve) => (this.wake = resolve));
                    continue;
                }
                if (passedOn)
                    throw new Error(`the walk of the site folder stopped: ${ended.message}`);
                // The thread never got going (a bundle that failed to load).
                yield* walkHere(ended.message);
                return;
            }
            switch (message.kind) {
                case 'files': {
                    passedOn = true;
                    Atomics.add(this.shared, TAKEN, 1);
                    Atomics.notify(this.shared, TAKEN);
                    const files = message.files.split(FIELD);
                    count += files.length;
                    yield files;
                    break;
                }
                case 'warning':
                    passedOn = true;
                    this.log.warning(message.message);
                    break;
                case 'done':
                    this.log.debug(`Walked the site folder on a thread of its own: ${count} page file(s)`);
                    // Nothing is left for the thread to do: it ends now rather than at close, and its heap
                    // is not kept through the pages' work and the planning (close still waits for the end).
                    this.ending = this.worker.terminate();
                    this.ending.catch(() => { });
                    return;
                case 'failed':
                    if (message.unusable && !passedOn) {
                        yield* walkHere(message.message);
                        return;
                    }
                    throw Object.assign(new Error(message.message), message.code === undefined ? {} : { code: message.code });
            }
        }
    }
    async close() {
        Atomics.store(this.shared, CLOSED, 1);
        Atomics.notify(this.shared, TAKEN);
        await (this.ending ?? this.worker.terminate());
    }
    notify() {
        const wake = this.wake;
        this.wake = undefined;
        wake?.();
    }
}
function* chunksOf(files) {
    let chunk = [];
    for (const file of files) {
        chunk.push(file);
        if (chunk.length === CHUNK_FILES) {
            yield chunk;
            chunk = [];
        }
    }
    if (chunk.length > 0)
        yield chunk;
}
// ---------------------------------------------------------------------------------------------
// Thread side (src/walker.ts)
/** Walks the folder named in `data`, posting chunks of files on `port`, then `done` or `failed`. */
function serveWalk(port, data) {
    const post = (message) => port.postMessage(message);
    const given = data;
    if (given?.lastmodWalk !== WALK_PROTOCOL ||
        typeof given.siteDir !== 'string' ||
        typeof given.ahead !== 'number' ||
        !(given.shared instanceof SharedArrayBuffer)) {
        post({ kind: 'failed', message: `the walker bundle speaks ${WALK_PROTOCOL}`, unusable: true });
        return;
    }
    const shared = new Int32Array(given.shared);
    const ahead = given.ahead;
    const log = { info: () => { }, debug: () => { }, warning: (message) => post({ kind: 'warning', message }) };
    let sent = 0;
    /** Sends a chunk; false once the walk is closed. Waits while the pages are far behind. */
    const send = (files) => {
        post({ kind: 'files', files: files.join(FIELD) });
        sent++;
        for (;;) {
            if (Atomics.load(shared, CLOSED) !== 0)
                return false;
            const taken = Atomics.load(shared, TAKEN);
            if (sent - taken <= ahead)
                return true;
            Atomics.wait(shared, TAKEN, taken);
        }
    };
    try {
        for (const files of chunksOf(discover_walkPages((0,external_node_fs_namespaceObject.realpathSync)(given.siteDir), log)))
            if (!send(files))
                return;
        post({ kind: 'done' });
    }
    catch (error) {
        const code = error.code;
        post({ kind: 'failed', message: error instanceof Error ? error.message : String(error), unusable: false, ...(code === undefined ? {} : { code }) });
    }
}

;// CONCATENATED MODULE: ./src/walker.ts
// Entry of the walk thread (bundled to dist/walker.js; started by adapters/walker.ts). serveWalk
// reports every failure to the main thread, which then walks the site folder itself or stops.


if (external_node_worker_threads_namespaceObject.parentPort !== null)
    serveWalk(external_node_worker_threads_namespaceObject.parentPort, external_node_worker_threads_namespaceObject.workerData);

