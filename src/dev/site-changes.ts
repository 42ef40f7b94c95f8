import { readText } from '../shared/read-text.js'
import { basename, dirname, relative, sep } from 'node:path'
import { CONFIG_FILES } from '../config/load-config.js'
import { loadSite } from '../content/load-site.js'
import { classify } from '../content/scan.js'
import type { PageSource } from '../content/types.js'
import type { Diagnostic } from '../shared/diagnostics.js'
import type { DevSite } from './dev-site.js'
import { errorsOf, savedConfigSyntaxErrors, stylesheetErrors } from './site-errors.js'
import { readPageSource } from './read-source.js'
import { readAppPageSource } from '../app-router/app-page-sources.js'
import { appFrontMatter } from '../app-router/static-metadata.js'
import { isInside } from './safe-file.js'
import { TAILWIND_CONFIG } from '../website/site-styles.js'
import { siteComponentsFile } from '../website/mdx-components.js'
import { forgetSiteComponents } from './compile-page.js'
import { refreshSite } from './site-structure.js'
import { changesAppRoutes } from './app-route-changes.js'
import type { ChangeBatch } from './watcher.js'

/** What a batch of file changes did to the site, for the browsers. */
export interface ChangeOutcome {
  /** Routes whose page changed (content, dependencies, navigation, added, removed). */
  routes: Set<string>
  /** Every open page must reload (config reloaded, public files changed). */
  all: boolean
  /** The errors every page shows changed (a config broke or was fixed, a meta broke…). */
  globalErrorsChanged: boolean
  /** The page maps were built again (routes, titles or metas may differ): no page is updated in place. */
  navigationChanged: boolean
  /** Diagnostics of what was read again, for the terminal. */
  diagnostics: Diagnostic[]
}

const errorKey = (list: readonly Diagnostic[]) =>
  JSON.stringify(list.map(d => [d.code, d.file, d.line, d.column, d.message]))

/** What the page map reads from a page (an app page's: its metadata too): if none of it changed, no navigation can have. */
const pageMapInputs = (page: PageSource | undefined) =>
  JSON.stringify(page ? (page.app ? appFrontMatter([page]) : [page.frontMatter, page.firstHeading]) : null)

/**
 * Applies a batch of file changes to the dev site, invalidating exactly what they touch:
 * - the config: load everything again; a broken config keeps the last good site and becomes an error;
 * - an edited page: its own build and routes; the navigation too only if its title inputs changed;
 * - an added, removed or renamed page or meta: the page maps, and every rendered route whose
 *   navigation now differs, plus the routes that appeared or disappeared;
 * - any other file: the pages whose last build included it (partials, components, JSON, images);
 * - public files: every open page (they are read from disk on each request anyway).
 */
export async function applyChanges(devSite: DevSite, batch: ChangeBatch): Promise<ChangeOutcome> {
  const before = errorKey(devSite.globalErrors())
  const outcome: ChangeOutcome = {
    routes: new Set(),
    all: false,
    globalErrorsChanged: false,
    navigationChanged: false,
    diagnostics: []
  }
  const { config } = devSite.site

  // A stylesheet of the site (a global one, a CSS module, a Tailwind 4 entry) or its Tailwind config
  // saved, or code that imports a stylesheet (a new one may be among them): the site CSS is compiled
  // again and every open page reloads with it.
  const styles = new Set(devSite.styleSources)
  const importsStylesheet = (path: string) =>
    /\.[cm]?[jt]sx?$/.test(path) && /^\s*import\s[^\n]*\.(?:css|scss)['"]/m.test(readText(path))
  if (
    [...batch].some(
      ([path, kind]) =>
        styles.has(path) ||
        (dirname(path) === config.siteDir && TAILWIND_CONFIG.test(basename(path))) ||
        (kind !== 'unlink' && importsStylesheet(path))
    )
  ) {
    const styled = await devSite.restyle()
    outcome.diagnostics.push(...styled)
    devSite.styleErrors = stylesheetErrors(styled)
    outcome.all = true
  }

  // The config itself, or another config file appearing beside it (`.json` → `.ts`); or a route of
  // the app folder added or removed (read with the site: `app-route-changes.ts`).
  const configDir = dirname(config.configFile)
  // A website folder without a guildsite config: its theme and Next configs and package.json are its config.
  const websiteFiles = new Set(config.website?.files ?? [])
  if (
    [...batch.keys()].some(
      path =>
        path === config.configFile ||
        websiteFiles.has(path) ||
        (dirname(path) === configDir && CONFIG_FILES.includes(basename(path)))
    ) ||
    (config.website !== undefined && changesAppRoutes(config.siteDir, batch))
  ) {
    const loaded = await loadSite(devSite.loadOptions)
    outcome.diagnostics.push(...loaded.diagnostics)
    const saved = new Set([...batch.keys()].map(path => relative(config.siteDir, path).split(sep).join('/')))
    const brokenConfig = savedConfigSyntaxErrors(loaded.diagnostics, saved)
    if (loaded.site && brokenConfig.length === 0) {
      devSite.configErrors = []
      devSite.setSite(loaded.site)
      devSite.setLoadErrors(loaded.diagnostics)
      devSite.reset()
      outcome.all = true
    } else {
      devSite.configErrors = loaded.site ? brokenConfig : loaded.diagnostics.filter(d => d.severity === 'error')
    }
    // A broken link may be fixed on the other side: a page added, a heading added to the target.
    for (const route of await devSite.recheckNotices()) outcome.routes.add(route)
    outcome.globalErrorsChanged = errorKey(devSite.globalErrors()) !== before
    return outcome
  }

  // The site's `mdx-components` file (Nextra 4) saved: its components are read again (with its
  // MDX_COMPONENTS_EVAL warning while it throws) and every page compiles with them.
  const componentsFile = siteComponentsFile(config.siteDir)
  if (componentsFile && batch.has(componentsFile)) {
    forgetSiteComponents(config)
    for (const page of devSite.site.pages)
      for (const route of devSite.invalidatePage(page.file.path)) outcome.routes.add(route)
  }

  const locales = config.i18n.locales.map(l => l.locale)
  const pagesByPath = new Map(devSite.site.pages.map(page => [page.file.path, page]))
  const knownFiles = new Set(devSite.site.files.map(file => file.path))
  // (A Nextra 2 beta's `meta.json` files are its metas: content/scan.ts.)
  const legacyMetas = devSite.site.files.some(file => file.kind === 'meta' && file.name === 'meta')
  let rescan = false
  let metas = false
  const editedPages: string[] = []
  for (const [path, kind] of batch) {
    if (isInside(path, config.publicRoot)) outcome.all = true
    // A saved app MDX page (`app/blog/(posts)/first-post/page.mdx`, no content file) is read again by
    // the app router's reader, at its own route; a `page.tsx` is rebuilt as a dependency of its build.
    const appPage = pagesByPath.get(path)?.app
    if (appPage) {
      if (kind !== 'unlink' && appPage.kind === 'mdx') editedPages.push(path)
      continue
    }
    if (!isInside(path, config.contentRoot) || path === config.contentRoot) continue
    const file = classify(relative(config.contentRoot, path).split(sep).join('/'), locales, false, legacyMetas)
    if (file.kind === 'meta' || file.kind === 'meta-global') metas = true
    // The listing changes when a listed file goes, or a page, meta or folder (no extension) comes.
    const listed = knownFiles.has(path)
    if (kind === 'unlink' ? listed || !file.ext : kind === 'add' && !listed && (file.kind !== 'asset' || !file.ext))
      rescan = true
    // A known page that is still there was edited, however the watcher saw the save (an editor's
    // rename over the file may come as `add`); an unknown one is new and the listing picks it up.
    if (file.kind === 'page' && kind !== 'unlink') {
      if (pagesByPath.has(path)) editedPages.push(path)
      else rescan = true
    }
  }

  // Edited pages first: if what the page map reads of them is unchanged, the page maps stay as they are.
  let navigationMayChange = rescan || metas
  let appPageMapChanged = false
  const replaced = new Map<string, PageSource>()
  const unreadable = new Set<string>()
  const pageDiagnostics = new Map<string, Diagnostic[]>()
  for (const path of editedPages) {
    const previous = pagesByPath.get(path)!
    const read = previous.app ? readAppPageSource(previous) : await readPageSource(previous)
    outcome.diagnostics.push(...read.diagnostics)
    if (!read.page) {
      // Gone or no longer UTF-8: let the listing and the reader decide again.
      unreadable.add(path)
      rescan = navigationMayChange = true
      continue
    }
    replaced.set(path, read.page)
    pageDiagnostics.set(previous.display, read.diagnostics)
    if (pageMapInputs(read.page) !== pageMapInputs(previous)) {
      navigationMayChange = true
      if (previous.app) appPageMapChanged = true
    }
  }
  devSite.setPageErrors(pageDiagnostics)
  const pages = devSite.site.pages.map(page => replaced.get(page.file.path) ?? page)
  const oldRoutes = new Set(devSite.routes.keys())
  if (navigationMayChange) {
    outcome.navigationChanged = true
    const refreshed = await refreshSite({ ...devSite.site, pages }, { changed: unreadable, rescan, metas })
    outcome.diagnostics.push(
      ...refreshed.diagnostics,
      ...refreshed.mapDiagnostics,
      ...[...refreshed.pageDiagnostics.values()].flat(),
      ...(refreshed.metaDiagnostics ?? [])
    )
    devSite.setSite(refreshed.site)
    devSite.setPageErrors(refreshed.pageDiagnostics)
    if (refreshed.metaDiagnostics) devSite.metaErrors = errorsOf(refreshed.metaDiagnostics)
    devSite.mapErrors = errorsOf([...refreshed.mapDiagnostics, ...refreshed.diagnostics])
  } else if (replaced.size) {
    // Same page maps; only the sources behind them changed.
    devSite.setSite({ ...devSite.site, pages })
  }

  for (const path of editedPages) for (const route of devSite.invalidatePage(path)) outcome.routes.add(route)
  for (const [page, dependencies] of devSite.dependencies) {
    if (!dependencies.some(dependency => batch.has(dependency))) continue
    for (const route of devSite.invalidatePage(page)) outcome.routes.add(route)
  }
  if (navigationMayChange) {
    for (const route of devSite.invalidateNavigation(appPageMapChanged)) outcome.routes.add(route)
    const newRoutes = new Set(devSite.routes.keys())
    for (const route of oldRoutes) if (!newRoutes.has(route)) outcome.routes.add(route)
    for (const route of newRoutes) if (!oldRoutes.has(route)) outcome.routes.add(route)
  }
  // A broken link may be fixed on the other side: a page added, a heading added to the target.
  for (const route of await devSite.recheckNotices()) outcome.routes.add(route)
  outcome.globalErrorsChanged = errorKey(devSite.globalErrors()) !== before
  return outcome
}
