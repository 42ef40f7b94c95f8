import type { ReactElement, ReactNode } from 'react'
import { DocsBodyContext } from './docs-body-slot.js'
import { PageComments } from '../components/comments.js'
import { Footer } from '../marketing/footer.js'
import { Header } from '../marketing/header.js'
import { ArticleMeta } from './article-meta.js'
import { BackToTop } from './back-to-top.js'
import { Banner } from './banner.js'
import { Breadcrumb } from './breadcrumb.js'
import { CopyPage } from './copy-page.js'
import { LastUpdated } from './last-updated.js'
import { Navbar } from './navbar.js'
import { hasPageActions, PageActions } from './page-actions.js'
import { Pagination } from './pagination.js'
import { BlogLayout } from './blog-layout.js'
import { Sidebar } from './sidebar.js'
import { Toc, TocInline } from './toc.js'
import { layoutParts, type LayoutPartName } from './layout-parts.js'
import type { LayoutProps } from './types.js'

export interface DocsLayoutProps extends LayoutProps {
  /**
   * Already rendered chrome parts (marker text the render stage replaces with their HTML), used
   * instead of rendering the part here: see src/render/layout-fragments.tsx.
   */
  slots?: Partial<Record<LayoutPartName, ReactNode>>
  /**
   * The page's own layouts hold the docs body (an app MDX page inside nested layouts, as Nextra 4's MDX
   * wrapper is): `children` are drawn bare between the navbar and the footer, the body where they ask.
   */
  bodyInside?: boolean
}

/**
 * The body of a docs page: banner, company header, navbar, sidebar, article, table of contents,
 * company footer.
 *
 * - `layout: 'default'`: sidebar, content column and TOC column (with feedback/edit links);
 * - `layout: 'full'`: no TOC column, the content takes the full width, the links go under it;
 * - `layout: 'raw'`: navbar, the bare content and the footer: no docs chrome at all.
 *
 * A `_meta` theme's `topContent` goes above the content (instead of the article's date and authors)
 * and its `bottomContent` under the last-updated line, as in Nextra 3 (neither on a raw page).
 *
 * Every `page.theme` flag set to false removes its part. All derived data (URLs with the base
 * path, open folders, active items) comes precomputed in the props; this only lays it out.
 */
export function DocsLayout({
  site,
  page,
  nav,
  children,
  metaContent,
  slots = {},
  bodyInside = false
}: DocsLayoutProps): ReactElement {
  // nextra-theme-blog: one column of the post, its own chrome in it.
  if (site.nextraChrome?.blog)
    return (
      <BlogLayout site={site} page={page} nav={nav}>
        {children}
      </BlogLayout>
    )
  const { theme } = page
  const raw = theme.layout === 'raw'
  const parts = layoutParts(site, page, nav)
  const showToc = theme.layout === 'default'
  // A top-level page (`type: 'page'`) on a site that follows Nextra: nextra-theme-docs 2–4 draw it with no
  // sidebar (its width kept on wide screens), breadcrumb, TOC or previous/next links; the TOC's column stays,
  // empty (graphql-config's /changelog: the article at x = 304, no feedback or edit links).
  const topPage = site.markdownMarks === true && nav.topPage === true
  const tocShown = theme.toc && !topPage
  // A site that follows Nextra: nextra-theme-docs 2, 3 and 4 draw the feedback and edit links inside
  // the TOC, so a page without one (`toc: false`, a full layout) has none, and its column stays empty.
  const actionsShown = !raw && (!site.markdownMarks || (showToc && tocShown))
  // (nextra-theme-docs 3 and 4's "Scroll to top" under the TOC's links: it shows from the third entry on.)
  const backToTop =
    site.backToTop && showToc && tocShown && page.toc.length >= 3 ? <BackToTop label={site.backToTop} /> : null
  const actions =
    !actionsShown || (!hasPageActions({ site, page }) && !backToTop) ? null : (
      <PageActions site={site} page={page} after={backToTop} />
    )
  // Without a TOC column (full layout) the feedback and edit links go under the content.
  const actionsBelow = showToc ? null : actions
  const timestamp = !raw && theme.timestamp && page.lastUpdated
  const main = (mark: string) => (site.themeMain ? <template data-gs-theme-main={mark} /> : null)
  // The docs body: sidebar, article and TOC (inside the page's own layouts when they hold it: `docs-body-slot.tsx`).
  // Inside the page's layouts the column is an `<article>` and the text a `<main>`, as Nextra 4's wrapper
  // draws them: a layout's CSS finds them by structure (Hive's `.main-content > div > article` is the 640 px
  // column, `[&_main>p:first-of-type]` its lead paragraph, `article main > h2` its headings).
  const Column = bodyInside ? 'article' : 'main'
  const inside = bodyInside && site.markdownMarks === true
  // nextra-theme-docs 2–4 keep a hidden sidebar's width on wide screens (`sidebar: false`, default layout), so the
  // article stays centred between it and the TOC column.
  const placeholder =
    site.markdownMarks && theme.layout === 'default' && (!theme.sidebar || topPage) ? (
      <div className="gs-sidebar-placeholder" aria-hidden="true" />
    ) : null
  const Text = bodyInside ? 'main' : 'article'
  const body = (content: ReactNode) => (
    <div
      className="gs-docs"
      data-layout={theme.layout}
      data-typesetting={theme.typesetting}
      // (A site that follows Nextra, valued with its major: Nextra 2's code blocks differ from 3 and 4's.)
      data-nextra={site.markdownMarks ? String(site.nextraMajor ?? '') : undefined}
      // Inside the page's layouts the body is Nextra 4's wrapper: a flex row as wide as its content, laid out by
      // rules no more specific than Nextra's utilities, so the layout's own CSS on its children wins as over
      // Nextra's (nextra-geometry.css, the `inside` hooks of src/site-css/nextra-hooks.ts).
      data-body-inside={inside ? '' : undefined}
      data-nextra-spacing={site.nextraEmSpacing ? 'em' : undefined}
    >
      {/* (Nextra 4's placeholder comes first, before its sidebar: Hive's blog layout hides `> div > :first-child`.) */}
      {inside ? placeholder : null}
      {parts.sidebar ? (slots.sidebar ?? <Sidebar {...parts.sidebar} />) : null}
      {inside ? null : placeholder}
      {raw ? (
        <main id="gs-content" className="gs-main gs-main--raw">
          {content}
        </main>
      ) : (
        <Column id="gs-content" className="gs-main">
          <div className="gs-main-inner">
            {theme.breadcrumb ? <Breadcrumb items={nav.breadcrumb} label={site.messages.labels.breadcrumb} /> : null}
            {site.nextraChrome?.copyPage && (theme as { copyPage?: boolean }).copyPage !== false ? (
              <CopyPage route={page.route} basePath={site.basePath} />
            ) : null}
            {/* A theme config's `main` wraps from here to the previous/next links (src/website/theme-main.ts). */}
            {main('start')}
            {/* A meta's top content is the site's own header (Nextra 3 draws no date or authors), and so is
                a theme config's `main` wrapper's (Hive's product updates). A site that follows Nextra gets
                no date/authors line at all: no major's docs theme draws one (Hive 2026's app layout draws its own). */}
            {metaContent?.top != null ? (
              <div className="gs-meta-top">{metaContent.top}</div>
            ) : theme.typesetting === 'article' && !site.themeMain && !site.markdownMarks ? (
              <ArticleMeta frontMatter={page.frontMatter} locale={site.locale} />
            ) : null}
            {/* (None on a site that follows Nextra: no major's docs theme draws a TOC above the article on a phone.) */}
            {showToc && tocShown && !site.markdownMarks ? (
              <TocInline entries={page.toc} title={site.messages.onThisPage} strongTop={site.markdownMarks} />
            ) : null}
            <Text className="gs-content" data-gs-md={site.markdownMarks ? '' : undefined}>
              {content}
            </Text>
            {timestamp || actionsBelow ? (
              <div className="gs-page-meta">
                {timestamp ? (
                  <LastUpdated date={page.lastUpdated!} locale={site.locale} text={site.messages.lastUpdated} />
                ) : null}
                {actionsBelow}
              </div>
            ) : null}
            {metaContent?.bottom != null ? <div className="gs-meta-bottom">{metaContent.bottom}</div> : null}
            {site.comments ? (
              <>
                {main('comments')}
                <PageComments frontMatter={page.frontMatter} />
                {main('comments-end')}
              </>
            ) : null}
            {theme.pagination && !topPage ? (
              <Pagination prev={nav.prev} next={nav.next} messages={site.messages} />
            ) : null}
            {main('end')}
          </div>
        </Column>
      )}
      {showToc ? (
        <Toc
          entries={tocShown ? page.toc : []}
          footer={
            site.nextraChrome?.tocExtraMarkup && !topPage ? (
              <>
                {actions}
                <div className="gs-toc-extra" dangerouslySetInnerHTML={{ __html: site.nextraChrome.tocExtraMarkup }} />
              </>
            ) : (
              actions
            )
          }
          title={site.messages.onThisPage}
          strongTop={site.markdownMarks}
        />
      ) : null}
    </div>
  )
  return (
    <>
      <a className="gs-skip-link" href="#gs-content">
        {site.messages.skipToContent}
      </a>
      {site.banner ? <Banner banner={site.banner} messages={site.messages} /> : null}
      {parts.header ? (slots.header ?? <Header {...parts.header} />) : null}
      {parts.navbar ? (slots.navbar ?? <Navbar {...parts.navbar} />) : null}
      {bodyInside ? <DocsBodyContext.Provider value={body}>{children}</DocsBodyContext.Provider> : body(children)}
      {parts.footer ? (slots.footer ?? <Footer {...parts.footer} />) : null}
    </>
  )
}
