import { readFile } from 'node:fs/promises'
import { distPath } from '../package-root.js'

/** Written by the package build beside the provider (scripts/build.mjs). */
const BUILTIN_NAMES_FILE = distPath('templates', 'builtin-names.json')
let names: Promise<Set<string>> | undefined

/**
 * Names of the built-in components (compile options and keys), as the package build listed them: the
 * provider's module loads React and every component, which a build whose pages render on workers
 * (or not at all) does not otherwise need on its main thread: importing it costs 0.14–0.2 CPU-s, which
 * every build of the shared workload would pay (its pages and error pages render on the workers; its
 * warm build is 2.0 CPU-s), against ~5 ms for the list. From the sources (tests), the module.
 */
export const builtinNames = (): Promise<Set<string>> =>
  (names ??= readFile(BUILTIN_NAMES_FILE, 'utf8').then(
    text => new Set(JSON.parse(text) as string[]),
    async () => new Set(Object.keys((await import('../../templates/mdx-provider.js')).BUILTIN_COMPONENTS))
  ))
