import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { basename, dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import vm from 'node:vm'
import { threadId, Worker, type WorkerOptions } from 'node:worker_threads'
import { distPath } from './package-root.js'
import { SAVE_CODE_CACHE } from './shared/code-cache-moment.js'

/** Where the code caches of the package's bundles are kept (beside them, when the package folder is writable). */
export const CODE_CACHE_DIR = '.v8-cache'

/**
 * Runs one of the package's one-file CommonJS bundles (scripts/build.mjs) with V8's code cache: V8
 * parses and compiles a 1–5 MB file on every start of the CLI and of every worker (~120 ms for the
 * CLI, ~180 ms for a page worker, on the path of a one-page rebuild), and deserialises the same code
 * from its cache in a fraction of that. Node 22 does this for any module (`module.enableCompileCache`);
 * Node 20, which we support, does not, so the bundle runs as a script whose cache we keep.
 *
 * The cache is written once, when the bundle's code says it has run what a typical run runs
 * (`saveCodeCache` in shared/code-cache-moment.ts), so that the functions compiled by then are in it.
 * A cache from another Node, other V8 flags or another build of the bundle is rejected by V8 or not
 * found by name, and written again; one that cannot be written (a read-only install) is not used.
 */
export function runBundle(file: string): Record<string, unknown> {
  const source = readFileSync(file, 'utf8')
  const { size, mtimeMs } = statSync(file)
  const dir = join(dirname(file), CODE_CACHE_DIR)
  const prefix = `${basename(file)}.`
  const cacheFile = join(dir, `${prefix}${process.version}-${process.arch}-${size}-${Math.floor(mtimeMs)}.bin`)
  let cachedData: Buffer | undefined
  try {
    cachedData = readFileSync(cacheFile)
  } catch {
    cachedData = undefined
  }
  // Wrapped on its first line, so that stack traces keep the bundle's line numbers.
  const wrapped = `(function (exports, require, module, __filename, __dirname, __bundleUrl, __bundleImport) {${source}\n})`
  const script = new vm.Script(wrapped, { filename: file, cachedData })
  const module = { exports: {} as Record<string, unknown> }
  let saved = cachedData !== undefined && !script.cachedDataRejected
  ;(globalThis as Record<symbol, unknown>)[SAVE_CODE_CACHE] = () => {
    if (saved) return
    saved = true
    try {
      const data = script.createCachedData()
      mkdirSync(dir, { recursive: true })
      // Caches of earlier builds of the same bundle are of no use any more.
      for (const name of readdirSync(dir))
        if (name.startsWith(prefix) && name.endsWith('.bin')) rmSync(join(dir, name), { force: true })
      const temporary = `${cacheFile}.${process.pid}-${threadId}.tmp`
      writeFileSync(temporary, data)
      renameSync(temporary, cacheFile)
    } catch {
      // Not writable: every run compiles the bundle, as without a cache.
    }
  }
  const run = script.runInThisContext() as (...args: unknown[]) => void
  const url = pathToFileURL(file).href
  // The bundle's `import()` (Shiki's grammars, on-demand modules, configs) made here, from the bundle's
  // folder: a script's own `import()` needs a loader Node 20 calls experimental, and loses with the cache.
  const bundleImport = (specifier: string, options?: ImportCallOptions) =>
    import(specifier.startsWith('.') ? new URL(specifier, url).href : specifier, options)
  run(module.exports, createRequire(file), module, file, dirname(file), url, bundleImport)
  return module.exports
}

/**
 * A worker thread running `bundle` (a file under dist/, written by scripts/build.mjs) with its code
 * cache (through bundle-worker.ts), or the module `modules` when the bundle is missing.
 */
export function bundledWorker(
  bundle: string,
  modules: string | URL,
  options: WorkerOptions & { workerData?: Record<string, unknown> }
): Worker {
  if (!existsSync(bundle)) return new Worker(modules, options)
  // Its CommonJS build (scripts/build.mjs) when there is one: an ES module entry costs each worker's start
  // the set-up of Node's module loader.
  const launcher = distPath('src', 'bundle-worker.cjs')
  const entry = existsSync(launcher) ? launcher : distPath('src', 'bundle-worker.js')
  return new Worker(entry, { ...options, workerData: { ...options.workerData, bundle } })
}
