import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { ClientAssets } from '../output/client-assets.js'
import { withNextraHooks } from '../site-css/nextra-hooks.js'
import { diagnostic, type Diagnostic } from '../shared/diagnostics.js'
import { siteStylesheet, type SiteStylesheet } from '../site-css/site-stylesheet.js'
import { appStyledJsxFile } from './app-styled-jsx-file.js'

const TAILWIND_CONFIG = /^tailwind\.config\.(ts|js|cjs|mjs|mts|cts)$/

/**
 * The client assets plus the site's own stylesheets: its Tailwind 3 classes when the site folder has
 * a Tailwind config (`tailwind-css.ts`, loaded only then: Tailwind is large), the stylesheets its
 * code imports — global ones, CSS modules, a Tailwind 4 stylesheet (`src/site-css/`) — and `pages/_app`'s
 * global styled-jsx (`app-global-styles.ts`), their rules on Nextra's layout classes pointed at guildsite's
 * (`site-css/nextra-hooks.ts`). Added after
 * guildsite's stylesheet, under a content hash. `exclude`: folders that are not the site's code (the
 * output and cache folders).
 */
export async function withSiteStyles(
  assets: ClientAssets,
  siteDir: string,
  contentRoot: string,
  diagnostics: Diagnostic[],
  cacheDir?: string,
  exclude: string[] = []
): Promise<ClientAssets> {
  const tailwind3 = ['ts', 'js', 'cjs', 'mjs', 'mts', 'cts'].some(ext =>
    existsSync(join(siteDir, `tailwind.config.${ext}`))
  )
  const [v3, own, appCss] = await Promise.all([
    tailwind3 ? import('./tailwind-css.js').then(m => m.tailwindCss(siteDir, contentRoot, cacheDir)) : undefined,
    // (Imported, not loaded on demand: every build reads the site's stylesheets, and in the CLI's one-file
    // bundle it is read with the bundle's code cache rather than as ES modules of its own.)
    Promise.resolve()
      .then(() =>
        siteStylesheet({
          siteDir,
          contentRoot,
          tailwind3,
          exclude: [...exclude, ...(cacheDir ? [cacheDir] : [])]
        })
      )
      .catch((error: unknown): SiteStylesheet => ({
        css: '',
        files: new Map<string, Uint8Array>(),
        notes: [],
        // (The site builds without its stylesheets rather than not at all.)
        diagnostics: [
          diagnostic(
            'STYLESHEET_FAILED',
            `The site's stylesheets could not be read: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`
          )
        ]
      })),
    // (`pages/_app`'s `<style jsx global>`: `app-global-styles.ts`, loaded only for an `_app` that has one.)
    appStyledJsxFile(contentRoot)
      ? import('./app-global-styles.js').then(m => m.appGlobalStyles(contentRoot, siteDir)).catch(() => '')
      : ''
  ])
  diagnostics.push(...(v3?.diagnostics ?? []), ...own.diagnostics)
  const pathOf = (name: string, css: string) =>
    `_gs/assets/${name}-${createHash('sha256').update(css).digest('hex').slice(0, 10)}.css`
  const files = new Map(assets.files)
  const before: string[] = []
  const after: string[] = []
  if (v3?.css !== undefined && v3.base !== undefined) {
    const basePath = pathOf('site-base', v3.base)
    // (Its global stylesheets' rules on Nextra's layout classes, pointed at guildsite's layout: nextra-hooks.ts.)
    const css = withNextraHooks(v3.css)
    const path = pathOf('site', css)
    files.set(basePath, v3.base)
    files.set(path, css)
    // Tailwind's reset first (guildsite's own rules win over it), the site's classes last (they win over guildsite's).
    before.push(`/${basePath}`)
    after.push(`/${path}`)
  }
  // (After the imported stylesheets: Next injects `_app`'s styled-jsx into the head after its CSS files.)
  const ownCss = withNextraHooks([own.css, appCss].filter(Boolean).join('\n'))
  if (ownCss) {
    for (const [path, bytes] of own.files) files.set(path, bytes)
    const path = pathOf('site-styles', ownCss)
    files.set(path, ownCss)
    after.push(`/${path}`)
  }
  const styleSources = [...new Set([...(v3?.sources ?? []), ...(own.sources ?? [])])]
  if (before.length === 0 && after.length === 0) return { ...assets, styleSources }
  return { ...assets, files, css: [...before, ...assets.css, ...after], styleSources }
}

export { TAILWIND_CONFIG }
