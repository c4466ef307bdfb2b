export const id = 240;
export const ids = [240];
export const modules = {

/***/ 39240:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ src_action_run)
});

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 7 modules
var core = __webpack_require__(33838);
// EXTERNAL MODULE: ./src/adapters/phase-state.ts
var phase_state = __webpack_require__(86955);
// EXTERNAL MODULE: ./src/core/printable.ts
var printable = __webpack_require__(58080);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
;// CONCATENATED MODULE: ./src/main.ts
// The action's main phase: run() is its whole step; it does nothing on import (src/action.ts, or
// `npx @github/local-action run . src/main.ts .env`, calls it). The step itself (main-step.ts: the
// engine, the extractor, the worker pool) is imported here only, into a chunk of its own, so that
// the post phase, run from the same bundle, never loads it.




async function run() {
    // The one error boundary: any thrown value, not only an Error, fails the step.
    try {
        // First: whatever becomes of this step, the runner's post step must not run it again.
        core/* saveState */.LZ(phase_state/* IS_POST */.GW, 'true');
        const step = await Promise.all(/* import() */[__webpack_require__.e(661), __webpack_require__.e(270), __webpack_require__.e(410)]).then(__webpack_require__.bind(__webpack_require__, 43410)).catch((error) => {
            throw new Error(`cannot load the action's main step: ${(0,errors/* errorMessage */.g)(error)}`);
        });
        await step.mainStep();
    }
    catch (error) {
        core/* setFailed */.C1((0,printable/* shown */.S)((0,errors/* errorMessage */.g)(error)));
    }
}

// EXTERNAL MODULE: ./src/adapters/action-run.ts + 6 modules
var action_run = __webpack_require__(76260);
// EXTERNAL MODULE: ./src/adapters/logger.ts
var logger = __webpack_require__(74810);
// EXTERNAL MODULE: ./src/adapters/state-file.ts
var state_file = __webpack_require__(35460);
;// CONCATENATED MODULE: ./src/post.ts
// The action's post phase (`post-if: success()`): runs at the end of the job, after the deploy
// steps, and only when all of them succeeded. It persists the state main left pending, then purges
// and announces (the after-deploy step). run() is the whole phase; it does nothing on import
// (src/action.ts, or local-action's --post, calls it).





async function post() {
    const pendingPath = core/* getState */.Gu(phase_state/* PENDING_STATE */.gK);
    if (pendingPath === '') {
        // check mode, persist: deferred, or main stopped early: there is nothing of ours to persist.
        core/* info */.pq('lastmod: no pending state from the main step; nothing to persist');
        return;
    }
    const run = await (0,action_run/* startRun */.AD)();
    await (0,action_run/* checkGitStoreUsable */.Gz)(run);
    const state = await (0,state_file/* readStateFile */.qy)(pendingPath);
    if (!state)
        throw new Error(`the pending state ${pendingPath} written by the main step is gone`);
    const reportPath = core/* getState */.Gu(phase_state/* PENDING_REPORT */.f);
    await (0,action_run/* persistAndAnnounce */.fG)(run, state, 'lastmod: state persisted after a successful job', reportPath === '' ? undefined : reportPath);
}
async function post_run() {
    // The one error boundary: any thrown value, not only an Error, fails the step.
    try {
        await post();
    }
    catch (error) {
        core/* setFailed */.C1((0,logger/* shown */.S)((0,action_run/* errorMessage */.gJ)(error)));
    }
}

;// CONCATENATED MODULE: ./src/action.ts
// The action, as action.yml runs it twice from one bundle: main, then post. The main phase saves
// isPost (main.ts), which the runner hands back to the post step.




async function src_action_run() {
    await (core/* getState */.Gu(phase_state/* IS_POST */.GW) === 'true' ? post_run() : run());
}


/***/ }),

/***/ 76260:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Gz: () => (/* binding */ checkGitStoreUsable),
  Wj: () => (/* binding */ coreLogger),
  gJ: () => (/* reexport */ errors/* errorMessage */.g),
  Os: () => (/* binding */ group),
  fG: () => (/* binding */ persistAndAnnounce),
  AD: () => (/* binding */ startRun)
});

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 7 modules
var core = __webpack_require__(33838);
// EXTERNAL MODULE: ./node_modules/@actions/github/lib/github.js
var github = __webpack_require__(61351);
// EXTERNAL MODULE: ./node_modules/@actions/github/lib/utils.js + 18 modules
var utils = __webpack_require__(79083);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/adapters/after-deploy.ts + 1 modules
var after_deploy = __webpack_require__(11934);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
;// CONCATENATED MODULE: ./src/adapters/git.ts
// The one way this action talks to git: argument arrays (never a shell string, so no quoting bugs and
// no injection from branch or file names) and a result object instead of exceptions for exit codes.

/** A git runner bound to a working directory. Rejects only when git cannot be started at all. */
function createGit(cwd) {
    return (args, options = {}) => new Promise((resolve, reject) => {
        const child = (0,external_node_child_process_.spawn)('git', [...args], {
            cwd,
            env: { ...process.env, GIT_TERMINAL_PROMPT: '0', ...options.env },
            stdio: ['pipe', 'pipe', 'pipe']
        });
        const out = [];
        const err = [];
        child.stdout.on('data', (chunk) => out.push(chunk));
        child.stderr.on('data', (chunk) => err.push(chunk));
        child.on('error', reject);
        child.on('close', (code, signal) => {
            resolve({
                exitCode: code ?? (signal ? 128 : 1),
                stdout: Buffer.concat(out).toString('utf8'),
                stderr: Buffer.concat(err).toString('utf8')
            });
        });
        child.stdin.on('error', () => {
            // git may exit before reading stdin (e.g. a bad ref); the exit code reports that.
        });
        child.stdin.end(options.stdin ?? '');
    });
}
/** Runs git and returns trimmed stdout, or throws with git's own one-line reason. */
async function gitOrThrow(git, args, options) {
    const result = await git(args, options);
    if (result.exitCode !== 0) {
        const reason = result.stderr.trim().split('\n').filter(Boolean).pop() ?? `exit code ${result.exitCode}`;
        throw new Error(`git ${args[0] ?? ''} failed: ${reason}`);
    }
    return result.stdout.trim();
}

// EXTERNAL MODULE: ./src/adapters/github.ts
var adapters_github = __webpack_require__(92401);
// EXTERNAL MODULE: ./src/adapters/http.ts
var http = __webpack_require__(93618);
// EXTERNAL MODULE: ./src/adapters/inputs.ts + 1 modules
var inputs = __webpack_require__(91357);
// EXTERNAL MODULE: ./src/adapters/logger.ts
var logger = __webpack_require__(74810);
// EXTERNAL MODULE: ./src/adapters/redact.ts
var redact = __webpack_require__(21247);
// EXTERNAL MODULE: ./src/adapters/state-file.ts
var state_file = __webpack_require__(35460);
;// CONCATENATED MODULE: ./src/adapters/stores/artifact-store.ts
// State as a workflow artifact: the newest one of that name from the latest successful run of this
// workflow on the default branch. The toolkit and REST calls sit behind two small interfaces so the
// selection logic is tested with plain fakes.




class ArtifactStore {
    options;
    kind = 'artifact';
    description;
    constructor(options) {
        this.options = options;
        this.description = `artifact ${options.name} (successful runs on ${options.branch})`;
    }
    async load() {
        const { runs, transfer, name, branch, fileName, log } = this.options;
        const runIds = (await runs.successfulRuns(branch)).slice(0, this.options.searchDepth ?? 20);
        let expiredIn;
        for (const runId of runIds) {
            const artifacts = await runs.artifactsOf(runId, name);
            const live = artifacts.find((artifact) => !artifact.expired);
            if (!live) {
                if (artifacts.length > 0)
                    expiredIn ??= runId;
                continue;
            }
            const dir = await (0,promises_.mkdtemp)((0,external_node_path_.join)(this.options.tmpDir ?? (0,external_node_os_.tmpdir)(), 'lastmod-artifact-'));
            try {
                await transfer.download(live.id, runId, dir);
                const source = `artifact ${name} of run ${runId}`;
                const state = await (0,state_file/* readStateFile */.qy)((0,external_node_path_.join)(dir, fileName), source);
                if (state === undefined)
                    throw new Error(`${source} has no ${fileName}`);
                log.info(`Restored state from ${source}`);
                return { kind: 'found', state, source };
            }
            finally {
                await (0,promises_.rm)(dir, { recursive: true, force: true });
            }
        }
        const source = this.description;
        if (expiredIn !== undefined) {
            return { kind: 'missing', source, vanished: `artifact ${name} of run ${expiredIn} has expired` };
        }
        return { kind: 'missing', source };
    }
    async persist(state) {
        const dir = await (0,promises_.mkdtemp)((0,external_node_path_.join)(this.options.tmpDir ?? (0,external_node_os_.tmpdir)(), 'lastmod-upload-'));
        try {
            const file = (0,external_node_path_.join)(dir, this.options.fileName);
            await (0,state_file/* writeStateFile */.VP)(file, state, this.options.splitPages);
            // Uploaded on every persist, even when unchanged: the next run looks for it in the newest
            // successful runs, and artifacts expire.
            await this.options.transfer.upload(this.options.name, await (0,state_file/* stateFiles */.d8)(file));
            return { kind: 'saved', detail: `uploaded artifact ${this.options.name}` };
        }
        finally {
            await (0,promises_.rm)(dir, { recursive: true, force: true });
        }
    }
}

// EXTERNAL MODULE: ./src/adapters/lock.ts
var lock = __webpack_require__(67221);
;// CONCATENATED MODULE: ./src/adapters/stores/cache-store.ts
// State in the Actions cache: restored by key prefix (newest entry wins), saved under a key unique
// to the run attempt because cache entries are immutable. Lossy: entries idle for 7 days are evicted.


class CacheStore {
    options;
    kind = 'cache';
    description;
    constructor(options) {
        this.options = options;
        this.description = `cache ${options.prefix}-*`;
    }
    get key() {
        return `${this.options.prefix}-${this.options.runId}-${this.options.runAttempt}`;
    }
    /**
     * The state file and its parts' folder, whichever layout the state has: the cache finds only
     * entries saved with the same list of paths, so the list must not change when a site crosses
     * the split threshold. A path that does not exist is left out of the entry.
     */
    get paths() {
        return [this.options.file, `${this.options.file}.d`];
    }
    /**
     * The state is a file on the runner, restored into it and written from it: a run that shares
     * the runner's files (a self-hosted runner's folder) must not restore over another's write or
     * read parts of two states.
     */
    locked(fn) {
        return (0,lock/* withLock */.kK)(this.options.file, { what: `state file ${this.options.file}`, log: this.options.log, wait: this.options.lockWait, waitName: 'lock-wait' }, fn);
    }
    async load() {
        const { cache, file, prefix } = this.options;
        return this.locked(async () => {
            const matched = await cache.restore(this.paths, this.key, [`${prefix}-`]);
            if (matched === undefined)
                return { kind: 'missing', source: this.description };
            const source = `cache ${matched}`;
            const state = await (0,state_file/* readStateFile */.qy)(file);
            if (!state)
                throw new Error(`${source} was restored but holds no ${file}`);
            return { kind: 'found', state, source };
        });
    }
    async persist(state) {
        const { cache } = this.options;
        const id = await this.locked(async () => {
            await (0,state_file/* writeStateFile */.VP)(this.options.file, state, this.options.splitPages);
            return cache.save(this.paths, this.key);
        });
        if (id !== -1)
            return { kind: 'saved', detail: `saved cache ${this.key}` };
        // Entries are immutable and the key is this run attempt's: one that exists holds this state.
        if (await cache.exists(this.paths, this.key))
            return { kind: 'unchanged', detail: `cache key ${this.key} already exists` };
        throw new Error(`the Actions cache did not save the state under key ${this.key} (its message above says why); the next run restores the previous state`);
    }
}

// EXTERNAL MODULE: ./src/core/state.ts
var core_state = __webpack_require__(7066);
;// CONCATENATED MODULE: ./src/adapters/stores/store.ts
const realSleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

;// CONCATENATED MODULE: ./src/adapters/stores/git-store.ts
// State on a dedicated branch, written with git plumbing only: the user's working tree, index and
// checked-out branch are never touched, so this is safe in the middle of someone else's job.






const BOT_NAME = 'github-actions[bot]';
const BOT_EMAIL = '41898282+github-actions[bot]@users.noreply.github.com';
class GitStore {
    options;
    kind = 'git';
    description;
    localRef;
    constructor(options) {
        this.options = options;
        this.description = `${options.remote}/${options.branch}:${options.file}`;
        // A private ref namespace: fetching never moves the user's branches or remote-tracking refs.
        this.localRef = `refs/lastmod/${options.branch}`;
    }
    async load() {
        const snapshot = await this.fetch();
        if (snapshot.state)
            return { kind: 'found', state: snapshot.state, source: this.description };
        if (snapshot.head) {
            return {
                kind: 'missing',
                source: this.description,
                vanished: `branch ${this.options.branch} exists but holds no ${this.options.file}`
            };
        }
        return { kind: 'missing', source: this.description };
    }
    async persist(pending) {
        const { log } = this.options;
        const maxAttempts = this.options.maxAttempts ?? 5;
        const sleep = this.options.sleep ?? realSleep;
        for (let attempt = 1;; attempt++) {
            const remote = await this.fetch();
            // Always merge with what is on the branch: another deploy may have persisted since this run
            // restored its state, and its pages must not be lost. Our run is the later one, so it wins.
            const merged = remote.state ? (0,core_state/* mergeStates */.ti)(remote.state, pending) : pending;
            const tree = await this.stateTree(merged, remote.parts ?? []);
            const held = remote.parts?.length ? remote.text : remote.state && (0,core_state/* serializeState */.sU)(remote.state);
            if (held === tree.text)
                return { kind: 'unchanged', detail: `${this.description} already holds this state` };
            const commit = await this.commit(tree, remote, merged);
            const push = await this.options.git(['push', '--porcelain', this.options.remote, `${commit}:refs/heads/${this.options.branch}`]);
            if (push.exitCode === 0) {
                await gitOrThrow(this.options.git, ['update-ref', this.localRef, commit]);
                return { kind: 'saved', detail: `committed ${commit.slice(0, 12)} to ${this.options.branch}` };
            }
            const output = `${push.stdout}\n${push.stderr}`;
            if (!isRaceLost(output)) {
                throw new Error(`git push to ${this.options.remote}/${this.options.branch} failed: ${lastLine(push.stderr) ?? `exit code ${push.exitCode}`}`);
            }
            if (attempt >= maxAttempts) {
                throw new Error(`git push to ${this.options.remote}/${this.options.branch} was rejected ${attempt} times (concurrent deploys); state not persisted`);
            }
            const delay = 500 * 2 ** (attempt - 1) + Math.floor(Math.random() * 250);
            log.info(`Push rejected (another run persisted first); merging and retrying in ${delay} ms`);
            await sleep(delay);
        }
    }
    async fetch() {
        const { git, remote, branch, file } = this.options;
        // ls-remote tells "no such branch" (empty output) apart from a failure (non-zero exit).
        const listed = await gitOrThrow(git, ['ls-remote', '--heads', remote, `refs/heads/${branch}`]);
        if (listed === '')
            return {};
        await gitOrThrow(git, ['fetch', '--no-tags', '--quiet', remote, `+refs/heads/${branch}:${this.localRef}`]);
        const head = await gitOrThrow(git, ['rev-parse', '--verify', `${this.localRef}^{commit}`]);
        const entry = await gitOrThrow(git, ['ls-tree', head, '--', file]);
        const blob = /^\d+ blob ([0-9a-f]+)\t/.exec(entry)?.[1];
        if (!blob)
            return { head };
        const text = await git(['cat-file', 'blob', blob]);
        if (text.exitCode !== 0)
            throw new Error(`cannot read ${this.description}: ${lastLine(text.stderr) ?? 'git cat-file failed'}`);
        const stored = (0,core_state/* parseStoredState */.Cm)(text.stdout, this.description);
        if (!('parts' in stored))
            return { head, state: stored, parts: [] };
        const state = await (0,core_state/* readSplitState */.AB)(stored, this.description, async (part) => {
            const read = await git(['cat-file', 'blob', `${head}:${external_node_path_.posix.join(external_node_path_.posix.dirname(file), part)}`]);
            return read.exitCode === 0 ? read.stdout : undefined;
        });
        return { head, state, parts: stored.parts, text: text.stdout };
    }
    /** The state's files, its parts written as blobs one at a time (a part is a few MB at most). */
    async stateTree(state, previous) {
        const { git, file } = this.options;
        const count = (0,core_state/* partCount */.VR)(Object.keys(state.pages).length, previous.length, this.options.splitPages ?? core_state/* SPLIT_PAGES */.UT);
        if (count === 0)
            return { text: (0,core_state/* serializeState */.sU)(state), parts: [] };
        const entries = [];
        const parts = [];
        const held = new Set(previous.map((part) => part.file));
        for (const { chunks, ...part } of (0,core_state/* splitState */.C4)(state, count, `${external_node_path_.posix.basename(file)}.d`)) {
            entries.push(part);
            const path = external_node_path_.posix.join(external_node_path_.posix.dirname(file), part.file);
            // A part's name holds its digest: one the branch holds already is left in its tree.
            parts.push(held.has(part.file) ? { file: path } : { file: path, blob: await gitOrThrow(git, ['hash-object', '-w', '--stdin'], { stdin: Buffer.concat(chunks) }) });
        }
        return { text: (0,core_state/* serializeStateIndex */.GJ)(state, entries), parts };
    }
    /** Builds a commit holding the state's files, on top of the branch head (or as an orphan root). */
    async commit(files, remote, merged) {
        const { git, file } = this.options;
        const blob = await gitOrThrow(git, ['hash-object', '-w', '--stdin'], { stdin: files.text });
        const dir = await (0,promises_.mkdtemp)((0,external_node_path_.join)(this.options.tmpDir ?? (0,external_node_os_.tmpdir)(), 'lastmod-index-'));
        try {
            // A throw-away index: read-tree/update-index/write-tree build nested trees for a nested
            // state-file path without ever looking at the user's index or working tree.
            const env = { GIT_INDEX_FILE: (0,external_node_path_.join)(dir, 'index') };
            await gitOrThrow(git, remote.head ? ['read-tree', remote.head] : ['read-tree', '--empty'], { env });
            // The previous parts go, the new ones come: a part unchanged keeps its blob, so the commit
            // touches only the parts that changed.
            const stale = (remote.parts ?? []).map((part) => external_node_path_.posix.join(external_node_path_.posix.dirname(file), part.file)).filter((path) => !files.parts.some((part) => part.file === path));
            if (stale.length > 0)
                await gitOrThrow(git, ['update-index', '--force-remove', '--', ...stale], { env });
            const entries = [...files.parts, { file, blob }].map((part) => (part.blob ? `100644 ${part.blob}\t${part.file}\n` : '')).join('');
            await gitOrThrow(git, ['update-index', '--add', '--index-info'], { env, stdin: entries });
            const tree = await gitOrThrow(git, ['write-tree'], { env });
            const moved = countMoved(remote.state, merged);
            const message = [
                `lastmod: update state (${moved} page${moved === 1 ? '' : 's'} moved) [skip ci]`,
                ...(this.options.trailer ? ['', this.options.trailer] : [])
            ].join('\n');
            const args = ['commit-tree', tree, ...(remote.head ? ['-p', remote.head] : []), '-m', message];
            return await gitOrThrow(git, args, {
                env: {
                    GIT_AUTHOR_NAME: BOT_NAME,
                    GIT_AUTHOR_EMAIL: BOT_EMAIL,
                    GIT_COMMITTER_NAME: BOT_NAME,
                    GIT_COMMITTER_EMAIL: BOT_EMAIL
                }
            });
        }
        finally {
            await (0,promises_.rm)(dir, { recursive: true, force: true });
        }
    }
}
function countMoved(before, after) {
    let moved = 0;
    for (const [key, record] of Object.entries(after.pages)) {
        if (JSON.stringify(before?.pages[key]) !== JSON.stringify(record))
            moved++;
    }
    return moved;
}
function isRaceLost(output) {
    return /\[rejected\]|non-fast-forward|fetch first|cannot lock ref|failed to update ref|stale info/i.test(output);
}
function lastLine(text) {
    return text.trim().split('\n').filter(Boolean).pop();
}

// EXTERNAL MODULE: ./src/adapters/stores/toolkit.ts
var toolkit = __webpack_require__(12397);
;// CONCATENATED MODULE: ./src/adapters/stores/index.ts
// Chooses and wires the state store the inputs asked for.





function createStore(store, stateFile, deps) {
    switch (store.kind) {
        case 'git':
            return new GitStore({
                git: deps.git,
                remote: store.remote,
                branch: store.branch,
                file: stateFile,
                log: deps.log,
                tmpDir: deps.tmpDir,
                trailer: `Run: ${deps.run.runUrl}`
            });
        case 'artifact':
            return new ArtifactStore({
                name: store.name,
                branch: deps.artifactBranch,
                fileName: external_node_path_default().posix.basename(stateFile),
                runs: (0,toolkit/* restWorkflowRuns */.qw)(deps.octokit(), deps.run),
                transfer: (0,toolkit/* toolkitArtifacts */.m4)(deps.token, deps.run),
                log: deps.log,
                tmpDir: deps.tmpDir
            });
        case 'cache':
            return new CacheStore({
                file: stateFile,
                prefix: store.prefix,
                runId: deps.run.runId,
                runAttempt: deps.run.runAttempt,
                cache: toolkit/* toolkitCache */.RO,
                log: deps.log,
                lockWait: deps.lockWait
            });
    }
}

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
;// CONCATENATED MODULE: ./src/adapters/action-run.ts
// What main and post share: the run's GitHub context, the core logger, and the store wiring.














const coreLogger = {
    info: (message) => core/* info */.pq((0,logger/* shown */.S)(message)),
    warning: (message) => core/* warning */.$e((0,logger/* shown */.S)(message)),
    debug: (message) => core/* debug */.Yz((0,logger/* shown */.S)(message))
};

/** One stage of the log: a group of lines the runner folds. */
async function group(name, fn) {
    core/* startGroup */.Oh(name);
    try {
        return await fn();
    }
    finally {
        core/* endGroup */.N4();
    }
}
/** The after-deploy step as post and the persist step run it: the state persisted into the run's store, then the announcements. */
async function persistAndAnnounce(run, state, title, report) {
    await (0,after_deploy/* afterDeploy */.q)(run.config, { ...(report === undefined ? {} : { report: { file: report } }), persist: { state, store: run.store, title } }, { log: coreLogger, stage: group, summary: adapters_github/* writeSummary */.Sy });
}
/** Reads the inputs (once) and the runner's environment. The token is masked before any use of it. */
async function startRun() {
    const workspace = process.env['GITHUB_WORKSPACE'] || process.cwd();
    const context = github/* context */._;
    const config = (0,inputs/* readConfig */.X)((name) => core/* getInput */.V4(name), {
        eventName: context.eventName,
        workspace,
        clock: () => new Date()
    });
    // Masked before anything could print them; readConfig itself never puts a token in a message,
    // nor more than the origin of a URL that may hold one.
    const { cloudflare, webhook } = config.purge;
    const urls = [
        ...(0,redact/* urlSecrets */.Fn)(webhook ?? '', true),
        ...[cloudflare?.endpoint, config.indexNow?.endpoint, config.bootstrapSitemap, config.mode === 'verify' ? config.verify.sitemapUrl : undefined].flatMap((url) => (0,redact/* urlSecrets */.Fn)(url ?? '', false))
    ];
    const secrets = [config.token, cloudflare?.token ?? '', ...urls].filter((secret) => secret !== '');
    // All registered with the runner first: once one is redacted here, a longer one holding it
    // (the whole URL) would reach the runner with *** in it.
    for (const secret of secrets)
        core/* setSecret */.Pq(secret);
    for (const secret of secrets)
        (0,redact/* protectSecret */.ol)(secret);
    const { owner, repo } = context.repo;
    const runAttempt = Number(process.env['GITHUB_RUN_ATTEMPT'] || '1');
    const runUrl = `${context.serverUrl}/${owner}/${repo}/actions/runs/${context.runId}`;
    // A folder of this step's own: two uses of the action in one job must not share a pending state
    // (post finds its own through the saved state).
    const base = external_node_path_default().join(process.env['RUNNER_TEMP'] || (0,external_node_os_.tmpdir)(), 'lastmod');
    await (0,promises_.mkdir)(base, { recursive: true });
    const tempDir = await (0,promises_.mkdtemp)(external_node_path_default().join(base, 'step-'));
    const git = createGit(workspace);
    let octokit;
    const getOctokit = () => {
        if (config.token === '')
            throw new Error('token is empty: the artifact store and PR comments need a token (default ${{ github.token }})');
        octokit ??= octokitWithDeadlines(config.token, config.requestTimeout * 1000);
        return octokit;
    };
    const payload = context.payload;
    const artifactBranch = payload.pull_request?.base?.ref ?? payload.repository?.default_branch ?? process.env['GITHUB_REF_NAME'] ?? 'main';
    const store = createStore(config.store, config.stateFile, {
        git,
        octokit: getOctokit,
        token: config.token,
        run: { owner, repo, runId: context.runId, runAttempt, runUrl },
        artifactBranch,
        workspace,
        tmpDir: tempDir,
        log: coreLogger,
        lockWait: config.lockWait
    });
    return { config, workspace, tempDir, owner, repo, runId: context.runId, runAttempt, runUrl, serverUrl: context.serverUrl, git, octokit: getOctokit, store };
}
/** The git store needs a clone with `origin`; say so instead of failing on a git message. */
async function checkGitStoreUsable(run) {
    if (run.store.kind !== 'git')
        return;
    const result = await run.git(['remote', 'get-url', 'origin']);
    if (result.exitCode !== 0) {
        throw new Error(`state-store git needs a git checkout with an 'origin' remote in ${run.workspace} (add actions/checkout before this step); git said: ${result.stderr.trim().split('\n').pop() ?? ''}`);
    }
}
/**
 * An Octokit whose every request (each page of a listing too) has its own deadline. Through the
 * toolkit's proxy-aware fetch: a signal set in a request hook never reaches it.
 */
function octokitWithDeadlines(token, timeoutMs) {
    const proxyFetch = (utils/* defaults */.NT.request?.fetch ?? fetch);
    const timed = async (url, init) => {
        try {
            return await proxyFetch(url, { ...init, signal: (0,http/* deadline */.nl)(timeoutMs) });
        }
        catch (error) {
            throw (0,http/* isTimeout */.kL)(error) ? new Error((0,http/* noAnswer */.qE)('the GitHub API', timeoutMs)) : error;
        }
    };
    return github/* getOctokit */.Q(token, { request: { ...utils/* defaults */.NT.request, fetch: timed } });
}


/***/ }),

/***/ 92401:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LJ: () => (/* binding */ postStickyComment),
/* harmony export */   Sy: () => (/* binding */ writeSummary),
/* harmony export */   Ux: () => (/* binding */ octokitComments)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(33838);
/* harmony import */ var _logger_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(74810);
/* harmony import */ var _redact_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(21247);
// The GitHub side of reporting: the sticky PR comment and the job summary. Rendering is done by
// core/render-*.ts; this file only posts, and never lets a comment failure fail the build.



function octokitComments(octokit, where) {
    const params = { owner: where.owner, repo: where.repo };
    return {
        async list() {
            const comments = await octokit.paginate(octokit.rest.issues.listComments, {
                ...params,
                issue_number: where.issueNumber,
                per_page: 100
            });
            return comments.map((c) => ({ id: c.id, body: c.body ?? '', login: c.user?.login ?? '', type: c.user?.type ?? '' }));
        },
        async create(body) {
            await octokit.rest.issues.createComment({ ...params, issue_number: where.issueNumber, body });
        },
        async update(id, body) {
            await octokit.rest.issues.updateComment({ ...params, comment_id: id, body });
        }
    };
}
const BOT_LOGIN = 'github-actions[bot]';
function describe(error) {
    const message = error instanceof Error ? error.message : String(error);
    // Octokit gives a request that got no answer at all status 500: only an answer has a status.
    const answered = typeof error === 'object' && error !== null && 'status' in error && 'response' in error && error.response !== undefined;
    const status = answered ? Number(error.status) : undefined;
    return status === undefined || Number.isNaN(status) ? { message } : { status, message };
}
/**
 * Creates or updates the one comment of ours carrying `marker`: written by github-actions[bot], the
 * identity of the token the action runs with. Anyone else's comment, even one that quotes the
 * marker, is never edited. Never throws.
 */
async function postStickyComment(api, marker, rendered, options) {
    const body = (0,_redact_js__WEBPACK_IMPORTED_MODULE_2__/* .redact */ .E$)(rendered);
    try {
        const existing = (await api.list()).find((c) => c.login === BOT_LOGIN && c.type === 'Bot' && c.body.includes(marker));
        if (existing) {
            if (existing.body === body)
                return { kind: 'unchanged', id: existing.id };
            await api.update(existing.id, body);
            return { kind: 'updated', id: existing.id };
        }
        if (!options.createIfMissing)
            return { kind: 'skipped' };
        await api.create(body);
        return { kind: 'created' };
    }
    catch (error) {
        const { status, message } = describe(error);
        if (status === 403 || /Resource not accessible by integration/i.test(message))
            return { kind: 'forbidden', message };
        return { kind: 'failed', message: status === undefined ? message : `HTTP ${status}: ${message}` };
    }
}
/** Appends Markdown to this step's job summary; a summary problem is a warning, not a failure. */
async function writeSummary(markdown) {
    if (!process.env['GITHUB_STEP_SUMMARY']) {
        // To the log instead: its values are escaped as Markdown, and no line of it may be a workflow command.
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq((0,_logger_js__WEBPACK_IMPORTED_MODULE_1__/* .printable */ .g)(markdown));
        return;
    }
    try {
        await _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .summary */ .z.addRaw((0,_redact_js__WEBPACK_IMPORTED_MODULE_2__/* .redact */ .E$)(markdown), true).write();
    }
    catch (error) {
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(`Could not write the job summary: ${describe(error).message}`);
    }
}


/***/ }),

/***/ 91357:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  d: () => (/* binding */ actionOutputs),
  X: () => (/* binding */ readConfig)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/core/dates.ts
var dates = __webpack_require__(80194);
;// CONCATENATED MODULE: ./src/core/git-ref.ts
// Branch names as `git check-ref-format --branch` takes them (git-check-ref-format(1)), checked
// in TypeScript so that a bad name is refused before any git command runs. Pure.
/** Characters a ref may not hold anywhere (besides the control characters). */
const FORBIDDEN = new Set([' ', '~', '^', ':', '?', '*', '[', '\\']);
function isControl(char) {
    const code = char.charCodeAt(0);
    return code < 0x20 || code === 0x7f;
}
/**
 * Why git would not take `name` as a branch (the ref `refs/heads/<name>`), or undefined when it
 * would. Stricter than git in one place: `@` alone, which git's revision syntax reads as HEAD.
 */
function branchNameProblem(name) {
    if (name === '')
        return 'it is empty';
    if (name === 'HEAD' || name === '@')
        return `${name} names the checked-out commit in git, not a branch`;
    if (name.startsWith('-'))
        return "it starts with '-'";
    for (const char of name) {
        if (isControl(char))
            return `it holds the control character ${JSON.stringify(char)}`;
        if (FORBIDDEN.has(char))
            return char === ' ' ? 'it holds a space' : `it holds '${char}'`;
    }
    if (name.includes('..'))
        return "it holds '..'";
    if (name.includes('@{'))
        return "it holds '@{'";
    if (name.startsWith('/') || name.endsWith('/'))
        return "it starts or ends with '/'";
    if (name.endsWith('.'))
        return "it ends with '.'";
    for (const part of name.split('/')) {
        if (part === '')
            return "it holds '//'";
        if (part.startsWith('.'))
            return `its part '${part}' starts with '.'`;
        if (part.endsWith('.lock'))
            return `its part '${part}' ends with '.lock'`;
    }
    return undefined;
}

// EXTERNAL MODULE: ./src/core/urls.ts
var urls = __webpack_require__(81221);
// EXTERNAL MODULE: ./src/core/indexnow.ts
var indexnow = __webpack_require__(97387);
// EXTERNAL MODULE: ./src/adapters/defaults.ts
var defaults = __webpack_require__(74932);
// EXTERNAL MODULE: ./src/core/sitemap.ts
var sitemap = __webpack_require__(55856);
// EXTERNAL MODULE: ./src/core/purge.ts
var purge = __webpack_require__(62648);
// EXTERNAL MODULE: ./src/adapters/options.ts
var options = __webpack_require__(55686);
// EXTERNAL MODULE: ./src/adapters/crawl-args.ts
var crawl_args = __webpack_require__(13233);
;// CONCATENATED MODULE: ./src/adapters/inputs.ts
// Every action input is read here, once, into a typed Config. Nothing else reads inputs.










function oneOf(name, value, allowed) {
    if (allowed.includes(value))
        return value;
    throw new urls/* InputError */.dz(`${name} must be one of ${allowed.join(', ')}; got '${value}'`);
}
function bool(name, value) {
    if (/^(true|yes|on|1)$/i.test(value))
        return true;
    if (/^(false|no|off|0)$/i.test(value))
        return false;
    throw new urls/* InputError */.dz(`${name} must be true or false; got '${value}'`);
}
function lines(value) {
    return value
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter((line) => line !== '');
}
/** Refused before any git command: git would refuse it, or (HEAD) take it for something else. */
function branchName(name, value) {
    const problem = branchNameProblem(value);
    if (problem !== undefined)
        throw new urls/* InputError */.dz(`${name} must be a valid git branch name such as lastmod-state; got '${value}': ${problem}`);
    return value;
}
function artifactName(name, value) {
    if (value === '' || /["<>|*?\r\n\\/:]/.test(value)) {
        throw new urls/* InputError */.dz(`${name} must be a non-empty artifact name without " : < > | * ? \\ /; got '${value}'`);
    }
    if (value === 'github-pages') {
        throw new urls/* InputError */.dz(`${name} must not be 'github-pages': that artifact is the site deployed by actions/deploy-pages`);
    }
    return value;
}
function readConfig(get, context) {
    const input = (name) => get(name).trim();
    const requestedMode = oneOf('mode', input('mode') || 'auto', ['auto', 'update', 'check', 'persist', 'verify']);
    const mode = requestedMode !== 'auto'
        ? requestedMode
        : context.eventName === 'pull_request' || context.eventName === 'pull_request_target'
            ? 'check'
            : 'update';
    const stateFile = (input('state-file') || '.lastmod/state.json').replace(/\\/g, '/').replace(/^(\.\/)+/, '');
    if (external_node_path_default().posix.isAbsolute(stateFile) || stateFile.split('/').includes('..') || stateFile.endsWith('/')) {
        throw new urls/* InputError */.dz(`state-file must be a relative file path inside the repository such as .lastmod/state.json; got '${stateFile}'`);
    }
    const storeKind = oneOf('state-store', input('state-store') || 'git', ['git', 'artifact', 'cache']);
    let store;
    switch (storeKind) {
        case 'git':
            store = { kind: 'git', branch: branchName('state-branch', input('state-branch') || 'lastmod-state'), remote: 'origin' };
            break;
        case 'artifact':
            store = { kind: 'artifact', name: artifactName('artifact-name', input('artifact-name') || 'lastmod-state') };
            break;
        case 'cache': {
            const prefix = input('cache-key-prefix') || 'lastmod-state';
            if (prefix.includes(',') || prefix.length > 400) {
                throw new urls/* InputError */.dz(`cache-key-prefix must be at most 400 characters without commas; got '${prefix}'`);
            }
            store = { kind: 'cache', prefix };
            break;
        }
    }
    const pendingArtifactName = artifactName('pending-artifact-name', input('pending-artifact-name') || 'lastmod-pending-state');
    if (store.kind === 'artifact' && store.name === pendingArtifactName) {
        throw new urls/* InputError */.dz(`artifact-name and pending-artifact-name must differ; both are '${pendingArtifactName}'`);
    }
    const siteDirText = input('site-dir');
    const siteUrl = input('site-url');
    if (mode === 'verify' && siteUrl === '')
        throw new urls/* InputError */.dz('site-url is required in verify mode: the public URL of the deployed site, as given to the run that deployed it');
    if (mode !== 'persist' && mode !== 'verify') {
        if (siteDirText === '')
            throw new urls/* InputError */.dz(`site-dir is required in ${mode} mode: the folder of the built site, e.g. _site`);
        if (siteUrl === '')
            throw new urls/* InputError */.dz(`site-url is required in ${mode} mode: the public URL of site-dir, e.g. https://example.com/docs/`);
    }
    if (siteUrl !== '')
        (0,urls/* parseSiteUrl */.A5)(siteUrl, 'site-url');
    const siteDir = external_node_path_default().resolve(context.workspace, siteDirText || '.');
    const sitemapText = input('sitemap');
    const source = sitemapSource(input, sitemapText, context.workspace);
    const sitemapPath = sitemapText !== '' ? external_node_path_default().resolve(context.workspace, sitemapText) : (source?.source ?? external_node_path_default().join(siteDir, 'sitemap.xml'));
    const nowText = input('now');
    let now;
    if (nowText === '')
        now = context.clock();
    else {
        const parsed = (0,dates/* parseInstant */.nV)(nowText);
        if (!parsed)
            throw new urls/* InputError */.dz(`now must be an ISO 8601 date-time with a zone and a real date in years 0001–9999 such as 2026-08-12T06:00:00Z, or empty; got '${nowText}'`);
        now = parsed;
    }
    const token = input('token');
    const comment = bool('comment', input('comment') || 'true');
    const config = {
        mode,
        siteDir,
        siteUrl,
        stateFile,
        store,
        contentSelector: input('content-selector') || defaults/* DEFAULT_CONTENT_SELECTOR */.Iv,
        ignoreSelectors: lines(get('ignore-selector')),
        relatedLinks: bool('related-links', input('related-links') || 'true'),
        generatorContent: bool('generator-content', input('generator-content') || 'true'),
        buildStamps: bool('build-stamps', input('build-stamps') || 'true'),
        landmarks: bool('landmarks', input('landmarks') || 'true'),
        pageMetadata: bool('page-metadata', input('page-metadata') || 'true'),
        include: lines(get('include')),
        exclude: lines(get('exclude')),
        sitemapPath,
        lastmodFormat: oneOf('lastmod-format', input('lastmod-format') || 'datetime', ['datetime', 'date']),
        gzip: bool('sitemap-gzip', input('sitemap-gzip') || 'false'),
        cleanUrls: bool('clean-urls', input('clean-urls') || 'false'),
        comment,
        token,
        now,
        clock: nowText === '' ? "the runner's clock" : 'the input now',
        persist: oneOf('persist', input('persist') || 'post', ['post', 'deferred']),
        pendingArtifactName,
        verify: verifyInputs(input, siteUrl),
        htmlDates: bool('html-dates', input('html-dates') || 'true'),
        mtime: bool('mtime', input('mtime') || 'false'),
        robotsSitemap: bool('robots-sitemap', input('robots-sitemap') || 'false'),
        allowMassRemoval: bool('allow-mass-removal', input('allow-mass-removal') || 'false'),
        maxPageSize: input('max-page-size') === '' ? defaults/* DEFAULT_MAX_PAGE_SIZE */.L5 : (0,defaults/* parsePageSize */._H)(input('max-page-size'), 'max-page-size'),
        purge: purgeOptions(input),
        // A pull-request check is no dry run: it writes the sitemap and the report, and only counts the
        // dates it would write into the pages (main-step.ts).
        dryRun: false,
        requestTimeout: input('request-timeout') === '' ? options/* RUN_DEFAULTS */.fv.requestTimeout : (0,options/* parseRequestTimeout */.wZ)(input('request-timeout'), 'request-timeout'),
        lockWait: input('lock-wait') === '' ? options/* RUN_DEFAULTS */.fv.lockWait : (0,options/* parseLockWait */.Cd)(input('lock-wait'), 'lock-wait')
    };
    const partition = (0,sitemap/* parsePartition */.C7)({ partition: input('sitemap-partition') || 'none', depth: input('sitemap-partition-depth'), min: input('sitemap-partition-min') }, (name) => name);
    if (partition !== undefined)
        config.sitemapPartition = partition;
    const headersFile = input('headers-file');
    if (headersFile !== '')
        config.headersFile = external_node_path_default().resolve(context.workspace, headersFile);
    const indexNowKey = input('indexnow-key');
    if (indexNowKey !== '') {
        config.indexNow = {
            key: (0,indexnow/* validateIndexNowKey */.Q2)(indexNowKey, 'indexnow-key'),
            endpoint: (0,indexnow/* validateIndexNowEndpoint */.Eo)(input('indexnow-endpoint') || indexnow/* DEFAULT_INDEXNOW_ENDPOINT */.tE, 'indexnow-endpoint'),
            writeKey: bool('indexnow-write-key', input('indexnow-write-key') || 'false')
        };
    }
    const cacheFile = input('cache-file');
    if (cacheFile !== '')
        config.cacheFile = external_node_path_default().resolve(context.workspace, cacheFile);
    if (source !== undefined) {
        if (config.gzip)
            throw new urls/* InputError */.dz('sitemap-gzip does not go with sitemap-source: the source is rewritten as the file it is');
        if (partition !== undefined)
            throw new urls/* InputError */.dz("sitemap-partition does not go with sitemap-source: the generator's sitemap keeps its own files");
        config.sitemapSource = source;
    }
    const bootstrap = input('bootstrap-sitemap');
    // A URL is checked here (a path is read by the bootstrap): a bad one would fail only at its fetch.
    if (/^https?:\/\//i.test(bootstrap))
        (0,purge/* validateHttpUrl */.eW)(bootstrap, 'bootstrap-sitemap', 'https://example.com/sitemap.xml');
    if (bootstrap !== '')
        config.bootstrapSitemap = bootstrap;
    return config;
}
function verifyInputs(input, siteUrl) {
    const sitemapUrl = input('sitemap-url');
    if (sitemapUrl !== '')
        (0,purge/* validateHttpUrl */.eW)(sitemapUrl, 'sitemap-url', 'https://example.com/sitemap.xml');
    return {
        failOn: oneOf('fail-on', input('fail-on') || 'never', ['never', 'stale', 'mismatch']),
        wait: input('wait') === '' ? 0 : (0,crawl_args/* parseWait */.DF)(input('wait'), 'wait'),
        pages: input('pages') === '' ? crawl_args/* DEFAULT_VERIFY_PAGES */.l0 : (0,crawl_args/* parsePages */.Y7)(input('pages'), 'pages'),
        sitemapUrl: sitemapUrl !== '' ? sitemapUrl : siteUrl === '' ? '' : new URL('sitemap.xml', (0,urls/* parseSiteUrl */.A5)(siteUrl, 'site-url')).href
    };
}
function purgeOptions(input) {
    const options = {};
    const zone = input('cloudflare-zone');
    const token = input('cloudflare-token');
    if (zone !== '') {
        (0,purge/* validateCloudflareZone */.a5)(zone, 'cloudflare-zone');
        if (token === '')
            throw new urls/* InputError */.dz('cloudflare-zone needs cloudflare-token: an API token with the Cache Purge permission, from a secret');
        const endpoint = (0,purge/* validateHttpUrl */.eW)(input('cloudflare-endpoint') || purge/* DEFAULT_CLOUDFLARE_ENDPOINT */.iC, 'cloudflare-endpoint', purge/* DEFAULT_CLOUDFLARE_ENDPOINT */.iC);
        options.cloudflare = { zone, token, endpoint };
    }
    else if (token !== '')
        throw new urls/* InputError */.dz('cloudflare-token needs cloudflare-zone: the ID of the zone to purge');
    const webhook = input('purge-webhook');
    if (webhook !== '')
        options.webhook = (0,purge/* validateHttpUrl */.eW)(webhook, 'purge-webhook', 'https://hooks.example.com/purge', true);
    return options;
}
/**
 * The files of the workspace a run writes, by input name (checkOutputPaths checks them, the site
 * folder, and that all are in the workspace). The cache store keeps the state at state-file.
 */
function actionOutputs(config, workspace) {
    // Rewrite mode writes back to the source unless sitemap names another file.
    const sitemap = config.sitemapSource !== undefined && config.sitemapSource.output === undefined ? 'sitemap-source' : 'sitemap';
    const state = config.store.kind === 'cache' ? external_node_path_default().resolve(workspace, config.stateFile) : undefined;
    return { 'state-file': state, [sitemap]: config.sitemapPath, 'headers-file': config.headersFile, 'cache-file': config.cacheFile };
}
function sitemapSource(input, sitemapText, workspace) {
    const source = input('sitemap-source');
    const drop = bool('drop-changefreq-priority', input('drop-changefreq-priority') || 'false');
    const excluded = input('sitemap-source-excluded');
    if (source === '') {
        if (drop)
            throw new urls/* InputError */.dz('drop-changefreq-priority needs sitemap-source');
        if (excluded !== '')
            throw new urls/* InputError */.dz('sitemap-source-excluded needs sitemap-source');
        return undefined;
    }
    const options = {
        source: external_node_path_default().resolve(workspace, source),
        dropChangefreqPriority: drop,
        excluded: oneOf('sitemap-source-excluded', excluded || 'drop', ['keep', 'drop']),
        flag: (name) => name
    };
    if (sitemapText !== '')
        options.output = external_node_path_default().resolve(workspace, sitemapText);
    return options;
}


/***/ }),

/***/ 86955:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GW: () => (/* binding */ IS_POST),
/* harmony export */   f: () => (/* binding */ PENDING_REPORT),
/* harmony export */   gK: () => (/* binding */ PENDING_STATE)
/* harmony export */ });
// Names under which the main phase leaves values for the post phase (`core.saveState`; the runner
// gives them back to post as `STATE_<name>`). A module of its own: post reads them without loading
// the main step.
/** Set by every main phase: the same bundle, run again as the post step, sees it and runs post. */
const IS_POST = 'isPost';
/** Where the pending state and the report are, when post is to persist the state. */
const PENDING_STATE = 'pending-state';
const PENDING_REPORT = 'pending-report';


/***/ }),

/***/ 12397:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   RO: () => (/* binding */ toolkitCache),
/* harmony export */   m4: () => (/* binding */ toolkitArtifacts),
/* harmony export */   q7: () => (/* binding */ toolkitPendingHandoff),
/* harmony export */   qw: () => (/* binding */ restWorkflowRuns)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);

/** REST: `GET …/actions/runs/{id}` for the workflow id, then its successful runs and their artifacts. */
function restWorkflowRuns(octokit, where) {
    const repo = { owner: where.owner, repo: where.repo };
    let workflowId;
    return {
        async successfulRuns(branch) {
            if (workflowId === undefined) {
                const { data } = await octokit.rest.actions.getWorkflowRun({ ...repo, run_id: where.runId });
                workflowId = data.workflow_id;
            }
            const { data } = await octokit.rest.actions.listWorkflowRuns({
                ...repo,
                workflow_id: workflowId,
                branch,
                status: 'success',
                per_page: 20
            });
            return data.workflow_runs.filter((run) => run.id !== where.runId).map((run) => run.id);
        },
        async artifactsOf(runId, name) {
            const { data } = await octokit.rest.actions.listWorkflowRunArtifacts({ ...repo, run_id: runId, name, per_page: 100 });
            return data.artifacts
                .filter((artifact) => artifact.name === name)
                .sort((a, b) => Date.parse(b.created_at ?? '') - Date.parse(a.created_at ?? '') || b.id - a.id)
                .map((artifact) => ({ id: artifact.id, expired: artifact.expired }));
        }
    };
}
/** An artifact client, made on first use. */
function lazyArtifactClient() {
    let client;
    return () => (client ??= Promise.all(/* import() */[__webpack_require__.e(110), __webpack_require__.e(935)]).then(__webpack_require__.bind(__webpack_require__, 77935)).then((artifact) => new artifact.DefaultArtifactClient()));
}
function toolkitArtifacts(token, where, retentionDays) {
    const artifacts = lazyArtifactClient();
    return {
        async download(artifactId, runId, dir) {
            const client = await artifacts();
            await client.downloadArtifact(artifactId, {
                path: dir,
                findBy: { token, workflowRunId: runId, repositoryOwner: where.owner, repositoryName: where.repo }
            });
        },
        async upload(name, files) {
            const client = await artifacts();
            await client.uploadArtifact(name, files, node_path__WEBPACK_IMPORTED_MODULE_0___default().dirname(files[0]), retentionDays === undefined ? {} : { retentionDays });
        }
    };
}
function toolkitPendingHandoff() {
    const artifacts = lazyArtifactClient();
    return {
        async upload(name, files) {
            const client = await artifacts();
            await client.uploadArtifact(name, files, node_path__WEBPACK_IMPORTED_MODULE_0___default().dirname(files[0]), { retentionDays: 1 });
        },
        async download(name, dir) {
            const client = await artifacts();
            const { artifact } = await client.getArtifact(name);
            await client.downloadArtifact(artifact.id, { path: dir });
        }
    };
}
const toolkitCache = {
    restore: async (paths, primaryKey, restoreKeys) => (await Promise.all(/* import() */[__webpack_require__.e(110), __webpack_require__.e(612)]).then(__webpack_require__.bind(__webpack_require__, 50612))).restoreCache(paths, primaryKey, restoreKeys),
    exists: async (paths, key) => (await (await Promise.all(/* import() */[__webpack_require__.e(110), __webpack_require__.e(612)]).then(__webpack_require__.bind(__webpack_require__, 50612))).restoreCache(paths, key, [], { lookupOnly: true })) === key,
    save: async (paths, key) => (await Promise.all(/* import() */[__webpack_require__.e(110), __webpack_require__.e(612)]).then(__webpack_require__.bind(__webpack_require__, 50612))).saveCache(paths, key)
};


/***/ })

};
