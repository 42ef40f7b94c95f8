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
export async function withSiteStyles(
  assets: ClientAssets,
  siteDir: string,
  contentRoot: string,
  diagnostics: Diagnostic[],
  cacheDir?: string
): Promise<ClientAssets> {
  if (!['ts', 'js', 'cjs', 'mjs', 'mts', 'cts'].some(ext => existsSync(join(siteDir, `tailwind.config.${ext}`))))
    return assets
  const { tailwindCss } = await import('./tailwind-css.js')
  const result = await tailwindCss(siteDir, contentRoot, cacheDir)
  if (!result) return assets
  diagnostics.push(...result.diagnostics)
  if (result.css === undefined || result.base === undefined) return assets
  const pathOf = (name: string, css: string) =>
    `_gs/assets/${name}-${createHash('sha256').update(css).digest('hex').slice(0, 10)}.css`
  const basePath = pathOf('site-base', result.base)
  const path = pathOf('site', result.css)
  const files = new Map(assets.files)
  files.set(basePath, result.base)
  files.set(path, result.css)
  // Tailwind's reset first (guildsite's own rules win over it), the site's classes last (they win over guildsite's).
  return { ...assets, files, css: [`/${basePath}`, ...assets.css, `/${path}`] }
}

export { TAILWIND_CONFIG }
