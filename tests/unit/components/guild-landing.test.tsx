import { describe, expect, it } from 'vitest'
import {
  ContactButton,
  ExploreMainProductCards,
  Hero,
  HeroMarketplace,
  InfoCard,
  MarketplaceSearch,
  ToolsAndLibrariesCards
} from '../../../templates/modules/theguild-components.js'
import { setLibraryMajor } from '../../../templates/components/library-version.js'
import { pageButtons } from '../../../templates/components/marketplace-search.js'
import { render, tags } from './render.js'

/** What a reader of a Guild landing page finds, as `@theguild/components` 7 and 9 render it. */
describe('the Guild landing-page components', () => {
  it("Hero's heading is the page's h1, with an id from its text that links to itself", () => {
    const { html } = render(<Hero heading="GraphQL Config" text="One configuration" checkmarks={['Open source']} />)
    const [h1] = tags(html, 'h1')
    expect(h1!.attrs.id).toBe('graphql-config')
    expect(html).toMatch(/<h1[^>]*><a href="#graphql-config"[^>]*>GraphQL Config<\/a><\/h1>/)
  })

  it("ContactButton with a variant is a call to action of that variant to the contact page (Hive's landing pages)", () => {
    const [secondary] = tags(render(<ContactButton variant="secondary">Contact an Expert</ContactButton>).html, 'a')
    expect(secondary!.attrs).toMatchObject({
      href: 'https://the-guild.dev/contact',
      class: 'gs-link gs-cta gs-cta--secondary'
    })
    const [inverted] = tags(render(<ContactButton variant="secondary-inverted" className="mt-8" />).html, 'a')
    expect(inverted!.attrs.class).toBe('gs-link gs-cta gs-cta--secondary-inverted mt-8')
    // (Without one: the Guild's button, as before.)
    expect(tags(render(<ContactButton />).html, 'a')[0]!.attrs.class).toBe('gs-link gs-button gs-button--primary')
  })

  it("InfoCard's heading is an h3 and its text a block", () => {
    const { html } = render(
      <InfoCard as="li" heading="Easy To Use" icon={<svg />}>
        You gain simplicity
      </InfoCard>
    )
    expect(html).toMatch(/<h3[^>]*>Easy To Use<\/h3><div[^>]*>You gain simplicity<\/div>/)
  })

  it('ToolsAndLibrariesCards is the ecosystem section: main products, highlighted libraries, a link to the rest', () => {
    const { html } = render(<ToolsAndLibrariesCards />)
    const [h2] = tags(html, 'h2')
    expect(h2!.attrs.id).toBe('discover-the-complete-ecosystem-of-tools-and-libraries')
    const lists = [...html.matchAll(/<ul[^>]*>(.*?)<\/ul>/g)].map(match => match[1]!)
    expect(lists).toHaveLength(2)
    expect(tags(lists[0]!, 'a')).toHaveLength(4)
    expect(tags(lists[1]!, 'a')).toHaveLength(6)
    // The main products' cards show name and logo only; the libraries' their title too.
    expect(lists[0]).not.toContain('Schema registry')
    expect(lists[1]).toContain('Schema management tool')
    const links = tags(html, 'a').map(a => a.attrs.href)
    expect(links.at(-1)).toBe('https://the-guild.dev/graphql/hive/ecosystem')
    expect(tags(render(<ToolsAndLibrariesCards isHive />).html, 'a').at(-1)!.attrs.href).toBe('/ecosystem')
  })

  it("ToolsAndLibrariesCards shows components 9's own product names, titles and lettermarks, in Nextra's order", () => {
    const { html } = render(<ToolsAndLibrariesCards />)
    const text = html
      .replace(/<svg.*?<\/svg>/g, ' ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
    // What Nextra's build of graphql-config's home page shows (components 9.4.1): "Hive Gateway"
    // among the main products, "Codegen", each library's title then its lettermark.
    expect(text).toContain('Hive Hive Gateway Yoga Mesh')
    expect(text).toContain('Codegen Generation of typed queries')
    expect(text).toContain('Inspector Schema management tool INS')
    expect(text).toContain(
      'Envelop Develop and share plugins that are usable with any GraphQL server framework or schema ENV'
    )
    expect(text).toContain('SOFA Generate RESTful APIs from your GraphQL server SOF')
    expect(text).toContain('Scalars Common custom GraphQL Scalars for precise type-safe GraphQL schemas SCL')
    expect(text).toContain('GraphQL ESLint Customizable ESLint parser, plugin, and rule set for GraphQL ESL')
    expect(tags(html, 'a')[2]!.attrs.href).toBe('https://the-guild.dev/graphql/hive/gateway')
  })

  it("MarketplaceSearch's title is the page's h1 linking to itself; each entry's title an h3, then its update and weekly downloads", () => {
    const item = (title: string, update?: string, weeklyNPMDownloads?: number) => ({
      title,
      description: `The ${title} plugin`,
      tags: ['plugin'],
      link: { href: `/plugins/${title.toLowerCase()}`, title: `${title} plugin details` },
      ...(update && { update }),
      ...(weeklyNPMDownloads && { weeklyNPMDownloads })
    })
    const items = [
      item('Add', '2024-06-01T00:00:00.000Z', 1250),
      item('Time', '2023-12-31T23:30:00.000Z'),
      item('Flow')
    ]
    const { html } = render(
      <MarketplaceSearch
        title="Explore Plugins & Presets"
        primaryList={{ title: 'Trending', items, pagination: 10 }}
        secondaryList={{ title: 'Recently Updated', items: [], pagination: 10 }}
      />
    )
    expect(html).toMatch(
      /<h1[^>]*id="explore-plugins-&amp;-presets"[^>]*><a href="#explore-plugins-&amp;-presets"[^>]*>Explore Plugins &amp; Presets<\/a><\/h1>/
    )
    const text = html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')
    expect(tags(html, 'h3')).toHaveLength(3)
    expect(text).toContain('Add The Add plugin plugin Updated Jun 1, 2024 1.3K weekly downloads')
    // The date as written (UTC), on any build machine; no downloads, no words about them; no date, no "Updated".
    expect(text).toContain('Time The Time plugin plugin Updated Dec 31, 2023 Flow')
    expect(html).toContain('<time dateTime="2023-12-31T23:30:00.000Z">Dec 31, 2023</time>')
  })

  it("MarketplaceSearch's static page holds what the Guild's component renders on the server: each tab's first page, no search results", () => {
    // Envelop's /plugins offline, as Nextra's build wrote it: 46 plugins, 10 a page, downloads 0 (a visible "0").
    const plugins = Array.from({ length: 23 }, (_, i) => ({
      title: `usePlugin${i}`,
      description: 'Description not available',
      tags: ['core'],
      link: { href: `/plugins/use-plugin-${i}` },
      update: '2026-12-06T16:18:21.321Z',
      weeklyNPMDownloads: 0
    }))
    const { html } = render(
      <MarketplaceSearch
        title="Explore Plugins"
        primaryList={{ title: 'Trending', items: [], placeholder: '0 items', pagination: 10 }}
        secondaryList={{ title: 'Recently Updated', items: plugins, placeholder: '0 items', pagination: 10 }}
        queryList={{ title: 'Search Results', items: plugins, placeholder: 'No results for {query}', pagination: 10 }}
      />
    )
    const outside = html.replace(/<template[^]*?<\/template>/g, '').replace(/<script[^]*?<\/script>/g, '')
    const words = outside.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')
    expect(words).toContain(
      'Trending Recently Updated 0 items usePlugin0 Description not available core Updated Dec 6, 2026 0 '
    )
    expect([...outside.matchAll(/<h3[^>]*>(usePlugin\d+)<\/h3>/g)].map(m => m[1])).toEqual(
      plugins.slice(0, 10).map(plugin => plugin.title)
    )
    expect(words).toContain(' 1 2 3 ')
    // The rest wait in templates for the page's script: the tab's pages 2 and 3, every search result.
    const templates = [...html.matchAll(/<template data-mk-rest="">([^]*?)<\/template>/g)].map(
      m => tags(m[1]!, 'h3').length
    )
    expect(templates).toEqual([13, 23])
  })

  it('MarketplaceSearch on a site of components 6 or before is theirs: an h2, then both lists side by side as tables of Name and Last Update', () => {
    const plugins = Array.from({ length: 12 }, (_, i) => ({
      title: `usePlugin${i}`,
      description: `The plugin ${i}`,
      tags: ['core'],
      link: { href: `/plugins/use-plugin-${i}`, title: `usePlugin${i} plugin details` },
      update: '2023-05-18T10:00:00.000Z'
    }))
    setLibraryMajor(5)
    let html: string
    try {
      ;({ html } = render(
        <MarketplaceSearch
          title="Explore Plugins"
          primaryList={{ title: 'Trending', items: plugins, placeholder: '0 items', pagination: 10 }}
          secondaryList={{ title: 'Recently Updated', items: plugins.slice(0, 3), placeholder: '0 items' }}
          queryList={{ title: 'Search Results', items: plugins, placeholder: 'No results for {query}', pagination: 10 }}
        />
      ))
    } finally {
      setLibraryMajor(undefined)
    }
    const outside = html.replace(/<template[^]*?<\/template>/g, '').replace(/<script[^]*?<\/script>/g, '')
    expect(tags(outside, 'h1')).toHaveLength(0)
    expect([...outside.matchAll(/<h2[^>]*>([^<]*)<\/h2>/g)].map(m => m[1])).toEqual([
      'Explore Plugins',
      'Trending',
      'Recently Updated',
      'Search Results'
    ])
    expect(tags(outside, 'table')).toHaveLength(3)
    const words = outside.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')
    expect(words).toContain('Trending Name Last Update usePlugin0 The plugin 0 core May 18, 2023 usePlugin1 ')
    // Each row links its name and, again, its caret; the first page of 10, the other 2 in a template.
    expect(tags(outside, 'tr').filter(tr => 'data-mk-item' in tr.attrs)).toHaveLength(13)
    expect(outside.match(/href="\/plugins\/use-plugin-0"/g)).toHaveLength(4)
    expect(words).toContain(' 1 2 ')
    const templates = [...html.matchAll(/<template data-mk-rest="">([^]*?)<\/template>/g)].map(
      m => tags(m[1]!, 'tr').length
    )
    expect(templates).toEqual([2, 12])
  })

  it("MarketplaceSearch's page buttons are react-paginate's with the Guild's settings: 3 around the current page, 1 at each end", () => {
    const labels = (count: number, selected: number) => pageButtons(count, selected).map(([label]) => label)
    expect(labels(5, 0)).toEqual(['1', '2', '3', '4', '5'])
    // codegen's /plugins in Nextra's build: "1 2 3 ... 6"; a break stands for more than one page.
    expect(pageButtons(6, 0)).toEqual([
      ['1', 0],
      ['2', 1],
      ['3', 2],
      ['...', 3],
      ['6', 5]
    ])
    // "..." jumps 3 pages back or forward.
    expect(pageButtons(10, 5)).toEqual([
      ['1', 0],
      ['...', 2],
      ['5', 4],
      ['6', 5],
      ['7', 6],
      ['...', 8],
      ['10', 9]
    ])
    expect(labels(1, 0)).toEqual(['1'])
  })

  it('ExploreMainProductCards heads its cards with the ecosystem heading and a link to Hive’s ecosystem page', () => {
    const { html } = render(<ExploreMainProductCards />)
    expect(html).toMatch(
      /<h2[^>]*id="explore-hive-360°-graphql-ecosystem-to-reach-full-potential"[^>]*><a [^>]*>Explore Hive 360° GraphQL Ecosystem to reach full potential<\/a><\/h2>/
    )
    expect(tags(html, 'a').map(a => a.attrs.href)).toContain('https://the-guild.dev/graphql/hive/ecosystem')
    expect(tags(render(<ExploreMainProductCards isHive />).html, 'a').map(a => a.attrs.href)).toContain('/ecosystem')
  })

  it("HeroMarketplace's title is an h2, as in Nextra's build of envelop's home page (its own hero holds the h1)", () => {
    const { html } = render(
      <HeroMarketplace
        title="Plugin Hub"
        description="Find, explore, try and test plugins for Envelop."
        link={{ href: '/plugins', children: 'Explore Plugins' }}
      />
    )
    expect(tags(html, 'h1')).toHaveLength(0)
    expect(tags(html, 'h2')).toHaveLength(1)
    expect(html).toMatch(/<h2[^>]*>Plugin Hub<\/h2>/)
  })
})
