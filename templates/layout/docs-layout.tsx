import type { ReactElement } from 'react'
import { encodeRoute } from '../../src/shared/encode-route.js'
import { Footer } from '../marketing/footer.js'
import { Header } from '../marketing/header.js'
import { ArticleMeta } from './article-meta.js'
import { Banner } from './banner.js'
import { Breadcrumb } from './breadcrumb.js'
import { LastUpdated } from './last-updated.js'
import { Navbar } from './navbar.js'
import { hasPageActions, PageActions } from './page-actions.js'
import { Pagination } from './pagination.js'
import { Sidebar } from './sidebar.js'
import { Toc } from './toc.js'
import type { LayoutProps } from './types.js'

/**
 * The body of a docs page: banner, company header, navbar, sidebar, article, table of contents,
 * company footer.
 *
 * - `layout: 'default'`: sidebar, content column and TOC column (with feedback/edit links);
 * - `layout: 'full'`: no TOC column, the content takes the full width, the links go under it;
 * - `layout: 'raw'`: navbar, the bare content and the footer: no docs chrome at all.
 *
 * Every `page.theme` flag set to false removes its part. All derived data (URLs with the base
 * path, open folders, active items) comes precomputed in the props; this only lays it out.
 */
export function DocsLayout({ site, page, nav, children }: LayoutProps): ReactElement {
  const { theme } = page
  const raw = theme.layout === 'raw'
  const currentHref = site.basePath.replace(/\/+$/, '') + encodeRoute(page.route)
  const tree = !raw && theme.sidebar ? nav.sidebar : undefined
  const navbarItems = theme.navbar ? nav.navbar : []
  // The overlay exists when it has something to show: the page tree or the navbar items.
  const mobileNav = (tree !== undefined && tree.length > 0) || navbarItems.length > 0
  const showToc = theme.layout === 'default'
  const actions = raw || !hasPageActions({ site, page }) ? null : <PageActions site={site} page={page} />
  // Without a TOC column (full layout) the feedback and edit links go under the content.
  const actionsBelow = showToc ? null : actions
  const timestamp = !raw && theme.timestamp && page.lastUpdated
  return (
    <>
      <a className="gs-skip-link" href="#gs-content">
        Skip to content
      </a>
      {site.banner ? <Banner banner={site.banner} /> : null}
      {/* Search and theme switch live in the docs navbar; the header shows them when it is alone. */}
      {site.header ? <Header header={site.header} env={site} currentHref={currentHref} search={!theme.navbar && site.searchEnabled} themeToggle={!theme.navbar} /> : null}
      {theme.navbar ? <Navbar site={site} items={nav.navbar} currentHref={currentHref} mobileMenu={mobileNav} /> : null}
      <div className="gs-docs" data-layout={theme.layout} data-typesetting={theme.typesetting}>
        {mobileNav ? <Sidebar site={site} tree={tree} navbarItems={navbarItems} overlay={theme.navbar} /> : null}
        {raw ? (
          <main id="gs-content" className="gs-main gs-main--raw">
            {children}
          </main>
        ) : (
          <main id="gs-content" className="gs-main">
            <div className="gs-main-inner">
              {theme.breadcrumb ? <Breadcrumb items={nav.breadcrumb} /> : null}
              {theme.typesetting === 'article' ? <ArticleMeta frontMatter={page.frontMatter} locale={site.locale} /> : null}
              <article className="gs-content">{children}</article>
              {timestamp || actionsBelow ? (
                <div className="gs-page-meta">
                  {timestamp ? <LastUpdated date={page.lastUpdated!} locale={site.locale} /> : null}
                  {actionsBelow}
                </div>
              ) : null}
              {theme.pagination ? <Pagination prev={nav.prev} next={nav.next} /> : null}
            </div>
          </main>
        )}
        {showToc ? <Toc entries={theme.toc ? page.toc : []} footer={actions} /> : null}
      </div>
      {theme.footer ? <Footer footer={site.footer ?? { resources: [] }} env={site} name={site.name} lastUpdated={page.lastUpdated} /> : null}
    </>
  )
}
