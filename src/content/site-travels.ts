import type { Site } from './load-site.js'

/**
 * Whether what the render threads are given of the site can be sent to them (structured clone):
 * a config loaded from a module may hold functions, and so may a meta's entries (the page maps carry
 * them). Metas keep their React content in their modules (`meta-slots.ts`), so this is a safety net:
 * a site that fails it renders on the main thread rather than stopping the build.
 */
export function siteTravels(site: Pick<Site, 'config' | 'metas'>): boolean {
  try {
    structuredClone([site.config, site.metas])
    return true
  } catch {
    return false
  }
}
