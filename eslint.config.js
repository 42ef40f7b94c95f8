// ESLint's flat config: the recommended JavaScript and typescript-eslint rules (syntax only: no type
// information, so a run takes seconds), React's rules of hooks, and nothing that Prettier decides.
import js from '@eslint/js'
import { defineConfig } from 'eslint/config'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default defineConfig(
  {
    // Built, installed or generated files, and content that tests compare byte for byte.
    ignores: [
      '**/node_modules/',
      '**/dist/',
      'bench/.work/',
      'tests/.tmp/',
      'tests/fixtures/',
      'tests/golden/',
      'tests/errors/',
      // Generated: every Google font loader of Next.js, one per name.
      'templates/modules/google-fonts-a-l.ts',
      'templates/modules/google-fonts-m-z.ts'
    ]
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node }
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // A leading underscore marks a parameter or binding kept on purpose (a callback's position, a rest sibling).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }
      ],
      // Control characters are matched on purpose: input is sanitised of them (NUL, C0 controls).
      'no-control-regex': 'off'
    }
  },
  {
    // The CLI's launcher is CommonJS (bin/package.json): it requires the bundle runner.
    files: ['bin/**'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' }
  },
  {
    // Browser code (islands, client scripts) and the templates that render on both sides.
    // Scripts and benches hand functions to Playwright's page.evaluate, which run in the page.
    files: ['src/client/**', 'templates/**', 'example-content/**', 'docs/site/**', 'bench/**', 'scripts/**'],
    languageOptions: { globals: { ...globals.browser } }
  },
  {
    files: ['**/*.tsx', 'src/client/**', 'templates/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn'
    }
  }
)
