// Kept in step with package.json by scripts/bundle.mjs (which fails when they differ).
export const VERSION = '0.1.0'
