#!/usr/bin/env node
import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 600:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   C9: () => (/* binding */ boundHeapGrowth),
/* harmony export */   Ye: () => (/* binding */ boundThreadsYoungGeneration),
/* harmony export */   nd: () => (/* binding */ boundedRelaunchArgs)
/* harmony export */ });
/* unused harmony exports MAIN_SEMI_SPACE_MB, THREAD_SEMI_SPACE_MB, HEAP_GROWING_PERCENT, heapGrowthFlag */
/* harmony import */ var node_v8__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(877);
/* harmony import */ var node_v8__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_v8__WEBPACK_IMPORTED_MODULE_0__);
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
function boundThreadsYoungGeneration() {
    (0,node_v8__WEBPACK_IMPORTED_MODULE_0__.setFlagsFromString)(`--max-semi-space-size=${THREAD_SEMI_SPACE_MB}`);
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
        (0,node_v8__WEBPACK_IMPORTED_MODULE_0__.setFlagsFromString)(flag);
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


/***/ }),

/***/ 581:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var _relaunch_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(17);
// Entry of the `lastmod` command. The relaunch (relaunch.ts) comes first and may replace the
// process; the command itself (cli-command.ts) is imported after it, into a chunk of its own
// (dist/<id>.index.js), so that a process that is replaced has not compiled the command first.
// The command has its own error boundary; this one only sees the chunk fail to load (a bundle
// copied without the files beside it).

try {
    await Promise.all(/* import() */[__nccwpck_require__.e(900), __nccwpck_require__.e(49)]).then(__nccwpck_require__.bind(__nccwpck_require__, 49));
}
catch (error) {
    process.stderr.write(`lastmod: cannot load the command: ${(error instanceof Error ? error.message : String(error)).split('\n')[0]}\n`);
    process.exitCode = 1;
}

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 17:
/***/ ((__unused_webpack_module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(24);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _adapters_heap_bounds_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(600);
// Imported first by the entries that hash pages (src/cli.ts, src/main.ts), which import the rest
// only after it: it runs before any other module is compiled or evaluated, and before anything is
// read or written. Where Node can replace the running process (process.execve: Node 22.15 and 23.11
// on, not Windows), it does so with the same command plus a bounded semi-space (see
// adapters/heap-bounds.ts): same process id, stdio and environment, so the runner and shells see
// one process. Elsewhere the run goes on as it is. Then it bounds the old generation's growth,
// which can be set while running. A failed execve does not throw: Node aborts the process. So the
// node binary is first checked to be there and executable by us (one removed, or made not
// executable, since it started fails the check), and only then is it run again. Tests never import
// this module: it would replace the test runner.


const execve = process.execve;
if (typeof execve === 'function' && process.platform !== 'win32') {
    const args = (0,_adapters_heap_bounds_js__WEBPACK_IMPORTED_MODULE_1__/* .boundedRelaunchArgs */ .nd)({
        execPath: process.execPath,
        execArgv: process.execArgv,
        argv: process.argv,
        nodeOptions: process.env.NODE_OPTIONS
    });
    if (args !== undefined && canExecute(process.execPath))
        execve.call(process, process.execPath, args, process.env);
}
// In the process that does the run (V8 reads this flag as it goes, so no relaunch is needed).
(0,_adapters_heap_bounds_js__WEBPACK_IMPORTED_MODULE_1__/* .boundHeapGrowth */ .C9)(process.execArgv);
function canExecute(file) {
    try {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.accessSync)(file, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.X_OK);
        return true;
    }
    catch {
        return false; // this process does the run, with the larger young generation
    }
}


/***/ }),

/***/ 573:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:buffer");

/***/ }),

/***/ 598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 24:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 455:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");

/***/ }),

/***/ 161:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");

/***/ }),

/***/ 760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 75:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream");

/***/ }),

/***/ 466:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream/promises");

/***/ }),

/***/ 136:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");

/***/ }),

/***/ 975:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");

/***/ }),

/***/ 877:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:v8");

/***/ }),

/***/ 919:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");

/***/ }),

/***/ 522:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:zlib");

/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		// no module.id needed
/******/ 		// no module.loaded needed
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId](module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/async module */
/******/ (() => {
/******/ 	var webpackQueues = typeof Symbol === "function" ? Symbol("webpack queues") : "__webpack_queues__";
/******/ 	var webpackExports = typeof Symbol === "function" ? Symbol("webpack exports") : "__webpack_exports__";
/******/ 	var webpackError = typeof Symbol === "function" ? Symbol("webpack error") : "__webpack_error__";
/******/ 	var resolveQueue = (queue) => {
/******/ 		if(queue && queue.d < 1) {
/******/ 			queue.d = 1;
/******/ 			queue.forEach((fn) => (fn.r--));
/******/ 			queue.forEach((fn) => (fn.r-- ? fn.r++ : fn()));
/******/ 		}
/******/ 	}
/******/ 	var wrapDeps = (deps) => (deps.map((dep) => {
/******/ 		if(dep !== null && typeof dep === "object") {
/******/ 			if(dep[webpackQueues]) return dep;
/******/ 			if(dep.then) {
/******/ 				var queue = [];
/******/ 				queue.d = 0;
/******/ 				dep.then((r) => {
/******/ 					obj[webpackExports] = r;
/******/ 					resolveQueue(queue);
/******/ 				}, (e) => {
/******/ 					obj[webpackError] = e;
/******/ 					resolveQueue(queue);
/******/ 				});
/******/ 				var obj = {};
/******/ 				obj[webpackQueues] = (fn) => (fn(queue));
/******/ 				return obj;
/******/ 			}
/******/ 		}
/******/ 		var ret = {};
/******/ 		ret[webpackQueues] = x => {};
/******/ 		ret[webpackExports] = dep;
/******/ 		return ret;
/******/ 	}));
/******/ 	__nccwpck_require__.a = (module, body, hasAwait) => {
/******/ 		var queue;
/******/ 		hasAwait && ((queue = []).d = -1);
/******/ 		var depQueues = new Set();
/******/ 		var exports = module.exports;
/******/ 		var currentDeps;
/******/ 		var outerResolve;
/******/ 		var reject;
/******/ 		var promise = new Promise((resolve, rej) => {
/******/ 			reject = rej;
/******/ 			outerResolve = resolve;
/******/ 		});
/******/ 		promise[webpackExports] = exports;
/******/ 		promise[webpackQueues] = (fn) => (queue && fn(queue), depQueues.forEach(fn), promise["catch"](x => {}));
/******/ 		module.exports = promise;
/******/ 		body((deps) => {
/******/ 			currentDeps = wrapDeps(deps);
/******/ 			var fn;
/******/ 			var getResult = () => (currentDeps.map((d) => {
/******/ 				if(d[webpackError]) throw d[webpackError];
/******/ 				return d[webpackExports];
/******/ 			}))
/******/ 			var promise = new Promise((resolve) => {
/******/ 				fn = () => (resolve(getResult));
/******/ 				fn.r = 0;
/******/ 				var fnQueue = (q) => (q !== queue && !depQueues.has(q) && (depQueues.add(q), q && !q.d && (fn.r++, q.push(fn))));
/******/ 				currentDeps.map((dep) => (dep[webpackQueues](fnQueue)));
/******/ 			});
/******/ 			return fn.r ? promise : getResult();
/******/ 		}, (err) => ((err ? reject(promise[webpackError] = err) : outerResolve(exports)), resolveQueue(queue)));
/******/ 		queue && queue.d < 0 && (queue.d = 0);
/******/ 	};
/******/ })();
/******/ 
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
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "" + chunkId + ".index.js";
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	// no baseURI
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
/******/ 						var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
/******/ 
/******/ // startup
/******/ // Load entry module and return exports
/******/ // This entry module used 'module' so it can't be inlined
/******/ var __webpack_exports__ = __nccwpck_require__(581);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 
