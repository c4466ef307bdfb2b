// The one bundle behind every way into dist/ (dist/lastmod.js). scripts/bundle.mjs writes beside it
// the bootstraps that the runner and the shell start, two lines each: dist/index.js (action.yml's
// main and post) calls action(), dist/cli.js (the `lastmod` command) calls cli(). Each imports only
// its own code, in chunks beside this bundle; what both need (the engine) is in chunks they share,
// so no file of dist/ repeats another.
export async function action(): Promise<void> {
  const { run } = await import('./action.js')
  await run()
}

export async function cli(): Promise<void> {
  const { run } = await import('./cli.js')
  await run()
}
