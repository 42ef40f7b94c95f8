import { relative } from 'node:path'
import { localePrefixOf } from '../page-map/locale-prefix.js'
import type { PageMap } from '../page-map/types.js'
import { getPageMap, isSitePageMap } from '../../templates/components/nextra-page-map.js'
import { withPageMapScope } from '../../templates/components/page-map-scope.js'
import { rootLayoutPageMapProp } from './read-root-layout.js'
import { sidebarPageMap } from './layout-page-map.js'

// Nextra 4 draws every page's navigation (sidebar, navbar items, breadcrumb, previous/next) from the
// `pageMap` the root layout hands its `<Layout>`, content pages included. A root layout that changes
// the list `getPageMap()` gave (graphql-yoga and graphql-tools add their versioned docs and
// changelogs and rename items in its `_meta`) changes it for every page. The app pages read their
// layouts' page map as they render (`layout-page-map.ts`); the content folder's pages, which render
// before any page's code runs, get it here, once the site's page map is built.

/**
 * Gives each page map the navigation the root layout (`rootLayout`, absolute) draws, when it hands
 * its `<Layout pageMap>` a list other than `getPageMap()`'s: its nodes replace `children`, and the
 * content folder's own stay in `siteChildren` (what `getPageMap` lists). The layout as its
 * config-time read evaluated it is called again with the real `getPageMap` (`read-root-layout.ts`).
 */
export async function applyRootLayoutPageMap(
  pageMaps: Map<string, PageMap>,
  rootLayout: string,
  siteDir: string
): Promise<void> {
  for (const pageMap of pageMaps.values()) {
    // Only where the content folder is the site's root (graphql-yoga): under a `contentDirBasePath`
    // (graphql-tools' `/docs`) the round trip through `getPageMap()`'s items does not give back
    // guildsite's tree yet (a level added, the root meta lost): those sites keep their own navigation.
    if (pageMap.prefix.slice(localePrefixOf(pageMap).length)) continue
    const scope = {
      pageMap,
      appPages: (pageMap.appRoutes ?? []).map(route => ({ route, frontMatter: pageMap.appFrontMatter?.[route] })),
      route: '/'
    }
    const items = await withPageMapScope(scope, () =>
      rootLayoutPageMapProp(
        rootLayout,
        route => withPageMapScope(scope, () => getPageMap(route)),
        localeParams(rootLayout, pageMap.locale)
      )
    )
    if (!items || isSitePageMap(items)) continue
    const display = relative(siteDir, rootLayout).split('\\').join('/')
    const children = sidebarPageMap(items, pageMap, display).children
    if (children.length === 0) continue
    Object.assign(pageMap, { siteChildren: pageMap.children, children })
  }
}

/**
 * The params of a root layout under a locale segment (`app/[lang]/layout.tsx`: `{ lang: 'en' }`), as
 * Next renders it for each locale's pages; none for a layout above no dynamic segment.
 */
function localeParams(rootLayout: string, locale: string): Record<string, string> {
  const segment = /[\\/]\[([^\].]+)\][\\/]layout\.[cm]?[jt]sx?$/.exec(rootLayout)
  return segment && locale ? { [segment[1]!]: locale } : {}
}
