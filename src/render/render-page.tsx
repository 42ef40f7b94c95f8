import type { ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import { RenderContextValue, type RenderContext } from '../../templates/context.js'
import { DocsLayout } from '../../templates/layout/docs-layout.js'
import { Document } from '../../templates/layout/document.js'
import type { NavigationData, PageData, SiteData } from '../../templates/layout/types.js'

export interface RenderPageInput {
  site: SiteData
  page: PageData
  nav: NavigationData
  Content: ComponentType
  context: RenderContext
}

/** Renders a docs page to a complete HTML document (doctype included). */
export function renderPage({ site, page, nav, Content, context }: RenderPageInput): string {
  return (
    '<!DOCTYPE html>' +
    renderToString(
      <RenderContextValue.Provider value={context}>
        <Document site={site} page={page}>
          <DocsLayout site={site} page={page} nav={nav}>
            <Content />
          </DocsLayout>
        </Document>
      </RenderContextValue.Provider>
    )
  )
}
