import { encodeRoute } from '../shared/encode-route.js'

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, c => `&#${c.charCodeAt(0)};`)

/** `sitemap.xml` of every page URL (sorted, so the output is deterministic). */
export function sitemap(
  siteUrl: string,
  basePath: string,
  routes: string[],
  lastModified: Map<string, string>
): string {
  const origin = siteUrl.replace(/\/+$/, '')
  const urls = [...routes].sort().map(route => {
    const date = lastModified.get(route)
    const loc = origin + basePath + encodeRoute(route)
    return `  <url><loc>${escapeXml(loc)}</loc>${date ? `<lastmod>${escapeXml(date)}</lastmod>` : ''}</url>`
  })
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}

export function robots(siteUrl: string, basePath: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl.replace(/\/+$/, '')}${basePath}/sitemap.xml\n`
}
