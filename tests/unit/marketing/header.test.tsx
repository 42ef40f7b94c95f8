import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { DocsLayout } from '../../../templates/layout/docs-layout.js'
import { isActiveLink } from '../../../templates/marketing/active-link.js'
import { DEFAULT_HEADER } from '../../../templates/marketing/defaults.js'
import { Header, type HeaderProps } from '../../../templates/marketing/header.js'
import type { HeaderData } from '../../../templates/marketing/types.js'
import { tags } from '../components/render.js'
import { layoutProps } from '../layout/fixture.js'

const env = { basePath: '/graphql/yoga-server', siteUrl: 'https://guildsite.example.com' }
const render = (props: Partial<HeaderProps> = {}) =>
  renderToStaticMarkup(<Header header={DEFAULT_HEADER} env={env} currentHref="/graphql/yoga-server/docs" {...props} />)
const navOf = (html: string) => html.slice(html.indexOf('aria-label="The Guild"><ul>'), html.indexOf('</nav>'))
const text = (html: string) => html.replace(/<[^>]+>/g, '')

describe('Header: defaults (catalogue.md)', () => {
  const html = render()
  const nav = navOf(html)

  it('links the company logo home', () => {
    expect(tags(html, 'a')[0]!.attrs).toMatchObject({
      class: 'gs-mh-logo',
      href: 'https://the-guild.dev',
      'aria-label': 'The Guild'
    })
  })

  it('has Solutions and Ecosystem menus, then Blog, Our Services, About Us, Contact Us', () => {
    expect(
      tags(nav, 'summary').map((_, i) =>
        text(nav.split('<summary')[i + 1]!.split('</summary>')[0]!).replace(/^[^>]*>/, '')
      )
    ).toEqual(['Solutions', 'Ecosystem'])
    const plain = tags(nav, 'a').filter(a => a.attrs.class === 'gs-mh-link')
    expect(plain.map(a => a.attrs.href)).toEqual([
      'https://the-guild.dev/blog',
      'https://the-guild.dev/services',
      'https://the-guild.dev/about-us',
      'https://the-guild.dev/contact'
    ])
    expect(text(nav)).toMatch(/Blog.*Our Services.*About Us.*Contact Us/)
  })

  it('opens Solutions as a details[data-menu]: guide links plus the first-API tutorial', () => {
    expect(nav).toContain(
      '<details class="gs-mh-menu gs-mh-menu--solutions" data-menu="" data-header-menu="Solutions">'
    )
    const solutions = nav.slice(nav.indexOf('data-solutions-panel'), nav.indexOf('data-header-menu="Ecosystem"'))
    expect(tags(solutions, 'a').filter(a => a.attrs.class === 'gs-mh-menu-link')).toHaveLength(4)
    const tutorial = tags(solutions, 'a').find(a => 'data-tutorial-link' in a.attrs)!
    expect(tutorial.attrs.href).toBe('https://the-guild.dev/graphql/yoga-server/tutorial/basic')
    expect(text(solutions)).toContain('Build your first GraphQL API')
  })

  it('opens Ecosystem as the ecosystem panel with a link to every project', () => {
    const ecosystem = nav.slice(nav.indexOf('data-header-menu="Ecosystem"'))
    expect(ecosystem).toContain('data-ecosystem-panel=""')
    expect(tags(ecosystem, 'a').find(a => a.attrs.class === 'gs-mh-panel-footer')!.attrs.href).toBe(
      'https://the-guild.dev/open-source'
    )
  })

  it('sets the accent (SPEC §9 #1cc8ee) on the header', () => {
    expect(html).toContain('style="--gs-header-accent:#1cc8ee"')
  })

  it('has the narrow-screen menu button as a <details>, separate from the docs menu', () => {
    expect(html).toMatch(
      /<details class="gs-mh-mobile" data-header-mobile-menu=""><summary class="gs-icon-button gs-mh-mobile-button" aria-label="Menu"/
    )
    expect(html).not.toContain('data-mobile-menu-toggle')
  })

  it('carries the links and their panels once: the overlay is the same navigation, restyled (issue 7)', () => {
    expect(html.match(/data-ecosystem-panel=""/g)).toHaveLength(1)
    expect(html.match(/data-solutions-panel=""/g)).toHaveLength(1)
    expect(html.match(/<nav /g)).toHaveLength(1)
  })

  it('shows no search box or theme switch unless asked (the docs navbar has them)', () => {
    expect(html).not.toContain('data-search-root')
    expect(html).not.toContain('data-theme-toggle')
    const alone = render({ search: true, themeToggle: true })
    expect(alone).toContain('data-search-root')
    expect(alone).toContain('data-theme-toggle')
  })
})

describe('Header: links on the company origin', () => {
  it('become paths with sameSite when the site is deployed on https://the-guild.dev', () => {
    const html = render({ env: { basePath: '/graphql/yoga-server', siteUrl: 'https://the-guild.dev' } })
    const plain = tags(navOf(html), 'a').filter(a => a.attrs.class === 'gs-mh-link')
    expect(plain.map(a => a.attrs.href)).toEqual(['/blog', '/services', '/about-us', '/contact'])
    expect(tags(html, 'a')[0]!.attrs.href).toBe('/')
  })
})

describe('Header: active link (SPEC: its address contains the active-link value)', () => {
  const current = (html: string) =>
    tags(navOf(html), 'a')
      .concat(tags(navOf(html), 'summary'))
      .filter(t => t.attrs['aria-current'])
      .map(t => t.attrs.class)

  it('highlights nothing by default', () => {
    expect(current(render())).toEqual([])
  })

  it('a site-wide activeLink highlights the links whose href contains it', () => {
    const html = render({ header: { ...DEFAULT_HEADER, activeLink: '/open-source' } })
    expect(current(html)).toEqual(['gs-mh-link gs-active'])
    expect(navOf(html)).toMatch(/<summary class="gs-mh-link gs-active" aria-current="true">Ecosystem/)
  })

  it("a link's own activeLink highlights it on pages whose address contains it", () => {
    const header: HeaderData = {
      ...DEFAULT_HEADER,
      links: [
        { label: 'Docs', href: '/docs', activeLink: '/yoga-server/docs' },
        { label: 'Blog', href: '/blog', activeLink: '/blog' }
      ]
    }
    const html = render({ header })
    expect(tags(navOf(html), 'a').map(a => [a.attrs.href, a.attrs['aria-current']])).toEqual([
      ['/graphql/yoga-server/docs', 'true'],
      ['/graphql/yoga-server/blog', undefined]
    ])
  })

  it('isActiveLink tests the full address, origin included', () => {
    const link = { label: 'Docs', href: '/docs', activeLink: 'guildsite.example.com/docs' }
    expect(isActiveLink(link, {}, 'https://guildsite.example.com/docs/intro')).toBe(true)
    expect(isActiveLink(link, {}, 'https://guildsite.example.com/blog')).toBe(false)
  })

  it('renders a configured menu of links', () => {
    const header: HeaderData = {
      ...DEFAULT_HEADER,
      links: [
        {
          label: 'More',
          href: '#',
          menu: [
            { href: '/a', children: 'A' },
            { href: 'https://x.dev', children: 'X', newWindow: true }
          ]
        }
      ]
    }
    const nav = navOf(render({ header }))
    expect(nav).toContain('class="gs-mh-menu gs-mh-menu--links" data-menu=""')
    expect(tags(nav, 'a').map(a => [a.attrs.href, a.attrs.target])).toEqual([
      ['/graphql/yoga-server/a', undefined],
      ['https://x.dev', '_blank']
    ])
  })
})

describe('DocsLayout with the company shell', () => {
  const props = (overrides: Parameters<typeof layoutProps>[0] = {}) =>
    layoutProps({ ...overrides, site: { header: DEFAULT_HEADER, ...overrides.site } })
  const html = renderToStaticMarkup(<DocsLayout {...props()} />)

  it('puts the header between the banner and the docs navbar, the footer last', () => {
    const order = [
      'data-banner=""',
      'data-marketing-header=""',
      '<header class="gs-navbar">',
      '<main',
      '<footer class="gs-footer">'
    ].map(s => html.indexOf(s))
    expect(order.every(i => i >= 0)).toBe(true)
    expect([...order].sort((a, b) => a - b)).toEqual(order)
  })

  it('leaves search and theme switch to the navbar, unless the page has no navbar', () => {
    const header = html.slice(html.indexOf('data-marketing-header'), html.indexOf('<header class="gs-navbar">'))
    expect(header).not.toContain('data-search-root')
    const alone = renderToStaticMarkup(<DocsLayout {...props({ theme: { navbar: false } })} />)
    expect(alone).toContain('data-marketing-header')
    expect(alone.match(/data-theme-toggle/g)).toHaveLength(1)
    expect(alone.match(/data-search-root/g)).toHaveLength(1)
  })

  it('renders no company header when the site turns it off', () => {
    expect(renderToStaticMarkup(<DocsLayout {...layoutProps()} />)).not.toContain('data-marketing-header')
  })

  it('frames raw pages too', () => {
    const raw = renderToStaticMarkup(<DocsLayout {...props({ theme: { layout: 'raw' } })} />)
    expect(raw).toContain('data-marketing-header')
    expect(raw).toContain('<footer class="gs-footer">')
  })
})
