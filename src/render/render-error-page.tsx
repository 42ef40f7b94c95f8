import { renderToString } from 'react-dom/server'
import { DocsLayout } from '../../templates/layout/docs-layout.js'
import { Document } from '../../templates/layout/document.js'
import { ErrorPage } from '../../templates/layout/error-page.js'
import type { PageData, SiteData } from '../../templates/layout/types.js'
import { DEFAULT_PAGE_THEME } from '../config/page-theme.js'
import { resolveNavigation } from '../page-map/resolve-navigation.js'
import type { PageMap } from '../page-map/types.js'
import { navigationData } from './navigation-data.js'

/** The 404 or 500 page of a locale. */
export function renderErrorPage(site: SiteData, status: 404 | 500, pageMap: PageMap): string {
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
  return (
    '<!DOCTYPE html>' +
    renderToString(
      <Document site={site} page={page} noIndex>
        <DocsLayout site={site} page={page} nav={navData}>
          <ErrorPage status={status} site={site} />
        </DocsLayout>
      </Document>
    )
  )
}
