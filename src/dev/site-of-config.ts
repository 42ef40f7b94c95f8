import type { SiteConfig } from '../config/load-config.js'
import type { Site } from '../content/load-site.js'
import { pagesMetaSlots, type PageMetaSlots } from '../content/meta-slots.js'

// The dev server's compile and bundle steps are called with the config alone; what they need of the
// whole site (its pages' `_meta` content, Nextra 3's generated page map) comes from the site served.
const sites = new WeakMap<SiteConfig, Site>()
const slots = new WeakMap<Site, Map<string, PageMetaSlots>>()

/** Records the site the dev server serves now (at start and after each change of its structure). */
export function rememberSite(site: Site): void {
  sites.set(site.config, site)
}

/** The site served with this config, if any. */
export const siteOf = (config: SiteConfig): Site | undefined => sites.get(config)

/** The page's `_meta` content (content/meta-slots.ts) in the site served with this config. */
export function metaSlotsIn(config: SiteConfig, path: string): PageMetaSlots | undefined {
  const site = sites.get(config)
  if (!site) return undefined
  let found = slots.get(site)
  if (!found) slots.set(site, (found = pagesMetaSlots(site)))
  return found.get(path)
}
