import { describe, expect, it } from 'vitest'
import { Bleed, Comments, Mermaid, NPMBadge, Steps } from '../../../templates/components/index.js'
import { render, tag } from './render.js'

describe('NPMBadge', () => {
  it('links to the package on npm and draws the version without the network', () => {
    const { html } = render(<NPMBadge name="@graphql-yoga/plugin-jwt" version="3.1.0" />)
    expect(tag(html, 'a').attrs).toMatchObject({
      href: 'https://www.npmjs.com/package/@graphql-yoga/plugin-jwt',
      target: '_blank',
      rel: 'noopener noreferrer'
    })
    expect(tag(html, 'svg').attrs).toMatchObject({ role: 'img', 'aria-label': 'npm: v3.1.0' })
    expect(html).toContain('>npm</text>')
    expect(html).toContain('>v3.1.0</text>')
    expect(html).not.toMatch(/<img|https:\/\/badge/)
  })

  it('says latest without a version', () => {
    expect(render(<NPMBadge name="graphql-yoga" />).html).toContain('>latest</text>')
  })
})

describe('Mermaid', () => {
  it('keeps the diagram source readable for the client to draw', () => {
    expect(render(<Mermaid chart={'graph TD\n  A --> B'} />).html).toBe(
      '<div class="gs-mermaid" data-mermaid=""><pre class="gs-mermaid-source">graph TD\n  A --&gt; B</pre></div>'
    )
  })
})

describe('Comments', () => {
  it('renders a placeholder carrying the settings with SPEC defaults', () => {
    const { html } = render(
      <Comments repo="the-guild-org/docs" repoId="R_1" category="Docs Discussion" categoryId="C_1" />
    )
    expect(tag(html, 'div').attrs).toEqual({
      class: 'gs-comments',
      'data-comments': '',
      'data-host': 'https://giscus.app',
      'data-repo': 'the-guild-org/docs',
      'data-repo-id': 'R_1',
      'data-category': 'Docs Discussion',
      'data-category-id': 'C_1',
      'data-mapping': 'pathname',
      'data-strict': '0',
      'data-reactions-enabled': '1',
      'data-emit-metadata': '0',
      'data-input-position': 'bottom',
      'data-theme': 'light',
      'data-lang': 'en',
      'data-loading': 'eager'
    })
    expect(html).toContain('<noscript>')
    expect(html).toContain('href="https://github.com/the-guild-org/docs/discussions"')
  })

  it('falls back to the public host when the host is invalid', () => {
    expect(tag(render(<Comments host="not a url" />).html, 'div').attrs['data-host']).toBe('https://giscus.app')
    expect(tag(render(<Comments host="https://comments.example.com/" />).html, 'div').attrs['data-host']).toBe(
      'https://comments.example.com'
    )
  })
})

describe('Steps and Bleed', () => {
  it('wrap their content', () => {
    expect(
      render(
        <Steps>
          <h3>One</h3>
        </Steps>
      ).html
    ).toBe('<div class="gs-steps"><h3>One</h3></div>')
    expect(render(<Bleed>x</Bleed>).html).toBe('<div class="gs-bleed">x</div>')
    expect(render(<Bleed full>x</Bleed>).html).toBe('<div class="gs-bleed gs-bleed--full">x</div>')
  })
})
