import { metaSlotsIn } from './site-of-config.js'
import { readSiteComponents, type SiteComponents } from '../website/mdx-components.js'
import { existsSync } from 'node:fs'
import { appFolderRoute } from '../app-router/app-routes.js'
import { readFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { CompiledMdx } from '../compile/compile-mdx.js'
import type { SiteConfig } from '../config/load-config.js'
import type { PageSource } from '../content/types.js'
import { BuildCache, sha256 } from '../output/build-cache.js'
import { codeFromKey } from '../compile/code-hike-from.js'
import { PACKAGE_ROOT } from '../package-root.js'
import { BUNDLED_WORKER, compilePool, type CompilePool } from './compile-pool.js'
import { trace } from './start-trace.js'
import { followsNextraUrls, nextraLinksOf } from '../website/nextra-links.js'
import { configNextraMajor, nextraCompileOptions } from '../website/nextra-typography.js'

const BUCKET = 'dev-compile'

/** The version of a package guildsite depends on, as installed (found the way Node finds it). */
async function installedVersion(name: string): Promise<string> {
  for (let dir = PACKAGE_ROOT; ; dir = dirname(dir)) {
    const file = join(dir, 'node_modules', name, 'package.json')
    if (existsSync(file)) return (JSON.parse(await readFile(file, 'utf8')) as { version: string }).version
    if (dirname(dir) === dir) return 'missing'
  }
}

let compilerVersion: Promise<string | undefined> | undefined

/**
 * What a compile result depends on besides its input: the compile worker's bundle (the compiler, its
 * plugins, the built-in component names, Shiki and its engine, all in one file) and the grammars and
 * themes Shiki loads from their packages. Undefined without the bundle: then nothing is cached.
 */
function compilerVersionOf(): Promise<string | undefined> {
  compilerVersion ??= (async () => {
    const bundle = fileURLToPath(BUNDLED_WORKER)
    if (!existsSync(bundle)) return undefined
    const [code, langs, themes] = await Promise.all([
      readFile(bundle),
      installedVersion('@shikijs/langs'),
      installedVersion('@shikijs/themes')
    ])
    return sha256(code, langs, themes).slice(0, 16)
  })().catch(() => undefined)
  return compilerVersion
}

const caches = new Map<string, Promise<BuildCache | undefined>>()

/**
 * The compiled pages of earlier dev sessions, in the site's cache folder (the build's persistent cache,
 * a bucket of its own): a restarted dev server serves its first page without waiting for the compile
 * worker (MDX, Shiki) to start, and builds its search index without compiling every page again (a
 * restart on the shared workload, until its first page is served: 2.84 CPU-s median, 3.22 without
 * this cache; 3 runs each at load 23–27, where wall times were noise).
 */
export function devCompileCache(cacheDir: string): Promise<BuildCache | undefined> {
  let cache = caches.get(cacheDir)
  if (!cache) {
    cache = compilerVersionOf().then(version => (version ? new BuildCache(cacheDir, version) : undefined))
    caches.set(cacheDir, cache)
  }
  return cache
}

/** The last compiles asked for, by cache key, finished or not: the same input is compiled once. */
const recent = new Map<string, Promise<CompiledMdx>>()
const RECENT = 8

/**
 * Compiles one page to its ES module and facts (headings, links, search sections), as the build does,
 * on the compile worker — or takes the result from the cache when the same compiler compiled the same
 * input before. The built-in components are the worker's own list (the same module), so asking needs
 * neither React nor the templates on this thread: the first page's compile starts while they load.
 * A compile of the same input asked for again shares the first one (a save's compile starts when the
 * watcher sees it, before its batch: `DevSite.prepare`): one compile a save, 15–25 ms of CPU on the
 * shared workload, not two.
 */
export async function compilePage(
  config: SiteConfig,
  page: PageSource,
  pool: CompilePool = compilePool
): Promise<CompiledMdx> {
  const siteComponents = await siteComponentsOf(config)
  const options = { ...compileOptions(config, page), ...(siteComponents && { siteComponents }) }
  // (Code Hike's `// from` files are part of the page: `code-hike-from.ts`.)
  const key = sha256(
    BUCKET,
    JSON.stringify(options),
    page.source,
    ...(options.codeHike ? [codeFromKey(page.source, page.file.path)] : [])
  )
  let pending = recent.get(key)
  if (pending) {
    trace(`compile ${page.display}: shared`)
    return pending
  }
  pending = compileNow(config, key, { ...options, source: page.source }, pool)
  // A failure is not kept: the next ask tries again.
  pending.catch(() => recent.delete(key))
  recent.set(key, pending)
  if (recent.size > RECENT) recent.delete(recent.keys().next().value!)
  return pending
}

/**
 * The components every page gets (Nextra 4's `mdx-components` file, a Nextra 2/3 theme config's
 * `components`; src/website/mdx-components.ts), read once per loaded config: a config reload reads them again.
 */
const siteComponentsRead = new WeakMap<SiteConfig, Promise<SiteComponents | undefined>>()
function siteComponentsOf(config: SiteConfig): Promise<SiteComponents | undefined> {
  let read = siteComponentsRead.get(config)
  if (!read) siteComponentsRead.set(config, (read = readSiteComponents(config)))
  return read
}

/** The site's `mdx-components` file was saved: the next compile reads its components again. */
export function forgetSiteComponents(config: SiteConfig): void {
  siteComponentsRead.delete(config)
}

function compileOptions(config: SiteConfig, page: PageSource) {
  return {
    display: page.display,
    path: page.file.path,
    format: page.file.ext === 'md' ? ('md' as const) : ('mdx' as const),
    folderRoute: page.app
      ? appFolderRoute(page.app.segments)
      : page.file.dir
        ? `${config.contentDirBasePath}/${page.file.dir}`
        : config.contentDirBasePath || '/',
    ...(followsNextraUrls(config) && { nextraLinks: nextraLinksOf(config, page) }),
    allowRawHtml: config.allowRawHtml,
    searchCodeblocks: config.search.codeblocks,
    ...(!config.copyCode && { copyCode: false }),
    ...(config.latex && { latex: true }),
    ...(config.latex && config.katexMacros && { katexMacros: config.katexMacros }),
    ...nextraCompileOptions(config, configNextraMajor(config)),
    ...metaSlotsOption(config, page)
    // (No `staticContent`: every page's code, expressions included, renders in the dev page runner
    // (dev-runner.ts), which takes modules; the string path is the build's for now.)
  }
}

/** The page's `_meta` theme content in the site served (content/meta-slots.ts). */
function metaSlotsOption(config: SiteConfig, page: PageSource) {
  const metaSlots = metaSlotsIn(config, page.file.path)
  return metaSlots ? { metaSlots } : {}
}

async function compileNow(
  config: SiteConfig,
  key: string,
  options: ReturnType<typeof compileOptions> & { siteComponents?: SiteComponents; source: string },
  pool: CompilePool
): Promise<CompiledMdx> {
  const cache = await devCompileCache(config.cacheDir)
  const hit = await cache?.get(BUCKET, key)
  if (hit !== undefined) {
    trace(`compile ${options.display}: cached`)
    return JSON.parse(hit) as CompiledMdx
  }
  const compiled = await pool.compile(options)
  void cache?.set(BUCKET, key, JSON.stringify(compiled))
  return compiled
}
