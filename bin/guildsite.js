#!/usr/bin/env node
// Thin shim: the CLI itself is compiled from src/cli into dist/ by `npm run build` (run on install).
// React's production build renders the same HTML several times faster than its development build,
// which is what Node loads when NODE_ENV is unset. Set before anything imports React (and inherited
// by worker threads).
process.env.NODE_ENV ??= 'production'
// The one-file bundle of the CLI when the package build wrote it (several times faster to load),
// run with V8's code cache (dist/src/run-bundle.js); its modules otherwise.
const { existsSync } = await import('node:fs')
const { fileURLToPath } = await import('node:url')
const bundled = fileURLToPath(new URL('../dist/src/cli/main.bundle.cjs', import.meta.url))
const { main } = existsSync(bundled)
  ? (await import('../dist/src/run-bundle.js')).runBundle(bundled)
  : await import('../dist/src/cli/main.js')

main(process.argv).then(
  code => {
    process.exitCode = code
  },
  error => {
    console.error(error)
    process.exitCode = 1
  }
)
