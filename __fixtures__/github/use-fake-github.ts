// The fake GitHub the action tests share: one per test file (or describe block), for all its tests.
import { afterAll, beforeAll } from '@jest/globals'
import { assertFreshBundles } from './runner.js'
import { startFakeGitHub, type FakeGitHub } from './server.js'

/**
 * Starts a fake GitHub before the enclosing block's tests and closes it after them; `bundles`: the
 * tests run dist/, so check it first. The server only exists once beforeAll has run, so the object
 * returned forwards to it: tests read and set it as they would the server itself.
 */
export function useFakeGitHub(options: { bundles?: boolean } = {}): FakeGitHub {
  let started: FakeGitHub | undefined
  beforeAll(async () => {
    if (options.bundles === true) assertFreshBundles()
    started = await startFakeGitHub()
  })
  afterAll(async () => {
    await started?.close()
    started = undefined
  })
  const server = (): FakeGitHub => {
    if (started === undefined) throw new Error('the fake GitHub is used outside the tests of the block that started it')
    return started
  }
  return new Proxy({} as FakeGitHub, {
    get: (_, key) => Reflect.get(server(), key) as unknown,
    set: (_, key, value) => Reflect.set(server(), key, value)
  })
}
