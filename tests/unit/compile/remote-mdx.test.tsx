import type { ComponentType } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { buildDynamicMDX, compileMdx, remarkLinkRewrite } from '../../../src/compile/remote-mdx.js'
import { evaluate } from '../../../templates/data.js'

const render = (code: string, scope?: Record<string, unknown>) => {
  const Content = evaluate(code, undefined, scope).default as ComponentType
  return renderToStaticMarkup(<Content />)
}

describe('compileMdx at build time (nextra/compile, nextra/remote)', () => {
  it('compiles to a function body without imports, usable as Nextra 4 code or a Nextra 3 result', async () => {
    const compiled = await compileMdx(
      '---\ntitle: From README\n---\n\n# Heading\n\n![logo](./logo.png) and <Callout>note</Callout> {answer}\n'
    )
    expect(String(compiled)).toBe(compiled.result)
    expect(compiled.result).not.toMatch(/^\s*import\b|\bimport\s*\(/m)
    expect(compiled.frontMatter).toEqual({ title: 'From README' })
    expect(compiled.title).toBe('From README')
    expect(compiled.headings).toEqual([{ id: 'heading', value: 'Heading', depth: 1 }])
    const html = render(compiled.result, { answer: 42 })
    expect(html).toContain('src="./logo.png"')
    expect(html).toContain('class="gs-callout"')
    expect(html).toContain('42')
  })

  it('reads a README that is not valid MDX as Markdown, unless MDX is asked for', async () => {
    const readme = 'Line one<br>\n<!-- a comment -->\n\nA { brace\n'
    expect(render((await compileMdx(readme)).result)).toContain('A { brace')
    await expect(compileMdx(readme, { mdxOptions: { format: 'mdx' } })).rejects.toThrow(/^compileMdx: /)
  })

  it("applies Nextra's remarkLinkRewrite given in mdxOptions.remarkPlugins (remote versioned docs), and only it", async () => {
    const source = '[Install](/docs/install) [Home](/docs) [Other](/blog/x) [Ext](https://x.dev/docs/a)\n'
    const siteOwn = () => () => {
      throw new Error('a site plugin is not run')
    }
    const compiled = await compileMdx(source, {
      mdxOptions: {
        remarkPlugins: [
          siteOwn,
          [remarkLinkRewrite, { pattern: /^\/docs(\/.*)?$/, replace: '/v2$1' }],
          [remarkLinkRewrite, { pattern: 'x.dev', replace: 'y.dev', excludeExternalLinks: true }]
        ]
      }
    })
    const html = render(compiled.result)
    expect(html).toContain('href="/v2/install"')
    expect(html).toContain('href="/v2"')
    expect(html).toContain('href="/blog/x"')
    expect(html).toContain('href="https://x.dev/docs/a"')
    // Without it, links stay as written.
    expect(render((await compileMdx(source)).result)).toContain('href="/docs/install"')
  })

  it('gives buildDynamicMDX the page props RemoteContent reads', async () => {
    const props = await buildDynamicMDX('# Title\n\nText\n')
    expect(Object.keys(props).sort()).toEqual(['__nextra_dynamic_mdx', '__nextra_dynamic_opts'])
    expect(props.__nextra_dynamic_opts).toEqual({
      frontMatter: {},
      headings: [{ id: 'title', value: 'Title', depth: 1 }],
      title: 'Title'
    })
    expect(render(props.__nextra_dynamic_mdx)).toMatch(/<h1 id="title" data-md="">Title<\/h1>/)
  })
})
