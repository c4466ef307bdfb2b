/** Jest in ESM mode: ts-jest compiles TypeScript, ts-jest-resolver maps `.js` imports to `.ts`. */

/**
 * Suites left out of `npm test` (each over 5 s: the bundled CLI on one and two threads over every corpus step, the html-dates fuzz against its reference, the
 * instruction counter's child). `npm run test:all`, which CI runs, includes them.
 */
const SLOW = ['pool', 'html-dates-equivalence', 'count-args']

export default {
  preset: 'ts-jest/presets/default-esm',
  testEnvironment: 'node',
  resolver: 'ts-jest-resolver',
  extensionsToTreatAsEsm: ['.ts'],
  testMatch: ['**/__tests__/**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', ...(process.env.LASTMOD_TESTS === 'all' ? [] : SLOW.map((name) => `/__tests__/${name}\\.test\\.ts$`))],
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: 'tsconfig.json', useESM: true }]
  },
  testTimeout: 60000,
  // Every core: many suites wait on child processes and git, and jest's default (one core fewer)
  // runs a single worker on a 2-core machine, taking twice as long.
  maxWorkers: '100%'
}
