#!/usr/bin/env node
// Thin shim: the CLI itself is compiled from src/cli into dist/ by `npm run build` (run on install).
import { main } from '../dist/src/cli/main.js'

main(process.argv).then(
  code => {
    process.exitCode = code
  },
  error => {
    console.error(error)
    process.exitCode = 1
  }
)
