import { useRenderContext, withBasePath } from '../context.js'

/** Next's `UrlObject` (the `href` of `next/link` may be one): what real pages pass. */
export interface UrlObject {
  pathname?: string | null
  query?:
    | string
    | null
    | Record<string, string | number | boolean | readonly (string | number | boolean)[] | null | undefined>
  hash?: string | null
  search?: string | null
  href?: string | null
}

/** `{ pathname: '/docs', query: { a: 1 }, hash: 'x' }` → `/docs?a=1#x`; a string is returned as it is. */
export function formatHref(href: string | UrlObject | undefined | null): string {
  if (href === undefined || href === null) return ''
  if (typeof href === 'string') return href
  if (href.href) return href.href
  let search = href.search ?? ''
  if (!search && href.query) {
    if (typeof href.query === 'string') search = href.query
    else {
      const params = new URLSearchParams()
      for (const [key, value] of Object.entries(href.query)) {
        if (value === undefined || value === null) continue
        for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item))
      }
      search = params.toString()
    }
  }
  if (search && !search.startsWith('?')) search = `?${search}`
  const hash = href.hash ? (href.hash.startsWith('#') ? href.hash : `#${href.hash}`) : ''
  return `${href.pathname ?? ''}${search}${hash}`
}

/**
 * The href a site link is written with: root-relative links get the current locale's page (when it
 * has one) and the base path, as Next.js links do; other links are left alone.
 */
export function useSiteHref(href: string | UrlObject | undefined | null): string {
  const { basePath, localizeRoute } = useRenderContext()
  const url = formatHref(href)
  if (!url.startsWith('/') || url.startsWith('//')) return url
  return withBasePath(basePath, localizeRoute ? localizeRoute(url) : url)
}

/** Props of `next/link` that mean nothing on a static page (routing hints): never written on the `<a>`. */
const ROUTER_ONLY = [
  'as',
  'replace',
  'scroll',
  'shallow',
  'passHref',
  'prefetch',
  'locale',
  'legacyBehavior',
  'onNavigate'
] as const

/** A link's props without `next/link`'s router-only ones: what goes on the `<a>`. */
export function anchorAttributes<T extends object>(props: T): Omit<T, (typeof ROUTER_ONLY)[number]> {
  const attributes = { ...props } as Record<string, unknown>
  for (const name of ROUTER_ONLY) delete attributes[name]
  return attributes as unknown as Omit<T, (typeof ROUTER_ONLY)[number]>
}
