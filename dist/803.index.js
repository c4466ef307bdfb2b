export const id = 803;
export const ids = [803];
export const modules = {

/***/ 46256:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.AbortError = void 0;
exports.onabort = onabort;
class AbortError extends Error {
    constructor(reason) {
        // TS does not recognizes the cause clause
        // @ts-expect-error
        super('The task has been aborted', { cause: reason });
    }
    get name() {
        return 'AbortError';
    }
}
exports.AbortError = AbortError;
function onabort(abortSignal, listener) {
    if ('addEventListener' in abortSignal) {
        abortSignal.addEventListener('abort', listener, { once: true });
        return () => abortSignal.removeEventListener('abort', listener);
    }
    else {
        abortSignal.once('abort', listener);
        return () => abortSignal.removeListener('abort', listener);
    }
}
//# sourceMappingURL=abort.js.map

/***/ }),

/***/ 26697:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.commonState = exports.READY = void 0;
exports.isTransferable = isTransferable;
exports.isMovable = isMovable;
exports.markMovable = markMovable;
exports.maybeFileURLToPath = maybeFileURLToPath;
exports.getAvailableParallelism = getAvailableParallelism;
exports.withNullPrototype = withNullPrototype;
exports.promiseResolvers = promiseResolvers;
const node_url_1 = __webpack_require__(73136);
const node_os_1 = __webpack_require__(48161);
const symbols_1 = __webpack_require__(65459);
// States wether the worker is ready to receive tasks
exports.READY = '_WORKER_READY';
/**
 * True if the object implements the Transferable interface
 *
 * @export
 * @param {unknown} value
 * @return {*}  {boolean}
 */
function isTransferable(value) {
    return (value != null &&
        typeof value === 'object' &&
        symbols_1.kTransferable in value &&
        symbols_1.kValue in value);
}
/**
 * True if object implements Transferable and has been returned
 * by the Piscina.move() function
 *
 * TODO: narrow down the type of value
 * @export
 * @param {(unknown & PiscinaMovable)} value
 * @return {*}  {boolean}
 */
function isMovable(value) {
    return isTransferable(value) && value[symbols_1.kMovable] === true;
}
function markMovable(value) {
    Object.defineProperty(value, symbols_1.kMovable, {
        enumerable: false,
        configurable: true,
        writable: true,
        value: true
    });
}
// State of Piscina pool
exports.commonState = {
    isWorkerThread: false,
    workerData: undefined
};
function maybeFileURLToPath(filename) {
    return filename.startsWith('file:')
        ? (0, node_url_1.fileURLToPath)(new node_url_1.URL(filename))
        : filename;
}
function getAvailableParallelism() {
    return (0, node_os_1.availableParallelism)();
}
// Copy own properties onto a prototype-less object, so that options are never
// resolved through a polluted prototype chain.
function withNullPrototype(source, overrides) {
    return Object.assign(Object.create(null), source, overrides);
}
function promiseResolvers() {
    // @ts-expect-error - available from v24 onwards
    if (Promise.withResolvers != null)
        return Promise.withResolvers();
    let res;
    let rej;
    return {
        promise: new Promise((resolve, reject) => { res = resolve; rej = reject; }),
        resolve: res,
        reject: rej
    };
}
//# sourceMappingURL=common.js.map

/***/ }),

/***/ 50971:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.Errors = void 0;
exports.Errors = {
    ThreadTermination: () => new Error('Terminating worker thread'),
    FilenameNotProvided: () => new Error('filename must be provided to run() or in options object'),
    TaskQueueAtLimit: () => new Error('Task queue is at limit'),
    NoTaskQueueAvailable: () => new Error('No task queue available and all Workers are busy'),
    CloseTimeout: () => new Error('Close operation timed out')
};
//# sourceMappingURL=errors.js.map

/***/ }),

/***/ 17148:
/***/ (function(__unused_webpack_module, exports, __webpack_require__) {


var __classPrivateFieldSet = (this && this.__classPrivateFieldSet) || function (receiver, state, value, kind, f) {
    if (kind === "m") throw new TypeError("Private method is not writable");
    if (kind === "a" && !f) throw new TypeError("Private accessor was defined without a setter");
    if (typeof state === "function" ? receiver !== state || !f : !state.has(receiver)) throw new TypeError("Cannot write private member to an object whose class did not declare it");
    return (kind === "a" ? f.call(receiver, value) : f ? f.value = value : state.set(receiver, value)), value;
};
var __classPrivateFieldGet = (this && this.__classPrivateFieldGet) || function (receiver, state, kind, f) {
    if (kind === "a" && !f) throw new TypeError("Private accessor was defined without a getter");
    if (typeof state === "function" ? receiver !== state || !f : !state.has(receiver)) throw new TypeError("Cannot read private member from an object whose class did not declare it");
    return kind === "m" ? f : kind === "a" ? f.call(receiver) : f ? f.value : state.get(receiver);
};
var _PiscinaHistogramHandler_runTime, _PiscinaHistogramHandler_waitTime;
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.PiscinaHistogramHandler = void 0;
const node_perf_hooks_1 = __webpack_require__(643);
class PiscinaHistogramHandler {
    constructor() {
        _PiscinaHistogramHandler_runTime.set(this, void 0);
        _PiscinaHistogramHandler_waitTime.set(this, void 0);
        __classPrivateFieldSet(this, _PiscinaHistogramHandler_runTime, (0, node_perf_hooks_1.createHistogram)(), "f");
        __classPrivateFieldSet(this, _PiscinaHistogramHandler_waitTime, (0, node_perf_hooks_1.createHistogram)(), "f");
    }
    get runTimeSummary() {
        return PiscinaHistogramHandler.createHistogramSummary(__classPrivateFieldGet(this, _PiscinaHistogramHandler_runTime, "f"));
    }
    get waitTimeSummary() {
        return PiscinaHistogramHandler.createHistogramSummary(__classPrivateFieldGet(this, _PiscinaHistogramHandler_waitTime, "f"));
    }
    get runTimeCount() {
        return __classPrivateFieldGet(this, _PiscinaHistogramHandler_runTime, "f").count;
    }
    recordRunTime(value) {
        __classPrivateFieldGet(this, _PiscinaHistogramHandler_runTime, "f").record(PiscinaHistogramHandler.toHistogramIntegerNano(value));
    }
    recordWaitTime(value) {
        __classPrivateFieldGet(this, _PiscinaHistogramHandler_waitTime, "f").record(PiscinaHistogramHandler.toHistogramIntegerNano(value));
    }
    resetWaitTime() {
        __classPrivateFieldGet(this, _PiscinaHistogramHandler_waitTime, "f").reset();
    }
    resetRunTime() {
        __classPrivateFieldGet(this, _PiscinaHistogramHandler_runTime, "f").reset();
    }
    static createHistogramSummary(histogram) {
        const { mean, stddev, min, max } = histogram;
        return {
            average: mean / 1000,
            mean: mean / 1000,
            stddev: stddev / 1000,
            min: min / 1000,
            max: max / 1000,
            p0_001: histogram.percentile(0.001) / 1000,
            p0_01: histogram.percentile(0.01) / 1000,
            p0_1: histogram.percentile(0.1) / 1000,
            p1: histogram.percentile(1) / 1000,
            p2_5: histogram.percentile(2.5) / 1000,
            p10: histogram.percentile(10) / 1000,
            p25: histogram.percentile(25) / 1000,
            p50: histogram.percentile(50) / 1000,
            p75: histogram.percentile(75) / 1000,
            p90: histogram.percentile(90) / 1000,
            p97_5: histogram.percentile(97.5) / 1000,
            p99: histogram.percentile(99) / 1000,
            p99_9: histogram.percentile(99.9) / 1000,
            p99_99: histogram.percentile(99.99) / 1000,
            p99_999: histogram.percentile(99.999) / 1000,
        };
    }
    static toHistogramIntegerNano(milliseconds) {
        return Math.max(1, Math.trunc(milliseconds * 1000));
    }
}
exports.PiscinaHistogramHandler = PiscinaHistogramHandler;
_PiscinaHistogramHandler_runTime = new WeakMap(), _PiscinaHistogramHandler_waitTime = new WeakMap();
//# sourceMappingURL=histogram.js.map

/***/ }),

/***/ 34246:
/***/ (function(__unused_webpack_module, exports, __webpack_require__) {


var __classPrivateFieldSet = (this && this.__classPrivateFieldSet) || function (receiver, state, value, kind, f) {
    if (kind === "m") throw new TypeError("Private method is not writable");
    if (kind === "a" && !f) throw new TypeError("Private accessor was defined without a setter");
    if (typeof state === "function" ? receiver !== state || !f : !state.has(receiver)) throw new TypeError("Cannot write private member to an object whose class did not declare it");
    return (kind === "a" ? f.call(receiver, value) : f ? f.value = value : state.set(receiver, value)), value;
};
var __classPrivateFieldGet = (this && this.__classPrivateFieldGet) || function (receiver, state, kind, f) {
    if (kind === "a" && !f) throw new TypeError("Private accessor was defined without a getter");
    if (typeof state === "function" ? receiver !== state || !f : !state.has(receiver)) throw new TypeError("Cannot read private member from an object whose class did not declare it");
    return kind === "m" ? f : kind === "a" ? f.call(receiver) : f ? f.value : state.get(receiver);
};
var _DirectlyTransferable_value, _ArrayBufferViewTransferable_view, _Piscina_pool, _Piscina_histogram;
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.workerData = exports.isWorkerThread = exports.move = exports.ArrayTaskQueue = exports.FixedQueue = exports.version = exports.queueOptionsSymbol = exports.valueSymbol = exports.transferableSymbol = exports.Piscina = void 0;
const node_worker_threads_1 = __webpack_require__(75919);
const node_events_1 = __webpack_require__(78474);
const node_path_1 = __webpack_require__(76760);
const node_util_1 = __webpack_require__(57975);
const node_perf_hooks_1 = __webpack_require__(643);
const promises_1 = __webpack_require__(58500);
const package_json_1 = __webpack_require__(57129);
Object.defineProperty(exports, "version", ({ enumerable: true, get: function () { return package_json_1.version; } }));
const symbols_1 = __webpack_require__(65459);
Object.defineProperty(exports, "queueOptionsSymbol", ({ enumerable: true, get: function () { return symbols_1.kQueueOptions; } }));
Object.defineProperty(exports, "transferableSymbol", ({ enumerable: true, get: function () { return symbols_1.kTransferable; } }));
Object.defineProperty(exports, "valueSymbol", ({ enumerable: true, get: function () { return symbols_1.kValue; } }));
const task_queue_1 = __webpack_require__(70998);
Object.defineProperty(exports, "ArrayTaskQueue", ({ enumerable: true, get: function () { return task_queue_1.ArrayTaskQueue; } }));
Object.defineProperty(exports, "FixedQueue", ({ enumerable: true, get: function () { return task_queue_1.FixedQueue; } }));
const worker_pool_1 = __webpack_require__(12);
const abort_1 = __webpack_require__(46256);
const histogram_1 = __webpack_require__(17148);
const errors_1 = __webpack_require__(50971);
const common_1 = __webpack_require__(26697);
const cpuParallelism = (0, common_1.getAvailableParallelism)();
const kDefaultOptions = {
    filename: null,
    name: 'default',
    minThreads: Math.max(Math.floor(cpuParallelism / 2), 1),
    maxThreads: cpuParallelism * 1.5,
    idleTimeout: 0,
    maxQueue: Infinity,
    concurrentTasksPerWorker: 1,
    atomics: 'sync',
    taskQueue: new task_queue_1.ArrayTaskQueue(),
    niceIncrement: 0,
    trackUnmanagedFds: true,
    closeTimeout: 30000,
    recordTiming: true,
    stricterFIFO: false,
    workerHistogram: false
};
const kDefaultRunOptions = {
    transferList: undefined,
    filename: null,
    signal: null,
    name: null
};
const kDefaultCloseOptions = {
    force: false
};
class DirectlyTransferable {
    constructor(value) {
        _DirectlyTransferable_value.set(this, void 0);
        __classPrivateFieldSet(this, _DirectlyTransferable_value, value, "f");
    }
    get [(_DirectlyTransferable_value = new WeakMap(), symbols_1.kTransferable)]() { return __classPrivateFieldGet(this, _DirectlyTransferable_value, "f"); }
    get [symbols_1.kValue]() { return __classPrivateFieldGet(this, _DirectlyTransferable_value, "f"); }
}
class ArrayBufferViewTransferable {
    constructor(view) {
        _ArrayBufferViewTransferable_view.set(this, void 0);
        __classPrivateFieldSet(this, _ArrayBufferViewTransferable_view, view, "f");
    }
    get [(_ArrayBufferViewTransferable_view = new WeakMap(), symbols_1.kTransferable)]() { return __classPrivateFieldGet(this, _ArrayBufferViewTransferable_view, "f").buffer; }
    get [symbols_1.kValue]() { return __classPrivateFieldGet(this, _ArrayBufferViewTransferable_view, "f"); }
}
class ThreadPool {
    constructor(publicInterface, options) {
        var _a, _b, _c;
        this.skipQueue = [];
        this.completed = 0;
        this.histogram = null;
        this.start = node_perf_hooks_1.performance.now();
        this.inProcessPendingMessages = false;
        this.startingUp = false;
        this.closingUp = false;
        this.workerFailsDuringBootstrap = false;
        this.destroying = false;
        this.publicInterface = publicInterface;
        this.taskQueue = (_a = options.taskQueue) !== null && _a !== void 0 ? _a : new task_queue_1.FixedQueue();
        const filename = options.filename ? (0, common_1.maybeFileURLToPath)(options.filename) : null;
        this.options = (0, common_1.withNullPrototype)({
            ...kDefaultOptions,
            ...options,
            filename,
            maxQueue: 0,
        });
        if (this.options.recordTiming) {
            this.histogram = new histogram_1.PiscinaHistogramHandler();
        }
        // The >= and <= could be > and < but this way we get 100 % coverage 🙃
        if (options.maxThreads !== undefined &&
            this.options.minThreads >= options.maxThreads) {
            this.options.minThreads = options.maxThreads;
        }
        if (options.minThreads !== undefined &&
            this.options.maxThreads <= options.minThreads) {
            this.options.maxThreads = options.minThreads;
        }
        if (options.maxQueue === 'auto') {
            this.options.maxQueue = this.options.maxThreads ** 2;
        }
        else {
            this.options.maxQueue = (_b = options.maxQueue) !== null && _b !== void 0 ? _b : kDefaultOptions.maxQueue;
        }
        this.balancer = (_c = this.options.loadBalancer) !== null && _c !== void 0 ? _c : (0, worker_pool_1.LeastBusyBalancer)({ maximumUsage: this.options.concurrentTasksPerWorker });
        this.workers = new worker_pool_1.AsynchronouslyCreatedResourcePool(this.options.concurrentTasksPerWorker);
        this.workers.onTaskDone(this._onWorkerTaskDone.bind(this));
        this.maxCapacity = this.options.maxThreads * this.options.concurrentTasksPerWorker;
        this.startingUp = true;
        this._ensureMinimumWorkers();
        this.startingUp = false;
        this._needsDrain = false;
    }
    _ensureMinimumWorkers() {
        if (this.closingUp || this.destroying) {
            return;
        }
        while (this.workers.size < this.options.minThreads) {
            this._addNewWorker();
        }
    }
    _addNewWorker() {
        if (this.closingUp === true)
            return;
        const { port1, port2 } = new node_worker_threads_1.MessageChannel();
        const workerInfo = new worker_pool_1.WorkerInfo({
            worker: {
                filename: (0, node_path_1.resolve)(__dirname, 'worker.js'),
                env: this.options.env,
                argv: this.options.argv,
                execArgv: this.options.execArgv,
                resourceLimits: this.options.resourceLimits,
                workerData: this.options.workerData,
                trackUnmanagedFds: this.options.trackUnmanagedFds
            },
            port: port1,
            enableHistogram: this.options.workerHistogram
        }, onMessage.bind(this));
        const message = {
            filename: this.options.filename,
            name: this.options.name,
            port: port2,
            sharedBuffer: workerInfo.sharedBuffer,
            atomics: this.options.atomics,
            niceIncrement: this.options.niceIncrement
        };
        workerInfo.onDestroy(() => {
            this.publicInterface.emit('workerDestroy', workerInfo.interface);
        });
        workerInfo.onWorkerMessage(onWorkerMessage.bind(this));
        workerInfo.onWorkerError(onWorkerError.bind(this));
        workerInfo.onWorkerExit(onWorkerExit.bind(this));
        workerInfo.onPortClose(() => { workerInfo.workerRef(); });
        if (this.startingUp === true) {
            // There is no point in waiting for the initial set of Workers to indicate
            // that they are ready, we just mark them as such from the start.
            workerInfo.markAsReady();
            // We need to emit the event in the next microtask, so that the user can
            // attach event listeners before the event is emitted.
            queueMicrotask(() => {
                this.publicInterface.emit('workerCreate', workerInfo.interface);
                this._onWorkerReady(workerInfo);
            });
        }
        else {
            workerInfo.onReady(() => {
                this.publicInterface.emit('workerCreate', workerInfo.interface);
                this._onWorkerReady(workerInfo);
            });
        }
        workerInfo.init(message, [port2]).workerUnref();
        this.workers.add(workerInfo);
        function onMessage(message) {
            const { taskId, result } = message;
            // In case of success: Call the callback that was passed to `runTask`,
            // remove the `TaskInfo` associated with the Worker, which marks it as
            // free again.
            const taskInfo = workerInfo.popTask(taskId);
            this.workers.taskDone(workerInfo);
            if (taskInfo == null) { /* c8 ignore next */
                const err = new Error(`Unexpected message from Worker: ${(0, node_util_1.inspect)(message)}`);
                this.publicInterface.emit('error', err);
            }
            else {
                taskInfo.done(message.error, result);
            }
            this._processPendingMessages();
        }
        function onWorkerReady() {
            workerInfo.currentUsage() === 0 && workerInfo.unref();
            workerInfo.isReady() === false && workerInfo.markAsReady();
        }
        function onEventMessage(message) {
            this.publicInterface.emit('message', message);
        }
        function onWorkerMessage(message) {
            const isReadyMessage = (message instanceof Object && common_1.READY in message) ||
                (typeof message === 'object' && message !== null && common_1.READY in message);
            if (isReadyMessage) {
                onWorkerReady();
            }
            else {
                onEventMessage.call(this, message);
            }
        }
        function onWorkerError(err) {
            this._onError(workerInfo, err, false);
        }
        function onWorkerExit(code) {
            if (this.destroying === false) {
                const err = new Error(`worker exited with code: ${code}`);
                // Only error unfinished tasks on process exit, since there are legitimate
                // reasons to exit workers and we want to handle that gracefully when possible.
                this._onError(workerInfo, err, true);
            }
        }
    }
    _onError(workerInfo, err, onlyErrorUnfinishedTasks) {
        const taskInfos = [...workerInfo.taskInfos.values()];
        workerInfo.taskInfos.clear();
        // Remove the worker from the list and potentially start a new Worker to
        // replace the current one.
        this._removeWorker(workerInfo);
        if (workerInfo.isReady() && !this.workerFailsDuringBootstrap) {
            this._ensureMinimumWorkers();
        }
        else {
            // Do not start new workers over and over if they already fail during
            // bootstrap, there's no point.
            this.workerFailsDuringBootstrap = true;
        }
        if (taskInfos.length > 0) {
            // If there are remaining unfinished tasks, call the callback that was
            // passed to `postTask` with the error
            for (const taskInfo of taskInfos) {
                taskInfo.done(err, null);
            }
        }
        else if (!onlyErrorUnfinishedTasks) {
            // If there are no unfinished tasks, instead emit an 'error' event
            this.publicInterface.emit('error', err);
        }
    }
    _processPendingMessages() {
        if (this.inProcessPendingMessages || this.options.atomics === 'disabled') {
            return;
        }
        this.inProcessPendingMessages = true;
        try {
            for (const workerInfo of this.workers) {
                workerInfo.processPendingMessages();
            }
        }
        finally {
            this.inProcessPendingMessages = false;
        }
    }
    _removeWorker(workerInfo) {
        workerInfo.destroy();
        this.workers.delete(workerInfo);
    }
    _removeTaskFromQueue(taskInfo) {
        this.taskQueue.remove(taskInfo);
        const skipQueueIndex = this.skipQueue.indexOf(taskInfo);
        if (skipQueueIndex !== -1) {
            this.skipQueue.splice(skipQueueIndex, 1);
        }
    }
    _onWorkerReady(workerInfo) {
        this._onWorkerAvailable(workerInfo);
    }
    _onWorkerTaskDone(workerInfo) {
        this._onWorkerAvailable(workerInfo);
    }
    _onWorkerAvailable(workerInfo) {
        let workers = null;
        while ((this.taskQueue.size > 0 || this.skipQueue.length > 0)) {
            // The skipQueue will have tasks that we previously shifted off
            // the task queue but had to skip over... we have to make sure
            // we drain that before we drain the taskQueue.
            const taskInfo = this.skipQueue.shift() ||
                this.taskQueue.shift();
            if (workers == null) {
                workers = [...this.workers].map(workerInfo => workerInfo.interface);
            }
            const distributed = this._distributeTask(taskInfo, workers);
            if (distributed) {
                // If task was distributed, we should continue to distribute more tasks
                continue;
            }
            if (this.workers.size < this.options.maxThreads) {
                // We spawn if possible
                // TODO: scheduler will intercept this.
                this._addNewWorker();
                continue;
            }
            else {
                // If balancer states that pool is busy, we should stop trying to distribute tasks
                break;
            }
        }
        //If Infinity was sent as a parameter, we skip setting the Timeout that clears the worker
        if (this.options.idleTimeout === Infinity) {
            return;
        }
        // If more workers than minThreads, we can remove idle workers
        if (workerInfo.currentUsage() === 0 &&
            this.workers.size > this.options.minThreads) {
            workerInfo.setIdleTimeout(() => {
                // Exit early - we can't safely remove the worker as there is workload in the middle.
                // Once task is exited, timeout will be set once more for tearing up idle worker
                if (workerInfo.currentUsage() !== 0) {
                    return;
                }
                if (this.workers.size > this.options.minThreads) {
                    this._removeWorker(workerInfo);
                }
            }, this.options.idleTimeout);
        }
    }
    _distributeTask(task, workers) {
        var _a;
        // We need to verify if the task is aborted already or not
        // otherwise we might be distributing aborted tasks to workers
        if (task.aborted)
            return true;
        const candidate = this.balancer(task.interface, workers);
        // Seeking for a real worker instead of customized one
        if (candidate != null && candidate[symbols_1.kWorkerData] != null) {
            const now = node_perf_hooks_1.performance.now();
            (_a = this.histogram) === null || _a === void 0 ? void 0 : _a.recordWaitTime(now - task.created);
            task.started = now;
            candidate[symbols_1.kWorkerData].postTask(task);
            queueMicrotask(() => this._maybeDrain());
            // If candidate, let's try to distribute more tasks
            return true;
        }
        this._returnUndistributedTask(task, !this.options.stricterFIFO);
        return false;
    }
    _returnUndistributedTask(task, toTail = false) {
        if (task.abortSignal != null) {
            if (toTail) {
                this.skipQueue.push(task);
            }
            else {
                this.skipQueue.unshift(task);
            }
            return;
        }
        if (toTail) {
            this.taskQueue.push(task);
        }
        else if (this.taskQueue.unshift != null) {
            this.taskQueue.unshift(task);
        }
        else {
            this.taskQueue.push(task);
        }
    }
    runTask(task, options) {
        var _a;
        let { filename, name } = options;
        const { transferList = [] } = options;
        filename = filename !== null && filename !== void 0 ? filename : this.options.filename;
        name = name !== null && name !== void 0 ? name : this.options.name;
        if (typeof filename !== 'string') {
            return Promise.reject(errors_1.Errors.FilenameNotProvided());
        }
        filename = (0, common_1.maybeFileURLToPath)(filename);
        let signal;
        if (this.closingUp || this.destroying) {
            const closingUpAbortController = new AbortController();
            closingUpAbortController.abort('queue is being terminated');
            signal = closingUpAbortController.signal;
        }
        else {
            signal = (_a = options.signal) !== null && _a !== void 0 ? _a : null;
        }
        const { promise: ret, resolve, reject } = (0, common_1.promiseResolvers)();
        const taskInfo = new task_queue_1.TaskInfo({
            task,
            transferList,
            filename,
            name,
            abortSignal: signal,
            triggerAsyncId: this.publicInterface.asyncResource.asyncId()
        }, (err, result) => {
            var _a;
            this.completed++;
            if (taskInfo.started) {
                (_a = this.histogram) === null || _a === void 0 ? void 0 : _a.recordRunTime(node_perf_hooks_1.performance.now() - taskInfo.started);
            }
            if (err !== null) {
                reject(err);
            }
            else {
                resolve(result);
            }
            queueMicrotask(this._maybeDrain.bind(this));
        });
        if (signal != null) {
            // If the AbortSignal has an aborted property and it's truthy,
            // reject immediately.
            if (signal.aborted) {
                reject(new abort_1.AbortError(signal.reason));
                return ret;
            }
            taskInfo.onAbort(() => {
                // Call reject() first to make sure we always reject with the AbortError
                // if the task is aborted, not with an Error from the possible
                // thread termination below.
                reject(new abort_1.AbortError(signal.reason));
                if (taskInfo.workerInfo != null) {
                    // Already running: We cancel the Worker this is running on.
                    this._removeWorker(taskInfo.workerInfo);
                    this._ensureMinimumWorkers();
                }
                else {
                    // Not yet running: Remove it from the queue.
                    // Call should be idempotent
                    this._removeTaskFromQueue(taskInfo);
                }
            });
            taskInfo.setAbortListener(signal);
        }
        if (this.taskQueue.size > 0) {
            const totalCapacity = this.options.maxQueue + this.pendingCapacity();
            if (this.taskQueue.size >= totalCapacity) {
                if (this.options.maxQueue === 0) {
                    reject(errors_1.Errors.NoTaskQueueAvailable());
                }
                else {
                    reject(errors_1.Errors.TaskQueueAtLimit());
                }
            }
            else {
                this.taskQueue.push(taskInfo);
                // Eagerly spawn additional workers up to maxThreads while there is
                // queued work. Without this, a cold pool serializes the initial burst
                // because the next spawn only happens once the first worker is ready.
                // The balancer still owns distribution once workers become available.
                if (this.workers.size < this.options.maxThreads) {
                    this._addNewWorker();
                }
            }
            queueMicrotask(this._maybeDrain.bind(this));
            return ret;
        }
        const workers = [...this.workers.readyItems].map(workerInfo => workerInfo.interface);
        const distributed = this._distributeTask(taskInfo, workers);
        if (!distributed) {
            // We spawn if possible
            // TODO: scheduler will intercept this.
            if (this.workers.size < this.options.maxThreads) {
                this._addNewWorker();
            }
            // We reject if no task queue set and no more pending capacity.
            if (this.options.maxQueue <= 0 && this.pendingCapacity() === 0) {
                reject(errors_1.Errors.NoTaskQueueAvailable());
            }
        }
        ;
        queueMicrotask(this._maybeDrain.bind(this));
        return ret;
    }
    pendingCapacity() {
        return this.workers.pendingItems.size *
            this.options.concurrentTasksPerWorker;
    }
    _maybeDrain() {
        /**
         * Our goal is to make it possible for user space to use the pool
         * in a way where always waiting === 0,
         * since we want to avoid creating tasks that can't execute
         * immediately in order to provide back pressure to the task source.
         */
        const { maxCapacity } = this;
        const currentUsage = this.workers.getCurrentUsage();
        if (maxCapacity === currentUsage) {
            this._needsDrain = true;
            queueMicrotask(() => this.publicInterface.emit('needsDrain'));
        }
        else if (maxCapacity > currentUsage && this._needsDrain) {
            this._needsDrain = false;
            queueMicrotask(() => this.publicInterface.emit('drain'));
        }
    }
    async destroy() {
        this.destroying = true;
        while (this.skipQueue.length > 0) {
            const taskInfo = this.skipQueue.shift();
            taskInfo.done(new Error('Terminating worker thread'));
        }
        while (this.taskQueue.size > 0) {
            const taskInfo = this.taskQueue.shift();
            taskInfo.done(new Error('Terminating worker thread'));
        }
        const exitEvents = [];
        while (this.workers.size > 0) {
            const [workerInfo] = this.workers;
            exitEvents.push((0, node_events_1.once)(workerInfo.worker, 'exit'));
            this._removeWorker(workerInfo);
        }
        await Promise.allSettled(exitEvents);
        this.destroying = false;
    }
    async close(options) {
        this.closingUp = true;
        if (options.force) {
            const skipQueueLength = this.skipQueue.length;
            for (let i = 0; i < skipQueueLength; i++) {
                const taskInfo = this.skipQueue.shift();
                if (taskInfo.workerInfo === null) {
                    taskInfo.done(new abort_1.AbortError('pool is closed'));
                }
                else {
                    this.skipQueue.push(taskInfo);
                }
            }
            const taskQueueLength = this.taskQueue.size;
            for (let i = 0; i < taskQueueLength; i++) {
                const taskInfo = this.taskQueue.shift();
                if (taskInfo.workerInfo === null) {
                    taskInfo.done(new abort_1.AbortError('pool is closed'));
                }
                else {
                    this.taskQueue.push(taskInfo);
                }
            }
        }
        const onPoolFlushed = () => new Promise((resolve) => {
            const numberOfWorkers = this.workers.size;
            if (numberOfWorkers === 0) {
                resolve();
                return;
            }
            let numberOfWorkersDone = 0;
            const checkIfWorkerIsDone = (workerInfo) => {
                if (workerInfo.taskInfos.size === 0) {
                    numberOfWorkersDone++;
                }
                if (numberOfWorkers === numberOfWorkersDone) {
                    resolve();
                }
            };
            this.workers.onTaskDone(checkIfWorkerIsDone);
            for (const workerInfo of this.workers) {
                checkIfWorkerIsDone(workerInfo);
                this.workers.onTaskDone(checkIfWorkerIsDone);
            }
        });
        const throwOnTimeOut = async (timeout) => {
            await (0, promises_1.setTimeout)(timeout, null, { ref: false });
            throw errors_1.Errors.CloseTimeout();
        };
        try {
            await Promise.race([
                onPoolFlushed(),
                throwOnTimeOut(this.options.closeTimeout)
            ]);
        }
        catch (error) {
            this.publicInterface.emit('error', error);
        }
        finally {
            await this.destroy();
            this.publicInterface.emit('close');
            this.closingUp = false;
        }
    }
}
class Piscina extends node_events_1.EventEmitterAsyncResource {
    constructor(options = {}) {
        const opts = (0, common_1.withNullPrototype)(options);
        super((0, common_1.withNullPrototype)(opts, { name: 'Piscina' }));
        _Piscina_pool.set(this, void 0);
        _Piscina_histogram.set(this, null);
        if (typeof opts.filename !== 'string' && opts.filename != null) {
            throw new TypeError('options.filename must be a string or null');
        }
        if (typeof opts.name !== 'string' && opts.name != null) {
            throw new TypeError('options.name must be a string or null');
        }
        if (opts.minThreads !== undefined &&
            (typeof opts.minThreads !== 'number' || opts.minThreads < 0)) {
            throw new TypeError('options.minThreads must be a non-negative integer');
        }
        if (opts.maxThreads !== undefined &&
            (typeof opts.maxThreads !== 'number' || opts.maxThreads < 1)) {
            throw new TypeError('options.maxThreads must be a positive integer');
        }
        if (opts.minThreads !== undefined && opts.maxThreads !== undefined &&
            opts.minThreads > opts.maxThreads) {
            throw new RangeError('options.minThreads and options.maxThreads must not conflict');
        }
        if (opts.idleTimeout !== undefined &&
            (typeof opts.idleTimeout !== 'number' || opts.idleTimeout < 0)) {
            throw new TypeError('options.idleTimeout must be a non-negative integer');
        }
        if (opts.maxQueue !== undefined &&
            opts.maxQueue !== 'auto' &&
            (typeof opts.maxQueue !== 'number' || opts.maxQueue < 0)) {
            throw new TypeError('options.maxQueue must be a non-negative integer');
        }
        if (opts.concurrentTasksPerWorker !== undefined &&
            (typeof opts.concurrentTasksPerWorker !== 'number' ||
                opts.concurrentTasksPerWorker < 1)) {
            throw new TypeError('options.concurrentTasksPerWorker must be a positive integer');
        }
        if (opts.atomics != null && (typeof opts.atomics !== 'string' ||
            !['sync', 'async', 'disabled'].includes(opts.atomics))) {
            throw new TypeError('options.atomics should be a value of sync, sync or disabled.');
        }
        if (opts.resourceLimits !== undefined &&
            (typeof opts.resourceLimits !== 'object' ||
                opts.resourceLimits === null)) {
            throw new TypeError('options.resourceLimits must be an object');
        }
        if (opts.taskQueue !== undefined && !(0, task_queue_1.isTaskQueue)(opts.taskQueue)) {
            throw new TypeError('options.taskQueue must be a TaskQueue object');
        }
        if (opts.niceIncrement !== undefined &&
            (typeof opts.niceIncrement !== 'number' || (opts.niceIncrement < 0 && process.platform !== 'win32'))) {
            throw new TypeError('options.niceIncrement must be a non-negative integer on Unix systems');
        }
        if (opts.trackUnmanagedFds !== undefined &&
            typeof opts.trackUnmanagedFds !== 'boolean') {
            throw new TypeError('options.trackUnmanagedFds must be a boolean value');
        }
        if (opts.closeTimeout !== undefined && (typeof opts.closeTimeout !== 'number' || opts.closeTimeout < 0)) {
            throw new TypeError('options.closeTimeout must be a non-negative integer');
        }
        if (opts.loadBalancer !== undefined && (typeof opts.loadBalancer !== 'function' || opts.loadBalancer.length < 1)) {
            throw new TypeError('options.loadBalancer must be a function with at least two args');
        }
        if (opts.workerHistogram !== undefined && (typeof opts.workerHistogram !== 'boolean')) {
            throw new TypeError('options.workerHistogram must be a boolean');
        }
        if (opts.stricterFIFO !== undefined && (typeof opts.stricterFIFO !== 'boolean')) {
            throw new TypeError('options.stricterFIFO must be a boolean');
        }
        __classPrivateFieldSet(this, _Piscina_pool, new ThreadPool(this, opts), "f");
    }
    run(task, options = kDefaultRunOptions) {
        var _a, _b, _c;
        if (options === null || typeof options !== 'object') {
            return Promise.reject(new TypeError('options must be an object'));
        }
        options = (0, common_1.withNullPrototype)(options);
        const transferList = options.transferList;
        const signal = (_a = options.signal) !== null && _a !== void 0 ? _a : null;
        const filename = (_b = options.filename) !== null && _b !== void 0 ? _b : null;
        const name = (_c = options.name) !== null && _c !== void 0 ? _c : null;
        if (transferList !== undefined && !Array.isArray(transferList)) {
            return Promise.reject(new TypeError('transferList argument must be an Array'));
        }
        if (filename != null && typeof filename !== 'string') {
            return Promise.reject(new TypeError('filename argument must be a string'));
        }
        if (name != null && typeof name !== 'string') {
            return Promise.reject(new TypeError('name argument must be a string'));
        }
        if (signal != null && typeof signal !== 'object') {
            return Promise.reject(new TypeError('signal argument must be an object'));
        }
        return __classPrivateFieldGet(this, _Piscina_pool, "f").runTask(task, { transferList, filename, name, signal });
    }
    async close(options = kDefaultCloseOptions) {
        if (options === null || typeof options !== 'object') {
            throw TypeError('options must be an object');
        }
        options = (0, common_1.withNullPrototype)(options);
        let { force } = options;
        if (force !== undefined && typeof force !== 'boolean') {
            return Promise.reject(new TypeError('force argument must be a boolean'));
        }
        force !== null && force !== void 0 ? force : (force = kDefaultCloseOptions.force);
        return __classPrivateFieldGet(this, _Piscina_pool, "f").close({
            force
        });
    }
    destroy() {
        return __classPrivateFieldGet(this, _Piscina_pool, "f").destroy();
    }
    [(_Piscina_pool = new WeakMap(), _Piscina_histogram = new WeakMap(), Symbol.dispose)]() {
        this.close();
    }
    [Symbol.asyncDispose]() {
        return this.close();
    }
    get maxThreads() {
        return __classPrivateFieldGet(this, _Piscina_pool, "f").options.maxThreads;
    }
    get minThreads() {
        return __classPrivateFieldGet(this, _Piscina_pool, "f").options.minThreads;
    }
    get options() {
        return __classPrivateFieldGet(this, _Piscina_pool, "f").options;
    }
    get threads() {
        const ret = [];
        for (const workerInfo of __classPrivateFieldGet(this, _Piscina_pool, "f").workers) {
            ret.push(workerInfo.worker);
        }
        return ret;
    }
    get idleThreads() {
        let count = 0;
        for (const workerInfo of __classPrivateFieldGet(this, _Piscina_pool, "f").workers.readyItems) {
            if (workerInfo.currentUsage() === 0)
                count++;
        }
        return count;
    }
    get queueSize() {
        const pool = __classPrivateFieldGet(this, _Piscina_pool, "f");
        return Math.max((pool.taskQueue.size + pool.skipQueue.length) - pool.pendingCapacity(), 0);
    }
    get completed() {
        return __classPrivateFieldGet(this, _Piscina_pool, "f").completed;
    }
    get histogram() {
        if (__classPrivateFieldGet(this, _Piscina_histogram, "f") == null) {
            const piscinahistogram = {
                // @ts-expect-error
                get runTime() { var _a; return (_a = this.histogram) === null || _a === void 0 ? void 0 : _a.runTimeSummary; },
                // @ts-expect-error
                get waitTime() { var _a; return (_a = this.histogram) === null || _a === void 0 ? void 0 : _a.waitTimeSummary; },
                resetRunTime() {
                    var _a;
                    // @ts-expect-error
                    (_a = this.histogram) === null || _a === void 0 ? void 0 : _a.resetRunTime();
                },
                resetWaitTime() {
                    var _a;
                    // @ts-expect-error
                    (_a = this.histogram) === null || _a === void 0 ? void 0 : _a.resetWaitTime();
                },
            };
            Object.defineProperty(piscinahistogram, 'histogram', {
                value: __classPrivateFieldGet(this, _Piscina_pool, "f").histogram,
                writable: false,
                enumerable: false,
                configurable: false,
            });
            __classPrivateFieldSet(this, _Piscina_histogram, piscinahistogram, "f");
        }
        ;
        return __classPrivateFieldGet(this, _Piscina_histogram, "f");
    }
    get utilization() {
        if (__classPrivateFieldGet(this, _Piscina_pool, "f").histogram == null) {
            return 0;
        }
        // count is available as of Node.js v16.14.0 but not present in the types
        const count = __classPrivateFieldGet(this, _Piscina_pool, "f").histogram.runTimeCount;
        if (count === 0) {
            return 0;
        }
        // The capacity is the max compute time capacity of the
        // pool to this point in time as determined by the length
        // of time the pool has been running multiplied by the
        // maximum number of threads.
        const capacity = this.duration * __classPrivateFieldGet(this, _Piscina_pool, "f").options.maxThreads;
        const totalMeanRuntime = (__classPrivateFieldGet(this, _Piscina_pool, "f").histogram.runTimeSummary.mean / 1000) * count;
        // We calculate the appoximate pool utilization by multiplying
        // the mean run time of all tasks by the number of runtime
        // samples taken and dividing that by the capacity. The
        // theory here is that capacity represents the absolute upper
        // limit of compute time this pool could ever attain (but
        // never will for a variety of reasons. Multiplying the
        // mean run time by the number of tasks sampled yields an
        // approximation of the realized compute time. The utilization
        // then becomes a point-in-time measure of how active the
        // pool is.
        return totalMeanRuntime / capacity;
    }
    get duration() {
        return node_perf_hooks_1.performance.now() - __classPrivateFieldGet(this, _Piscina_pool, "f").start;
    }
    get needsDrain() {
        return __classPrivateFieldGet(this, _Piscina_pool, "f")._needsDrain;
    }
    static get isWorkerThread() {
        return common_1.commonState.isWorkerThread;
    }
    static get workerData() {
        return common_1.commonState.workerData;
    }
    static get version() {
        return package_json_1.version;
    }
    static get Piscina() {
        return Piscina;
    }
    static get FixedQueue() {
        return task_queue_1.FixedQueue;
    }
    static get ArrayTaskQueue() {
        return task_queue_1.ArrayTaskQueue;
    }
    static move(val) {
        if (val != null && typeof val === 'object' && typeof val !== 'function') {
            if (!(0, common_1.isTransferable)(val)) {
                if (node_util_1.types.isArrayBufferView(val)) {
                    val = new ArrayBufferViewTransferable(val);
                }
                else {
                    val = new DirectlyTransferable(val);
                }
            }
            (0, common_1.markMovable)(val);
        }
        return val;
    }
    static get transferableSymbol() { return symbols_1.kTransferable; }
    static get valueSymbol() { return symbols_1.kValue; }
    static get queueOptionsSymbol() { return symbols_1.kQueueOptions; }
}
exports["default"] = Piscina;
exports.Piscina = Piscina;
const move = Piscina.move;
exports.move = move;
const isWorkerThread = Piscina.isWorkerThread;
exports.isWorkerThread = isWorkerThread;
const workerData = Piscina.workerData;
exports.workerData = workerData;
//# sourceMappingURL=index.js.map

/***/ }),

/***/ 9721:
/***/ (function(module, __unused_webpack_exports, __webpack_require__) {


var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
const index_1 = __importDefault(__webpack_require__(34246));
module.exports = index_1.default;
//# sourceMappingURL=main.js.map

/***/ }),

/***/ 65459:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.kFieldCount = exports.kResponseCountField = exports.kRequestCountField = exports.kQueueOptions = exports.kValue = exports.kTransferable = exports.kWorkerData = exports.kMovable = void 0;
// Internal symbol used to mark Transferable objects returned
// by the Piscina.move() function
exports.kMovable = Symbol('Piscina.kMovable');
exports.kWorkerData = Symbol('Piscina.kWorkerData');
exports.kTransferable = Symbol.for('Piscina.transferable');
exports.kValue = Symbol.for('Piscina.valueOf');
exports.kQueueOptions = Symbol.for('Piscina.queueOptions');
exports.kRequestCountField = 0;
exports.kResponseCountField = 1;
exports.kFieldCount = 2;
//# sourceMappingURL=symbols.js.map

/***/ }),

/***/ 80827:
/***/ (function(__unused_webpack_module, exports, __webpack_require__) {


var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.ArrayTaskQueue = void 0;
const node_assert_1 = __importDefault(__webpack_require__(34589));
class ArrayTaskQueue {
    constructor() {
        this.tasks = [];
    }
    get size() {
        return this.tasks.length;
    }
    shift() {
        var _a;
        return (_a = this.tasks.shift()) !== null && _a !== void 0 ? _a : null;
    }
    push(task) {
        this.tasks.push(task);
    }
    unshift(task) {
        this.tasks.unshift(task);
    }
    remove(task) {
        const index = this.tasks.indexOf(task);
        node_assert_1.default.notStrictEqual(index, -1);
        this.tasks.splice(index, 1);
    }
}
exports.ArrayTaskQueue = ArrayTaskQueue;
//# sourceMappingURL=array_queue.js.map

/***/ }),

/***/ 44864:
/***/ (function(__unused_webpack_module, exports, __webpack_require__) {


var __classPrivateFieldGet = (this && this.__classPrivateFieldGet) || function (receiver, state, kind, f) {
    if (kind === "a" && !f) throw new TypeError("Private accessor was defined without a getter");
    if (typeof state === "function" ? receiver !== state || !f : !state.has(receiver)) throw new TypeError("Cannot read private member from an object whose class did not declare it");
    return kind === "m" ? f : kind === "a" ? f.call(receiver) : f ? f.value : state.get(receiver);
};
var __classPrivateFieldSet = (this && this.__classPrivateFieldSet) || function (receiver, state, value, kind, f) {
    if (kind === "m") throw new TypeError("Private method is not writable");
    if (kind === "a" && !f) throw new TypeError("Private accessor was defined without a setter");
    if (typeof state === "function" ? receiver !== state || !f : !state.has(receiver)) throw new TypeError("Cannot write private member to an object whose class did not declare it");
    return (kind === "a" ? f.call(receiver, value) : f ? f.value = value : state.set(receiver, value)), value;
};
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
var _FixedQueue_size;
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.FixedQueue = void 0;
/*
 * Modified Fixed Queue Implementation based on the one from Node.js Project
 * License: MIT License
 * Source: https://github.com/nodejs/node/blob/de7b37880f5a541d5f874c1c2362a65a4be76cd0/lib/internal/fixed_queue.js
 */
const node_assert_1 = __importDefault(__webpack_require__(34589));
// Currently optimal queue size, tested on V8 6.0 - 6.6. Must be power of two.
const kSize = 2048;
const kMask = kSize - 1;
// The FixedQueue is implemented as a singly-linked list of fixed-size
// circular buffers. It looks something like this:
//
//  head                                                       tail
//    |                                                          |
//    v                                                          v
// +-----------+ <-----\       +-----------+ <------\         +-----------+
// |  [null]   |        \----- |   next    |         \------- |   next    |
// +-----------+               +-----------+                  +-----------+
// |   item    | <-- bottom    |   item    | <-- bottom       |  [empty]  |
// |   item    |               |   item    |                  |  [empty]  |
// |   item    |               |   item    |                  |  [empty]  |
// |   item    |               |   item    |                  |  [empty]  |
// |   item    |               |   item    |       bottom --> |   item    |
// |   item    |               |   item    |                  |   item    |
// |    ...    |               |    ...    |                  |    ...    |
// |   item    |               |   item    |                  |   item    |
// |   item    |               |   item    |                  |   item    |
// |  [empty]  | <-- top       |   item    |                  |   item    |
// |  [empty]  |               |   item    |                  |   item    |
// |  [empty]  |               |  [empty]  | <-- top  top --> |  [empty]  |
// +-----------+               +-----------+                  +-----------+
//
// Or, if there is only one circular buffer, it looks something
// like either of these:
//
//  head   tail                                 head   tail
//    |     |                                     |     |
//    v     v                                     v     v
// +-----------+                               +-----------+
// |  [null]   |                               |  [null]   |
// +-----------+                               +-----------+
// |  [empty]  |                               |   item    |
// |  [empty]  |                               |   item    |
// |   item    | <-- bottom            top --> |  [empty]  |
// |   item    |                               |  [empty]  |
// |  [empty]  | <-- top            bottom --> |   item    |
// |  [empty]  |                               |   item    |
// +-----------+                               +-----------+
//
// Adding a value means moving `top` forward by one, removing means
// moving `bottom` forward by one. After reaching the end, the queue
// wraps around.
//
// When `top === bottom` the current queue is empty and when
// `top + 1 === bottom` it's full. This wastes a single space of storage
// but allows much quicker checks.
class FixedCircularBuffer {
    constructor() {
        this.bottom = 0;
        this.top = 0;
        this.list = new Array(kSize);
        this.next = null;
    }
    isEmpty() {
        return this.top === this.bottom;
    }
    isFull() {
        return ((this.top + 1) & kMask) === this.bottom;
    }
    push(data) {
        this.list[this.top] = data;
        this.top = (this.top + 1) & kMask;
    }
    unshift(data) {
        this.bottom = (this.bottom - 1) & kMask;
        this.list[this.bottom] = data;
    }
    shift() {
        const nextItem = this.list[this.bottom];
        if (nextItem === undefined) {
            return null;
        }
        this.list[this.bottom] = undefined;
        this.bottom = (this.bottom + 1) & kMask;
        return nextItem;
    }
    remove(task) {
        const indexToRemove = this.list.indexOf(task);
        node_assert_1.default.notStrictEqual(indexToRemove, -1);
        let curr = indexToRemove;
        while (true) {
            const next = (curr + 1) & kMask;
            this.list[curr] = this.list[next];
            if (this.list[curr] === undefined) {
                break;
            }
            if (next === indexToRemove) {
                this.list[curr] = undefined;
                break;
            }
            curr = next;
        }
        this.top = (this.top - 1) & kMask;
    }
}
class FixedQueue {
    constructor() {
        _FixedQueue_size.set(this, 0);
        this.head = this.tail = new FixedCircularBuffer();
    }
    isEmpty() {
        return this.head.isEmpty();
    }
    push(data) {
        var _a;
        if (this.head.isFull()) {
            // Head is full: Creates a new queue, sets the old queue's `.next` to it,
            // and sets it as the new main queue.
            this.head = this.head.next = new FixedCircularBuffer();
        }
        this.head.push(data);
        __classPrivateFieldSet(this, _FixedQueue_size, (_a = __classPrivateFieldGet(this, _FixedQueue_size, "f"), _a++, _a), "f");
    }
    unshift(data) {
        var _a;
        if (this.tail.isFull()) {
            const newTail = new FixedCircularBuffer();
            newTail.next = this.tail;
            this.tail = newTail;
        }
        this.tail.unshift(data);
        __classPrivateFieldSet(this, _FixedQueue_size, (_a = __classPrivateFieldGet(this, _FixedQueue_size, "f"), _a++, _a), "f");
    }
    shift() {
        var _a;
        const tail = this.tail;
        const next = tail.shift();
        if (next !== null)
            __classPrivateFieldSet(this, _FixedQueue_size, (_a = __classPrivateFieldGet(this, _FixedQueue_size, "f"), _a--, _a), "f");
        if (tail.isEmpty() && tail.next !== null) {
            // If there is another queue, it forms the new tail.
            this.tail = tail.next;
            tail.next = null;
        }
        return next;
    }
    remove(task) {
        var _a;
        let prev = null;
        let buffer = this.tail;
        while (true) {
            if (buffer.list.includes(task)) {
                buffer.remove(task);
                __classPrivateFieldSet(this, _FixedQueue_size, (_a = __classPrivateFieldGet(this, _FixedQueue_size, "f"), _a--, _a), "f");
                break;
            }
            if (buffer.next === null)
                break;
            prev = buffer;
            buffer = buffer.next;
        }
        if (buffer.isEmpty()) {
            // removing tail
            if (prev === null) {
                // if tail is not the last buffer
                if (buffer.next !== null)
                    this.tail = buffer.next;
            }
            else {
                // removing head
                if (buffer.next === null) {
                    this.head = prev;
                }
                else {
                    // removing buffer from middle
                    prev.next = buffer.next;
                }
            }
        }
    }
    get size() {
        return __classPrivateFieldGet(this, _FixedQueue_size, "f");
    }
}
exports.FixedQueue = FixedQueue;
_FixedQueue_size = new WeakMap();
;
//# sourceMappingURL=fixed_queue.js.map

/***/ }),

/***/ 70998:
/***/ ((__unused_webpack_module, exports, __webpack_require__) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.TaskInfo = exports.FixedQueue = exports.ArrayTaskQueue = void 0;
exports.isTaskQueue = isTaskQueue;
const node_perf_hooks_1 = __webpack_require__(643);
const node_async_hooks_1 = __webpack_require__(16698);
const abort_1 = __webpack_require__(46256);
const common_1 = __webpack_require__(26697);
const symbols_1 = __webpack_require__(65459);
var array_queue_1 = __webpack_require__(80827);
Object.defineProperty(exports, "ArrayTaskQueue", ({ enumerable: true, get: function () { return array_queue_1.ArrayTaskQueue; } }));
var fixed_queue_1 = __webpack_require__(44864);
Object.defineProperty(exports, "FixedQueue", ({ enumerable: true, get: function () { return fixed_queue_1.FixedQueue; } }));
/**
 * Verifies if a given TaskQueue is valid
 *
 * @export
 * @param {*} value
 * @return {*}  {boolean}
 */
function isTaskQueue(value) {
    return (typeof value === 'object' &&
        value !== null &&
        'size' in value &&
        typeof value.shift === 'function' &&
        typeof value.remove === 'function' &&
        typeof value.push === 'function');
}
let taskIdCounter = 0;
// Extend AsyncResource so that async relations between posting a task and
// receiving its result are visible to diagnostic tools.
class TaskInfo extends node_async_hooks_1.AsyncResource {
    constructor({ task, transferList, filename, name, abortSignal, triggerAsyncId, }, callback) {
        super('Piscina.Task', { requireManualDestroy: true, triggerAsyncId });
        this.workerInfo = null;
        this.aborted = false;
        this._abortListener = () => { this.aborted = true; };
        this._abortCleaner = null;
        this.callback = callback;
        this.task = task;
        this.transferList = transferList;
        // If the task is a Transferable returned by
        // Piscina.move(), then add it to the transferList
        // automatically
        if ((0, common_1.isMovable)(task)) {
            // This condition should never be hit but typescript
            // complains if we dont do the check.
            /* c8 ignore next */
            if (this.transferList == null) {
                this.transferList = [];
            }
            this.transferList = this.transferList.concat(task[symbols_1.kTransferable]);
            this.task = task[symbols_1.kValue];
        }
        this.filename = filename;
        this.name = name;
        // TODO: This should not be global
        this.taskId = taskIdCounter++;
        this.abortSignal = abortSignal;
        this.created = node_perf_hooks_1.performance.now();
        this.started = 0;
    }
    onAbort(value) {
        this._abortListener = () => {
            this.aborted = true;
            value();
        };
    }
    setAbortListener(signal) {
        this._abortCleaner = (0, abort_1.onabort)(signal, this._abortListener);
    }
    releaseTask() {
        const ret = this.task;
        this.task = null;
        return ret;
    }
    // TODO: implement - helpful for streaming chunks of data from worker to parent
    onResponse(_result) { }
    done(err, result) {
        var _a;
        this.runInAsyncScope(this.callback, null, err, result);
        this.emitDestroy(); // `TaskInfo`s are used only once.
        // If an abort signal was used, remove the listener from it when
        // done to make sure we do not accidentally leak.
        (_a = this._abortCleaner) === null || _a === void 0 ? void 0 : _a.call(this);
    }
    get [symbols_1.kQueueOptions]() {
        var _a, _b;
        return (_b = (_a = this.task) === null || _a === void 0 ? void 0 : _a[symbols_1.kQueueOptions]) !== null && _b !== void 0 ? _b : null;
    }
    get interface() {
        return {
            taskId: this.taskId,
            filename: this.filename,
            name: this.name,
            created: this.created,
            isAbortable: this.abortSignal !== null,
            [symbols_1.kQueueOptions]: this[symbols_1.kQueueOptions]
        };
    }
}
exports.TaskInfo = TaskInfo;
//# sourceMappingURL=index.js.map

/***/ }),

/***/ 31507:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.LeastBusyBalancer = LeastBusyBalancer;
function LeastBusyBalancer(opts) {
    const { maximumUsage } = opts;
    return (task, workers) => {
        let candidate = null;
        let checkpoint = maximumUsage;
        for (const worker of workers) {
            if (worker.currentUsage === 0) {
                candidate = worker;
                break;
            }
            if (worker.isRunningAbortableTask)
                continue;
            if (task.isAbortable === false &&
                (worker.currentUsage < checkpoint)) {
                candidate = worker;
                checkpoint = worker.currentUsage;
            }
        }
        return candidate;
    };
}
//# sourceMappingURL=index.js.map

/***/ }),

/***/ 59347:
/***/ (function(__unused_webpack_module, exports, __webpack_require__) {


var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.AsynchronouslyCreatedResourcePool = exports.AsynchronouslyCreatedResource = void 0;
const node_assert_1 = __importDefault(__webpack_require__(34589));
class AsynchronouslyCreatedResource {
    constructor() {
        this.onreadyListeners = [];
        this.ondestroyListeners = [];
    }
    markAsReady() {
        const listeners = this.onreadyListeners;
        (0, node_assert_1.default)(listeners != null);
        this.onreadyListeners = null;
        for (const listener of listeners) {
            listener();
        }
    }
    isReady() {
        return this.onreadyListeners == null;
    }
    onReady(fn) {
        if (this.onreadyListeners == null) {
            fn(); // Zalgo is okay here.
            return;
        }
        this.onreadyListeners.push(fn);
    }
    onDestroy(fn) {
        if (this.ondestroyListeners == null) {
            return;
        }
        this.ondestroyListeners.push(fn);
    }
    markAsDestroyed() {
        const listeners = this.ondestroyListeners;
        (0, node_assert_1.default)(listeners != null);
        this.ondestroyListeners = null;
        for (const listener of listeners) {
            listener();
        }
    }
    isDestroyed() {
        return this.ondestroyListeners == null;
    }
}
exports.AsynchronouslyCreatedResource = AsynchronouslyCreatedResource;
// TODO: this will eventually become an scheduler
class AsynchronouslyCreatedResourcePool {
    constructor(maximumUsage) {
        this.pendingItems = new Set();
        this.readyItems = new Set();
        this.maximumUsage = maximumUsage;
        this.onAvailableListeners = [];
        this.onTaskDoneListeners = [];
    }
    add(item) {
        this.pendingItems.add(item);
        item.onReady(() => {
            /* istanbul ignore else */
            if (this.pendingItems.has(item)) {
                this.pendingItems.delete(item);
                this.readyItems.add(item);
                this.maybeAvailable(item);
            }
        });
    }
    delete(item) {
        this.pendingItems.delete(item);
        this.readyItems.delete(item);
    }
    *[Symbol.iterator]() {
        yield* this.pendingItems;
        yield* this.readyItems;
    }
    get size() {
        return this.pendingItems.size + this.readyItems.size;
    }
    maybeAvailable(item) {
        /* istanbul ignore else */
        if (item.currentUsage() < this.maximumUsage) {
            for (const listener of this.onAvailableListeners) {
                listener(item);
            }
        }
    }
    onAvailable(fn) {
        this.onAvailableListeners.push(fn);
    }
    taskDone(item) {
        for (let i = 0; i < this.onTaskDoneListeners.length; i++) {
            this.onTaskDoneListeners[i](item);
        }
    }
    onTaskDone(fn) {
        this.onTaskDoneListeners.push(fn);
    }
    getCurrentUsage() {
        let inFlight = 0;
        for (const worker of this.readyItems) {
            const currentUsage = worker.currentUsage();
            if (Number.isFinite(currentUsage))
                inFlight += currentUsage;
        }
        return inFlight;
    }
}
exports.AsynchronouslyCreatedResourcePool = AsynchronouslyCreatedResourcePool;
//# sourceMappingURL=base.js.map

/***/ }),

/***/ 12:
/***/ (function(__unused_webpack_module, exports, __webpack_require__) {


var __createBinding = (this && this.__createBinding) || (Object.create ? (function(o, m, k, k2) {
    if (k2 === undefined) k2 = k;
    var desc = Object.getOwnPropertyDescriptor(m, k);
    if (!desc || ("get" in desc ? !m.__esModule : desc.writable || desc.configurable)) {
      desc = { enumerable: true, get: function() { return m[k]; } };
    }
    Object.defineProperty(o, k2, desc);
}) : (function(o, m, k, k2) {
    if (k2 === undefined) k2 = k;
    o[k2] = m[k];
}));
var __exportStar = (this && this.__exportStar) || function(m, exports) {
    for (var p in m) if (p !== "default" && !Object.prototype.hasOwnProperty.call(exports, p)) __createBinding(exports, m, p);
};
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", ({ value: true }));
exports.AsynchronouslyCreatedResourcePool = exports.WorkerInfo = void 0;
const node_worker_threads_1 = __webpack_require__(75919);
const node_perf_hooks_1 = __webpack_require__(643);
const node_assert_1 = __importDefault(__webpack_require__(34589));
const errors_1 = __webpack_require__(50971);
const symbols_1 = __webpack_require__(65459);
const histogram_1 = __webpack_require__(17148);
const base_1 = __webpack_require__(59347);
Object.defineProperty(exports, "AsynchronouslyCreatedResourcePool", ({ enumerable: true, get: function () { return base_1.AsynchronouslyCreatedResourcePool; } }));
__exportStar(__webpack_require__(31507), exports);
class WorkerInfo extends base_1.AsynchronouslyCreatedResource {
    constructor({ worker, port, enableHistogram }, onMessage) {
        super();
        this.idleTimeout = null;
        this.lastSeenResponseCount = 0;
        this.terminating = false;
        this.destroyed = false;
        const { filename, ...workerOpts } = worker;
        this.worker = new node_worker_threads_1.Worker(filename, workerOpts);
        this.port = port;
        this.onMessage = onMessage;
        this.port.on('message', this._handleResponse.bind(this));
        this.taskInfos = new Map();
        this.sharedBuffer = new Int32Array(new SharedArrayBuffer(symbols_1.kFieldCount * Int32Array.BYTES_PER_ELEMENT));
        this.histogram = enableHistogram ? (0, node_perf_hooks_1.createHistogram)() : null;
    }
    get id() {
        return this.worker.threadId;
    }
    onWorkerMessage(handler) {
        this.worker.on('message', handler);
    }
    onWorkerError(handler) {
        this.worker.on('error', handler);
    }
    onWorkerExit(handler) {
        this.worker.on('exit', handler);
    }
    onPortClose(handler) {
        this.port.on('close', handler);
    }
    init(msg, toTransfer) {
        this.worker.postMessage(msg, toTransfer);
        return this;
    }
    workerRef() {
        this.worker.ref();
        return this;
    }
    workerUnref() {
        this.worker.unref();
        return this;
    }
    destroy() {
        if (this.terminating || this.destroyed)
            return;
        this.terminating = true;
        this.clearIdleTimeout();
        this.worker.terminate();
        this.port.close();
        for (const taskInfo of this.taskInfos.values()) {
            taskInfo.done(errors_1.Errors.ThreadTermination());
        }
        this.taskInfos.clear();
        this.terminating = false;
        this.destroyed = true;
        this.markAsDestroyed();
    }
    setIdleTimeout(handler, ms, ...args) {
        this.idleTimeout = setTimeout(handler, ms, ...args).unref();
    }
    clearIdleTimeout() {
        if (this.idleTimeout != null) {
            clearTimeout(this.idleTimeout);
            this.idleTimeout = null;
        }
    }
    ref() {
        this.port.ref();
        return this;
    }
    unref() {
        this.port.unref();
        return this;
    }
    _handleResponse(message) {
        var _a;
        // Both cannot be in different state if histogram enabled.
        (_a = this.histogram) === null || _a === void 0 ? void 0 : _a.record(histogram_1.PiscinaHistogramHandler.toHistogramIntegerNano(message === null || message === void 0 ? void 0 : message.time));
        this.onMessage(message);
        if (this.taskInfos.size === 0) {
            // No more tasks running on this Worker means it should not keep the
            // process running.
            this.unref();
        }
    }
    postTask(taskInfo) {
        // Avoid duplicates
        (0, node_assert_1.default)(!this.taskInfos.has(taskInfo.taskId));
        // Avoid posting when pool is shutting down or worker already destroyed
        (0, node_assert_1.default)(!this.terminating && !this.destroyed);
        const message = {
            task: taskInfo.releaseTask(),
            taskId: taskInfo.taskId,
            filename: taskInfo.filename,
            name: taskInfo.name,
            histogramEnabled: this.histogram != null ? 1 : 0
        };
        try {
            this.port.postMessage(message, taskInfo.transferList);
            queueMicrotask(() => this.clearIdleTimeout());
            taskInfo.workerInfo = this;
            this.taskInfos.set(taskInfo.taskId, taskInfo);
            this.ref();
            // Inform the worker that there are new messages posted, and wake it up
            // if it is waiting for one.
            Atomics.add(this.sharedBuffer, symbols_1.kRequestCountField, 1);
            Atomics.notify(this.sharedBuffer, symbols_1.kRequestCountField, 1);
        }
        catch (err) {
            // This would mostly happen if e.g. message contains unserializable data
            // or transferList is invalid.
            taskInfo.done(err);
        }
    }
    processPendingMessages() {
        if (this.destroyed)
            return;
        // If we *know* that there are more messages than we have received using
        // 'message' events yet, then try to load and handle them synchronously,
        // without the need to wait for more expensive events on the event loop.
        // This would usually break async tracking, but in our case, we already have
        // the extra TaskInfo/AsyncResource layer that rectifies that situation.
        const actualResponseCount = Atomics.load(this.sharedBuffer, symbols_1.kResponseCountField);
        if (actualResponseCount !== this.lastSeenResponseCount) {
            this.lastSeenResponseCount = actualResponseCount;
            let entry;
            while ((entry = (0, node_worker_threads_1.receiveMessageOnPort)(this.port)) != null) {
                this._handleResponse(entry.message);
            }
        }
    }
    isRunningAbortableTask() {
        // If there are abortable tasks, we are running one at most per Worker.
        if (this.taskInfos.size !== 1)
            return false;
        const [[, task]] = this.taskInfos;
        return task.abortSignal != null;
    }
    currentUsage() {
        return this.isRunningAbortableTask() ? Infinity : this.taskInfos.size;
    }
    popTask(taskId) {
        var _a;
        const task = (_a = this.taskInfos.get(taskId)) !== null && _a !== void 0 ? _a : null;
        if (task != null)
            this.taskInfos.delete(taskId);
        return task;
    }
    get interface() {
        const worker = this;
        return {
            get id() {
                return worker.worker.threadId;
            },
            get currentUsage() {
                return worker.currentUsage();
            },
            get isRunningAbortableTask() {
                return worker.isRunningAbortableTask();
            },
            get histogram() {
                return worker.histogram != null ? histogram_1.PiscinaHistogramHandler.createHistogramSummary(worker.histogram) : null;
            },
            get terminating() {
                return worker.terminating;
            },
            get destroyed() {
                return worker.destroyed;
            },
            [symbols_1.kWorkerData]: worker
        };
    }
}
exports.WorkerInfo = WorkerInfo;
//# sourceMappingURL=index.js.map

/***/ }),

/***/ 48803:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M8: () => (/* binding */ Piscina)
/* harmony export */ });
/* unused harmony exports ArrayTaskQueue, FixedQueue, isWorkerThread, move, queueOptionsSymbol, transferableSymbol, valueSymbol, version, workerData */
/* harmony import */ var _main_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9721);


/* unused harmony default export */ var __WEBPACK_DEFAULT_EXPORT__ = ((/* unused pure expression or super */ null && (mod)));
const ArrayTaskQueue = _main_js__WEBPACK_IMPORTED_MODULE_0__.ArrayTaskQueue;
const FixedQueue = _main_js__WEBPACK_IMPORTED_MODULE_0__.FixedQueue;
const Piscina = _main_js__WEBPACK_IMPORTED_MODULE_0__.Piscina;
const isWorkerThread = _main_js__WEBPACK_IMPORTED_MODULE_0__.isWorkerThread;
const move = _main_js__WEBPACK_IMPORTED_MODULE_0__.move;
const queueOptionsSymbol = _main_js__WEBPACK_IMPORTED_MODULE_0__.queueOptionsSymbol;
const transferableSymbol = _main_js__WEBPACK_IMPORTED_MODULE_0__.transferableSymbol;
const valueSymbol = _main_js__WEBPACK_IMPORTED_MODULE_0__.valueSymbol;
const version = _main_js__WEBPACK_IMPORTED_MODULE_0__.version;
const workerData = _main_js__WEBPACK_IMPORTED_MODULE_0__.workerData;


/***/ }),

/***/ 57129:
/***/ ((module) => {

module.exports = /*#__PURE__*/JSON.parse('{"name":"piscina","version":"5.3.2","description":"A fast, efficient Node.js Worker Thread Pool implementation","main":"./dist/main.js","types":"./dist/index.d.ts","exports":{"types":"./dist/index.d.ts","import":"./dist/esm-wrapper.mjs","require":"./dist/main.js"},"engines":{"node":">=20.x"},"scripts":{"build":"tsc && gen-esm-wrapper . dist/esm-wrapper.mjs","lint":"eslint","test":"node scripts/run-tests.js","test:jest":"jest --config test/jest/jest.config.js","test:ci":"npm run lint && npm run build && npm run test:coverage && npm run test:jest","test:coverage":"node scripts/run-tests.js --coverage","prepack":"npm run build","benchmark":"node --allow-natives-syntax benchmark/index.js --scope all","benchmark:ci":"node --allow-natives-syntax benchmark/index.js --scope all --reporter json | jq \'.[] | .name, .opsSec\'","benchmark:simple":"node --allow-natives-syntax benchmark/index.js --scope simple:all","benchmark:simple:default":"node --allow-natives-syntax benchmark/index.js --scope simple","benchmark:simple:async":"node --allow-natives-syntax benchmark/index.js --scope simple:async","benchmark:startup":"node --allow-natives-syntax benchmark/index.js --scope startup","benchmark:queue":"node --allow-natives-syntax benchmark/index.js --scope queue"},"repository":{"type":"git","url":"git+https://github.com/piscinajs/piscina.git"},"keywords":["fast","worker threads","thread pool","wade wilson"],"author":"James M Snell <jasnell@gmail.com>","contributors":["Anna Henningsen <anna@addaleax.net>","Matteo Collina <matteo.collina@gmail.com>","Carlos Fuentes <me@metcoder.dev>"],"license":"MIT","devDependencies":{"@types/jest":"^30.0.0","@types/node":"^22.4.1","abort-controller":"^3.0.0","bench-node":"^0.7.0","concat-stream":"^2.0.0","eslint":"^9.16.0","gen-esm-wrapper":"^1.1.1","glob":"^13.0.1","jest":"^30.2.0","neostandard":"^0.13.0","ts-jest":"^29.4.6","tsx":"^4.20.3","typescript":"5.8.3"},"optionalDependencies":{"@napi-rs/nice":"^1.0.4"},"bugs":{"url":"https://github.com/piscinajs/piscina/issues"},"homepage":"https://github.com/piscinajs/piscina#readme","directories":{"example":"examples","test":"test"}}');

/***/ })

};
