import { describe, expect, it } from 'vitest'
import { Card, Cards } from '../../../templates/components/index.js'
import { render, tag, tags } from './render.js'

describe('Cards', () => {
  it('lays cards out in the requested number of columns', () => {
    const { html } = render(
      <Cards num={2}>
        <Cards.Card title="Quick start" href="/docs/quick-start" />
        <Card title="Recipes" href="/docs/recipes" />
      </Cards>
    )
    expect(tags(html, 'div')[0]!.attrs).toMatchObject({ class: 'gs-cards', style: '--gs-cards-columns:2' })
    expect(tags(html, 'a')).toHaveLength(2)
  })

  it('defaults to three columns', () => {
    expect(render(<Cards />).html).toContain('--gs-cards-columns:3')
  })
})

describe('Card', () => {
  it('prefixes a root-relative href with the base path', () => {
    const { html } = render(<Card title="Docs" href="/docs" />, { basePath: '/graphql/yoga-server' })
    expect(tag(html, 'a').attrs.href).toBe('/graphql/yoga-server/docs')
  })

  it('leaves external and relative hrefs alone', () => {
    const context = { basePath: '/base' }
    expect(tag(render(<Card title="x" href="https://the-guild.dev" />, context).html, 'a').attrs.href).toBe(
      'https://the-guild.dev'
    )
    expect(tag(render(<Card title="x" href="./sibling" />, context).html, 'a').attrs.href).toBe('./sibling')
  })

  it('shows icon, title, an arrow when asked and children above the title', () => {
    const { html } = render(
      <Card title="Envelop" href="/envelop" icon={<b>E</b>} arrow>
        <p>Plugins</p>
      </Card>
    )
    expect(tag(html, 'a').attrs.class).toBe('gs-card gs-card--with-content')
    expect(html).toContain('<div class="gs-card-content"><p>Plugins</p></div>')
    expect(html).toContain('<span class="gs-card-icon"><b>E</b></span><span class="gs-card-title-text">Envelop</span>')
    expect(html).toContain('<span class="gs-card-arrow" aria-hidden="true">→</span>')
    expect(render(<Card title="x" href="/x" />).html).not.toContain('gs-card-arrow')
  })
})
