import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

/** The assets' folder: KaTeX's version in its name, so a new KaTeX gets new URLs (caches never mix them). */
const folderOf = (version: string) => `_gs/assets/katex-${version}`

/** Where pages with math find KaTeX's stylesheet (root-relative, without base path). */
export const katexCssUrl = (version: string): string => `/${folderOf(version)}/katex.min.css`

/**
 * KaTeX's stylesheet and its WOFF2 fonts, by output path, for a site that sets math (config
 * `latex`). Only WOFF2 is written (every browser KaTeX supports reads it), so the stylesheet's
 * WOFF and TTF fallbacks are taken out.
 */
export function katexAssets(): Map<string, Uint8Array | string> {
  const require = createRequire(import.meta.url)
  const FOLDER = folderOf((require('katex/package.json') as { version: string }).version)
  const dist = join(dirname(require.resolve('katex/package.json')), 'dist')
  const css = readFileSync(join(dist, 'katex.min.css'), 'utf8').replace(
    /,url\(fonts\/[^)]+\.(?:woff|ttf)\) format\("(?:woff|truetype)"\)/g,
    ''
  )
  const files = new Map<string, Uint8Array | string>([[`${FOLDER}/katex.min.css`, css]])
  for (const name of readdirSync(join(dist, 'fonts'))
    .filter(name => name.endsWith('.woff2'))
    .sort())
    files.set(`${FOLDER}/fonts/${name}`, readFileSync(join(dist, 'fonts', name)))
  return files
}
