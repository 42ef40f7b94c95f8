import { describe, expect, it } from 'vitest'
import { mdxElements } from '../../../templates/components/index.js'
import { RenderedFromString } from '../../../templates/components/rendered-from-string.js'
import { render, tag, tags } from './render.js'

const {
  a: A,
  img: Img,
  video: VideoElement,
  source: Source,
  iframe: IframeElement,
  details: Details,
  summary: Summary,
  table: Table,
  h1: H1,
  h2: H2,
  h6: H6
} = mdxElements

describe('a', () => {
  it('opens external links in a new tab without leaking the opener', () => {
    const { html } = render(<A href="https://github.com/the-guild-org">GitHub</A>)
    expect(tag(html, 'a').attrs).toMatchObject({ target: '_blank', rel: 'noopener noreferrer' })
    expect(html).toContain('<span class="gs-sr-only"> (opens in a new tab)</span>')
  })

  it('prefixes root-relative links with the base path and keeps them in the tab', () => {
    const link = tag(render(<A href="/docs/features">Features</A>, { basePath: '/graphql/mesh' }).html, 'a')
    expect(link.attrs).toEqual({ href: '/graphql/mesh/docs/features' })
  })

  it('leaves anchors, relative and mailto links alone', () => {
    for (const href of ['#setup', './cors', 'mailto:hi@the-guild.dev']) {
      expect(tag(render(<A href={href}>x</A>, { basePath: '/b' }).html, 'a').attrs).toEqual({ href })
    }
  })

  it('in MDX rendered from a string, resolves a relative link against the page’s route, as the browser does on Next’s site', () => {
    const at = (href: string, route: string) =>
      tag(
        render(
          <RenderedFromString.Provider value={true}>
            <A href={href}>x</A>
          </RenderedFromString.Provider>,
          { basePath: '/b', route }
        ).html,
        'a'
      ).attrs.href
    expect(at('./cors', '/docs/features')).toBe('/b/docs/cors')
    expect(at('../api?x=1#top', '/docs/features/handlers')).toBe('/b/docs/api?x=1#top')
    expect(at('cors', '/docs')).toBe('/b/cors')
    expect(at('#setup', '/docs')).toBe('#setup')
  })

  it('in a heading, opens in a new tab without the screen-reader note (the heading is the section name, as in Nextra)', () => {
    for (const html of [
      render(
        <H1>
          The <A href="https://nodejs.org">Node</A> guide
        </H1>
      ).html,
      render(
        <H2 id="with-http">
          With <A href="https://nodejs.org/api/http.html">http</A>
        </H2>
      ).html
    ]) {
      expect(tags(html, 'a')[0]!.attrs).toMatchObject({ target: '_blank', rel: 'noopener noreferrer' })
      expect(html).not.toContain('opens in a new tab')
    }
    expect(render(<H1 id="t">Title</H1>).html).toBe('<h1 id="t">Title</h1>')
  })

  it('respects an explicit target', () => {
    const { html } = render(
      <A href="https://x.dev" target="_self">
        x
      </A>
    )
    expect(tag(html, 'a').attrs.target).toBe('_self')
    expect(html).not.toContain('opens in a new tab')
  })
})

describe('media elements', () => {
  it('img follows the Image rules', () => {
    const { html, warnings } = render(<Img src="/a.png" alt="A" />, { basePath: '/b' })
    expect(tag(html, 'img').attrs.src).toBe('/b/a.png')
    expect(warnings).toEqual([])
    expect(render(<Img src="a.png" alt="" />).warnings).toHaveLength(1)
    expect(() => render(<Img alt="" />)).toThrow('Must provide `src` prop')
  })

  it('video accepts <source> children instead of src, typed from the extension', () => {
    const { html } = render(
      <VideoElement>
        <Source src="/clip.mov" />
      </VideoElement>,
      { basePath: '/b' }
    )
    expect(tag(html, 'source').attrs).toEqual({ src: '/b/clip.mov', type: 'video/quicktime' })
    expect(html).toContain('Your browser does not support HTML video.')
    expect(() => render(<Source />)).toThrow('Must provide `src` prop')
  })

  it('a picture’s <source srcSet> needs no src: its candidates get the base path and no video type is guessed', () => {
    const { html } = render(
      <picture>
        <Source srcSet="/mockup-dark.png, /mockup-dark@2x.png 2x" media="(prefers-color-scheme: dark)" />
        <Img src="/mockup-light.png" alt="" />
      </picture>,
      { basePath: '/b' }
    )
    expect(tag(html, 'source').attrs).toEqual({
      srcset: '/b/mockup-dark.png, /b/mockup-dark@2x.png 2x',
      media: '(prefers-color-scheme: dark)'
    })
    expect(() => render(<Source srcSet="" />)).toThrow('Must provide `src` prop')
  })

  it('iframe is titled as a video player', () => {
    expect(tag(render(<IframeElement src="https://x.dev" />).html, 'iframe').attrs.title).toBe('Video player')
  })
})

describe('details, table and headings', () => {
  it('details and summary get their classes and keep open', () => {
    const { html } = render(
      <Details open>
        <Summary>More</Summary>Body
      </Details>
    )
    expect(html).toBe('<details open="" class="gs-details"><summary class="gs-summary">More</summary>Body</details>')
  })

  it('wraps tables in a horizontally scrollable box', () => {
    expect(
      render(
        <Table>
          <tbody />
        </Table>
      ).html
    ).toBe('<div class="gs-table-scroll"><table class="gs-table"><tbody></tbody></table></div>')
  })

  it('keeps the heading id and appends a permalink', () => {
    expect(render(<H2 id="install">Install</H2>).html).toBe(
      '<h2 id="install">Install<a class="gs-anchor" href="#install" aria-label="Permalink">#</a></h2>'
    )
    expect(render(<H6 id="deep">Deep</H6>).html).toContain('href="#deep"')
  })

  it('adds no permalink to a heading without id', () => {
    expect(render(<H2>Plain</H2>).html).toBe('<h2>Plain</h2>')
  })
})
