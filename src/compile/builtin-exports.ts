import { readFileSync } from 'node:fs'
import { distPath } from '../package-root.js'

let exportsCache: Record<string, string[]> | undefined

/**
 * What each built-in module (a key of `builtinAliases()`) exports, listed when the package is built
 * (`scripts/build.mjs` writes `dist/templates/builtin-exports.json`); empty when that file is absent.
 */
export function builtinExports(): Record<string, string[]> {
  if (!exportsCache) {
    try {
      exportsCache = JSON.parse(readFileSync(distPath('templates', 'builtin-exports.json'), 'utf8')) as Record<
        string,
        string[]
      >
    } catch {
      exportsCache = {}
    }
  }
  return exportsCache
}
