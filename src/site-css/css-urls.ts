import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { basename, dirname, extname, resolve } from 'node:path'

const URL = /url\(\s*(['"]?)([^'"()\s]+)\1\s*\)/g

/**
 * A stylesheet's relative `url(…)`s (a font, an icon beside it) as the site stylesheet can reach
 * them: each file copied into `_gs/assets/` under a content hash (`files`: output path → bytes),
 * the URL made relative to the stylesheet, which lives there too (so any base path works).
 * Root-relative URLs (the public folder's), other origins, `data:` and fragments are left as they are,
 * as Next leaves them; a file that is not there too.
 */
export function withLocalUrls(css: string, from: string, files: Map<string, Uint8Array>): string {
  return css.replace(URL, (whole: string, quote: string, url: string) => {
    if (/^([a-z][\w+.-]*:|\/|#)/i.test(url)) return whole
    const [path, suffix = ''] = [url.replace(/[?#].*$/, ''), /[?#].*$/.exec(url)?.[0]]
    const file = resolve(dirname(from), decodeURI(path))
    if (!existsSync(file)) return whole
    const bytes = readFileSync(file)
    const ext = extname(file)
    const name = `${basename(file, ext).replace(/[^\w-]/g, '_')}-${createHash('sha256').update(bytes).digest('hex').slice(0, 10)}${ext}`
    files.set(`_gs/assets/${name}`, bytes)
    return `url(${quote}${name}${suffix}${quote})`
  })
}
