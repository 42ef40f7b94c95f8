import { describe, expect, it } from 'vitest'
import { compileMdx } from '../../../src/compile/compile-mdx.js'

const compile = (source: string, format: 'md' | 'mdx' = 'mdx') =>
  compileMdx({
    display: 'page.mdx',
    path: '/site/pages/page.mdx',
    source,
    format,
    builtins: new Set(['Callout']),
    folderRoute: '/',
    staticContent: true
  })

const text = (value: unknown) => JSON.stringify(value)

describe('front matter in scope', () => {
  it('reads of a text keep the static-content fast path, and the words reach the TOC and the search text', async () => {
    const result = await compile(
      '---\ntitle: Hive Gateway\ndescription: A federation gateway\n---\n\n# {frontMatter.title}\n\nIt is {metadata.description}.\n'
    )
    expect(result.diagnostics).toEqual([])
    expect(result.code).toBeUndefined()
    expect(result.staticContent).toBeDefined()
    expect(text(result.staticContent)).toContain('It is A federation gateway.')
    expect(result.toc).toEqual([{ id: 'hive-gateway', value: 'Hive Gateway', depth: 1 }])
    expect(text(result.searchSections)).toContain('A federation gateway')
    expect(text(result.searchSections)).toContain('Hive Gateway')
  })

  it('gives other uses the objects as exports of the module (Nextra 2/3 `frontMatter`, Nextra 4 `metadata`)', async () => {
    const result = await compile(
      '---\ntags: [a, b]\n---\n\n# Tags\n\n{frontMatter.tags.length} {metadata.tags.join("+")}\n'
    )
    expect(result.diagnostics).toEqual([])
    expect(result.code).toContain('export const frontMatter')
    expect(result.code).toContain('export const metadata')
    expect(result.code).toMatch(/"tags":\s*\[\s*"a",\s*"b"\s*\]/)
  })

  it('leaves a page that declares the name itself alone', async () => {
    const result = await compile("export const metadata = { title: 'Own' }\n\n# {metadata.title}\n")
    expect(result.diagnostics).toEqual([])
    expect(result.code?.match(/export const metadata/g)).toHaveLength(1)
    expect(result.code).toContain("title: 'Own'")
  })

  it('adds nothing to a page that never names them', async () => {
    const result = await compile('---\ntitle: X\n---\n\n# Plain {1 + 1}\n')
    expect(result.code).not.toContain('frontMatter')
  })

  it('renders nothing for a key the front matter lacks, as React renders undefined', async () => {
    const result = await compile('---\ntitle: X\n---\n\n[{frontMatter.nope}]\n')
    expect(result.staticContent).toBeDefined()
    expect(text(result.staticContent)).toContain('"value":"[]"')
  })
})
