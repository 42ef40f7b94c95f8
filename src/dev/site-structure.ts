import { readFile } from 'node:fs/promises'
import { relative } from 'node:path'
import { appPageInputs } from '../app-router/app-only-site.js'
import { appFrontMatter } from '../app-router/static-metadata.js'
import { applyRootLayoutPageMap } from '../app-router/root-layout-page-map.js'
import { localePageMaps, type Site } from '../content/load-site.js'
import { decodeSource, readPage } from '../content/read-page.js'
import { readMetas } from '../content/read-metas.js'
import { scanContent } from '../content/scan.js'
import type { PageSource, SourceFile } from '../content/types.js'
import { appDirOf, appMetaFiles, appPageRoutes, contentMount } from '../page-map/app-metas.js'
import { detectNextraMajor, unknownMetaKeys } from '../page-map/nextra-major.js'
import { globalMetaConflict } from '../page-map/global-meta.js'
import { rememberNextraMajor } from '../website/nextra-typography.js'
import type { Diagnostic } from '../shared/diagnostics.js'

export interface RefreshOptions {
  /** Files that changed (absolute paths): their pages are read again. */
  changed: ReadonlySet<string>
  /** Files were added or removed: list the content folder again. */
  rescan: boolean
  /** A meta changed: evaluate the metas again. */
  metas: boolean
}

/**
 * The site after some of its files changed, doing only the work they call for: pages that did not
 * change keep their parsed source, metas are evaluated again only when one changed, and the folder
 * is listed again only when files came or went. The page maps are always rebuilt (pure and fast).
 */
export interface RefreshResult {
  site: Site
  /** Diagnostics of each page read again, by display path (empty when it has none). */
  pageDiagnostics: Map<string, Diagnostic[]>
  /** Diagnostics of the metas, when they were evaluated again. */
  metaDiagnostics?: Diagnostic[]
  /** Page map diagnostics (duplicate routes). */
  mapDiagnostics: Diagnostic[]
  /** Listing and decoding problems. */
  diagnostics: Diagnostic[]
}

export async function refreshSite(previous: Site, options: RefreshOptions): Promise<RefreshResult> {
  const { config } = previous
  const diagnostics: Diagnostic[] = []
  const pageDiagnostics = new Map<string, Diagnostic[]>()
  let files: SourceFile[] = previous.files
  if (options.rescan) {
    const scan = await scanContent(
      config.contentRoot,
      config.i18n.locales.map(l => l.locale),
      config.siteDir
    )
    files = scan.files
    diagnostics.push(...scan.diagnostics)
  }
  const known = new Map(previous.pages.map(page => [page.file.path, page]))
  const pages: PageSource[] = []
  await Promise.all(
    files.map(async file => {
      if (file.kind !== 'page') return
      const kept = known.get(file.path)
      if (kept && !options.changed.has(file.path)) return pages.push({ ...kept, file })
      const display = relative(config.siteDir, file.path)
      const bytes = await readFile(file.path).catch(() => undefined)
      // Removed between the listing and the read: the next batch of changes lists the folder again.
      if (!bytes) return
      const decoded = decodeSource(bytes, display)
      if (decoded.diagnostic) return diagnostics.push(decoded.diagnostic)
      const read = readPage(file, display, decoded.source!, {
        website: config.website !== undefined || (config.nextra ?? 4) < 4
      })
      pageDiagnostics.set(display, read.diagnostics)
      pages.push(read.page)
    })
  )
  // Same order as the build's (file order), whatever order the reads finished in.
  const order = new Map(files.map((file, i) => [file.path, i]))
  pages.sort((a, b) => order.get(a.file.path)! - order.get(b.file.path)!)
  let metas = previous.metas
  let metaDiagnostics: Diagnostic[] | undefined
  const nextra = detectNextraMajor({
    configured: config.nextra,
    siteDir: config.siteDir,
    contentRoot: config.contentRoot,
    files
  })
  // (What the page compiles ask: src/website/nextra-typography.ts.)
  rememberNextraMajor(config, nextra.major)
  // Nextra 4 also reads `_meta` files from the `app/` folder beside the content folder.
  const appDir = nextra.major === 4 ? appDirOf(config.contentRoot) : undefined
  const mount = contentMount(appDir, config.contentDirBasePath)
  const appMetas = appDir ? await appMetaFiles(appDir, files, mount) : []
  if (options.metas || options.rescan) {
    const read = await readMetas([...files, ...appMetas], config.siteDir, undefined, {
      unknownKeys: unknownMetaKeys(config.website !== undefined, nextra),
      pages,
      ...(nextra.major === 4 && {
        globalConflict: globalMetaConflict(config.siteDir, config.contentRoot, {
          appMetaPaths: new Set(appMetas.map(file => file.path)),
          mount
        })
      })
    })
    metas = read.metas
    metaDiagnostics = read.diagnostics
  }
  const externalRoutes = appDir ? await appPageRoutes(appDir) : undefined
  // A Nextra 4 site's app pages are no content files: kept from the site as loaded (`load-site.ts`),
  // with what they give its page maps — or after a save of a `_meta` file its home page and every
  // app page would be a 404 (yoga's / and /v2–/v4).
  const appSources = previous.pages.filter(page => page.app)
  const appMetaDirs = new Set(appMetas.filter(file => file.kind === 'meta').map(file => file.dir))
  const appInputs = appSources.length > 0 ? appPageInputs(appSources, appMetaDirs) : []
  const { pageMaps, diagnostics: mapDiagnostics } = localePageMaps(config, {
    pages,
    metas,
    nextra: nextra.major,
    externalRoutes,
    mount,
    appMetas,
    appPages: appInputs
  })
  // (An app page's metadata is read again with it: a saved post's new title reaches the root layout's page map.)
  const frontMatter = appFrontMatter(appSources)
  for (const [locale, pageMap] of pageMaps) {
    const before = previous.pageMaps.get(locale)
    for (const key of ['appRoutes', 'contentSegments', 'nextraTitles'] as const)
      if (before?.[key] !== undefined) Object.assign(pageMap, { [key]: before[key] })
    if (before?.appFrontMatter !== undefined) pageMap.appFrontMatter = frontMatter
  }
  pages.push(...appSources)
  const rootLayout = appSources.find(page => page.app?.rootLayout)?.app?.rootLayout
  if (rootLayout) await applyRootLayoutPageMap(pageMaps, rootLayout, config.siteDir)
  return {
    site: { config, files, pages, metas, pageMaps, nextra },
    pageDiagnostics,
    ...(metaDiagnostics && { metaDiagnostics }),
    mapDiagnostics,
    diagnostics
  }
}
