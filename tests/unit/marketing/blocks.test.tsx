import { describe, expect, it } from 'vitest'
import {
  CallToAction,
  ConferenceBackground,
  EcosystemPanel,
  Feature,
  Hero,
  NPMBadge,
  Section
} from '../../../templates/components/index.js'
import { ECOSYSTEM_GROUPS, PRODUCTS } from '../../../templates/catalogue/products.js'
import { BUILTIN_COMPONENTS } from '../../../templates/mdx-provider.js'
import { render, tag, tags } from '../components/render.js'

describe('built-in MDX scope', () => {
  it('has every marketing block without an import', () => {
    for (const name of [
      'Hero',
      'Feature',
      'CallToAction',
      'Section',
      'EcosystemPanel',
      'NPMBadge',
      'ConferenceBackground',
      'Link'
    ]) {
      expect(typeof BUILTIN_COMPONENTS[name], name).toBe('function')
    }
  })
})

describe('Hero', () => {
  const { html } = render(
    <Hero
      title="GraphQL tools"
      description="One family."
      links={[
        { href: '/yoga', children: 'Get started' },
        { href: 'https://github.com/x', children: 'GitHub', newWindow: true }
      ]}
    />,
    { basePath: '/site' }
  )

  it('is the page heading with its description', () => {
    expect(html).toContain('<h1 class="gs-mk-hero-title">GraphQL tools</h1>')
    expect(html).toContain('<p class="gs-mk-hero-description">One family.</p>')
  })

  it('draws the first link as the primary button, the rest as secondary, with link behaviour', () => {
    const links = tags(html, 'a')
    expect(links.map(a => [a.attrs.class, a.attrs.href, a.attrs.target])).toEqual([
      ['gs-mk-button gs-mk-button--primary', '/site/yoga', undefined],
      ['gs-mk-button gs-mk-button--secondary', 'https://github.com/x', '_blank']
    ])
  })

  it('shows an optional image with the base path, eagerly (it is above the fold)', () => {
    const withImage = render(<Hero title="T" image="/img/hero.svg" imageAlt="Hero" />, { basePath: '/site' }).html
    expect(withImage).toContain('gs-mk-hero--with-image')
    expect(tag(withImage, 'img').attrs).toMatchObject({ src: '/site/img/hero.svg', alt: 'Hero', loading: 'eager' })
    expect(html).not.toContain('<img')
  })
})

describe('Feature', () => {
  it('puts image, text and link side by side; flipped swaps the sides', () => {
    const { html } = render(
      <Feature
        title="Serve"
        description="A server."
        image="/f.svg"
        link={{ href: '/yoga', children: 'Read more' }}
        flipped
      />
    )
    expect(html).toContain('class="gs-mk-feature gs-mk-feature--flipped" data-flipped=""')
    expect(html).toContain('<h2 class="gs-mk-heading">Serve</h2>')
    expect(html).toContain('<p class="gs-mk-lead">A server.</p>')
    expect(tag(html, 'img').attrs).toMatchObject({ src: '/f.svg', alt: '', loading: 'lazy' })
    expect(tag(html, 'a').attrs).toEqual({ class: 'gs-mk-text-link', href: '/yoga' })
    expect(render(<Feature title="x" />).html).not.toContain('data-flipped')
  })

  it('accepts `text` for the description and an element as image', () => {
    const { html } = render(<Feature text="Words" image={<svg data-x="" />} />)
    expect(html).toContain('<p class="gs-mk-lead">Words</p>')
    expect(html).toContain('<div class="gs-mk-feature-media"><svg data-x=""></svg></div>')
  })

  it('warns about an image source browsers cannot resolve', () => {
    expect(render(<Feature image="images/x.png" />).warnings).toHaveLength(1)
  })

  it('writes an image given as `{ src: "" }` without a source, with a warning, as next/image does (issue 34)', () => {
    const { html, warnings } = render(<Feature title="Easy" image={{ src: '' }} />)
    expect(tag(html, 'img').attrs).not.toHaveProperty('src')
    expect(html).toContain('Easy')
    expect(warnings).toEqual([expect.stringContaining('Image source missing')])
  })
})

describe('CallToAction', () => {
  it('renders the primary and the secondary button', () => {
    const { html } = render(
      <CallToAction primary={{ href: '/a', children: 'Try' }} secondary={{ href: '/b', children: 'Docs' }} />
    )
    expect(tags(html, 'a').map(a => [a.attrs.class, a.attrs.href])).toEqual([
      ['gs-mk-button gs-mk-button--primary', '/a'],
      ['gs-mk-button gs-mk-button--secondary', '/b']
    ])
    expect(html).not.toContain('gs-mk-cta-band')
  })

  it('with a title, sits in a band over the conference background, with a note under it', () => {
    const { html } = render(
      <CallToAction title="Ship it" description="Today." primary={{ href: '/a', children: 'Try' }}>
        <p>Note</p>
      </CallToAction>
    )
    expect(html).toContain('<h2 class="gs-mk-heading">Ship it</h2>')
    expect(html).toMatch(/<div class="gs-mk-cta-band"><svg class="gs-mk-cta-background"[^>]*aria-hidden="true"/)
    expect(html).toContain('<div class="gs-mk-cta-note"><p>Note</p></div>')
  })
})

describe('Section', () => {
  const { html } = render(
    <Section
      title="Everything"
      description="Start small."
      items={[
        {
          title: 'Plugins',
          description: 'Reuse them.',
          image: '/p.svg',
          link: { href: '/plugins', children: 'Browse' }
        },
        { title: 'Sources', description: 'Any API.' }
      ]}
    />,
    { basePath: '/b' }
  )

  it('has a heading, a description and a centred grid of items', () => {
    expect(html).toContain('<h2 class="gs-mk-heading">Everything</h2>')
    expect(html).toContain('<p class="gs-mk-lead">Start small.</p>')
    expect(tags(html, 'li').filter(li => li.attrs.class === 'gs-mk-grid-item')).toHaveLength(2)
  })

  it('gives each item image, title, description and its optional link', () => {
    expect(tag(html, 'img').attrs.src).toBe('/b/p.svg')
    expect(html).toContain('<h3 class="gs-mk-grid-title">Plugins</h3>')
    expect(html).toContain('<p class="gs-mk-grid-description">Any API.</p>')
    expect(tag(html, 'a').attrs).toEqual({ class: 'gs-mk-text-link', href: '/b/plugins' })
  })
})

describe('EcosystemPanel', () => {
  const { html } = render(<EcosystemPanel />, { siteUrl: 'https://example.com' })

  it('lists the three SPEC groups in order, each entry with logo, name, title and link', () => {
    const groups = tags(html, 'div').filter(d => 'data-ecosystem-group' in d.attrs)
    expect(groups.map(g => g.attrs['data-ecosystem-group'])).toEqual([
      'Build GraphQL servers',
      'Supercharge your workflow',
      'Build great user experience'
    ])
    const links = tags(html, 'a')
    const keyOf = (link: (typeof links)[number]) => link.attrs.class!.replace(/^gs-logo-/, '')
    expect(links.map(keyOf)).toEqual(ECOSYSTEM_GROUPS.flatMap(g => g.keys))
    for (const link of links) expect(link.attrs.href).toBe(PRODUCTS[keyOf(link) as keyof typeof PRODUCTS].href)
    // Logo (the class's mask in the product colour, on the <i>), name, title.
    expect(html).toContain(
      '<a class="gs-logo-YOGA" href="https://the-guild.dev/graphql/yoga-server"><i></i><b>Yoga</b><span>A fully-featured, simple to set up, performant and extendable server</span></a>'
    )
    expect(tags(html, 'i')).toHaveLength(ECOSYSTEM_GROUPS.flatMap(g => g.keys).length)
  })

  it('links the company site as paths when deployed on it', () => {
    const onSite = render(<EcosystemPanel />, { siteUrl: 'https://the-guild.dev' }).html
    expect(tags(onSite, 'a').find(a => a.attrs.class === 'gs-logo-YOGA')!.attrs.href).toBe('/graphql/yoga-server')
    expect(tags(onSite, 'a').find(a => a.attrs.class === 'gs-logo-KITQL')!.attrs.href).toBe('https://kitql.dev')
  })

  it('labels each group and keeps ids unique when shown twice on a page', () => {
    const twice = render(
      <>
        <EcosystemPanel />
        <EcosystemPanel title="Ours" />
      </>
    ).html
    const ids = tags(twice, 'p')
      .map(p => p.attrs.id)
      .filter(Boolean)
    expect(ids).toHaveLength(6)
    expect(new Set(ids).size).toBe(6)
    expect(twice).toContain('<h2 class="gs-mk-heading">Ours</h2>')
  })
})

describe('ConferenceBackground', () => {
  it('is a decorative SVG, identical on every render', () => {
    const a = render(<ConferenceBackground />).html
    expect(tag(a, 'svg').attrs).toMatchObject({
      class: 'gs-conf-background',
      'aria-hidden': 'true',
      preserveaspectratio: 'xMidYMid slice'
    })
    expect(render(<ConferenceBackground />).html).toBe(a)
  })
})

describe('NPMBadge versions', () => {
  it('prints the version the props give, else the build-time one, else latest', () => {
    const npmVersions = { 'graphql-yoga': '5.10.4' }
    expect(render(<NPMBadge name="graphql-yoga" version="4.0.0" />, { npmVersions }).html).toContain('>v4.0.0</text>')
    expect(render(<NPMBadge name="graphql-yoga" />, { npmVersions }).html).toContain('>v5.10.4</text>')
    expect(render(<NPMBadge name="graphql" />, { npmVersions }).html).toContain('>latest</text>')
    expect(render(<NPMBadge name="toString" />, { npmVersions }).html).toContain('>latest</text>')
  })
})
