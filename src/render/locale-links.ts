import type { PageMap } from '../page-map/types.js'
import { localePrefixOf } from '../page-map/locale-prefix.js'

// A non-default locale's links: a root-relative link written in its pages goes to the same page in the
// locale when that page exists (the render context's `localizeRoute`).

const localizers = new WeakMap<PageMap, (href: string) => string>()

/** Root-relative links of a non-default locale's pages go to that locale's page when it exists. */
export function localizer(pageMap: PageMap): (href: string) => string {
  let localize = localizers.get(pageMap)
  if (!localize) {
    const routes = new Set(pageMap.pages.map(page => page.route))
    const prefix = localePrefixOf(pageMap)
    localize = href => {
      if (!href.startsWith('/') || href.startsWith('//') || href.startsWith(prefix + '/')) return href
      const cut = href.search(/[?#]/)
      const path = cut < 0 ? href : href.slice(0, cut)
      const localized = prefix + (path === '/' ? '' : path.replace(/\/+$/, ''))
      return routes.has(localized) ? localized + (cut < 0 ? '' : href.slice(cut)) : href
    }
    localizers.set(pageMap, localize)
  }
  return localize
}
