/** SPEC §9: the chosen locale is remembered in the NEXT_LOCALE cookie for one year. */
export const LOCALE_COOKIE = 'NEXT_LOCALE'
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60

const trimSlash = (path: string) => path.replace(/\/+$/, '')

/**
 * The same page in another locale. Each language link points at its locale's root (`/base` for
 * the default locale, `/base/fr` for others); the page's path below the current root is kept.
 *
 * @example localizedPath('/docs/fr/guide/intro', '/docs/fr', '/docs') // '/docs/guide/intro'
 */
export function localizedPath(pathname: string, currentRoot: string, targetRoot: string): string {
  const from = trimSlash(currentRoot)
  const to = trimSlash(targetRoot)
  const rest = pathname === from || pathname.startsWith(`${from}/`) ? pathname.slice(from.length) : ''
  return (rest === '/' && to ? to : `${to}${rest}`) || '/'
}

const setCookie = (locale: string) => {
  document.cookie = `${LOCALE_COOKIE}=${encodeURIComponent(locale)}; max-age=${LOCALE_COOKIE_MAX_AGE}; path=/; samesite=lax`
}

const readCookie = (): string | undefined =>
  document.cookie
    .split('; ')
    .find(entry => entry.startsWith(`${LOCALE_COOKIE}=`))
    ?.slice(LOCALE_COOKIE.length + 1)

/**
 * Language switch: a language link goes to the same page in that locale and sets NEXT_LOCALE.
 * On the default locale's home page, a remembered other locale is honoured (DESIGN: "the root
 * page honours it client-side").
 */
export function setupLocaleSwitch(): void {
  const options = Array.from(document.querySelectorAll<HTMLAnchorElement>('.gs-locale-switch a[hreflang]'))
  if (options.length < 2) return
  const roots = new Map(options.map(option => [option, new URL(option.href).pathname]))
  const current = options.find(option => option.getAttribute('aria-current') === 'true')
  // The default locale is served at the root: its link is the shortest.
  const defaultOption = options.reduce((a, b) => (roots.get(b)!.length < roots.get(a)!.length ? b : a))
  // …except on a Nextra 4 site with a content folder per locale, whose default locale is served under its
  // own prefix too (`/en/docs/x`, the root leading there): the page's path says so. There the same page in
  // another locale is `/es/docs/x` (not `/es/en/docs/x`), and the default's home page stays where it is.
  const ownPrefix = `${trimSlash(roots.get(defaultOption)!)}/${defaultOption.hreflang}`
  const prefixed =
    current === defaultOption && (location.pathname === ownPrefix || location.pathname.startsWith(`${ownPrefix}/`))
  // (Every switch's link to it: the navbar's and the sidebar foot's.)
  if (prefixed)
    for (const option of options) if (option.hreflang === defaultOption.hreflang) roots.set(option, ownPrefix)
  const currentRoot = (current && roots.get(current)) ?? '/'
  for (const option of options) {
    option.href = localizedPath(location.pathname, currentRoot, roots.get(option)!) + location.search + location.hash
    option.addEventListener('click', () => setCookie(option.hreflang))
  }
  const remembered = decodeURIComponent(readCookie() ?? '')
  const onDefaultHome =
    !prefixed && current === defaultOption && trimSlash(location.pathname) === trimSlash(currentRoot)
  const target = options.find(option => option.hreflang === remembered)
  if (onDefaultHome && target && target !== current) location.replace(roots.get(target)!)
}
