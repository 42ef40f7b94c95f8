import { describe, expect, it } from 'vitest'
import { compileMdx } from '../../../src/compile/compile-mdx.js'
import { staticContentModule } from '../../../src/render/self-contained.js'
import { render } from '../components/render.js'

// Differences from Nextra's own build of real websites (kamilkisiela/apollo-angular, ardatan/graphql-tools),
// found page by page beside `next build` and mended; each case is what one of those pages shows.

const compile = (source: string) =>
  compileMdx({
    display: 'page.mdx',
    path: '/site/pages/page.mdx',
    source,
    format: 'mdx',
    builtins: new Set(['Callout']),
    folderRoute: '/',
    staticContent: true
  })

describe('heading ids as Nextra gives them', () => {
  it('an h2 with the words of the page title keeps the plain slug: links to #server-side-rendering reach it', async () => {
    const result = await compile(
      '# Server Side Rendering\n\n## Creating a Client\n\n## Server-Side Rendering\n\n## Example\n'
    )
    expect(result.toc.map(h => [h.depth, h.id])).toEqual([
      [1, 'server-side-rendering-1'],
      [2, 'creating-a-client'],
      [2, 'server-side-rendering'],
      [2, 'example']
    ])
  })

  it('a title that no other heading repeats keeps its own slug, and custom ids still come first', async () => {
    const result = await compile('# Setup\n\n## Install [#setup]\n\n## Usage\n')
    expect(result.toc.map(h => h.id)).toEqual(['setup-1', 'setup', 'usage'])
    expect((await compile('# Getting Started\n\n## Install\n')).toc.map(h => h.id)).toEqual([
      'getting-started',
      'install'
    ])
  })
})

describe('GitHub alerts as Nextra 4 draws them', () => {
  it('opens the callout with the alert name in bold, in .mdx and .md pages alike (graphql-eslint /docs/usage)', async () => {
    for (const format of ['mdx', 'md'] as const) {
      const compiled = await compileMdx({
        display: `page.${format}`,
        path: `/site/pages/page.${format}`,
        source: '> [!NOTE]\n>\n> Check out the example.\n\n> [!CAUTION]\n> Careful.\n',
        format,
        builtins: new Set(['Callout']),
        folderRoute: '/',
        staticContent: true
      })
      const Content = staticContentModule(compiled.staticContent!).default
      const { html } = render(<Content />)
      const callouts = html.split('class="gs-callout"').slice(1)
      expect(callouts.length, format).toBe(2)
      expect(callouts[0], format).toMatch(/<b>Note<\/b><p>Check out the example\.<\/p>/)
      expect(callouts[1], format).toMatch(/<b>Caution<\/b><p>Careful\.<\/p>/)
      expect(html, format).not.toContain('[!')
    }
  })
})

// aidenybai/million (Nextra 2): rehype-pretty-code's inline code language, `` `mount(){:jsx}` ``.
describe('inline code with a `{:lang}` suffix, as rehype-pretty-code reads it', () => {
  it('shows the code without its suffix, in headings too, whose ids keep the words as written', async () => {
    for (const format of ['mdx', 'md'] as const) {
      const compiled = await compileMdx({
        display: `page.${format}`,
        path: `/site/pages/page.${format}`,
        source:
          '# Behind `block(){:jsx}`\n\nCall `mount(el){:js}`, the token `null{:.constant}`, `a{:nolang}`, `{:jsx}` and `b\\{:js}`.\n',
        format,
        builtins: new Set(),
        folderRoute: '/',
        staticContent: true
      })
      const Content = staticContentModule(compiled.staticContent!).default
      const { html } = render(<Content />)
      expect(html, format).toMatch(
        /<h1[^>]*id="behind-blockjsx"[^>]*>Behind <code[^>]*data-language="jsx"[^>]*>block\(\)<\/code><\/h1>/
      )
      expect(html, format).toMatch(/<code[^>]*data-language="js"[^>]*>mount\(el\)<\/code>/)
      // A token colour is no language; an unknown language goes too (plain text there), a bare suffix
      // leaves empty code, and an escaped one stays as written, without its backslash (rehype-pretty-code 0.14).
      expect(html, format).toMatch(/<code[^>]*>null<\/code>/)
      expect(html, format).toMatch(/<code[^>]*data-language="nolang"[^>]*>a<\/code>/)
      expect(html, format).toMatch(/<code[^>]*data-language="jsx"[^>]*><\/code>/)
      expect(html, format).toContain('>b{:js}</code>')
    }
  })
})
