// The bodies of Next's metadata routes (`app/sitemap.ts`, `app/robots.ts`, `app/manifest.ts`): the
// default export's value in the formats Next's build writes (`MetadataRoute.Sitemap`, `.Robots`,
// `.Manifest`; https://nextjs.org/docs/app/api-reference/file-conventions/metadata).

/** A metadata route file's kind, its output file and the text of its value. */
export const METADATA_ROUTES = {
  sitemap: { file: 'sitemap.xml', text: sitemapText },
  robots: { file: 'robots.txt', text: robotsText },
  manifest: { file: 'manifest.webmanifest', text: (value: unknown) => JSON.stringify(value) }
} as const

export type MetadataRouteKind = keyof typeof METADATA_ROUTES

const list = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value])

type Rule = {
  userAgent?: string | string[]
  allow?: string | string[]
  disallow?: string | string[]
  crawlDelay?: number
}

/** `robots.txt` of a `MetadataRoute.Robots`: one block per rule, then `Host` and `Sitemap` lines. */
export function robotsText(value: unknown): string {
  const robots = (value ?? {}) as { rules?: Rule | Rule[]; host?: string; sitemap?: string | string[] }
  let text = ''
  for (const rule of list(robots.rules)) {
    for (const agent of list(rule.userAgent ?? '*')) text += `User-Agent: ${agent}\n`
    for (const path of list(rule.allow)) text += `Allow: ${path}\n`
    for (const path of list(rule.disallow)) text += `Disallow: ${path}\n`
    if (rule.crawlDelay) text += `Crawl-delay: ${rule.crawlDelay}\n`
    text += '\n'
  }
  if (robots.host) text += `Host: ${robots.host}\n`
  for (const url of list(robots.sitemap)) text += `Sitemap: ${url}\n`
  return text
}

type Entry = {
  url: string
  lastModified?: string | Date
  changeFrequency?: string
  priority?: number
  alternates?: { languages?: Record<string, string> }
  images?: string[]
}

/** `sitemap.xml` of a `MetadataRoute.Sitemap` (entries in the order given, as Next writes them). */
export function sitemapText(value: unknown): string {
  const entries = (Array.isArray(value) ? value : []) as Entry[]
  const alternates = entries.some(entry => Object.keys(entry.alternates?.languages ?? {}).length > 0)
  const images = entries.some(entry => Boolean(entry.images?.length))
  let text = '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"'
  if (images) text += ' xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"'
  text += alternates ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' : '>\n'
  for (const entry of entries) {
    text += `<url>\n<loc>${entry.url}</loc>\n`
    for (const [language, href] of Object.entries(entry.alternates?.languages ?? {}))
      text += `<xhtml:link rel="alternate" hreflang="${language}" href="${href}" />\n`
    for (const image of entry.images ?? []) text += `<image:image>\n<image:loc>${image}</image:loc>\n</image:image>\n`
    if (entry.lastModified)
      text += `<lastmod>${entry.lastModified instanceof Date ? entry.lastModified.toISOString() : entry.lastModified}</lastmod>\n`
    if (entry.changeFrequency) text += `<changefreq>${entry.changeFrequency}</changefreq>\n`
    if (typeof entry.priority === 'number') text += `<priority>${entry.priority}</priority>\n`
    text += '</url>\n'
  }
  return `${text}</urlset>\n`
}
