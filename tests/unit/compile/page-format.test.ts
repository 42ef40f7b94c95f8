import { describe, expect, it } from 'vitest'
import { compileMdx, type CompileMdxOptions } from '../../../src/compile/compile-mdx.js'

// Which syntax a page compiles as (src/compile/page-format.ts): `.md` pages as MDX where the site says so
// (config `mdFormat: 'mdx'`: Nextra 2.0–2.2.10, Nextra 4.3+ with `mdxOptions.format: 'mdx'`), a page's front
// matter `mdxOptions.format` as Nextra 2 reads it, refused as Nextra 3 refuses it; a `.md` page MDX refuses
// is compiled as Markdown with a warning at MDX's error (Nextra's build fails there).
const compile = (source: string, extra: Partial<CompileMdxOptions> = {}) =>
  compileMdx({
    display: 'pages/page.md',
    path: '/site/pages/page.md',
    source,
    format: 'md',
    builtins: new Set(['Callout']),
    folderRoute: '/',
    staticContent: true,
    ...extra
  })

const text = (value: unknown) => JSON.stringify(value)
const PAGE = '# Sum\n\nTwo is {1 + 1}.\n\n<Callout>Read **this**</Callout>\n'

describe('the format of a page', () => {
  it('compiles a .md page as Markdown by default: braces are text, <Callout> an unknown element', async () => {
    const result = await compile(PAGE)
    expect(result.diagnostics).toEqual([])
    expect(text(result.staticContent)).toContain('Two is {1 + 1}.')
    expect(result.code ?? '').not.toContain('_components.Callout')
  })

  it('compiles it as MDX where the site says so: the expression runs, the callout is the component', async () => {
    const result = await compile(PAGE, { mdAsMdx: true })
    expect(result.diagnostics).toEqual([])
    expect(result.code).toContain('1 + 1')
    expect(result.code).toContain('Callout')
    expect(text(result.staticContent ?? '')).not.toContain('{1 + 1}')
  })

  it('compiles a .md page MDX refuses as Markdown, with a warning at the place MDX stopped, naming why', async () => {
    const result = await compile('# Notes\n\nText.\n\n<!-- a comment -->\n\nA {brace\n', { mdAsMdx: true })
    expect(result.diagnostics.map(d => [d.code, d.severity, d.file, d.line, d.column])).toEqual([
      ['MD_NOT_MDX', 'warning', 'pages/page.md', 5, 2]
    ])
    expect(result.diagnostics[0]!.message).toContain('to create a comment in MDX')
    expect(text(result.staticContent ?? result.code)).toContain('A {brace')
  })

  it('keeps a .md page without JSX or expressions as it was: the same output as Markdown, on the token path', async () => {
    const source = '# Guide\n\nSome *words* and a [link](/a).\n\n- one\n- two\n\n```js\nconst a = 1\n```\n'
    const asMarkdown = await compile(source)
    const asMdx = await compile(source, { mdAsMdx: true })
    expect(asMdx.code).toBeUndefined()
    expect(text(asMdx.staticContent)).toBe(text(asMarkdown.staticContent))
    expect(text(asMdx.searchSections)).toBe(text(asMarkdown.searchSections))
  })

  it("reads a page's front matter mdxOptions.format as Nextra 2 does, either way", async () => {
    const mdx = await compile(`---\nmdxOptions:\n  format: mdx\n---\n\n${PAGE}`, { frontMatterFormat: 'read' })
    expect(mdx.code).toContain('Callout')
    const md = await compile(`---\nmdxOptions:\n  format: md\n---\n\n${PAGE}`, {
      frontMatterFormat: 'read',
      mdAsMdx: true
    })
    expect(text(md.staticContent)).toContain('Two is {1 + 1}.')
    const detect = await compileMdx({
      display: 'pages/b.mdx',
      path: '/site/pages/b.mdx',
      source: `---\nmdxOptions:\n  format: detect\n---\n\n${PAGE}`,
      format: 'mdx',
      builtins: new Set(['Callout']),
      frontMatterFormat: 'read'
    })
    expect(detect.code).toContain('Callout')
  })

  it('warns at a front matter mdxOptions where Nextra 3 refuses the page, and ignores it', async () => {
    const result = await compile(`---\ntitle: A\nmdxOptions:\n  format: mdx\n---\n\n${PAGE}`, {
      frontMatterFormat: 'refused'
    })
    expect(result.diagnostics.map(d => [d.code, d.line, d.column])).toEqual([['FRONT_MATTER_IGNORED', 3, 1]])
    expect(text(result.staticContent)).toContain('Two is {1 + 1}.')
    // (Nextra 4 ignores it without a word.)
    const ignored = await compile(`---\nmdxOptions:\n  format: mdx\n---\n\n${PAGE}`)
    expect(ignored.diagnostics).toEqual([])
    expect(text(ignored.staticContent)).toContain('Two is {1 + 1}.')
  })
})
