// A page's compile options as the build gives them (compile-render.ts): the site's settings, its
// `mdx-components` file, the page's `_meta` theme content and Nextra's link rules — each read once per site.
import { readSiteComponents, type SiteComponents } from '../website/mdx-components.js'
import { appFolderRoute } from '../app-router/app-routes.js'
import type { NextraLinks } from '../compile/resolve-links.js'
import { nextraLinksOf } from '../website/nextra-links.js'
import { siteNextraCompileOptions } from '../website/nextra-typography.js'
import type { Site } from '../content/load-site.js'
import type { PageSource } from '../content/types.js'
import { pagesMetaSlots, type PageMetaSlots } from '../content/meta-slots.js'

/** A page's compile options, its text included. */
export function compileOptions(
  site: Site,
  page: PageSource,
  builtins: ReadonlySet<string>,
  siteComponents: SiteComponents | undefined
) {
  return { ...optionsOf(site, page, builtins, siteComponents), source: page.source }
}

/** The site's `mdx-components` file (Nextra 4), read once per site (src/website/mdx-components.ts). */
const siteComponentsRead = new WeakMap<Site, Promise<SiteComponents | undefined>>()
export function siteComponentsOf(site: Site): Promise<SiteComponents | undefined> {
  let read = siteComponentsRead.get(site)
  if (!read) siteComponentsRead.set(site, (read = readSiteComponents(site.config)))
  return read
}

/** The pages' `_meta` theme content (content/meta-slots.ts), found once per site. */
const metaSlotsFound = new WeakMap<Site, Map<string, PageMetaSlots>>()
function metaSlotsOption(site: Site, page: PageSource): { metaSlots?: PageMetaSlots } {
  let found = metaSlotsFound.get(site)
  if (!found) metaSlotsFound.set(site, (found = pagesMetaSlots(site)))
  const metaSlots = found.get(page.file.path)
  return metaSlots ? { metaSlots } : {}
}

/** Links as Nextra's visitors follow them, for a website folder (website/nextra-links.ts). */
function nextraLinksOption(site: Site, page: PageSource): { nextraLinks?: NextraLinks } {
  const pageMap = site.pageMaps.get(site.config.i18n?.defaultLocale ?? '') ?? site.pageMaps.values().next().value
  const nextraLinks = nextraLinksOf(site.config, page, pageMap, site.nextra?.major)
  return nextraLinks ? { nextraLinks } : {}
}

/** A page's compile options but its text. */
export function optionsOf(
  site: Site,
  page: PageSource,
  builtins: ReadonlySet<string>,
  siteComponents: SiteComponents | undefined
) {
  return {
    display: page.display,
    path: page.file.path,
    format: page.file.ext === 'md' ? ('md' as const) : ('mdx' as const),
    builtins,
    ...(siteComponents && { siteComponents }),
    ...metaSlotsOption(site, page),
    folderRoute: page.app
      ? appFolderRoute(page.app.segments)
      : page.file.dir
        ? `${site.config.contentDirBasePath}/${page.file.dir}`
        : site.config.contentDirBasePath || '/',
    ...nextraLinksOption(site, page),
    allowRawHtml: site.config.allowRawHtml,
    searchCodeblocks: site.config.search.codeblocks,
    ...(!site.config.copyCode && { copyCode: false }),
    ...(site.config.latex && { latex: true }),
    ...(site.config.latex && site.config.katexMacros && { katexMacros: site.config.katexMacros }),
    ...siteNextraCompileOptions(site),
    // Pages without code of their own skip MDX's JavaScript stages (see rehype-static-content.ts);
    // the app router's are always modules (their routes render in the page runner), and so is every
    // page of a site whose root layout gives its navbar an element (`src/app-router/navbar-child.ts`).
    staticContent: !page.app && !site.config.website?.navbarChild
  }
}
