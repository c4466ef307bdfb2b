import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import globals from 'globals'

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'build/**', 'coverage/**', '__fixtures__/corpus/**', 'corpus/**', 'examples/_site/**', '.scratch/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-explicit-any': 'error'
    }
  },
  // The layering: entries (src/*.ts) → adapters → core. Core is pure: no I/O, no toolkit, no adapter.
  {
    files: ['src/core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['fs', 'fs/promises', 'node:fs', 'node:fs/promises', 'child_process', 'node:child_process', 'node:worker_threads', 'node:v8'].map((name) => ({
            name,
            message: 'src/core is pure: do the I/O in src/adapters'
          })),
          patterns: [
            { group: ['@actions/*'], message: 'src/core never imports the toolkit' },
            { group: ['**/adapters/**', '../*'], message: 'src/core imports only src/core' }
          ]
        }
      ]
    }
  },
  {
    files: ['src/adapters/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['**/action.js', '**/lastmod.js', '**/main*.js', '**/post.js', '**/cli.js', '**/worker.js'], message: 'adapters never import an entry' }]
        }
      ]
    }
  },
  { files: ['**/*.js', '**/*.mjs'], ...tseslint.configs.disableTypeChecked },
  { files: ['**/*.js', '**/*.mjs'], languageOptions: { globals: globals.node } }
)
