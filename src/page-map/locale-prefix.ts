import type { PageMap } from './types.js'

/**
 * The route prefix of a page map's locale alone: its `/fr` segment when its routes have one (every
 * locale but the default, and the default too on a Nextra 4 site whose content has a folder per
 * locale, served at `/en/…`), else ''. Not `PageMap.prefix`, which adds Nextra 4's
 * `contentDirBasePath` (`/docs`): a root-relative link `/x` goes to the same locale's `/fr/x`, never
 * to `/docs/x`.
 */
export const localePrefixOf = (pageMap: Pick<PageMap, 'locale' | 'prefix'>): string => {
  const own = `/${pageMap.locale}`
  return pageMap.prefix === own || pageMap.prefix.startsWith(own + '/') ? own : ''
}
