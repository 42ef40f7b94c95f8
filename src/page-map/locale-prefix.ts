import type { PageMap } from './types.js'

/**
 * The route prefix of a page map's locale alone: '' for the default locale, `/fr` otherwise. Not
 * `PageMap.prefix`, which adds Nextra 4's `contentDirBasePath` (`/docs`): a root-relative link `/x`
 * goes to the same locale's `/fr/x`, never to `/docs/x`.
 */
export const localePrefixOf = (pageMap: Pick<PageMap, 'locale' | 'defaultLocale'>): string =>
  pageMap.locale === pageMap.defaultLocale ? '' : `/${pageMap.locale}`
