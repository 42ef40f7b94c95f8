// Zod-free and React-free: the config loader, the templates and the tests share these rules.

/** The provider's public comments host (SPEC §3 "Host defaults to…"). */
export const DEFAULT_COMMENTS_HOST = 'https://giscus.app'

/** The comments widget settings of SPEC §3, resolved (Giscus' names; flags as `'0'`/`'1'`). */
export interface CommentsSettings {
  host: string
  repo?: string
  repoId?: string
  category?: string
  categoryId?: string
  mapping: 'url' | 'title' | 'og:title' | 'specific' | 'number' | 'pathname'
  term?: string
  strict: '0' | '1'
  reactionsEnabled: '0' | '1'
  emitMetadata: '0' | '1'
  inputPosition: 'top' | 'bottom'
  theme: string
  /** Absent: the page's language. */
  lang?: string
  loading: 'eager' | 'lazy'
}

/**
 * The settings of `CommentsSettings` that are giscus' own widget properties besides `host` (and
 * `@giscus/react`'s props of the same names): the client copies them onto `<giscus-widget>`, and a
 * theme config's `<Giscus>` gives them.
 */
export const GISCUS_SETTINGS = [
  'repo',
  'repoId',
  'category',
  'categoryId',
  'mapping',
  'term',
  'strict',
  'reactionsEnabled',
  'emitMetadata',
  'inputPosition',
  'lang',
  'loading'
] as const

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]'])

/**
 * The host as an origin (`https://giscus.app`, no trailing slash), or undefined when it is not a
 * valid comments host: an `https://` origin, or an `http://` one on a loopback address (a local
 * stand-in). A path, query or credentials make it invalid: messages are checked against the origin.
 */
export function commentsOrigin(host: string): string | undefined {
  let url: URL
  try {
    url = new URL(host)
  } catch {
    return undefined
  }
  if (url.username || url.password || url.search || url.hash || (url.pathname !== '/' && url.pathname !== ''))
    return undefined
  if (url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname))) return url.origin
  return undefined
}

/**
 * Giscus' language for a page locale: its own two regional variants (`zh-CN`, `zh-TW`) as they
 * are, otherwise the language subtag (`en-US` → `en`, `fr` → `fr`).
 */
export function commentsLang(locale: string): string {
  const [language = 'en', region] = locale.split('-')
  if (language.toLowerCase() === 'zh' && region) return `zh-${region.toUpperCase()}`
  return language.toLowerCase()
}
