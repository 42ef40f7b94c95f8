import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { DocsLayout } from '../../../templates/layout/docs-layout.js'
import { DEFAULT_HEADER } from '../../../templates/marketing/defaults.js'
import { layoutProps, site } from '../layout/fixture.js'

// Issue 25.4: a site's navbar under the company header showed "Ecosystem" and "Blog" twice.
const navbar = [
  { title: 'Docs', href: `${site.basePath}/docs`, active: true },
  // The company's blog, written as the author found it: the header already links it.
  { title: 'Blog', href: 'https://the-guild.dev/blog/', active: false },
  // The site's own blog: another page, so it stays (whatever the title).
  { title: 'Our blog', href: `${site.basePath}/blog`, active: false },
  {
    title: 'Ecosystem',
    href: '#',
    active: false,
    menu: [
      { title: 'Servers', separator: true },
      { title: 'Yoga', href: 'https://the-guild.dev/graphql/yoga-server' },
      { title: 'Hive', href: 'https://the-guild.dev/graphql/hive', newWindow: true }
    ]
  },
  {
    title: 'Products',
    href: '#',
    active: false,
    menu: [
      { title: 'Hive', href: 'https://the-guild.dev/graphql/hive' },
      { title: 'Spec', href: 'https://spec.graphql.org' }
    ]
  }
]

const render = (header: typeof DEFAULT_HEADER | undefined) =>
  renderToStaticMarkup(<DocsLayout {...layoutProps({ site: { header }, nav: { navbar } })} />)
const between = (html: string, start: string, end: string) => {
  const from = html.indexOf(start)
  return html.slice(from, html.indexOf(end, from))
}
const texts = (html: string) => [...html.matchAll(/>([^<>]+)</g)].map(m => m[1]!.trim()).filter(Boolean)

describe('the navbar under the company header', () => {
  it('leaves out an item or a menu whose links the company header already has: one of each on the page', () => {
    const html = render(DEFAULT_HEADER)
    const docsNavbar = texts(between(html, '<header class="gs-navbar">', '</header>'))
    // A Solutions guide of the header leads to these docs too: the site's own item stays.
    expect(docsNavbar).toContain('Docs')
    expect(docsNavbar).toContain('Our blog')
    expect(docsNavbar).toContain('Products') // one of its links is the site's own choice
    expect(docsNavbar).not.toContain('Blog')
    expect(docsNavbar).not.toContain('Ecosystem')
    // The narrow-screen overlay repeats the navbar's items: the same ones.
    const overlayMenu = texts(between(html, '<nav class="gs-sidebar-menu gs-tree" aria-label="Menu">', '</nav>'))
    expect(overlayMenu).toEqual(expect.arrayContaining(['Docs', 'Our blog', 'Products']))
    expect(overlayMenu).not.toContain('Blog')
    expect(overlayMenu).not.toContain('Ecosystem')
    // The company header still has both.
    const company = texts(between(html, 'data-marketing-header', '</nav>'))
    expect(company.filter(t => t === 'Blog')).toHaveLength(1)
    expect(company.filter(t => t === 'Ecosystem')).toHaveLength(1)
  })

  it('keeps every item when the site shows no company header', () => {
    const docsNavbar = texts(between(render(undefined), '<header class="gs-navbar">', '</header>'))
    expect(docsNavbar).toEqual(expect.arrayContaining(['Docs', 'Blog', 'Our blog', 'Ecosystem', 'Products']))
  })
})
