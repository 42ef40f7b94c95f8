import { withBasePathOnce } from '../../templates/base-path.js'
import { localePrefixOf } from '../page-map/locale-prefix.js'
import type { PageMap } from '../page-map/types.js'
import { outputPathOf } from '../render/output-path.js'

// Nextra 4's i18n (a content folder per locale, every locale served under `/{locale}`, the swr-site's)
// links to pages without their locale (`/docs/x`, unless `unstable_shouldAddLocaleToLinks`) and its
// proxy sends such a URL to `/{locale}/docs/x`: the NEXT_LOCALE cookie's locale, else the browser's
// languages matched against the site's, else the default. A static host has no proxy: guildsite writes
// a page at each locale-less route that does the same in the browser (the language switch sets the
// cookie), the default locale's page for readers without JavaScript. Such URLs — shared from Nextra's
// site, a `redirects` destination (`/docs` → `/docs/getting-started`) — then reach the page.

export interface LocaleRedirectsInput {
  pageMaps: ReadonlyMap<string, PageMap>
  /** Every route the build wrote (content, app router and dynamic routes), with their locale. */
  routes: readonly string[]
  defaultLocale: string
  basePath: string
}

/** Output path → the page that sends a locale-less route on to a locale's; none unless every locale is served under its prefix. */
export function localeRedirectPages(input: LocaleRedirectsInput): Map<string, string> {
  const prefixes = [...input.pageMaps.values()].map(pageMap => [pageMap.locale, localePrefixOf(pageMap)] as const)
  const files = new Map<string, string>()
  if (prefixes.length === 0 || prefixes.some(([locale, prefix]) => prefix !== `/${locale}`)) return files
  // Locale-less route → the locales that have it, in the site's order.
  const bare = new Map<string, string[]>()
  for (const route of input.routes)
    for (const [locale, prefix] of prefixes) {
      if (!route.startsWith(prefix + '/')) continue
      const rest = route.slice(prefix.length)
      bare.set(rest, [...(bare.get(rest) ?? []), locale])
    }
  const written = new Set(input.routes)
  for (const [route, locales] of bare) {
    if (written.has(route)) continue
    files.set(outputPathOf(route), localeRedirectPage(route, locales, input.defaultLocale, input.basePath))
  }
  return files
}

/** The page at a locale-less route: the cookie's locale, the browser's, the default (or the first that has it). */
function localeRedirectPage(route: string, locales: string[], defaultLocale: string, basePath: string): string {
  const fallback = locales.includes(defaultLocale) ? defaultLocale : locales[0]!
  const url = (locale: string) => withBasePathOnce(basePath, `/${locale}${route}`)
  const href = url(fallback).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')
  const script =
    `(function(){var l=${json(locales)},c=(document.cookie.match(/(?:^|; )NEXT_LOCALE=([^;]*)/)||[])[1],t=${json(fallback)};` +
    `if(c&&l.indexOf(c)>=0)t=c;else{var n=navigator.languages||[navigator.language||''];` +
    `for(var i=0;i<n.length;i++){var x=String(n[i]).toLowerCase(),m=l.filter(function(k){k=k.toLowerCase();return x===k||x.split('-')[0]===k||k.split('-')[0]===x});if(m.length){t=m[0];break}}}` +
    `location.replace(${json(withBasePathOnce(basePath, '/'))}.replace(/\\/$/,'')+'/'+t+${json(route)}+location.search+location.hash)})()`
  return (
    '<!doctype html><html><head><meta charset="utf-8"><title>Redirecting…</title>' +
    `<meta name="robots" content="noindex"><link rel="canonical" href="${href}">` +
    `<script>${script}</script><noscript><meta http-equiv="refresh" content="0; url=${href}"></noscript></head>` +
    `<body><p><a href="${href}">${href}</a></p></body></html>`
  )
}
