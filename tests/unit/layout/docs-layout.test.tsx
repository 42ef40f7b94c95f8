import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { GRAPHQL_CONF_2023_RECAP_STRIP } from '../../../src/config/guild-conference-strip.js'
import { DocsLayout } from '../../../templates/layout/docs-layout.js'
import { tags } from '../components/render.js'
import { layoutProps, type Overrides } from './fixture.js'

const render = (overrides: Overrides = {}): string => renderToStaticMarkup(<DocsLayout {...layoutProps(overrides)} />)

const navLabelled = (html: string, label: string): boolean => html.includes(`aria-label="${label}"`)
const text = (html: string): string => html.replace(/<[^>]+>/g, '')
const anchor = (html: string, linkText: string) =>
  tags(html, 'a')[[...html.matchAll(/<a[\s>][^]*?<\/a>/g)].findIndex(m => text(m[0]).includes(linkText))]

describe('DocsLayout: default layout', () => {
  const html = render()

  it('renders banner, navbar, sidebar, breadcrumb, article, TOC, pagination and footer', () => {
    expect(html).toContain('data-banner-dismiss')
    expect(html).toContain('<header class="gs-navbar">')
    expect(navLabelled(html, 'Sidebar')).toBe(true)
    expect(navLabelled(html, 'Breadcrumb')).toBe(true)
    expect(html).toContain('<article class="gs-content">PAGE-CONTENT</article>')
    expect(navLabelled(html, 'On this page')).toBe(true)
    expect(navLabelled(html, 'Pagination')).toBe(true)
    expect(html).toContain('<footer class="gs-footer">')
  })

  it('is deterministic: the same props give the same markup', () => {
    expect(render()).toBe(html)
  })

  it('links the feedback form with the page title and label, and the source file', () => {
    expect(anchor(html, 'Question? Give us feedback →')!.attrs).toMatchObject({
      href: 'https://github.com/dotansimha/graphql-yoga/issues/new?title=Feedback%20for%20%E2%80%9CCORS%E2%80%9D&labels=kind%2Fdocs',
      target: '_blank',
      rel: 'noopener noreferrer'
    })
    expect(anchor(html, 'Edit this page on GitHub')!.attrs).toMatchObject({
      href: 'https://github.com/dotansimha/graphql-yoga/tree/main/website/src/pages/docs/features/cors.mdx',
      target: '_blank',
      rel: 'noopener noreferrer'
    })
  })

  it("sets a Nextra site's TOC headings of depth 2 in bold (data-strong-top), not guildsite's own", () => {
    expect(html).not.toContain('data-strong-top')
    const nextra = render({ site: { markdownMarks: true } })
    // The column's; a site that follows Nextra has no inline "On this page" above the article (Nextra draws none).
    expect(nextra.match(/<ul class="gs-toc-list" data-strong-top="">/g)).toHaveLength(1)
    expect(nextra).not.toContain('data-toc-inline')
    expect(html).toContain('data-toc-inline')
  })

  it('hides the feedback and edit links when configured off', () => {
    const off = render({ site: { feedback: false, editLinkText: false } })
    expect(off).not.toContain('gs-page-actions')
    expect(render({ page: { editPath: undefined } })).not.toContain('Edit this page')
  })

  it('shows the breadcrumb with links to ancestors and the current page last', () => {
    const crumb = html.slice(
      html.indexOf('aria-label="Breadcrumb"'),
      html.indexOf('</nav>', html.indexOf('aria-label="Breadcrumb"'))
    )
    expect(tags(crumb, 'a').map(a => a.attrs.href)).toEqual([
      '/graphql/yoga-server/docs',
      '/graphql/yoga-server/docs/features'
    ])
    expect(crumb).toContain('<span aria-current="page">CORS</span>')
  })

  it('links the previous and next pages with rel', () => {
    const links = tags(html, 'a').filter(a => a.attrs.rel === 'prev' || a.attrs.rel === 'next')
    expect(links.map(a => [a.attrs.rel, a.attrs.href])).toEqual([
      ['prev', '/graphql/yoga-server/docs/features/graphiql'],
      ['next', '/graphql/yoga-server/docs/features/error-masking']
    ])
  })

  it('highlights the active navbar item', () => {
    // The bar's own items (the More dropdown after them lists them again, see navbar-overflow.test.ts).
    const navbar = html.slice(html.indexOf('<header'), html.indexOf('data-navbar-more'))
    const current = tags(navbar, 'a').filter(a => a.attrs['aria-current'])
    expect(current.map(a => [a.attrs.href, a.attrs['aria-current']])).toEqual([['/graphql/yoga-server/docs', 'true']])
  })

  it('marks a navbar item linking to this very page aria-current="page"', () => {
    const here = render({ page: { route: '/docs' } })
    const navbar = here.slice(here.indexOf('<header'), here.indexOf('</header>'))
    expect(tags(navbar, 'a').find(a => a.attrs['aria-current'])!.attrs['aria-current']).toBe('page')
  })

  it('renders menus as <details data-menu> dropdowns with separators', () => {
    expect(html).toMatch(
      /<details class="gs-dropdown gs-navbar-menu" data-menu=""><summary class="gs-navbar-link">Products/
    )
    expect(html).toContain('<li class="gs-dropdown-separator" role="presentation">The GraphQL Stack</li>')
  })

  it('opens and closes sidebar folders as precomputed, without JavaScript', () => {
    const sidebar = html.slice(html.indexOf('aria-label="Sidebar"'))
    const folders = tags(sidebar, 'details').filter(d => 'data-sidebar-folder' in d.attrs)
    expect(folders.map(d => 'open' in d.attrs)).toEqual([true, false])
    // A folder with its own page: link and summary are siblings (no link nested in the summary).
    expect(sidebar).toContain(
      '<a href="/graphql/yoga-server/docs/features">Features</a><details open="" data-sidebar-folder=""><summary aria-label="Features">'
    )
    expect(sidebar).toContain('<span class="gs-sidebar-folder-title">Integrations</span>')
  })

  it('marks the current page in the sidebar and renders separators as headings', () => {
    const sidebar = html.slice(html.indexOf('aria-label="Sidebar"'))
    expect(tags(sidebar, 'a').find(a => a.attrs['aria-current'] === 'page')!.attrs).toMatchObject({
      class: 'gs-active',
      href: '/graphql/yoga-server/docs/features/cors'
    })
    expect(sidebar).toContain('<li class="gs-sidebar-separator">Guides</li>')
  })

  it('opens external sidebar links in a new tab with an ↗ icon', () => {
    const link = anchor(html, 'GraphQL Spec')!
    expect(link.attrs).toMatchObject({ href: 'https://spec.graphql.org', target: '_blank', rel: 'noopener noreferrer' })
    expect(html).toMatch(/GraphQL Spec<\/span><svg[^>]*class="[^"]*gs-external-icon"/)
  })

  it('lists TOC headings of depth 2–4 as anchor links', () => {
    const toc = html.slice(html.indexOf('<aside class="gs-toc">'))
    expect(tags(toc.slice(0, toc.indexOf('</nav>')), 'a').map(a => a.attrs.href)).toEqual([
      '#defaults',
      '#origins',
      '#credentials'
    ])
    expect(toc).toContain('<li data-depth="4"><a href="#credentials">')
  })

  it("prints the last update in UTC, and the footer year from the site's newest date (the same on every page)", () => {
    expect(text(html)).toContain('Last updated on November 3, 2024')
    expect(html).toContain('<time dateTime="2024-11-03T22:30:00.000Z">November 3, 2024</time>')
    expect(html).toContain('© 2025 GraphQL Yoga. Built with guildsite.')
    const undated = render({ page: { lastUpdated: undefined } })
    expect(undated).not.toContain('Last updated')
    expect(undated).toContain('© 2025 GraphQL Yoga. Built with guildsite.')
    expect(render({ site: { copyrightDate: undefined } })).toContain('© GraphQL Yoga. Built with guildsite.')
  })

  it('has the placeholders and toggles client scripts enhance', () => {
    expect(html).toContain('data-search-root')
    expect(html).toContain('Search documentation…')
    expect(html).toContain('<kbd class="gs-search-kbd">/</kbd>')
    expect(html).toMatch(
      /<button type="button" class="[^"]*" data-theme-toggle="" aria-label="Toggle theme" data-label-light="Light"/
    )
    expect(html).toMatch(
      /data-mobile-menu-toggle="" aria-label="Menu" data-label-open="Menu" data-label-close="Close menu" aria-controls="gs-mobile-nav" aria-expanded="false"/
    )
    expect(html).toContain('id="gs-mobile-nav" class="gs-sidebar" data-mobile-nav=""')
    expect(html).toContain('data-sidebar-toggle')
    expect(render({ site: { searchEnabled: false } })).not.toContain('data-search-root')
    expect(
      render({ site: { sidebar: { defaultMenuCollapseLevel: 1, toggleButton: false, autoCollapse: false } } })
    ).not.toContain('data-sidebar-toggle')
  })

  it('links the project and chat from the navbar', () => {
    const links = tags(html, 'a').filter(a => a.attrs.class?.includes('gs-navbar-icon-link'))
    expect(links.map(a => [a.attrs.href, a.attrs['aria-label'], a.attrs.rel])).toEqual([
      ['https://github.com/dotansimha/graphql-yoga', 'GitHub repository', 'noopener noreferrer'],
      ['https://discord.com/invite/xud7bH9', 'Discord server', 'noopener noreferrer']
    ])
  })

  it('shows a banner that cannot be dismissed without a button, and no banner when unset', () => {
    const banner = layoutProps().site.banner!
    expect(render({ site: { banner: { ...banner, dismissible: false } } })).not.toContain('data-banner-dismiss')
    expect(render({ site: { banner: undefined } })).not.toContain('gs-banner')
  })

  it("draws components 5.2.6's GraphQLConf recap strip: both links, underlined, in the same tab, no arrow", () => {
    const html = render({ site: { banner: GRAPHQL_CONF_2023_RECAP_STRIP } })
    const banner = /<div class="gs-banner"[^]*?<\/div>/.exec(html)?.[0] ?? ''
    expect(banner).toContain('data-banner-look="guild-2023"')
    expect(text(banner)).toBe(
      'Catch the highlights of GraphQLConf 2023!Click for recordings.Or check out our recap blog post.'
    )
    expect(anchor(banner, 'Click for recordings.')?.attrs).toEqual({
      class: 'gs-banner-link',
      href: 'https://graphql.org/conf/schedule/'
    })
    expect(anchor(banner, 'recap blog post.')?.attrs).toEqual({
      class: 'gs-banner-link',
      href: 'https://the-guild.dev/blog/graphqlconf-2023-recap'
    })
    expect(banner).not.toContain('data-banner-dismiss')
  })
})

describe('DocsLayout: theme flags', () => {
  it.each([
    ['breadcrumb', (html: string) => navLabelled(html, 'Breadcrumb')],
    ['footer', (html: string) => html.includes('<footer')],
    ['navbar', (html: string) => html.includes('<header')],
    ['pagination', (html: string) => navLabelled(html, 'Pagination')],
    ['sidebar', (html: string) => navLabelled(html, 'Sidebar')],
    ['timestamp', (html: string) => html.includes('Last updated')],
    ['toc', (html: string) => navLabelled(html, 'On this page')]
  ] as const)('%s: false hides its part', (flag, present) => {
    expect(present(render())).toBe(true)
    expect(present(render({ theme: { [flag]: false } }))).toBe(false)
  })

  it('without a navbar the sidebar is no overlay (nothing could open it on narrow screens)', () => {
    const html = render({ theme: { navbar: false } })
    expect(navLabelled(html, 'Sidebar')).toBe(true)
    expect(html).not.toContain('data-mobile-nav')
    expect(html).not.toContain('data-mobile-menu-toggle')
  })

  it('keeps the feedback and edit links when only the TOC list is off', () => {
    expect(render({ theme: { toc: false } })).toContain('Edit this page on GitHub')
  })
})

describe('DocsLayout: layout modes', () => {
  it('raw: navbar, bare content and footer, no docs chrome', () => {
    const html = render({ theme: { layout: 'raw' } })
    expect(html).toContain('<main id="gs-content" class="gs-main gs-main--raw">PAGE-CONTENT</main>')
    expect(html).toContain('<header')
    expect(html).toContain('<footer')
    for (const label of ['Sidebar', 'On this page', 'Breadcrumb', 'Pagination'])
      expect(navLabelled(html, label)).toBe(false)
    expect(html).not.toContain('gs-toc')
    expect(html).not.toContain('class="gs-content"')
    expect(html).not.toContain('Last updated')
    expect(html).not.toContain('Edit this page')
    // Narrow screens still reach the navbar items through the mobile menu.
    expect(navLabelled(html, 'Menu')).toBe(true)
  })

  it('full: sidebar and content, no TOC column; the page links move under the content', () => {
    const html = render({ theme: { layout: 'full' } })
    expect(html).toContain('data-layout="full"')
    expect(navLabelled(html, 'Sidebar')).toBe(true)
    expect(html).not.toContain('class="gs-toc"')
    expect(html).toMatch(/<div class="gs-page-meta">.*Edit this page on GitHub/)
  })

  it('article typesetting: date and authors from the front matter', () => {
    const html = render({
      theme: { typesetting: 'article' },
      page: { frontMatter: { date: '2024-05-02', authors: ['Ada', { name: 'Grace' }] } }
    })
    expect(html).toContain('data-typesetting="article"')
    expect(text(html)).toContain('May 2, 2024 · By Ada, Grace')
    expect(render({ theme: { typesetting: 'article' } })).not.toContain('gs-article-meta')
    // A site that follows Nextra: its docs theme draws no such line (Hive's product updates, whose app
    // layout draws the post's own header, showed both).
    const nextra = render({
      site: { markdownMarks: true },
      theme: { typesetting: 'article' },
      page: { frontMatter: { date: '2024-05-02', authors: ['Ada'] } }
    })
    expect(nextra).toContain('data-typesetting="article"')
    expect(nextra).not.toContain('gs-article-meta')
  })
})

describe("DocsLayout: the Guild's Nextra 3 navbar (config guildNavbar)", () => {
  it('with a product: the Guild link, the product link home, the Company and Products menus first; no company header', () => {
    const html = render({
      site: {
        header: undefined,
        guildNavbar: { name: 'Yoga', description: 'The server', mark: true, product: true }
      }
    })
    expect(html).toContain('<header class="gs-navbar gs-navbar--guild">')
    expect(html).not.toContain('data-marketing-header')
    expect(html).toContain('<a class="gs-guild-brand-company" href="https://the-guild.dev" title="View our website">')
    expect(html).toMatch(/<a class="gs-guild-brand-product" href="\/graphql\/yoga-server\/" title="Yoga">/)
    expect(html).toContain('<span class="gs-guild-brand-description">The server</span>')
    const summaries = [...html.matchAll(/<summary class="gs-navbar-link"[^>]*>([^<]*)/g)].map(m => m[1])
    expect(summaries.slice(0, 2)).toEqual(['Company', 'Products'])
  })

  it("without a logo (defineConfig's Guild logo alone): no product link, no company menus, the Guild's logo shown on phones too", () => {
    const html = render({
      site: { header: undefined, guildNavbar: { name: 'The Guild', mark: true, product: false } }
    })
    expect(html).toContain('<div class="gs-guild-brand">')
    expect(html).not.toContain('gs-guild-brand-product')
    expect(html).not.toMatch(/<summary class="gs-navbar-link"[^>]*>Company/)
  })

  it("lists a heading's inline code in the TOC as markup, its text escaped", () => {
    const html = render({
      page: { toc: [{ id: 'a', value: 'The <a> tag', depth: 2, html: 'The <code>&lt;a&gt;</code> tag' }] }
    })
    expect(html).toContain('<a href="#a">The <code>&lt;a&gt;</code> tag</a>')
  })
})
