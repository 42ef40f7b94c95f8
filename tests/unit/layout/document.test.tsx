import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Document, documentTitle, safeCssColor, type DocumentProps } from '../../../templates/layout/document.js'
import { tag, tags } from '../components/render.js'
import { page, site } from './fixture.js'

const renderDocument = (props: Partial<DocumentProps> = {}): string =>
  renderToStaticMarkup(
    <Document site={site} page={page} {...props}>
      <main>BODY</main>
    </Document>
  )

const meta = (html: string, key: string): string | undefined =>
  tags(html, 'meta').find(m => m.attrs.property === key || m.attrs.name === key)?.attrs.content

const head = (html: string): string => html.slice(html.indexOf('<head>') + 6, html.indexOf('</head>'))

describe('Document', () => {
  it('titles pages `{title} – {site name}` with an en dash', () => {
    expect(renderDocument()).toContain('<title>CORS – GraphQL Yoga</title>')
    expect(documentTitle('GraphQL Yoga', 'CORS')).toBe('CORS \u2013 GraphQL Yoga')
  })

  it('titles the home page with the site name alone', () => {
    expect(renderDocument({ page: { ...page, title: 'GraphQL Yoga', route: '/' } })).toContain(
      '<title>GraphQL Yoga</title>'
    )
    expect(documentTitle('GraphQL Yoga', '')).toBe('GraphQL Yoga')
  })

  it('titles pages through the site’s title template (a Nextra 4 root layout’s), and an app page by its whole title', () => {
    expect(documentTitle('GraphQL Config', 'Usage', '%s | GraphQL-Config')).toBe('Usage | GraphQL-Config')
    const templated = { ...site, titleTemplate: '%s | GraphQL-Config' }
    expect(renderDocument({ site: templated })).toContain('<title>CORS | GraphQL-Config</title>')
    expect(
      renderDocument({ site: templated, page: { ...page, title: 'Changelog | GraphQL-Config', wholeTitle: true } })
    ).toContain('<title>Changelog | GraphQL-Config</title>')
  })

  it('escapes markup in the title instead of running it', () => {
    const html = renderDocument({ page: { ...page, title: '</title><script>alert(1)</script>' } })
    expect(html).toContain('<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; – GraphQL Yoga</title>')
    expect(html).not.toContain('<script>alert(1)')
    expect(meta(html, 'og:title')).toBe('</title><script>alert(1)</script> – GraphQL Yoga')
  })

  it('sets lang and dir on <html>', () => {
    expect(tag(renderDocument(), 'html').attrs).toEqual({ lang: 'en-US', dir: 'ltr' })
    const rtl = renderDocument({ site: { ...site, locale: 'he', direction: 'rtl' } })
    expect(tag(rtl, 'html').attrs).toEqual({ lang: 'he', dir: 'rtl' })
  })

  it('describes the page; an empty description writes no description tags', () => {
    expect(meta(renderDocument(), 'description')).toBe('Configure CORS in GraphQL Yoga.')
    const html = renderDocument({ page: { ...page, description: '' } })
    expect(meta(html, 'description')).toBeUndefined()
    expect(meta(html, 'og:description')).toBeUndefined()
  })

  it('links the canonical URL from siteUrl, base path and route, or the front matter', () => {
    const canonical = (html: string) => tags(html, 'link').find(l => l.attrs.rel === 'canonical')?.attrs.href
    expect(canonical(renderDocument())).toBe('https://the-guild.dev/graphql/yoga-server/docs/features/cors')
    expect(canonical(renderDocument({ page: { ...page, canonical: 'https://example.com/cors' } }))).toBe(
      'https://example.com/cors'
    )
    expect(canonical(renderDocument({ site: { ...site, siteUrl: undefined } }))).toBeUndefined()
  })

  it('has Open Graph and Twitter tags', () => {
    const html = renderDocument({ page: { ...page, ogType: 'article', image: '/graphql/yoga-server/og.png' } })
    expect(meta(html, 'og:title')).toBe('CORS – GraphQL Yoga')
    expect(meta(html, 'og:type')).toBe('article')
    expect(meta(html, 'og:url')).toBe('https://the-guild.dev/graphql/yoga-server/docs/features/cors')
    expect(meta(html, 'og:image')).toBe('https://the-guild.dev/graphql/yoga-server/og.png')
    expect(meta(html, 'og:site_name')).toBe('GraphQL Yoga')
    expect(meta(html, 'twitter:card')).toBe('summary_large_image')
    expect(meta(html, 'twitter:site')).toBeUndefined() // no handles configured: no tags (never a URL)
    expect(meta(html, 'twitter:creator')).toBeUndefined()
    const handles = renderDocument({ site: { ...site, twitter: { site: '@TheGuildDev', creator: '@dotansimha' } } })
    expect(meta(handles, 'twitter:site')).toBe('@TheGuildDev')
    expect(meta(handles, 'twitter:creator')).toBe('@dotansimha')
    expect(meta(renderDocument(), 'og:image')).toBeUndefined()
  })

  it('links the favicons the output holds, under the base path, and the site stylesheets', () => {
    const icons = ['/graphql/yoga-server/favicon.svg', '/graphql/yoga-server/favicon.ico']
    const links = tags(renderDocument({ site: { ...site, assets: { ...site.assets, icons } } }), 'link').map(
      l => l.attrs
    )
    expect(links).toContainEqual({ rel: 'icon', href: '/graphql/yoga-server/favicon.ico', sizes: 'any' })
    expect(links).toContainEqual({ rel: 'icon', href: '/graphql/yoga-server/favicon.svg', type: 'image/svg+xml' })
    expect(links).toContainEqual({ rel: 'stylesheet', href: '/graphql/yoga-server/_gs/site.abc.css' })
    // None in the output: none linked.
    expect(tags(renderDocument(), 'link').filter(l => l.attrs.rel === 'icon')).toEqual([])
  })

  it('loads the module scripts at the end of the body', () => {
    const html = renderDocument()
    expect(html).toMatch(
      /<main>BODY<\/main><script type="module" src="\/graphql\/yoga-server\/_gs\/client\.def\.js"><\/script><\/body>/
    )
  })

  it('runs the theme script before any stylesheet or body content', () => {
    const inHead = head(renderDocument())
    const script = inHead.indexOf('<script>')
    expect(script).toBeGreaterThan(-1)
    expect(inHead.slice(script)).toMatch(
      /^<script>\(function\(\)\{var d=document\.documentElement;d\.classList\.add\('js'\)/
    )
    expect(script).toBeLessThan(inHead.indexOf('rel="stylesheet"'))
    // React 19 hoists metadata to the top of <head>; none of it renders anything.
    const before = inHead.slice(0, script).match(/<([a-z]+)/g)
    expect(new Set(before)).toEqual(new Set(['<meta', '<title', '<link']))
    expect(inHead.slice(0, script)).not.toContain('stylesheet')
  })

  it('overrides the accent with the product colour, and only with a safe one', () => {
    expect(renderDocument()).toContain('<style>:root{--gs-primary:#c026d3}</style>')
    expect(renderDocument({ site: { ...site, primaryColor: undefined } })).not.toContain('--gs-primary')
    expect(safeCssColor('red}</style><script>')).toBeUndefined()
    expect(safeCssColor('rgb(1 2 3 / 50%)')).toBe('rgb(1 2 3 / 50%)')
  })

  it("sets every page in the site's font (HiveLayout's fontFamily), its quotes intact, and only a plain font list", () => {
    const font = "'__Neue_2716d0f4', '__Neue_Fallback_2716d0f4'"
    expect(renderDocument({ site: { ...site, fontFamily: font } })).toContain(
      `<style>:root{--gs-font-sans:${font};--font-sans:${font}}</style>`
    )
    expect(renderDocument()).not.toContain('--gs-font-sans')
    expect(renderDocument({ site: { ...site, fontFamily: 'x}</style><script>' } })).not.toContain('--gs-font-sans')
  })

  it("marks a site whose Markdown links are components 9's MDXLink (useHiveMDXComponents) for layout.css", () => {
    expect(tag(renderDocument({ site: { ...site, hiveLinks: true } }), 'html').attrs).toMatchObject({
      'data-gs-hive-links': ''
    })
    expect(tag(renderDocument(), 'html').attrs).not.toHaveProperty('data-gs-hive-links')
  })

  it('marks error pages noindex and gives them no canonical URL', () => {
    const html = renderDocument({ noIndex: true })
    expect(meta(html, 'robots')).toBe('noindex')
    expect(html).not.toContain('rel="canonical"')
    expect(meta(renderDocument(), 'robots')).toBeUndefined()
  })
})
