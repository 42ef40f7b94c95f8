import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { RenderContextValue, type RenderContext } from '../../templates/context.js'
import { NavbarChildContext } from '../../templates/layout/navbar-child.js'
import { DocsLayout } from '../../templates/layout/docs-layout.js'
import { Document } from '../../templates/layout/document.js'
import { ErrorPage } from '../../templates/layout/error-page.js'
import type { PageData, SiteData } from '../../templates/layout/types.js'
import { DEFAULT_PAGE_THEME } from '../config/page-theme.js'
import { resolveNavigation } from '../page-map/resolve-navigation.js'
import type { PageMap } from '../page-map/types.js'
import { navigationData } from './navigation-data.js'

/**
 * The 404 or 500 page of a locale. `withNavbar`: the element the site's root layout gives its navbar,
 * drawn in the bar as on every other page (`src/app-router/navbar-child.ts`; the page runner renders
 * the error pages of such a site: `src/page-runner/run-page.ts`), in a render with its context (an
 * island in it hydrates).
 */
export function renderErrorPage(
  site: SiteData,
  status: 404 | 500,
  pageMap: PageMap,
  withNavbar?: { navbarChild: ReactNode; context: Omit<RenderContext, 'route'> }
): string {
  const text = status === 404 ? site.messages.notFound : site.messages.serverError
  const nav = resolveNavigation({ children: pageMap.children, route: `/${status}` })
  const page: PageData = {
    route: `/${status}`,
    title: `${status}: ${text.heading}`,
    description: text.message,
    ogType: 'website',
    toc: [],
    theme: {
      ...DEFAULT_PAGE_THEME,
      layout: 'raw',
      sidebar: false,
      toc: false,
      pagination: false,
      breadcrumb: false,
      timestamp: false
    },
    frontMatter: {}
  }
  const navData = navigationData({ nav, route: page.route, basePath: site.basePath, collapseLevel: 1 })
  const tree = (
    <Document site={site} page={page} noIndex>
      <DocsLayout site={site} page={page} nav={navData}>
        <ErrorPage status={status} site={site} />
      </DocsLayout>
    </Document>
  )
  if (!withNavbar) return '<!DOCTYPE html>' + renderToString(tree)
  const context: RenderContext = {
    ...withNavbar.context,
    route: page.route,
    page: { title: page.title, frontMatter: {} }
  }
  return (
    '<!DOCTYPE html>' +
    renderToString(
      <RenderContextValue.Provider value={context}>
        <NavbarChildContext.Provider value={withNavbar.navbarChild}>{tree}</NavbarChildContext.Provider>
      </RenderContextValue.Provider>
    )
  )
}
