export const id = 161;
export const ids = [161];
export const modules = {

/***/ 77442:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Gz: () => (/* binding */ checkGitStoreUsable),
  Wj: () => (/* binding */ coreLogger),
  gJ: () => (/* reexport */ errors/* errorMessage */.g),
  AD: () => (/* binding */ startRun)
});

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 7 modules
var core = __webpack_require__(33838);
// EXTERNAL MODULE: ./node_modules/@actions/github/lib/github.js
var github = __webpack_require__(61351);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
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

// EXTERNAL MODULE: ./src/core/dates.ts
var dates = __webpack_require__(80194);
// EXTERNAL MODULE: ./src/core/urls.ts
var urls = __webpack_require__(81221);
// EXTERNAL MODULE: ./src/core/indexnow.ts
var indexnow = __webpack_require__(97387);
// EXTERNAL MODULE: ./src/adapters/engine.ts + 5 modules
var engine = __webpack_require__(96450);
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
/** A git ref component check strict enough to reject anything `git check-ref-format` would. */
function branchName(name, value) {
    if (value === '' ||
        /[\s~^:?*[\\]|\.\.|@\{|\/\/|^[-/.]|[/.]$|\.lock$/.test(value) ||
        [...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) {
        throw new urls/* InputError */.dz(`${name} must be a valid git branch name such as lastmod-state; got '${value}'`);
    }
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
    const requestedMode = oneOf('mode', input('mode') || 'auto', ['auto', 'update', 'check', 'persist']);
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
    if (mode !== 'persist') {
        if (siteDirText === '')
            throw new urls/* InputError */.dz(`site-dir is required in ${mode} mode: the folder of the built site, e.g. _site`);
        if (siteUrl === '')
            throw new urls/* InputError */.dz(`site-url is required in ${mode} mode: the public URL of site-dir, e.g. https://example.com/docs/`);
    }
    const siteDir = external_node_path_default().resolve(context.workspace, siteDirText || '.');
    const sitemapText = input('sitemap');
    const sitemapPath = sitemapText === '' ? external_node_path_default().join(siteDir, 'sitemap.xml') : external_node_path_default().resolve(context.workspace, sitemapText);
    const nowText = input('now');
    let now;
    if (nowText === '')
        now = context.clock();
    else {
        const parsed = (0,dates/* parseInstant */.nV)(nowText);
        if (!parsed)
            throw new urls/* InputError */.dz(`now must be an ISO 8601 date-time with a zone such as 2026-08-12T06:00:00Z, or empty; got '${nowText}'`);
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
        contentSelector: input('content-selector') || engine/* DEFAULT_CONTENT_SELECTOR */.Iv,
        ignoreSelectors: lines(get('ignore-selector')),
        include: lines(get('include')),
        exclude: lines(get('exclude')),
        sitemapPath,
        lastmodFormat: oneOf('lastmod-format', input('lastmod-format') || 'datetime', ['datetime', 'date']),
        gzip: bool('sitemap-gzip', input('sitemap-gzip') || 'false'),
        cleanUrls: bool('clean-urls', input('clean-urls') || 'false'),
        comment,
        token,
        now,
        persist: oneOf('persist', input('persist') || 'post', ['post', 'deferred']),
        pendingArtifactName,
        htmlDates: bool('html-dates', input('html-dates') || 'true'),
        mtime: bool('mtime', input('mtime') || 'false'),
        robotsSitemap: bool('robots-sitemap', input('robots-sitemap') || 'false')
    };
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
    const bootstrap = input('bootstrap-sitemap');
    if (bootstrap !== '')
        config.bootstrapSitemap = bootstrap;
    return config;
}

// EXTERNAL MODULE: ./src/core/state.ts
var core_state = __webpack_require__(7066);
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
                const text = await (0,promises_.readFile)((0,external_node_path_.join)(dir, fileName), 'utf8').catch((error) => {
                    throw new Error(`${source} has no ${fileName}: ${error instanceof Error ? error.message : String(error)}`);
                });
                log.info(`Restored state from ${source}`);
                return { kind: 'found', state: (0,core_state/* parseState */.Bu)(text, source), source };
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
            await (0,promises_.writeFile)(file, (0,core_state/* serializeState */.sU)(state), 'utf8');
            // Uploaded on every persist, even when unchanged: the next run looks for it in the newest
            // successful runs, and artifacts expire.
            await this.options.transfer.upload(this.options.name, file);
            return { kind: 'saved', detail: `uploaded artifact ${this.options.name}` };
        }
        finally {
            await (0,promises_.rm)(dir, { recursive: true, force: true });
        }
    }
}

// EXTERNAL MODULE: ./src/adapters/state-file.ts
var state_file = __webpack_require__(35460);
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
    async load() {
        const { cache, file, prefix } = this.options;
        const matched = await cache.restore([file], this.key, [`${prefix}-`]);
        if (matched === undefined)
            return { kind: 'missing', source: this.description };
        const source = `cache ${matched}`;
        const state = await (0,state_file/* readStateFile */.q)(file);
        if (!state)
            throw new Error(`${source} was restored but holds no ${file}`);
        return { kind: 'found', state, source };
    }
    async persist(state) {
        await (0,state_file/* writeStateFile */.V)(this.options.file, state);
        const { cache, file } = this.options;
        const id = await cache.save([file], this.key);
        if (id !== -1)
            return { kind: 'saved', detail: `saved cache ${this.key}` };
        // Entries are immutable and the key is this run attempt's: one that exists holds this state.
        if (await cache.exists([file], this.key))
            return { kind: 'unchanged', detail: `cache key ${this.key} already exists` };
        throw new Error(`the Actions cache did not save the state under key ${this.key} (its message above says why); the next run restores the previous state`);
    }
}

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
            const text = (0,core_state/* serializeState */.sU)(merged);
            if (remote.state && (0,core_state/* serializeState */.sU)(remote.state) === text) {
                return { kind: 'unchanged', detail: `${this.description} already holds this state` };
            }
            const commit = await this.commit(text, remote, merged);
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
        return { head, state: (0,core_state/* parseState */.Bu)(text.stdout, this.description) };
    }
    /** Builds a commit holding `text` at `file`, on top of the branch head (or as an orphan root). */
    async commit(text, remote, merged) {
        const { git, file } = this.options;
        const blob = await gitOrThrow(git, ['hash-object', '-w', '--stdin'], { stdin: text });
        const dir = await (0,promises_.mkdtemp)((0,external_node_path_.join)(this.options.tmpDir ?? (0,external_node_os_.tmpdir)(), 'lastmod-index-'));
        try {
            // A throw-away index: read-tree/update-index/write-tree build nested trees for a nested
            // state-file path without ever looking at the user's index or working tree.
            const env = { GIT_INDEX_FILE: (0,external_node_path_.join)(dir, 'index') };
            await gitOrThrow(git, remote.head ? ['read-tree', remote.head] : ['read-tree', '--empty'], { env });
            await gitOrThrow(git, ['update-index', '--add', '--cacheinfo', `100644,${blob},${file}`], { env });
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
                log: deps.log
            });
    }
}

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
;// CONCATENATED MODULE: ./src/adapters/action-run.ts
// What main and post share: the run's GitHub context, the core logger, and the store wiring.








const coreLogger = {
    info: (message) => core/* info */.pq(message),
    warning: (message) => core/* warning */.$e(message),
    debug: (message) => core/* debug */.Yz(message)
};

/** Reads the inputs (once) and the runner's environment. The token is masked before any use of it. */
async function startRun() {
    const workspace = process.env['GITHUB_WORKSPACE'] || process.cwd();
    const context = github/* context */._;
    const config = readConfig((name) => core/* getInput */.V4(name), {
        eventName: context.eventName,
        workspace,
        clock: () => new Date()
    });
    // Masked before anything could print it; readConfig itself never puts the token in a message.
    if (config.token !== '')
        core/* setSecret */.Pq(config.token);
    const { owner, repo } = context.repo;
    const runAttempt = Number(process.env['GITHUB_RUN_ATTEMPT'] || '1');
    const runUrl = `${context.serverUrl}/${owner}/${repo}/actions/runs/${context.runId}`;
    const tempDir = external_node_path_default().join(process.env['RUNNER_TEMP'] || (0,external_node_os_.tmpdir)(), 'lastmod');
    await (0,promises_.mkdir)(tempDir, { recursive: true });
    const git = createGit(workspace);
    let octokit;
    const getOctokit = () => {
        if (config.token === '')
            throw new Error('token is empty: the artifact store and PR comments need a token (default ${{ github.token }})');
        octokit ??= github/* getOctokit */.Q(config.token);
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
        log: coreLogger
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


/***/ }),

/***/ 60453:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   i: () => (/* binding */ announce)
/* harmony export */ });
/* unused harmony export parseAnnouncedReport */
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(33838);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(83916);
/* harmony import */ var _action_run_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(77442);
/* harmony import */ var _publish_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(39545);
// After the deploy and the persist: tell IndexNow about the new and changed pages, from the
// report the update step wrote. Never throws: a failed announcement must not fail the deploy.





const isStrings = (value) => Array.isArray(value) && value.every((v) => typeof v === 'string');
/** The report travels through a file or an artifact: check the parts IndexNow reads before use. */
function parseAnnouncedReport(data) {
    const r = data;
    if (r === null || typeof r !== 'object' || typeof r.siteUrl !== 'string' || !isStrings(r.pages?.new) || !isStrings(r.pages?.changed)) {
        throw new Error('expected a lastmod report with siteUrl and pages.new / pages.changed');
    }
    return { siteUrl: r.siteUrl, pages: { new: r.pages.new, changed: r.pages.changed, removed: [], unchanged: [] } };
}
async function announce(config, reportPath) {
    const indexNow = config.indexNow;
    if (indexNow === undefined)
        return;
    let report;
    try {
        report = parseAnnouncedReport(JSON.parse(await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)(reportPath, 'utf8')));
    }
    catch (error) {
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(`IndexNow skipped: the report of the update step (${reportPath}) cannot be read: ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .errorMessage */ .g)(error)}`);
        return;
    }
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .startGroup */ .Oh('Submit new and changed pages to IndexNow');
    try {
        await (0,_publish_js__WEBPACK_IMPORTED_MODULE_4__/* .submitIndexNow */ .d)({ report }, { siteUrl: report.siteUrl, dryRun: false, indexNow }, _action_run_js__WEBPACK_IMPORTED_MODULE_3__/* .coreLogger */ .Wj);
    }
    finally {
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .endGroup */ .N4();
    }
}


/***/ }),

/***/ 45799:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Zf: () => (/* binding */ writeFileAtomic),
/* harmony export */   a7: () => (/* binding */ writeChunks),
/* harmony export */   fR: () => (/* binding */ replaceFile)
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
    const temp = node_path__WEBPACK_IMPORTED_MODULE_3___default().join(node_path__WEBPACK_IMPORTED_MODULE_3___default().dirname(file), `.${node_path__WEBPACK_IMPORTED_MODULE_3___default().basename(file)}.${process.pid}.${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(6).toString('hex')}.tmp`);
    try {
        await write(temp);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rename)(temp, file);
    }
    catch (error) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rm)(temp, { force: true });
        throw error;
    }
}
/**
 * Text chunks are encoded into one buffer, reused: a buffer made for each chunk is memory outside
 * the heap until a collection, and written one after another with nothing in between they could
 * pile up (21 MB of them for the bench's 100,000-page state).
 */
const encoder = new _file_reader_js__WEBPACK_IMPORTED_MODULE_4__/* .Utf8Writer */ .R();
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
/* harmony export */   Ne: () => (/* binding */ loadBootstrap)
/* harmony export */ });
/* unused harmony exports BootstrapError, lastmodToInstant */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(38522);
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_zlib__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var xml_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(43675);
/* harmony import */ var xml_js__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(xml_js__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _core_dates_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(80194);
// Seeds dates from the sitemap that is deployed now, for a site whose state vanished (deleted
// branch, expired artifact, evicted cache): without it every page would be re-dated today.





class BootstrapError extends Error {
    name = 'BootstrapError';
}
const MAX_CHILD_SITEMAPS = 100;
async function readSource(source, workspace, fetchImpl) {
    if (/^https?:\/\//i.test(source)) {
        const response = await fetchImpl(source);
        if (!response.ok)
            throw new BootstrapError(`bootstrap-sitemap ${source} answered HTTP ${response.status}`);
        return Buffer.from(await response.arrayBuffer());
    }
    try {
        return await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(node_path__WEBPACK_IMPORTED_MODULE_1___default().resolve(workspace, source));
    }
    catch (error) {
        throw new BootstrapError(`bootstrap-sitemap ${source} cannot be read: ${error.message}`);
    }
}
function text(element) {
    const parts = (element?.elements ?? []).map((child) => (child.type === 'text' || child.type === 'cdata' ? String(child.text ?? child.cdata ?? '') : ''));
    const joined = parts.join('').trim();
    return joined === '' ? undefined : joined;
}
function localName(element) {
    return (element.name ?? '').replace(/^.*:/, '');
}
function children(element, name) {
    return (element?.elements ?? []).filter((child) => child.type === 'element' && localName(child) === name);
}
/** `2026-08-12` or a W3C date-time → state instant; undefined for anything else. */
function lastmodToInstant(value) {
    const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    const date = dateOnly ? new Date(`${value}T00:00:00Z`) : (0,_core_dates_js__WEBPACK_IMPORTED_MODULE_4__/* .parseInstant */ .nV)(value.replace(/^(.*T\d{2}:\d{2})(Z|[+-]\d{2}:\d{2})$/, '$1:00$2'));
    if (!date || Number.isNaN(date.getTime()))
        return undefined;
    return (0,_core_dates_js__WEBPACK_IMPORTED_MODULE_4__/* .formatInstant */ .r4)(date);
}
/**
 * Reads a sitemap (or a sitemap index and its children; gzip allowed) from a path or URL.
 * Dates later than `now` are clamped to `now`: a sitemap must not date a page in the future.
 */
async function loadBootstrap(source, options) {
    const fetchImpl = options.fetch ?? ((url) => fetch(url));
    const now = (0,_core_dates_js__WEBPACK_IMPORTED_MODULE_4__/* .formatInstant */ .r4)(options.now);
    const lastmods = new Map();
    const queue = [{ source, depth: 0 }];
    let files = 0;
    while (queue.length > 0) {
        const item = queue.shift();
        if (++files > MAX_CHILD_SITEMAPS + 1) {
            options.log.warning(`bootstrap-sitemap: more than ${MAX_CHILD_SITEMAPS} child sitemaps; the rest are ignored`);
            break;
        }
        let bytes = await readSource(item.source, options.workspace, fetchImpl);
        if (bytes[0] === 0x1f && bytes[1] === 0x8b)
            bytes = (0,node_zlib__WEBPACK_IMPORTED_MODULE_2__.gunzipSync)(bytes);
        let root;
        try {
            const doc = xml_js__WEBPACK_IMPORTED_MODULE_3___default().xml2js(bytes.toString('utf8'), { compact: false });
            root = (doc.elements ?? []).find((e) => e.type === 'element');
        }
        catch (error) {
            throw new BootstrapError(`bootstrap-sitemap ${item.source} is not valid XML: ${error.message.split('\n')[0] ?? ''}`);
        }
        if (!root)
            throw new BootstrapError(`bootstrap-sitemap ${item.source} is empty`);
        if (localName(root) === 'sitemapindex' && item.depth === 0) {
            for (const entry of children(root, 'sitemap')) {
                const loc = text(children(entry, 'loc')[0]);
                if (!loc)
                    continue;
                // A local index names its children by URL; look for them next to the index file.
                const child = /^https?:\/\//i.test(source) ? loc : node_path__WEBPACK_IMPORTED_MODULE_1___default().join(node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(source), node_path__WEBPACK_IMPORTED_MODULE_1___default().posix.basename(new URL(loc).pathname));
                queue.push({ source: child, depth: 1 });
            }
            continue;
        }
        if (localName(root) !== 'urlset')
            throw new BootstrapError(`bootstrap-sitemap ${item.source} is neither a <urlset> nor a <sitemapindex>`);
        for (const url of children(root, 'url')) {
            const loc = text(children(url, 'loc')[0]);
            const lastmod = text(children(url, 'lastmod')[0]);
            if (!loc || !lastmod)
                continue;
            const instant = lastmodToInstant(lastmod);
            if (!instant) {
                options.log.warning(`bootstrap-sitemap: ignoring lastmod '${lastmod}' of ${loc} (not a W3C date)`);
                continue;
            }
            lastmods.set(loc, Date.parse(instant) > Date.parse(now) ? now : instant);
        }
    }
    if (lastmods.size === 0)
        options.log.warning(`bootstrap-sitemap ${source} has no <url> with a usable <lastmod>: no date is seeded`);
    return { source, lastmods };
}


/***/ }),

/***/ 55625:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ findBundle)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(73136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_url__WEBPACK_IMPORTED_MODULE_2__);
// Where the bundles that run on threads of their own are: next to the running bundle.



/**
 * The bundle `name` (`worker.js`, `walker.js`) next to the running bundle: in `dist/` seen from
 * `dist/cli.js`, or from `dist/main/index.js` and `dist/post/index.js`. Undefined when running
 * from the sources (tests), which then do the work in their own thread.
 */
function findBundle(name) {
    let here;
    try {
        // ncc keeps import.meta.url as it is: at run time it names the bundle file.
        here = node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname((0,node_url__WEBPACK_IMPORTED_MODULE_2__.fileURLToPath)(import.meta.url));
    }
    catch {
        return undefined;
    }
    for (const candidate of [node_path__WEBPACK_IMPORTED_MODULE_1___default().join(here, name), node_path__WEBPACK_IMPORTED_MODULE_1___default().join(here, '..', name)]) {
        if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(candidate))
            return candidate;
    }
    return undefined;
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
        for (const entry of entries) {
            if (entry.name.startsWith('.'))
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


/***/ }),

/***/ 96450:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Iv: () => (/* binding */ DEFAULT_CONTENT_SELECTOR),
  Wc: () => (/* binding */ prestartPageWorkers),
  cn: () => (/* binding */ runEngine),
  xW: () => (/* binding */ sitemapFileName),
  Wh: () => (/* binding */ writeSitemapFiles)
});

// UNUSED EXPORTS: collectPages, planRun

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/core/dates.ts
var dates = __webpack_require__(80194);
// EXTERNAL MODULE: ./src/core/exclusions.ts
var exclusions = __webpack_require__(73598);
// EXTERNAL MODULE: ./src/core/extract.ts + 2 modules
var extract = __webpack_require__(68713);
// EXTERNAL MODULE: ./src/core/plan.ts
var core_plan = __webpack_require__(4620);
// EXTERNAL MODULE: ./src/core/noise.ts
var noise = __webpack_require__(11257);
// EXTERNAL MODULE: ./src/core/urls.ts
var urls = __webpack_require__(81221);
;// CONCATENATED MODULE: ./src/core/report.ts


function buildReport(input) {
    const url = (path) => (0,urls/* absoluteUrl */.rf)(input.siteUrl, path);
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
        lines.push(`  ${u}`);
    if (urls.length > LIST_LIMIT)
        lines.push(`  … and ${urls.length - LIST_LIMIT} more`);
}
/** The human summary on stdout. */
function renderText(report) {
    const p = report.pages;
    const lines = [
        `${p.new.length} new, ${p.changed.length} changed, ${p.removed.length} removed, ${p.unchanged.length} unchanged, ${report.excluded.length} excluded${report.dryRun ? ' (dry run: nothing written)' : ''}`
    ];
    if (report.rebaselined) {
        lines.push('Hashing changed since the state was written (new normaliser or selectors): hashes re-baselined, no date moved.');
    }
    list('New', p.new, lines);
    if (p.changed.length > 0) {
        lines.push('Changed:');
        const why = new Map(report.changes.map((c) => [c.url, c.blocks]));
        for (const u of p.changed.slice(0, LIST_LIMIT)) {
            const revived = report.revived.includes(u) ? ' (revived)' : '';
            lines.push(`  ${u}${revived}`);
            for (const b of why.get(u) ?? []) {
                if (b.old !== undefined)
                    lines.push(`    - ${b.old}`);
                if (b.new !== undefined)
                    lines.push(`    + ${b.new}`);
                if (b.old === undefined && b.new === undefined)
                    lines.push(`    (${b.kind} content)`);
            }
        }
        if (p.changed.length > LIST_LIMIT)
            lines.push(`  … and ${p.changed.length - LIST_LIMIT} more`);
    }
    for (const finding of report.noise ?? [])
        lines.push(describeNoise(finding));
    list('Removed', p.removed, lines);
    if (report.excluded.length > 0) {
        lines.push('Excluded:');
        for (const e of report.excluded.slice(0, LIST_LIMIT)) {
            lines.push(`  ${e.url} (${e.reason}${e.detail ? `: ${e.detail}` : ''})`);
        }
        if (report.excluded.length > LIST_LIMIT)
            lines.push(`  … and ${report.excluded.length - LIST_LIMIT} more`);
    }
    if (report.sitemap.files.length > 0) {
        lines.push(`Sitemap: ${report.sitemap.urls} URLs in ${report.sitemap.files.join(', ')}`);
    }
    return lines.join('\n') + '\n';
}

;// CONCATENATED MODULE: ./src/core/sitemap.ts
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
const URLSET_CLOSE = '</urlset>\n';
const INDEX_OPEN = `${XML_DECLARATION}<sitemapindex xmlns="${NAMESPACE}">\n`;
const INDEX_CLOSE = '</sitemapindex>\n';
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
    if (entry.lastmod === undefined)
        return { loc, xmlLoc, lastmod: NO_LASTMOD };
    let known = instants.get(entry.lastmod);
    if (known === undefined) {
        const instant = (0,dates/* parseInstant */.nV)(entry.lastmod);
        if (instant === undefined) {
            throw new SitemapError(`lastmod of ${loc} is not an ISO 8601 date-time with a zone: '${entry.lastmod}'`);
        }
        const lastmod = (0,dates/* formatInstant */.r4)(instant);
        known = { value: lastmod, xml: `<lastmod>${(0,dates/* formatLastmod */.o4)(lastmod, format)}</lastmod>` };
        instants.set(entry.lastmod, known);
    }
    return { loc, xmlLoc, lastmod: known };
}
/** Code-unit order, as the brief asks: independent of locale and ICU version. */
function compareLoc(a, b) {
    return a.loc < b.loc ? -1 : a.loc > b.loc ? 1 : 0;
}
function renderUrl(item) {
    return `<url><loc>${item.xmlLoc}</loc>${item.lastmod.xml}</url>\n`;
}
/** The bytes of renderUrl(item) besides its loc and lastmod, all ASCII. */
const URL_FRAME_BYTES = renderUrl({ loc: '', xmlLoc: '', lastmod: NO_LASTMOD }).length;
/**
 * utf8Length(renderUrl(item)), without making the line (the lastmod element is ASCII). With the
 * loc escaped once and each date's element made once, 100,000 URLs are planned and written in
 * 69–77 ms instead of 136–144 on node 20, 51–55 instead of 111–112 on node 24.
 */
function urlBytes(item) {
    return URL_FRAME_BYTES + utf8Length(item.xmlLoc) + item.lastmod.xml.length;
}
function renderIndexEntry(loc, lastmod, format) {
    const date = lastmod === undefined ? '' : `<lastmod>${(0,dates/* formatLastmod */.o4)(lastmod, format)}</lastmod>`;
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
function urlsetFile(name, items, start, end, bytes) {
    let newestLastmod;
    for (let i = start; i < end; i++)
        newestLastmod = newer(newestLastmod, items[i]?.lastmod.value);
    const file = {
        name,
        urls: end - start,
        bytes,
        *chunks() {
            yield URLSET_OPEN;
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
 * index at `fileName` whose entries carry the newest lastmod of their child.
 * Zero entries give an empty `<urlset>`: well-formed, though the XSD wants at least one `<url>`.
 * Duplicate locs are kept as given; callers pass one entry per canonical URL.
 */
function planSitemap(entries, options) {
    const { maxUrls, maxBytes } = checkOptions(options);
    const format = options.lastmodFormat;
    const items = [];
    const instants = new Map();
    for (const entry of entries)
        items.push(normaliseEntry(entry, instants, format));
    items.sort(compareLoc);
    // Greedy split; a file is closed when one more entry would pass either limit.
    const frame = utf8Length(URLSET_OPEN) + utf8Length(URLSET_CLOSE);
    const bounds = [];
    let start = 0;
    let bytes = frame;
    for (let i = 0; i < items.length; i++) {
        const item = items[i];
        const size = urlBytes(item);
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
    if (bounds.length === 1) {
        return { files: [urlsetFile(options.fileName, items, 0, items.length, bytes)], indexed: false, urls: items.length };
    }
    const children = bounds.map((b, n) => urlsetFile(childFileName(options.fileName, n + 1), items, b.start, b.end, b.bytes));
    return { files: [indexFile(children, options), ...children], indexed: true, urls: items.length };
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

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./src/core/explain.ts + 1 modules
var explain = __webpack_require__(89905);
;// CONCATENATED MODULE: ./src/core/shard.ts
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
        throw new InputError(`${flag} must be i/n with 1 <= i <= n <= ${MAX_SHARDS}, e.g. 2/4; got '${text}'`);
    }
    return { index, count };
}
/** The shard (1..count) of a state key. */
function shardOf(key, count) {
    if (count === 1)
        return 1;
    const digest = (0,external_node_crypto_.createHash)('sha256').update(key, 'utf8').digest();
    return 1 + (digest.readUIntBE(0, 6) % count);
}
// ---------------------------------------------------------------------------------------------
// The partial result of one shard
const PARTIAL_FORMAT = 'lastmod-partial';
const PARTIAL_VERSION = 1;
/** A partial file that cannot be merged. */
class PartialError extends (/* unused pure expression or super */ null && (InputError)) {
    name = 'PartialError';
}
function isObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
const HASH = /^sha256:[0-9a-f]{64}$/;
const REASONS = new Set(['error-page', 'noindex', 'robots-txt', 'canonical-elsewhere', 'redirect', 'glob']);
const CHANGE_KINDS = new Set(['added', 'removed', 'replaced']);
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
function parsePage(value, where) {
    const bad = (what) => {
        throw new PartialError(`${where}: ${what}`);
    };
    if (!isObject(value))
        return bad('expected an object');
    const { file, path, included, excluded, warnings } = value;
    if (typeof file !== 'string' || typeof path !== 'string' || !path.startsWith('/'))
        return bad('file and path must be strings');
    if (!isStringArray(warnings))
        return bad('warnings must be a list of strings');
    const page = { file, path, warnings };
    if (included !== undefined) {
        if (!isObject(included) || typeof included.loc !== 'string' || !isObject(included.page))
            return bad('included must be {loc, page}');
        const built = included.page;
        if (built.path !== path || typeof built.hash !== 'string' || !HASH.test(built.hash) || typeof built.fingerprint !== 'string') {
            return bad('included.page must be {path, hash, fingerprint}');
        }
        // It becomes the state's `blocks`, which the next run checks the same way.
        if (!isFingerprint(built.fingerprint))
            return bad('included.page.fingerprint must be a block fingerprint (<count>.<base64url>)');
        const described = { path, hash: built.hash, fingerprint: built.fingerprint };
        if (built.why !== undefined) {
            const why = parseWhy(built.why);
            if (why === undefined)
                return bad('included.page.why must be a list of block changes');
            described.why = why;
        }
        page.included = { loc: included.loc, page: described };
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
        const out = { url: excluded.url, file, reason: excluded.reason };
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
    const { shard, siteUrl, hashing, contentSelectors, previousState, pages } = data;
    if (!isObject(shard) || typeof shard.index !== 'number' || typeof shard.count !== 'number') {
        throw new PartialError(`${source}: "shard" must be {index, count}`);
    }
    const parsedShard = parseShard(`${shard.index}/${shard.count}`, `${source}: shard`);
    if (typeof siteUrl !== 'string')
        throw new PartialError(`${source}: "siteUrl" must be a string`);
    if (!isObject(hashing) || typeof hashing.normalizer !== 'number' || typeof hashing.options !== 'string') {
        throw new PartialError(`${source}: "hashing" must be {normalizer, options}`);
    }
    if (!isStringArray(contentSelectors))
        throw new PartialError(`${source}: "contentSelectors" must be a list of strings`);
    if (previousState !== null && (typeof previousState !== 'string' || !HASH.test(previousState))) {
        throw new PartialError(`${source}: "previousState" must be null or a sha256: digest`);
    }
    if (!Array.isArray(pages))
        throw new PartialError(`${source}: "pages" must be a list`);
    return {
        format: PARTIAL_FORMAT,
        version: PARTIAL_VERSION,
        shard: parsedShard,
        siteUrl,
        hashing: { normalizer: hashing.normalizer, options: hashing.options },
        contentSelectors,
        previousState,
        pages: pages.map((page, i) => parsePage(page, `${source}: pages[${i}]`))
    };
}
/** One page per line: partial files stay diffable and can be written as a stream of lines. */
function serializePartial(partial) {
    const head = JSON.stringify({ ...partial, pages: [] }).slice(0, -3); // drop `[]}`
    const lines = partial.pages.map((page) => JSON.stringify(page));
    return `${head}[\n${lines.join(',\n')}\n]}\n`;
}
/** Digest of a serialised state, so merge can tell that every shard planned against the same one. */
function stateDigest(serialized) {
    return serialized === undefined ? null : 'sha256:' + createHash('sha256').update(serialized, 'utf8').digest('hex');
}
/**
 * Checks that the partials are the n shards of one run (each index once, same site, hashing and
 * previous state) and returns their pages in the order an unsharded run lists them (by file).
 */
function combinePartials(partials) {
    const first = partials[0];
    if (first === undefined)
        throw new PartialError('merge needs the partial results of every shard');
    const count = first.shard.count;
    const seen = new Map();
    partials.forEach((p, i) => {
        const where = `partial #${i + 1} (shard ${p.shard.index}/${p.shard.count})`;
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

// EXTERNAL MODULE: ./src/adapters/discover.ts
var discover = __webpack_require__(70713);
// EXTERNAL MODULE: ./src/core/decode.ts
var decode = __webpack_require__(30969);
;// CONCATENATED MODULE: ./src/adapters/noise.ts
// Probable noise in a run: fragments many changed pages share, with the selector that would
// remove them, read from one page that has the fragment.




const MAX_FINDINGS = 3;
async function findNoise(changes, siteDir, fileOf, contentSelectors) {
    const findings = [];
    for (const shared of (0,noise/* findSharedChanges */.IP)(changes).slice(0, MAX_FINDINGS)) {
        const file = fileOf(shared.urls[0]);
        let selector;
        if (file !== undefined) {
            const html = (0,decode/* decodeHtml */.i)(await (0,promises_.readFile)(external_node_path_default().join(siteDir, file))).text;
            selector = (0,noise/* suggestSelector */.cZ)(html, shared.fragment, contentSelectors);
        }
        findings.push((0,noise/* noiseFinding */.Wb)(shared, selector, changes.length));
    }
    return findings;
}

// EXTERNAL MODULE: ./src/adapters/pool.ts
var pool = __webpack_require__(64912);
// EXTERNAL MODULE: ./src/adapters/page-cache-file.ts
var page_cache_file = __webpack_require__(66757);
// EXTERNAL MODULE: ./src/core/page-cache.ts
var page_cache = __webpack_require__(56939);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:stream"
var external_node_stream_ = __webpack_require__(57075);
// EXTERNAL MODULE: external "node:stream/promises"
var external_node_stream_promises_ = __webpack_require__(46466);
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(38522);
// EXTERNAL MODULE: ./src/adapters/atomic.ts
var atomic = __webpack_require__(45799);
;// CONCATENATED MODULE: ./src/adapters/sitemap-writer.ts
// Writes a sitemap plan to disk: each file atomically (temp file + rename), gzipped by name.








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
async function writeAtomically(file, dir) {
    const target = external_node_path_default().resolve(dir, file.name);
    await (0,atomic/* replaceFile */.fR)(target, async (temp) => {
        if (file.name.toLowerCase().endsWith('.gz')) {
            const source = external_node_stream_.Readable.from(batched(file.chunks()), { objectMode: false });
            await (0,external_node_stream_promises_.pipeline)(source, (0,external_node_zlib_.createGzip)(), (0,external_node_fs_.createWriteStream)(temp, { flags: 'wx', flush: true }));
        }
        else {
            (0,atomic/* writeChunks */.a7)(temp, batched(file.chunks()), { flags: 'wx', sync: true });
        }
    });
    return target;
}
function escapeRegExp(text) {
    return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
/** Removes `<stem>-N<ext>` files left by an earlier run that had more children than this one. */
async function removeStaleChildren(plan, dir) {
    const main = plan.files[0];
    if (main === undefined)
        return;
    const { stem, extension } = splitFileName(main.name);
    const child = new RegExp(`^${escapeRegExp(stem)}-([1-9][0-9]*)${escapeRegExp(extension)}$`);
    const current = plan.indexed ? plan.files.length - 1 : 0;
    for (const entry of await (0,promises_.readdir)(dir, { withFileTypes: true })) {
        const n = child.exec(entry.name)?.[1];
        if (n === undefined || !entry.isFile() || Number(n) <= current)
            continue;
        await (0,promises_.rm)(external_node_path_default().join(dir, entry.name), { force: true });
    }
}
/**
 * Writes every file of the plan into `dir`, each atomically (temp file in the same dir + rename),
 * gzipped when the name ends in .gz (node:zlib, streaming). Returns the absolute paths written, in
 * plan order. Stale child files from an earlier, larger run (sitemap-N.xml beyond the current count,
 * matching this base name) are removed.
 */
async function writeSitemap(plan, dir) {
    await (0,promises_.mkdir)(dir, { recursive: true });
    // Children before the index, so a reader never finds an index entry whose file is missing.
    const order = plan.indexed ? [...plan.files.slice(1), ...plan.files.slice(0, 1)] : plan.files;
    const written = new Map();
    for (const file of order)
        written.set(file, await writeAtomically(file, dir));
    await removeStaleChildren(plan, dir);
    return plan.files.map((file) => written.get(file) ?? external_node_path_default().resolve(dir, file.name));
}

;// CONCATENATED MODULE: ./src/adapters/engine.ts
// The engine shared by the CLI and the action: discover, read, extract, plan. Writes nothing;
// writeSitemapFiles and writeStateFile do the writing when the caller decides to.
















const DEFAULT_CONTENT_SELECTOR = 'main, [role=main], article, body';
function sitemapFileName(options) {
    const base = external_node_path_default().basename(options.sitemapPath);
    return options.gzip && !base.endsWith('.gz') ? `${base}.gz` : base;
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
    const contentSelectors = (0,extract/* splitSelectorList */.uj)(options.contentSelector);
    if (contentSelectors.length === 0) {
        throw new urls/* InputError */.dz(`--content-selector must list at least one CSS selector; got '${options.contentSelector}'`);
    }
    (0,extract/* createExtractor */.d9)({ contentSelectors, ignoreSelectors: options.ignoreSelectors });
    const config = { siteDir, siteUrl: siteUrl.href, contentSelectors, ignoreSelectors: options.ignoreSelectors };
    const robotsTxt = await (0,promises_.readFile)(external_node_path_default().join(siteDir, 'robots.txt'), 'utf8').catch(() => undefined);
    if (robotsTxt !== undefined)
        config.robotsTxt = robotsTxt;
    if (options.cacheFile !== undefined)
        config.digests = true;
    return { config, siteUrl };
}
/**
 * Starts the page workers in `threads` before the previous state is read and the pages are
 * found, for a run that will probably need them (the caller knows: a first run, or a state of
 * many pages); collectPages takes them. A worker loads its bundle in ~90 ms: on a first run of
 * 20,000 pages of 29 KB, the first batch went out about 200 ms after the start instead of 260.
 * On a site that turns out to have fewer than 200 pages they are not used, and end with the pool.
 * Nothing is started when the options are invalid: collectPages says why.
 */
async function prestartPageWorkers(options, threads, log) {
    const prepared = await pageJobConfig(options).catch(() => undefined);
    if (prepared !== undefined)
        threads.prestart(prepared.config, options.jobs, log);
}
/**
 * Discovers the pages and processes them (in worker threads when it pays): read, decode,
 * extract, judge, describe. With `options.shard`, only the pages whose state key falls in it.
 */
async function collectPages(options, previous, log) {
    const { config, siteUrl } = await pageJobConfig(options);
    const { siteDir, contentSelectors } = config;
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
        options: JSON.stringify({ content: contentSelectors, ignore: [...options.ignoreSelectors].sort() })
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
    const taskOf = (file) => {
        discovered++;
        const urlPath = (0,urls/* filePathToUrlPath */.to)(file, options.cleanUrls);
        if (shard !== undefined && shardOf(urlPath, shard.count) !== shard.index)
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
    const walkError = (error) => (error.code === undefined ? error : siteDirError(error));
    // In this thread, pulled as the pool needs tasks.
    function* walkHere() {
        try {
            for (const file of (0,discover/* walkPages */.wZ)(realRoot, log)) {
                const task = taskOf(file);
                if (task !== undefined)
                    yield task;
            }
        }
        catch (error) {
            throw walkError(error);
        }
    }
    // From the walk thread, a chunk at a time.
    async function* walked(walk) {
        try {
            for await (const files of walk.files(realRoot)) {
                const tasks = [];
                for (const file of files) {
                    const task = taskOf(file);
                    if (task !== undefined)
                        tasks.push(task);
                }
                if (tasks.length > 0)
                    yield tasks;
            }
        }
        catch (error) {
            throw walkError(error);
        }
    }
    const tasks = options.walk === undefined ? walkHere() : walked(options.walk);
    const processed = await (0,pool/* processPages */.O$)(tasks, config, { jobs: options.jobs, log, ...(options.threads ? { threads: options.threads } : {}) });
    // Threads kept for the date pass hold their heaps through the planning: when no page may hold a
    // date, that pass has nothing for them, so they end now (the peak of a run is in the planning).
    // They exit while the planning goes on (7 to 11 ms when waited for, on the bench's large pages):
    // the caller's own close waits for them, and is where a failure to end them shows.
    if (options.threads !== undefined && processed.every((r) => r.included === undefined || r.undated === true)) {
        options.threads.close().catch(() => { });
    }
    if (discovered === 0)
        throw new urls/* InputError */.dz(`--site-dir ${options.siteDir} holds no .html pages`);
    const results = direct.length === 0 ? processed : processed.concat(direct);
    const collected = {
        results: results.sort((a, b) => (0,discover/* compareFiles */.hZ)(a.file, b.file)),
        hashing,
        contentSelectors
    };
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
 * The state machine, the sitemap plan and the report, from collected pages. Writes nothing.
 * `pagesAvailable`: the built pages can be read (for the noise finder); false in a merge job
 * that has only the partial results.
 */
async function planRun(collected, options, previous, log, pagesAvailable = true) {
    const siteUrl = (0,urls/* parseSiteUrl */.A5)(options.siteUrl);
    const pages = [];
    const pageFiles = new Map();
    const undated = new Set();
    const excluded = [];
    const warnings = [];
    for (const r of collected.results) {
        for (const message of r.warnings) {
            warnings.push({ file: r.file, message });
            log.warning(`${r.file}: ${message}`);
        }
        if (r.excluded)
            excluded.push(r.excluded);
        if (r.included) {
            pages.push(r.included.page);
            pageFiles.set(r.path, r.file);
            if (r.undated === true)
                undated.add(r.path);
        }
    }
    const now = (0,dates/* formatInstant */.r4)(options.now);
    const seed = options.seedLastmod;
    let seedOf;
    if (seed !== undefined) {
        const locs = new Map();
        for (const r of collected.results)
            if (r.included)
                locs.set(r.path, r.included.loc);
        seedOf = (p) => seed.get(locs.get(p) ?? '') ?? seed.get((0,urls/* absoluteUrl */.rf)(siteUrl, p));
    }
    const plan = (0,core_plan/* planState */.Zl)({ previous, pages, now, hashing: collected.hashing, ...(seedOf ? { seed: seedOf } : {}) });
    // Entries are made as the plan takes them: no list of 100,000 of them besides its own.
    const state = plan.state.pages;
    function* entries() {
        for (const r of collected.results) {
            if (r.included)
                yield { loc: r.included.loc, lastmod: (0,core_plan/* lastmodOf */.av)(state[r.path]) };
        }
    }
    const sitemap = planSitemap(entries(), {
        lastmodFormat: options.lastmodFormat,
        baseUrl: sitemapBaseUrl(options.siteDir, options.sitemapPath, siteUrl),
        fileName: sitemapFileName(options)
    });
    const sitemapDir = external_node_path_default().dirname(external_node_path_default().resolve(options.sitemapPath));
    // Built on first use only: most runs have no shared change, and 100,000 URLs are not free.
    let fileOfUrl;
    const fileOf = (url) => {
        fileOfUrl ??= new Map(collected.results.map((r) => [(0,urls/* absoluteUrl */.rf)(siteUrl, r.path), r.file]));
        return fileOfUrl.get(url);
    };
    const report = buildReport({
        siteUrl,
        now,
        dryRun: options.dryRun === true,
        plan,
        excluded,
        warnings,
        sitemap: { files: sitemap.files.map((f) => external_node_path_default().join(sitemapDir, f.name)), urls: sitemap.urls }
    });
    const siteDir = external_node_path_default().resolve(options.siteDir);
    const noise = await findNoise(report.changes, siteDir, (u) => (pagesAvailable ? fileOf(u) : undefined), collected.contentSelectors);
    if (noise.length > 0)
        report.noise = noise;
    const run = { state: plan.state, report, sitemap, pageFiles, undated, stateUnchanged: plan.unchanged };
    if (collected.pageCache !== undefined)
        run.pageCache = { use: collected.pageCache, results: collected.results };
    return run;
}
async function runEngine(options, previous, log) {
    if (options.shard !== undefined)
        throw new Error('runEngine plans a whole site; use collectPages for a shard');
    return planRun(await collectPages(options, previous, log), options, previous, log);
}
/** Writes the sitemap files (index and children when split); returns their paths. */
async function writeSitemapFiles(run, options) {
    return writeSitemap(run.sitemap, external_node_path_default().dirname(external_node_path_default().resolve(options.sitemapPath)));
}


/***/ }),

/***/ 13634:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   R: () => (/* binding */ Utf8Writer),
/* harmony export */   q: () => (/* binding */ FileReader)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
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
    /** The bytes of the regular file open at `fd`, from its current offset to its end; valid until the next call. */
    rest(fd) {
        let size = 0;
        for (;;) {
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


/***/ }),

/***/ 92401:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LJ: () => (/* binding */ postStickyComment),
/* harmony export */   Sy: () => (/* binding */ writeSummary),
/* harmony export */   Ux: () => (/* binding */ octokitComments)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(33838);
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
            return comments.map((c) => ({ id: c.id, body: c.body ?? '', login: c.user?.login ?? '' }));
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
    const status = typeof error === 'object' && error !== null && 'status' in error ? Number(error.status) : undefined;
    return status === undefined || Number.isNaN(status) ? { message } : { status, message };
}
/**
 * Creates or updates the one comment carrying `marker`. Our own (bot) comment is preferred when
 * several carry the marker, since a human may have quoted it. Never throws.
 */
async function postStickyComment(api, marker, body, options) {
    try {
        const marked = (await api.list()).filter((comment) => comment.body.includes(marker));
        const existing = marked.find((comment) => comment.login === BOT_LOGIN) ?? marked[0];
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
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(markdown);
        return;
    }
    try {
        await _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .summary */ .z.addRaw(markdown, true).write();
    }
    catch (error) {
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(`Could not write the job summary: ${describe(error).message}`);
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
/* harmony export */   m: () => (/* binding */ NOT_UTF8),
/* harmony export */   x: () => (/* binding */ rewritePageDates)
/* harmony export */ });
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4573);
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_buffer__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _core_html_dates_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(21070);
/* harmony import */ var _file_reader_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(13634);
// Rewriting the dates of one built page file: the unit of work of the html-dates option, run in
// a worker thread or in this one. Synchronous, like the page reads of the pool.






/** The reason given for a page that is not UTF-8. */
const NOT_UTF8 = 'not UTF-8';
/** Same-folder temp file, then rename: a new file in the page's place. */
function replaceFile(file, bytes) {
    const temp = node_path__WEBPACK_IMPORTED_MODULE_3___default().join(node_path__WEBPACK_IMPORTED_MODULE_3___default().dirname(file), `.${node_path__WEBPACK_IMPORTED_MODULE_3___default().basename(file)}.${(0,node_crypto__WEBPACK_IMPORTED_MODULE_1__.randomBytes)(6).toString('hex')}.tmp`);
    try {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.writeFileSync)(temp, bytes);
        (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.renameSync)(temp, file);
    }
    catch (error) {
        (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.rmSync)(temp, { force: true });
        throw error;
    }
}
/** Opening fails on a symlink (ELOOP) where the platform has the flag. */
const READ_WRITE_NOFOLLOW = node_fs__WEBPACK_IMPORTED_MODULE_2__.constants.O_RDWR | (node_fs__WEBPACK_IMPORTED_MODULE_2__.constants.O_NOFOLLOW ?? 0);
/**
 * The page opened for reading and writing, when it can be written over in place: a plain file
 * of its own. -1 when it is a symlink or one of several hard links (writing there would change
 * the other names too), or cannot be opened for writing: it then gets a new file (replaceFile).
 * Written in place, no new file is made and no old one freed, which is what a temp file and a
 * rename cost (on ext4: 160 to 230 µs a page against 13 to 15 µs); the file keeps its permissions.
 */
function openInPlace(file) {
    if (node_fs__WEBPACK_IMPORTED_MODULE_2__.constants.O_NOFOLLOW === undefined && (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.lstatSync)(file).isSymbolicLink())
        return -1;
    let fd;
    try {
        fd = (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.openSync)(file, READ_WRITE_NOFOLLOW);
    }
    catch {
        return -1;
    }
    try {
        const info = (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.fstatSync)(fd);
        if (info.isFile() && info.nlink === 1)
            return fd;
    }
    catch {
        // Not known to be a file of its own: a new file, as for the others.
    }
    (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.closeSync)(fd);
    return -1;
}
function writeAll(fd, bytes, position) {
    for (let done = 0; done < bytes.length;)
        done += (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.writeSync)(fd, bytes, done, bytes.length - done, position + done);
}
/**
 * Writes `bytes` over the file open at `fd`, which held `before` bytes. A page that grows gets
 * its new tail first, beyond its old end: should that fail (a full disk), the page is cut back
 * to what it was.
 */
function writeOver(fd, bytes, before) {
    if (bytes.length > before) {
        try {
            writeAll(fd, bytes.subarray(before), before);
        }
        catch (error) {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.ftruncateSync)(fd, before);
            throw error;
        }
    }
    writeAll(fd, bytes.subarray(0, Math.min(before, bytes.length)), 0);
    if (bytes.length < before)
        (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.ftruncateSync)(fd, bytes.length);
}
/** Each thread's buffers for the pages it rewrites, one at a time. */
const reader = new _file_reader_js__WEBPACK_IMPORTED_MODULE_5__/* .FileReader */ .q();
const writer = new _file_reader_js__WEBPACK_IMPORTED_MODULE_5__/* .Utf8Writer */ .R();
function rewritePageDates(siteDir, task) {
    const full = node_path__WEBPACK_IMPORTED_MODULE_3___default().join(siteDir, task.file);
    // One open for the read and the write (a dry run only reads).
    const fd = task.dryRun ? -1 : openInPlace(full);
    try {
        const bytes = fd >= 0 ? reader.rest(fd) : reader.file(full);
        // Text that is not UTF-8 would not encode back to the same bytes where they are not dates.
        if (!(0,node_buffer__WEBPACK_IMPORTED_MODULE_0__.isUtf8)(bytes))
            return { file: task.file, kind: 'skipped', reason: NOT_UTF8, warnings: [] };
        const result = (0,_core_html_dates_js__WEBPACK_IMPORTED_MODULE_4__/* .rewriteHtmlDates */ .t3)(bytes.toString('utf8'), { modified: task.modified, published: task.published });
        switch (result.kind) {
            case 'unchanged':
                return { file: task.file, kind: 'unchanged', warnings: result.warnings };
            case 'failed':
                return { file: task.file, kind: 'skipped', reason: result.reason, warnings: result.warnings };
            case 'rewritten':
                if (!task.dryRun) {
                    const rewritten = writer.bytes(result.html);
                    if (fd >= 0)
                        writeOver(fd, rewritten, bytes.length);
                    else
                        replaceFile(full, rewritten);
                }
                return { file: task.file, kind: 'rewritten', warnings: result.warnings };
            default: {
                const never = result;
                throw new Error(`unknown rewrite result ${JSON.stringify(never)}`);
            }
        }
    }
    finally {
        if (fd >= 0)
            (0,node_fs__WEBPACK_IMPORTED_MODULE_2__.closeSync)(fd);
    }
}


/***/ }),

/***/ 64912:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O$: () => (/* binding */ processPages),
/* harmony export */   kV: () => (/* binding */ WORKER_PROTOCOL),
/* harmony export */   kf: () => (/* binding */ rewriteDates),
/* harmony export */   pX: () => (/* binding */ ThreadPool)
/* harmony export */ });
/* unused harmony exports createPageProcessor, findWorkerScript, workerFlags, serveWorker */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_v8__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(78877);
/* harmony import */ var node_v8__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_v8__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(75919);
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_4___default = /*#__PURE__*/__webpack_require__.n(node_worker_threads__WEBPACK_IMPORTED_MODULE_4__);
/* harmony import */ var _core_decode_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(30969);
/* harmony import */ var _core_exclusions_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(73598);
/* harmony import */ var _core_extract_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(68713);
/* harmony import */ var _core_own_copy_js__WEBPACK_IMPORTED_MODULE_16__ = __webpack_require__(4297);
/* harmony import */ var _core_page_cache_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(56939);
/* harmony import */ var _core_plan_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(4620);
/* harmony import */ var _core_urls_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(81221);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(311);
/* harmony import */ var _bundles_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(55625);
/* harmony import */ var _file_reader_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(13634);
/* harmony import */ var _page_dates_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(54161);
/* harmony import */ var _heap_bounds_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(48600);
// Page processing, in this thread or across worker threads.
//
// A page task is read → decode → extract → judge → describe; only its small result (hash,
// fingerprint, why, verdict, warnings) comes back, so the main thread never holds page text and
// memory grows with the number of pages, not their size. Workers run the bundled `dist/worker.js`;
// where it is not there (tests on the TypeScript sources, a stale or foreign bundle), the same
// function runs in this thread with identical results. The same pool later rewrites the dates of
// the built pages (the html-dates option), which is a second parse of every page.

















/**
 * A worker and the thread that starts it must hash identically: a `dist/worker.js` left from
 * another build is refused (the run goes on in this thread).
 */
const WORKER_PROTOCOL = `lastmod-worker/6 ${_version_js__WEBPACK_IMPORTED_MODULE_14__/* .VERSION */ .x} normalizer ${_core_extract_js__WEBPACK_IMPORTED_MODULE_7__/* .NORMALIZER_VERSION */ .r7}`;
/** Below this many pages, starting threads costs more than it saves (when --jobs is not given). */
const MIN_PAGES_FOR_WORKERS = 200;
/**
 * Pages per message: few enough to balance the load, many enough to amortise messaging. On the
 * bench's 100,000 small pages, 64 ran the first run in ~4.1 s where 32 took ~4.4 s; 128 gained
 * nothing more. Large pages do not care.
 */
const BATCH_PAGES = 64;
/**
 * Batches given to each worker at once, so it never waits for the next one. Two were not enough:
 * the main thread (walk, batches) and both workers want more than two cores, and while the
 * scheduler has the main thread waiting, a worker that finishes its last batch sits idle. On the
 * bench's 100,000 small pages, alternating runs on one kept site: reruns 4.04 and 4.25 s with 2,
 * 3.94 and 3.88 s with 4 (medians of 5, two sets), 3.91 s with 8; first runs 3.97, 3.73 and 3.63 s
 * (medians of 4). Large pages did not move. Each worker still ends about one batch after the other.
 */
const BATCHES_IN_FLIGHT = 8;
/** The task runner of one thread: compiles the selectors once, then one page at a time. */
function createPageProcessor(config) {
    const process = createPageWorker(config);
    return (task) => {
        // Most tasks go as they are; one with a known entry sends only that entry's digest.
        let input = task;
        if (task.known !== undefined) {
            input = { file: task.file, url: task.url, known: (0,_core_page_cache_js__WEBPACK_IMPORTED_MODULE_8__/* .bytesOf */ .$$)(task.known) };
            if (task.before !== undefined)
                input.before = task.before;
        }
        return pageResult(task, process(input));
    };
}
/** Most pages have no warning: one empty list for all of them (100,000 pages: 3 MB less). */
const NO_WARNINGS = Object.freeze([]);
/** A page's result from its task and what the worker sent back. */
function pageResult(task, wire) {
    if (wire.known === true)
        return knownResult(task);
    const warnings = wire.warnings ?? NO_WARNINGS;
    let result;
    if (wire.excluded !== undefined) {
        const excluded = { url: task.url, file: task.file, reason: wire.excluded.reason };
        if (wire.excluded.detail !== undefined)
            excluded.detail = wire.excluded.detail;
        result = { file: task.file, path: task.path, excluded, warnings };
    }
    else {
        const page = { path: task.path, hash: wire.hash, fingerprint: wire.fingerprint };
        if (wire.why !== undefined)
            page.why = wire.why;
        result = { file: task.file, path: task.path, included: { loc: wire.loc ?? task.url, page }, warnings };
        if (wire.undated === true)
            result.undated = true;
    }
    if (wire.bytes !== undefined)
        result.cached = cacheEntry(wire);
    return result;
}
/** The page cache's entry for what a worker sent back. */
function cacheEntry(wire) {
    const entry = { bytes: wire.bytes };
    if (wire.excluded !== undefined)
        entry.excluded = wire.excluded;
    else
        entry.hash = wire.hash;
    if (wire.loc !== undefined)
        entry.loc = wire.loc;
    if (wire.undated === true)
        entry.undated = true;
    if (wire.warnings !== undefined && wire.warnings.length > 0)
        entry.warnings = wire.warnings;
    return (0,_core_page_cache_js__WEBPACK_IMPORTED_MODULE_8__/* .storedPage */ .zH)(entry);
}
/**
 * The result of a page whose bytes are those of its known entry: what a worker would have sent
 * back, made from that entry and the previous record, which holds the entry's hash (entryServes):
 * its fingerprint, and nothing to explain.
 */
function knownResult(task) {
    const stored = task.known;
    const entry = (0,_core_page_cache_js__WEBPACK_IMPORTED_MODULE_8__/* .cachedPage */ .ox)(stored);
    const wire = {};
    if (entry.excluded !== undefined)
        wire.excluded = entry.excluded;
    else {
        const before = task.before;
        wire.hash = before.hash;
        wire.fingerprint = before.blocks;
    }
    if (entry.loc !== undefined)
        wire.loc = entry.loc;
    if (entry.undated === true)
        wire.undated = true;
    if (entry.warnings !== undefined)
        wire.warnings = entry.warnings;
    const result = pageResult(task, wire);
    result.cached = stored;
    return result;
}
/** The page cache's digest of a file's bytes: the first 128 bits of their SHA-256, base64url. */
function bytesDigest(bytes) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.hash)('sha256', bytes, 'buffer').toString('base64url', 0, 16);
}
function createPageWorker(config) {
    const read = new _file_reader_js__WEBPACK_IMPORTED_MODULE_11__/* .FileReader */ .q();
    const siteUrl = new URL(config.siteUrl);
    const extractor = (0,_core_extract_js__WEBPACK_IMPORTED_MODULE_7__/* .createExtractor */ .d9)({ contentSelectors: config.contentSelectors, ignoreSelectors: config.ignoreSelectors });
    const disallowed = (0,_core_exclusions_js__WEBPACK_IMPORTED_MODULE_6__/* .robotsDisallow */ .hQ)(config.robotsTxt, siteUrl);
    // Task files are relative paths from the walk, `/`-separated and never `..`: joined by hand,
    // as path.join would normalise each of them (~0.57 µs a call, ~2% of a bench small page).
    const base = config.siteDir.endsWith((node_path__WEBPACK_IMPORTED_MODULE_2___default().sep)) ? config.siteDir : config.siteDir + (node_path__WEBPACK_IMPORTED_MODULE_2___default().sep);
    return (task) => {
        let bytes;
        try {
            bytes = read.file(base + task.file);
        }
        catch (error) {
            throw new _core_urls_js__WEBPACK_IMPORTED_MODULE_15__/* .InputError */ .dz(`page ${task.file} cannot be read: ${error.message}`);
        }
        const digest = config.digests === true ? bytesDigest(bytes) : undefined;
        if (digest !== undefined && digest === task.known)
            return { known: true };
        // Decoding copies the page into a string: the buffer is free for the next page after this.
        const decoded = (0,_core_decode_js__WEBPACK_IMPORTED_MODULE_5__/* .decodeHtml */ .i)(bytes);
        const pageUrl = new URL(task.url);
        const facts = extractor.hashed(decoded.text, pageUrl, siteUrl);
        const warnings = decoded.warning === undefined ? facts.warnings : [decoded.warning, ...facts.warnings];
        const wire = {};
        if (digest !== undefined)
            wire.bytes = digest;
        if (warnings.length > 0)
            wire.warnings = warnings;
        const verdict = (0,_core_exclusions_js__WEBPACK_IMPORTED_MODULE_6__/* .judgePage */ .zw)(facts, pageUrl, disallowed);
        if (!verdict.include) {
            // A detail may be a slice of the page (a redirect target), which would keep it alive in the results.
            wire.excluded = verdict.detail === undefined ? { reason: verdict.reason } : { reason: verdict.reason, detail: (0,_core_own_copy_js__WEBPACK_IMPORTED_MODULE_16__/* .ownCopy */ .S)(verdict.detail) };
            return wire;
        }
        const page = (0,_core_plan_js__WEBPACK_IMPORTED_MODULE_9__/* .describeHashed */ .jZ)(facts.hash, facts.hashed, task.before);
        wire.hash = facts.hash;
        wire.fingerprint = page.fingerprint;
        if (page.why !== undefined)
            wire.why = page.why;
        if (verdict.loc !== task.url)
            wire.loc = verdict.loc;
        // Not for a page that is not UTF-8: html-dates reports that it leaves such a page as it is.
        if (!facts.mayHoldDates && decoded.utf8)
            wire.undated = true;
        return wire;
    };
}
/** Threads to use: --jobs when given, else every available core for sites big enough to gain. */
function resolveJobs(jobs, pages) {
    if (jobs !== undefined)
        return jobs;
    if (pages < MIN_PAGES_FOR_WORKERS)
        return 1;
    return availableCores();
}
/** The bundled page worker next to the running bundle; undefined when running from the sources. */
function findWorkerScript() {
    return (0,_bundles_js__WEBPACK_IMPORTED_MODULE_10__/* .findBundle */ .a)('worker.js');
}
/**
 * Worker threads kept from one job to the next (a run's pages, then their dates), so that the
 * second job does not start threads of its own: each would load the worker bundle and compile
 * the scanner again. The owner closes it when the run is done.
 */
class ThreadPool {
    workerScript;
    kept;
    /** Once closed, nothing is started before a job asks for it (prestart does nothing). */
    closed = false;
    /** The ends of the threads closed so far (see close). */
    ending = [];
    /** `workerScript`: the worker bundle of every job run with this pool (default: findWorkerScript()). */
    constructor(workerScript) {
        this.workerScript = workerScript;
    }
    /**
     * Starts the page workers before the pages are known (see prestartPageWorkers in engine.ts):
     * they load their bundle while the state is read and the walk finds the first pages, and the
     * pages job takes them if it runs on as many threads with this config. Does nothing when this
     * thread would work alone (`jobs`: --jobs; one core), without a worker bundle, once threads are
     * kept, or after close.
     */
    prestart(config, jobs, log) {
        const n = resolveJobs(jobs, Infinity);
        const script = this.workerScript ?? findWorkerScript();
        if (n < 2 || script === undefined || this.kept !== undefined || this.closed)
            return;
        this.keep(script, config, n, log);
    }
    /**
     * n workers for `job`: the kept ones when they were started for this script and a config that
     * serves it (the dates job only reads the site folder), else new ones, kept in their place.
     * Undefined when they could not start (startWorkers has said why).
     */
    async acquire(job, script, n, config, log) {
        const kept = this.kept;
        if (kept !== undefined) {
            const serves = job === 'dates'
                ? node_path__WEBPACK_IMPORTED_MODULE_2___default().resolve(kept.config.siteDir) === node_path__WEBPACK_IMPORTED_MODULE_2___default().resolve(config.siteDir)
                : JSON.stringify(kept.config) === JSON.stringify(config);
            if (kept.script === script && kept.count === n && serves) {
                const workers = await kept.ready;
                // Threads of this bundle that did not start would not start now either.
                if (workers === undefined && this.kept === kept)
                    this.kept = undefined;
                return workers;
            }
            await this.close();
        }
        return this.keep(script, config, n, log).ready;
    }
    /** The threads kept now and started (none before the first job and after close). */
    get workers() {
        return this.kept?.started ?? [];
    }
    /**
     * Ends the kept threads. What it returns settles once they and those of every earlier close
     * have exited: a caller may start the end without waiting for it (the threads exit while it
     * goes on) and leave the wait to the owner's last close.
     */
    close() {
        this.closed = true;
        const kept = this.kept;
        this.kept = undefined;
        if (kept !== undefined) {
            this.ending.push(kept.ready.then(async (workers) => {
                if (workers !== undefined)
                    await Promise.all(workers.map((w) => w.terminate()));
            }));
        }
        return Promise.all(this.ending).then(() => undefined);
    }
    keep(script, config, count, log) {
        const kept = {
            script,
            config,
            count,
            ready: startWorkers(script, count, config, log).then((workers) => {
                kept.started = workers;
                return workers;
            }, 
            // Nothing may await a prestart for a while: a failure is answered now, not left unhandled.
            (error) => {
                log.warning(`worker threads not used (${script}: ${error instanceof Error ? error.message : String(error)}); pages are processed in this thread`);
                return undefined;
            }),
            started: undefined
        };
        this.kept = kept;
        return kept;
    }
}
function inThread(job, config) {
    if (job === 'pages')
        return createPageProcessor(config);
    return ((task) => (0,_page_dates_js__WEBPACK_IMPORTED_MODULE_12__/* .rewritePageDates */ .x)(config.siteDir, task));
}
/** Main-thread side of a job: its result from its task and what the worker sent back. */
function finisher(job) {
    if (job === 'pages')
        return pageResult;
    return (_task, wire) => wire;
}
/** Tasks handed out in order. */
class TaskQueue {
    head = [];
    source;
    chunks;
    /** The chunk being awaited, shared by everyone who waits for more. */
    arriving;
    done = false;
    /** Tasks handed out so far: the next task's index in the results. */
    taken = 0;
    constructor(tasks) {
        if (Symbol.asyncIterator in tasks)
            this.chunks = tasks[Symbol.asyncIterator]();
        else
            this.source = tasks[Symbol.iterator]();
    }
    /** Whether n tasks, or all that are left, can be taken now (pulling them from a synchronous source). */
    ready(n) {
        const source = this.source;
        while (!this.done && this.head.length < n && source !== undefined) {
            const next = source.next();
            if (next.done === true)
                this.done = true;
            else
                this.head.push(next.value);
        }
        return this.done || this.head.length >= n;
    }
    /** Resolves once ready(n); rejects when the source fails. */
    async fill(n) {
        while (!this.ready(n))
            await this.more();
    }
    /** How many tasks there are in all, once the source has ended; undefined while more may come. */
    get known() {
        return this.done ? this.taken + this.head.length : undefined;
    }
    /** Up to n next tasks, of those there now (see ready and fill). */
    take(n) {
        const out = this.head.splice(0, n);
        this.taken += out.length;
        return out;
    }
    more() {
        this.arriving ??= this.chunks.next().then((next) => {
            this.arriving = undefined;
            if (next.done === true)
                this.done = true;
            else
                for (const task of next.value)
                    this.head.push(task);
        }, (error) => {
            this.arriving = undefined;
            throw error;
        });
        return this.arriving;
    }
}
/** Runs every task of one job; results in task order. Workers when they pay and a worker bundle is there. */
async function runJob(job, tasks, config, options) {
    const queue = new TaskQueue(tasks);
    // Enough tasks to know whether threads pay, and whether batches must be small to balance.
    const most = resolveJobs(options.jobs, Infinity);
    await queue.fill(Math.max(MIN_PAGES_FOR_WORKERS, 4 * BATCH_PAGES * most));
    const known = queue.known;
    const threads = known === undefined ? most : Math.min(resolveJobs(options.jobs, known), known);
    if (threads > 1) {
        const script = options.workerScript ?? options.threads?.workerScript ?? findWorkerScript();
        if (script === undefined) {
            options.log.debug('No worker bundle next to this one: pages are processed in this thread');
        }
        else {
            const pool = options.threads;
            const workers = pool === undefined ? await startWorkers(script, threads, config, options.log) : await pool.acquire(job, script, threads, config, options.log);
            if (workers !== undefined) {
                try {
                    return await runOnWorkers(workers, job, queue, known === undefined ? BATCH_PAGES : batchSize(known, threads));
                }
                catch (error) {
                    // A failed job may leave batches in flight: threads that might still answer are not kept.
                    await pool?.close();
                    throw error;
                }
                finally {
                    if (pool === undefined)
                        await Promise.all(workers.map((w) => w.terminate()));
                }
            }
        }
    }
    const run = inThread(job, config);
    const results = [];
    for (;;) {
        await queue.fill(BATCH_PAGES);
        const batch = queue.take(BATCH_PAGES);
        if (batch.length === 0)
            return results;
        for (const task of batch)
            results.push(run(task));
    }
}
/** Reads, extracts and describes every page; results in task order. `tasks` is pulled lazily. */
function processPages(tasks, config, options) {
    return runJob('pages', tasks, config, options);
}
/** Rewrites the dates of every page file (html-dates); results in task order. */
function rewriteDates(tasks, config, options) {
    return runJob('dates', tasks, config, options);
}
/**
 * Separates the fields of a packed batch of page tasks: no file name, URL, hash or fingerprint
 * holds a NUL. One string is copied whole between threads, where an array of objects is cloned
 * key by key. Measured with a MessageChannel in one thread, on batches of 64 pages: tasks cost
 * ~1.4 µs a page as objects and ~0.2 µs as one string, join included; answers ~0.6 µs as objects
 * and ~0.3 µs as a flat list of strings. On 100,000 pages that is a few tenths of a second of
 * the main thread, which feeds both workers.
 */
const FIELD = '\0';
const TASK_FIELDS = 5;
const WIRE_FIELDS = 6;
/** A page's hash field when the hash is the one its task came with; its bytes field when they are those of its known entry. */
const SAME = '=';
/**
 * A page batch for a worker: file, URL, previous hash, `+` previous fingerprint and the known
 * entry's bytes digest per page. A tombstone goes as no previous record: describeHashed treats
 * both alike.
 */
function packPageTasks(tasks) {
    const fields = [];
    for (const { file, url, before, known } of tasks) {
        const previous = before !== undefined && before.removedAt === undefined ? before : undefined;
        fields.push(file, url, previous?.hash ?? '', previous?.blocks === undefined ? '' : '+' + previous.blocks, known === undefined ? '' : (0,_core_page_cache_js__WEBPACK_IMPORTED_MODULE_8__/* .bytesOf */ .$$)(known));
    }
    return fields.join(FIELD);
}
function unpackPageTasks(packed) {
    const fields = packed.split(FIELD);
    const inputs = [];
    for (let i = 0; i + TASK_FIELDS <= fields.length; i += TASK_FIELDS) {
        const input = { file: fields[i], url: fields[i + 1] };
        const hash = fields[i + 2];
        const blocks = fields[i + 3];
        if (hash !== '')
            input.before = blocks === '' ? { hash } : { hash, blocks: blocks.slice(1) };
        if (fields[i + 4] !== '')
            input.known = fields[i + 4];
        inputs.push(input);
    }
    return inputs;
}
/**
 * A worker's answers, as a flat list of strings rather than one: the main thread keeps hashes and
 * fingerprints for the whole run, and a piece split out of one string would keep all of it
 * alive (~8 MB more peak RSS on the bench's 100,000 pages). Six per page: hash (`=` when it is
 * the previous one), fingerprint (empty when it is the previous one), loc (empty: the task's URL),
 * `1` when undated, the rest as JSON (empty when none), and the bytes digest (empty when none was
 * made; `=` when they are the known entry's, and then the other fields are empty). The previous
 * ones are taken from the state the main thread holds: on a rerun most pages send back neither,
 * and the main thread keeps no second copy of their hash (bench rerun of 100,000 pages: peak RSS
 * 237–240 against 245–249 MB).
 */
function packPageWires(wires, inputs) {
    const fields = [];
    wires.forEach((wire, k) => {
        const { hash, fingerprint, loc, undated, bytes, known, ...rest } = wire;
        if (known === true) {
            fields.push('', '', '', '', '', SAME);
            return;
        }
        const before = inputs[k]?.before;
        fields.push(hash !== undefined && hash === before?.hash ? SAME : (hash ?? ''), fingerprint === undefined || fingerprint === before?.blocks ? '' : fingerprint, loc ?? '', undated === true ? '1' : '', Object.keys(rest).length === 0 ? '' : JSON.stringify(rest), bytes ?? '');
    });
    return fields;
}
function unpackPageWires(fields, tasks) {
    return tasks.map((task, k) => {
        const i = k * WIRE_FIELDS;
        const bytes = fields[i + 5];
        if (bytes === SAME)
            return { known: true };
        const rest = fields[i + 4];
        const wire = rest === '' ? {} : JSON.parse(rest);
        const hash = fields[i];
        if (hash !== '') {
            wire.hash = hash === SAME ? task.before?.hash : hash;
            wire.fingerprint = fields[i + 1] || task.before?.blocks;
        }
        if (fields[i + 2] !== '')
            wire.loc = fields[i + 2];
        if (fields[i + 3] === '1')
            wire.undated = true;
        if (bytes !== '')
            wire.bytes = bytes;
        return wire;
    });
}
function packTasks(job, tasks) {
    return (job === 'pages' ? packPageTasks(tasks) : tasks);
}
function unpackWires(job, packed, tasks) {
    if (job === 'pages')
        return unpackPageWires(packed, tasks);
    return unpackDateResults(packed, tasks);
}
/**
 * A page with nothing to say but its kind, as a worker sends it back: its dates were already right
 * (UNCHANGED) or have been written (REWRITTEN). The main thread makes its result from the task.
 * Most pages come back so (on a site with build-time dates, rewritten on every run); each result
 * was a copy of the file's name and an empty list, made again on the main thread at the time it
 * holds the run's state, sitemap and report (100,000 real generators' pages: the run's peak).
 */
const UNCHANGED = 0;
const REWRITTEN = 1;
function packDateResult(result) {
    if (result.warnings.length > 0)
        return result;
    return result.kind === 'unchanged' ? UNCHANGED : result.kind === 'rewritten' ? REWRITTEN : result;
}
function unpackDateResults(wires, tasks) {
    return wires.map((wire, i) => {
        if (typeof wire !== 'number')
            return wire;
        return { file: tasks[i].file, kind: wire === UNCHANGED ? 'unchanged' : 'rewritten', warnings: NO_WARNINGS };
    });
}
function isFromWorker(value) {
    return typeof value === 'object' && value !== null && typeof value.kind === 'string';
}
/**
 * V8 settings for the page workers when they take every core, where V8's helper threads can only
 * run in time taken from a worker (with fewer workers than cores, the helpers have cores of their
 * own and none of this is set):
 *
 * - `--no-parallel-scavenge`: young-generation collections on one thread. Process-wide, and read
 *   by V8 at each collection. On the bench's 20,000 large pages, runs with it took about 5% less
 *   time (three alternating runs of one bundle with and without it: 1 to 8%, about the spread
 *   between runs of the same code).
 * - `--no-concurrent-recompilation`: a worker compiles its hot functions with TurboFan itself, at
 *   once, instead of queueing them for a helper thread and going on in slower code meanwhile. V8
 *   reads it when an isolate is created, so it reaches the workers started from then on and leaves
 *   the main thread's compiling on the helpers (at the end of a run, the only thread with work, it
 *   then has the other core for it). Large first run, node 20, per thread: the helpers' CPU went
 *   from 0.37 to 0.09 s and each worker's from 1.43–1.52 to 1.55–1.57 s, 3.70 → 3.58 s in all.
 *   Eight alternating pairs on the bench's large site (node 20): first run 1.945 → 1.920 s, rerun
 *   1.830 → 1.810 s (medians).
 */
function workerFlags(workers, cores) {
    return workers >= cores ? ['--no-parallel-scavenge', '--no-concurrent-recompilation'] : [];
}
function availableCores() {
    return typeof (node_os__WEBPACK_IMPORTED_MODULE_1___default().availableParallelism) === 'function' ? node_os__WEBPACK_IMPORTED_MODULE_1___default().availableParallelism() : node_os__WEBPACK_IMPORTED_MODULE_1___default().cpus().length;
}
/** Starts n workers and waits until each says it speaks our protocol; undefined when one does not. */
async function startWorkers(script, n, config, log) {
    const data = { lastmodWorker: WORKER_PROTOCOL, config };
    for (const flag of workerFlags(n, availableCores()))
        (0,node_v8__WEBPACK_IMPORTED_MODULE_3__.setFlagsFromString)(flag);
    (0,_heap_bounds_js__WEBPACK_IMPORTED_MODULE_13__/* .boundThreadsYoungGeneration */ .Ye)();
    const workers = [];
    const ready = Array.from({ length: n }, () => {
        const worker = new node_worker_threads__WEBPACK_IMPORTED_MODULE_4__.Worker(script, { workerData: data });
        workers.push(worker);
        return new Promise((resolve) => {
            const onMessage = (message) => {
                cleanup();
                resolve(isFromWorker(message) && message.kind === 'ready' ? message.protocol : 'no handshake');
            };
            const onError = (error) => {
                cleanup();
                resolve(`failed to start: ${error.message}`);
            };
            const onExit = (code) => {
                cleanup();
                resolve(`exited with code ${code}`);
            };
            const cleanup = () => {
                worker.off('message', onMessage);
                worker.off('error', onError);
                worker.off('exit', onExit);
            };
            worker.on('message', onMessage);
            worker.on('error', onError);
            worker.on('exit', onExit);
        });
    });
    const answers = await Promise.all(ready);
    const wrong = answers.find((answer) => answer !== WORKER_PROTOCOL);
    if (wrong === undefined) {
        log.debug(`Processing pages on ${n} worker threads`);
        return workers;
    }
    await Promise.all(workers.map((w) => w.terminate()));
    log.warning(`worker threads not used (${script}: ${wrong}; expected ${WORKER_PROTOCOL}); pages are processed in this thread`);
    return undefined;
}
/** BATCH_PAGES, smaller on small sites so that every thread gets several batches. */
function batchSize(pages, threads) {
    return Math.max(1, Math.min(BATCH_PAGES, Math.ceil(pages / (threads * 4))));
}
function runOnWorkers(workers, job, queue, size) {
    return new Promise((resolve, reject) => {
        const results = [];
        const finish = finisher(job);
        /** The tasks of each batch being worked on, by batch id. */
        const inFlight = new Map();
        let finished = false;
        /** Each worker's listeners for this job: removed when it ends, as the workers may serve another. */
        const listening = [];
        const end = () => {
            finished = true;
            for (const stop of listening)
                stop();
        };
        const fail = (error) => {
            if (finished)
                return;
            end();
            reject(error);
        };
        const failWith = (error) => fail(error instanceof Error ? error : new Error(String(error)));
        const send = (worker) => {
            if (finished)
                return;
            const id = queue.taken;
            let tasks;
            try {
                if (!queue.ready(size)) {
                    // Tasks still on their way: this worker's turn comes when they arrive.
                    queue.fill(size).then(() => send(worker), failWith);
                    return;
                }
                tasks = queue.take(size);
            }
            catch (error) {
                failWith(error);
                return;
            }
            if (tasks.length === 0) {
                if (inFlight.size === 0) {
                    end();
                    resolve(results);
                }
                return;
            }
            inFlight.set(id, tasks);
            const message = { id, job, tasks: packTasks(job, tasks) };
            worker.postMessage(message);
        };
        for (const worker of workers) {
            const onMessage = (message) => {
                if (!isFromWorker(message) || message.kind === 'ready')
                    return;
                if (message.kind === 'failed') {
                    fail(message.input ? new _core_urls_js__WEBPACK_IMPORTED_MODULE_15__/* .InputError */ .dz(message.message) : new Error(message.message));
                    return;
                }
                // The id of a batch is the index of its first task.
                const tasks = inFlight.get(message.id) ?? [];
                inFlight.delete(message.id);
                unpackWires(job, message.results, tasks).forEach((wire, i) => {
                    results[message.id + i] = finish(tasks[i], wire);
                });
                send(worker);
            };
            const onError = (error) => fail(new Error(`worker thread failed: ${error.message}`));
            const onExit = (code) => fail(new Error(`worker thread exited (code ${code}) before the pages were processed`));
            worker.on('message', onMessage);
            worker.on('error', onError);
            worker.on('exit', onExit);
            listening.push(() => {
                worker.off('message', onMessage);
                worker.off('error', onError);
                worker.off('exit', onExit);
            });
        }
        for (const worker of workers)
            for (let i = 0; i < BATCHES_IN_FLIGHT; i++)
                send(worker);
    });
}
// ---------------------------------------------------------------------------------------------
// Worker side (src/worker.ts)
/** Serves batches on `port` until the thread is terminated. */
function serveWorker(port, data) {
    const given = data?.lastmodWorker;
    if (given !== WORKER_PROTOCOL) {
        port.postMessage({ kind: 'ready', protocol: WORKER_PROTOCOL });
        return;
    }
    const config = data.config;
    // Each job's function is made on its first batch (the page extractor compiles the selectors).
    let processPage;
    const run = (message) => {
        if (message.job === 'pages') {
            processPage ??= createPageWorker(config);
            const inputs = unpackPageTasks(message.tasks);
            return packPageWires(inputs.map(processPage), inputs);
        }
        return message.tasks.map((task) => packDateResult(rewritePageDates(config.siteDir, task)));
    };
    port.on('message', (message) => {
        let reply;
        try {
            reply = { kind: 'done', id: message.id, results: run(message) };
        }
        catch (error) {
            const text = error instanceof Error ? error.message : String(error);
            reply = { kind: 'failed', id: message.id, message: text, input: error instanceof InputError };
        }
        port.postMessage(reply);
    });
    port.postMessage({ kind: 'ready', protocol: WORKER_PROTOCOL });
}


/***/ }),

/***/ 39545:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  V: () => (/* binding */ applyPageDates),
  d: () => (/* binding */ submitIndexNow)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/core/dates.ts
var dates = __webpack_require__(80194);
;// CONCATENATED MODULE: ./src/core/headers-file.ts
// `Last-Modified` for each page in a Netlify / Cloudflare Pages `_headers` file. Pure.
//
// The file may already hold the site's own rules (security headers, caching). They are kept
// byte for byte, with one exception: a rule for exactly a page's path gets its `Last-Modified`
// line set there, because both hosts combine the headers of every matching rule and a second
// rule for the same path would send two dates. Every other page goes into one generated
// section at the end, between markers, which each run replaces whole.

const HEADERS_BEGIN = '# lastmod-action: Last-Modified of each page, from the date its content last changed (replaced on every run)';
const HEADERS_END = '# lastmod-action: end';
/** Cloudflare Pages reads at most this many rules from `_headers`. */
const CLOUDFLARE_MAX_RULES = 100;
/** RFC 9110 IMF-fixdate: `Wed, 12 Aug 2026 06:00:00 GMT`. */
function httpDate(instant) {
    const date = (0,dates/* parseInstant */.nV)(instant);
    if (!date)
        throw new Error(`not a state instant: '${instant}'`);
    return date.toUTCString();
}
const HEADER_LINE = /^(\s+)(!?\s*)([^:\s]+)\s*:?(.*)$/;
function isLastModified(line) {
    const m = HEADER_LINE.exec(line);
    return m !== null && m[2] === '' && (m[3] ?? '').toLowerCase() === 'last-modified';
}
function parseRules(lines) {
    const rules = [];
    let current;
    lines.forEach((line, i) => {
        if (line.trim() === '' || line.trim().startsWith('#'))
            return;
        if (/^\s/.test(line)) {
            current?.headers.push(i);
            return;
        }
        current = { path: line.trim(), line: i, headers: [] };
        rules.push(current);
    });
    return rules;
}
/** A path the `_headers` syntax would read as a pattern (splat or placeholder), not literally. */
function isPattern(path) {
    return path.includes('*') || /(^|\/):/.test(path);
}
/**
 * Merges one `Last-Modified` per page into `existing` (the file's text, or undefined when there
 * is none). The result depends only on the inputs: a second merge of the same pages changes nothing.
 */
function mergeHeadersFile(existing, pages) {
    const warnings = [];
    const source = existing ?? '';
    const eol = source.includes('\r\n') ? '\r\n' : '\n';
    let lines = source.split(/\r?\n/);
    if (lines[lines.length - 1] === '')
        lines.pop();
    // Drop the section of the previous run.
    const begin = lines.findIndex((l) => l.trim() === HEADERS_BEGIN);
    if (begin !== -1) {
        let end = lines.findIndex((l, i) => i > begin && l.trim() === HEADERS_END);
        if (end === -1) {
            warnings.push('_headers: the generated section has no end marker; everything after its start was replaced');
            end = lines.length - 1;
        }
        lines = [...lines.slice(0, begin), ...lines.slice(end + 1)];
    }
    while (lines.length > 0 && lines[lines.length - 1]?.trim() === '')
        lines.pop();
    const rules = parseRules(lines);
    const byPath = new Map();
    for (const rule of rules)
        if (!byPath.has(rule.path))
            byPath.set(rule.path, rule);
    for (const rule of rules) {
        if (isPattern(rule.path) && rule.headers.some((i) => isLastModified(lines[i] ?? ''))) {
            warnings.push(`_headers: rule ${rule.path} sets Last-Modified for many paths; a page it matches gets two dates joined by a comma`);
        }
    }
    const sorted = [...pages].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
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
            const existingLine = own.headers.find((i) => isLastModified(lines[i] ?? ''));
            const indent = own.headers.length > 0 ? (/^\s+/.exec(lines[own.headers[0]] ?? '')?.[0] ?? '  ') : '  ';
            if (existingLine !== undefined) {
                const lineIndent = /^\s+/.exec(lines[existingLine] ?? '')?.[0] ?? indent;
                lines[existingLine] = `${lineIndent}Last-Modified: ${value}`;
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
    const out = [];
    lines.forEach((line, i) => {
        out.push(line);
        out.push(...(inserts.get(i) ?? []));
    });
    if (generated.length > 0) {
        if (out.length > 0)
            out.push('');
        out.push(HEADERS_BEGIN, ...generated, HEADERS_END);
    }
    const ruleCount = rules.length + generatedCount;
    if (ruleCount > CLOUDFLARE_MAX_RULES) {
        warnings.push(`_headers: ${ruleCount} rules; Cloudflare Pages reads only the first ${CLOUDFLARE_MAX_RULES} (Netlify has no such limit)`);
    }
    return { text: out.length === 0 ? '' : out.join(eol) + eol, inPlace, generated: generatedCount, warnings };
}

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

// EXTERNAL MODULE: ./src/core/urls.ts
var core_urls = __webpack_require__(81221);
// EXTERNAL MODULE: ./src/adapters/atomic.ts
var atomic = __webpack_require__(45799);
// EXTERNAL MODULE: ./src/adapters/discover.ts
var discover = __webpack_require__(70713);
// EXTERNAL MODULE: ./src/adapters/engine.ts + 5 modules
var engine = __webpack_require__(96450);
;// CONCATENATED MODULE: ./src/adapters/indexnow.ts
// Posting IndexNow batches. Never throws: a failed announcement is a warning, never a failed
// deploy, and it must not stand between a deploy and persisting the state.

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
const sleepFor = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
async function postBatch(batch, options, log) {
    const urls = batch.urlList.length;
    let lastCause = 'no attempt made';
    for (let attempt = 1; attempt <= options.maxAttempts; attempt++) {
        let retryAfter = null;
        try {
            const response = await options.fetch(options.endpoint, {
                method: 'POST',
                headers: { 'content-type': 'application/json; charset=utf-8' },
                body: JSON.stringify(batch),
                signal: AbortSignal.timeout(options.timeoutMs)
            });
            // The body is not needed; reading it frees the connection.
            await response.arrayBuffer().catch(() => undefined);
            const verdict = (0,indexnow/* judgeIndexNowStatus */.oi)(response.status);
            switch (verdict.kind) {
                case 'accepted':
                    if (verdict.note)
                        log.info(`IndexNow: ${urls} URL(s) ${verdict.note}`);
                    return { kind: 'accepted', status: response.status, urls, attempts: attempt };
                case 'rejected':
                    return { kind: 'rejected', status: response.status, urls, attempts: attempt, cause: verdict.cause };
                case 'retry':
                    lastCause = verdict.cause;
                    retryAfter = response.headers.get('retry-after');
                    break;
                default: {
                    const never = verdict;
                    throw new Error(`unknown verdict ${JSON.stringify(never)}`);
                }
            }
        }
        catch (error) {
            lastCause = describeError(error);
        }
        if (attempt < options.maxAttempts) {
            const wait = (0,indexnow/* retryDelayMs */.qO)(attempt, retryAfter, options.baseDelayMs, options.maxDelayMs);
            log.info(`IndexNow: ${lastCause}; retrying in ${Math.round(wait / 100) / 10}s (attempt ${attempt + 1} of ${options.maxAttempts})`);
            await options.sleep(wait);
        }
    }
    return { kind: 'failed', urls, attempts: options.maxAttempts, cause: lastCause };
}
/** Posts each batch in turn; logs one line per outcome. Resolves whatever happens. */
async function postIndexNow(batches, options, log) {
    const resolved = {
        endpoint: options.endpoint,
        maxAttempts: Math.max(1, options.maxAttempts ?? 4),
        baseDelayMs: options.baseDelayMs ?? 2000,
        maxDelayMs: options.maxDelayMs ?? 60_000,
        timeoutMs: options.timeoutMs ?? 30_000,
        fetch: options.fetch ?? globalThis.fetch,
        sleep: options.sleep ?? sleepFor
    };
    const summary = { submitted: 0, batches: [] };
    for (const [index, batch] of batches.entries()) {
        if (summary.batches.some((b) => b.kind === 'rejected')) {
            // A rejection names a cause every batch shares (key, host, format): the rest would fail alike.
            const left = batches.slice(index).reduce((n, b) => n + b.urlList.length, 0);
            log.warning(`IndexNow: ${left} more URL(s) in ${batches.length - index} batch(es) not sent after the rejection`);
            break;
        }
        let outcome;
        try {
            outcome = await postBatch(batch, resolved, log);
        }
        catch (error) {
            outcome = { kind: 'failed', urls: batch.urlList.length, attempts: 0, cause: error instanceof Error ? error.message : String(error) };
        }
        summary.batches.push(outcome);
        switch (outcome.kind) {
            case 'accepted':
                summary.submitted += outcome.urls;
                log.info(`IndexNow: ${outcome.urls} URL(s) submitted to ${resolved.endpoint} (HTTP ${outcome.status})`);
                break;
            case 'rejected':
                log.warning(`IndexNow rejected ${outcome.urls} URL(s) at ${resolved.endpoint}: ${outcome.cause}`);
                break;
            case 'failed':
                log.warning(`IndexNow: ${outcome.urls} URL(s) not submitted to ${resolved.endpoint} after ${outcome.attempts} attempt(s): ${outcome.cause}`);
                break;
            default: {
                const never = outcome;
                log.warning(`IndexNow: unknown outcome ${JSON.stringify(never)}`);
            }
        }
    }
    return summary;
}

// EXTERNAL MODULE: ./src/adapters/page-dates.ts
var page_dates = __webpack_require__(54161);
// EXTERNAL MODULE: ./src/adapters/pool.ts
var pool = __webpack_require__(64912);
;// CONCATENATED MODULE: ./src/adapters/publish.ts
// After the engine: put this run's dates where servers and crawlers read them.
//
// Two phases, because they belong on either side of the deploy:
//   applyPageDates  before the deploy: built pages (JSON-LD, meta, [data-lastmod]), file mtimes,
//                   `_headers`, robots.txt `Sitemap:`, the IndexNow key file.
//   submitIndexNow  after a successful deploy only: announce the new and changed URLs.
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
async function readText(file) {
    try {
        return await (0,promises_.readFile)(file, 'utf8');
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
async function writeIfChanged(file, before, after, dryRun) {
    if (before === after)
        return false;
    if (!dryRun)
        await (0,atomic/* writeFileAtomic */.Zf)(file, after);
    return true;
}
/**
 * Before the deploy: writes this run's dates into the built site. In a dry run it only counts
 * and reports what it would write. Pages that cannot be rewritten safely are left as they were,
 * with a warning; an unwritable file is an error (the deploy should not go out half-dated).
 */
async function applyPageDates(run, options, log) {
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
        // A second parse of every page that may hold a date, on the worker threads of the engine's
        // pool; the others would come back unchanged without a word.
        const undated = run.undated;
        summary.unchanged += skipped;
        // Made as the pool takes them, not listed first: the date pass comes when the run's state,
        // sitemap and report are all held (100,000 real generators' pages: the run's peak).
        function* tasks() {
            for (const p of pages) {
                if (undated?.has(p.key) === true)
                    summary.unchanged++;
                else
                    yield { file: p.file, modified: (0,plan/* lastmodOf */.av)(p.record), published: p.record.publishedAt, dryRun: options.dryRun };
            }
        }
        const config = { siteDir: options.siteDir, siteUrl: siteUrl.href, contentSelectors: [], ignoreSelectors: [] };
        for (const result of await (0,pool/* rewriteDates */.kf)(tasks(), config, { jobs: options.jobs, log, ...(options.threads ? { threads: options.threads } : {}) })) {
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
                    summary.skipped.push({ file: result.file, reason: result.reason });
                    log.warning(result.reason === page_dates/* NOT_UTF8 */.m ? `${result.file}: not UTF-8; its dates were left as they are` : `${result.file}: left as it was: ${result.reason}`);
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
        const before = await readText(options.headersFile);
        const merged = mergeHeadersFile(before, headerPages);
        for (const w of merged.warnings)
            log.warning(w);
        const changed = await writeIfChanged(options.headersFile, before, merged.text, options.dryRun);
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
/**
 * After a successful deploy only: posts the run's new and changed URLs to IndexNow. Never
 * throws and never fails the run; every problem is one warning line.
 */
async function submitIndexNow(run, options, log) {
    const indexNow = options.indexNow;
    if (!indexNow)
        return undefined;
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
            log.info(`IndexNow: dry run, ${urls.length} URL(s) in ${batches.length} batch(es) would be submitted to ${indexNow.endpoint}`);
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

/***/ 35460:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ writeStateFile),
/* harmony export */   q: () => (/* binding */ readStateFile)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_state_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7066);
/* harmony import */ var _atomic_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(45799);
// Reading and writing the state file on disk.



/** The state at `file`; undefined only when there is no file. A corrupt file throws StateError. */
async function readStateFile(file) {
    let text;
    try {
        text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.readFile)(file, 'utf8');
    }
    catch (error) {
        if (error.code === 'ENOENT')
            return undefined;
        throw new _core_state_js__WEBPACK_IMPORTED_MODULE_1__/* .StateError */ .qq(`state file ${file} cannot be read: ${error.message}`);
    }
    return (0,_core_state_js__WEBPACK_IMPORTED_MODULE_1__/* .parseState */ .Bu)(text, `state file ${file}`);
}
async function writeStateFile(file, state) {
    await (0,_atomic_js__WEBPACK_IMPORTED_MODULE_2__/* .writeFileAtomic */ .Zf)(file, (0,_core_state_js__WEBPACK_IMPORTED_MODULE_1__/* .serializeStateChunks */ .cR)(state));
}


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
        async upload(name, file) {
            const client = await artifacts();
            await client.uploadArtifact(name, [file], node_path__WEBPACK_IMPORTED_MODULE_0___default().dirname(file), retentionDays === undefined ? {} : { retentionDays });
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


/***/ }),

/***/ 35544:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ startPageWalk)
/* harmony export */ });
/* unused harmony exports WALK_PROTOCOL, serveWalk */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(75919);
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_worker_threads__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(311);
/* harmony import */ var _bundles_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(55625);
/* harmony import */ var _discover_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(70713);
/* harmony import */ var _heap_bounds_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(48600);
// The walk of the site folder on a thread of its own, started before the previous state is read.
//
// On a site of many small pages the walk is one `readdir` a folder, mostly time in the kernel
// (100,000 folders: ~0.85 s, ~0.7 s of it system time), and while the main thread reads and checks
// the previous state (or the action restores it) the second core has nothing to do. Started first,
// the walk uses that core, and the main thread, which feeds the page workers, no longer walks.
// The files come out in the order of walkPages, in chunks, and the thread stays at most
// AHEAD_CHUNKS ahead of what the pages have taken, so that on a site of millions of pages it does
// not hold every name at once.






const WALK_PROTOCOL = `lastmod-walk/1 ${_version_js__WEBPACK_IMPORTED_MODULE_5__/* .VERSION */ .x}`;
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
    const script = options.script ?? (0,_bundles_js__WEBPACK_IMPORTED_MODULE_2__/* .findBundle */ .a)('walker.js');
    if (script === undefined)
        return undefined;
    const shared = new SharedArrayBuffer(2 * Int32Array.BYTES_PER_ELEMENT);
    const data = { lastmodWalk: WALK_PROTOCOL, siteDir, ahead: options.ahead ?? AHEAD_CHUNKS, shared };
    (0,_heap_bounds_js__WEBPACK_IMPORTED_MODULE_4__/* .boundThreadsYoungGeneration */ .Ye)();
    return new WalkThread(new node_worker_threads__WEBPACK_IMPORTED_MODULE_1__.Worker(script, { workerData: data }), new Int32Array(shared), log);
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
            return chunksOf((0,_discover_js__WEBPACK_IMPORTED_MODULE_3__/* .walkPages */ .wZ)(realRoot, this.log));
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
        for (const files of chunksOf(walkPages(realpathSync(given.siteDir), log)))
            if (!send(files))
                return;
        post({ kind: 'done' });
    }
    catch (error) {
        const code = error.code;
        post({ kind: 'failed', message: error instanceof Error ? error.message : String(error), unusable: false, ...(code === undefined ? {} : { code }) });
    }
}


/***/ }),

/***/ 53309:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ anyArray)
/* harmony export */ });
// Arrays that V8 holds as arrays of any value from their birth.
/** An empty array of any values (V8's PACKED_ELEMENTS), which slice() copies with its kind. */
const ANY_VALUES = [null];
ANY_VALUES.pop();
/**
 * A new empty array for objects or strings. A literal `[]` starts as an array of small integers,
 * and the first object or string pushed changes its kind: for the arrays a page's scan and
 * collector make afresh (the open elements, the blocks, the links), that is a change on every
 * page. Code compiled while they held one kind was thrown away when they met the other (up to
 * six times a first run of the large bench site, the functions compiled again), and a push that
 * has met both kinds is left as a call to the builtin instead of a few inlined instructions:
 * `Array.prototype.push` was 1.1% of such a run in a profile, 0.5% with these arrays, and no
 * compiled code of the page workers was thrown away in two runs.
 */
function anyArray() {
    return ANY_VALUES.slice();
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
const ISO_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
/** Parses an ISO 8601 date-time that names its zone; undefined for anything else. */
function parseInstant(text) {
    if (!ISO_WITH_ZONE.test(text))
        return undefined;
    const date = new Date(text);
    return Number.isNaN(date.getTime()) ? undefined : date;
}
/** A sitemap `<lastmod>`: W3C Datetime with seconds and a zone (the XSD rejects minutes-only), or a date. */
function formatLastmod(instant, format) {
    const iso = instant.replace(/\.\d+Z$/, 'Z');
    if (format === 'date')
        return iso.slice(0, 10);
    return iso.replace(/Z$/, '+00:00');
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
/* harmony import */ var _html_scan_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(39232);
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
    // Valid UTF-8 without a BOM, the common page: decoded by the WebAssembly tokenizer into its
    // memory, where the page's scan finds it (html-scan's decodeUtf8: on node 20 half the time of
    // V8's decoding, on node 24 about the same, and the scan's copy of the page is not made). Where
    // it cannot run, or the bytes are not UTF-8, V8's own decoding gives the same text as
    // TextDecoder (a large bench page: 7.7 against 8.4 µs on node 20, 5.9 against 9.1 on node 24).
    // Invalid bytes would have become U+FFFD: a text without one needs no second pass to check the
    // bytes, and V8 answers at once for a text it holds one byte a character. One with a U+FFFD is
    // checked: the page may hold the character itself.
    if (encoding === 'utf-8' && fromBom === undefined) {
        const decoded = (0,_html_scan_js__WEBPACK_IMPORTED_MODULE_2__/* .decodeUtf8 */ ._6)(bytes);
        if (decoded !== undefined)
            return withWarning(decoded, true, warning);
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
 * The bytes of the last page that decided its charset, up to the end of the deciding `<meta>`,
 * and that charset. The prescan's answer depends on nothing past those bytes (see
 * prescanCharset), so a page that starts with them has the same answer: pages of a site start
 * alike, and most declare their charset first. decodeHtml on a small bench page: 1.6 against
 * 3.6 µs (a page is about 27 µs).
 */
let lastPrefix;
let lastLabel = '';
/**
 * A simplified form of the HTML "prescan a byte stream to determine its encoding": comments are
 * skipped, each `<meta>` in the first 1024 bytes is read for `charset`, or `http-equiv` +
 * `content=…charset=…`. Returns the declared label, trimmed and lower-cased.
 */
function prescanCharset(bytes) {
    const known = lastPrefix;
    if (known !== undefined && bytes.length >= known.length && known.equals(bytes.subarray(0, known.length)))
        return lastLabel;
    const head = bytes.subarray(0, PRESCAN_BYTES);
    // windows-1252 maps each byte to one char: ASCII is kept whatever the real encoding.
    const raw = decoder('windows-1252', false).decode(head);
    const text = raw.replace(COMMENT, ' ');
    for (const match of text.matchAll(META_TAG)) {
        const label = metaCharset(match[0]);
        if (label === undefined)
            continue;
        // The matches up to this one, and what they say, depend only on the bytes up to its `>`:
        // unless a comment started before it (removing it moved what follows), or the match ran to
        // the end of the bytes read without one (more bytes would have extended it).
        const end = match.index + match[0].length;
        const comment = raw.indexOf('<!--');
        if (match[0].endsWith('>') && (comment < 0 || comment >= end)) {
            lastPrefix = Buffer.from(head.subarray(0, end));
            lastLabel = label;
        }
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

/***/ 73598:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Qc: () => (/* binding */ isErrorPage),
/* harmony export */   hQ: () => (/* binding */ robotsDisallow),
/* harmony export */   z9: () => (/* binding */ globFilter),
/* harmony export */   zw: () => (/* binding */ judgePage)
/* harmony export */ });
/* harmony import */ var robots_parser__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(87211);
/* harmony import */ var robots_parser__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(robots_parser__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(14006);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(picomatch__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _urls_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(81221);
// Which built pages are not sitemap material, decided from the file path, the page and robots.txt.



const ERROR_PAGE = /(^|\/)(40\d|41\d|50\d|50x|404\/index)\.html$/;
/** `404.html`, `404/index.html`, `500.html`, `50x.html`: error pages, served but never listed. */
function isErrorPage(relativeFile) {
    return ERROR_PAGE.test(relativeFile);
}
/** `--include` / `--exclude` globs over file paths relative to the site folder. */
function globFilter(include, exclude) {
    const inc = include.length > 0 ? picomatch__WEBPACK_IMPORTED_MODULE_1___default()(include, { dot: true }) : undefined;
    const exc = exclude.length > 0 ? picomatch__WEBPACK_IMPORTED_MODULE_1___default()(exclude, { dot: true }) : undefined;
    return (file) => (inc === undefined || inc(file)) && (exc === undefined || !exc(file));
}
// robots-parser is CommonJS with an ESM-style `export default` declaration; under NodeNext the
// default import is the module.exports function itself at run time, whatever the types say.
const robotsParser = ((robots_parser__WEBPACK_IMPORTED_MODULE_0___default()["default"]) ??
    (robots_parser__WEBPACK_IMPORTED_MODULE_0___default()));
/** True for URLs that the built robots.txt disallows for every crawler (the `*` group). */
function robotsDisallow(robotsTxt, siteUrl) {
    if (robotsTxt === undefined)
        return () => false;
    const robots = robotsParser(new URL('/robots.txt', siteUrl).href, robotsTxt);
    return (url) => robots.isDisallowed(url, '*') === true;
}
/** Decides from what the page itself says: noindex, redirect stub, canonical elsewhere. */
function judgePage(facts, pageUrl, disallowed) {
    if (facts.noindex)
        return { include: false, reason: 'noindex' };
    if (facts.refreshTo !== undefined)
        return { include: false, reason: 'redirect', detail: facts.refreshTo };
    let loc = pageUrl.href;
    if (facts.canonical !== undefined) {
        const relation = (0,_urls_js__WEBPACK_IMPORTED_MODULE_2__/* .canonicalRelation */ .rR)(facts.canonical, pageUrl);
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

/***/ 89905:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  gh: () => (/* binding */ explainFromFingerprint),
  _V: () => (/* binding */ fingerprintJoined),
  Zv: () => (/* binding */ isFingerprint),
  n$: () => (/* binding */ splitBlocks)
});

// UNUSED EXPORTS: explainFromBlocks, fingerprintBlockByBlock, fingerprintBlocks, fingerprintBlocksV1, trimText

// EXTERNAL MODULE: ./src/core/own-copy.ts
var own_copy = __webpack_require__(4297);
;// CONCATENATED MODULE: ./src/core/wasm/block-fingerprint.wasm.ts
// Generated by scripts/wasm.mjs from block-fingerprint.wat: edit that, then run `node scripts/wasm.mjs`.
const BLOCK_FINGERPRINT_WASM = 'AGFzbQEAAAABIQVgAX8Bf2ADf39/AX9gA39/fwBgAn9/AGAGf39/f39/AAMIBwABAgMDBAQFAwEAAQYQA38BQQALfwFBAAt/AUEACwcYAgZtZW1vcnkCAAtmaW5nZXJwcmludAAGCvAJBywAIAAgAEEQdnNB65Svr3hsIQAgACAAQQ12c0G13MqVfGwhACAAIABBEHZzCy8AAkADQCACRQ0BIAAgASgCAHNBk4OACGwhACABQQRqIQEgAkEBayECDAALCyAAC3gBBH8gAkEBcQRAIAAgAS8BAHNBk4OACGwhAAsgABAAIQAgAEG5893xeXMQAEEBciEDAkADQCAEIwJPDQEgACAEIANsakEQdiMBbEEQdiEFIwAgBUEDdmohBiAGIAYtAABBASAFQQdxdHI6AAAgBEEBaiEEDAALCwstAQJ/IABBAXQhAiABQQF2IQNBxbvyiHggAXMgAiADEAEgAiADQQJ0aiABEAILJAACQANAIAAgAUYNASAAKAIAIAAoAgQQAyAAQQhqIQAMAAsLCygAIAAgAUYEQA8LIAIgAyAEEAEgAyAEQQJ0aiAFEAIgAEEIaiABEAQLmwcBH38gAiQAIAMkASAEJAIgAkEAIANBA3b8CwAgBSEIAkADQCAARQ0BIAEoAgAhBiABKAIEIAZrQQFrIQcgB0HAAEkEQCAGIAcQAwUgCCAGNgIAIAggBzYCBCAIQQhqIQggCSAHaiEJCyABQQRqIQEgAEEBayEADAALCyAFIQ0gCCERIAghEiAIIRMgBSEMAkADQCAMIAhGDQEgCkECdCELIBEgCEYgCyAJT3EEQCAMIRELIBIgCEYgCyAJQQF0T3EEQCAMIRILIBMgCEYgCyAJQQNsT3EEQCAMIRMLIAogDCgCBGohCiAMQQhqIQwMAAsLIBEhDiASIQ8gEyEQIAghFCANIBFGIA4gEkZyIA8gE0YgECAURnJyBEAgBSAIEAQPCwJAIA0oAgQhFSANKAIAQQF0IRkgFUEBdiEdQcW78oh4IBVzISEgDigCBCEWIA4oAgBBAXQhGiAWQQF2IR5BxbvyiHggFnMhIiAPKAIEIRcgDygCAEEBdCEbIBdBAXYhH0HFu/KIeCAXcyEjIBAoAgQhGCAQKAIAQQF0IRwgGEEBdiEgQcW78oh4IBhzISQDQCAdIB4gHSAeSRshDCAMIB8gDCAfSRshDCAMICAgDCAgSRshDCAdIAxrIR0gHiAMayEeIB8gDGshHyAgIAxrISACQANAIAxFDQEgISAZKAIAc0GTg4AIbCEhICIgGigCAHNBk4OACGwhIiAjIBsoAgBzQZODgAhsISMgJCAcKAIAc0GTg4AIbCEkIBlBBGohGSAaQQRqIRogG0EEaiEbIBxBBGohHCAMQQFrIQwMAAsLIB1FBEAgISAZIBUQAiANQQhqIQ0gDSARRg0CIA0oAgQhFSANKAIAQQF0IRkgFUEBdiEdQcW78oh4IBVzISELIB5FBEAgIiAaIBYQAiAOQQhqIQ4gDiASRg0CIA4oAgQhFiAOKAIAQQF0IRogFkEBdiEeQcW78oh4IBZzISILIB9FBEAgIyAbIBcQAiAPQQhqIQ8gDyATRg0CIA8oAgQhFyAPKAIAQQF0IRsgF0EBdiEfQcW78oh4IBdzISMLICBFBEAgJCAcIBgQAiAQQQhqIRAgECAURg0CIBAoAgQhGCAQKAIAQQF0IRwgGEEBdiEgQcW78oh4IBhzISQLDAALCyANIBEgISAZIB0gFRAFIA4gEiAiIBogHiAWEAUgDyATICMgGyAfIBcQBSAQIBQgJCAcICAgGBAFCw==';

// EXTERNAL MODULE: ./src/core/wasm-module.ts
var wasm_module = __webpack_require__(95896);
;// CONCATENATED MODULE: ./src/core/explain.ts
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
 * (a pair is `unit | next << 16`, then a last odd unit alone), one multiplication per two
 * characters, finalised so that every bit depends on every character. It runs on every block of
 * every new or changed page, so it reads the text written out as UTF-16LE (see utf16), where a
 * pair is one little-endian 32-bit word wherever the block starts. Measured: charCodeAt on sliced
 * or concatenated strings, 52 µs a page against 38 for the units of a Uint16Array; in session 19,
 * 16.5–17.3 µs a large bench page for the words against 20 for the units. `start` counts code
 * units. The second hash of the double hashing is secondV2(first).
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
 * The fingerprint kept in the state: the block count, then a Bloom filter of the blocks
 * (`<count>.<base64url>`). A later run tests each new block against it, so a changed page can
 * name the blocks that are new without the old text, in under 200 bytes per page. About 1 new
 * block in 100 tests as known (10 bits a block, up to 4 hashes; more on pages of over 100 blocks,
 * where the filter stops growing), so an explanation can miss a block but never invents one.
 * `useWasm: false` computes it in JavaScript only, as where WebAssembly cannot run (for tests).
 * A run has the blocks joined: see fingerprintJoined.
 */
function fingerprintBlocks(blocks, useWasm = true) {
    const count = blocks.length;
    const text = blocks.join('\n');
    const starts = startsRoom(count);
    let start = 0;
    for (let i = 0; i < count; i++) {
        starts[i] = start;
        start += blocks[i].length + 1;
    }
    starts[count] = start;
    return fingerprintOf(text, count, useWasm);
}
/**
 * fingerprintBlocks of the blocks whose join by '\n' is `joined` (splitBlocks(joined)), without
 * splitting it: on a large bench page, finding the 200 newlines took about 3 µs, the split 7.
 */
function fingerprintJoined(joined, useWasm = true) {
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
    return fingerprintOf(joined, count, useWasm);
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
function fingerprintOf(text, count, useWasm) {
    const bits = filterBits(count);
    const k = hashCount(bits, count);
    const length = text.length;
    const starts = blockStarts;
    const wasm = useWasm && LITTLE_ENDIAN && 2 * length <= MAX_WASM_UNITS_BYTES ? blockFingerprint() : null;
    if (wasm !== null) {
        // The units at 0; then the starts, the filter and room for the list of long blocks, aligned.
        const startsAt = (2 * length + 3) & ~3;
        const filterAt = startsAt + 4 * (count + 1);
        const longsAt = filterAt + bits / 8;
        const memory = wasm.reserve(longsAt + 8 * count);
        memory.write(text, 0, 'utf16le');
        const to = new Int32Array(memory.buffer, memory.byteOffset + startsAt, count + 1);
        for (let i = 0; i <= count; i++)
            to[i] = starts[i];
        wasm.functions.fingerprint(count, startsAt, filterAt, bits, k, longsAt);
        return `${count}.${memory.toString('base64url', filterAt, longsAt)}`;
    }
    const filter = Buffer.alloc(bits / 8);
    // positions() with V2, without its arrays: all the blocks are written out at once.
    const bytes = utf16(text);
    for (let i = 0; i < count; i++) {
        const start = starts[i];
        const h1 = hashV2(bytes, start, starts[i + 1] - start - 1);
        const h2 = secondV2(h1);
        for (let j = 0; j < k; j++) {
            const p = V2.reduce(h1 + Math.imul(j, h2), bits);
            filter[p >> 3] = filter[p >> 3] | (1 << (p & 7));
        }
    }
    return `${count}.${filter.toString('base64url')}`;
}
/**
 * The same filter, by WebAssembly (wasm/block-fingerprint.wat): a page's blocks in one call, the
 * long ones four at a time. A large bench page (288 blocks, 17,700 characters): 13.9 µs with the
 * copies into its memory, against 17.3 for the loop above.
 */
const blockFingerprint = (0,wasm_module/* lazyWasm */.d)(BLOCK_FINGERPRINT_WASM, (exports) => ({
    fingerprint: exports.fingerprint
}));
/** WebAssembly's memory is little-endian; an Int32Array, the machine's order. */
const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;
/** Blocks of more than this many bytes of UTF-16 are hashed without WebAssembly, whose memory never shrinks. */
const MAX_WASM_UNITS_BYTES = 16 * 1024 * 1024;
/** Reused between pages: a fresh buffer per page is memory outside the heap, collected late. */
let unitBytes = Buffer.allocUnsafe(64 * 1024);
/** A string's code units as UTF-16LE bytes, whatever the machine's byte order (valid until the next call). */
function utf16(text) {
    if (unitBytes.length < text.length * 2)
        unitBytes = Buffer.allocUnsafe(text.length * 4);
    const written = unitBytes.write(text, 0, 'utf16le');
    return new DataView(unitBytes.buffer, unitBytes.byteOffset, written);
}
/** The same fingerprint as fingerprintBlocks, one block at a time, by what reads it (for tests). */
function fingerprintBlockByBlock(blocks) {
    return writeFingerprint(blocks, V2, '.');
}
/** A version 1 fingerprint, as older releases wrote it (for tests of reading them). */
function fingerprintBlocksV1(blocks) {
    return writeFingerprint(blocks, V1, ':');
}
function writeFingerprint(blocks, scheme, separator) {
    const bits = filterBits(blocks.length);
    const k = hashCount(bits, blocks.length);
    const filter = Buffer.alloc(bits / 8);
    for (const block of blocks) {
        for (const p of positions(block, bits, k, scheme))
            filter[p >> 3] = filter[p >> 3] | (1 << (p & 7));
    }
    return `${blocks.length}${separator}${filter.toString('base64url')}`;
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
    const filter = Buffer.from(m[3], 'base64url');
    const bits = filter.length * 8;
    if (bits !== filterBits(count))
        return undefined;
    return { count, filter, bits, scheme: m[2] === ':' ? V1 : V2 };
}
const MAX_TEXT = 300;
function trimText(text, max = MAX_TEXT) {
    // A block may still be built of slices of its page: what a reason quotes must not keep the page.
    return (0,own_copy/* ownCopy */.S)(text.length <= max ? text : `${text.slice(0, max - 1)}…`);
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
    // As many blocks as before: each new block most likely replaced an old one in place.
    const kind = fresh.length > 0 && blocks.length <= old.count ? 'replaced' : 'added';
    const changes = fresh.slice(0, limit).map((b) => ({ kind, new: trimText(b) }));
    if (fresh.length === 0 && blocks.length < old.count)
        changes.push({ kind: 'removed' });
    return changes;
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

/***/ 68713:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  r7: () => (/* binding */ NORMALIZER_VERSION),
  d9: () => (/* binding */ createExtractor),
  uj: () => (/* reexport */ splitSelectorList)
});

// UNUSED EXPORTS: SelectorError, useWasmCollector, wasmCollectorCounts

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./node_modules/htmlparser2/dist/Parser.js + 1 modules
var Parser = __webpack_require__(22664);
// EXTERNAL MODULE: ./node_modules/domhandler/dist/index.js
var dist = __webpack_require__(64728);
// EXTERNAL MODULE: ./node_modules/domhandler/dist/node.js
var dist_node = __webpack_require__(36646);
// EXTERNAL MODULE: ./src/core/html-scan.ts + 3 modules
var html_scan = __webpack_require__(39232);
// EXTERNAL MODULE: ./src/core/html-dates.ts
var html_dates = __webpack_require__(21070);
// EXTERNAL MODULE: ./src/core/arrays.ts
var arrays = __webpack_require__(53309);
// EXTERNAL MODULE: ./src/core/own-copy.ts
var own_copy = __webpack_require__(4297);
;// CONCATENATED MODULE: ./src/core/content-urls.ts
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
        link = { raw: (0,own_copy/* ownCopy */.S)(trimmed), normalized: (0,own_copy/* ownCopy */.S)(normalized) };
        links.known.set(link.raw, link);
    }
    // A caller that gives many pages one URL object is one page here: `met` stays bounded.
    if (met.length < CACHE_LIMIT)
        met.push(link);
    return link.normalized;
}
/**
 * What normalizeContentUrl's answers for the URLs that sharedNormalForm accepts depend on besides
 * the URL: the same object for the same site URL and page origin. For caches of those answers
 * kept elsewhere (the collector in WebAssembly keeps them from page to page).
 */
function contentUrlContext(siteUrl, pageUrl) {
    return contextOf(siteUrl, pageUrl).links;
}
/** Whether normalizeContentUrl(raw, pageUrl, siteUrl) depends on the page only through contentUrlContext. */
function sharedNormalForm(raw) {
    const trimmed = raw.trim();
    return trimmed === '' || trimmed.charCodeAt(0) === 0x23 /* # */ || isDataUrl(trimmed) || pageIndependent(trimmed);
}
/** `data:` in any case, with something after it. */
function isDataUrl(trimmed) {
    const c = trimmed.charCodeAt(0) | 0x20;
    return c === 0x64 /* d */ && trimmed.length > 5 && trimmed.slice(0, 5).toLowerCase() === 'data:';
}
/**
 * One LinkCache per context. The last context is kept at hand, found by the very URL objects: a
 * page's links all come with the same two, and keying each URL by the context too cost more than
 * the lookup.
 */
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
        links = { known: new Map(), met: (0,arrays/* anyArray */.E)(), before: (0,arrays/* anyArray */.E)() };
        caches.set(key, links);
    }
    // Another page: its links are met from the first again.
    links.before = links.met;
    links.met = (0,arrays/* anyArray */.E)();
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
 * asset), without parsing a URL: links to other pages often appear on one page only, so the
 * cache misses them, and normalizeParsed took ~2.4 µs a link where this takes ~0.7 (measured on
 * 10,000 such links). Undefined for anything else. Exported for the test that compares it with
 * normalizeParsed.
 */
function normalizeSimple(trimmed, pageUrl, siteUrl) {
    return simpleLink(trimmed, contextOf(siteUrl, pageUrl));
}
/**
 * normalizeSimple with what it reads of the URLs worked out once a page (Context): URL getters
 * make a string each, and a page's links repeat them (0.55 → 0.27 µs a link to a page with a
 * tracking parameter).
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
/** The normal form of a URL (see normalizeContentUrl), by parsing it. Exported for tests. */
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
    const digest = (0,external_node_crypto_.createHash)('sha256').update(dataUrl).digest('hex').slice(0, 16);
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

// EXTERNAL MODULE: ./node_modules/css-select/dist/index.js + 27 modules
var css_select_dist = __webpack_require__(48006);
// EXTERNAL MODULE: ./node_modules/css-what/dist/types.js
var types = __webpack_require__(51265);
// EXTERNAL MODULE: ./node_modules/css-what/dist/parse.js
var parse = __webpack_require__(7687);
;// CONCATENATED MODULE: ./src/core/selectors.ts
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
    removeSubsets: (nodes) => {
        const set = new Set(nodes);
        return nodes.filter((node) => {
            for (let p = node.parent; p !== null; p = p.parent)
                if (set.has(p))
                    return false;
            return true;
        });
    }
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
            if (token.type === types/* SelectorType */.cV.Parent)
                return true;
            if (token.type !== types/* SelectorType */.cV.Pseudo)
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
        while (subject > 0 && !(0,parse/* isTraversal */.$)(compound[subject - 1]))
            subject--;
        return compound
            .slice(subject)
            .some((token) => token.type === types/* SelectorType */.cV.Attribute && token.action !== types/* AttributeAction */.V4.Not);
    });
}
/**
 * Whether some selector of the list looks past the element itself: a combinator, or any
 * pseudo-class (`:first-child` counts siblings, `:root` looks at the parent, `:not(a b)` nests
 * a combinator). Only names, `*` and attribute tests do not.
 */
function tokensNeedTree(selectors) {
    return selectors.some((compound) => compound.some((token) => token.type !== types/* SelectorType */.cV.Tag && token.type !== types/* SelectorType */.cV.Universal && token.type !== types/* SelectorType */.cV.Attribute));
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
            if (token.type === types/* SelectorType */.cV.Pseudo || token.type === types/* SelectorType */.cV.PseudoElement)
                return undefined;
            if (token.type === types/* SelectorType */.cV.Attribute)
                names.push(token.name);
        }
    }
    return names;
}
/** Validates a selector; throws `SelectorError` naming it when it is not valid CSS for css-select. */
function parseSelector(source) {
    let tokens;
    try {
        tokens = (0,parse/* parse */.q)(source);
        // Compiling is the only complete check (unknown pseudo-classes, pseudo-elements…).
        (0,css_select_dist/* compile */.wE)(source, { adapter: streamAdapter, cacheResults: false });
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
    return (0,css_select_dist/* compile */.wE)(sources.join(', '), { adapter: streamAdapter, cacheResults: false });
}
/** Compiles a selector list (already validated) for a domhandler DOM (css-select's default adapter). */
function compileDom(sources) {
    if (sources.length === 0)
        return () => false;
    return (0,css_select_dist/* compile */.wE)(sources.join(', '));
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

;// CONCATENATED MODULE: ./src/core/extract.ts
// The page extractor: one streaming pass over a page's HTML gives its significant content as
// normalised blocks, their SHA-256, and the few head facts the sitemap needs (robots noindex,
// canonical, meta refresh).
//
// Block format: `<semantic path>|<text>`, one per semantic block, e.g.
//   h2|Group A
//   ul>li|[Fixtures](/match/fixtures/)
//   table>tr>td|Brazil
//   figure|![Stadium at night](/img/*-640.jpeg)
//   |Text directly in a layout wrapper
//   ld+json|{"@type":"Article","headline":"…"}
// The path holds only semantic ancestors inside the main content area (p, h1–h6, lists, tables,
// blockquote, pre, figure, details…), never div/span/section, classes or ids; `tbody` is left out
// because browsers imply it. Text is whitespace-collapsed, trimmed and NFC. Inline links are
// `[text](url)`, images `![alt](url)`, other embedded media `!video(url)`, `!iframe(url)`… with
// URLs normalised by content-urls.ts. JSON-LD blocks (date fields removed, keys sorted) come last.
//
// What is dropped: comments; the subtrees of script, style, noscript, template, svg (icons, and
// generated ids in them), title, iframe/noembed/noframes fallback text; elements matched by an
// ignore selector, `[data-lastmod-ignore]` or `[data-lastmod]`, with their subtree; every attribute
// except link targets, media sources and image alt text.
//
// Known limits (by choice): whitespace inside `<pre>` is collapsed like anywhere else; a cell moved
// to another table row, or list items moved between two adjacent lists, give the same blocks.










/** Bump whenever the normalised output changes for some input: the state re-baselines its hashes. */
const NORMALIZER_VERSION = 1;
const ALWAYS_IGNORED = ['[data-lastmod-ignore]', '[data-lastmod]'];
const PARSER_OPTIONS = { decodeEntities: true };
/**
 * Compiles all selectors once. Throws `SelectorError` naming the first invalid selector. When a
 * selector needs to see the future of an element (`:has`, `:last-child`…), pages are parsed into
 * a DOM first and matched with css-select's own adapter; otherwise nothing but the stream.
 */
function createExtractor(options) {
    const content = options.contentSelectors.map(parseSelector);
    const ignore = [...ALWAYS_IGNORED, ...options.ignoreSelectors].map(parseSelector);
    const hasBodySelector = options.contentSelectors.some((s) => s.trim().toLowerCase() === 'body');
    const contentNames = options.contentSelectors.join(', ');
    const needsDom = content.some((s) => s.needsFuture) || ignore.some((s) => s.needsFuture);
    const ignoreNeedsAttribute = ignore.every((s) => s.needsAttribute);
    const ignoreTested = ignoreNeedsAttribute ? attributesTested(ignore) : undefined;
    const mayBeIgnored = ignoreTested === undefined ? undefined : hasAnyOf(ignoreTested);
    const needsTree = content.some((s) => s.needsTree) || ignore.some((s) => s.needsTree);
    if (!needsDom) {
        // The scan keeps only the attributes that the collector or a selector reads, and marks the
        // tags that have one the ignore selectors test (none inherited from Object.prototype, such as
        // `constructor`, which mayBeIgnored lets the selectors answer themselves).
        const tested = attributesTested([...content, ...ignore]);
        const marked = ignoreTested !== undefined && !ignoreTested.some((name) => name in {}) ? ignoreTested : undefined;
        const filter = tested === undefined ? null : (0,html_scan/* attributeFilter */.zt)([...COLLECTOR_ATTRIBUTES, ...tested], marked);
        const matchers = {
            content: content.map((s) => compileStreaming([s.source])),
            ignore: compileStreaming(ignore.map((s) => s.source)),
            ignoreNeedsAttribute,
            mayBeIgnored,
            marksIgnored: filter !== null && marked !== undefined,
            hasBodySelector,
            contentNames
        };
        const stream = (pageUrl, siteUrl) => {
            const collector = new PageCollector(matchers, pageUrl, siteUrl, false);
            const parser = new Parser/* Parser */.i(new StreamingHandler(collector, needsTree), PARSER_OPTIONS);
            return {
                write: (chunk) => parser.write(chunk),
                end: () => {
                    parser.end();
                    return collector.finish();
                }
            };
        };
        // A whole page goes through our scanner, which gives htmlparser2's events at about five
        // times its speed (html-scan.ts; the two are compared on real and fuzzed pages). Chunks
        // still go through htmlparser2, which is what proves the collector chunk-invariant.
        const parse = (html, pageUrl, siteUrl, firstOnly) => {
            const collector = new PageCollector(matchers, pageUrl, siteUrl, firstOnly);
            (0,html_scan/* scanHtml */.LR)(html, new StreamingHandler(collector, needsTree), filter);
            return collector;
        };
        // Pages of a site share their layout: when the last page's main content was the first
        // selector's, this one's probably is too, and everything before it (header, nav, sidebar)
        // need not be collected for the other candidates. When the guess is wrong the page is parsed
        // again in full, so the result is the same either way (extract-chunks tests compare both).
        // The guess is read in WebAssembly where it can be (WasmRun), else in JavaScript.
        const wasm = !needsTree && content.length > 0 ? new WasmRun(matchers, collectConfig(content[0], ignore, filter)) : null;
        let guessFirst = true;
        const read = (html, pageUrl, siteUrl, split) => {
            if (guessFirst) {
                const collected = wasm !== null && wasmCollector ? wasm.collect(html, pageUrl, siteUrl, split) : null;
                if (collected !== null) {
                    if (collected !== undefined)
                        return collected;
                }
                else {
                    const facts = parse(html, pageUrl, siteUrl, true).finish();
                    if (facts !== undefined)
                        return facts;
                }
            }
            const collector = parse(html, pageUrl, siteUrl, false);
            const facts = collector.finish();
            guessFirst = collector.winner === 0;
            return facts;
        };
        return {
            stream,
            extract: (html, pageUrl, siteUrl) => read(html, pageUrl, siteUrl, true),
            hashed: (html, pageUrl, siteUrl) => read(html, pageUrl, siteUrl, false)
        };
    }
    const matchers = {
        content: content.map((s) => compileDom([s.source])),
        ignore: compileDom(ignore.map((s) => s.source)),
        ignoreNeedsAttribute,
        mayBeIgnored,
        marksIgnored: false,
        hasBodySelector,
        contentNames
    };
    const stream = (pageUrl, siteUrl) => {
        const dom = new dist/* DomHandler */.DV();
        const parser = new Parser/* Parser */.i(dom, PARSER_OPTIONS);
        return {
            write: (chunk) => parser.write(chunk),
            end: () => {
                parser.end();
                const collector = new PageCollector(matchers, pageUrl, siteUrl, false);
                walkDom(dom.root, collector);
                return collector.finish();
            }
        };
    };
    const extract = (html, pageUrl, siteUrl) => feedWhole(stream(pageUrl, siteUrl), html);
    return { stream, extract, hashed: extract };
}
let wasmCollector = true;
/**
 * Pages read by the collector in WebAssembly, pages it gave up on, the link targets it asked for
 * (those it did not keep from another page) and the markers of images and media it asked for
 * (those it did not write itself); for tests and the bench.
 */
const wasmCollectorCounts = { read: 0, gaveUp: 0, linkTargets: 0, markers: 0 };
/** Lets extractors read pages with the collector in WebAssembly (the default) or not (tests compare the two). */
function useWasmCollector(allowed) {
    wasmCollector = allowed;
}
// html-collect.inc's context and answer bits for CollectRun.element.
const CTX_IN_DROP = 1;
const CTX_DROP_SCANS_HEAD = 2;
const CTX_IN_MATH = 4;
const CTX_TEST_CONTENT = 8;
const CTX_TEST_IGNORE = 16;
const ANSWER_IGNORED = 1;
const ANSWER_JSON_LD = 2;
const ANSWER_CONTENT = 4;
/** A selector of one element name and nothing else. */
const TYPE_ONLY = /^[a-z][a-z0-9-]*$/;
/**
 * Which elements the collector in WebAssembly shows to WasmRun.element: those an ignore selector
 * (bit 1) or the first content selector (bit 2) may match, by name when a selector is a name, by
 * the attributes it tests when it needs one, else all; and the head facts' and JSON-LD's elements.
 */
function collectConfig(first, ignore, filter) {
    const hookNames = new Map([['meta', 1], ['link', 1], ['script', 1]]);
    const hookAttributes = new Map([['data-lastmod', 1]]);
    let hookAll = 0;
    const add = (selector, bit) => {
        const source = selector.source.trim();
        if (TYPE_ONLY.test(source))
            hookNames.set(source, (hookNames.get(source) ?? 0) | bit);
        else if (selector.needsAttribute && selector.attributes !== undefined) {
            for (const attribute of selector.attributes) {
                const name = attribute.toLowerCase();
                hookAttributes.set(name, (hookAttributes.get(name) ?? 0) | bit);
            }
        }
        else
            hookAll |= bit;
    };
    add(first, 2);
    for (const selector of ignore)
        add(selector, 1);
    return { kinds: ELEMENT_KINDS, hookNames, hookAttributes, hookAll, filter };
}
/**
 * One page read for the first content selector by the collector in WebAssembly
 * (html-collect.inc): PageCollector's `firstOnly` mode, with the selectors, head facts, link
 * targets, markers and JSON-LD left to the same code as here.
 */
class WasmRun extends html_scan/* CollectRun */.I8 {
    matchers;
    collectConfig;
    noindex = false;
    canonical = undefined;
    refreshTo = undefined;
    mayHoldDates = false;
    pageUrl = new URL('https://x.invalid/');
    siteUrl = this.pageUrl;
    node = StreamNode.reusable();
    constructor(matchers, collectConfig) {
        super();
        this.matchers = matchers;
        this.collectConfig = collectConfig;
    }
    /**
     * The page's facts (its blocks split when `split`, else perhaps not); undefined when the first
     * content selector matches nothing; null when the collector gave up.
     */
    collect(html, pageUrl, siteUrl, split) {
        this.noindex = false;
        this.canonical = undefined;
        this.refreshTo = undefined;
        this.mayHoldDates = false;
        this.pageUrl = pageUrl;
        this.siteUrl = siteUrl;
        const result = (0,html_scan/* collectFirst */.p)(html, this.collectConfig, this);
        if (result === null) {
            wasmCollectorCounts.gaveUp++;
            return null;
        }
        wasmCollectorCounts.read++;
        if (!result.matched)
            return undefined;
        const warnings = [];
        const jsonLd = [];
        let mayHoldDates = result.mayHoldDates || this.mayHoldDates;
        for (const raw of result.jsonLd) {
            const warned = warnings.length;
            const block = jsonLdBlock(raw, pageUrl, siteUrl, warnings);
            if (block !== undefined)
                jsonLd.push(block);
            if (block === undefined || warnings.length > warned || !isPlainJson(raw))
                mayHoldDates = true;
        }
        const content = result.text;
        const ld = jsonLd.join('\n');
        const hashed = ld === '' ? content : content === '' ? ld : content + '\n' + ld;
        // NFC, when it changes the content, changes its blocks (normalising the blocks one by one
        // equals normalising their join, see pageFacts).
        if (ld.includes('\n') || (MAY_NEED_NFC.test(hashed) && content.normalize('NFC') !== content)) {
            return pageFacts(content === '' ? [] : content.split('\n'), jsonLd, this, warnings, mayHoldDates);
        }
        return split ? joinedPageFacts(hashed, this, warnings, mayHoldDates) : hashedFacts(hashed, this, warnings, mayHoldDates);
    }
    config() {
        return this.collectConfig;
    }
    /** PageCollector.open's questions about an element: see html-collect.inc's collectOpen. */
    onElement(name, attribs, context) {
        const kind = ELEMENT_KINDS.get(name) ?? 0;
        if (kind & K_HEAD && name === 'meta' && isDateMeta(attribs))
            this.mayHoldDates = true;
        if (context & CTX_IN_DROP) {
            if ((name === 'script' && (0,html_dates/* isJsonLd */.H)(attribs)) || hasAttribute(attribs, 'data-lastmod'))
                this.mayHoldDates = true;
            if (context & CTX_DROP_SCANS_HEAD && kind & K_HEAD)
                readHeadFacts(this, name, attribs);
            return 0;
        }
        if (kind & K_HEAD)
            readHeadFacts(this, name, attribs);
        const node = this.node;
        node.reset(name, attribs);
        if (context & CTX_TEST_IGNORE && (attribs !== html_scan/* NO_ATTRIBUTES */.AY || !this.matchers.ignoreNeedsAttribute) && this.matchers.ignore(node)) {
            if (hasAttribute(attribs, 'data-lastmod'))
                this.mayHoldDates = true;
            return ANSWER_IGNORED;
        }
        if (kind & K_DROPPED) {
            if (name === 'script' && (0,html_dates/* isJsonLd */.H)(attribs)) {
                if (context & CTX_IN_MATH)
                    this.mayHoldDates = true;
                return ANSWER_JSON_LD;
            }
            return 0;
        }
        return context & CTX_TEST_CONTENT && this.matchers.content[0](node) ? ANSWER_CONTENT : 0;
    }
    linkUrl(raw) {
        wasmCollectorCounts.linkTargets++;
        return normalizeContentUrl(raw, this.pageUrl, this.siteUrl);
    }
    linkCacheKey() {
        return contentUrlContext(this.siteUrl, this.pageUrl);
    }
    linkShared(raw) {
        return sharedNormalForm(raw);
    }
    marker(name, attribs) {
        wasmCollectorCounts.markers++;
        return name === 'img' ? imageMarker(attribs, this.pageUrl, this.siteUrl) : mediaMarker(name, attribs, this.pageUrl, this.siteUrl);
    }
}
function feedWhole(stream, html) {
    stream.write(html);
    return stream.end();
}
/**
 * htmlparser2 events → StreamNode records + collector. `tree`: the selectors look past the
 * element itself, so every element gets a record linked to its parent and siblings; otherwise one
 * record stands for each element in turn (StreamNode.reusable).
 */
class StreamingHandler {
    node = StreamNode.root();
    collector;
    reused;
    constructor(collector, tree) {
        this.collector = collector;
        this.reused = tree ? null : StreamNode.reusable();
    }
    /** `id`, `marked`: from our scanner (PositionHandler.onopentag), not from htmlparser2. */
    onopentag(name, attribs, _implied, _tagEnd, _spans, id, marked) {
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
    onclosetag() {
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
        if ((0,dist_node/* isTag */.dz)(node)) {
            collector.open(node.name, node.attribs, node);
            lists.push(node.children);
            positions.push(0);
            elements.push(node);
        }
        else if ((0,dist_node/* isText */.KH)(node)) {
            collector.text(node.data);
        }
        else if ((0,dist_node/* isCDATA */.yf)(node)) {
            lists.push(node.children);
            positions.push(0);
            elements.push(null);
        }
    }
}
// ---------------------------------------------------------------------------------------------
// Element classes
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
const K_BLOCK = 1;
const K_SEMANTIC = 2;
const K_DROPPED = 4;
const K_MEDIA = 8;
/** meta and link: the elements headFacts reads (and isDateMeta, for meta). */
const K_HEAD = 16;
/** The classes above as bits, by element name: one lookup per element instead of one per class. */
const ELEMENT_KINDS = (() => {
    const kinds = new Map();
    const mark = (names, bit) => {
        for (const name of names)
            kinds.set(name, (kinds.get(name) ?? 0) | bit);
    };
    mark(BLOCK_ELEMENTS, K_BLOCK);
    mark(SEMANTIC_ELEMENTS, K_SEMANTIC);
    mark(DROPPED_ELEMENTS, K_DROPPED);
    mark(MEDIA_ELEMENTS, K_MEDIA);
    mark(new Set(['meta', 'link']), K_HEAD);
    return kinds;
})();
/**
 * ELEMENT_KINDS by the number our scanner gives each interned name: one read of a typed array
 * for the ~600 elements of a large bench page instead of a lookup by name (in a profile of a first
 * run of the large bench site, the lookups were 1.4% of the run). Null, when the names cannot all
 * be interned, leaves the map to answer.
 */
const KINDS_BY_NAME_ID = (0,html_scan/* nameTable */.ge)(ELEMENT_KINDS);
const F_BLOCK = 1;
const F_SEMANTIC = 2;
const F_LINK = 4;
const F_REGION = 8;
/** Form controls with content: a word boundary after them too. */
const F_SPACED = 16;
const F_MATH = 32;
const WHITESPACE = /\s+/g;
/**
 * Whitespace that is not a single space: JavaScript's `\s` but the space (HTML's ASCII whitespace,
 * the Unicode spaces, NBSP included, and the BOM), or two spaces. One regular expression costs a
 * quarter less than a character class and a search for two spaces.
 */
const NOT_SINGLE_SPACES = /[\t\n\v\f\r\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]| {2}/;
/** JavaScript's `\s`, as a character code test. */
function isWhitespace(c) {
    if (c <= 0x20)
        return c === 0x20 || (c >= 0x09 && c <= 0x0d);
    if (c < 0xa0)
        return false;
    return (c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 ||
        c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff);
}
/**
 * Whitespace runs as one space, trimmed. Most texts (alt text, JSON-LD strings) have nothing to
 * collapse or trim: then the text is returned as it is, without the replace (0.11 against 0.28 µs
 * for an alt text of 20 to 40 characters).
 */
function collapseSpaces(text) {
    const collapse = NOT_SINGLE_SPACES.test(text) || text.charCodeAt(0) === 0x20 || text.charCodeAt(text.length - 1) === 0x20;
    return collapse ? text.replace(WHITESPACE, ' ').trim() : text;
}
/** Nothing below U+0300 (where combining marks start) changes under NFC. */
const MAY_NEED_NFC = /[\u0300-\uffff]/;
function nfc(text) {
    return MAY_NEED_NFC.test(text) ? text.normalize('NFC') : text;
}
/** Past this many, paths are no longer kept (see SemanticPath.of). */
const KEPT_PATHS_LIMIT = 4096;
/** Longer paths are never kept: a page of deep nesting would keep every prefix of its deepest. */
const KEPT_PATH_LENGTH = 256;
let keptPaths = 0;
/**
 * A semantic path (`table>tr>td`), kept across pages: a site's pages share a few dozen, so an
 * element that opens one makes no string, and every block on it starts with the same `prefix`
 * (the path and its `|`) instead of two concatenations: 4.008 to 3.976 million instructions a
 * page of the bench's large site (cachegrind, the page worker over 1,000 pages, V8's hash seed
 * fixed: without it, counts move by about 1% between runs).
 */
class SemanticPath {
    prefix;
    name;
    /**
     * The kept paths one element deeper, searched in order: a path has a few, each a semantic
     * element's interned name, where a `Map` hashed and probed (0.8% of a first run of the large
     * bench site in a profile).
     */
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
        const path = new SemanticPath((0,own_copy/* ownCopy */.S)(prefix), SEMANTIC_NAMES.get(name) ?? (0,own_copy/* ownCopy */.S)(name));
        children.push(path);
        return path;
    }
}
/** The kept paths at the top (see SemanticPath.children). */
const TOP_PATHS = [];
const SEMANTIC_NAMES = new Map([...SEMANTIC_ELEMENTS].map((name) => [name, name]));
/**
 * The per-page state machine. Receives open/text/close events (from the stream or from a DOM
 * walk) with the element to match selectors against, collects blocks for every content
 * candidate still able to win, and picks the winner at the end.
 */
class PageCollector {
    /** > 0 while inside a dropped subtree (the count includes the dropped root). */
    dropDepth = 0;
    /** The candidate whose blocks finish() returned. */
    winner = -1;
    matchers;
    pageUrl;
    siteUrl;
    depth = 0;
    flags = [];
    semantic = (0,arrays/* anyArray */.E)();
    /** semanticPaths[i]: the path of semantic[0..i] (SemanticPath.of). */
    semanticPaths = (0,arrays/* anyArray */.E)();
    // Candidates 0..n-1 are the content selectors; candidate n is the whole document (fallback).
    candidateCount;
    /** Candidates with index >= live can no longer win (an earlier one matched). */
    live;
    // Plain arrays of a few small integers: a typed array per page costs more to allocate than it saves.
    regionDepth = [];
    semanticBase = [];
    matched = [];
    blocks = (0,arrays/* anyArray */.E)();
    activeRegions = 0;
    // The block being written.
    /** Its text so far (a rope of its pieces). */
    written = '';
    pendingSpace = false;
    links = (0,arrays/* anyArray */.E)();
    /** links[0 .. openedLinks-1] have their '[' written in the current block. */
    openedLinks = 0;
    // Drop state.
    dropScansHead = true;
    jsonLd = null;
    jsonLdBlocks = (0,arrays/* anyArray */.E)();
    // Head facts.
    noindex = false;
    canonical = undefined;
    refreshTo = undefined;
    sawBody = false;
    warnings = (0,arrays/* anyArray */.E)();
    /** See PageFacts.mayHoldDates: set by any element that html-dates could write to. */
    mayHoldDates = false;
    /** Open math elements (outside dropped subtrees). */
    mathDepth = 0;
    /**
     * firstOnly: collect for the first content selector only, as if it were sure to match (as it
     * is once it has matched); finish() then returns undefined when it did not match.
     */
    constructor(matchers, pageUrl, siteUrl, firstOnly) {
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
        }
        if (firstOnly && n > 0) {
            this.live = 1;
            this.activeRegions = 0;
        }
        else {
            this.live = n + 1;
            // The document candidate is in its region from the start (depth 0 never closes).
            this.regionDepth[n] = 0;
            this.activeRegions = 1;
        }
    }
    /**
     * `id`: the number of the interned name, when the scan gives it (see KINDS_BY_NAME_ID);
     * `marked`: see Matchers.marksIgnored.
     */
    open(name, attribs, element, id, marked) {
        const kind = (id === undefined || KINDS_BY_NAME_ID === null ? ELEMENT_KINDS.get(name) : KINDS_BY_NAME_ID[id]) ?? 0;
        // Date carriers count wherever they are, dropped subtrees included: html-dates writes there too.
        if (kind & K_HEAD && name === 'meta' && isDateMeta(attribs))
            this.mayHoldDates = true;
        if (this.dropDepth > 0) {
            // A JSON-LD block in a dropped subtree is not read, and one with elements in it (inside
            // MathML, where a script body is markup) is not read as written: either may hold dates.
            if (this.jsonLd !== null || (name === 'script' && (0,html_dates/* isJsonLd */.H)(attribs)) || hasAttribute(attribs, 'data-lastmod')) {
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
        const mayMatch = attribs === html_scan/* NO_ATTRIBUTES */.AY
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
        if (kind & K_DROPPED) {
            if (name === 'iframe')
                this.media(name, attribs);
            else if (name === 'script' && (0,html_dates/* isJsonLd */.H)(attribs)) {
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
        if (kind & K_BLOCK) {
            this.flush();
            flags |= F_BLOCK;
            if (kind & K_SEMANTIC) {
                const depth = this.semantic.length;
                this.semantic.push(name);
                this.semanticPaths.push(SemanticPath.of(depth === 0 ? null : this.semanticPaths[depth - 1], name));
                flags |= F_SEMANTIC;
            }
        }
        else if (name === 'a') {
            const href = extract_ownAttribute(attribs, 'href');
            if (href !== undefined) {
                this.links.push({ raw: href, url: undefined, written: false });
                flags |= F_LINK;
            }
        }
        else if (name === 'br' || name === 'input') {
            // Line breaks and form controls separate words ("Email[input]Contact sales").
            this.pendingSpace = true;
        }
        else if (name === 'button' || name === 'select' || name === 'textarea') {
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
        this.flags.push(flags);
    }
    /** Returns whether the closed element was one the caller created a record for. */
    close() {
        if (this.dropDepth > 1) {
            this.dropDepth--;
            return false;
        }
        if (this.dropDepth === 1) {
            this.dropDepth = 0;
            this.flags.pop();
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
        // Most text has no whitespace but single spaces: the scanner knows, or one native scan proves
        // it, and the text is appended whole (a space at either end is only pending, so that no block
        // starts or ends with one and a text split into several events gives the same block).
        if (spacesOnly === undefined ? !NOT_SINGLE_SPACES.test(data) : spacesOnly) {
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
            if (!isWhitespace(c)) {
                if (start < 0)
                    start = i;
                i++;
                continue;
            }
            if (c === 0x20 && start >= 0 && i + 1 < n && !isWhitespace(data.charCodeAt(i + 1))) {
                i++;
                continue;
            }
            if (start >= 0) {
                this.put(data.slice(start, i));
                start = -1;
            }
            this.pendingSpace = true;
            i++;
            while (i < n && isWhitespace(data.charCodeAt(i)))
                i++;
        }
        if (start >= 0)
            this.put(start === 0 ? data : data.slice(start));
    }
    /** The page's facts; undefined when collecting for the first selector only and it never matched. */
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
        if (winner >= this.live)
            return undefined;
        this.winner = winner;
        // A page without a <body> tag (minifiers drop it) has an implied body: the document is it.
        if (winner === n && n > 0 && (this.sawBody || !this.matchers.hasBodySelector)) {
            this.warnings.push(`none of the content selectors (${this.matchers.contentNames}) matched; hashed the whole page`);
        }
        return pageFacts(this.blocks[winner], this.jsonLdBlocks, this, this.warnings, this.mayHoldDates);
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
            }
            this.live = index + 1;
        }
        this.regionDepth[index] = this.depth;
        this.semanticBase[index] = this.semantic.length;
        this.activeRegions++;
    }
    enterDrop(name, flags) {
        this.dropDepth = 1;
        this.dropScansHead = name !== 'template' && name !== 'svg';
        this.flags.push(flags);
    }
    // -- writing ----------------------------------------------------------------------------------
    /** Appends non-blank content to the block, with the pending space and any link openings before it. */
    put(content) {
        if (this.pendingSpace) {
            if (this.written !== '')
                this.written += ' ';
            this.pendingSpace = false;
        }
        const links = this.links;
        for (let i = this.openedLinks; i < links.length; i++) {
            this.written += '[';
            links[i].written = true;
        }
        this.openedLinks = links.length;
        this.written += content;
    }
    closeLink() {
        const link = this.links.pop();
        if (link === undefined)
            return;
        if (this.openedLinks > this.links.length) {
            this.written += '](' + this.linkUrl(link) + ')';
            this.openedLinks = this.links.length;
        }
        else if (!link.written && this.activeRegions > 0) {
            // A link without text (an icon whose svg is dropped) is still a link target.
            link.written = true;
            this.put('[](' + this.linkUrl(link) + ')');
        }
    }
    linkUrl(link) {
        if (link.url === undefined)
            link.url = normalizeContentUrl(link.raw, this.pageUrl, this.siteUrl);
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
        if (this.written === '') {
            this.pendingSpace = false;
            return;
        }
        for (let i = this.openedLinks - 1; i >= 0; i--)
            this.written += '](' + this.linkUrl(this.links[i]) + ')';
        this.openedLinks = 0;
        const text = this.written;
        this.written = '';
        this.pendingSpace = false;
        let cachedBase = -1;
        /** The block's path and its `|`. */
        let cachedPrefix = '';
        for (let i = 0; i < this.live; i++) {
            if (this.regionDepth[i] === -1)
                continue;
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
    // One flat copy of what is hashed, made by the join. Normalising the blocks one by one equals
    // normalising their join: '\n' and '|' neither compose nor reorder with what is around them.
    // One test of the join (which V8 answers at once on a page without characters past U+00FF)
    // spares one a block. Only the content is normalised: a JSON-LD block that matches costs one
    // normalisation of blocks that it leaves as they are.
    let hashed = blocks.join('\n');
    if (MAY_NEED_NFC.test(hashed)) {
        const normalised = content.map(nfc);
        blocks = jsonLd.length === 0 ? normalised : normalised.concat(jsonLd);
        hashed = blocks.join('\n');
    }
    return factsOf(blocks, hashed, head, warnings, mayHoldDates);
}
/**
 * pageFacts for the content as the collector in WebAssembly gives it, joined with the JSON-LD
 * blocks by '\n' (`hashed`), where no block holds one, in NFC: hashed as it is, not split and
 * joined again (on a large bench page the join took about 10 µs). The blocks are split at once:
 * an object literal with a getter for them cost 1 µs a page, and V8 made it in the old
 * generation, where it kept each page's text alive past the next collections of the young one
 * (the heap grew to 60 MB between full collections, against 12 MB without it). A run asks for
 * hashedFacts instead, which leaves them joined.
 */
function joinedPageFacts(hashed, head, warnings, mayHoldDates) {
    return factsOf(hashed === '' ? [] : hashed.split('\n'), hashed, head, warnings, mayHoldDates);
}
/** The facts of a page whose blocks joined by '\n' are `hashed`, without the blocks. */
function hashedFacts(hashed, head, warnings, mayHoldDates) {
    const facts = {
        // One call: on 1.7 KB of text, ~1.8 µs against ~2.8 µs for a Hash object, its update and digest.
        hash: 'sha256:' + (0,external_node_crypto_.hash)('sha256', hashed, 'hex'),
        hashed,
        noindex: head.noindex,
        warnings,
        mayHoldDates
    };
    if (head.canonical !== undefined)
        facts.canonical = head.canonical;
    if (head.refreshTo !== undefined)
        facts.refreshTo = head.refreshTo;
    return facts;
}
/** hashedFacts with the blocks. */
function factsOf(blocks, hashed, head, warnings, mayHoldDates) {
    const facts = hashedFacts(hashed, head, warnings, mayHoldDates);
    facts.blocks = blocks;
    return facts;
}
/** The head facts of a meta or link element (robots noindex, meta refresh, canonical). */
function readHeadFacts(facts, name, attribs) {
    if (name === 'meta') {
        const metaName = extract_ownAttribute(attribs, 'name')?.trim().toLowerCase();
        if (metaName === 'robots' || metaName === 'googlebot') {
            const directives = (extract_ownAttribute(attribs, 'content') ?? '').toLowerCase().split(/[\s,]+/);
            if (directives.includes('noindex') || directives.includes('none'))
                facts.noindex = true;
            return;
        }
        if (facts.refreshTo === undefined && extract_ownAttribute(attribs, 'http-equiv')?.trim().toLowerCase() === 'refresh') {
            const target = refreshTarget(extract_ownAttribute(attribs, 'content') ?? '');
            if (target !== undefined)
                facts.refreshTo = target;
        }
    }
    else if (name === 'link' && facts.canonical === undefined) {
        const rel = extract_ownAttribute(attribs, 'rel');
        const href = extract_ownAttribute(attribs, 'href');
        if (rel === undefined || href === undefined || href.trim() === '')
            return;
        if (rel.toLowerCase().split(/\s+/).includes('canonical'))
            facts.canonical = href.trim();
    }
}
/** An image's marker: `![alt](url)`. */
function imageMarker(attribs, pageUrl, siteUrl) {
    const raw = extract_ownAttribute(attribs, 'data-src') ??
        extract_ownAttribute(attribs, 'src') ??
        firstSrcsetUrl(extract_ownAttribute(attribs, 'data-srcset') ?? extract_ownAttribute(attribs, 'srcset') ?? '');
    const alt = collapseSpaces(extract_ownAttribute(attribs, 'alt') ?? '');
    return '![' + alt + '](' + normalizeContentUrl(raw, pageUrl, siteUrl) + ')';
}
/** Embedded media other than img: `!name(url)`; null without a source. */
function mediaMarker(name, attribs, pageUrl, siteUrl) {
    const raw = extract_ownAttribute(attribs, 'data-src') ?? extract_ownAttribute(attribs, name === 'object' ? 'data' : 'src');
    // <source srcset> inside <picture> repeats the <img>; a <video> with only <source>s has no src.
    if (raw === undefined)
        return null;
    return '!' + name + '(' + normalizeContentUrl(raw, pageUrl, siteUrl) + ')';
}
/**
 * Every attribute the collector reads, `type` for isJsonLd included. A page scan keeps no other
 * but those the selectors test (see attributeFilter): the collector reads through the two
 * functions below, whose names must be listed here.
 */
const COLLECTOR_ATTRIBUTES = [
    'href', 'src', 'data-src', 'srcset', 'data-srcset', 'alt', 'data', 'name', 'property', 'content', 'http-equiv',
    'rel', 'type', 'data-lastmod'
];
function extract_ownAttribute(attribs, name) {
    return Object.hasOwn(attribs, name) ? attribs[name] : undefined;
}
function hasAttribute(attribs, name) {
    return Object.hasOwn(attribs, name);
}
/**
 * A test of whether an element may have one of `names`: true when it has, and for names its
 * attributes object inherits (`constructor`), which the selectors then answer themselves. The
 * usual one or two names are read each in a place of its own, and read rather than tested with
 * Object.hasOwn: 5.309 → 5.270 million instructions a large bench page, where a loop over the
 * names with Object.hasOwn gave 5.324 (cachegrind, session 19).
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
    const property = extract_ownAttribute(attribs, 'property');
    const name = extract_ownAttribute(attribs, 'name');
    return ((property !== undefined && html_dates/* MODIFIED_META */.Wf.has(property.trim().toLowerCase())) ||
        (name !== undefined && html_dates/* MODIFIED_META */.Wf.has(name.trim().toLowerCase())));
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
    try {
        value = JSON.parse(trimmed);
    }
    catch (error) {
        const reason = (error instanceof Error ? error.message : String(error)).replace(WHITESPACE, ' ');
        warnings.push(`JSON-LD block is not valid JSON (${reason}); hashed as text`);
        return 'ld+json|' + trimmed.replace(WHITESPACE, ' ');
    }
    return 'ld+json|' + canonicalJson(value, pageUrl, siteUrl);
}
const URL_LIKE = /^(?:https?:)?\/\/\S+$|^\/\S*$/i;
/**
 * Object keys as a canonical block writes them (`"name":`), or null for a date key, by key: pages
 * of a site repeat the same few keys, so each is worked out (three searches for a prefix, a
 * JSON.stringify) once. With the skipped replace below, a small bench page's JSON-LD went from
 * 6.3 to 4.8 µs.
 */
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
            return JSON.stringify(normalizeContentUrl(value, pageUrl, siteUrl));
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

/***/ 21070:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ isJsonLd),
/* harmony export */   Wf: () => (/* binding */ MODIFIED_META),
/* harmony export */   t3: () => (/* binding */ rewriteHtmlDates)
/* harmony export */ });
/* unused harmony exports dateValueLike, formatDateText, rewriteProblems */
/* harmony import */ var _dates_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(80194);
/* harmony import */ var _html_scan_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(39232);
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
/**
 * Edits to one JSON-LD block (offsets relative to the block): every object that has a string
 * `dateModified` gets the page's modified date there (objects nested in `@graph`, `mainEntity`…
 * included); such an object without `datePublished` gets one, right after its `dateModified`.
 */
function jsonLdEdits(text, dates) {
    const root = new JsonScanner(text).scan();
    const edits = [];
    let carriers = 0;
    const visit = (node) => {
        if (node.kind === 'array')
            return node.items.forEach(visit);
        if (node.kind !== 'object')
            return;
        // Every string dateModified of the object: with duplicate keys, JSON.parse keeps the last.
        const modifiedMembers = node.members.filter((m) => m.key === 'dateModified' && m.value.kind === 'string');
        let last;
        for (const member of modifiedMembers) {
            if (member.value.kind !== 'string')
                continue;
            carriers++;
            const current = member.value.value;
            const next = dateValueLike(current, dates.modified);
            if (next !== current)
                edits.push({ start: member.valueStart, end: member.valueEnd, text: JSON.stringify(next) });
            last = { member, next };
        }
        if (last && !node.members.some((m) => m.key === 'datePublished')) {
            const { member, next } = last;
            const lead = text.slice(member.leadStart, member.keyStart);
            const separator = text.slice(member.keyEnd, member.valueStart);
            const published = DATE_ONLY.test(next.trim()) ? dates.published.slice(0, 10) : dates.published;
            edits.push({ start: member.valueEnd, end: member.valueEnd, text: `,${lead}"datePublished"${separator}${JSON.stringify(published)}` });
        }
        for (const m of node.members)
            visit(m.value);
    };
    visit(root);
    return { edits, carriers };
}
function analyse(html, dates) {
    const analysis = { edits: [], carriers: 0, jsonLdBlocks: 0, warnings: [] };
    let depth = 0;
    let jsonLd;
    const dated = [];
    /** Writes `next` where the attribute's value is (`current`, decoded), or adds a value to a bare attribute. */
    const replaceAttribute = (span, current, next) => {
        if (span.valueStart < 0) {
            analysis.edits.push({ start: span.end, end: span.end, text: `="${escapeHtml(next)}"` });
        }
        else if (current !== next) {
            const text = span.quoted ? escapeHtml(next) : next;
            if (html.slice(span.valueStart, span.valueEnd) !== text) {
                analysis.edits.push({ start: span.valueStart, end: span.valueEnd, text });
            }
        }
    };
    const jsonLdBlock = (start, end) => {
        analysis.jsonLdBlocks++;
        const text = html.slice(start, end);
        try {
            JSON.parse(text);
        }
        catch {
            analysis.warnings.push(`JSON-LD block ${analysis.jsonLdBlocks} is not valid JSON; its dates were left as they are`);
            return;
        }
        const { edits, carriers } = jsonLdEdits(text, dates);
        analysis.carriers += carriers;
        for (const e of edits)
            analysis.edits.push({ start: start + e.start, end: start + e.end, text: e.text });
    };
    // Attributes are read by name from `spans`, as the attributes object would give them (none of
    // these names is `__proto__`, which that object drops).
    (0,_html_scan_js__WEBPACK_IMPORTED_MODULE_0__/* .scanHtmlTags */ .sP)(html, {
        onopentag(name, implied, tagEnd, spans) {
            // Depth follows the parser's own stack: every non-void open (implied ones too) is closed.
            if (!isVoid(name))
                depth++;
            if (implied)
                return;
            if (name === 'meta') {
                const property = (spans.value('property') ?? spans.value('name') ?? '').trim().toLowerCase();
                const content = spans.get('content');
                if (MODIFIED_META.has(property) && content) {
                    analysis.carriers++;
                    const current = spans.value('content') ?? '';
                    replaceAttribute(content, current, dateValueLike(current, dates.modified));
                }
            }
            if (name === 'script' && isJsonLdType(spans.value('type'))) {
                jsonLd = { contentStart: tagEnd + 1, depth };
            }
            const marked = spans.value('data-lastmod');
            if (marked !== undefined) {
                analysis.carriers++;
                const which = marked.trim().toLowerCase();
                const instant = which === 'published' ? dates.published : dates.modified;
                const datetime = spans.get('datetime');
                if (datetime) {
                    const current = spans.value('datetime') ?? '';
                    replaceAttribute(datetime, current, dateValueLike(current, instant));
                }
                else if (name === 'time') {
                    const at = html[tagEnd - 1] === '/' ? tagEnd - 1 : tagEnd;
                    analysis.edits.push({ start: at, end: at, text: ` datetime="${escapeHtml(instant)}"` });
                }
                // A void element (or one written `<x/>`) has no text to replace.
                if (html[tagEnd - 1] !== '/' && !isVoid(name)) {
                    dated.push({ name, contentStart: tagEnd + 1, format: spans.value('data-lastmod-format'), instant, depth });
                }
            }
        },
        // `closeStart`: where the end tag starts (see above); -1 for a close without one (implied).
        onclosetag(name, implied, closeStart) {
            if (isVoid(name))
                return;
            if (jsonLd && jsonLd.depth === depth) {
                if (!implied)
                    jsonLdBlock(jsonLd.contentStart, closeStart);
                jsonLd = undefined;
            }
            // Not `dated[-1]` when empty: a negative index is a slow property lookup, on every close.
            const top = dated.length > 0 ? dated[dated.length - 1] : undefined;
            if (top && top.depth === depth) {
                dated.pop();
                if (implied) {
                    analysis.warnings.push(`<${name} data-lastmod> has no end tag; its text was left as is`);
                }
                else {
                    // The element's whole content becomes the date: drop edits made inside it.
                    analysis.edits = analysis.edits.filter((e) => e.start < top.contentStart || e.start >= closeStart);
                    const text = escapeHtml(formatDateText(top.instant, top.format));
                    if (html.slice(top.contentStart, closeStart) !== text) {
                        analysis.edits.push({ start: top.contentStart, end: closeStart, text });
                    }
                }
            }
            depth--;
        }
    });
    return analysis;
}
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'param', 'source', 'track', 'wbr']);
function isVoid(name) {
    return VOID.has(name);
}
/**
 * What is wrong with `output` as the rewrite of a page whose first pass found `before`: it must
 * hold as many date carriers and JSON-LD blocks, raise no new warning, and need no further edit.
 */
function checkRewrite(before, output, dates) {
    const again = analyse(output, dates);
    const problems = [];
    if (again.edits.length > 0)
        problems.push(`${again.edits.length} date(s) still differ after the rewrite`);
    if (again.carriers !== before.carriers)
        problems.push(`found ${again.carriers} date carriers instead of ${before.carriers}`);
    if (again.jsonLdBlocks !== before.jsonLdBlocks)
        problems.push(`found ${again.jsonLdBlocks} JSON-LD blocks instead of ${before.jsonLdBlocks}`);
    if (again.warnings.length > before.warnings.length)
        problems.push(again.warnings[again.warnings.length - 1]);
    return problems;
}
/** Why `output` does not hold up as the rewrite of `original` with `dates`; empty when it does. */
function rewriteProblems(original, output, dates) {
    return checkRewrite(analyse(original, dates), output, dates);
}
function applyEdits(html, edits) {
    const sorted = [...edits].sort((a, b) => a.start - b.start || a.end - b.end);
    let out = '';
    let at = 0;
    for (const e of sorted) {
        if (e.start < at)
            throw new Error(`overlapping edits at ${e.start}`);
        out += html.slice(at, e.start) + e.text;
        at = e.end;
    }
    return out + html.slice(at);
}
/**
 * Writes `dates` into `html`: JSON-LD `dateModified` (and a missing `datePublished` beside it),
 * `article:modified_time` / `og:updated_time` meta, and `[data-lastmod]` elements (`datetime`
 * and text). The result is parsed back (`checkRewrite`); if it does not hold up the verdict is
 * `failed` and the page must be left as it was.
 */
function rewriteHtmlDates(html, dates) {
    const first = analyse(html, dates);
    if (first.edits.length === 0)
        return { kind: 'unchanged', warnings: first.warnings };
    let output;
    try {
        output = applyEdits(html, first.edits);
    }
    catch (error) {
        return { kind: 'failed', reason: error.message, warnings: first.warnings };
    }
    const problems = checkRewrite(first, output, dates);
    if (problems.length > 0) {
        return { kind: 'failed', reason: `the rewritten page does not parse back: ${problems.join('; ')}`, warnings: first.warnings };
    }
    return { kind: 'rewritten', html: output, edits: first.edits.length, warnings: first.warnings };
}


/***/ }),

/***/ 39232:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  I8: () => (/* binding */ CollectRun),
  AY: () => (/* binding */ NO_ATTRIBUTES),
  zt: () => (/* binding */ attributeFilter),
  p: () => (/* binding */ collectFirst),
  _6: () => (/* binding */ decodeUtf8),
  ge: () => (/* binding */ nameTable),
  LR: () => (/* binding */ scanHtml),
  sP: () => (/* binding */ scanHtmlTags)
});

// UNUSED EXPORTS: scanHtmlPositions, treeEvents, useWasmTokenizer, usesWasmTokenizer

// EXTERNAL MODULE: ./node_modules/entities/dist/decode.js + 2 modules
var decode = __webpack_require__(57031);
// EXTERNAL MODULE: ./src/core/arrays.ts
var arrays = __webpack_require__(53309);
;// CONCATENATED MODULE: ./src/core/wasm/irregular-spaces.wasm.ts
// Generated by scripts/wasm.mjs from irregular-spaces.wat: edit that, then run `node scripts/wasm.mjs`.
const IRREGULAR_SPACES_WASM = 'AGFzbQEAAAABBwFgAn9/AX8DAgEABQMBAAEHEQIGbWVtb3J5AgAEbmV4dAAACrEBAa4BAwF/AXsBfyAAIQICQANAIAJBEWogAUoNASAC/QAEACEDIANBIP0P/SMgAv0ABAFBIP0P/SP9TiADQQn9D/1xQQX9D/0m/VAgA0GgAf0P/SP9UP1TDQEgAkEQaiECDAALCwJAA0AgAiABTg0BIAItAAAhBCAEQaABRiAEQQlrQQVJciAEQSBGIAJBAWogAUggAi0AAUEgRnFxcgRAIAIPCyACQQFqIQIMAAsLIAEL';

// EXTERNAL MODULE: ./src/core/wasm-module.ts
var wasm_module = __webpack_require__(95896);
;// CONCATENATED MODULE: ./src/core/irregular-spaces.ts
// Where a page's texts stop being "words and single spaces": the scanner's hint to the extractor
// (html-scan.ts, ScanHandler.ontext), which then appends such a text whole instead of collapsing
// its whitespace.
//
// The pairs of spaces cost the most to find. Spaces come every few characters, and a search for
// two of them (`indexOf('  ')`, a regular expression) stops at each one: about 15 µs over a 29 KB
// bench page, and 18 µs when each text was searched on its own, against 255 µs for the whole page.
// A small WebAssembly function (wasm/irregular-spaces.wat) tests sixteen characters at a time for
// all of them at once: about 2 µs a page, with the copy of the page into its memory.


/** Whitespace by JavaScript's `\s` up to U+00FF, but the space. */
const OTHER_SPACES = ['\n', '\t', '\r', '\f', '\v', '\u00a0'];
/** Pages past this size are searched without WebAssembly, whose memory never shrinks. */
const MAX_WASM_PAGE = 8 * 1024 * 1024;
const wasmSearch = (0,wasm_module/* lazyWasm */.d)(IRREGULAR_SPACES_WASM, (exports) => ({ next: exports.next }));
/**
 * The search over one page that holds no character past U+00FF (one byte a character). Each
 * call may start anywhere; the scanner calls it only past the last answer.
 */
class IrregularSpaces {
    html;
    search;
    /** Without WebAssembly: where each of OTHER_SPACES, and a pair of spaces, next occurs (-1 before the first search). */
    nextAt = [];
    constructor(html, useWasm = true) {
        this.html = html;
        this.search = useWasm && html.length <= MAX_WASM_PAGE ? wasmSearch() : null;
    }
    /**
     * The first index at or after `from` that holds a tab, newline, vertical tab, form feed,
     * carriage return or no-break space, or a space followed by a space; the page's length when
     * there is none.
     */
    next(from) {
        const search = this.search;
        return search === null ? this.nextWithoutWasm(from) : this.nextWithWasm(search, from);
    }
    nextWithWasm(search, from) {
        const html = this.html;
        const len = html.length;
        if (search.holder !== this) {
            // Past the page: the bytes a block reads beyond its end.
            search.reserve(len + 16).write(html, 0, len, 'latin1');
            search.holder = this;
        }
        return search.functions.next(from, len);
    }
    nextWithoutWasm(from) {
        const html = this.html;
        const len = html.length;
        const nextAt = this.nextAt;
        if (nextAt.length === 0)
            for (let k = 0; k <= OTHER_SPACES.length; k++)
                nextAt.push(-1);
        let first = len;
        for (let k = 0; k <= OTHER_SPACES.length; k++) {
            let at = nextAt[k];
            if (at < from) {
                at = html.indexOf(k < OTHER_SPACES.length ? OTHER_SPACES[k] : '  ', from);
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

// EXTERNAL MODULE: ./src/core/own-copy.ts
var own_copy = __webpack_require__(4297);
;// CONCATENATED MODULE: ./src/core/wasm/html-scan.wasm.ts
// Generated by scripts/wasm.mjs from html-scan.c: edit that, then run `node scripts/wasm.mjs`.
const HTML_SCAN_WASM = 'AGFzbQEAAAABQgtgAn9/AX9gA39/fwF/YAABf2AEf39/fwF/YAF/AX9gAn9/AGAFf39/f38AYAF/AGAAAGADf39/AGAFf39/f38BfwJCBQNlbnYGbmFtZUlkAAADZW52BmRlY29kZQAAA2VudgdlbGVtZW50AAEDZW52CGVtYmVkZGVkAAADZW52A3VybAABAzs6AgICAgICAgICAgMDAwQCAgICAgICAgICBQICAgICAgICAgIGAgcDBQUICQQFBQcHAgICAgAFCgcDBgQFAXABAQEFAwEAaAYJAX8BQcCUnQMLB9QEKwZtZW1vcnkCAAl0cmllV2lkdGgABQp0cmllU3RhdGVzAAYNZXZlbnRDYXBhY2l0eQAHBnRyaWVBdAAIC2NoYXJDbGFzc0F0AAkNc3BlY2lhbEJvZHlBdAAKCGV2ZW50c0F0AAsGcGFnZUF0AAwJc3RvcHBlZEF0AA0Oc3RvcHBlZEJlY2F1c2UADgRzY2FuAA8KdXRmOERlY29kZQASCW5hbWVMaW1pdAATCnN0YWNrTGltaXQAFAtsb2dDYXBhY2l0eQAVDW5hbWVCeVN0YXRlQXQAFgtuYW1lRmxhZ3NBdAAXDG5hbWVNZW1iZXJBdAAYDG5hbWVDbG9zZXNBdAAZCW5hbWVTdmdBdAAaC25hbWVBbGlhc0F0ABsNbmFtZVNwZWNpYWxBdAAcCHNldE5hbWVzAB0FbG9nQXQAHgxraW5kQnlOYW1lQXQAHwxob29rQnlOYW1lQXQAIBFob29rQnlBdHRyaWJ1dGVBdAAhDmNvbGxlY3ROYW1lc0F0ACIMc2VtYW50aWNBdEF0ACMQc2VtYW50aWNMZW5ndGhBdAAkDnNlbWFudGljVGV4dEF0ACUJc2NyYXRjaEF0ACYPc2NyYXRjaENhcGFjaXR5ACcKc2V0Q29sbGVjdAAoCGpzb25MZEF0ACkNdXJsQ2FjaGVSZXNldAAqB2NvbGxlY3QAKw1jb2xsZWN0ZWRXaWRlADUOY29sbGVjdGVkTWF0Y2gANhVjb2xsZWN0ZWRNYXlIb2xkRGF0ZXMANwxqc29uTGRMZW5ndGgAOAR0cmVlADkKqKECOgQAQSgLBQBBgCALBgBBgIAECwgAQfCIgIAACwgAQfCIlIAACwgAQfCJlIAACwgAQfCplIAACwgAQcCUnYMACwsAQQAoAvCppIAACwsAQQAoAvSppIAACy8AAkAgA0UNAEHAlJ2DACAAIAEgAhCQgICAAA8LQcCUnYMAIAAgASACEJGAgIAAC/4dBQV/AXsBfwJ7Fn9BACEEAkAgAiADTA0AQQAhBCADIQUCQCACIANrIgZBBEkNACAGQXxxIgdBfGoiBEECdkEBaiIIQQNxIQUCQAJAIARBDE8NAP0MAAAAAAAAAAAAAAAAAAAAACEJQQAhCAwBCyAIQfz///8HcSEKIAAgA0EBdGohBP0MAAAAAAAAAAAAAAAAAAAAACEJQQAhCANAIAkgBP1dAQD9DCYAJgAmACYAAAAAAAAAAAAiC/0tIAn9DQABAAACAwAABAUAAAYHAAD9DAEAAAABAAAAAQAAAAEAAAAiDP1O/VAgBEEIav1dAQAgC/0tIAn9DQABAAACAwAABAUAAAYHAAAgDP1O/VAgBEEQav1dAQAgC/0tIAn9DQABAAACAwAABAUAAAYHAAAgDP1O/VAgBEEYav1dAQAgC/0tIAn9DQABAAACAwAABAUAAAYHAAAgDP1O/VAhCSAEQSBqIQQgCEEQaiEIIApBfGoiCg0ACwsCQCAFRQ0AIAAgCCADakEBdGohBANAIAkgBP1dAQD9DCYAJgAmACYAAAAAAAAAAAD9LSAJ/Q0AAQAAAgMAAAQFAAAGBwAA/QwBAAAAAQAAAAEAAAABAAAA/U79UCEJIARBCGohBCAFQX9qIgUNAAsLIAkgCSAJ/Q0ICQoLDA0ODwAAAAAAAAAA/VAiCSAJIAn9DQQFBgcAAAAAAAAAAAAAAAD9UP0bACEEIAYgB0YNASAHIANqIQULIAIgBWshCCAAIAVBAXRqIQUDQCAEIAUvAQBBJkZyIQQgBUECaiEFIAhBf2oiCA0ACwsgAEEEaiENIABBBmohDiABQXtqIQ8gAEEIaiEQIAFBfWohEUEAIAFrIRIgAEECaiETQQAhFAJAA0ACQAJAAkAgAkEIaiABTA0AIAIhBQwBCyAAIAJBAXRqIQgDQCAI/QAAACIJ/QwmACYAJgAmACYAJgAmACYA/S39hAEhCgJAIAn9DDwAPAA8ADwAPAA8ADwAPAD9Lf2EASIGRQ0AIAZoIAJqIQUgBCAGQQAgBmtxQX9qIApxQQBHciEEDAMLIAhBEGohCCAEIApBAEdyIQQgAkEQaiEKIAJBCGoiBSECIAogAUwNAAsLIAUgAU4NACAAIAVBAXRqIQIDQAJAAkAgAi8BACIIQSZGDQAgCEE8Rw0BDAMLIARBAXIhBAsgAkECaiECIAEgBUEBaiIFRw0ACyABIQULAkAgBUEBaiICIAFIDQBBACEVIAEhBQwCCwJAAkACQAJAAkAgACACQQF0ai8BACIGQSByQYV/akFmSQ0AIAVBAmohCEEBIRYgDSAFQQF0aiEKQQAhFwJAA0ACQCAGQf//A3EiAkE+Sw0AIAJBd2oONgICAAICAAAAAAAAAAAAAAAAAAAAAAAAAgAAAAAAAAAAAAAAAAAAAgAAAAAAAAAAAAAAAAAAAgALIAEgCEYNAyAWQShsIAJB/wBxQfCIlIAAai0AAGpBAXRB8IiAgABqLwEAIRYgCEEBaiEIIBcgAnIhFyAKLwEAIQYgCkECaiEKDAALCyAUIRgCQCAFIANMDQAgFEECdCICQfSplIAAaiADNgIAIAJB8KmUgABqQQE2AgAgAkH4qZSAAGogBTYCACACQfyplIAAaiAENgIAIBRBBGohGAtBASEVIBhB8f8DSg0GIBhBB2ohGUEAIRogCEF/aiIbIRwDQCAcIAFODQcgESAcayEDIBxBA2ohByAcQQpqIQYgDiAcQQF0IgRqIR0gDSAEaiEKIBMgBGohAiAAIARqIQQgHCEIAkACQAJAAkACQAJAAkACQANAAkAgBC8BACIeQXdqDjYAAAMAAAMDAwMDAwMDAwMDAwMDAwMDAwADAwMDAwMDAwMDAwMDAwIDAwMDAwMDAwMDAwMDAwQDCyADQX9qIQMgHUECaiEdIAdBAWohByAGQQFqIQYgCkECaiEKIAJBAmohAiAEQQJqIQQgASAIQQFqIghHDQAMCwsLA0AgCEEBaiABTg0KAkACQCACLwEAIgZBd2oiCkEXSw0AQQEhBEEBIAp0QYuAgARxDQELIAZBDUYhBAsgCEEBaiEIIAJBAmohAiAEDQALAkAgBkE+Rg0AIAghHAwHC0EBIQoMAgsgCEEBaiIfIAFODQggHkH/AHFB8IiUgABqLQAAQShqIRxBASEgAkADQCAcQQF0QfCIgIAAai8BACEhAkAgAi8BACIEQT5LDQAgBEF3ag42AgIAAgIAAAAAAAAAAAAAAAAAAAAAAAACAAAAAAAAAAAAAAAAAAACAAAAAAAAAAAAAAAAAAICAAsgIUEobCAEQf8AcUHwiJSAAGotAABqIRwgA0F/aiEDIB1BAmohHSAHQQFqIQcgBkEBaiEGIApBAmohCiACQQJqIQIgHiAEciEeIB9BAWoiHyABSCEgIAEgH0cNAAwKCwsgICAfIAFIcUEBRw0IIBIgH2ohHEEAIQICQAJAA0ACQCAEQf//A3FBd2oONQAAAwAAAwMDAwMDAwMDAwMDAwMDAwMDAAMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMCAwsgA0F/aiEDIB1BAmohHSAHQQFqIQcgBkEBaiEGIAovAQAhBCAKQQJqIQogHCACQX9qIgJHDQAMCwsLA0AgByECIB0hBCADISAgBkF4aiABTg0KAkACQCAKLwEAIiJBd2oiA0EXSw0AQQEhHEEBIAN0QYuAgARxDQELICJBDUYhHAsgIEF/aiEDIARBAmohHSACQQFqIQcgCkECaiEKIAZBAWohBiAcDQALAkACQCAiQV5qDgYAAQEBAQABCyAGQXhqIQcCQCAGIAFMDQBBACEKIAchBgwFCyAi/RAhC0EAIQoDQCAE/QAAACIJ/QwmACYAJgAmACYAJgAmACYA/S39hAEhBgJAIAkgC/0t/YQBIgNFDQBBASAKIANBACADa3FBf2ogBnEbIQogA2ggAmohBgwHC0EBIAogBhshCiAEQRBqIQQgAkEQaiEDIAJBCGoiBiECIAMgAUoNBQwACwtBACECIAZBd2oiByEcAkADQAJAICJB//8DcSIKQT5LDQAgCkF3ag42AgIAAgIAAAAAAAAAAAAAAAAAAAAAAAACAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAACAAsgIEUNC0EBIAIgCkEmRhshAiAcQQFqIRwgIEF/aiEgIAQvAQAhIiAEQQJqIQQMAAsLIBwhBgwFCyAfIAJrIRxBACECQX8hB0F/IQYMBAtBACEKC0EAIQQgGEECdCICQfSplIAAaiAWQQAgF0GAAUkbNgIAIAJB8KmUgABqQQI2AgAgAkH4qZSAAGogBTYCACACQfyplIAAaiAbNgIAIAJBgKqUgABqIAg2AgAgAkGEqpSAAGogCjYCACACQYiqlIAAaiAaNgIAIAhBAWohAwJAIBdB/wBLDQAgFkHwiZSAAGotAABFDQBBAiEVIBkhFCADIQUMDAsgGSEUDAgLIAYgAU4NBSAAIAZBAXRqIQQDQCAELwEAIgIgIkYNAUEBIAogAkEmRhshCiAEQQJqIQQgASAGQQFqIgZHDQAMBgsLIAYgAU4NBCAGQQFqIRwgCkEAR0ECciECCyAZQQJ0IgRB9KmUgABqIAg2AgAgBEHwqZSAAGogIUEAIB5BgAFJGzYCACAEQfiplIAAaiAfNgIAIARB/KmUgABqIAc2AgAgBEGAqpSAAGogBjYCACAEQYSqlIAAaiACNgIAIBpBAWohGiAZQQZqIRkLIBlB+P8DTA0ADAcLC0EBIRUCQAJAAkAgBkFRag4RAQYGBgYGBgYGBgYGBgYGBggACyAGQSFHDQUgBUEDaiICIAFODQdBASEVIAVBAXQgAGpBBGovAQBBLUcNB0EBIRUgACACQQF0ai8BAEEtRw0HIAVBBGoiAiABTg0BIAAgAkEBdGovAQBBPkcNASACIQoMAwsgBUECaiICIAFODQZBASEVIAAgAkEBdGovAQAiCEEgckH//wNxQYV/akFmSQ0GIAVBA2ohCkEBIQcgDSAFQQF0IgZqIQIgDiAGaiEGQQAhHQJAA0ACQCAIQf//A3EiCEE+Sw0AIAhBd2oONgICAAICAAAAAAAAAAAAAAAAAAAAAAAAAgAAAAAAAAAAAAAAAAAAAgAAAAAAAAAAAAAAAAAAAgALIAEgCkYNAyAHQShsIAhB/wBxQfCIlIAAai0AAGpBAXRB8IiAgABqLwEAIQcgAkECaiECIApBAWohCiAdIAhyIR0gBi8BACEIIAZBAmohBgwACwsgCkF/aiIKIAFODQEgCiEIAkADQCACLwEAQT5GDQEgAkECaiECQQEhFSABIAhBAWoiCEcNAAwICwsCQCAFIANMDQAgFEECdCICQfSplIAAaiADNgIAIAJB8KmUgABqQQE2AgAgAkH4qZSAAGogBTYCACACQfyplIAAaiAENgIAIBRBBGohFAsgFEECdCICQfSplIAAaiAFNgIAIAJB8KmUgABqQQM2AgBBACEEIAJB+KmUgABqIAdBACAdQYABSRs2AgAgAkH8qZSAAGogCjYCACACQYCqlIAAaiAINgIAIAhBAWohAyAUQQVqIRQMAwsgBUEFaiIKIAFODQUCQCAAIAJBAXRqLwEAQS1HDQAgACAKQQF0ai8BAEE+Rg0CCyAQIAVBAXRqIQIgBSEIA0ACQCACLwEAQS1HDQAgAkECai8BAEEtRw0AAkAgCEEGaiIKIAFODQAgAkEEai8BAEE+Rg0ECyAIQQdqIgogAU4NACACQQRqLwEAQSFHDQAgAkEGai8BAEE+Rg0DCyACQQJqIQIgDyAIQQFqIghHDQALC0EBIRUMBAsgCkEASA0DAkAgBSADTA0AIBRBAnQiAkH0qZSAAGogAzYCACACQfCplIAAakEBNgIAIAJB+KmUgABqIAU2AgAgAkH8qZSAAGogBDYCACAUQQRqIRQLIBRBAnQiBEH0qZSAAGogCkEBaiIDNgIAIARB8KmUgABqQQQ2AgAgFEECaiEUQQAhBAsgAyECCyAUQfH/A0gNACADIAJHDQALQQMhFSADIQULQQAgBTYC8KmkgABBACAVNgL0qaSAACAUC40bAwt/AnsQf0EAIQQCQCADIAJODQBBACEEIAMhBQNAAkACQAJAAkACQCAAIAVqIgYtAAAiB0F3ag4eAwMDAwMEBAQEBAQEBAQEBAQEBAQEBAQCBAQEBAQBAAsgB0GgAUYNAgwDCyAEQQFyIQQMAgsgBUEBaiABTg0BIAZBAWotAABBIEcNAQsgBEECciEECyACIAVBAWoiBUcNAAsLQQUgAWshCCABQX1qIQkgAEEDaiEKIABBAmohC0EAIAFrIQwgAEEBaiENQQAhDgJAA0ACQAJAIAJBEWogAUoNAAJAA0AgACACaiIF/QAAACIP/Qz39/f39/f39/f39/f39/f3/W79DAUFBQUFBQUFBQUFBQUFBQX9JiAP/QygoKCgoKCgoKCgoKCgoKCg/SP9UCAFQQFq/QAAAP0MICAgICAgICAgICAgICAgICIQ/SMgDyAQ/SP9Tv1Q/WQhByAP/QwmJiYmJiYmJiYmJiYmJiYm/SP9ZCEFIA/9DDw8PDw8PDw8PDw8PDw8PDz9I/1kIgYNASAEIAVBAEdyIgRBAnIgBCAHGyEEIAJBIWohBSACQRBqIQIgBSABSg0CDAALCyAEIAZBACAGa3FBf2oiESAFcUEAR3IiBEECciAEIAcgEXEbIQQgBmggAmohEgwBCyACIRIgAiABTg0AAkADQAJAAkACQAJAAkAgACACaiIHLQAAIgVBd2oONAEBAQEBBAQEBAQEBAQEBAQEBAQEBAQEAwQEBAQEAgQEBAQEBAQEBAQEBAQEBAQEBAQEBAYACyAFQaABRw0DCyAEQQJyIQQMAgsgBEEBciEEDAELIAJBAWogAU4NACAEQQJyIAQgB0EBai0AAEEgRhshBAsgASACQQFqIgJHDQALIAEhEgwBCyACIRILAkAgEkEBaiICIAFIDQBBACETIAEhEgwCCwJAAkACQAJAAkAgACACai0AACIFQSByQYV/akFmSQ0AIBJBAmohAkEBIRRBACEVAkADQAJAIAVB/wFxIgVBPksNACAFQXdqDjYCAgACAgAAAAAAAAAAAAAAAAAAAAAAAAIAAAAAAAAAAAAAAAAAAAIAAAAAAAAAAAAAAAAAAAIACyABIAJGDQMgFEEobCAFQf8AcUHwiJSAAGotAABqQQF0QfCIgIAAai8BACEUIBUgBXIhFSAAIAJqLQAAIQUgAkEBaiECDAALCyAOIRYCQCASIANMDQAgDkECdCIFQfSplIAAaiADNgIAIAVB8KmUgABqQQE2AgAgBUH4qZSAAGogEjYCACAFQfyplIAAaiAENgIAIA5BBGohFgtBASETIBZB8f8DSg0GIBZBB2ohF0EAIRggAkF/aiIZIRoDQCAaIAFODQcgCSAaayEHIAogGmohBiAaQQNqIQMgGkESaiEFIAsgGmohBCAaIQICQAJAAkACQAJAAkACQAJAA0ACQCAAIAJqLQAAIhFBd2oONgAAAwAAAwMDAwMDAwMDAwMDAwMDAwMDAAMDAwMDAwMDAwMDAwMDAgMDAwMDAwMDAwMDAwMDBAMLIAdBf2ohByAGQQFqIQYgA0EBaiEDIAVBAWohBSAEQQFqIQQgASACQQFqIgJHDQAMCwsLA0AgAkEBaiABTg0KAkACQCANIAJqLQAAIgdBd2oiBUEXSw0AQQEhBEEBIAV0QYuAgARxDQELIAdBDUYhBAsgAkEBaiECIAQNAAsCQCAHQT5GDQAgAiEaDAcLQQEhBwwCCyACQQFqIhsgAU4NCCARQf8AcUHwiJSAAGotAABBKGohHEEBIR0CQANAIBxBAXRB8IiAgABqLwEAIR4CQCAAIBtqLQAAIhpBPksNACAaQXdqDjYCAgACAgAAAAAAAAAAAAAAAAAAAAAAAAIAAAAAAAAAAAAAAAAAAAIAAAAAAAAAAAAAAAAAAgIACyAeQShsIBpB/wBxQfCIlIAAai0AAGohHCAHQX9qIQcgBkEBaiEGIANBAWohAyAFQQFqIQUgBEEBaiEEIBEgGnIhESAbQQFqIhsgAUghHSABIBtHDQAMCgsLIB0gGyABSHFBAUcNCCAMIBtqIR1BACEcAkACQANAAkAgGkH/AXFBd2oONQAAAwAAAwMDAwMDAwMDAwMDAwMDAwMDAAMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMDAwMCAwsgB0F/aiEHIAZBAWohBiADQQFqIQMgBUEBaiEFIAQtAAAhGiAEQQFqIQQgHSAcQX9qIhxHDQAMCwsLA0AgAyEaIAYhHCAHIR0gBUFwaiABTg0KAkACQCAELQAAIh9Bd2oiB0EXSw0AQQEhIEEBIAd0QYuAgARxDQELIB9BDUYhIAsgHUF/aiEHIBxBAWohBiAaQQFqIQMgBEEBaiEEIAVBAWohBSAgDQALAkACQCAfQV5qDgYAAQEBAQABCyAFQXBqIQYCQCAFIAFMDQBBACEFIAYhBAwFCyAf/Q8hEEEAIQUDQCAc/QAAACIP/QwmJiYmJiYmJiYmJiYmJiYm/SP9ZCEEAkAgDyAQ/SP9ZCIHRQ0AQQEgBSAHQQAgB2txQX9qIARxGyEFIAdoIBpqIQQMBwtBASAFIAQbIQUgHEEQaiEcIBpBIGohByAaQRBqIgQhGiAHIAFKDQUMAAsLQQAhByAFQW9qIgYhGgJAA0ACQCAfQf8BcSIEQT5LDQAgBEF3ag42AgIAAgIAAAAAAAAAAAAAAAAAAAAAAAACAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAACAAsgHUUNC0EBIAcgBEEmRhshByAaQQFqIRogHUF/aiEdIBwtAAAhHyAcQQFqIRwMAAsLIBohBAwFCyAbIBxrIRpBACEHQX8hBkF/IQQMBAtBACEHC0EAIQQgFkECdCIFQfSplIAAaiAUQQAgFUGAAUkbNgIAIAVB8KmUgABqQQI2AgAgBUH4qZSAAGogEjYCACAFQfyplIAAaiAZNgIAIAVBgKqUgABqIAI2AgAgBUGEqpSAAGogBzYCACAFQYiqlIAAaiAYNgIAIAJBAWohAwJAIBVB/wBLDQAgFEHwiZSAAGotAABFDQBBAiETIBchDiADIRIMDAsgFyEODAgLIAQgAU4NBQNAIAAgBGotAAAiByAfRg0BQQEgBSAHQSZGGyEFIAEgBEEBaiIERw0ADAYLCyAEIAFODQQgBEEBaiEaIAVBAEdBAnIhBwsgF0ECdCIFQfSplIAAaiACNgIAIAVB8KmUgABqIB5BACARQYABSRs2AgAgBUH4qZSAAGogGzYCACAFQfyplIAAaiAGNgIAIAVBgKqUgABqIAQ2AgAgBUGEqpSAAGogBzYCACAYQQFqIRggF0EGaiEXCyAXQfj/A0wNAAwHCwtBASETAkACQAJAIAVBUWoOEQEGBgYGBgYGBgYGBgYGBgYIAAsgBUEhRw0FIBJBA2oiAiABTg0HIBIgAGpBAmotAABBLUcNByAAIAJqLQAAQS1HDQcgEkEEaiICIAFODQEgACACai0AAEE+Rw0BIAIhEQwDCyASQQJqIgIgAU4NBiAAIAJqLQAAIgVBIHJB/wFxQYV/akFmSQ0GIBJBA2ohAkEAIQdBASEGAkADQAJAIAVB/wFxIgVBPksNACAFQXdqDjYCAgACAgAAAAAAAAAAAAAAAAAAAAAAAAIAAAAAAAAAAAAAAAAAAAIAAAAAAAAAAAAAAAAAAAIACyABIAJGDQMgBkEobCAFQf8AcUHwiJSAAGotAABqQQF0QfCIgIAAai8BACEGIAcgBXIhByAAIAJqLQAAIQUgAkEBaiECDAALCyACQX9qIgUgAU4NASAFIQICQANAIAAgAmotAABBPkYNAUEBIRMgASACQQFqIgJHDQAMCAsLAkAgEiADTA0AIA5BAnQiEUH0qZSAAGogAzYCACARQfCplIAAakEBNgIAIBFB+KmUgABqIBI2AgAgEUH8qZSAAGogBDYCACAOQQRqIQ4LIA5BAnQiA0H0qZSAAGogEjYCACADQfCplIAAakEDNgIAQQAhBCADQfiplIAAaiAGQQAgB0GAAUkbNgIAIANB/KmUgABqIAU2AgAgA0GAqpSAAGogAjYCACACQQFqIQMgDkEFaiEODAMLIBJBBWoiESABTg0FAkAgACACai0AAEEtRw0AIAAgEWotAABBPkYNAgsgCCASaiEGQQAhBSAAIQIDQAJAIAIgEmoiB0EEai0AAEEtRw0AIAdBBWotAABBLUcNAAJAIBIgBWoiFUEGaiIRIAFODQAgB0EGai0AAEE+Rg0ECyAVQQdqIhEgAU4NACAHQQZqLQAAQSFHDQAgB0EHai0AAEE+Rg0DCyACQQFqIQIgBiAFQQFqIgVqDQALC0EBIRMMBAsgEUEASA0DAkAgEiADTA0AIA5BAnQiAkH0qZSAAGogAzYCACACQfCplIAAakEBNgIAIAJB+KmUgABqIBI2AgAgAkH8qZSAAGogBDYCACAOQQRqIQ4LIA5BAnQiAkH0qZSAAGogEUEBaiIDNgIAIAJB8KmUgABqQQQ2AgAgDkECaiEOQQAhBAsgAyECCyAOQfH/A0gNACADIAJHDQALQQMhEyADIRILQQAgEjYC8KmkgABBACATNgL0qaSAACAOC8YOAwR/AXsLfwJAIABBAU4NAEEADwtBACEBQQAhAgJAAkADQAJAAkACQCABQRBqIgMgAEoNAAJAQcCUnYMAIAFqIgT9AAAAIgX9ZCIGRQ0AIAZoIgdFDQFBwJSdgwAgAmoiCCAF/VgAAAAgAkEBaiEGIAFBAWoiAyAHIAFqIglODQICQCAHQX9qIgpBEEkNAAJAQcCUnYMAQQFqIgsgAmpBwJSdgwAgCWpPDQAgCyABakHAlJ2DACAHIAJqakkNAQsgCkFwcSIMQXBqIg1BBHZBAWoiDkEDcSEPQQAhBwJAIA1BMEkNACAOQfz///8BcSEQQQAhBwNAIAggB2oiDUEBaiAEIAdqIg5BAWr9AAAA/QsAACANQRFqIA5BEWr9AAAA/QsAACANQSFqIA5BIWr9AAAA/QsAACANQTFqIA5BMWr9AAAA/QsAACAHQcAAaiEHIBBBfGoiEA0ACwsCQCAPRQ0AIAsgAiAHamohAiALIAEgB2pqIQEDQCACIAH9AAAA/QsAACACQRBqIQIgAUEQaiEBIA9Bf2oiDw0ACwsgAyAMaiEDIAYgDGohBiAKIAxGDQMLA0BBwJSdgwAgBmpBwJSdgwAgA2otAAA6AAAgBkEBaiEGIANBAWoiAyAJSA0ADAMLC0HAlJ2DACACaiAF/QsAACACQRBqIQIgAyEBDAILIAIhBiABIQMLQQEhCQJAQcCUnYMAIANqLAAAIgFBf0oNACABQX5xQUJHDQNBfyECIANBAWoiCSAATg0EQcCUnYMAIAlqLQAAIglBwAFxQYABRw0EIAlBP3EgAUEGdHIhAUECIQkLQcCUnYMAIAZqIAE6AAAgBkEBaiECIAMgCWohAQsgASAASA0ADAILC0HAlJ2DACAAQQF0aiEOAkAgAyAATg0AIA4hASADIQkDQCABQcCUnYMAIAlq/QAAAP0LAAAgAUEQaiEBIAlBEGoiCSAASA0ACwsCQAJAAkAgBkEQSA0AQcCUnYMAIAZBAXRqQXBqIQkgBiEBA0AgCUHAlJ2DACABakF4av0CAAD9CwAAIAlBcGohCSABQRdLIQIgAUF4aiIHIQEgAg0ADAILCyAGIQcgBkEBSA0BCwJAIAcgB0EAR2siAUEBaiINQQhJDQAgB0EBdCIPQcCUnYMAakF+aiIJIAEgAWoiAmsgCUsNACACIAFJDQAgB0HAlJ2DAGpBf2oiCSABayAJSw0AAkBBwJSdgwBBAEF+IAcbakHAlJ2DACAHaiIBTw0AQcCUnYMAIAdFa0HAlJ2DACAHQQF0akkNAQsgAUF4aiEBIA9BwJSdgwBqQXBqIQkgByANQXhxIg9rIQcgDyECA0AgCSAB/V0AAP0MAAAAAAAAAAAAAAAAAAAAAP0NBxEGEwUVBBcDGQIbAR0AHyAF/Q0ODwwNCgsICQYHBAUCAwAB/QsBACABQXhqIQEgCUFwaiEJIAJBeGoiAg0ACyANIA9GDQELIAdBAWohASAHQQF0QcCUnYMAakF+aiEJA0AgCUHAlJ2DACABakF+ai0AADsBACAJQX5qIQkgAUF/aiIBQQFLDQALCwJAAkAgACADayIAQQFIDQBBwJSdgwAgBkEBdGohD0EAIQNBACEBA0AgDiADaiEHAkACQAJAIANBEGoiCSAATA0AIActAAAhCQwBCwJAIAf9AAAAIgX9ZEUNACAF/RYAIQkMAQsgDyABQQF0aiIDIAX9igH9CwAQIAMgBf2JAf0LAAAgAUEQaiEBIAkhAwwBCyAJQf8BcSENAkAgCUEYdEEYdUEASA0AIA8gAUEBdGogDTsBACADQQFqIQMgAUEBaiEBDAELAkAgCUE+akH/AXFBHUsNAEF/IQIgA0EBaiIJIABODQUgDiAJai0AACIJQcABcUGAAUcNBSAPIAFBAXRqIAlBP3EgDUEGdEHAD3FyOwEAIANBAmohAyABQQFqIQEMAQsCQCAJQfABcUHgAUcNAEF/IQIgA0ECaiIEIABODQVBoAFBgAEgDUHgAUYbIAdBAWotAAAiCUsNBUGfAUG/ASANQe0BRhsgCUkNBSAOIARqLQAAIgdBwAFxQYABRw0FIA8gAUEBdGogCUEGdEHAH3EgDUEMdHIgB0E/cXI7AQAgA0EDaiEDIAFBAWohAQwBC0F/IQIgCUEQakH/AXFBBEsNBCADQQNqIgQgAE4NBEGQAUGAASANQfABRhsgB0EBai0AACIJSw0EQY8BQb8BIA1B9AFGGyAJSQ0EIAdBAmotAAAiB0HAAXFBgAFHDQQgDiAEai0AACIEQcABcUGAAUcNBCAPIAFBAXRqIgJBAmogCUEMdEGA4A9xIA1BEnRBgIDwAHFyIAdBBnRBwB9xciAEQT9xciIJQf8HcUGAuANyOwEAIAIgCUGAgPwfakEKdkGAsH9qOwEAIANBBGohAyABQQJqIQELIAMgAEgNAAsgAUEASA0BIAEgBmohBgtBfiAGaw8LQX8hAgsgAgsGAEGAwAALBQBBgAgLBgBBgIAECwgAQYCqpIAACwgAQYDqpIAACwgAQYDqpYAACwgAQYDqp4AACwgAQYDqqYAACwgAQYDqqoAACwgAQYDqq4AACxgAQQAgATYChKqsgABBACAANgKAqqyAAAsIAEGQqqyAAAsIAEGQqryAAAsIAEGQ6ryAAAsIAEGQqr2AAAsIAEGQ6r2AAAsIAEHQ6r2AAAsIAEHQ6r6AAAsIAEHQqr+AAAsIAEHQyr+AAAsGAEGAgAQLOQBBACABNgLUyseAAEEAIAA2AtDKx4AAQQAgAjYC2MrHgABBACADNgLcyseAAEEAIAQ2AuDKx4AACwgAQfDKx4AAC9oBAQF/QQAgADYC8KrIgABBAEEAKALsiICAACIAQQFqIgE2AuyIgIAAQQBBADYC9KrIgABBAEEANgL4qsiAAAJAIAEgAE8NAEEAIQADQCAAQZCsyIAAakEANgIAIABB/KvIgABqQQA2AgAgAEHoq8iAAGpBADYCACAAQdSryIAAakEANgIAIABBwKvIgABqQQA2AgAgAEGsq8iAAGpBADYCACAAQZiryIAAakEANgIAIABBhKvIgABqQQA2AgAgAEGgAWoiAEGAgNAARw0AC0EAQQE2AuyIgIAACwvZCQIIfwF7QQBBATYChKuYgQBBAEEBOgCgs5iBAEEAIAE2AqSzmIEAQQBBwJSdgwA2AqizmIEAQQBBwJSdgwA2AqyzmIEAQQAgAjYCsLOYgQBBACADNgK8s5iBAEEAQQE2AuCzmIEAQQAgAiADQQF0ajYCtLOYgQBBACACIANBAnRqNgK4s5iBAEEAQQA2AoCrmIEAQQBBADoAkKuYgQBBAEEANgKUs5iBAEEAQQA6AJizmIEAQQBBADYCnLOYgQBBAEEANgLYs5iBAEEAQQA2AtyzmIEAQQBBADoA5LOYgQBBAEEANgLos5iBAEEAQX82AvCzmIEAQQBBADoA0LOYgQBBAEEAOgDss5iBAEEAQQA2AvSzmIEAQQBBADoAzLOYgQBBAEEANgL4s5iBAEEAQQA2AvyzmIEAQQBBADYCgLSYgQBBAEEANgKEtJiBAEEAQQA2AtSzmIEAQQBBADYCyLOYgQBBAEEANgLAs5iBAEEAQQA2Aoi0mIEAQQBBADYCjLSYgQACQAJAIAFFDQBBwJSdgwAgABCsgICAAAwBC0HAlJ2DACAAEK2AgIAAC0EAQQA6AKCzmIEAQX8hBAJAQQAtAJizmIEADQAQroCAgABBAC0AmLOYgQANAEEAIQJBAEEAKALAs5iBACIDQf8BSjYCxLOYgQACQCADQYACSA0AQQAoAsizmIEADwtBACgCsLOYgQAhAwJAQQAoAsizmIEAIgRBEEgNAEEAIQBBACEBA0AgAyABaiADIABqIgL9AAAAIAJBEGr9AAAA/Wb9CwAAIABBIGohACABQSBqIQUgAUEQaiICIQEgBSAETA0ACwsgBCACTA0AAkAgBCACayIGQQhJDQACQCADIAJqIAMgBEEBdGpPDQAgAyACQQF0aiADIARqSQ0BCyAGQXhxIgdBeGoiAUEDdkEBaiIFQQNxIQhBACEJAkAgAUEYSQ0AIAJBAXQhACAFQfz///8DcSEKQQAhCSACIQUDQCADIAVqIgsgAyAAaiIB/QABACAM/Q0AAgQGCAoMDgAAAAAAAAAAIAFBEGr9AAEAIAz9DQACBAYICgwOAAAAAAAAAAD9DQABAgMEBQYHEBESExQVFhf9CwAAIAtBEGogAUEgav0AAQAgDP0NAAIEBggKDA4AAAAAAAAAACABQTBq/QABACAM/Q0AAgQGCAoMDgAAAAAAAAAA/Q0AAQIDBAUGBxAREhMUFRYX/QsAACAAQcAAaiEAIAVBIGohBSAJQSBqIQkgCkF8aiIKDQALCwJAIAhFDQAgAyACIAlqIgBqIQEgAyAAQQF0aiEAA0AgASAA/QABACAM/Q0AAgQGCAoMDgAAAAAAAAAA/VsAAAAgAEEQaiEAIAFBCGohASAIQX9qIggNAAsLIAYgB0YNASACIAdqIQILIAQgAkF/c2ohBQJAIAQgAmtBA3EiAEUNACACQQF0IQEDQCADIAJqIAMgAWotAAA6AAAgAUECaiEBIAJBAWohAiAAQX9qIgANAAsLIAVBA0kNACACQQF0IQUDQCADIAJqIgEgAyAFaiIALQAAOgAAIAFBAWogAEECai0AADoAACABQQJqIABBBGotAAA6AAAgAUEDaiAAQQZqLQAAOgAAIAVBCGohBSAEIAJBBGoiAkcNAAsLIAQLwyYBGn9BAC0AmLOYgQAhAgJAAkACQCABQQFIDQAgAkEBcQ0AIABBBmohAyABQX1qIQQgAEEEaiEFIABBAmohBkEAIAFrIQcgAEEOaiEIIABBFmohCSABQX5qIQogAUF/aiELQQAhDANAIAAgASAMQQAoApSzmIEAEJCAgIAAIQ1BAC0AmLOYgQAhAgJAAkACQAJAAkACQAJAAkACQAJAAkACQCANQQFODQBBfyEMDAELQX8hDCACQQFxDQBBACEOQX8hDANAAkACQAJAAkACQAJAAkACQAJAAkACQCAOQQJ0Ig9B8KmUgABqKAIAQX9qDgQAAQQDAgsgD0H0qZSAAGooAgAgD0H4qZSAAGooAgAgD0H8qZSAAGooAgBBAXEQr4CAgAAgDkEEaiEODAkLIA9B+KmUgABqKAIAIRBBACgChKuYgQBBj6uYgQBqLQAAIREgD0GAqpSAAGooAgAhEiAPQfyplIAAaigCACEMAkACQCAPQfSplIAAaigCACICRQ0AIAJBAXRBgKqkgABqLwEAIhNB//8DRw0BCyAQQQFqIAwQgICAgAAiE0GAwABJDQBBAEEBOgCYs5iBACABIQwMCAtBACEUAkAgAkUNACARQf8BcQ0AIBNBAXRBgOqkgABqLwEAQQ5xIRQLAkACQEEAKAKEq5iBACICQQFHDQAgEyATQQF0QYDqqoAAai8BACICIAJB//8DRhshEAwBCyATQQF0IhVBgOqpgABqLwEAIRACQCACQY+rmIEAai0AACIWQQFHDQAgEyAQIBBB//8DRhshEAwBCwJAIBBB//8DRg0AQQAoAoCrmIEAIgJBAWohDCACQQF0QY60mIEAaiECA0AgDEF/aiIMQQFIDQEgAi8BACERIAJBfmohAiARIBBHDQAMAgsLIBMhECAWDQAgEyAVQYDqqoAAai8BACICIAJB//8DRhshEAsCQCAQELCAgIAARQ0AAkACQEEALQCgs5iBAEUNACAQIA4QsYCAgAAMAQsCQEEAKAKcs5iBACICQf3/A0gNAEEAQQE6AJizmIEADAELQQAgAkEEajYCnLOYgQAgAkECdCICQZSqrIAAaiAQNgIAIAJBkKqsgABqQQE2AgAgAkGYqqyAAGpBADYCACACQZyqrIAAakEANgIACwJAIBBBAXRBgOqkgABqIgItAABBAXFFDQAgEEEBELKAgIAACyAPQYSqlIAAaigCAEEBRw0AQQAoAoSrmIEAIhFBj6uYgQBqLQAARQ0AQQAoAoCrmIEAIgxBAUgNACAQIAxBf2oiDEEBdEGQtJiBAGovAQBHDQBBACAMNgKAq5iBAAJAIAItAABB8ABxRQ0AQQAgEUF/ajYChKuYgQALIBBBARCygICAAAtBACASQQFqIhI2ApSzmIEAAkAgFA0AIBIhDAwIC0EAIAE2ApSzmIEAAkAgFEEIRw0AIAEhDCASIAFODQggEiABQQIQr4CAgAAgASEMDAgLQQBBADYCsIyZgwAgE0GA6quAAGotAABBAnRBgIiAgABqKAIAIRBBASECA0AgECACaiEMIAJBAWoiESECIAxBf2otAAANAAsgEiABTg0DQQAhDCASIQJBACEXAkACQANAIAAgAkEBdCIVai8BACEWAkACQAJAAkACQAJAAkACQCAMIBFHDQACQCAWQXdqDjYAAAIAAAICAgICAgICAgICAgICAgICAgACAgICAgICAgICAgICAgACAgICAgICAgICAgICAgACCyACIBFrIRgMCgtBLyEZAkACQCAMDgIDAQALIAwgEGpBfmotAAAhGQsgFkEgciAZRg0FIBRBBEcNBCAWQSZHDQQgF0GAAkgNA0EAQQE6AJizmIEADAQLQQAhDCAWQd//A3FBHEcNAQwEC0EAIQwgFkHf/wNxQRxGDQMLQQAhDCAUQQRGDQMgBiAVaiEMA0AgAkEBaiICIAFODQYgDC8BACEWIAxBAmohDCAWQTxHDQALQX8hGEEBIQwgAkF/akF/Tg0DDAYLQQAgF0EBaiIMNgKwjJmDACAXQQJ0QcCMmYMAaiACNgIAIAwhFwsgFkE8RiEMDAELIAxBAWohDAsgAkEBaiICIAFIDQALC0F/IRgLIAEgGCAYQQBIGyEaIBhBH3YhGyAUQQRHDQUgF0EBSA0EQQAhFQNAAkAgFUECdEHAjJmDAGoiGSgCACIUIBJMDQBBASECAkAgACASQQF0ai8BAEEmRg0AIBRBf2ohFiAGIBJBAXRqIQwgEiECAkADQAJAIBYgAkcNACAUIQIMAgsgAkEBaiECIAwvAQAhESAMQQJqIQwgEUEmRw0ACwsgAiAUSCECCyASIBQgAhCvgICAACAZKAIAIRQLIBQgFEEBakECEK+AgIAAIBkoAgBBAWohEiAVQQFqIhVBACgCsIyZgwBIDQAMBQsLQQBBAToAmLOYgQAMBwtBACAPQfSplIAAaigCADYClLOYgQAgDkECaiEODAYLIA9B9KmUgABqKAIAIREgD0GAqpSAAGooAgAhECAPQfyplIAAaigCACESAkACQCAPQfiplIAAaigCACICRQ0AIAJBAXRBgKqkgABqLwEAIgJB//8DRw0BCyARQQJqIBIQgICAgAAiAkH/P0sNCQsCQAJAQQAoAoSrmIEAQQFHDQBBACgCgKuYgQAiD0EBSA0AIAIgD0F/aiIPQQF0QZC0mIEAai8BAEcNAEEAIA82AoCrmIEAAkAgAkEBdEGA6qSAAGotAABB8ABxRQ0AQQBBADYChKuYgQALIAJBABCygICAAAwBCyACELOAgIAACyAOQQVqIQ5BACAQQQFqNgKUs5iBAAwFC0EBIRtBfyEYIAEhGiAUQQRHDQEgASEaCyAaIBJMDQFBASECAkAgACASQQF0ai8BAEEmRg0AIBpBf2ohFCAGIBJBAXRqIQwgEiECAkADQAJAIBQgAkcNACAaIQIMAgsgAkEBaiECIAwvAQAhESAMQQJqIQwgEUEmRw0ACwsgAiAaSCECCyASIBogAhCvgICAAAwBCyAaIBJMDQAgEiAaQQIQr4CAgAALIAEhDEEALQCYs5iBAA0AIAEhDCAbDQAgExCzgICAACAYQQFqIQIgAyAYQQF0IgxqIREgBiAMaiEMA0AgESIWQQJqIREgDEECaiEMIAIiFEEBaiECIBAtAAAhEiAQQQFqIRAgEg0ACwJAAkACQCACIAFODQACQCAMLwEAQT5GDQADQCAKIBRGDQIgFEEBaiEUIBYvAQAhAiAWQQJqIRYgAkE+Rw0ACyAUQQFqIQILIAJBf0oNAQsgCyABQQIQr4CAgAAgASEMDAELIAJBAWohDAtBACAMNgKUs5iBAAsgDiAPQYiqlIAAaigCAEEGbGpBB2ohDgtBAC0AmLOYgQAhAiAOIA1ODQEgAkEBcUUNAAsLIAJBAXENDQJAAkBBACgC9KmkgAAOBA4ACwEAC0EAKALwqaSAACICQQFqIgwgAU4NBiAAIAxBAXRqLwEAIg9BIHJBhX9qQWVLDQECQAJAAkAgD0FRag4RAA0NDQ0NDQ0NDQ0NDQ0NDQIBCyACQQJqIg0gAU4NCAJAQQAoApSzmIEAIhEgAk4NAEEBIQ8CQCAAIBFBAXRqLwEAQSZGDQAgAkF/aiEMIAYgEUEBdGohDiARIQ8CQANAAkAgDCAPRw0AIAIhDwwCCyAPQQFqIQ8gDi8BACEQIA5BAmohDiAQQSZHDQALCyAPIAJIIQ8LIBEgAiAPEK+AgIAACwJAIAAgDUEBdGovAQAiDkE+Rw0AQQAgAkEDaiIMNgKUs5iBAAwNCyAOQSByQYV/akFmSQ0LIAJBA2ohEEEBIQwgAyACQQF0IhFqIQ8gBSARaiESQQAhEQJAA0ACQCAOQf//A3EiDkE+Sw0AIA5Bd2oONgICAAICAAAAAAAAAAAAAAAAAAAAAAAAAgAAAAAAAAAAAAAAAAAAAgAAAAAAAAAAAAAAAAAAAgALIAEgEEYNCSAMQShsIA5B/wBxQfCIlIAAai0AAGpBAXRB8IiAgABqLwEAIQwgD0ECaiEPIAJBAWohAiAQQQFqIRAgESAOciERIBJBAmoiEi8BACEODAALCyAQQX9qIQ4CQAJAIBFB/wBLDQAgDEUNACAMQQF0QYCqpIAAai8BACIQQf//A0cNAQsgDSAOEICAgIAAIhBB/z9LDQQLAkACQEEAKAKEq5iBAEEBRw0AQQAoAoCrmIEAIgxBAUgNACAQIAxBf2oiDEEBdEGQtJiBAGovAQBHDQBBACAMNgKAq5iBAAJAIBBBAXRBgOqkgABqLQAAQfAAcUUNAEEAQQA2AoSrmIEACyAQQQAQsoCAgAAMAQsgEBCzgICAAAsCQAJAAkAgEi8BAEE+Rg0AA0AgBCACRg0CIAJBAWohAiAPLwEAIQ4gD0ECaiEPIA5BPkcNAAsgAkECaiEOCyAOQX9KDQELIAsgAUECEK+AgIAAQQAgASIMNgKUs5iBAAwNC0EAIA5BAWoiDDYClLOYgQAMDAsgD0EhRw0LAkBBACgClLOYgQAiESACTg0AQQEhDwJAIAAgEUEBdGovAQBBJkYNACACQX9qIQwgBiARQQF0aiEOIBEhDwJAA0ACQCAMIA9HDQAgAiEPDAILIA9BAWohDyAOLwEAIRAgDkECaiEOIBBBJkcNAAsLIA8gAkghDwsgESACIA8Qr4CAgAALAkAgAkEDaiIOIAFODQAgAkEBdCIQIABqQQRqLwEAQS1HDQAgACAOQQF0ai8BAEEtRw0AAkAgAkEEaiIPIAFODQAgACAPQQF0ai8BAEE+Rw0AIA8hDAwKCyACQQVqIgwgAU4NCgJAIAAgD0EBdGovAQAiDkEtRw0AIAAgDEEBdGovAQBBPkYNCgsgAkEHaiEPIAggEGohAgNAAkAgDkH//wNxQS1HDQAgAkF8ai8BAEEtRw0AAkAgD0F/aiIMIAFODQAgAkF+ai8BAEE+Rg0MCyAPIAFODQAgAkF+ai8BAEEhRw0AIAIvAQBBPkcNACAPIQwMCwsgByAPakEBRg0LIA9BAWohDyACQXxqLwEAIQ4gAkECaiECDAALCyACQQJqIQ8gAkEJaiIQIAFKDQUgACAPQQF0ai8BAEHbAEcNBQJAIAAgDkEBdGovAQAiDkHDAEYNACAOQcMARiEODAULAkAgAkEBdCAAaiIOQQhqLwEAIgxBxABGDQAgDEHEAEYhDgwFCwJAIA5BCmovAQAiDEHBAEYNACAMQcEARiEODAULAkAgDkEMai8BACIMQdQARg0AIAxB1ABGIQ4MBQsCQCAOQQ5qLwEAIgxBwQBGDQAgDEHBAEYhDgwFCyAOQRBqLwEAQdsARiEODAQLAkBBACgClLOYgQAiESACTg0AQQEhDwJAIAAgEUEBdGovAQBBJkYNACACQX9qIQwgBiARQQF0aiEOIBEhDwJAA0ACQCAMIA9HDQAgAiEPDAILIA9BAWohDyAOLwEAIRAgDkECaiEOIBBBJkcNAAsLIA8gAkghDwsgESACIA8Qr4CAgAALIAJBAmoiDyABTg0CIAUgAkEBdGohAgJAA0AgAi8BAEE+Rg0BIAJBAmohAiABIA9BAWoiD0cNAAwECwsgD0F/TA0CQQAgD0EBaiIMNgKUs5iBAAwKC0EAKALwqaSAACEMDAkLQQBBAToAmLOYgQAMDAtBACABIgw2ApSzmIEADAcLIA5FDQAgAkELaiABTg0BIAJBDGohDyAJIAJBAXRqIQICQANAIA8hDAJAIAJBfGovAQBB3QBHDQAgAkF+ai8BAEHdAEcNACACLwEAQT5GDQILIAxBAWohDyACQQJqIQIgDCABSA0ADAMLCyAMQX1qIgJBAEgNAQJAQQAoAoSrmIEAQY+rmIEAai0AAEUNACAQIAJBAxCvgICAAAtBACAMNgKUs5iBAAwGCwJAIA8gAU4NACAFIAJBAXRqIQICQANAIAIvAQBBPkYNASACQQJqIQIgASAPQQFqIg9HDQAMAgsLIA9Bf0wNAEEAIA9BAWoiDDYClLOYgQAMBgtBACABIgw2ApSzmIEADAULQQAgATYClLOYgQALQQAtAJizmIEARQ0GDAcLIAxBf0wNAEEAIAxBAWoiDDYClLOYgQAMAgtBACABIgw2ApSzmIEADAELIAJBA2ohDCADIAJBAXRqIQICQAJAA0AgASAMRg0BIAxBAWohDCACLwEAIQ8gAkECaiECIA9BPkcNAAsgDEF/akF/Sg0BCyABIQwLQQAgDDYClLOYgQALQQAtAJizmIEAIQIgDCABTg0BIAJBAXFFDQALCyACQQFxDQELAkBBACgClLOYgQAiDCABTg0AQQEhAgJAIAAgDEEBdGovAQBBJkYNACAAIAxBAWoiD0EBdGohAgJAA0AgASAPIg5GDQEgDkEBaiEPIAIvAQAhECACQQJqIQIgEEEmRw0ACwsgDiABSCECCyAMIAEgAhCvgICAAAtBACgCgKuYgQAiAkEBSA0AIAJBAWohDyACQQF0QY60mIEAaiECA0AgAi8BAEEBELKAgIAAIAJBfmohAiAPQX9qIg9BAUsNAAsLC6ckARN/QQAtAJizmIEAIQICQAJAAkAgAUEBSA0AIAJBAXENACAAQQFqIQNBACABayEEIAFBf2ohBUEAIQYDQCAAIAEgBkEAKAKUs5iBABCRgICAACEHQQAtAJizmIEAIQICQAJAAkACQAJAAkACQAJAAkACQAJAAkAgB0EBTg0AQX8hBgwBC0F/IQYgAkEBcQ0AQQAhCEF/IQYDQAJAAkACQAJAAkACQAJAAkACQAJAAkAgCEECdCIJQfCplIAAaigCAEF/ag4EAAEEAwILIAlB9KmUgABqKAIAIAlB+KmUgABqKAIAIAlB/KmUgABqKAIAQQFxEK+AgIAAIAhBBGohCAwJCyAJQfiplIAAaigCACEKQQAoAoSrmIEAQY+rmIEAai0AACELIAlBgKqUgABqKAIAIQwgCUH8qZSAAGooAgAhBgJAAkAgCUH0qZSAAGooAgAiAkUNACACQQF0QYCqpIAAai8BACINQf//A0cNAQsgCkEBaiAGEICAgIAAIg1BgMAASQ0AQQBBAToAmLOYgQAgASEGDAgLQQAhDgJAIAJFDQAgC0H/AXENACANQQF0QYDqpIAAai8BAEEOcSEOCwJAAkBBACgChKuYgQAiAkEBRw0AIA0gDUEBdEGA6qqAAGovAQAiAiACQf//A0YbIQoMAQsgDUEBdCIPQYDqqYAAai8BACEKAkAgAkGPq5iBAGotAAAiEEEBRw0AIA0gCiAKQf//A0YbIQoMAQsCQCAKQf//A0YNAEEAKAKAq5iBACICQQFqIQYgAkEBdEGOtJiBAGohAgNAIAZBf2oiBkEBSA0BIAIvAQAhCyACQX5qIQIgCyAKRw0ADAILCyANIQogEA0AIA0gD0GA6qqAAGovAQAiAiACQf//A0YbIQoLAkAgChCwgICAAEUNAAJAAkBBAC0AoLOYgQBFDQAgCiAIELGAgIAADAELAkBBACgCnLOYgQAiAkH9/wNIDQBBAEEBOgCYs5iBAAwBC0EAIAJBBGo2ApyzmIEAIAJBAnQiAkGUqqyAAGogCjYCACACQZCqrIAAakEBNgIAIAJBmKqsgABqQQA2AgAgAkGcqqyAAGpBADYCAAsCQCAKQQF0QYDqpIAAaiICLQAAQQFxRQ0AIApBARCygICAAAsgCUGEqpSAAGooAgBBAUcNAEEAKAKEq5iBACILQY+rmIEAai0AAEUNAEEAKAKAq5iBACIGQQFIDQAgCiAGQX9qIgZBAXRBkLSYgQBqLwEARw0AQQAgBjYCgKuYgQACQCACLQAAQfAAcUUNAEEAIAtBf2o2AoSrmIEACyAKQQEQsoCAgAALQQAgDEEBaiIMNgKUs5iBAAJAIA4NACAMIQYMCAtBACABNgKUs5iBAAJAIA5BCEcNACABIQYgDCABTg0IIAwgAUECEK+AgIAAIAEhBgwIC0EAQQA2ArCMmYMAIA1BgOqrgABqLQAAQQJ0QYCIgIAAaigCACEKQQEhAgNAIAogAmohBiACQQFqIgshAiAGQX9qLQAADQALIAwgAU4NA0EAIQYgDCECQQAhEQJAAkADQCAAIAJqLQAAIRACQAJAAkACQAJAAkACQAJAIAYgC0cNAAJAIBBBd2oONgAAAgAAAgICAgICAgICAgICAgICAgICAAICAgICAgICAgICAgICAAICAgICAgICAgICAgICAAILIAIgC2shEgwKC0EvIQ8CQAJAIAYOAgMBAAsgBiAKakF+ai0AACEPCyAQQSByIA9GDQUgDkEERw0EIBBBJkcNBCARQYACSA0DQQBBAToAmLOYgQAMBAtBACEGIBBB3wFxQRxHDQEMBAtBACEGIBBB3wFxQRxGDQMLQQAhBiAOQQRGDQMgAiEGA0AgBkEBaiICIAFODQYgAyAGaiEQIAIhBiAQLQAAQTxHDQALQX8hEkEBIQYgAkF/akF/Tg0DDAYLQQAgEUEBaiIGNgKwjJmDACARQQJ0QcCMmYMAaiACNgIAIAYhEQsgEEE8RiEGDAELIAZBAWohBgsgAkEBaiICIAFIDQALC0F/IRILIAEgEiASQQBIGyETIBJBH3YhFCAOQQRHDQUgEUEBSA0EQQAhDwNAAkAgD0ECdEHAjJmDAGoiESgCACILIAxMDQBBASECAkAgACAMai0AAEEmRg0AIAtBf2ohDiAMIQICQANAAkAgDiACRw0AIAshEAwCCyADIAJqIQYgAkEBaiIQIQIgBi0AAEEmRw0ACwsgECALSCECCyAMIAsgAhCvgICAACARKAIAIQsLIAsgC0EBakECEK+AgIAAIBEoAgBBAWohDCAPQQFqIg9BACgCsIyZgwBIDQAMBQsLQQBBAToAmLOYgQAMBwtBACAJQfSplIAAaigCADYClLOYgQAgCEECaiEIDAYLIAlB9KmUgABqKAIAIQsgCUGAqpSAAGooAgAhCiAJQfyplIAAaigCACEMAkACQCAJQfiplIAAaigCACICRQ0AIAJBAXRBgKqkgABqLwEAIgJB//8DRw0BCyALQQJqIAwQgICAgAAiAkH/P0sNCQsCQAJAQQAoAoSrmIEAQQFHDQBBACgCgKuYgQAiCUEBSA0AIAIgCUF/aiIJQQF0QZC0mIEAai8BAEcNAEEAIAk2AoCrmIEAAkAgAkEBdEGA6qSAAGotAABB8ABxRQ0AQQBBADYChKuYgQALIAJBABCygICAAAwBCyACELOAgIAACyAIQQVqIQhBACAKQQFqNgKUs5iBAAwFC0EBIRRBfyESIAEhEyAOQQRHDQEgASETCyATIAxMDQFBASECAkAgACAMai0AAEEmRg0AIBNBf2ohCyAMIQICQANAAkAgCyACRw0AIBMhDgwCCyADIAJqIQYgAkEBaiIOIQIgBi0AAEEmRw0ACwsgDiATSCECCyAMIBMgAhCvgICAAAwBCyATIAxMDQAgDCATQQIQr4CAgAALIAEhBkEALQCYs5iBAA0AIAEhBiAUDQAgDRCzgICAACASQQNqIQYgEkEBaiECA0AgBiIMQQFqIQYgAkEBaiECIAotAAAhCyAKQQFqIQogCw0ACwJAAkACQCACIAFODQACQCAAIAJqLQAAQT5GDQADQCABIAxGDQIgACAMaiECIAxBAWoiCiEMIAItAABBPkcNAAsgCkF/aiECCyACQX9KDQELIAUgAUECEK+AgIAAIAEhBgwBCyACQQFqIQYLQQAgBjYClLOYgQALIAggCUGIqpSAAGooAgBBBmxqQQdqIQgLQQAtAJizmIEAIQIgCCAHTg0BIAJBAXFFDQALCyACQQFxDQ0CQAJAQQAoAvSppIAADgQOAAsBAAtBACgC8KmkgAAiCUEBaiIGIAFODQYgACAGai0AACICQSByQYV/akFlSw0BAkACQAJAIAJBUWoOEQANDQ0NDQ0NDQ0NDQ0NDQ0CAQsgCUECaiIMIAFODQgCQEEAKAKUs5iBACILIAlODQBBASECAkAgACALai0AAEEmRg0AIAlBf2ohCiALIQICQANAAkAgCiACRw0AIAkhBgwCCyADIAJqIQggAkEBaiIGIQIgCC0AAEEmRw0ACwsgBiAJSCECCyALIAkgAhCvgICAAAsCQCAAIAxqLQAAIghBPkcNAEEAIAlBA2oiBjYClLOYgQAMDQsgCEEgckGFf2pBZkkNCyAJQQNqIQJBASEKQQAhBgJAA0ACQCAIQf8BcSIJQT5LDQAgCUF3ag42AgIAAgIAAAAAAAAAAAAAAAAAAAAAAAACAAAAAAAAAAAAAAAAAAACAAAAAAAAAAAAAAAAAAACAAsgASACRg0JIApBKGwgCUH/AHFB8IiUgABqLQAAakEBdEHwiICAAGovAQAhCiAGIAlyIQYgACACai0AACEIIAJBAWohAgwACwsgAkF/aiEJAkACQCAGQf8ASw0AIApFDQAgCkEBdEGAqqSAAGovAQAiCEH//wNHDQELIAwgCRCAgICAACIIQf8/Sw0ECyAAIAJqQX9qIQoCQAJAQQAoAoSrmIEAQQFHDQBBACgCgKuYgQAiBkEBSA0AIAggBkF/aiIGQQF0QZC0mIEAai8BAEcNAEEAIAY2AoCrmIEAAkAgCEEBdEGA6qSAAGotAABB8ABxRQ0AQQBBADYChKuYgQALIAhBABCygICAAAwBCyAIELOAgIAACwJAAkACQCAKLQAAQT5GDQADQCABIAJGDQIgACACaiEJIAJBAWoiCCECIAktAABBPkcNAAsgCEF/aiEJCyAJQX9KDQELIAUgAUECEK+AgIAAQQAgASIGNgKUs5iBAAwNC0EAIAlBAWoiBjYClLOYgQAMDAsgAkEhRw0LAkBBACgClLOYgQAiCyAJTg0AQQEhAgJAIAAgC2otAABBJkYNACAJQX9qIQogCyECAkADQAJAIAogAkcNACAJIQYMAgsgAyACaiEIIAJBAWoiBiECIAgtAABBJkcNAAsLIAYgCUghAgsgCyAJIAIQr4CAgAALAkAgCUEDaiIIIAFODQAgCSAAakECai0AAEEtRw0AIAAgCGotAABBLUcNAAJAIAlBBGoiAiABTg0AIAAgAmotAABBPkcNACACIQoMCgsgCUEFaiIKIAFODQoCQCAAIAJqLQAAIghBLUcNACAAIApqLQAAQT5GDQoLIAlBB2ohAgNAAkAgCEH/AXFBLUcNACAAIAJqIglBfmotAABBLUcNAAJAIAJBf2oiCiABTg0AIAlBf2otAABBPkYNDAsgAiABTg0AIAlBf2otAABBIUcNACAJLQAAQT5HDQAgAiEKDAsLIAQgAmpBAUYNCyAAIAJqQX5qLQAAIQggAkEBaiECDAALCyAJQQJqIQIgCUEJaiIKIAFKDQUgACACai0AAEHbAEcNBQJAIAAgCGotAAAiCEHDAEYNACAIQcMARiEIDAULAkAgCSAAaiIIQQRqLQAAIgZBxABGDQAgBkHEAEYhCAwFCwJAIAhBBWotAAAiBkHBAEYNACAGQcEARiEIDAULAkAgCEEGai0AACIGQdQARg0AIAZB1ABGIQgMBQsCQCAIQQdqLQAAIgZBwQBGDQAgBkHBAEYhCAwFCyAIQQhqLQAAQdsARiEIDAQLAkBBACgClLOYgQAiCyAJTg0AQQEhAgJAIAAgC2otAABBJkYNACAJQX9qIQogCyECAkADQAJAIAogAkcNACAJIQYMAgsgAyACaiEIIAJBAWoiBiECIAgtAABBJkcNAAsLIAYgCUghAgsgCyAJIAIQr4CAgAALIAlBAmoiAiABTg0CAkADQCAAIAJqLQAAQT5GDQEgASACQQFqIgJHDQAMBAsLIAJBf0wNAkEAIAJBAWoiBjYClLOYgQAMCgtBACgC8KmkgAAhBgwJC0EAQQE6AJizmIEADAwLQQAgASIGNgKUs5iBAAwHCyAIRQ0AIAlBC2ogAU4NASAJQQxqIQICQANAAkAgACACIgZqIgJBfWotAABB3QBHDQAgAkF+ai0AAEHdAEcNACACQX9qLQAAQT5GDQILIAZBAWohAiAGIAFIDQAMAwsLIAZBfWoiAkEASA0BAkBBACgChKuYgQBBj6uYgQBqLQAARQ0AIAogAkEDEK+AgIAAC0EAIAY2ApSzmIEADAYLAkAgAiABTg0AAkADQCAAIAJqLQAAQT5GDQEgASACQQFqIgJHDQAMAgsLIAJBf0wNAEEAIAJBAWoiBjYClLOYgQAMBgtBACABIgY2ApSzmIEADAULQQAgATYClLOYgQALQQAtAJizmIEARQ0GDAcLIApBf0wNAEEAIApBAWoiBjYClLOYgQAMAgtBACABIgY2ApSzmIEADAELIAlBA2ohAgJAAkADQCABIAJGDQEgACACaiEJIAJBAWoiBiECIAktAABBPkcNAAsgBkF/akF/Sg0BCyABIQYLQQAgBjYClLOYgQALQQAtAJizmIEAIQIgBiABTg0BIAJBAXFFDQALCyACQQFxDQELAkBBACgClLOYgQAiCCABTg0AQQEhAgJAIAAgCGotAABBJkYNACAIQQFqIQkCQANAIAEgCSICRg0BIAJBAWohCSAAIAJqLQAAQSZHDQALCyACIAFIIQILIAggASACEK+AgIAAC0EAKAKAq5iBACICQQFIDQAgAkEBaiEJIAJBAXRBjrSYgQBqIQIDQCACLwEAQQEQsoCAgAAgAkF+aiECIAlBf2oiCUEBSw0ACwsLoAsDCX8DewN/AkBBACgCiLSYgQAiAA0AQQBBADoA7LOYgQAPCwJAQQAoAoS0mIEAIgFBAUgNACABQQFqIQIgAUEYbEH4w5iBAGohAUEAKAK8s5iBACEDA0BBACgCtLOYgQAhBEEAKALAs5iBACEFAkACQCAAIANIDQBBAEEBOgCYs5iBAAwBC0EAIABBAWoiBjYCiLSYgQBBACAFQd0AciIFNgLAs5iBACAEIABBAXRqQd0AOwEAIAYhAAsCQAJAIAAgA0gNAEEAQQE6AJizmIEADAELQQAgAEEBajYCiLSYgQBBACAFQShyNgLAs5iBACAEIABBAXRqQSg7AQALIAEQtICAgAACQAJAQQAoAoi0mIEAIgBBACgCvLOYgQAiA0gNAEEAQQE6AJizmIEADAELQQAgAEEBaiIFNgKItJiBAEEAQQAoAsCzmIEAQSlyNgLAs5iBAEEAKAK0s5iBACAAQQF0akEpOwEAIAUhAAsgAUFoaiEBIAJBf2oiAkEBSw0ACwtBAEEAOgDss5iBAEEAQQA2AoS0mIEAAkBBACgC8LOYgQBBf0wNACAAQQlqIQUCQEEAKAL8s5iBACIHQQAoAvSzmIEAIghMIgINAAJAAkAgByAIayIEQQRPDQAgCCEBDAEL/QwAAAAAAAAAAAAAAAAAAAAAIAX9HAAhCSAIQQF0QZD0mIEAaiEDIAj9ESIK/QwAAAAAAQAAAAIAAAADAAAA/a4BIQsgCCAEQXxxIgZqIQEgBiEFA0AgCSALIAr9O/2xASAD/QQBACIJ/RsDQdDqvoAAaiAJ/RsCQdDqvoAAaiAJ/RsBQdDqvoAAaiAJ/RsAQdDqvoAAav0MAAAAAAAAAAAAAAAAAAAAAP1UAAAA/VQAAAT9VAAACP1UAAAM/a4BIQkgA0EIaiEDIAv9DAQAAAAEAAAABAAAAAQAAAD9rgEhCyAFQXxqIgUNAAsgCSAJIAn9DQgJCgsMDQ4PAAAAAAAAAAD9rgEiCSAJIAn9DQQFBgcAAAAAAAAAAAAAAAD9rgH9GwAhBSAEIAZGDQELIAFBAXRBkPSYgQBqIQMDQCAFIAEgCEpqIAMvAQBB0Oq+gABqLQAAaiEFIANBAmohAyAHIAFBAWoiAUcNAAsLAkBBACgCyLOYgQAiBiAFakEAKAK8s5iBAEwNAEEAQQE6AJizmIEAQQBBADYCiLSYgQAPCwJAIAZBAUgNAEEAKAKws5iBACAGQQF0akEKOwEAIAZBAWohBgtBACgCsLOYgQAhDAJAIAINACAIIQQDQAJAIAQgCEwNACAMIAZBAXRqQT47AQAgBkEBaiEGCwJAIARBAXRBkPSYgQBqLwEAIgFB0Oq+gABqIgUtAABFDQAgDCAGQQF0aiEDIAFBAXRB0Oq9gABqIQJBACEBA0AgAyABIAIvAQBqQdCqv4AAai0AADsBACADQQJqIQMgAUEBaiIBIAUtAABJDQALQQAgBiABaiIGNgLIs5iBAAsgBEEBaiIEIAdHDQALCyAMIAZBAXRqQfwAOwEAIAZBAWohDQJAIABBAUgNACAAQX9qIgFBA3ZBAWoiA0EDcSECQQAhBEEAKAK0s5iBACEHAkAgAUEYSQ0AIANB/P///wNxIQggDCAGQQF0aiEOQQAhAUEAIQQDQCAOIAFqIgNBAmogByABaiIF/QAAAP0LAAAgA0ESaiAFQRBq/QAAAP0LAAAgA0EiaiAFQSBq/QAAAP0LAAAgA0EyaiAFQTBq/QAAAP0LAAAgAUHAAGohASAEQSBqIQQgCEF8aiIIDQALCyACRQ0AIAcgBEEBdGohASAGIARqQQF0IAxqQQJqIQMDQCADIAH9AAAA/QsAACADQRBqIQMgAUEQaiEBIAJBf2oiAg0ACwtBACANIABqNgLIs5iBAAtBAEEANgKItJiBAAvOFgMKfwN7AX8CQCABIABMDQACQAJAQQAtAKCzmIEARQ0AAkBBAC0A5LOYgQBFDQACQEEAKALUs5iBACIDQf4XSA0AQQBBAToAmLOYgQAPC0EAIANBA2o2AtSzmIEAIANBAnQiA0H0yseAAGogATYCACADQfDKx4AAaiAANgIAIANB+MrHgABqIAI2AgAPC0EAKALYs5iBAEEASg0CQQAoAvCzmIEAQQBIDQIgAkEBRw0BAkAgACABEIGAgIAAIgRBAEgNACAERQ0DQQAoArSzmIEAIQVBACgCvLOYgQAhBkEAKAKAtJiBACEHQQAtAOyzmIEAIQBBACgChLSYgQAhAkEAKAKItJiBACEDQQAoAsCzmIEAIQFBACEIA0ACQAJAAkACQCAIQQF0QdDKv4AAai8BACIJQSFJDQAgCUGgAUkNAiAJQaABRg0BIAlBgC1GDQEgCUGAQGpBC0kNAQJAIAlB3sAASg0AIAlB2L9/aiIKQQdLDQNBASAKdEGDAXENAgwDCyAJQd/AAEYNASAJQYDgAEYNASAJQf/9A0cNAgwBCyAJQSBGDQAgCUFyakF7SQ0BC0EBIQBBAEEBOgDss5iBAAwBCwJAAkACQCAAQQFxDQAgByACSg0BDAILAkAgA0EBSA0AAkAgAyAGSA0AQQBBAToAmLOYgQAMAQtBACADQQFqIgA2Aoi0mIEAQQAgAUEgciIBNgLAs5iBACAFIANBAXRqQSA7AQAgACEDC0EAQQA6AOyzmIEACwJAIAcgAkwNACACQQFqIQACQCAHIAJrQQFxRQ0AAkACQCADIAZIDQBBAEEBOgCYs5iBAAwBC0EAIANBAWoiCjYCiLSYgQBBACABQdsAciIBNgLAs5iBACAFIANBAXRqQdsAOwEAIAohAwsgAkEYbEGcxJiBAGpBATYCACAAIQILIAcgAEYNACAHIAJrIQogAkEYbEG0xJiBAGohACADIQIDQAJAAkAgAiAGSA0AQQBBAToAmLOYgQAMAQtBACACQQFqIgM2Aoi0mIEAQQAgAUHbAHIiATYCwLOYgQAgBSACQQF0akHbADsBACADIQILIABBaGpBATYCAAJAAkAgAiAGSA0AQQBBAToAmLOYgQAMAQtBACACQQFqIgM2Aoi0mIEAQQAgAUHbAHIiATYCwLOYgQAgBSACQQF0akHbADsBACADIQILIABBATYCACAAQTBqIQAgCkF+aiIKDQALC0EAIAc2AoS0mIEAIAchAgsCQCADIAZIDQBBACEAQQBBAToAmLOYgQAMAQtBACEAQQAgA0EBaiIKNgKItJiBAEEAIAEgCXIiATYCwLOYgQAgBSADQQF0aiAJOwEAIAohAwsgCEEBaiIIIARHDQAMBAsLQQBBAToAmLOYgQAPCwJAQQAoApyzmIEAIgNB/f8DSA0AQQBBAToAmLOYgQAPC0EAIANBBGo2ApyzmIEAIANBAnQiA0GUqqyAAGogADYCACADQZCqrIAAakEDNgIAIANBmKqsgABqIAE2AgAgA0GcqqyAAGogAjYCAAwBCwJAIAEgAGtBAXRBACgCiLSYgQAiA2pBggJqQQAoAryzmIEAIgpMDQBBAEEBOgCYs5iBAA8LQQAtAOyzmIEAIQlBACgChLSYgQAhB0EAKALAs5iBACEGAkBBACgCpLOYgQBFDQBBACgCtLOYgQAhCEEAKAKAtJiBACEEQQAoAqyzmIEAIQsDQAJAAkACQAJAIAsgAEEBdGovAQAiBUEhSQ0AIAVBoAFJDQIgBUGgAUYNASAFQYAtRg0BIAVBgEBqQQtJDQECQCAFQd7AAEoNACAFQdi/f2oiAkEHSw0DQQEgAnRBgwFxDQIMAwsgBUHfwABGDQEgBUGA4ABGDQEgBUH//QNHDQIMAQsgBUEgRg0AIAVBcmpBe0kNAQtBASEJQQBBAToA7LOYgQAMAQsCQAJAAkAgCUEBcQ0AIAQgB0oNASADIQIMAgsCQCADQQFIDQACQCADIApIDQBBAEEBOgCYs5iBAAwBCyAIIANBAXRqQSA7AQAgA0EBaiEDIAZBIHIhBgtBAEEAOgDss5iBAAsCQAJAIAQgB0oNACADIQIMAQsgB0EBaiEJAkACQCAEIAdrQQFxDQAgAyECDAELAkACQCADIApIDQBBAEEBOgCYs5iBACADIQIMAQsgCCADQQF0akHbADsBACADQQFqIQIgBkHbAHIhBgsgB0EYbEGcxJiBAGpBATYCACAJIQcLIAQgCUYNACAEIAdrIQkgB0EYbEG0xJiBAGohAwNAAkACQCACIApIDQBBAEEBOgCYs5iBAAwBCyAIIAJBAXRqQdsAOwEAIAJBAWohAiAGQdsAciEGCyADQWhqQQE2AgACQAJAIAIgCkgNAEEAQQE6AJizmIEADAELIAggAkEBdGpB2wA7AQAgAkEBaiECIAZB2wByIQYLIANBATYCACADQTBqIQMgCUF+aiIJDQALC0EAIAQ2AoS0mIEAIAQhBwtBACEJQQAgAkEBaiIDNgKItJiBAEEAIAYgBXIiBjYCwLOYgQAgCCACQQF0aiAFOwEACyAAQQFqIgAgAUcNAAwCCwtBACgCtLOYgQAhCEEAKAKos5iBACEEQQAoAoC0mIEAIQsDQAJAAkACQAJAIAlBAXEiDEUNACAAIQIMAQsCQCALIAdGDQAgACECDAELAkBBACAEIABqIgL9AAAAIg39DCAgICAgICAgICAgICAgICAiDv0jIg/9ZEEBcSADG0H//wMgASAAayIFdEGAgARyQYCABCAFQRBIG3L9DP////////////////////8gDSAO/ST9DAAAAAAAAAAAAAAAAAAAAAAgDf0MISEhISEhISEhISEhISEhIf0m/VIgAv0AAAEgDv0jIA/9TiAN/QygoKCgoKCgoKCgoKCgoKCg/SP9UP1S/WRyaCIQDQAgACECDAELAkACQCAEIBBBf2oiBSAAaiICai0AAEEgRg0AIBAgAGohAiAQIQUMAQsgBQ0AIAAhAgwBC0EAIAUgA2oiADYCiLSYgQAgCCADQQF0aiIDIA39igH9CwAQIAMgDf2JAf0LAAAgBUEQRg0BIAAhAyACIAFODQELIAJBAWohAAJAAkAgBCACai0AACIFQSBGDQAgBUF3akEFSQ0AIAVBoAFHDQELQQEhCUEAQQE6AOyzmIEADAILAkACQAJAIAwNACALIAdKDQEgAyECDAILAkAgA0EBSA0AAkAgAyAKSA0AQQBBAToAmLOYgQAMAQtBACAGQSByIgY2AsCzmIEAIAggA0EBdGpBIDsBACADQQFqIQMLQQBBADoA7LOYgQALAkACQCALIAdKDQAgAyECDAELIAdBAWohCQJAAkAgCyAHa0EBcQ0AIAMhAgwBCwJAAkAgAyAKSA0AQQBBAToAmLOYgQAgAyECDAELIAggA0EBdGpB2wA7AQAgA0EBaiECIAZB2wByIQYLIAdBGGxBnMSYgQBqQQE2AgAgCSEHCyALIAlGDQAgCyAHayEJIAdBGGxBtMSYgQBqIQMDQAJAAkAgAiAKSA0AQQBBAToAmLOYgQAMAQsgCCACQQF0akHbADsBACACQQFqIQIgBkHbAHIhBgsgA0FoakEBNgIAAkACQCACIApIDQBBAEEBOgCYs5iBAAwBCyAIIAJBAXRqQdsAOwEAIAJBAWohAiAGQdsAciEGCyADQQE2AgAgA0EwaiEDIAlBfmoiCQ0ACwtBACALNgKEtJiBACALIQcLQQAhCUEAIAJBAWoiAzYCiLSYgQBBACAGIAVyIgY2AsCzmIEAIAggAkEBdGogBTsBAAwBCyAAIQMgCyEHIAIhAAsgACABSA0ACwsLuAMBB38CQAJAIABBAXRBgOqkgABqIgEvAQAiAkGAAXENAEEAKAKAq5iBACEDDAELQQAoAoCrmIEAIgNBAWohBCADQQF0QY60mIEAaiEFQQAoAoCqrIAAIQYDQCAEQX9qIgRBAUgNASAFLwEAIQcgBUF+aiEFIAYgB0cNAAtBAA8LAkAgAEECdEGA6qeAAGooAgAiB0UNACADQQFIDQACQANAIANBf2oiBEEBdEGQtJiBAGovAQAiBUECdEGA6qWAAGooAgAgB3FFDQFBACAENgKAq5iBAAJAIAVBAXRBgOqkgABqLQAAQfAAcUUNAEEAQQAoAoSrmIEAQX9qNgKEq5iBAAsgBUEBELKAgIAAQQAoAoCrmIEAIgNBAEoNAAsLIAEvAQAhAgtBASEFAkAgAkEBcQ0AAkAgA0GACEgNAEEAQQE6AJizmIEAQQEPC0EBIQVBACADQQFqNgKAq5iBACADQQF0QZC0mIEAaiAAOwEAIAJB8ABxRQ0AQQEhBUEAQQAoAoSrmIEAIgRBAWo2AoSrmIEAIARBkKuYgQBqQQEgAkEEdkECcSACQf//A3FBEHEbOgAACyAFC5wOAQt/I4CAgIAAQRBrIgIkgICAgAACQAJAQQAoAvizmIEAQYAISA0AQQBBAToAmLOYgQAMAQsCQEEAKALYs5iBACIDQQFIDQACQEEALQDks5iBAEUNAEEAQQE6ANCzmIEAC0EAKALQyseAACAAQZDqvIAAai0AAHIhBAJAIAFBAEgNACABQQJ0QYiqlIAAaigCACIFQQFIDQAgBUEBcSEGIAFBB2ohBwJAIAVBAUYNACAFQX5xIQggAUECdEGkqpSAAGohBQNAQQMhCUEDIQoCQCAFQWhqKAIAIgtFDQBBAyEKIAtBAXRBgKqkgABqLwEAIgtB//8DRg0AIAtBkKq9gABqLQAAIQoLIAogBHIhCgJAIAUoAgAiBEUNACAEQQF0QYCqpIAAai8BACIEQf//A0YNACAEQZCqvYAAai0AACEJCyAFQTBqIQUgB0EMaiEHIAkgCnIhBCAIQX5qIggNAAsLIAZFDQBBAyEFAkAgB0ECdEHwqZSAAGooAgAiCkUNACAKQQF0QYCqpIAAai8BACIKQf//A0YNACAKQZCqvYAAai0AACEFCyAFIARyIQQLAkAgBEEBcUUNACABIABBA0EBQQAoAuCzmIEAGxCCgICAABpBACgC2LOYgQAhAwtBACADQQFqNgLYs5iBAAwBCyAAQZCqvIAAai0AACEGQQAhA0EAQQAoAtyzmIEAQQFqNgLcs5iBAEEAKALQyseAACAAQZDqvIAAai0AAHIhCQJAIAFBAEgNACABQQJ0QYiqlIAAaigCACIFQQFIDQAgBUEBcSEMIAFBB2ohBwJAIAVBAUYNACAFQX5xIQggAUECdEGkqpSAAGohBQNAQQMhBEEDIQoCQCAFQWhqKAIAIgtFDQBBAyEKIAtBAXRBgKqkgABqLwEAIgtB//8DRg0AIAtBkKq9gABqLQAAIQoLIAogCXIhCgJAIAUoAgAiCUUNACAJQQF0QYCqpIAAai8BACIJQf//A0YNACAJQZCqvYAAai0AACEECyAFQTBqIQUgB0EMaiEHIAQgCnIhCSAIQX5qIggNAAsLIAxFDQBBAyEFAkAgB0ECdEHwqZSAAGooAgAiCkUNACAKQQF0QYCqpIAAai8BACIKQf//A0YNACAKQZCqvYAAai0AACEFCyAFIAlyIQkLAkBBACgC8LOYgQBBHnYiBUEBciAJcUUNAAJAIAEgACAJIAVxQQJ0IAlBBHRyQRhxQQAoAuizmIEAQQBKQQJ0chCCgICAACIDQX9KDQBBAEEBOgCYs5iBAAwCCyADQQFxRQ0AQQBBATYC2LOYgQBBAEEAKAL4s5iBACIFQQFqNgL4s5iBACAFQaCEmYEAakEAOgAAQQBBACgCuOq9gAAgAEdBACgCvOq9gAAgAEdxNgLgs5iBAAwBCwJAIAZBBHFFDQACQAJAQQAoArDqvYAAIABHDQAgASAAELqAgIAADAELIANBAnFFDQBBAEEBOgDks5iBAAtBAEEBNgLYs5iBAEEAQQAoAvizmIEAIgVBAWo2AvizmIEAIAVBoISZgQBqQQA6AABBAEEAKAK46r2AACAAR0EAKAK86r2AACAAR3E2AuCzmIEADAELQQAhBQJAIANBBHFFDQAQroCAgABBAEEBOgDMs5iBAEEAQQAoAtyzmIEANgLws5iBAEEAQQAoAvyzmIEANgL0s5iBAEEIIQULAkACQCAGQQFxRQ0AEK6AgIAAAkAgBkECcQ0AIAVBAXIhBQwCC0EAQQAoAvyzmIEAIgpBAWo2AvyzmIEAIApBAXRBkPSYgQBqIAA7AQAgBUEDciEFDAELAkBBACgCkOq9gAAgAEcNACABQQBIDQEgAUEAKALUyseAACACQQxqIAJBCGogAkEEahC7gICAAEUNAQJAQQAoAoC0mIEAIgpB/wFKDQBBACAKQQFqNgKAtJiBACAKQRhsIgpBpMSYgQBqQQA2AgAgCkGcxJiBAGpCgICAgHA3AgAgCkGYxJiBAGogAigCBDYCACAKQZTEmIEAaiACKAIINgIAIApBkMSYgQBqIAIoAgw2AgAgBUEEciEFDAILQQBBAToAmLOYgQAMAgsCQAJAQQAoApTqvYAAIABGDQBBACgCmOq9gAAgAEcNAQtBAEEBOgDss5iBAAwBCwJAAkBBACgCnOq9gAAgAEYNAEEAKAKg6r2AACAARg0AQQAoAqTqvYAAIABHDQELQQBBAToA7LOYgQAgBUEQciEFDAELAkBBACgCqOq9gAAgAEcNACABELyAgIAADAELAkBBACgCrOq9gAAgAEcNAEEAQQAoAuizmIEAQQFqNgLos5iBACAFQSByIQUMAQsgBkEIcUUNACABIAAQuoCAgAALQQAoAvizmIEAIgpBoISZgQBqIAU6AABBACAKQQFqNgL4s5iBAAsgAkEQaiSAgICAAAvGDgEJfwJAQQAtAKCzmIEARQ0AQdizmIEAIQECQEEAKALYs5iBACIAQQFKDQACQAJAIABBAUcNAEEAQQAoAvizmIEAQX9qNgL4s5iBAEEAQQA2AtizmIEAAkBBAC0A5LOYgQBFDQBBAEEAOgDks5iBAAJAQQAoAtSzmIEAIgBB/hdIDQBBAEEBOgCYs5iBAEEAKALcs5iBACEADAMLQQAgAEEDajYC1LOYgQAgAEECdCIAQfDKx4AAakF/NgIAIABB9MrHgABqQQAoAuizmIEANgIAIABB+MrHgABqQQA2AgALQQAoAtyzmIEAIQAMAQsCQEEAKAL4s5iBACIAQQFIDQBBACAAQX9qNgL4s5iBAAJAIABBn4SZgQBqLQAAIgBBAXFFDQAQroCAgAAgAEECcUUNAEEAQQAoAvyzmIEAQX9qNgL8s5iBAAsCQCAAQQRxRQ0AQQAoAoC0mIEAIgJFDQBBACACQX9qIgM2AoC0mIEAIANBGGwiAUGQxJiBAGohBAJAQQAoAoS0mIEAIgUgAkgNAEEAKAK0s5iBACEGQQAoAsCzmIEAIQUCQAJAQQAoAoi0mIEAIgFBACgCvLOYgQAiB0gNAEEAQQE6AJizmIEADAELQQAgAUEBaiICNgKItJiBAEEAIAVB3QByIgU2AsCzmIEAIAYgAUEBdGpB3QA7AQAgAiEBCwJAAkAgASAHSA0AQQBBAToAmLOYgQAMAQtBACABQQFqNgKItJiBAEEAIAVBKHI2AsCzmIEAIAYgAUEBdGpBKDsBAAsgBBC0gICAAAJAAkBBACgCiLSYgQAiAUEAKAK8s5iBAEgNAEEAQQE6AJizmIEADAELQQAgAUEBajYCiLSYgQBBAEEAKALAs5iBAEEpcjYCwLOYgQBBACgCtLOYgQAgAUEBdGpBKTsBAAtBAEEAKAKAtJiBADYChLSYgQAMAQsgAUGcxJiBAGoiASgCAA0AQQAoAvCzmIEAQQBIDQAgAUEBNgIAQQAoAoi0mIEAIQECQEEALQDss5iBAEUNAAJAIAFBAUgNAAJAIAFBACgCvLOYgQBIDQBBAEEBOgCYs5iBAAwBC0EAIAFBAWoiBjYCiLSYgQBBAEEAKALAs5iBAEEgcjYCwLOYgQBBACgCtLOYgQAgAUEBdGpBIDsBACAGIQELQQBBADoA7LOYgQALQQAoArSzmIEAIQhBACgCvLOYgQAhBkEAKALAs5iBACEHAkAgBSADTg0AIAJBfmohCQJAAkAgAiAFQX9zakEBcQ0AIAUhCgwBCwJAAkAgASAGSA0AQQBBAToAmLOYgQAMAQtBACABQQFqIgo2Aoi0mIEAQQAgB0HbAHIiBzYCwLOYgQAgCCABQQF0akHbADsBACAKIQELIAVBGGxBnMSYgQBqQQE2AgAgBUEBaiEKCyAJIAVGDQAgCkEYbEG0xJiBAGohBSAKQX9zIAJqIQIDQAJAAkAgASAGSA0AQQBBAToAmLOYgQAMAQtBACABQQFqIgk2Aoi0mIEAQQAgB0HbAHIiBzYCwLOYgQAgCCABQQF0akHbADsBACAJIQELIAVBaGpBATYCAAJAAkAgASAGSA0AQQBBAToAmLOYgQAMAQtBACABQQFqIgk2Aoi0mIEAQQAgB0HbAHIiBzYCwLOYgQAgCCABQQF0akHbADsBACAJIQELIAVBATYCACAFQTBqIQUgAkF+aiICDQALC0EAIAM2AoS0mIEAAkACQCABIAZIDQBBAEEBOgCYs5iBAAwBC0EAIAFBAWoiBTYCiLSYgQBBACAHQdsAciIHNgLAs5iBACAIIAFBAXRqQdsAOwEAIAUhAQsCQAJAIAEgBkgNAEEAQQE6AJizmIEADAELQQAgAUEBaiIFNgKItJiBAEEAIAdB3QByIgc2AsCzmIEAIAggAUEBdGpB3QA7AQAgBSEBCwJAAkAgASAGSA0AQQBBAToAmLOYgQAMAQtBACABQQFqNgKItJiBAEEAIAdBKHI2AsCzmIEAIAggAUEBdGpBKDsBAAsgBBC0gICAAAJAQQAoAoi0mIEAIgFBACgCvLOYgQBIDQBBAEEBOgCYs5iBAAwBC0EAIAFBAWo2Aoi0mIEAQQBBACgCwLOYgQBBKXI2AsCzmIEAQQAoArSzmIEAIAFBAXRqQSk7AQALAkAgAEEQcUUNAEEAQQE6AOyzmIEACwJAIABBIHFFDQBBAEEAKALos5iBAEF/ajYC6LOYgQALIABBCHFFDQAQroCAgABBACgC8LOYgQBBACgC3LOYgQBHDQBBAEF/NgLws5iBAAtBACgC3LOYgQAhAAtB3LOYgQAhAQsgASAAQX9qNgIADwsCQEEAKAKcs5iBACIFQf3/A0gNAEEAQQE6AJizmIEADwtBACAFQQRqNgKcs5iBACAFQQJ0IgVBlKqsgABqIAA2AgAgBUGQqqyAAGpBAjYCACAFQZiqrIAAaiABNgIAIAVBnKqsgABqQQA2AgAL8QcBBX8CQAJAQQAoAoSrmIEAIgFBAUcNACAAIABBAXRBgOqqgABqLwEAIgEgAUH//wNGGyECDAELIABBAXRBgOqpgABqLwEAIQICQCABQY+rmIEAai0AACIDQQFHDQAgACACIAJB//8DRhshAgwBCwJAIAJB//8DRg0AQQAoAoCrmIEAIgFBAWohBCABQQF0QY60mIEAaiEBA0AgBEF/aiIEQQFIDQEgAS8BACEFIAFBfmohASAFIAJHDQAMAgsLAkAgA0UNACAAIQIMAQsgACAAQQF0QYDqqoAAai8BACIBIAFB//8DRhshAgsCQAJAIAJBAXRBgOqkgABqLwEAIgFBAXFFDQAgAUGAAnFFDQECQAJAQQAtAKCzmIEARQ0AIAJBfxCxgICAAAwBCwJAQQAoApyzmIEAIgFB/f8DSA0AQQBBAToAmLOYgQAMAQtBACABQQRqNgKcs5iBACABQQJ0IgFBlKqsgABqIAI2AgAgAUGQqqyAAGpBATYCACABQZiqrIAAakEBNgIAIAFBnKqsgABqQQA2AgALIAJBABCygICAAA8LQQAhAUEAKAKAq5iBACIAQQF0QY60mIEAaiEEAkACQANAIAAgAWpBAUgNASABQX9qIQEgBC8BACEFIARBfmohBCACIAVHDQALQQAgAWtBAkgNAUEBIAFrIQQgACEBA0ACQAJAIAENAEEAIQEMAQtBACABQX9qIgE2AoCrmIEAAkAgAUEBdEGQtJiBAGovAQAiAUEBdEGA6qSAAGotAABB8ABxRQ0AQQBBACgChKuYgQBBf2o2AoSrmIEACyABQQEQsoCAgABBACgCgKuYgQAiACEBCyAEQX9qIgRBAkoNAAwCCwsgAkEAKAKEqqyAAEcNASACELCAgIAAGgJAAkBBAC0AoLOYgQBFDQAgAkF/ELGAgIAADAELAkBBACgCnLOYgQAiAUH9/wNIDQBBAEEBOgCYs5iBAAwBC0EAIAFBBGo2ApyzmIEAIAFBAnQiAUGUqqyAAGogAjYCACABQZCqrIAAakEBNgIAIAFBmKqsgABqQQE2AgAgAUGcqqyAAGpBADYCAAtBACgCgKuYgQAiAUUNAUEAIAFBf2oiATYCgKuYgQACQCABQQF0QZC0mIEAai8BACIBQQF0QYDqpIAAai0AAEHwAHFFDQBBAEEAKAKEq5iBAEF/ajYChKuYgQALIAFBABCygICAAAwBCyAARQ0AQQAgAEF/aiIBNgKAq5iBAAJAIAFBAXRBkLSYgQBqLwEAIgFBAXRBgOqkgABqLQAAQfAAcUUNAEEAQQAoAoSrmIEAQX9qNgKEq5iBAAsgAUEAELKAgIAADwsLhAcBDH8jgICAgABBEGsiASSAgICAAAJAAkACQAJAIAAoAhAiAkEASA0AIAAoAhQhAwwBCyAAKAIAIAAoAgQgACgCCCABQQxqEL2AgIAAIgNBAEgNAUEAKAKMtJiBACICIANqIgRBACgCvLOYgQBKDQEgACADNgIUIAAgAjYCECADRQ0AQQAhBUEAKAK4s5iBACEGIAEoAgwhBwJAAkACQCADQQhPDQAgAiEADAELAkAgBiACQQF0aiAHIANBAXRqTw0AIAIhACAHIAYgBEEBdGpJDQELIANBeHEiBUF4aiIAQQN2QQFqIgRBA3EhCEEAIQkCQCAAQRhJDQAgBEH8////A3EhCiAGIAJBAXRqIQtBACEAQQAhCQNAIAsgAGoiBCAHIABqIgz9AAEA/QsBACAEQRBqIAxBEGr9AAEA/QsBACAEQSBqIAxBIGr9AAEA/QsBACAEQTBqIAxBMGr9AAEA/QsBACAAQcAAaiEAIAlBIGohCSAKQXxqIgoNAAsLAkAgCEUNACAHIAlBAXRqIQAgBiAJIAJqQQF0aiEEA0AgBCAA/QABAP0LAQAgBEEQaiEEIABBEGohACAIQX9qIggNAAsLIAIgBWohACADIAVGDQELIAMgBUF/c2ohCQJAIANBA3EiCEUNACAGIABBAXRqIQQgByAFQQF0aiEMA0AgBCAMLwEAOwEAIARBAmohBCAMQQJqIQwgBUEBaiEFIABBAWohACAIQX9qIggNAAsLIAlBA0kNACADIAVrIQggBiAAQQF0aiEJIAcgBUEBdGohCkEAIQQDQCAJIARqIgwgCiAEaiIFLwEAOwEAIAxBAmogBUECai8BADsBACAMQQRqIAVBBGovAQA7AQAgDEEGaiAFQQZqLwEAOwEAIARBCGohBCAAQQRqIQAgCEF8aiIIDQALC0EAIAA2Aoy0mIEACyADQQFIDQFBACgCuLOYgQAgAkEBdGohAEEAKAK0s5iBACEJQQAoAryzmIEAIQVBACgCiLSYgQAhBEEAKALAs5iBACEIA0ACQAJAIAQgBUgNAEEAQQE6AJizmIEADAELIAAvAQAhDEEAIARBAWoiAjYCiLSYgQBBACAIIAxyIgg2AsCzmIEAIAkgBEEBdGogDDsBACACIQQLIABBAmohACADQX9qIgMNAAwCCwtBAEEBOgCYs5iBAAsgAUEQaiSAgICAAAsLAEEAKALEs5iBAAsLAEEALQDMs5iBAAsLAEEALQDQs5iBAAsLAEEAKALUs5iBAAuCAQBBAEEBNgKEq5iBAEEAQQA2AoCrmIEAQQBBADoAkKuYgQBBAEEANgKUs5iBAEEAQQA6AJizmIEAQQBBADYCnLOYgQACQAJAIAFFDQBBwJSdgwAgABCsgICAAAwBC0HAlJ2DACAAEK2AgIAAC0F/QQAoApyzmIEAQQAtAJizmIEAGwu0BwEJfwJAQQAoAvCzmIEAQQBIDQBBmLOYgQAhAgJAIAAgARCDgICAACIDQX5GDQAgA0EASA0BAkBBACgCiLSYgQAiAEEBSA0AAkAgAEEAKAK8s5iBAEgNAEEAQQE6AJizmIEADAELQQAgAEEBaiIBNgKItJiBAEEAQQAoAsCzmIEAQSByNgLAs5iBAEEAKAK0s5iBACAAQQF0akEgOwEAIAEhAAsCQEEAKAKAtJiBACIEQQAoAoS0mIEAIgFMDQAgAUEBaiEFQQAoArSzmIEAIQZBACgCvLOYgQAhB0EAKALAs5iBACEIAkAgBCABa0EBcUUNAAJAAkAgACAHSA0AQQBBAToAmLOYgQAMAQtBACAAQQFqIgk2Aoi0mIEAQQAgCEHbAHIiCDYCwLOYgQAgBiAAQQF0akHbADsBACAJIQALIAFBGGxBnMSYgQBqQQE2AgAgAUEBaiEBCyAEIAVGDQAgBCABayEFIAFBGGxBtMSYgQBqIQEDQAJAAkAgACAHSA0AQQBBAToAmLOYgQAMAQtBACAAQQFqIgk2Aoi0mIEAQQAgCEHbAHIiCDYCwLOYgQAgBiAAQQF0akHbADsBACAJIQALIAFBaGpBATYCAAJAAkAgACAHSA0AQQBBAToAmLOYgQAMAQtBACAAQQFqIgk2Aoi0mIEAQQAgCEHbAHIiCDYCwLOYgQAgBiAAQQF0akHbADsBACAJIQALIAFBATYCACABQTBqIQEgBUF+aiIFDQALC0EAIAQ2AoS0mIEAQeyzmIEAIQIgA0EBSA0AIANBAXEhCkEAIQdBACgCtLOYgQAhCUEAKAK8s5iBACEIQQAoAsCzmIEAIQUCQCADQQFGDQAgA0F+cSEDQdDKv4AAIQFBACEHA0ACQAJAIAAgCEgNAEEAQQE6AJizmIEADAELIAEvAQAhBkEAIABBAWoiBDYCiLSYgQBBACAFIAZyIgU2AsCzmIEAIAkgAEEBdGogBjsBACAEIQALAkACQCAAIAhIDQBBAEEBOgCYs5iBAAwBCyABQQJqLwEAIQZBACAAQQFqIgQ2Aoi0mIEAQQAgBSAGciIFNgLAs5iBACAJIABBAXRqIAY7AQAgBCEACyABQQRqIQEgAyAHQQJqIgdHDQALCyAKRQ0AAkAgACAISA0AQQBBAToAmLOYgQAMAQsgB0EBdEHQyr+AAGovAQAhAUEAIABBAWo2Aoi0mIEAQQAgBSABcjYCwLOYgQAgCSAAQQF0aiABOwEACyACQQE6AAALC8kBAQJ/AkAgAEECdCIAQYiqlIAAaigCACIFQQFIDQAgAEGgqpSAAGohAANAAkACQCAAQWxqKAIAIgZFDQAgBkEBdEGAqqSAAGovAQAiBkH//wNHDQELIABBcGooAgAgAEF0aigCABCAgICAACIGQX9KDQBBAEEBOgCYs5iBAEEADwsCQCAGIAFHDQAgAiAAQXhqKAIANgIAIAMgAEF8aigCADYCACAEIAAoAgBBAXE2AgBBAQ8LIABBGGohACAFQX9qIgUNAAsLQQALuRMBDX8jgICAgABBEGsiASSAgICAAAJAQQAoAvCzmIEAQQBIDQACQAJAIABBAEgNACAAQQJ0IgJBiKqUgABqIgMoAgAiBEEBSA0AQQAoAtzKx4AAIQUgAkGUqpSAAGohAiAAQQdqIgYhBwJAAkADQAJAAkAgAkF4aigCACIIRQ0AIAhBAXRBgKqkgABqLwEAIghB//8DRw0BCyACQXxqKAIAIAIoAgAQgICAgAAiCEF/Sg0AQQBBAToAmLOYgQAMAgsgCCAFRg0CIAJBGGohAiAHQQZqIQcgBEF/aiIEDQALCyADKAIAIgdBAUgNAUEAKALYyseAACEEIABBAnRBlKqUgABqIQIDQAJAAkAgAkF4aigCACIIRQ0AIAhBAXRBgKqkgABqLwEAIghB//8DRw0BCyACQXxqKAIAIAIoAgAQgICAgAAiCEF/Sg0AQQBBAToAmLOYgQAMBQsCQCAIIARHDQAgBiEHDAILIAJBGGohAiAGQQZqIQYgB0F/aiIHDQAMAgsLIAdBAnQiAkGEqpSAAGooAgAhBiACQfyplIAAaigCACEJIAJBgKqUgABqKAIAIQoCQCADKAIAIgdBAU4NAEF/IQVBfyEIDAILQQAoAuDKx4AAIQQgAEECdEGgqpSAAGohAgNAAkACQCACQWxqKAIAIghFDQAgCEEBdEGAqqSAAGovAQAiCEH//wNHDQELIAJBcGooAgAgAkF0aigCABCAgICAACIIQX9KDQBBAEEBOgCYs5iBAAwECwJAIAggBEYNAEF/IQUgAkEYaiECQX8hCCAHQX9qIgcNAQwDCwsgAi0AAEEBcQ0AIAJBfGooAgAhBSACQXhqKAIAIQgMAQtBAC0AmLOYgQANASAAQQAoAqjqvYAAELqAgIAADAELQQAtAJizmIEADQACQAJAIAkgCiAGQQFxIAFBDGoQvYCAgAAiC0EATg0AQZizmIEAIQIMAQsCQEEAKAKItJiBACICQQFIDQACQCACQQAoAryzmIEASA0AQQBBAToAmLOYgQAMAQtBACACQQFqIgc2Aoi0mIEAQQBBACgCwLOYgQBBIHI2AsCzmIEAQQAoArSzmIEAIAJBAXRqQSA7AQAgByECC0EAQQA6AOyzmIEAQQAoArSzmIEAIQNBACgCvLOYgQAhB0EAKALAs5iBACEEAkBBACgCgLSYgQAiCkEAKAKEtJiBACIATA0AIABBAWohBgJAIAogAGtBAXFFDQACQAJAIAIgB0gNAEEAQQE6AJizmIEADAELQQAgAkEBaiIJNgKItJiBAEEAIARB2wByIgQ2AsCzmIEAIAMgAkEBdGpB2wA7AQAgCSECCyAAQRhsQZzEmIEAakEBNgIAIABBAWohAAsgCiAGRg0AIAogAGshBiAAQRhsQbTEmIEAaiEAA0ACQAJAIAIgB0gNAEEAQQE6AJizmIEADAELQQAgAkEBaiIJNgKItJiBAEEAIARB2wByIgQ2AsCzmIEAIAMgAkEBdGpB2wA7AQAgCSECCyAAQWhqQQE2AgACQAJAIAIgB0gNAEEAQQE6AJizmIEADAELQQAgAkEBaiIJNgKItJiBAEEAIARB2wByIgQ2AsCzmIEAIAMgAkEBdGpB2wA7AQAgCSECCyAAQQE2AgAgAEEwaiEAIAZBfmoiBg0ACwtBACAKNgKEtJiBAAJAAkAgAiAHSA0AQQBBAToAmLOYgQAMAQtBACACQQFqIgA2Aoi0mIEAQQAgBEEhciIENgLAs5iBACADIAJBAXRqQSE7AQAgACECCwJAAkAgAiAHSA0AQQBBAToAmLOYgQAMAQtBACACQQFqIgA2Aoi0mIEAQQAgBEHbAHIiBDYCwLOYgQAgAyACQQF0akHbADsBACAAIQILAkAgCCAFTg0AIAUgCGshBkEAKAKos5iBACAIaiEAQQAoAqyzmIEAIAhBAXRqIQVBACgCpLOYgQAhCkEAIQxBACEJA0ACQAJAIApFDQAgBS8BACEIDAELIAAtAAAhCAsCQAJAAkAgCEEhSQ0AIAhBoAFJDQECQCAIQaABRw0AIAwhCQwDCwJAIAhBgC1HDQAgDCEJDAMLAkAgCEGAQGpBC08NACAMIQkMAwsCQCAIQd7AAEoNACAIQdi/f2oiDUEHSw0CQQEgDXRBgwFxRQ0CIAwhCQwDCwJAIAhB38AARw0AIAwhCQwDCwJAIAhBgOAARw0AIAwhCQwDCyAIQf/9A0cNASAMIQkMAgsCQCAIQXdqQQVPDQAgDCEJDAILIAhBIEcNACAMIQkMAQsCQCAJRQ0AAkAgAiAHSA0AQQBBAToAmLOYgQAMAQtBACACQQFqIgk2Aoi0mIEAQQAgBEEgciIENgLAs5iBACADIAJBAXRqQSA7AQAgCSECCwJAIAIgB0gNAEEBIQxBACEJQQBBAToAmLOYgQAMAQtBASEMQQAhCUEAIAJBAWoiDTYCiLSYgQBBACAEIAhyIgQ2AsCzmIEAIAMgAkEBdGogCDsBACANIQILIABBAWohACAFQQJqIQUgBkF/aiIGDQALCwJAAkAgAiAHSA0AQQBBAToAmLOYgQAMAQtBACACQQFqIgg2Aoi0mIEAQQAgBEHdAHIiBDYCwLOYgQAgAyACQQF0akHdADsBACAIIQILAkACQCACIAdIDQBBAEEBOgCYs5iBAAwBC0EAIAJBAWoiCDYCiLSYgQBBACAEQShyIgQ2AsCzmIEAIAMgAkEBdGpBKDsBACAIIQILAkAgC0EBSA0AIAtBAXEhCiABKAIMIQwCQAJAIAtBAUcNAEEAIQUMAQsgC0F+cSEGIAwhCEEAIQUDQAJAAkAgAiAHSA0AQQBBAToAmLOYgQAMAQsgCC8BACEAQQAgAkEBaiIJNgKItJiBAEEAIAQgAHIiBDYCwLOYgQAgAyACQQF0aiAAOwEAIAkhAgsCQAJAIAIgB0gNAEEAQQE6AJizmIEADAELIAhBAmovAQAhAEEAIAJBAWoiCTYCiLSYgQBBACAEIAByIgQ2AsCzmIEAIAMgAkEBdGogADsBACAJIQILIAhBBGohCCAGIAVBAmoiBUcNAAsLIApFDQACQCACIAdIDQBBAEEBOgCYs5iBAAwBCyAMIAVBAXRqLwEAIQhBACACQQFqIgU2Aoi0mIEAQQAgBCAIciIENgLAs5iBACADIAJBAXRqIAg7AQAgBSECCwJAAkAgAiAHSA0AQQBBAToAmLOYgQAMAQtBACACQQFqNgKItJiBAEEAIARBKXI2AsCzmIEAIAMgAkEBdGpBKTsBAAtB7LOYgQAhAgsgAkEBOgAACyABQRBqJICAgIAAC+IIAw9/AnsBf0EAIQRBACEFAkACQAJAAkAgAEEASA0AQQAhBkEAKALwqsiAAEUNAiABIABrIgdBgBBMDQFBACEEQQAhBQtBACEGDAELQcW78oh4IQgCQAJAQQAoAqyzmIEAIgYgAEEBdGoiCUEAKAKos5iBACIKIABqIgtBACgCpLOYgQAiDBsiDUEEaiAGIAFBAXRqIAogAWogDBsiDk0NACANIQYMAQtBxbvyiHghCANAIA0oAAAgCHNBk4OACGwhCCANQQhqIQogDUEEaiIGIQ0gCiAOTQ0ACwsCQCAGIA5PDQAgBkF/cyAOaiEPAkAgDiAGa0EHcSIKRQ0AIAYhDQNAIAggDS0AAHNBk4OACGwhCCANQQFqIgYhDSAKQX9qIgoNAAsLIA9BB0kNAANAIAggBi0AAHNBk4OACGwgBkEBai0AAHNBk4OACGwgBkECai0AAHNBk4OACGwgBkEDai0AAHNBk4OACGwgBkEEai0AAHNBk4OACGwgBkEFai0AAHNBk4OACGwgBkEGai0AAHNBk4OACGwgBkEHai0AAHNBk4OACGwhCCAGQQhqIgYgDkcNAAsLIAhBEHYgCHNB65Svr3hsIgZBDXYgBnNBtdzKlXxsIgZBEHYgBnMhBEEAIQ9BACgC7IiAgAAhEAJAA0AgDyAEakH//wNxIhFBFGwiBkGAq8iAAGohBQJAIAZBhKvIgABqKAIAIBBHIhJFDQBBASEGDAMLAkAgBSgCACAERw0AIAZBjKvIgABqKAIAIAdHDQAgBkGIq8iAAGooAgAhBgJAIAxFDQAgBkEBdEGwjJmBAGohBkEAIQogByENIAkhCAJAA0ACQCAKQQhqIg4gB0wNACAKIAdODQZBACEKDAILIA1BeGohDSAI/QAAACETIAb9AAEAIRQgBkEQaiEGIAhBEGohCCAOIQogFCAT/S39gwENAAwDCwsDQCAGIApqLwEAIAggCmovAQBHDQIgCkECaiEKIA1Bf2oiDUUNBAwACwsgBkEBdEGwjJmBAGohBkEAIQ0gCyEIIAchCgJAA0ACQCANQQhqIg4gB0wNACANIAdIDQIMBQsgCEEIaiEIIApBeGohCiALIA1qIRUgBv0AAQAhEyAGQRBqIQYgDiENIBMgFf0CAAD9Lf2DAQ0ADAILCwNAIAYvAQAgCC0AAEcNASAGQQJqIQYgCEEBaiEIIApBf2oiCkUNAwwACwtBASEGIA9BAWoiD0EQRw0AC0EAIQUMAQsCQCASRQ0AQQEhBgwBC0EBIQYgEUEUbCIIQYiryIAAaigCAEEBdCAIQYyryIAAaigCAEEBdGpBsIyZgQBqIg1B0Mq/gABGDQAgCEGQq8iAAGooAgAhCAwBC0HQyr+AACENIAAgASACEISAgIAAIghBgICAgHxxQYCAgIAERw0AIAhB/////3txIQggBkUNACAFIAAgASAEIAgQvoCAgAAgA0HQyr+AADYCACAIDwsgAyANNgIAIAgLvAgBDn8CQCACIAFrIgUgBGoiBkGAgIABSg0AAkACQAJAIAZBACgC9KrIgAAiB2pBgICAAUoNAEEAKAL4qsiAACIIQQJ0QQRqQYGADEgNAQtBAEEBNgLwqsiAAEEAQQAoAuyIgIAAIglBAWoiCjYC7IiAgAACQCAKIAlPDQBBACEJA0AgCUGQrMiAAGpBADYCACAJQfyryIAAakEANgIAIAlB6KvIgABqQQA2AgAgCUHUq8iAAGpBADYCACAJQcCryIAAakEANgIAIAlBrKvIgABqQQA2AgAgCUGYq8iAAGpBADYCACAJQYSryIAAakEANgIAIAlBoAFqIglBgIDQAEcNAAtBAEEBNgLsiICAAAsgA0H//wNxQRRsQYCryIAAaiEAQQAhCEEAIQcMAQsgAA0AIANB//8DcUEUbEGAq8iAAGohAAsCQCAFQQFIDQBBACELIAVBAXEhDEEAKAKos5iBACENQQAoAqyzmIEAIQ5BACgCpLOYgQAhDwJAIAFBf3NBACACa0YNACANIAFqIRAgBUF+cSERIAdBAXRBsIyZgQBqIQkgDiABQQF0aiEKQQAhCwNAAkACQCAPRQ0AIAovAQAhEgwBCyAQIAtqLQAAIRILIAkgEjsBAAJAAkAgD0UNACAKQQJqLwEAIRIMAQsgECALakEBai0AACESCyAJQQJqIBI7AQAgCUEEaiEJIApBBGohCiARIAtBAmoiC0cNAAsLIAxFDQAgB0EBdEGwjJmBAGohCSALIAFqIQoCQAJAIA9FDQAgDiAKQQF0ai8BACEKDAELIA0gCmotAAAhCgsgCSALQQF0aiAKOwEACwJAIARBAUgNAEEAIRACQCAEQQhJDQAgBEF4cSIQQXhqIglBA3ZBAWoiCkEDcSELQQAhDwJAIAlBGEkNACAKQfz///8DcSESIAcgAmogAWtBAXRBsIyZgQBqIRFBACEJQQAhDwNAIBEgCWoiCiAJQdDKv4AAav0ABAD9CwEAIApBEGogCUHgyr+AAGr9AAQA/QsBACAKQSBqIAlB8Mq/gABq/QAEAP0LAQAgCkEwaiAJQYDLv4AAav0ABAD9CwEAIAlBwABqIQkgD0EgaiEPIBJBfGoiEg0ACwsCQCALRQ0AIA9BAXRB0Mq/gABqIQkgByAPaiACaiABa0EBdEGwjJmBAGohCgNAIAogCf0ABAD9CwEAIAlBEGohCSAKQRBqIQogC0F/aiILDQALCyAQIARGDQELIAQgEGshCyAQQQF0QdDKv4AAaiEJIAcgEGogAmogAWtBAXRBsIyZgQBqIQoDQCAKIAkvAQA7AQAgCUECaiEJIApBAmohCiALQX9qIgsNAAsLIAAgAzYCACAAIAQ2AhAgACAFNgIMIAAgBzYCCEEAIAcgBmo2AvSqyIAAQQAgCEEBajYC+KrIgAAgAEEAKALsiICAADYCBAsLC3sCAEGACAtqaQQAADIEAABNBAAAQgQAAEYEAABZBAAAOQQAAFMEAABhBAAAKAQAAHBsYWludGV4dABzY3JpcHQAbm9mcmFtZXMAeG1wAGlmcmFtZQBzdHlsZQB0aXRsZQBub2VtYmVkAHRleHRhcmVhAABB7AgLBAEAAAA=';

;// CONCATENATED MODULE: ./src/core/html-scan.ts
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
        const k = this.find(name);
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
        return raw.includes('&') ? (0,decode/* decodeHTMLAttribute */.Im)(raw) : raw;
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
/** The names the trie holds, in the order it learnt them, with their states (the module's copy of the name tables follows them). */
const learntNames = [];
const learntStates = [];
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
    learntNames.push(name);
    learntStates.push(state);
}
/** The name html[start, end) lowercased (full Unicode lowercasing, as htmlparser2 does), when the scan's trie walk did not find it. */
function nameOf(html, start, end) {
    const text = html.slice(start, end).toLowerCase();
    // A name with non-ASCII characters can still lower to a known one: the Kelvin sign becomes `k`.
    const known = trieNames[walk(text)];
    if (known !== null && known !== undefined)
        return known;
    // The trie keeps what it learns for good: not a slice that would keep the page.
    const name = new KnownName((0,own_copy/* ownCopy */.S)(text));
    learn(name);
    return name;
}
/**
 * The name html[start, end) that the WebAssembly tokenizer walked to trie state `state` (0: one
 * it could not walk: characters past ASCII or outside the trie's alphabet, or a name learnt after
 * the module's copy of the trie was made).
 */
function tokenizedName(html, state, start, end) {
    return (state !== 0 ? trieNames[state] : null) ?? nameOf(html, start, end);
}
/** An attribute's value in a filter: kept; kept and marked. */
const KEPT = 1;
const MARKED = 2;
/**
 * The filter that keeps the attributes called `names` (in any case); null, which keeps them all,
 * when one of them cannot be a name of the trie (see nameTable). A start tag with one of `marked`
 * (kept too) is reported as marked (PositionHandler.onopentag): an extractor marks those its
 * ignore selectors test, and tests no property of the other tags' attributes to know they have none.
 */
function attributeFilter(names, marked = []) {
    const values = new Map();
    for (const name of names)
        values.set(name.toLowerCase(), KEPT);
    for (const name of marked)
        values.set(name.toLowerCase(), KEPT | MARKED);
    return nameTable(values);
}
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
            learn(new KnownName((0,own_copy/* ownCopy */.S)(text)));
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
/**
 * A character past U+00FF. V8 answers at once on a string it holds one byte a character (when all
 * are up to U+00FF); on the others searches for one character cost more than a regular
 * expression tested on each text, and the spaces past U+00FF would need a search of their own.
 */
const PAST_LATIN1 = /[\u0100-\uffff]/;
// ---------------------------------------------------------------------------------------------
// The tokenizer in WebAssembly (wasm/html-scan.c): it reads the characters of texts, start tags
// with their attributes, end tags and comments, which are most of a page, and leaves every other
// construct to the methods below (Scan.runWasm). Its events are numbers; their layout is
// described in html-scan.c.
const EV_TEXT = 1;
const EV_START = 2;
const EV_END = 3;
const EV_COMMENT = 4;
const TEXT_AMP = 1;
const TEXT_IRREGULAR = 2;
const VALUE_AMP = 1;
const VALUE_QUOTED = 2;
const STOP_END = 0;
const STOP_SPECIAL_BODY = 2;
const STOP_FULL = 3;
/** Pages past this many characters are scanned without WebAssembly, whose memory never shrinks. */
const html_scan_MAX_WASM_PAGE = 8 * 1024 * 1024;
/** Pages of more bytes are decoded by V8: decodeUtf8 takes three times as many in the module's memory, which never shrinks. */
const MAX_DECODED_BYTES = 4 * 1024 * 1024;
/** Room after the page in the module's memory: a loop of the tokenizer may read one character past its end before it stops. */
const PAGE_PADDING = 64;
const tokenizerModule = (0,wasm_module/* lazyWasm */.d)(HTML_SCAN_WASM, (exports) => {
    const f = (name) => exports[name];
    // The module's trie must have this file's shape; lazyWasm gives no module when this throws.
    if (f('trieWidth')() !== TRIE_WIDTH || f('trieStates')() !== TRIE_LIMIT)
        throw new Error('wasm/html-scan.c does not match html-scan.ts');
    return {
        scan: f('scan'),
        utf8Decode: f('utf8Decode'),
        stoppedAt: f('stoppedAt'),
        stoppedBecause: f('stoppedBecause'),
        pageAt: f('pageAt')(),
        eventsAt: f('eventsAt')(),
        eventCapacity: f('eventCapacity')(),
        trieAt: f('trieAt')(),
        charClassAt: f('charClassAt')(),
        specialBodyAt: f('specialBodyAt')(),
        tree: f('tree'),
        setNames: f('setNames'),
        nameLimit: f('nameLimit')(),
        logAt: f('logAt')(),
        logCapacity: f('logCapacity')(),
        nameByStateAt: f('nameByStateAt')(),
        nameFlagsAt: f('nameFlagsAt')(),
        nameMemberAt: f('nameMemberAt')(),
        nameClosesAt: f('nameClosesAt')(),
        nameSvgAt: f('nameSvgAt')(),
        nameAliasAt: f('nameAliasAt')(),
        nameSpecialAt: f('nameSpecialAt')(),
        collect: f('collect'),
        collectedWide: f('collectedWide'),
        collectedMatch: f('collectedMatch'),
        collectedMayHoldDates: f('collectedMayHoldDates'),
        jsonLdLength: f('jsonLdLength'),
        setCollect: f('setCollect'),
        urlCacheReset: f('urlCacheReset'),
        kindByNameAt: f('kindByNameAt')(),
        hookByNameAt: f('hookByNameAt')(),
        hookByAttributeAt: f('hookByAttributeAt')(),
        collectNamesAt: f('collectNamesAt')(),
        semanticAtAt: f('semanticAtAt')(),
        semanticLengthAt: f('semanticLengthAt')(),
        semanticTextAt: f('semanticTextAt')(),
        scratchAt: f('scratchAt')(),
        scratchCapacity: f('scratchCapacity')(),
        jsonLdAt: f('jsonLdAt')()
    };
}, {
    env: {
        nameId: (start, end) => treeNameId(start, end),
        element: (event, name, context) => collectRun.element(event, name, context),
        url: (start, end, amp) => collectRun.url(start, end, amp),
        embedded: (event, name) => collectRun.embedded(event, name),
        decode: (start, end) => collectRun.decode(start, end)
    }
});
/** In CollectRun.url's answer: the target depends on nothing but the URL and linkCacheKey (html-collect.inc's URL_SHARED). */
const URL_SHARED = 0x40000000;
/** The page whose tree the module is replaying (Tokenizer.tree), for its calls of treeNameId. */
let treePage = '';
/** The id of the name treePage[start, end) when it is interned, else -1 (wasm/html-scan.c's jsNameId). */
function treeNameId(start, end) {
    const learnt = learntNames.length;
    const name = nameOf(treePage, start, end);
    if (trieNames[walk(name.text)] !== name)
        return -1;
    // A name learnt now needs its tables before the replay reads them.
    if (learntNames.length !== learnt)
        tokenizerMade?.loadNames();
    return name.id;
}
/** The names whose body html-tree-body.inc finds, in the order of its specialNames. */
const SPECIAL_NAMES = ['script', 'style', 'xmp', 'iframe', 'noembed', 'noframes', 'title', 'textarea', 'plaintext'];
const NO_NAME = 0xffff;
/** The module of a thread, with the page it holds and its copy of the trie. */
class Tokenizer {
    module;
    functions;
    /** The events, made again when the memory grows. */
    events;
    bytes;
    /** How many trie states the module's copy of the trie holds. */
    states = 0;
    /** The page the memory holds (see load and decode), and whether two bytes a character. */
    page = null;
    wide = false;
    constructor(module) {
        this.module = module;
        const functions = (this.functions = module.functions);
        this.bytes = module.reserve(0);
        this.events = new Int32Array(this.bytes.buffer, functions.eventsAt, functions.eventCapacity);
        this.bytes.set(trieClass, functions.charClassAt);
    }
    /** Copies `html` into the module's memory (one byte a character unless `wide`), and the trie if it has grown. */
    load(html, wide) {
        const { pageAt, eventsAt, eventCapacity, trieAt, specialBodyAt } = this.functions;
        const size = wide ? 2 * html.length : html.length;
        const bytes = this.module.reserve(pageAt + size + PAGE_PADDING);
        if (bytes !== this.bytes) {
            this.bytes = bytes;
            this.events = new Int32Array(bytes.buffer, eventsAt, eventCapacity);
        }
        // The page may be there already: decoded here (decode), or scanned last.
        if (this.page !== html || this.wide !== wide) {
            bytes.write(html, pageAt, size, wide ? 'utf16le' : 'latin1');
            this.page = html;
            this.wide = wide;
        }
        // The trie only grows, and a state once made keeps its name: a copy made before this page's
        // names were learnt finds fewer names, never a wrong one (the JavaScript side looks the others up).
        const states = trieNames.length;
        if (states !== this.states) {
            new Uint16Array(bytes.buffer, trieAt, states * TRIE_WIDTH).set(trie.subarray(0, states * TRIE_WIDTH));
            for (let state = this.states; state < states; state++) {
                const name = trieNames[state];
                bytes[specialBodyAt + state] = name !== null && name !== undefined && (name.flags & BODY) !== 0 ? 1 : 0;
            }
            this.states = states;
        }
    }
    /** How many of learntNames the module's name tables hold. */
    names = -1;
    /** Copies into the module the tables of the names learnt since the last call (wasm/html-scan.c's nameByState…). */
    loadNames() {
        const f = this.functions;
        const buffer = this.bytes.buffer;
        const limit = f.nameLimit;
        const byState = new Uint16Array(buffer, f.nameByStateAt, TRIE_LIMIT);
        const flags = new Uint16Array(buffer, f.nameFlagsAt, limit);
        const member = new Uint32Array(buffer, f.nameMemberAt, limit);
        const closes = new Uint32Array(buffer, f.nameClosesAt, limit);
        const svg = new Uint16Array(buffer, f.nameSvgAt, limit);
        const alias = new Uint16Array(buffer, f.nameAliasAt, limit);
        const special = new Uint8Array(buffer, f.nameSpecialAt, limit);
        const put = (name) => {
            if (name.id >= limit)
                return;
            flags[name.id] = name.flags;
            member[name.id] = name.member;
            closes[name.id] = name.closes;
            svg[name.id] = name.svg === null || name.svg.id >= limit ? NO_NAME : name.svg.id;
            alias[name.id] = name.alias === null || name.alias.id >= limit ? NO_NAME : name.alias.id;
            special[name.id] = SPECIAL_NAMES.indexOf(name.text) + 1;
        };
        if (this.names < 0) {
            byState.fill(NO_NAME);
            const form = trieNames[walk('form')];
            const p = trieNames[walk('p')];
            f.setNames(form?.id ?? -1, p?.id ?? -1);
            this.names = 0;
        }
        for (; this.names < learntNames.length; this.names++) {
            const name = learntNames[this.names];
            put(name);
            if (name.svg !== null)
                put(name.svg);
            if (name.id < limit)
                byState[learntStates[this.names]] = name.id;
        }
    }
    /**
     * The tree of `html` as wasm/html-scan.c's replay logs it (open, close, text: four ints each),
     * or null when the replay gave up on the page.
     */
    tree(html, wide) {
        this.load(html, wide);
        this.loadNames();
        treePage = html;
        try {
            const n = this.functions.tree(html.length, wide ? 1 : 0);
            return n < 0 ? null : new Int32Array(this.bytes.buffer, this.functions.logAt, n).slice();
        }
        finally {
            treePage = '';
        }
    }
    /** The config whose tables the module holds (see collect). */
    config = null;
    /** Writes `config`'s tables into the module, unless they are there. */
    loadConfig(config) {
        if (this.config === config)
            return;
        const f = this.functions;
        const buffer = this.bytes.buffer;
        const limit = f.nameLimit;
        const kinds = new Uint8Array(buffer, f.kindByNameAt, limit);
        const hookNames = new Uint8Array(buffer, f.hookByNameAt, limit);
        const hookAttributes = new Uint8Array(buffer, f.hookByAttributeAt, limit);
        const semanticAt = new Uint16Array(buffer, f.semanticAtAt, limit);
        const semanticLength = new Uint8Array(buffer, f.semanticLengthAt, limit);
        const semanticText = new Uint8Array(buffer, f.semanticTextAt, 4096);
        kinds.fill(0);
        hookNames.fill(0);
        hookAttributes.fill(0);
        let textAt = 0;
        for (const [name, kind] of config.kinds) {
            const id = internedId(name);
            kinds[id] = kind;
            if ((kind & 2) !== 0) {
                semanticAt[id] = textAt;
                semanticLength[id] = name.length;
                for (let k = 0; k < name.length; k++)
                    semanticText[textAt++] = name.charCodeAt(k);
            }
        }
        for (const [name, bits] of config.hookNames) {
            const id = internedId(name);
            hookNames[id] = hookNames[id] | bits;
        }
        for (const [name, bits] of config.hookAttributes) {
            const id = internedId(name);
            hookAttributes[id] = hookAttributes[id] | bits;
        }
        const names = new Int32Array(buffer, f.collectNamesAt, COLLECT_NAMES.length);
        COLLECT_NAMES.forEach((name, k) => (names[k] = internedId(name)));
        f.setCollect(config.hookAll, internedId('href'), internedId('src'), internedId('data-src'), internedId('alt'));
        this.config = config;
    }
    /** See collectFirst. */
    collect(html, wide, config, run) {
        this.load(html, wide);
        const f = this.functions;
        const capacity = 2 * html.length + 65536;
        const pageEnd = f.pageAt + (wide ? 2 * html.length : html.length) + PAGE_PADDING;
        const outAt = (pageEnd + 7) & ~7;
        const bytes = this.module.reserve(outAt + 6 * capacity);
        if (bytes !== this.bytes) {
            this.bytes = bytes;
            this.events = new Int32Array(bytes.buffer, f.eventsAt, f.eventCapacity);
        }
        this.loadConfig(config);
        // After loadConfig, which may intern names.
        this.loadNames();
        const linkKey = run.linkCacheKey();
        if (linkKey !== this.linkKey) {
            f.urlCacheReset(linkKey === undefined ? 0 : 1);
            this.linkKey = linkKey;
        }
        treePage = html;
        run.start(html, this);
        collectRun = run;
        try {
            const n = f.collect(html.length, wide ? 1 : 0, outAt, capacity);
            if (n < 0 || run.failed)
                return null;
            const text = f.collectedWide() !== 0 ? this.bytes.toString('utf16le', outAt, outAt + 2 * n) : this.bytes.toString('latin1', outAt, outAt + n);
            const jsonLd = [];
            const ranges = new Int32Array(this.bytes.buffer, f.jsonLdAt, f.jsonLdLength());
            let raw = '';
            for (let k = 0; k < ranges.length; k += 3) {
                const from = ranges[k];
                if (from < 0) {
                    jsonLd.push(raw);
                    raw = '';
                    continue;
                }
                const piece = html.slice(from, ranges[k + 1]);
                raw += ranges[k + 2] === 1 ? (0,decode/* decodeHTML */.Gz)(piece) : piece;
            }
            return { text, matched: f.collectedMatch() !== 0, mayHoldDates: f.collectedMayHoldDates() !== 0, jsonLd };
        }
        finally {
            treePage = '';
            collectRun = null;
        }
    }
    /** Writes `text` where the module reads what its imports give; its length, or -1 when it does not fit. */
    scratch(text) {
        const f = this.functions;
        if (text.length > f.scratchCapacity)
            return -1;
        let units = this.scratchUnits;
        if (units === null || units.buffer !== this.bytes.buffer)
            units = this.scratchUnits = new Uint16Array(this.bytes.buffer, f.scratchAt, f.scratchCapacity);
        for (let k = 0; k < text.length; k++)
            units[k] = text.charCodeAt(k);
        return text.length;
    }
    /** What the link targets kept in the module depend on (CollectRun.linkCacheKey); undefined: none are kept. */
    linkKey = undefined;
    /** The module's scratch (see scratch), made again when the memory grows. */
    scratchUnits = null;
    /** The attributes of the start tag whose event is at `event`, as replayAttributes keeps them with `filter`. */
    attributesAt(html, event, filter) {
        if (event < 0)
            return NO_ATTRIBUTES;
        const events = this.events;
        const count = events[event + 6];
        let attribs = NO_ATTRIBUTES;
        for (let j = event + 7, end = j + 6 * count; j < end; j += 6) {
            const known = tokenizedName(html, events[j], events[j + 1], events[j + 2]);
            if (filter !== null && !(known.id < filter.length && filter[known.id] !== 0))
                continue;
            const valueStart = events[j + 3];
            let value = '';
            if (valueStart >= 0) {
                const raw = html.slice(valueStart, events[j + 4]);
                value = (events[j + 5] & VALUE_AMP) !== 0 ? (0,decode/* decodeHTMLAttribute */.Im)(raw) : raw;
            }
            if (attribs === NO_ATTRIBUTES) {
                const own = {};
                own[known.text] = value;
                attribs = own;
            }
            else if (!Object.hasOwn(attribs, known.text)) {
                attribs[known.text] = value;
            }
        }
        return attribs;
    }
    /** See decodeUtf8: the page decoded where load() would copy it, so that it need not. */
    decode(utf8) {
        const { pageAt } = this.functions;
        this.page = null;
        const bytes = this.module.reserve(pageAt + 3 * utf8.length + PAGE_PADDING);
        bytes.set(utf8, pageAt);
        const n = this.functions.utf8Decode(utf8.length);
        if (n === -1)
            return undefined;
        // One byte a character, or UTF-16 (see wasm/html-scan.c).
        const wide = n < 0;
        const text = wide ? bytes.toString('utf16le', pageAt, pageAt + 2 * (-2 - n)) : bytes.toString('latin1', pageAt, pageAt + n);
        this.page = text;
        this.wide = wide;
        return text;
    }
}
let tokenizerMade;
function wasmTokenizer() {
    if (tokenizerMade === undefined) {
        const module = tokenizerModule();
        tokenizerMade = module === null ? null : new Tokenizer(module);
    }
    return tokenizerMade;
}
let wasmAllowed = true;
/** Lets the scans use the WebAssembly tokenizer (the default) or not (tests compare the two). */
function useWasmTokenizer(allowed) {
    wasmAllowed = allowed;
}
/** The tokenizer that a scan of `html` uses now; null: none, the scan reads every character itself. */
function tokenizerFor(html) {
    return wasmAllowed && html.length <= html_scan_MAX_WASM_PAGE ? wasmTokenizer() : null;
}
/** The names html-collect.inc tells apart, in the order of its N_ names. */
const COLLECT_NAMES = ['a', 'br', 'input', 'button', 'select', 'textarea', 'img', 'math', 'iframe', 'script', 'template', 'svg', 'meta', 'link'];
/** The id of the interned name `text` (lowercase), learnt if new. */
function internedId(text) {
    const known = trieNames[walk(text)];
    if (known !== null && known !== undefined)
        return known.id;
    const name = new KnownName((0,own_copy/* ownCopy */.S)(text));
    learn(name);
    return name.id;
}
/** The names of ids, for the collector's calls (namesById). */
const namesById = [];
let namesByIdFrom = 0;
/** The name of an interned id. */
function nameById(id) {
    for (; namesByIdFrom < learntNames.length; namesByIdFrom++) {
        const name = learntNames[namesByIdFrom];
        namesById[name.id] = name.text;
        if (name.svg !== null)
            namesById[name.svg.id] = name.svg.text;
    }
    return namesById[id] ?? '';
}
/** The JavaScript side of one page's collection in WebAssembly: what html-collect.inc's imports ask. */
class CollectRun {
    html = '';
    tokenizer = null;
    /** Set when an answer could not be given: the page is then read in JavaScript. */
    failed = false;
    start(html, tokenizer) {
        this.html = html;
        this.tokenizer = tokenizer;
        this.failed = false;
    }
    element(event, id, context) {
        const tokenizer = this.tokenizer;
        return this.onElement(nameById(id), tokenizer.attributesAt(this.html, event, this.config().filter), context);
    }
    url(start, end, amp) {
        const raw = start < 0 ? '' : this.html.slice(start, end);
        const decoded = amp !== 0 ? (0,decode/* decodeHTMLAttribute */.Im)(raw) : raw;
        const n = this.putInBlock(this.linkUrl(decoded));
        // The module may keep it for the same characters on other pages.
        return n >= 0 && this.linkShared(decoded) ? n | URL_SHARED : n;
    }
    embedded(event, id) {
        const tokenizer = this.tokenizer;
        const marker = this.marker(nameById(id), tokenizer.attributesAt(this.html, event, this.config().filter));
        return marker === null ? -1 : this.putInBlock(marker);
    }
    /** Blocks are joined by newlines: one in a URL or a marker would split its block. */
    putInBlock(text) {
        if (!text.includes('\n'))
            return this.put(text);
        this.failed = true;
        return -2;
    }
    decode(start, end) {
        return this.put((0,decode/* decodeHTML */.Gz)(this.html.slice(start, end)));
    }
    put(text) {
        const n = this.tokenizer.scratch(text);
        if (n < 0)
            this.failed = true;
        return n < 0 ? -2 : n;
    }
}
let collectRun = null;
/** Longer pages are collected in JavaScript (see collectFirst). */
const MAX_COLLECTED_PAGE = 1024 * 1024;
/**
 * Collects `html` for the first content selector in WebAssembly; null when there is no
 * WebAssembly or the replay gives up on the page (then JavaScript reads it).
 */
function collectFirst(html, config, run) {
    // Its output needs about six bytes a character of the module's memory, which never shrinks.
    if (html.length > MAX_COLLECTED_PAGE)
        return null;
    const tokenizer = tokenizerFor(html);
    if (tokenizer === null)
        return null;
    return tokenizer.collect(html, PAST_LATIN1.test(html), config, run);
}
/**
 * The events of `html` as wasm/html-scan.c's replay of the tree gives them: names with whether
 * they are implied, texts decoded (adjacent ones joined). Null when it gives up on the page or
 * there is no WebAssembly. For comparing the replay with Scan's.
 */
function treeEvents(html) {
    const tokenizer = tokenizerFor(html);
    if (tokenizer === null)
        return null;
    const log = tokenizer.tree(html, PAST_LATIN1.test(html));
    if (log === null)
        return null;
    const events = [];
    for (let k = 0; k < log.length; k += 4) {
        const kind = log[k];
        if (kind === 3) {
            const raw = html.slice(log[k + 1], log[k + 2]);
            const text = log[k + 3] === 1 ? decodeHTML(raw) : raw;
            const last = events[events.length - 1];
            if (last !== undefined && last[0] === 'text')
                last[1] += text;
            else
                events.push(['text', text]);
        }
        else {
            events.push([kind === 1 ? 'open' : 'close', nameById(log[k + 1]) || `#${log[k + 1]}`, log[k + 2] === 1]);
        }
    }
    return events;
}
/** Whether a scan of `html` now would use the WebAssembly tokenizer. */
function usesWasmTokenizer(html) {
    return tokenizerFor(html) !== null;
}
/**
 * The text of `utf8` when it is valid UTF-8 (the same as `Buffer.toString('utf8')` then gives),
 * else undefined (and where WebAssembly cannot run). Decoded by the WebAssembly tokenizer into its
 * own memory, where a scan of the text next finds it: on node 20, half the time of V8's decoding,
 * and the copy that the scan would make is not made (docs/performance.md, session 31).
 */
function decodeUtf8(utf8) {
    if (!wasmAllowed || utf8.length > MAX_DECODED_BYTES)
        return undefined;
    return wasmTokenizer()?.decode(utf8);
}
/** One pass over one document. Methods return the index where scanning resumes; `len` ends it. */
class Scan {
    html;
    handler;
    spans;
    lean;
    filter;
    len;
    /** Open elements, top last (htmlparser2 keeps its top first; only the final closes depend on the order, top first in both). */
    stack = (0,arrays/* anyArray */.E)();
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
        const tokenizer = tokenizerFor(html);
        if (tokenizer !== null)
            this.runWasm(tokenizer);
        else {
            let pos = 0;
            while (pos < len) {
                // Tags often follow each other directly: skip the call then.
                const lt = html.charCodeAt(pos) === LT ? pos : html.indexOf('<', pos);
                if (lt < 0 || lt + 1 >= len)
                    break;
                pos = this.construct(lt);
            }
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
    /**
     * Scans the page with the WebAssembly tokenizer, reading here what it leaves (see
     * wasm/html-scan.c), up to the page's last text, which run() reports.
     */
    runWasm(tokenizer) {
        const { html, len } = this;
        // V8 answers at once on a page held one byte a character, the common case.
        const wide = PAST_LATIN1.test(html);
        if (wide)
            this.spaces = null;
        tokenizer.load(html, wide);
        const f = tokenizer.functions;
        let pos = 0;
        while (pos < len) {
            const count = f.scan(len, pos, this.textStart, wide ? 1 : 0);
            const afterTag = this.replay(tokenizer.events, count, wide);
            const stop = f.stoppedBecause();
            if (stop === STOP_END)
                break;
            pos = stop === STOP_SPECIAL_BODY ? afterTag : stop === STOP_FULL ? f.stoppedAt() : this.construct(f.stoppedAt());
        }
    }
    /**
     * Applies `count` numbers of the tokenizer's events as the methods below would have read the
     * same characters; returns where scanning resumes after the last start tag (past its special body, if it has one).
     */
    replay(events, count, wide) {
        const { html, handler } = this;
        let resume = -1;
        let j = 0;
        while (j < count) {
            const kind = events[j];
            if (kind === EV_TEXT) {
                const from = events[j + 1];
                const to = events[j + 2];
                const flags = events[j + 3];
                j += 4;
                if (!this.takesText())
                    continue;
                const raw = html.slice(from, to);
                if ((flags & TEXT_AMP) !== 0)
                    handler.ontext((0,decode/* decodeHTML */.Gz)(raw));
                else
                    handler.ontext(raw, wide ? undefined : (flags & TEXT_IRREGULAR) === 0);
            }
            else if (kind === EV_START) {
                resume = this.replayStartTag(events, j);
                j += 7 + 6 * events[j + 6];
            }
            else if (kind === EV_END) {
                const lt = events[j + 1];
                const state = events[j + 2];
                const nameEnd = events[j + 3];
                const gt = events[j + 4];
                j += 5;
                // As endTag, from the name on.
                const start = this.endTagStart(lt);
                this.endEndTag(tokenizedName(html, state, lt + 2, nameEnd), start, nameEnd, gt);
            }
            else if (kind === EV_COMMENT) {
                this.textStart = events[j + 1];
                j += 2;
            }
            else {
                throw new Error(`html-scan.wasm wrote an event of unknown kind ${kind}`);
            }
        }
        return resume;
    }
    /** As startTag, from the name on, for the start tag whose event is at `j`; returns where scanning resumes. */
    replayStartTag(events, j) {
        const html = this.html;
        const state = events[j + 1];
        const lt = events[j + 2];
        const nameEnd = events[j + 3];
        const gt = events[j + 4];
        const count = events[j + 6];
        const inHtml = this.namespaces[this.namespaces.length - 1] === HTML_NS;
        const tag = tokenizedName(html, state, lt + 1, nameEnd);
        const body = inHtml && state !== 0 ? tag.flags & BODY : 0;
        const name = this.resolve(tag);
        const reported = this.open(name);
        const spans = reported ? this.spans : null;
        if (spans !== null)
            spans.count = 0;
        this.selfClosing = events[j + 5] === 1;
        this.attribs = NO_ATTRIBUTES;
        this.marks = 0;
        if (count > 0)
            this.replayAttributes(events, j + 7, count, reported && !this.lean, spans);
        return this.endStartTag(tag, name, reported, body, gt, spans);
    }
    /** As attributes, for `count` attributes whose numbers start at `j`. */
    replayAttributes(events, j, count, keep, spans) {
        const html = this.html;
        for (const end = j + 6 * count; j < end; j += 6) {
            const state = events[j];
            const nameStart = events[j + 1];
            const nameEnd = events[j + 2];
            const valueStart = events[j + 3];
            const valueEnd = events[j + 4];
            const flags = events[j + 5];
            const known = tokenizedName(html, state, nameStart, nameEnd);
            const attr = known.text;
            if (spans !== null) {
                const quoted = (flags & VALUE_QUOTED) !== 0;
                spans.add(attr, valueStart, valueEnd, quoted, valueStart < 0 ? nameEnd : quoted ? valueEnd + 1 : valueEnd);
            }
            const kept = keep ? this.kept(known) : 0;
            if (kept === 0)
                continue;
            this.marks |= kept;
            let value = '';
            if (valueStart >= 0) {
                const raw = html.slice(valueStart, valueEnd);
                value = (flags & VALUE_AMP) !== 0 ? (0,decode/* decodeHTMLAttribute */.Im)(raw) : raw;
            }
            this.keepAttribute(attr, value);
        }
    }
    /** The filter's value for the attribute called `known`: 0 when `attribs` leaves it out (see attributeFilter). */
    kept(known) {
        const filter = this.filter;
        return filter === null ? KEPT : known.id < filter.length ? filter[known.id] : 0;
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
                spaces = this.spaces = PAST_LATIN1.test(this.html) ? null : new IrregularSpaces(this.html);
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
            this.handler.ontext((0,decode/* decodeHTML */.Gz)(raw));
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
            gt = this.attributes(i, reported && !this.lean, spans);
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
    attributes(i, keep, spans) {
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
            const kept = keep ? this.kept(known) : 0;
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
        return this.hasAmp(from, to) ? (0,decode/* decodeHTMLAttribute */.Im)(raw) : raw;
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
 * `startIndex` at `onclosetag` (where not implied), and each attribute's raw span.
 */
function scanHtmlPositions(html, handler) {
    new Scan(html, handler, new SpanTable(html)).run();
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
        throw new _urls_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`${inputName} must be an absolute URL such as ${DEFAULT_INDEXNOW_ENDPOINT}; got '${text}'`);
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
        throw new _urls_js__WEBPACK_IMPORTED_MODULE_0__/* .InputError */ .dz(`${inputName} must use https; got '${text}'`);
    }
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
/* harmony export */   IP: () => (/* binding */ findSharedChanges),
/* harmony export */   Wb: () => (/* binding */ noiseFinding),
/* harmony export */   YI: () => (/* binding */ describeNoise),
/* harmony export */   cZ: () => (/* binding */ suggestSelector),
/* harmony export */   dK: () => (/* binding */ blockText)
/* harmony export */ });
/* unused harmony export readableText */
/* harmony import */ var css_select__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(48006);
/* harmony import */ var domhandler__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(36646);
/* harmony import */ var htmlparser2__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(22530);
// When many pages change at once, what they share is probably a template, not content: find the
// shared fragment, and the element of the page that holds it, to suggest an ignore selector.



/** Digits vary between pages ("5 min read", a build number) while the template is the same. */
function shapeOf(text) {
    return text.replace(/\d+/g, '#');
}
/**
 * Fragments that the changes of several pages have in common: shared by at least `minPages`
 * pages and by at least a quarter of the changed pages. Largest first.
 */
function findSharedChanges(changes, minPages = 3) {
    const byShape = new Map();
    for (const change of changes) {
        const seen = new Set();
        for (const block of change.blocks) {
            if (block.new === undefined)
                continue;
            const shape = shapeOf(block.new);
            if (seen.has(shape))
                continue;
            seen.add(shape);
            const entry = byShape.get(shape);
            if (entry)
                entry.urls.push(change.url);
            else
                byShape.set(shape, { fragment: block.new, urls: [change.url] });
        }
    }
    const threshold = Math.max(minPages, Math.ceil(changes.length / 4));
    return [...byShape.values()].filter((s) => s.urls.length >= threshold).sort((a, b) => b.urls.length - a.urls.length);
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
function collapsedText(node, out) {
    if ((0,domhandler__WEBPACK_IMPORTED_MODULE_0__/* .isText */ .KH)(node))
        out.push(node.data);
    else if ((0,domhandler__WEBPACK_IMPORTED_MODULE_0__/* .isTag */ .dz)(node)) {
        if (node.name === 'script' || node.name === 'style' || node.name === 'template')
            return;
        for (const child of node.children)
            collapsedText(child, out);
    }
}
function textOf(node) {
    const parts = [];
    collapsedText(node, parts);
    return parts.join(' ').replace(/\s+/g, ' ').trim();
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
const LANDMARKS = new Set(['aside', 'footer', 'header', 'nav', 'form']);
function selectorFor(element) {
    const id = element.attribs.id;
    if (id !== undefined && isStableName(id))
        return `#${id}`;
    const classes = (element.attribs.class ?? '').split(/\s+/).filter(isStableName);
    if (classes.length > 0)
        return `${element.name}.${classes[0]}`;
    if (LANDMARKS.has(element.name))
        return element.name;
    return undefined;
}
function smallestContaining(root, text) {
    let best;
    const visit = (element) => {
        if (!textOf(element).includes(text))
            return;
        best = element;
        for (const child of element.children)
            if ((0,domhandler__WEBPACK_IMPORTED_MODULE_0__/* .isTag */ .dz)(child))
                visit(child);
    };
    visit(root);
    return best;
}
/**
 * The selector of the element, inside the main content area, that holds `fragment` (a
 * normalised block) in this page: the nearest element with a stable id or class, or a landmark
 * such as `footer`. `undefined` when there is none that leaves the rest of the content alone.
 */
function suggestSelector(html, fragment, contentSelectors) {
    const text = readableText(fragment);
    if (text === '')
        return undefined;
    const document = (0,htmlparser2__WEBPACK_IMPORTED_MODULE_1__/* .parseDocument */ .Tp)(html);
    let roots = [];
    for (const selector of contentSelectors) {
        roots = (0,css_select__WEBPACK_IMPORTED_MODULE_2__/* .selectAll */ .Ub)(selector, document.children);
        if (roots.length > 0)
            break;
    }
    for (const root of roots) {
        const rootLength = textOf(root).length;
        let element = smallestContaining(root, text);
        while (element !== undefined && element !== root) {
            const selector = selectorFor(element);
            if (selector !== undefined) {
                // Ignoring it must leave most of the content area alone (`div.card` may be all of it).
                const covered = (0,css_select__WEBPACK_IMPORTED_MODULE_2__/* .selectAll */ .Ub)(selector, root).reduce((sum, m) => sum + textOf(m).length, 0);
                if (covered > 0 && covered <= rootLength / 2)
                    return selector;
            }
            element = element.parent !== null && (0,domhandler__WEBPACK_IMPORTED_MODULE_0__/* .isTag */ .dz)(element.parent) ? element.parent : undefined;
        }
    }
    return undefined;
}
function noiseFinding(shared, selector, changedPages) {
    const finding = { fragment: shared.fragment, pages: shared.urls.length, of: changedPages, sample: shared.urls[0] };
    if (selector !== undefined)
        finding.selector = selector;
    return finding;
}
/** One finding as a sentence: the cause and, when known, the option that removes it. */
function describeNoise(n) {
    const fix = n.selector !== undefined
        ? ` If it is not content, add the ignore selector '${n.selector}' (CLI --ignore-selector, action input ignore-selector) or mark it data-lastmod-ignore.`
        : ' If it is not content, mark its element data-lastmod-ignore or add an ignore selector for it.';
    return `Probable noise: ${n.pages} of ${n.of} changed pages share the change "${n.fragment}" (e.g. ${n.sample}).${fix}`;
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
    if (entry.hash === undefined || entry.loc !== undefined || entry.excluded !== undefined || (entry.warnings?.length ?? 0) > 0)
        return entry;
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
    const { bytes, hash, loc, undated, excluded, warnings, ...unknown } = value;
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
/* unused harmony export describePage */
/* harmony import */ var _explain_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(89905);
/* harmony import */ var _state_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7066);
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
    return { fingerprint };
}
/**
 * new → published and updated now; same hash → nothing moves; other hash → updated now;
 * gone → tombstone (removedAt) so a revived page keeps its publishedAt.
 */
function planState(input) {
    const previous = input.previous?.pages ?? {};
    // The pages are counted last, and only when the hashing differs: listing the keys of 100,000
    // records takes 15 to 25 ms.
    const rebaselined = input.previous !== undefined &&
        (input.previous.hashing?.normalizer !== input.hashing.normalizer ||
            input.previous.hashing?.options !== input.hashing.options) &&
        Object.keys(previous).length > 0;
    const pages = {};
    const outcomes = [];
    const why = new Map();
    const sorted = [...input.pages].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    /** Previous records met again, each once. */
    let met = 0;
    /** Outcomes whose record is the previous one, as it was (see PlanResult.unchanged). */
    let kept = 0;
    for (const page of sorted) {
        const before = previous[page.path];
        if (before !== undefined && pages[page.path] === undefined)
            met++;
        const blocks = page.fingerprint;
        if (before === undefined) {
            const date = input.seed?.(page.path) ?? input.now;
            pages[page.path] = { hash: page.hash, publishedAt: date, updatedAt: date, blocks };
            outcomes.push({ kind: 'new', path: page.path });
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
    // Every previous record met again (known when the state was read here): none was removed, and no
    // tombstone is left to carry over.
    const allMet = input.previous !== undefined && (0,_state_js__WEBPACK_IMPORTED_MODULE_1__/* .parsedPageCount */ ._J)(previous) === met;
    for (const path of allMet ? [] : Object.keys(previous).sort()) {
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
    return { state: { version: _state_js__WEBPACK_IMPORTED_MODULE_1__/* .STATE_VERSION */ .nd, hashing: input.hashing, pages }, outcomes, rebaselined, why, unchanged };
}
/** The sitemap date of a page: when it last changed, else when it appeared. */
function lastmodOf(record) {
    return record.updatedAt ?? record.publishedAt;
}


/***/ }),

/***/ 51071:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ql: () => (/* binding */ commentMarker),
/* harmony export */   wQ: () => (/* binding */ renderComment)
/* harmony export */ });
/* unused harmony export COMMENT_LIMIT */
/* harmony import */ var _markdown_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(16706);
/* harmony import */ var _noise_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(11257);
/* harmony import */ var _render_summary_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(67458);




/** GitHub rejects longer bodies with 422 "Body is too long (maximum is 65536 characters)". */
const COMMENT_LIMIT = 65536;
/** Hidden marker that finds our comment again; one per site, so two sites in one repo don't fight. */
function commentMarker(siteUrl) {
    return `<!-- lastmod-action:sticky site=${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .commentSafe */ .XO)(siteUrl)} -->`;
}
/**
 * Nothing run-specific (time, run id) goes in the body: an unchanged result gives a byte-identical
 * body, which the poster then does not re-post.
 */
function renderComment(input) {
    const { report } = input;
    const limit = input.limit ?? COMMENT_LIMIT - 1536;
    const rows = (0,_render_summary_js__WEBPACK_IMPORTED_MODULE_1__/* .rowsOf */ .RO)(report);
    const moving = report.pages.new.length + report.pages.changed.length + report.pages.removed.length;
    const head = [commentMarker(report.siteUrl)];
    head.push(moving === 0
        ? '### lastmod: no sitemap date would move'
        : `### lastmod: ${moving} sitemap date${moving === 1 ? '' : 's'} would move`);
    head.push('', (0,_render_summary_js__WEBPACK_IMPORTED_MODULE_1__/* .countsLine */ .J7)(report));
    const noise = (0,_render_summary_js__WEBPACK_IMPORTED_MODULE_1__/* .detectNoise */ .Wo)(report);
    if (noise)
        head.push('', '> [!WARNING]', `> ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeInline */ .VV)((0,_render_summary_js__WEBPACK_IMPORTED_MODULE_1__/* .noiseMessage */ .iq)(noise), 400)}`);
    for (const finding of (0,_render_summary_js__WEBPACK_IMPORTED_MODULE_1__/* .otherFindings */ .jE)(report, noise))
        head.push('', '> [!NOTE]', `> ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeInline */ .VV)((0,_noise_js__WEBPACK_IMPORTED_MODULE_0__/* .describeNoise */ .YI)(finding), 600)}`);
    if (report.rebaselined)
        head.push('', 'The normaliser or hashing options changed: hashes are re-baselined, no date moves.');
    const footer = (hidden) => hidden > 0
        ? ['', `…and ${hidden} more page(s) not shown. The full list is in the [job summary](${input.summaryUrl}).`]
        : [];
    if (rows.length === 0)
        return head.join('\n') + '\n';
    const tableLines = (0,_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .table */ .tp)(['Page', 'Change', 'Why'], rows.map((row) => (0,_render_summary_js__WEBPACK_IMPORTED_MODULE_1__/* .renderRow */ .re)(report, row))).split('\n');
    // Header and separator always; then as many rows as fit with the footer.
    const reserve = footer(rows.length).join('\n').length + 2;
    let body = [...head, '', tableLines[0], tableLines[1]].join('\n');
    let shown = 0;
    for (const line of tableLines.slice(2)) {
        if (body.length + 1 + line.length + reserve > limit)
            break;
        body += '\n' + line;
        shown++;
    }
    return [body, ...footer(rows.length - shown)].join('\n') + '\n';
}


/***/ }),

/***/ 67458:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Br: () => (/* binding */ renderSummary),
/* harmony export */   J7: () => (/* binding */ countsLine),
/* harmony export */   RO: () => (/* binding */ rowsOf),
/* harmony export */   Wo: () => (/* binding */ detectNoise),
/* harmony export */   iq: () => (/* binding */ noiseMessage),
/* harmony export */   jE: () => (/* binding */ otherFindings),
/* harmony export */   re: () => (/* binding */ renderRow)
/* harmony export */ });
/* unused harmony exports describeChange, pageLabel */
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
        return 'content changed';
    const parts = blocks.slice(0, maxBlocks).map((block) => {
        switch (block.kind) {
            case 'added':
                return `added ${quote(block.new, maxText) || 'a block'}`;
            case 'removed':
                return `removed ${quote(block.old, maxText) || 'a block'}`;
            case 'replaced':
                return block.old !== undefined && block.old !== ''
                    ? `${quote(block.old, maxText)} → ${quote(block.new, maxText) || '(empty)'}`
                    : `now ${quote(block.new, maxText) || '(empty)'}`;
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
    for (const url of report.pages.new)
        rows.push({ kind: 'new', url, why: '' });
    for (const url of report.pages.removed)
        rows.push({ kind: 'removed', url, why: '' });
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
function renderRow(report, row) {
    return [(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .link */ .nf)(pageLabel(report, row.url), row.url), KIND_LABEL[row.kind], row.why];
}
function countsLine(report) {
    const { pages } = report;
    return `**${pages.new.length}** new · **${pages.changed.length}** changed · **${pages.removed.length}** removed · **${pages.unchanged.length}** unchanged`;
}
/**
 * Over half of the built pages changed: likely noise (a layout or date string), not content.
 * The shared fragment is the run's first noise finding (core/noise.ts), else the most shared one.
 */
function detectNoise(report) {
    const changed = report.pages.changed.length;
    const total = report.pages.changed.length + report.pages.unchanged.length + report.pages.new.length;
    if (report.rebaselined || total < 4 || changed * 2 <= total)
        return undefined;
    const noise = { changed, total };
    const finding = report.noise?.[0];
    if (finding !== undefined) {
        noise.fragment = finding.fragment;
        noise.sharedBy = finding.pages;
        if (finding.selector !== undefined)
            noise.selector = finding.selector;
    }
    else {
        const shared = (0,_noise_js__WEBPACK_IMPORTED_MODULE_0__/* .findSharedChanges */ .IP)(report.changes, 2)[0];
        if (shared !== undefined) {
            noise.fragment = shared.fragment;
            noise.sharedBy = shared.urls.length;
        }
    }
    return noise;
}
/** The noise findings not already named by the "most pages changed" warning. */
function otherFindings(report, noise) {
    const findings = report.noise ?? [];
    return noise?.fragment !== undefined && findings[0]?.fragment === noise.fragment ? findings.slice(1) : findings;
}
/** The annotation text for noise; plain text (annotations are not Markdown), kept short. */
function noiseMessage(noise) {
    const head = `${noise.changed} of ${noise.total} pages changed: probably noise (layout, dates, ids), not content.`;
    const fragment = noise.fragment !== undefined
        ? ` ${noise.sharedBy} of them share the changed text "${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .truncate */ .xv)((0,_noise_js__WEBPACK_IMPORTED_MODULE_0__/* .blockText */ .dK)(noise.fragment).replace(/\s+/g, ' '), 120)}".`
        : '';
    const fix = noise.selector !== undefined
        ? ` If it is not content, add the ignore selector '${noise.selector}' or mark it data-lastmod-ignore.`
        : ' Mark it with data-lastmod-ignore or add an ignore-selector if it is not content.';
    return `${head}${fragment}${fix}`;
}
function renderSummary(input) {
    const { report } = input;
    const maxRows = input.maxRows ?? 100;
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
        out.push(`- Sitemap: ${report.sitemap.urls} URL(s) in ${report.sitemap.files.length} file(s)`);
    if (report.excluded.length > 0)
        out.push(`- Left out of the sitemap: ${report.excluded.length} page(s) (noindex, redirects, canonical elsewhere, error pages, globs)`);
    if (report.rebaselined)
        out.push('- The normaliser or hashing options changed: hashes were re-baselined and no date moved.');
    const noise = detectNoise(report);
    if (noise)
        out.push('', `> [!WARNING]`, `> ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeInline */ .VV)(noiseMessage(noise), 400)}`);
    for (const finding of otherFindings(report, noise))
        out.push('', '> [!NOTE]', `> ${(0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeInline */ .VV)((0,_noise_js__WEBPACK_IMPORTED_MODULE_0__/* .describeNoise */ .YI)(finding), 600)}`);
    const rows = rowsOf(report);
    if (rows.length > 0) {
        out.push('');
        const shown = rows.slice(0, maxRows);
        out.push((0,_markdown_js__WEBPACK_IMPORTED_MODULE_1__/* .table */ .tp)(['Page', 'Change', 'Why'], shown.map((row) => renderRow(report, row))));
        if (rows.length > shown.length)
            out.push('', `…and ${rows.length - shown.length} more page(s); the full list is in the report JSON.`);
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


/***/ }),

/***/ 7066:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Bu: () => (/* binding */ parseState),
/* harmony export */   _J: () => (/* binding */ parsedPageCount),
/* harmony export */   cR: () => (/* binding */ serializeStateChunks),
/* harmony export */   nd: () => (/* binding */ STATE_VERSION),
/* harmony export */   qq: () => (/* binding */ StateError),
/* harmony export */   sU: () => (/* binding */ serializeState),
/* harmony export */   ti: () => (/* binding */ mergeStates)
/* harmony export */ });
/* harmony import */ var _dates_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(80194);
/* harmony import */ var _explain_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(89905);
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
    // Only a fingerprint's characters: pages' previous records cross to worker threads packed
    // into NUL-separated strings (adapters/pool.ts).
    if (blocks !== undefined && (typeof blocks !== 'string' || !(0,_explain_js__WEBPACK_IMPORTED_MODULE_0__/* .isFingerprint */ .Zv)(blocks))) {
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
/** The number of records parseState found in each `pages` object it made (see parsedPageCount). */
const parsedCounts = new WeakMap();
/**
 * How many records `pages` held when parseState made it; undefined for an object it did not
 * make. Nothing writes to a state's pages once read (the planner builds new ones): the planner
 * uses this to learn that every record was met again without listing them (100,000 keys: ~15 ms).
 */
function parsedPageCount(pages) {
    return parsedCounts.get(pages);
}
/**
 * Checks persisted text before anything trusts it. Any problem is a StateError whose one-line
 * message names `source`: a corrupt state file stops the run instead of resetting every date.
 */
function parseState(text, source) {
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
        if ((0,_dates_js__WEBPACK_IMPORTED_MODULE_1__/* .parseInstant */ .nV)(date) === undefined)
            return undefined;
        dates.set(date, date);
        return date;
    };
    let count = 0;
    for (const key in pages) {
        parseRecord(key, pages[key], source, intern);
        count++;
    }
    parsedCounts.set(pages, count);
    const state = { version: STATE_VERSION, pages };
    if (data.hashing !== undefined) {
        const h = data.hashing;
        if (!isObject(h) || typeof h.normalizer !== 'number' || typeof h.options !== 'string') {
            throw new StateError(`${source}: "hashing" must be {"normalizer": number, "options": string}`);
        }
        state.hashing = { normalizer: h.normalizer, options: h.options };
    }
    return state;
}
/**
 * A record as JSON with its keys sorted (blocks, hash, publishedAt, removedAt, updatedAt), written
 * out rather than built as a sorted copy and stringified: 100,000 pages in 111–115 ms instead of
 * 136–139 on node 20, 77–84 instead of 136–152 on node 24 (best of seven in one process).
 * A record holds no other keys: parseRecord drops them, and the planner writes none.
 */
function recordJson(record) {
    const { blocks, removedAt } = record;
    return ((blocks === undefined ? '{"hash":' : '{"blocks":' + jsonString(blocks) + ',"hash":') +
        jsonString(record.hash) +
        ',"publishedAt":' +
        jsonString(record.publishedAt) +
        (removedAt === undefined ? '' : ',"removedAt":' + jsonString(removedAt)) +
        ',"updatedAt":' +
        jsonString(record.updatedAt) +
        '}');
}
/** A string JSON.stringify writes as it is, between quotes: no quote, backslash, control character or surrogate. */
// eslint-disable-next-line no-control-regex -- control characters are what JSON escapes
const PLAIN_JSON_STRING = /^[^"\\\u0000-\u001f\ud800-\udfff]*$/;
/**
 * JSON.stringify of a string, which state strings (hashes, fingerprints, dates, URL paths) need
 * only for their quotes: one test and two concatenations make 100,000 records in 27–31 ms
 * instead of 52–60 (node 20, passes two to four in one process).
 */
function jsonString(text) {
    return PLAIN_JSON_STRING.test(text) ? '"' + text + '"' : JSON.stringify(text);
}
const CHUNK = 64 * 1024;
/**
 * Sorted keys, one page per line: the git diff of two states shows exactly the pages that moved.
 * Yielded in chunks of about 64 KB, so a large state is never held as one string.
 */
function* serializeStateChunks(state) {
    const keys = Object.keys(state.pages).sort();
    const hashing = state.hashing
        ? `  "hashing": ${JSON.stringify({ normalizer: state.hashing.normalizer, options: state.hashing.options })},\n`
        : '';
    let chunk = `{\n${hashing}  "pages": ${keys.length === 0 ? '{}' : '{\n'}`;
    for (const [i, key] of keys.entries()) {
        chunk += `    ${jsonString(key)}: ${recordJson(state.pages[key])}${i < keys.length - 1 ? ',' : ''}\n`;
        if (chunk.length >= CHUNK) {
            yield chunk;
            chunk = '';
        }
    }
    yield `${chunk}${keys.length === 0 ? '' : '  }'},\n  "version": ${state.version}\n}\n`;
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
    return state;
}


/***/ }),

/***/ 81221:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A5: () => (/* binding */ parseSiteUrl),
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
    if (!url.pathname.endsWith('/'))
        url.pathname += '/';
    return url;
}
/**
 * Percent-encodes one path segment as a browser does: UTF-8 bytes for non-ASCII, `%` itself
 * encoded, the sub-delimiters that are legal in a path left alone.
 */
/** Characters that NFC and encodeURIComponent both leave as they are. */
const PLAIN_SEGMENT = /^[\w.~-]*$/;
/** Paths whose every segment is plain. */
const PLAIN_PATH = /^[\w.~/-]*$/;
function encodePathSegment(segment) {
    // Most segments: one test instead of NFC, encoding and a replace (a tenth of a second of the
    // main thread on 100,000 pages).
    if (PLAIN_SEGMENT.test(segment))
        return segment;
    return encodeURIComponent(segment.normalize('NFC')).replace(/%(24|26|2B|2C|3B|3D|3A|40)/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
}
/**
 * The state key of a built file: its URL path relative to the site root.
 * `a/index.html` → `/a/`, `index.html` → `/`, `a.html` → `/a.html` (or `/a` with clean URLs).
 */
function filePathToUrlPath(relativeFile, cleanUrls) {
    // Most paths: no segment to encode, so the path is the file's, its last segment mapped (100,000
    // paths: 6-7 ms of the main thread, against 31-33 for a split, a test a segment and a join).
    if (PLAIN_PATH.test(relativeFile)) {
        if (relativeFile === 'index.html')
            return '/';
        if (relativeFile.endsWith('/index.html'))
            return '/' + relativeFile.slice(0, -'index.html'.length);
        return '/' + (cleanUrls && relativeFile.endsWith('.html') ? relativeFile.slice(0, -'.html'.length) : relativeFile);
    }
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

/***/ 95896:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ lazyWasm)
/* harmony export */ });
/* unused harmony export WasmModule */
// The project's WebAssembly modules (src/core/wasm/*.wat, committed as base64 by
// scripts/wasm.mjs), each made once a thread, when first needed. Where WebAssembly cannot run
// (`node --jitless`) there is none, and the callers compute the same answers in JavaScript.
const WASM_PAGE = 65536;
/** An instance of a module that exports its memory (`memory`) and the functions `F`. */
class WasmModule {
    memory;
    functions;
    /** The memory as bytes, made again when the memory grows. */
    bytes;
    /** Whose data the memory holds now, for a caller that leaves it there between calls. */
    holder = undefined;
    constructor(memory, functions) {
        this.memory = memory;
        this.functions = functions;
        this.bytes = Buffer.from(memory.buffer);
    }
    /** Grows the memory to at least `size` bytes (it never shrinks); returns its bytes. */
    reserve(size) {
        if (this.bytes.length < size) {
            this.memory.grow(Math.ceil((size - this.bytes.length) / WASM_PAGE));
            this.bytes = Buffer.from(this.memory.buffer);
        }
        return this.bytes;
    }
}
/**
 * A getter of the module in `base64`, made on the first call; it gives null where WebAssembly
 * cannot run. `functions` picks the exports the caller uses.
 */
function lazyWasm(base64, functions, imports = {}) {
    let made;
    return () => {
        if (made === undefined) {
            try {
                const { exports } = new WebAssembly.Instance(new WebAssembly.Module(Buffer.from(base64, 'base64')), imports);
                made = new WasmModule(exports.memory, functions(exports));
            }
            catch {
                made = null;
            }
        }
        return made;
    };
}


/***/ }),

/***/ 83916:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   g: () => (/* binding */ errorMessage)
/* harmony export */ });
/* unused harmony export isInputError */
/* harmony import */ var _core_state_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7066);
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
/** Errors the user can fix by changing input; the rest are failures of ours or of the system. */
function isInputError(error) {
    return (error instanceof InputError ||
        error instanceof StateError ||
        (error instanceof Error && (error.name === 'SelectorError' || error.name === 'SitemapError')));
}


/***/ }),

/***/ 82161:
/***/ ((module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PENDING_REPORT: () => (/* binding */ PENDING_REPORT),
/* harmony export */   PENDING_STATE: () => (/* binding */ PENDING_STATE)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(33838);
/* harmony import */ var _actions_github__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(61351);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _core_render_comment_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(51071);
/* harmony import */ var _core_render_summary_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(67458);
/* harmony import */ var _core_noise_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(11257);
/* harmony import */ var _adapters_action_run_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(77442);
/* harmony import */ var _adapters_bootstrap_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(9310);
/* harmony import */ var _adapters_engine_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(96450);
/* harmony import */ var _adapters_github_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(92401);
/* harmony import */ var _adapters_state_file_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(35460);
/* harmony import */ var _adapters_pool_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(64912);
/* harmony import */ var _adapters_walker_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(35544);
/* harmony import */ var _adapters_publish_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(39545);
/* harmony import */ var _adapters_announce_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(60453);
/* harmony import */ var _adapters_stores_toolkit_js__WEBPACK_IMPORTED_MODULE_16__ = __webpack_require__(12397);
/* harmony import */ var _adapters_page_cache_file_js__WEBPACK_IMPORTED_MODULE_17__ = __webpack_require__(66757);
// The action's main step, loaded by its entry (main.ts) once the process is the one that does the
// run: update (build and hand the pending state to post or to a later job), check (pull requests:
// report, persist nothing) or persist (a later job after the deploy).


















/** Names under which main tells post where the pending state and the report are (`STATE_<name>`). */
const PENDING_STATE = 'pending-state';
const PENDING_REPORT = 'pending-report';
const PENDING_FILE = 'pending-state.json';
const REPORT_FILE = 'report.json';
function publishOptions(config, dryRun) {
    return {
        siteDir: config.siteDir,
        siteUrl: config.siteUrl,
        cleanUrls: config.cleanUrls,
        sitemapPath: config.sitemapPath,
        gzip: config.gzip,
        dryRun,
        htmlDates: config.htmlDates,
        mtime: config.mtime,
        robotsSitemap: config.robotsSitemap,
        ...(config.headersFile !== undefined ? { headersFile: config.headersFile } : {}),
        ...(config.indexNow !== undefined ? { indexNow: config.indexNow } : {})
    };
}
async function group(name, fn) {
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .startGroup */ .Oh(name);
    try {
        return await fn();
    }
    finally {
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .endGroup */ .N4();
    }
}
/** Evidence, beyond the store's own, that this site had dates before: a committed sitemap with lastmods. */
async function committedSitemapHasDates(run) {
    const file = run.config.sitemapPath;
    const tracked = await run.git(['ls-files', '--error-unmatch', '--', node_path__WEBPACK_IMPORTED_MODULE_3___default().relative(run.workspace, file)]);
    if (tracked.exitCode !== 0)
        return undefined;
    const text = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.readFile)(file, 'utf8').catch(() => '');
    return /<lastmod>/.test(text) ? `${node_path__WEBPACK_IMPORTED_MODULE_3___default().relative(run.workspace, file)} is committed with lastmod dates` : undefined;
}
async function compute(run) {
    // The site folder is walked on a thread of its own while the state is restored (walker.ts).
    const walk = (0,_adapters_walker_js__WEBPACK_IMPORTED_MODULE_13__/* .startPageWalk */ .F)(run.config.siteDir, _adapters_action_run_js__WEBPACK_IMPORTED_MODULE_7__/* .coreLogger */ .Wj);
    // The page dates are rewritten on the threads that hashed the pages.
    const threads = new _adapters_pool_js__WEBPACK_IMPORTED_MODULE_12__/* .ThreadPool */ .pX();
    try {
        // The page workers load their bundle while the state is restored, as the walk runs.
        const { siteDir, siteUrl, contentSelector, ignoreSelectors, cacheFile } = run.config;
        const jobOptions = { siteDir, siteUrl, contentSelector, ignoreSelectors, ...(cacheFile === undefined ? {} : { cacheFile }) };
        if (walk !== undefined)
            await (0,_adapters_engine_js__WEBPACK_IMPORTED_MODULE_9__/* .prestartPageWorkers */ .Wc)(jobOptions, threads, _adapters_action_run_js__WEBPACK_IMPORTED_MODULE_7__/* .coreLogger */ .Wj);
        await computeWith(run, walk, threads);
    }
    finally {
        await Promise.all([threads.close(), walk?.close()]);
    }
}
async function computeWith(run, walk, threads) {
    const { config } = run;
    await (0,_adapters_action_run_js__WEBPACK_IMPORTED_MODULE_7__/* .checkGitStoreUsable */ .Gz)(run);
    const loaded = await group(`Restore state (${run.store.description})`, () => run.store.load());
    const previous = loaded.kind === 'found' ? loaded.state : undefined;
    if (loaded.kind === 'found')
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(`Restored ${Object.keys(loaded.state.pages).length} page(s) from ${loaded.source}`);
    let bootstrap;
    if (config.bootstrapSitemap !== undefined) {
        bootstrap = await group('Read bootstrap sitemap', () => (0,_adapters_bootstrap_js__WEBPACK_IMPORTED_MODULE_8__/* .loadBootstrap */ .Ne)(config.bootstrapSitemap, { workspace: run.workspace, now: config.now, log: _adapters_action_run_js__WEBPACK_IMPORTED_MODULE_7__/* .coreLogger */ .Wj }));
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(`bootstrap-sitemap: ${bootstrap.lastmods.size} dated URL(s) from ${bootstrap.source}`);
    }
    else if (!previous) {
        const vanished = (loaded.kind === 'missing' ? loaded.vanished : undefined) ?? (await committedSitemapHasDates(run));
        if (vanished !== undefined) {
            _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(`No lastmod state was found (${loaded.source}), but this site had dates before: ${vanished}. ` +
                'Every page is dated now, which resets the whole sitemap. Set bootstrap-sitemap to the deployed sitemap ' +
                '(e.g. https://example.com/sitemap.xml) to keep the old dates.', { title: 'lastmod state vanished' });
        }
        else {
            _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .notice */ .lm(`No lastmod state found (${loaded.source}): first run? Every page is dated now. ` +
                'If this site had state before (deleted branch, expired artifact, evicted cache), set bootstrap-sitemap to the deployed sitemap.', { title: 'lastmod: first run' });
        }
    }
    const options = {
        siteDir: config.siteDir,
        siteUrl: config.siteUrl,
        now: config.now,
        contentSelector: config.contentSelector,
        ignoreSelectors: config.ignoreSelectors,
        include: config.include,
        exclude: config.exclude,
        cleanUrls: config.cleanUrls,
        sitemapPath: config.sitemapPath,
        lastmodFormat: config.lastmodFormat,
        gzip: config.gzip,
        ...(bootstrap ? { seedLastmod: bootstrap.lastmods } : {}),
        ...(config.cacheFile === undefined ? {} : { cacheFile: config.cacheFile })
    };
    let result;
    try {
        result = await group('Hash pages', () => (0,_adapters_engine_js__WEBPACK_IMPORTED_MODULE_9__/* .runEngine */ .cn)({ ...options, threads, ...(walk === undefined ? {} : { walk }) }, previous, _adapters_action_run_js__WEBPACK_IMPORTED_MODULE_7__/* .coreLogger */ .Wj));
        // Before anything is deployed: the pages, headers and robots.txt take this run's dates.
        // A pull-request check only counts what it would write.
        const publish = { ...publishOptions(config, config.mode === 'check'), threads };
        await group('Write dates into the built site', () => (0,_adapters_publish_js__WEBPACK_IMPORTED_MODULE_14__/* .applyPageDates */ .V)(result, publish, _adapters_action_run_js__WEBPACK_IMPORTED_MODULE_7__/* .coreLogger */ .Wj));
    }
    finally {
        await threads.close();
    }
    const { report } = result;
    await group('Write sitemap', async () => {
        for (const file of await (0,_adapters_engine_js__WEBPACK_IMPORTED_MODULE_9__/* .writeSitemapFiles */ .Wh)(result, options))
            _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(`Wrote ${file}`);
    });
    // Not state: right whatever becomes of this run, so written in check mode too (actions/cache keeps it).
    const pageCache = result.pageCache;
    if (pageCache !== undefined) {
        if (await (0,_adapters_page_cache_file_js__WEBPACK_IMPORTED_MODULE_17__/* .writePageCache */ .V)(pageCache.use, pageCache.results))
            _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(`Wrote the page cache ${pageCache.use.file}`);
        else
            _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(`Page cache: every entry met again; ${pageCache.use.file} left as it was`);
    }
    // In update mode the report sits beside the pending state: post and the persist step read it
    // from there (IndexNow), so it is written once.
    const pendingDir = node_path__WEBPACK_IMPORTED_MODULE_3___default().join(run.tempDir, 'pending');
    const reportPath = node_path__WEBPACK_IMPORTED_MODULE_3___default().join(config.mode === 'update' ? pendingDir : run.tempDir, REPORT_FILE);
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.mkdir)(node_path__WEBPACK_IMPORTED_MODULE_3___default().dirname(reportPath), { recursive: true });
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.writeFile)(reportPath, JSON.stringify(report, null, 2) + '\n', 'utf8');
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH('new', report.pages.new.length);
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH('changed', report.pages.changed.length);
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH('removed', report.pages.removed.length);
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH('unchanged', report.pages.unchanged.length);
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH('changed-urls', JSON.stringify([...report.pages.new, ...report.pages.changed]));
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH('sitemap', node_path__WEBPACK_IMPORTED_MODULE_3___default().join(node_path__WEBPACK_IMPORTED_MODULE_3___default().dirname(config.sitemapPath), (0,_adapters_engine_js__WEBPACK_IMPORTED_MODULE_9__/* .sitemapFileName */ .xW)(options)));
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setOutput */ .uH('report', reportPath);
    const noise = (0,_core_render_summary_js__WEBPACK_IMPORTED_MODULE_5__/* .detectNoise */ .Wo)(report);
    if (noise)
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e((0,_core_render_summary_js__WEBPACK_IMPORTED_MODULE_5__/* .noiseMessage */ .iq)(noise), { title: 'lastmod: most pages changed' });
    for (const finding of (0,_core_render_summary_js__WEBPACK_IMPORTED_MODULE_5__/* .otherFindings */ .jE)(report, noise))
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e((0,_core_noise_js__WEBPACK_IMPORTED_MODULE_6__/* .describeNoise */ .YI)(finding), { title: 'lastmod: probable noise' });
    let persistNote;
    if (config.mode === 'update') {
        const pendingPath = node_path__WEBPACK_IMPORTED_MODULE_3___default().join(pendingDir, PENDING_FILE);
        await (0,_adapters_state_file_js__WEBPACK_IMPORTED_MODULE_11__/* .writeStateFile */ .V)(pendingPath, result.state);
        const pendingReport = reportPath;
        if (config.persist === 'post') {
            _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .saveState */ .LZ(PENDING_STATE, pendingPath);
            _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .saveState */ .LZ(PENDING_REPORT, pendingReport);
            persistNote = `${run.store.description}, by this action's post step if the job succeeds`;
        }
        else {
            await group(`Hand the pending state on as artifact ${config.pendingArtifactName}`, () => (0,_adapters_stores_toolkit_js__WEBPACK_IMPORTED_MODULE_16__/* .toolkitPendingHandoff */ .q7)().upload(config.pendingArtifactName, [pendingPath, pendingReport]));
            persistNote = `${run.store.description}, by a later step with mode: persist after the deploy`;
        }
    }
    const seeded = bootstrap ? report.pages.new.filter((url) => bootstrap.lastmods.has(url)).length : 0;
    await (0,_adapters_github_js__WEBPACK_IMPORTED_MODULE_10__/* .writeSummary */ .Sy)((0,_core_render_summary_js__WEBPACK_IMPORTED_MODULE_5__/* .renderSummary */ .Br)({
        report,
        mode: config.mode === 'check' ? 'check' : 'update',
        stateSource: loaded.source,
        stateFound: loaded.kind === 'found',
        ...(bootstrap ? { bootstrap: { source: bootstrap.source, seeded } } : {}),
        ...(persistNote !== undefined ? { persistNote } : {})
    }));
    if (config.mode === 'check')
        await comment(run, report);
}
async function comment(run, report) {
    const number = _actions_github__WEBPACK_IMPORTED_MODULE_1__/* .context */ ._.payload.pull_request?.number;
    if (!run.config.comment || number === undefined)
        return;
    const body = (0,_core_render_comment_js__WEBPACK_IMPORTED_MODULE_4__/* .renderComment */ .wQ)({ report, summaryUrl: `${run.serverUrl}/${run.owner}/${run.repo}/pull/${number}/checks` });
    const moving = report.pages.new.length + report.pages.changed.length + report.pages.removed.length;
    let outcome;
    try {
        const api = (0,_adapters_github_js__WEBPACK_IMPORTED_MODULE_10__/* .octokitComments */ .Ux)(run.octokit(), { owner: run.owner, repo: run.repo, issueNumber: number });
        outcome = await (0,_adapters_github_js__WEBPACK_IMPORTED_MODULE_10__/* .postStickyComment */ .LJ)(api, (0,_core_render_comment_js__WEBPACK_IMPORTED_MODULE_4__/* .commentMarker */ .Ql)(report.siteUrl), body, { createIfMissing: moving > 0 });
    }
    catch (error) {
        outcome = { kind: 'failed', message: (0,_adapters_action_run_js__WEBPACK_IMPORTED_MODULE_7__/* .errorMessage */ .gJ)(error) };
    }
    switch (outcome.kind) {
        case 'created':
        case 'updated':
        case 'unchanged':
        case 'skipped':
            _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(`PR comment: ${outcome.kind}`);
            return;
        case 'forbidden':
            _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(`Cannot comment on pull request #${number} (${outcome.message}): the token is read-only (fork PR?) or lacks pull-requests: write. The comment is in the job summary instead.`, { title: 'lastmod: no PR comment' });
            await (0,_adapters_github_js__WEBPACK_IMPORTED_MODULE_10__/* .writeSummary */ .Sy)(`\n### PR comment (could not be posted)\n\n${body}`);
            return;
        case 'failed':
            _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(`Could not post the PR comment: ${outcome.message}. The report is in the job summary.`, { title: 'lastmod: no PR comment' });
            return;
        default: {
            const never = outcome;
            throw new Error(`unknown comment outcome ${JSON.stringify(never)}`);
        }
    }
}
async function persistHandedOn(run) {
    await (0,_adapters_action_run_js__WEBPACK_IMPORTED_MODULE_7__/* .checkGitStoreUsable */ .Gz)(run);
    const dir = node_path__WEBPACK_IMPORTED_MODULE_3___default().join(run.tempDir, 'handoff');
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.mkdir)(dir, { recursive: true });
    await group(`Download pending state artifact ${run.config.pendingArtifactName}`, () => (0,_adapters_stores_toolkit_js__WEBPACK_IMPORTED_MODULE_16__/* .toolkitPendingHandoff */ .q7)().download(run.config.pendingArtifactName, dir));
    const state = await (0,_adapters_state_file_js__WEBPACK_IMPORTED_MODULE_11__/* .readStateFile */ .q)(node_path__WEBPACK_IMPORTED_MODULE_3___default().join(dir, PENDING_FILE));
    if (!state)
        throw new Error(`artifact ${run.config.pendingArtifactName} holds no ${PENDING_FILE}`);
    const result = await group(`Persist state (${run.store.description})`, () => run.store.persist(state));
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(`State ${result.kind}: ${result.detail}`);
    await (0,_adapters_github_js__WEBPACK_IMPORTED_MODULE_10__/* .writeSummary */ .Sy)(`### lastmod: state persisted\n\n${result.kind === 'saved' ? 'Saved' : 'Unchanged'}: ${result.detail}\n`);
    await (0,_adapters_announce_js__WEBPACK_IMPORTED_MODULE_15__/* .announce */ .i)(run.config, node_path__WEBPACK_IMPORTED_MODULE_3___default().join(dir, REPORT_FILE));
}
async function main() {
    const run = await (0,_adapters_action_run_js__WEBPACK_IMPORTED_MODULE_7__/* .startRun */ .AD)();
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(`lastmod: mode ${run.config.mode}, state store ${run.store.description}`);
    switch (run.config.mode) {
        case 'update':
        case 'check':
            return compute(run);
        case 'persist':
            return persistHandedOn(run);
        default: {
            const never = run.config.mode;
            throw new Error(`unknown mode ${String(never)}`);
        }
    }
}
// The one error boundary: any thrown value, not only an Error, fails the step.
try {
    await main();
}
catch (error) {
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setFailed */ .C1((0,_adapters_action_run_js__WEBPACK_IMPORTED_MODULE_7__/* .errorMessage */ .gJ)(error));
}

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

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
