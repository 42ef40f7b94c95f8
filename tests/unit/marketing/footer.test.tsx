import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { PRODUCT_KEYS, PRODUCTS } from '../../../templates/catalogue/products.js'
import { Footer, productHalves } from '../../../templates/marketing/footer.js'
import { tags } from '../components/render.js'

const env = { basePath: '/docs', siteUrl: 'https://guildsite.example.com' }
const html = renderToStaticMarkup(
  <Footer
    footer={{ resources: [{ href: '/changelog', children: 'Changelog' }] }}
    env={env}
    name="GraphQL Yoga"
    lastUpdated="2024-11-03T22:30:00Z"
  />
)
const column = (title: string) => {
  const start = html.indexOf(`data-footer-column="${title}"`)
  return html.slice(
    start,
    html.indexOf('data-footer-column=', start + 30) === -1
      ? html.indexOf('gs-mf-bottom')
      : html.indexOf('data-footer-column=', start + 30)
  )
}
const links = (part: string) =>
  tags(part, 'a').map(a => [
    a.attrs.href,
    part
      .split(`href="${a.attrs.href.replaceAll('&', '&amp;')}"`)[1]!
      .split('>')[1]!
      .split('<')[0]
  ])

describe('Footer (SPEC §2)', () => {
  it('has the four columns in order', () => {
    expect(
      tags(html, 'div')
        .filter(d => 'data-footer-column' in d.attrs)
        .map(d => d.attrs['data-footer-column'])
    ).toEqual(['PRODUCTS', 'RESOURCES', 'COMPANY', 'COMMUNITY'])
  })

  it('PRODUCTS: every complete catalogue product in two halves, each name with its title as tooltip', () => {
    const halves = productHalves()
    expect(halves.map(h => h.length)).toEqual([11, 10])
    // SHIELD (incomplete) is left out; the permissions framework, its own entry, is there.
    expect(halves.flat().map(p => p.key)).toEqual(PRODUCT_KEYS.filter(key => key !== 'SHIELD'))
    expect(
      halves
        .flat()
        .filter(p => p.href === 'https://the-guild.dev/graphql/shield')
        .map(p => p.key)
    ).toEqual(['PERMISSIONS'])
    const products = column('PRODUCTS')
    const lists = products.split('data-footer-half=').slice(1)
    expect(lists).toHaveLength(2)
    lists.forEach((list, index) => {
      expect(tags(list, 'a').map(a => [a.attrs.href, a.attrs.title])).toEqual(
        halves[index]!.map(p => [p.href, p.title])
      )
    })
    expect(products).toContain(`title="${PRODUCTS.HIVE.title}">Hive</a>`)
  })

  it('RESOURCES: Press Kit, then the configured extras', () => {
    expect(links(column('RESOURCES'))).toEqual([
      ['https://the-guild.dev/logos', 'Press Kit'],
      ['/docs/changelog', 'Changelog']
    ])
  })

  it('COMPANY: about, blog, newsletter, open source, services, press kit, GitHub', () => {
    expect(links(column('COMPANY'))).toEqual([
      ['https://the-guild.dev/about-us', 'About'],
      ['https://the-guild.dev/blog', 'Blog'],
      ['https://the-guild.dev/newsletter', 'Newsletter'],
      ['https://the-guild.dev/open-source', 'Open Source'],
      ['https://the-guild.dev/services', 'Services'],
      ['https://the-guild.dev/logos', 'Press Kit'],
      ['https://github.com/the-guild-org', 'GitHub']
    ])
  })

  it('COMMUNITY: the five community pages in new tabs and the CSA badge, 72 px wide', () => {
    const community = column('COMMUNITY')
    expect(links(community).map(([, name]) => name)).toEqual(['Twitter', 'LinkedIn', 'Discord', 'Medium', 'YouTube'])
    expect(tags(community, 'a').every(a => a.attrs.target === '_blank' && a.attrs.rel === 'noopener noreferrer')).toBe(
      true
    )
    // An image painted by the stylesheet (72 px wide there: tests/unit/layout/icon-css.test.ts).
    expect(tags(community, 'span').find(span => span.attrs.class === 'gs-mf-badge')!.attrs).toMatchObject({
      role: 'img',
      'aria-label': 'CSA STAR Level One'
    })
  })

  it('ends with the company logo link and a copyright year from the page date', () => {
    const bottom = html.slice(html.indexOf('gs-mf-bottom'))
    expect(tags(bottom, 'a')[0]!.attrs).toMatchObject({ class: 'gs-mf-logo', href: 'https://the-guild.dev' })
    expect(bottom).toContain('© 2024 GraphQL Yoga. Built with guildsite.')
  })

  it('links the company pages as paths on the company origin', () => {
    const onSite = renderToStaticMarkup(
      <Footer
        footer={{ resources: [] }}
        env={{ basePath: '/graphql/yoga-server', siteUrl: 'https://the-guild.dev' }}
        name="Yoga"
      />
    )
    expect(tags(onSite, 'a').find(a => a.attrs.class === 'gs-mf-logo')!.attrs.href).toBe('/')
    expect(onSite).toContain('href="/graphql/hive" title=')
    expect(onSite).toContain('© Yoga.')
  })
})
