import { resolveNavigation } from '../page-map/resolve-navigation.js'
import type { PageMap } from '../page-map/types.js'

/**
 * The top-level heading of the pages of a locale, as a hosted search index's `hierarchy.lvl0`:
 * the title of the navigation's top-level item a page is under — its product or section ("Yoga",
 * "Blog"), a top-level page's own title. The docs search modal groups its results by it (SPEC §2).
 * Resolved once per first route segment, as the sidebar file resolves its sections.
 */
export function topLevelTitles(pageMap: PageMap): (route: string) => string | undefined {
  const bySection = new Map<string, string | undefined>()
  return route => {
    const section = route.slice(pageMap.prefix.length).split('/')[1] ?? ''
    if (!bySection.has(section))
      bySection.set(section, resolveNavigation({ children: pageMap.children, route }).activePath[0]?.title || undefined)
    return bySection.get(section)
  }
}
