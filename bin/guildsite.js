#!/usr/bin/env node
'use strict'
// Thin shim: the CLI itself is compiled from src/cli into dist/ by `npm run build` (run on install).
// CommonJS (bin/package.json): an ES module entry had Node set up its module loader first, ~40 ms of
// every command, for nothing the bundle below needs.
// React's production build renders the same HTML several times faster than its development build,
// which is what Node loads when NODE_ENV is unset. Set before anything imports React (and inherited
// by worker threads).
process.env.NODE_ENV ??= 'production'
require('./v8-tiering.js').tierUpLater()
const { existsSync } = require('node:fs')
const { join } = require('node:path')
// The one-file bundle of the CLI when the package build wrote it (several times faster to load),
// run with V8's code cache (dist/src/run-bundle.cjs); its modules otherwise.
const bundled = join(__dirname, '..', 'dist', 'src', 'cli', 'main.bundle.cjs')
const runner = join(__dirname, '..', 'dist', 'src', 'run-bundle.cjs')
const cli =
  existsSync(bundled) && existsSync(runner)
    ? Promise.resolve(require(runner).runBundle(bundled))
    : import('../dist/src/cli/main.js')

cli
  .then(({ main }) => main(process.argv))
  .then(
    code => {
      process.exitCode = code
    },
    error => {
      console.error(error)
      process.exitCode = 1
    }
  )
