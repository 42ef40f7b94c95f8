import type { ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import { RenderContextValue, type RenderContext } from '../../templates/context.js'
import { DocsLayout } from '../../templates/layout/docs-layout.js'
import { Document } from '../../templates/layout/document.js'
import { layoutParts } from '../../templates/layout/layout-parts.js'
import type { NavigationData, PageData, SiteData } from '../../templates/layout/types.js'
import { layoutFragments } from './layout-fragments.js'

export interface RenderPageInput {
  site: SiteData
  page: PageData
  nav: NavigationData
  Content: ComponentType
  context: RenderContext
  /**
   * Render the header, navbar, sidebar and footer through the shared fragment cache (the same HTML,
   * a fraction of the time); false renders everything in one React pass. @default true
   */
  fragments?: boolean
}

/** Renders a docs page to a complete HTML document (doctype included). */
export function renderPage({ site, page, nav, Content, context, fragments = true }: RenderPageInput): string {
  const chrome = fragments ? layoutFragments(site, layoutParts(site, page, nav)) : undefined
  const html = renderToString(
    <RenderContextValue.Provider value={context}>
      <Document site={site} page={page}>
        <DocsLayout site={site} page={page} nav={nav} slots={chrome?.slots}>
          <Content />
        </DocsLayout>
      </Document>
    </RenderContextValue.Provider>
  )
  return '<!DOCTYPE html>' + (chrome ? chrome.fill(html) : html)
}
