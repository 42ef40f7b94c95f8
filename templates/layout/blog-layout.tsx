import type { ReactElement, ReactNode } from 'react'
import { PageComments } from '../components/comments.js'
import { PostCard } from '../modules/nextra-theme-blog.js'
import { Banner } from './banner.js'
import { isPostPage, PostMeta, postTitle } from './post-header.js'
import { SearchBox } from './search-box.js'
import { ThemeToggle } from './theme-toggle.js'
import type { LayoutProps, NavbarItemData, SiteData } from './types.js'

/**
 * A page of a nextra-theme-blog site (config `blog`), laid out as the theme lays it out: everything in
 * one `<article>` column, with no docs chrome around it.
 *
 * - Nextra 4 (`site.nextraChrome.blogNavbar`: its root layout's `<Layout>`): the site's own elements
 *   before the page, the `<Navbar>` (top pages' links, then its children: the brand, `<NavbarLink>`s,
 *   `<Search>`, the theme switch), then the page — a post headed by its title and meta line (with a
 *   "Back" button on a nested route, as `GoBack`) — and the `<Footer>`'s small print.
 * - Nextra 2 and 3 (its theme config): the page's title as the `<h1>` of every page, then a post's meta
 *   line (its "Back" link to the `posts` page above it) or, on any other page, the line of links to
 *   the `page` and `posts` pages; the content; the listed posts or comments; the theme's footer.
 *
 * The theme switch is at the navbar's end where its `<Navbar>` holds a `<ThemeSwitch>` (Nextra 4), at the
 * line's end where the theme config's `darkMode` is true (Nextra 2/3); none otherwise, as there.
 */
export function BlogLayout({ site, page, nav, children }: LayoutProps): ReactElement {
  const chrome = site.nextraChrome!
  const navbar = chrome.blogNavbar
  const post = isPostPage(page)
  // (Nextra 4: where its `<Navbar>` holds a `<ThemeSwitch>`; Nextra 2/3: with the theme config's `darkMode`.)
  const switcher = navbar ? navbar.themeSwitch : chrome.blogThemeSwitch !== false
  const toggle = switcher ? <ThemeToggle messages={site.messages.theme} /> : null
  const back = navbar ? (
    nestedRoute(page.route) ? (
      <button type="button" className="gs-blog-back" data-history-back="">
        Back
      </button>
    ) : null
  ) : page.blogNav?.back ? (
    <a href={page.blogNav.back}>Back</a>
  ) : null
  return (
    <>
      <a className="gs-skip-link" href="#gs-content">
        {site.messages.skipToContent}
      </a>
      {site.banner ? <Banner banner={site.banner} messages={site.messages} /> : null}
      <main id="gs-content" className="gs-blog-main">
        <article
          className="gs-blog"
          data-blog={navbar ? 'layout' : 'theme'}
          data-own-title={page.blogNav?.ownTitle || undefined}
          dir={site.direction}
        >
          {chrome.layoutHeader ? (
            <div className="gs-layout-header" dangerouslySetInnerHTML={{ __html: chrome.layoutHeader }} />
          ) : null}
          {navbar ? (
            <BlogNavbar site={site} items={blogNavbarItems(site, nav.navbar, page.route)} search={navbar.search}>
              {toggle}
            </BlogNavbar>
          ) : null}
          {/* (Nextra 4: the MDX wrapper heads a post; Nextra 2/3: the theme heads every page.) */}
          {/* (Nextra 2/3 draw a heading with JSX in it, rendered, as the title instead: its `hasJsxInH1`.) */}
          {!page.blogNav?.ownTitle && (post || !navbar) ? <h1 className="gs-blog-title">{postTitle(page)}</h1> : null}
          {post ? (
            <PostMeta
              page={page}
              basePath={site.basePath}
              dates={navbar ? 'locale' : 'date-string'}
              aside={
                navbar ? (
                  back
                ) : back || toggle ? (
                  <>
                    {back}
                    {toggle}
                  </>
                ) : undefined
              }
            />
          ) : !navbar ? (
            <BlogNav links={page.blogNav?.links ?? []}>{toggle}</BlogNav>
          ) : null}
          <div className="gs-content" data-gs-md={site.markdownMarks ? '' : undefined}>
            {children}
          </div>
          {page.postList ? (
            <div className="gs-post-list">
              {page.postList.map(item => (
                <PostCard
                  key={item.route}
                  post={item}
                  readMore={chrome.readMore ?? 'Read More →'}
                  heading={page.blogNav?.listHeading}
                />
              ))}
            </div>
          ) : null}
          {site.comments && post ? <PageComments frontMatter={page.frontMatter} /> : null}
          {/* (Nextra 4's `<Footer>` is small print; Nextra 2/3's theme config `footer` its own element.) */}
          {chrome.footerMarkup === undefined ? null : navbar ? (
            <small className="gs-blog-footer" dangerouslySetInnerHTML={{ __html: chrome.footerMarkup }} />
          ) : (
            <div className="gs-blog-footer" dangerouslySetInnerHTML={{ __html: chrome.footerMarkup }} />
          )}
        </article>
      </main>
    </>
  )
}

/** `usePathname().split('/').length > 2`, as nextra-theme-blog 4's `GoBack` tells a nested page. */
const nestedRoute = (route: string) => route.replace(/\/+$/, '').split('/').length > 2

/**
 * nextra-theme-blog 4's navbar items: the top pages (`type: 'page'`), then the `<NavbarLink>`s its
 * root layout gives, the one of this page marked current (`aria-current`, as `useFSRoute() === href`).
 */
function blogNavbarItems(site: SiteData, items: NavbarItemData[], route: string): NavbarItemData[] {
  const base = site.basePath.replace(/\/+$/, '')
  const here = (base + route).replace(/(.)\/+$/, '$1') || '/'
  const own = (site.nextraChrome?.links ?? []).map(link => ({
    title: link.title,
    href: link.href,
    newWindow: false,
    active: link.href === here
  }))
  return [...items.map(item => ({ ...item, active: item.href === here })), ...own]
}

/** nextra-theme-blog 4's `<Navbar>`: a row at the column's end: items, brand, search, theme switch. */
function BlogNavbar({
  site,
  items,
  search,
  children
}: {
  site: SiteData
  items: NavbarItemData[]
  search: boolean
  children: ReactNode
}): ReactElement {
  return (
    <header className="gs-blog-navbar">
      {items
        .filter(item => item.href !== undefined)
        .map(item => (
          <a key={`${item.title}|${item.href}`} href={item.href} aria-current={item.active ? 'page' : undefined}>
            {item.title}
          </a>
        ))}
      {site.logoMarkup ? (
        <span className="gs-blog-brand" dangerouslySetInnerHTML={{ __html: site.logoMarkup }} />
      ) : null}
      {search && site.searchEnabled ? <SearchBox settings={site.search} locale={site.locale} /> : null}
      {children}
    </header>
  )
}

/** nextra-theme-blog 2/3's `Nav`: links to the `page` and `posts` pages at the line's end, this one as text. */
function BlogNav({
  links,
  children
}: {
  links: { title: string; href: string; active: boolean }[]
  children: ReactNode
}) {
  return (
    <nav className="gs-blog-nav">
      <div className="gs-blog-nav-links">
        {links.map(link =>
          link.active ? (
            <span key={link.href} className="gs-blog-nav-current">
              {link.title}
            </span>
          ) : (
            <a key={link.href} href={link.href}>
              {link.title}
            </a>
          )
        )}
      </div>
      {children}
    </nav>
  )
}
