// The page runner's error pages: 404 and 500 drawn with the root layout's navbar element (a site whose
// layout gives the navbar one renders them here, where the element's module runs, not on the main thread).
import type { Site } from '../content/load-site.js'
import { navbarChildOf } from '../app-router/navbar-child.js'
import { withPageMapScope } from '../../templates/components/page-map-scope.js'
import { builtInErrorPages, ERROR_PAGES } from '../render/output-path.js'
import { pageMapScopeOf } from '../render/render-site.js'
import { diagnostic, type Diagnostic } from '../shared/diagnostics.js'
import type { RunnerSiteData } from './runner-site-data.js'

/**
 * The error pages of `locales` with the element the root layout (exported by `module`) gives the
 * navbar, each locale's as its pages draw it; none when it gives none (the main thread's stay).
 */
export async function runnerErrorPages(
  site: Site,
  infos: RunnerSiteData,
  locales: string[],
  module: Record<string, unknown>,
  diagnostics: Diagnostic[]
): Promise<[string, Uint8Array][] | undefined> {
  const { renderErrorPage } = await import('../render/render-error-page.js')
  const { config } = site
  const pages: [string, Uint8Array][] = []
  for (const locale of locales) {
    const pageMap = site.pageMaps.get(locale)
    if (!pageMap) continue
    const inLayoutScope = <T>(run: () => T) =>
      withPageMapScope(pageMapScopeOf({ pageMap, node: { route: '' }, site: site }), run)
    const navbarChild = await navbarChildOf(module, inLayoutScope, locale)
    if (navbarChild === undefined) return undefined
    const prefix = locale === config.i18n.defaultLocale ? '' : `${locale}/`
    const statuses = prefix ? ERROR_PAGES : builtInErrorPages(site)
    for (const [status, path] of statuses) {
      const context = {
        basePath: config.basePath,
        siteUrl: config.siteUrl ?? '',
        file: path,
        warn: () => undefined,
        ...(pageMap.locale && { locale: pageMap.locale }),
        i18n: { locales: config.i18n.locales.map(l => l.locale), defaultLocale: config.i18n.defaultLocale }
      }
      try {
        const html = inLayoutScope(() => renderErrorPage(infos.of(locale), status, pageMap, { navbarChild, context }))
        pages.push([prefix + path, new TextEncoder().encode(html)])
      } catch (error) {
        // (The element failed here: the error page is drawn without it, as a page would be.)
        diagnostics.push(
          diagnostic(
            'MDX_RENDER',
            `The element the root layout gives the navbar failed on the error page /${prefix}${path} (${error instanceof Error ? error.message : String(error)}); the page is drawn without it`,
            {},
            { severity: 'warning' }
          )
        )
      }
    }
  }
  return pages
}
