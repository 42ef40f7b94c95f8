import { describe, expect, it } from 'vitest'
import { Anchor, Button } from '../../../templates/components/anchor.js'
import { Pre } from '../../../templates/components/code.js'
import { Collapse } from '../../../templates/components/collapse.js'
import { FeatureList } from '../../../templates/components/feature-list.js'
import { HeroGradient } from '../../../templates/components/hero-gradient.js'
import { InfoList } from '../../../templates/components/info-list.js'
import { Table, Td, Th, Tr } from '../../../templates/components/table.js'
import { Hero } from '../../../templates/components/guild-compat.js'
import Link from '../../../templates/modules/next-link.js'
import { render, tag, tags } from './render.js'

describe('Anchor', () => {
  it('gives site links the base path and opens new-window http links in a new tab', () => {
    expect(tag(render(<Anchor href="/docs">Docs</Anchor>, { basePath: '/b' }).html, 'a').attrs).toEqual({
      href: '/b/docs',
      class: 'gs-link'
    })
    const external = render(
      <Anchor href="https://github.com/x" newWindow>
        GitHub
      </Anchor>
    ).html
    expect(tag(external, 'a').attrs).toMatchObject({ target: '_blank', rel: 'noreferrer' })
    expect(external).toContain('(opens in a new tab)')
    expect(
      tag(
        render(
          <Anchor href="https://the-guild.dev/docs?a#b" sameSite>
            x
          </Anchor>
        ).html,
        'a'
      ).attrs.href
    ).toBe('/docs?a#b')
  })

  it('draws Button as a link with its variant', () => {
    expect(
      tag(
        render(
          <Button href="/x" variant="secondary">
            Go
          </Button>
        ).html,
        'a'
      ).attrs.class
    ).toBe('gs-link gs-button gs-button--secondary')
  })
})

describe('next/link', () => {
  it('formats URL objects and gives the child the href with legacyBehavior', () => {
    expect(
      tag(render(<Link href={{ pathname: '/a', query: { q: 1 }, hash: 'h' }}>A</Link>, { basePath: '/b' }).html, 'a')
        .attrs.href
    ).toBe('/b/a?q=1#h')
    expect(
      render(
        <Link href="/a" legacyBehavior>
          <a className="own">A</a>
        </Link>
      ).html
    ).toBe('<a class="own" href="/a">A</a>')
  })
})

describe('Table', () => {
  it('is a Markdown table in its scrolling box, with Table.Tr/Th/Td', () => {
    const { html } = render(
      <Table>
        <tbody>
          <Table.Tr>
            <Th>h</Th>
            <Td>d</Td>
          </Table.Tr>
          <Tr>
            <Td>e</Td>
          </Tr>
        </tbody>
      </Table>
    )
    expect(html).toBe(
      '<div class="gs-table-scroll"><table class="gs-table"><tbody><tr class="gs-tr"><th class="gs-th">h</th><td class="gs-td">d</td></tr><tr class="gs-tr"><td class="gs-td">e</td></tr></tbody></table></div>'
    )
  })
})

describe('Pre and Collapse', () => {
  it('frames a JSX code block with its title and asks for a copy button', () => {
    const { html } = render(
      <Pre data-filename="Terminal" data-copy="" data-language="sh">
        <code>npm i</code>
      </Pre>
    )
    expect(html).toContain('<figcaption class="gs-code-title">Terminal</figcaption>')
    expect(tag(html, 'pre').attrs).toMatchObject({ class: 'shiki', 'data-copy': '' })
  })

  it('hides closed content', () => {
    expect(render(<Collapse>x</Collapse>).html).toBe('<div class="gs-collapse" hidden="">x</div>')
    expect(render(<Collapse isOpen>x</Collapse>).html).toBe('<div class="gs-collapse">x</div>')
  })
})

describe('The Guild’s blocks', () => {
  it('FeatureList: title, link, and each feature with image, title, text and link', () => {
    const { html } = render(
      <FeatureList
        title="Features"
        link={{ href: '/docs', children: 'More' }}
        items={[
          {
            title: 'Fast',
            description: 'Quick',
            image: { src: '/f.svg', alt: 'f', width: 10, height: 10 },
            link: { href: '/f', children: 'Read' }
          }
        ]}
      />
    )
    expect(html).toContain('<h2 class="gs-guild-title">Features</h2>')
    expect(html).toContain('<h3 class="gs-feature-list-title">Fast</h3>')
    expect(tag(html, 'img').attrs).toMatchObject({ src: '/f.svg', class: 'gs-feature-list-image' })
    expect(tags(html, 'a').map(a => a.attrs.href)).toEqual(['/docs', '/f'])
  })

  it('InfoList: a column per item', () => {
    const { html } = render(
      <InfoList
        title="Learn"
        items={[
          { title: 'A', description: 'a' },
          { title: 'B', description: 'b', link: { href: '/b', children: 'B →' } }
        ]}
      />
    )
    expect(tags(html, 'section').map(s => s.attrs.class)).toEqual([
      'gs-info-list',
      'gs-info-list-item',
      'gs-info-list-item'
    ])
    expect(html).toContain('<p class="gs-info-list-item-description">b</p>')
  })

  it('HeroGradient: the page h1, glow colours, buttons for each link and the version', () => {
    const { html } = render(
      <HeroGradient
        title="Yoga"
        description="Server"
        colors={['#f00', '#00f']}
        link={[
          { href: '/a', children: 'A' },
          { href: '/b', children: 'B' }
        ]}
        version="v5"
      />
    )
    expect(html).toContain('<h1 class="gs-hero-gradient-title">Yoga</h1>')
    expect(html).toContain('style="--gs-hero-color-a:#f00;--gs-hero-color-b:#00f"')
    expect(tags(html, 'a').map(a => a.attrs.class)).toEqual([
      'gs-link gs-button gs-button--secondary',
      'gs-link gs-button gs-button--secondary'
    ])
    expect(html).toContain('<span class="gs-hero-gradient-version">v5</span>')
  })

  it('Hero renders guildsite’s props or the Guild v9 ones', () => {
    expect(render(<Hero heading="Hive" text="Registry" checkmarks={['Free']} />).html).toContain(
      '<h1 id="hive" class="gs-heading gs-heading--xl gs-guild-hero-heading"><a href="#hive" class="gs-heading-self" tabindex="-1">Hive</a></h1>'
    )
    expect(render(<Hero title="Yoga" />).html).toContain('Yoga')
  })
})
