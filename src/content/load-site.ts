import { existsSync, readFileSync, statSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { loadConfig, type LoadConfigOptions, type SiteConfig } from '../config/load-config.js'
import { locateKeyPath } from '../config/zod-issues.js'
import { buildPageMap, type PageInput } from '../page-map/build-page-map.js'
import { appOnlyDir, appPageInputs } from '../app-router/app-only-site.js'
import { appPageSources } from '../app-router/app-page-sources.js'
import { appFolderOf } from '../app-router/metadata-files.js'
import { isPagesFolder, pagesRouterSources } from '../app-router/pages-router-pages.js'
import { appFrontMatter } from '../app-router/static-metadata.js'
import { applyRootLayoutPageMap } from '../app-router/root-layout-page-map.js'
import { appDirOf, appMetaFiles, appPageRoutes, contentMount } from '../page-map/app-metas.js'
import { metasNextraReads } from './json-metas.js'
import { detectNextraMajor, unknownMetaKeys, type NextraDetection, type NextraMajor } from '../page-map/nextra-major.js'
import { nextraTitledPageMap } from '../page-map/nextra-version.js'
import { globalMetaConflict } from '../page-map/global-meta.js'
import type { PageMap } from '../page-map/types.js'
import { isErrorRoute } from '../render/output-path.js'
import { diagnostic, type Diagnostic } from '../shared/diagnostics.js'
import { atStage, inAnyOrder } from '../shared/stage-hooks.js'
import { readPage } from './read-page.js'
import { readMetas } from './read-metas.js'
import { scanContent } from './scan.js'
import {
  readSourceFile,
  recordedPage,
  SourceRecords,
  stampOf,
  type FileStamp,
  type PageFacts
} from './source-records.js'
import type { MetaSource, PageSource, SourceFile } from './types.js'

export interface Site {
  config: SiteConfig
  files: SourceFile[]
  pages: PageSource[]
  metas: MetaSource[]
  /** One page map per configured locale. */
  pageMaps: Map<string, PageMap>
  /** Whose navigation rules the page maps follow, and why (absent in a worker's copy of the site). */
  nextra?: NextraDetection
  /**
   * The records of the sources (a build with the cache on): what was read of each file, for the next
   * build (`save` once the build succeeded), and the problems of the texts read later (`problems`).
   */
  records?: SourceRecords
}

export interface LoadSiteResult {
  site?: Site
  diagnostics: Diagnostic[]
  timings: Record<string, number>
}

/** The config's line of `key` when it sets it; the config file otherwise. */
function configKeyLocation(
  config: SiteConfig,
  key: 'contentDir' | 'publicDir'
): { file: string; source?: string; line?: number; column?: number } {
  const file = relative(config.siteDir, config.configFile)
  const source = readFileSync(config.configFile, 'utf8')
  if (!new RegExp(`["']?${key}["']?\\s*:`).test(source)) return { file }
  return { file, source, ...locateKeyPath(source, [key]) }
}

/** What the page map reads of a page (`buildPageMap`'s input): its file, front matter and first heading. */
export function pageMapInput(page: PageSource): PageInput {
  return {
    rel: page.file.rel,
    dir: page.file.dir,
    name: page.file.name,
    locale: page.file.locale,
    file: page.display,
    frontMatter: page.frontMatter,
    firstHeading: page.firstHeading
  }
}

/** Finds a `_meta` key's line in its file (read once per file), for the page map's diagnostics. */
/**
 * One page map per locale of the config from the same pages and metas, with their diagnostics: a
 * duplicate route repeats in every locale that falls back to the same files, and is reported once.
 * The build's and the dev server's (`dev/site-structure.ts`) page maps are made here.
 */
export function localePageMaps(
  config: SiteConfig,
  {
    pages,
    metas,
    nextra,
    externalRoutes,
    mount,
    appMetas,
    appPages
  }: {
    pages: PageSource[]
    metas: MetaSource[]
    nextra: NextraMajor
    externalRoutes?: Set<string>
    /** Where the content sits in Nextra 4's tree (`contentMount`), and the `app/` metas that mount it. */
    mount?: string
    appMetas: SourceFile[]
    appPages: PageInput[]
  }
): { pageMaps: Map<string, PageMap>; diagnostics: Diagnostic[] } {
  const pageMaps = new Map<string, PageMap>()
  const diagnostics: Diagnostic[] = []
  const inputs = pages.map(pageMapInput)
  const locateKey = metaKeyLocator(config.siteDir)
  for (const { locale } of config.i18n.locales) {
    const built = buildPageMap({
      pages: inputs,
      metas,
      locale,
      defaultLocale: config.i18n.defaultLocale,
      nextra,
      locateKey,
      externalRoutes,
      routePrefix: config.contentDirBasePath,
      ...(mount && { mount, appMetas: new Set(appMetas.map(file => relative(config.siteDir, file.path))) }),
      ...(appPages.length > 0 && { appPages }),
      ...(config.website && { nextBuild: true })
    })
    for (const d of built.diagnostics)
      if (!diagnostics.some(e => e.code === d.code && e.message === d.message)) diagnostics.push(d)
    pageMaps.set(locale, built.pageMap)
  }
  return { pageMaps, diagnostics }
}

export function metaKeyLocator(
  siteDir: string
): (file: string, key: string) => { source?: string; line?: number; column?: number } {
  const sources = new Map<string, string | undefined>()
  return (file, key) => {
    if (!sources.has(file)) {
      try {
        sources.set(file, readFileSync(join(siteDir, file), 'utf8'))
      } catch {
        sources.set(file, undefined)
      }
    }
    const source = sources.get(file)
    return source === undefined ? {} : { source, ...locateKeyPath(source, [key]) }
  }
}

/**
 * The front half of every command: config → scan → front matter and metas → page maps. Reports every
 * problem it finds in one go; `site` is undefined only when nothing useful can follow.
 */
export async function loadSite(
  options: LoadConfigOptions,
  hooks: {
    onScan?: (config: SiteConfig, pageFiles: number) => void
    /**
     * The code version whose source records to use (`source-records.ts`): a file unchanged since the
     * previous successful build into the same output folder is stat'ed, not read. Without it every
     * file is read.
     */
    records?: Promise<string>
  } = {}
): Promise<LoadSiteResult> {
  const timings: Record<string, number> = {}
  const time = async <T>(stage: string, work: () => Promise<T>): Promise<T> => {
    const start = performance.now()
    try {
      return await work()
    } finally {
      timings[stage] = (timings[stage] ?? 0) + performance.now() - start
    }
  }
  const { config, diagnostics } = await time('config', () => loadConfig(options))
  if (!config) return { diagnostics, timings }
  // A Nextra 4 site whose pages all live in `app/` has no content folder (`app-only-site.ts`).
  const appOnly = appOnlyDir(config)
  if (!appOnly && (!existsSync(config.contentRoot) || !statSync(config.contentRoot).isDirectory())) {
    diagnostics.push(
      diagnostic(
        'CONTENT_DIR_MISSING',
        config.contentDir
          ? `Content folder ${relative(config.siteDir, config.contentRoot) || config.contentRoot} ${existsSync(config.contentRoot) ? 'is a file, not a folder' : 'does not exist'}`
          : 'The site has no content folder: neither pages/ nor content/ exists',
        configKeyLocation(config, 'contentDir')
      )
    )
    return { diagnostics, timings }
  }
  if (existsSync(config.publicRoot) && !statSync(config.publicRoot).isDirectory()) {
    const hint = 'Point "publicDir" at a folder of static files (copied as they are into the output).'
    diagnostics.push(
      diagnostic(
        'PUBLIC_DIR_MISSING',
        `Public folder ${relative(config.siteDir, config.publicRoot)} is a file, not a folder`,
        configKeyLocation(config, 'publicDir'),
        { severity: 'error', hint }
      )
    )
    return { diagnostics, timings }
  }
  const locales = config.i18n.locales.map(l => l.locale)
  const scan = appOnly
    ? { files: [], diagnostics: [] }
    : await time('scan', () => scanContent(config.contentRoot, locales, config.siteDir))
  diagnostics.push(...scan.diagnostics)
  // The build starts its worker threads here, so that they load while the pages are read.
  hooks.onScan?.(config, scan.files.filter(file => file.kind === 'page').length)
  await atStage('read')
  const records = hooks.records && SourceRecords.open(config.cacheDir, config.outRoot, await hooks.records)
  const pages: PageSource[] = []
  // (`relative(siteDir, path)` of each page, without path.relative's cost per page.)
  const contentPrefix = relative(config.siteDir, config.contentRoot)
  const displayOf = (rel: string) => {
    const native = sep === '/' ? rel : rel.split('/').join(sep)
    return contentPrefix ? `${contentPrefix}${sep}${native}` : native
  }
  await time('front matter', async () => {
    const results = await Promise.all(
      scan.files
        .filter(file => file.kind === 'page')
        .map(async file => {
          const display = displayOf(file.rel)
          // With records, the file is stat'ed first: unchanged since its record, it is not read.
          let stamp: FileStamp | undefined
          if (records) {
            try {
              stamp = stampOf(statSync(file.path))
            } catch {
              // (Reading it says why.)
            }
            const facts = stamp && records.recorded<PageFacts>('page', file.path, stamp)
            if (facts) return { page: recordedPage(file, display, facts, records.problems), diagnostics: [] }
          }
          // Read synchronously: 1,000 small files take ~15 ms so, against ~80 ms through the thread pool.
          const decoded = readSourceFile(file.path, display)
          if (decoded.diagnostic) return { diagnostics: [decoded.diagnostic] }
          const read = readPage(file, display, decoded.source!, {
            website: config.website !== undefined || (config.nextra ?? 4) < 4
          })
          if (stamp && read.diagnostics.length === 0) {
            const { file: _file, display: _display, source: _source, firstHeading, ...facts } = read.page
            records!.record('page', file.path, stamp, firstHeading === undefined ? facts : { ...facts, firstHeading })
          }
          return read
        })
    )
    for (const result of inAnyOrder(results, 'read')) {
      diagnostics.push(...result.diagnostics)
      if ('page' in result && result.page) pages.push(result.page)
    }
  })
  if (!appOnly && !scan.files.some(file => file.kind === 'page')) {
    diagnostics.push(
      diagnostic(
        'CONTENT_EMPTY',
        `Content folder ${relative(config.siteDir, config.contentRoot)} has no .md or .mdx page`,
        { file: relative(config.siteDir, config.contentRoot) }
      )
    )
  }
  const nextra = detectNextraMajor({
    configured: config.nextra,
    siteDir: config.siteDir,
    contentRoot: config.contentRoot,
    files: scan.files
  })
  if (appOnly && nextra.major !== 4) {
    // (Only Nextra 4 builds an app router's pages: another major has nothing to build here.)
    diagnostics.push(
      diagnostic(
        'CONTENT_DIR_MISSING',
        `The site has no content folder (neither pages/ nor content/ exists), and its ${relative(config.siteDir, appOnly)}/ pages are Nextra 4's app router, but the site follows Nextra ${nextra.major} (${nextra.reason})`,
        configKeyLocation(config, 'contentDir')
      )
    )
    return { diagnostics, timings }
  }
  // Nextra 4 also reads `_meta` files from the `app/` folder beside the content folder.
  const appDir = nextra.major === 4 ? (appOnly ?? appDirOf(config.contentRoot)) : undefined
  const mount = contentMount(appDir, config.contentDirBasePath)
  const appMetas = appDir ? await appMetaFiles(appDir, scan.files, mount) : []
  const read = metasNextraReads(scan.files, nextra, config.website !== undefined, config.siteDir)
  diagnostics.push(...read.diagnostics)
  const metaFiles = [...read.files, ...appMetas]
  const externalRoutes = appDir ? await appPageRoutes(appDir) : undefined
  const { metas, diagnostics: metaDiagnostics } = await time('metas', () =>
    // (Nextra 2 and 3 do not check metas: their sites' unknown keys are left out, with a warning.)
    readMetas(metaFiles, config.siteDir, records, {
      unknownKeys: unknownMetaKeys(config.website !== undefined, nextra),
      pages,
      ...(nextra.major === 4 && {
        globalConflict: globalMetaConflict(config.siteDir, config.contentRoot, {
          appMetaPaths: new Set(appMetas.map(file => file.path)),
          mount
        })
      })
    })
  )
  diagnostics.push(...metaDiagnostics)
  // The app router's own pages (`app/**/page.*`) join the pages to build, at routes of their own; its
  // MDX pages are in the navigation too, as in Nextra 4's page map.
  const app = appDir ? appPageSources(appDir, config.siteDir) : undefined
  const appMetaDirs = new Set(appMetas.filter(file => file.kind === 'meta').map(file => file.dir))
  const appPages = app ? appPageInputs(app.pages, appMetaDirs) : []
  const pageMaps = new Map<string, PageMap>()
  // (What the site's code sees of the page map follows its Nextra 4 release.)
  const nextraTitles = nextra.major === 4 && nextraTitledPageMap(config.siteDir, config.contentRoot)
  await time('page map', async () => {
    const built = localePageMaps(config, {
      pages,
      metas,
      nextra: nextra.major,
      externalRoutes,
      mount,
      appMetas,
      appPages
    })
    for (const d of built.diagnostics)
      if (!diagnostics.some(e => e.code === d.code && e.message === d.message)) diagnostics.push(d)
    for (const [locale, pageMap] of built.pageMaps) {
      if (nextraTitles) pageMap.nextraTitles = true
      pageMaps.set(locale, pageMap)
    }
  })
  if (app) {
    pages.push(...app.pages)
    diagnostics.push(...app.diagnostics)
    // (Not its `not-found` page nor its route handlers: `getPageMap()` lists neither.)
    const appRoutes = app.pages.flatMap(page =>
      page.app?.route !== undefined && !isErrorRoute(page.app.route) && !page.app.handler ? [page.app.route] : []
    )
    const frontMatter = appFrontMatter(app.pages)
    for (const pageMap of pageMaps.values()) {
      if (appRoutes.length) Object.assign(pageMap, { appRoutes, appFrontMatter: frontMatter })
      if (app.contentSegments) pageMap.contentSegments = app.contentSegments
    }
    // (The navigation of every page is the root layout's `<Layout pageMap>`, when it changes `getPageMap()`'s.)
    const rootLayout = app.pages.find(page => page.app?.rootLayout)?.app?.rootLayout
    if (rootLayout) await applyRootLayoutPageMap(pageMaps, rootLayout, config.siteDir)
  }
  // A Nextra 4 docs folder without its `app/` folder: its pages get the params of the content catch-all
  // Nextra's own template writes (`app/[lang]/[[...mdxPath]]`, under contentDirBasePath), which they
  // read (`props.params.lang`, webnn-docs' blog pages); a route of another shape gets none, as before.
  if (nextra.major === 4 && !appDir)
    for (const pageMap of pageMaps.values())
      pageMap.contentSegments ??= [
        ...(config.i18n.locales.length > 1 ? ['[lang]'] : []),
        ...(mount ? mount.split('/') : []),
        '[[...mdxPath]]'
      ]
  // Next 13.4 and later run an `app/` folder beside the pages router: a Nextra 2 or 3 website's route
  // handlers, metadata routes (`app/feed.xml/route.ts`, `app/sitemap.ts`) and pages are built there too.
  const handlersDir = !appDir && config.website ? appFolderOf(config.siteDir) : undefined
  if (handlersDir) {
    // Its pages too (`src/app/test/page.tsx`), outside the theme; the pages router's wins a route both
    // have (Next refuses the build: "Conflicting app and page file").
    const taken = new Set([...pageMaps.values()].flatMap(pageMap => pageMap.pages.map(node => node.route)))
    const app = appPageSources(handlersDir, config.siteDir)
    for (const page of app.pages) {
      if (!page.app || page.app.handler) pages.push(page)
      else if (page.app.route === undefined || !taken.has(page.app.route))
        pages.push({ ...page, app: { ...page.app, outsideTheme: true } })
    }
    diagnostics.push(...app.diagnostics)
  }
  // A pages-router site's component pages (`pages/451.tsx`), as Next builds them: not in the navigation.
  if (!appOnly && config.website && isPagesFolder(config.contentRoot)) {
    const taken = new Set([...pageMaps.values()].flatMap(pageMap => pageMap.pages.map(node => node.route)))
    const router = pagesRouterSources(config.contentRoot, config.siteDir, taken, config.website.pageExtensions)
    pages.push(...router.pages)
    // (What Next's export leaves out is no problem of the site's: a note `guildsite check` prints.)
    for (const { file, detail } of router.unexported)
      config.website.notes.push({ file, key: 'page', action: 'ignored', detail })
  }
  return {
    site: { config, files: scan.files, pages, metas, pageMaps, nextra, ...(records && { records }) },
    diagnostics,
    timings
  }
}
