import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { createHash } from 'node:crypto'
import { createRequire } from 'node:module'
import { homedir } from 'node:os'
import { basename, dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import v8 from 'node:v8'
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
 * A cache from another Node or another build of the bundle is not found by name (nor one made under
 * other V8 flags: `v8.cachedDataVersionTag()` is in the name), and one V8 rejects is written again. An install this user cannot write keeps its caches in the user's
 * cache folder (`~/.cache/guildsite/v8-cache`); where neither can be written, none is used.
 */
export function runBundle(file: string): Record<string, unknown> {
  const source = readFileSync(file, 'utf8')
  const { size, mtimeMs } = statSync(file)
  // This build of the bundle, and V8's tag for the code caches it accepts (its version and flags):
  // a build of a large site sets a V8 flag partway (`--heap-growing-percent`, render/page-pool.ts),
  // and a thread that starts after it needs a cache made under it. One file per tag: the caches of
  // both states are kept, where one file was written over by each build (and rejected by the next).
  const build = `${process.version}-${process.arch}-${size}-${Math.floor(mtimeMs)}`
  const name = (tag: number) => `${build}-${tag}.bin`
  // Beside the bundle, or (an install this user cannot write) in the user's cache folder, where
  // the bundle's path tells one install from another.
  const places = [
    { dir: join(dirname(file), CODE_CACHE_DIR), prefix: `${basename(file)}.` },
    {
      dir: userCacheDir(),
      prefix: `${basename(file)}.${createHash('sha256').update(file).digest('hex').slice(0, 12)}.`
    }
  ]
  const loadTag = v8.cachedDataVersionTag()
  let cachedData: Buffer | undefined
  for (const { dir, prefix } of places) {
    try {
      cachedData = readFileSync(join(dir, prefix + name(loadTag)))
      break
    } catch {
      cachedData = undefined
    }
  }
  // Wrapped on its first line, so that stack traces keep the bundle's line numbers.
  const wrapped = `(function (exports, require, module, __filename, __dirname, __bundleUrl, __bundleImport) {${source}\n})`
  const script = new vm.Script(wrapped, { filename: file, cachedData })
  const module = { exports: {} as Record<string, unknown> }
  const accepted = cachedData !== undefined && !script.cachedDataRejected
  let saved = false
  ;(globalThis as Record<symbol, unknown>)[SAVE_CODE_CACHE] = () => {
    if (saved) return
    saved = true
    // (The tag now: a cache is made under the flags of the moment it is made.)
    const tag = v8.cachedDataVersionTag()
    if (tag === loadTag && accepted) return
    if (tag !== loadTag && places.some(({ dir, prefix }) => existsSync(join(dir, prefix + name(tag))))) return
    let data: Buffer
    try {
      data = script.createCachedData()
    } catch {
      return
    }
    for (const { dir, prefix } of places) {
      try {
        mkdirSync(dir, { recursive: true })
        // Caches of earlier builds of the bundle (or of another Node) are of no use any more.
        for (const old of readdirSync(dir))
          if (old.startsWith(prefix) && old.endsWith('.bin') && !old.startsWith(prefix + build + '-'))
            rmSync(join(dir, old), { force: true })
        const cacheFile = join(dir, prefix + name(tag))
        const temporary = `${cacheFile}.${process.pid}-${threadId}.tmp`
        writeFileSync(temporary, data)
        renameSync(temporary, cacheFile)
        return
      } catch {
        // Not writable: the next place; where none is, every run compiles the bundle, as without a cache.
      }
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

/** The user's cache folder for the bundles' code caches (`XDG_CACHE_HOME`, or the platform's). */
function userCacheDir(): string {
  const base =
    process.env.XDG_CACHE_HOME ||
    (process.platform === 'darwin'
      ? join(homedir(), 'Library', 'Caches')
      : process.platform === 'win32'
        ? (process.env.LOCALAPPDATA ?? join(homedir(), 'AppData', 'Local'))
        : join(homedir(), '.cache'))
  return join(base, 'guildsite', 'v8-cache')
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
