import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { ClientAssets } from '../output/client-assets.js'
import type { Diagnostic } from '../shared/diagnostics.js'

const TAILWIND_CONFIG = /^tailwind\.config\.(ts|js|cjs|mjs|mts|cts)$/

/**
 * The client assets plus the site's own stylesheet: its Tailwind classes when the site folder has a
 * Tailwind config (`tailwind-css.ts`, loaded only then: Tailwind is large). Added after guildsite's
 * stylesheet, under a content hash.
 */
export async function withSiteStyles(assets: ClientAssets, siteDir: string, contentRoot: string, diagnostics: Diagnostic[], cacheDir?: string): Promise<ClientAssets> {
  if (!['ts', 'js', 'cjs', 'mjs', 'mts', 'cts'].some(ext => existsSync(join(siteDir, `tailwind.config.${ext}`)))) return assets
  const { tailwindCss } = await import('./tailwind-css.js')
  const result = await tailwindCss(siteDir, contentRoot, cacheDir)
  if (!result) return assets
  diagnostics.push(...result.diagnostics)
  if (result.css === undefined) return assets
  const path = `_gs/assets/site-${createHash('sha256').update(result.css).digest('hex').slice(0, 10)}.css`
  const files = new Map(assets.files)
  files.set(path, result.css)
  return { ...assets, files, css: [...assets.css, `/${path}`] }
}

export { TAILWIND_CONFIG }
