export const id = 410;
export const ids = [410];
export const modules = {

/***/ 43410:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  mainStep: () => (/* binding */ mainStep)
});

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 7 modules
var core = __webpack_require__(33838);
// EXTERNAL MODULE: ./node_modules/@actions/github/lib/github.js
var github = __webpack_require__(61351);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/core/markdown.ts
var markdown = __webpack_require__(16706);
// EXTERNAL MODULE: ./src/core/noise.ts
var noise = __webpack_require__(11257);
// EXTERNAL MODULE: ./src/core/render-summary.ts
var render_summary = __webpack_require__(67458);
;// CONCATENATED MODULE: ./src/core/render-comment.ts




/** GitHub rejects longer bodies with 422 "Body is too long (maximum is 65536 characters)". */
const COMMENT_LIMIT = 65536;
/** Hidden marker that finds our comment again; one per site, so two sites in one repo don't fight. */
function commentMarker(siteUrl) {
    return `<!-- lastmod-action:sticky site=${(0,markdown/* commentSafe */.XO)(siteUrl)} -->`;
}
/**
 * Nothing run-specific (time, run id) goes in the body: an unchanged result gives a byte-identical
 * body, which the poster then does not re-post.
 */
function renderComment(input) {
    const { report } = input;
    const limit = input.limit ?? COMMENT_LIMIT - 1536;
    const rows = (0,render_summary/* rowsOf */.RO)(report);
    const moving = report.pages.new.length + report.pages.changed.length + report.pages.removed.length;
    const head = [commentMarker(report.siteUrl)];
    head.push(moving === 0
        ? '### lastmod: no sitemap date would move'
        : `### lastmod: ${moving} sitemap date${moving === 1 ? '' : 's'} would move`);
    head.push('', (0,render_summary/* countsLine */.J7)(report));
    head.push(...(0,render_summary/* renderNotices */.WF)(report));
    for (const line of (0,noise/* describeLeftOut */.l1)(report.leftOut ?? []))
        head.push('', (0,markdown/* escapeInline */.VV)(line, 600));
    if (report.knownTheme !== undefined)
        head.push('', (0,markdown/* escapeInline */.VV)((0,noise/* describeKnownTheme */.C_)(report.knownTheme), 600));
    if (report.buildStamps !== undefined)
        head.push('', (0,markdown/* escapeInline */.VV)((0,noise/* describeBuildStamps */.s$)(report.buildStamps), 600));
    if (report.rebaselined)
        head.push('', 'The normaliser or hashing options changed: hashes are re-baselined, no date moves.');
    const footer = (hidden) => hidden > 0
        ? ['', `…and ${hidden} more page(s) not shown. The full list is in the [job summary](${input.summaryUrl}).`]
        : [];
    if (rows.length === 0)
        return head.join('\n') + '\n';
    const tableLines = (0,markdown/* table */.tp)(render_summary/* ROW_HEADER */.BO, rows.map((row) => (0,render_summary/* renderRow */.re)(report, row, true))).split('\n');
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

// EXTERNAL MODULE: ./src/core/report.ts
var core_report = __webpack_require__(88557);
// EXTERNAL MODULE: ./src/adapters/atomic.ts
var atomic = __webpack_require__(45799);
// EXTERNAL MODULE: ./src/adapters/action-run.ts + 6 modules
var action_run = __webpack_require__(76260);
// EXTERNAL MODULE: ./src/adapters/bootstrap.ts
var adapters_bootstrap = __webpack_require__(9310);
// EXTERNAL MODULE: ./src/adapters/engine.ts + 4 modules
var engine = __webpack_require__(43504);
// EXTERNAL MODULE: ./src/adapters/github.ts
var adapters_github = __webpack_require__(92401);
// EXTERNAL MODULE: ./src/adapters/phase-state.ts
var phase_state = __webpack_require__(86955);
// EXTERNAL MODULE: ./src/adapters/state-file.ts
var state_file = __webpack_require__(35460);
// EXTERNAL MODULE: ./src/adapters/inputs.ts + 1 modules
var inputs = __webpack_require__(91357);
// EXTERNAL MODULE: ./src/adapters/output-paths.ts
var output_paths = __webpack_require__(13586);
// EXTERNAL MODULE: ./src/adapters/site-run.ts + 4 modules
var site_run = __webpack_require__(27440);
// EXTERNAL MODULE: ./src/adapters/logger.ts
var logger = __webpack_require__(74810);
// EXTERNAL MODULE: ./src/adapters/stores/toolkit.ts
var toolkit = __webpack_require__(12397);
// EXTERNAL MODULE: ./src/core/crawl.ts
var crawl = __webpack_require__(97480);
// EXTERNAL MODULE: ./src/core/urls.ts
var urls = __webpack_require__(81221);
// EXTERNAL MODULE: ./src/adapters/crawl.ts
var adapters_crawl = __webpack_require__(81903);
// EXTERNAL MODULE: ./src/adapters/crawl-args.ts
var crawl_args = __webpack_require__(13233);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/version.ts
var version = __webpack_require__(311);
;// CONCATENATED MODULE: ./src/main-step.ts
// The action's main step, loaded by its entry (main.ts) on demand, so that the post phase never
// loads it (the engine, the extractor, the worker pool): update (build and hand the pending state
// to post or to a later job), check (pull requests: report, persist nothing) or persist (a later
// job after the deploy).


























const PENDING_FILE = 'pending-state.json';
const REPORT_FILE = 'report.json';
const CHANGED_URLS_OUTPUT_BYTES = 500_000;
/** Evidence, beyond the store's own, that this site had dates before: a committed sitemap with lastmods. */
async function committedSitemapHasDates(run) {
    const file = run.config.sitemapPath;
    const tracked = await run.git(['ls-files', '--error-unmatch', '--', external_node_path_default().relative(run.workspace, file)]);
    if (tracked.exitCode !== 0)
        return undefined;
    const text = await (0,promises_.readFile)(file, 'utf8').catch(() => '');
    return /<lastmod>/.test(text) ? `${external_node_path_default().relative(run.workspace, file)} is committed with lastmod dates` : undefined;
}
async function compute(run) {
    const { config } = run;
    const restore = async () => {
        await (0,action_run/* checkGitStoreUsable */.Gz)(run);
        const loaded = await (0,action_run/* group */.Os)(`Restore state (${run.store.description})`, () => run.store.load());
        const previous = loaded.kind === 'found' ? loaded.state : undefined;
        if (loaded.kind === 'found')
            core/* info */.pq(`Restored ${Object.keys(loaded.state.pages).length} page(s) from ${(0,logger/* shown */.S)(loaded.source)}`);
        if (config.bootstrapSitemap !== undefined) {
            const source = config.bootstrapSitemap;
            const bootstrap = await (0,action_run/* group */.Os)('Read bootstrap sitemap', () => (0,adapters_bootstrap/* loadBootstrap */.Ne)(source, { workspace: run.workspace, now: config.now, log: action_run/* coreLogger */.Wj, timeoutMs: config.requestTimeout * 1000 }));
            core/* info */.pq(`bootstrap-sitemap: ${bootstrap.lastmods.size} dated URL(s) from ${(0,logger/* shown */.S)(bootstrap.source)}`);
            return { previous, seedLastmod: bootstrap.lastmods, loaded, bootstrap };
        }
        if (!previous)
            await warnFirstRun(run, loaded);
        return { previous, loaded };
    };
    const paths = await (0,output_paths/* checkOutputPaths */.s0)((0,inputs/* actionOutputs */.d)(config, run.workspace), { siteDir: config.siteDir, workspace: run.workspace, flag: (name) => name });
    // In update mode the report sits beside the pending state: post and the persist step read it
    // from there (IndexNow), so it is written once.
    const pendingDir = external_node_path_default().join(run.tempDir, 'pending');
    const pendingPath = external_node_path_default().join(pendingDir, PENDING_FILE);
    const reportPath = external_node_path_default().join(config.mode === 'update' ? pendingDir : run.tempDir, REPORT_FILE);
    const result = await (0,site_run/* runSite */.$)(config, {
        restore,
        write: {
            sitemap: true,
            ...(config.mode === 'update' ? { state: { file: pendingPath, readFromIt: false } } : {}),
            // Not state: right whatever becomes of this run, so written in check mode too (actions/cache keeps it).
            pageCache: true,
            report: reportPath,
            // A pull-request check only counts what it would write into the pages.
            pageDates: config.mode !== 'check'
        },
        paths,
        flag: (name) => name,
        logWrites: true,
        log: action_run/* coreLogger */.Wj,
        stage: action_run/* group */.Os,
        // A line every ten seconds or so in the job's log while the pages are hashed.
        progress: { mode: 'log', write: (text) => core/* info */.pq(text.trimEnd()), now: () => performance.now() }
    });
    if (result.kind !== 'planned')
        throw new Error('the action plans the whole site');
    const { run: planned, restored } = result;
    const { report } = planned;
    core/* setOutput */.uH('new', report.pages.new.length);
    core/* setOutput */.uH('changed', report.pages.changed.length);
    core/* setOutput */.uH('removed', report.pages.removed.length);
    core/* setOutput */.uH('unchanged', report.pages.unchanged.length);
    // The full list goes to a file; the output holds what fits in 500 KB, still a JSON array.
    const changedUrls = [...report.pages.new, ...report.pages.changed];
    const changedUrlsFile = external_node_path_default().join(run.tempDir, 'changed-urls.json');
    await (0,atomic/* writeFileAtomic */.Zf)(changedUrlsFile, JSON.stringify(changedUrls));
    const { json, omitted } = (0,core_report/* jsonArrayWithin */.RJ)(changedUrls, CHANGED_URLS_OUTPUT_BYTES);
    core/* setOutput */.uH('changed-urls', json);
    core/* setOutput */.uH('changed-urls-file', changedUrlsFile);
    if (omitted > 0) {
        core/* warning */.$e(`changed-urls lists the first ${changedUrls.length - omitted} of ${changedUrls.length} new and changed URLs (${omitted} left out: GitHub keeps at most 1 MB of a job's outputs); the full JSON array is in ${changedUrlsFile}, the output changed-urls-file`);
    }
    core/* setOutput */.uH('sitemap', (0,engine/* sitemapPath */.Ty)(config));
    core/* setOutput */.uH('report', reportPath);
    for (const notice of (0,render_summary/* noticesOf */.lx)(report))
        (notice.level === 'warning' ? core/* warning */.$e : core/* notice */.lm)((0,logger/* shown */.S)(notice.text), { title: notice.title });
    let persistNote;
    if (config.mode === 'update') {
        if (config.persist === 'post') {
            core/* saveState */.LZ(phase_state/* PENDING_STATE */.gK, pendingPath);
            core/* saveState */.LZ(phase_state/* PENDING_REPORT */.f, reportPath);
            persistNote = `${run.store.description}, by this action's post step if the job succeeds`;
        }
        else {
            await (0,action_run/* group */.Os)(`Hand the pending state on as artifact ${config.pendingArtifactName}`, async () => (0,toolkit/* toolkitPendingHandoff */.q7)().upload(config.pendingArtifactName, [...(await (0,state_file/* stateFiles */.d8)(pendingPath)), reportPath]));
            persistNote = `${run.store.description}, by a later step with mode: persist after the deploy`;
        }
    }
    const { loaded, bootstrap } = restored;
    const seeded = bootstrap ? report.pages.new.filter((url) => bootstrap.lastmods.has(url)).length : 0;
    await (0,adapters_github/* writeSummary */.Sy)((0,render_summary/* renderSummary */.Br)({
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
/** No state and no bootstrap sitemap: every page is dated now. Says so, louder if the site had dates before. */
async function warnFirstRun(run, loaded) {
    const vanished = (loaded.kind === 'missing' ? loaded.vanished : undefined) ?? (await committedSitemapHasDates(run));
    if (vanished !== undefined) {
        core/* warning */.$e(`No lastmod state was found (${loaded.source}), but this site had dates before: ${vanished}. ` +
            'Every page is dated now, which resets the whole sitemap. Set bootstrap-sitemap to the deployed sitemap ' +
            '(e.g. https://example.com/sitemap.xml) to keep the old dates.', { title: 'lastmod state vanished' });
    }
    else {
        core/* notice */.lm(`No lastmod state found (${loaded.source}): first run? Every page is dated now. ` +
            'If this site had state before (deleted branch, expired artifact, evicted cache), set bootstrap-sitemap to the deployed sitemap.', { title: 'lastmod: first run' });
    }
}
async function comment(run, report) {
    const number = github/* context */._.payload.pull_request?.number;
    if (!run.config.comment || number === undefined)
        return;
    const body = renderComment({ report, summaryUrl: `${run.serverUrl}/${run.owner}/${run.repo}/pull/${number}/checks` });
    const moving = report.pages.new.length + report.pages.changed.length + report.pages.removed.length;
    let outcome;
    try {
        const api = (0,adapters_github/* octokitComments */.Ux)(run.octokit(), { owner: run.owner, repo: run.repo, issueNumber: number });
        outcome = await (0,adapters_github/* postStickyComment */.LJ)(api, commentMarker(report.siteUrl), body, { createIfMissing: moving > 0 });
    }
    catch (error) {
        outcome = { kind: 'failed', message: (0,action_run/* errorMessage */.gJ)(error) };
    }
    switch (outcome.kind) {
        case 'created':
        case 'updated':
        case 'unchanged':
        case 'skipped':
            core/* info */.pq(`PR comment: ${outcome.kind}`);
            return;
        case 'forbidden':
            core/* warning */.$e(`Cannot comment on pull request #${number} (${(0,logger/* shown */.S)(outcome.message)}): the token is read-only (fork PR?) or lacks pull-requests: write. The comment is in the job summary instead.`, { title: 'lastmod: no PR comment' });
            await (0,adapters_github/* writeSummary */.Sy)(`\n### PR comment (could not be posted)\n\n${body}`);
            return;
        case 'failed':
            core/* warning */.$e(`Could not post the PR comment: ${(0,logger/* shown */.S)(outcome.message)}. The report is in the job summary.`, { title: 'lastmod: no PR comment' });
            return;
        default: {
            const never = outcome;
            throw new Error(`unknown comment outcome ${JSON.stringify(never)}`);
        }
    }
}
async function persistHandedOn(run) {
    await (0,action_run/* checkGitStoreUsable */.Gz)(run);
    // The cache store writes the state in the workspace, checked as the main step checks its outputs.
    const { 'state-file': stateFile } = (0,inputs/* actionOutputs */.d)(run.config, run.workspace);
    await (0,output_paths/* checkOutputPaths */.s0)({ 'state-file': stateFile }, { siteDir: run.workspace, workspace: run.workspace, flag: (name) => name });
    const dir = external_node_path_default().join(run.tempDir, 'handoff');
    await (0,promises_.mkdir)(dir, { recursive: true });
    await (0,action_run/* group */.Os)(`Download pending state artifact ${run.config.pendingArtifactName}`, () => (0,toolkit/* toolkitPendingHandoff */.q7)().download(run.config.pendingArtifactName, dir));
    const state = await (0,state_file/* readStateFile */.qy)(external_node_path_default().join(dir, PENDING_FILE));
    if (!state)
        throw new Error(`artifact ${run.config.pendingArtifactName} holds no ${PENDING_FILE}`);
    await (0,action_run/* persistAndAnnounce */.fG)(run, state, 'lastmod: state persisted', external_node_path_default().join(dir, REPORT_FILE));
}
/**
 * After the deploy: what crawlers see against the state in the store. The step fails only as
 * fail-on asks; a site that cannot be reached only warns unless fail-on is set.
 */
async function verifyDeployed(run) {
    const { config } = run;
    await (0,action_run/* checkGitStoreUsable */.Gz)(run);
    const loaded = await (0,action_run/* group */.Os)(`Restore state (${run.store.description})`, () => run.store.load());
    if (loaded.kind !== 'found')
        throw new urls/* InputError */.dz(`mode verify needs the state of the deploy, and ${run.store.description} holds none (${loaded.source}): run it after the step that persists the state`);
    const verifyConfig = {
        siteUrl: (0,urls/* parseSiteUrl */.A5)(config.siteUrl, 'site-url').href,
        sitemapUrl: config.verify.sitemapUrl,
        pages: config.verify.pages,
        wait: config.verify.wait,
        htmlDates: config.htmlDates,
        lastModified: config.mtime || config.headersFile !== undefined,
        now: config.now
    };
    let report;
    try {
        report = await (0,action_run/* group */.Os)('Check what crawlers see', () => (0,adapters_crawl/* runVerify */.R9)(verifyConfig, loaded.state, { version: version/* VERSION */.x, concurrency: crawl_args/* DEFAULT_CONCURRENCY */.WH, requestTimeout: config.requestTimeout, deadline: crawl_args/* DEFAULT_DEADLINE */.Du, log: action_run/* coreLogger */.Wj }));
    }
    catch (error) {
        if (!(0,errors/* isInputError */.B)(error) || config.verify.failOn !== 'never')
            throw error;
        const message = (0,action_run/* errorMessage */.gJ)(error).replace('--sitemap-url', 'sitemap-url');
        core/* warning */.$e(`Could not check what crawlers see: ${(0,logger/* shown */.S)(message)}`, { title: 'lastmod verify' });
        core/* setOutput */.uH('verified', 'false');
        core/* setOutput */.uH('stale-urls', '[]');
        core/* setOutput */.uH('mismatches', 0);
        await (0,adapters_github/* writeSummary */.Sy)(`### What crawlers see

${(0,markdown/* escapeInline */.VV)(message, 400)}
`);
        return;
    }
    core/* info */.pq((0,crawl/* renderCrawlText */.z_)(report, logger/* shown */.S));
    const stale = (0,crawl/* staleUrls */.sN)(report);
    core/* setOutput */.uH('verified', String(report.ok));
    core/* setOutput */.uH('stale-urls', (0,core_report/* jsonArrayWithin */.RJ)(stale, CHANGED_URLS_OUTPUT_BYTES).json);
    core/* setOutput */.uH('mismatches', (0,crawl/* mismatchedPages */.KY)(report));
    await (0,adapters_github/* writeSummary */.Sy)((0,crawl/* renderCrawlSummary */.C_)(report, markdown/* escapeInline */.VV, markdown/* table */.tp));
    const fail = config.verify.failOn === 'mismatch' ? !report.ok : config.verify.failOn === 'stale' && stale.length > 0;
    // Thrown after the outputs and the summary are written: main.ts fails the step with it.
    if (fail)
        throw new Error(`what crawlers see disagrees with the state (fail-on: ${config.verify.failOn}): ${report.findings.filter((f) => f.problem).map((f) => `${f.count} ${f.kind}`).join(', ')}`);
}
/** The main step: update, check, persist or verify, by the mode input. Throws on failure (main.ts reports it). */
async function mainStep() {
    const run = await (0,action_run/* startRun */.AD)();
    core/* info */.pq(`lastmod: mode ${run.config.mode}, state store ${run.store.description}`);
    switch (run.config.mode) {
        case 'update':
        case 'check':
            return compute(run);
        case 'persist':
            return persistHandedOn(run);
        case 'verify':
            return verifyDeployed(run);
        default: {
            const never = run.config.mode;
            throw new Error(`unknown mode ${String(never)}`);
        }
    }
}


/***/ })

};
