import { relative, sep } from 'node:path'
import { builtinAliases } from '../content/evaluate-modules.js'
import { distPath } from '../package-root.js'

// Which built-in modules the page runner's bundle shares with the page modules (shared-modules.ts):
// read by the package build (scripts/build.mjs), which bundles them and writes their shims.

/**
 * Built-in modules left out of the registry: they load the MDX compiler (the bundle would carry it),
 * and hold nothing a page shares with the templates; a page that imports them loads the real module.
 */
const NOT_SHARED = new Set(['src/compile/remote-mdx.js', 'src/index.js'])

/**
 * The dist-relative paths of the modules the runner's bundle registers and pages import through a
 * shim: every ES module of `builtinAliases()` under dist/ (not React, which is CommonJS and shared
 * through Node's cache), the MDX provider and the islands' runtime.
 */
export function sharedModulePaths(): string[] {
  const dist = distPath()
  const files = [
    ...Object.values(builtinAliases()),
    distPath('templates', 'mdx-provider.js'),
    distPath('src', 'islands', 'island.js')
  ]
  const paths = files
    .filter(file => file.startsWith(dist + sep) && file.endsWith('.js'))
    .map(file => relative(dist, file).split(sep).join('/'))
  return [...new Set(paths)].filter(path => !NOT_SHARED.has(path)).sort()
}
