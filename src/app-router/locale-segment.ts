// The locale segment of a Nextra 4 i18n site: its content catch-all sits under a dynamic segment
// (`app/[lang]/[[...mdxPath]]/page.jsx`) whose values are the site's locales. Other pages in that
// segment that list no params (`app/[lang]/showcase/page.jsx`) are rendered by Next for each locale
// its proxy sends readers to; a static build writes them for each (`app-routes.ts`).

import type { Site } from '../content/load-site.js'
import { dynamicSegment, isRouteGroup } from './find-app-pages.js'

/** `{ locales }` for renderAppPage when the site's content catch-all takes its locale in a segment of its own; else `{}`. */
export function localeSegmentOf(site: Pick<Site, 'config' | 'pageMaps'>): {
  locales?: { segment: string; values: string[] }
} {
  const segments = [...site.pageMaps.values()].find(pageMap => pageMap.contentSegments)?.contentSegments
  const first = segments?.filter(segment => !isRouteGroup(segment)).map(dynamicSegment)[0]
  if (!first || first.catchAll) return {}
  const values = site.config.i18n.locales.map(entry => entry.locale)
  return values.length > 0 ? { locales: { segment: first.name, values } } : {}
}
