/** Jest in ESM mode: ts-jest compiles TypeScript, ts-jest-resolver maps `.js` imports to `.ts`. */
export default {
  preset: 'ts-jest/presets/default-esm',
  testEnvironment: 'node',
  resolver: 'ts-jest-resolver',
  extensionsToTreatAsEsm: ['.ts'],
  testMatch: ['**/__tests__/**/*.test.ts'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: 'tsconfig.json', useESM: true }]
  },
  testTimeout: 60000
}
