import { describe, expect, it } from 'vitest'
import { compileMdx } from '../../../src/compile/compile-mdx.js'

const compile = (source: string, format: 'md' | 'mdx' = 'mdx') =>
  compileMdx({
    display: 'page.mdx',
    path: '/site/pages/page.mdx',
    source,
    format,
    builtins: new Set(),
    folderRoute: '/'
  })

const warnings = async (source: string, format?: 'md' | 'mdx') =>
  (await compile(source, format)).diagnostics
    .filter(d => d.code === 'JAVASCRIPT_URL')
    .map(d => `${d.severity} ${d.line}:${d.column} ${d.message}`)

describe('javascript: URLs are a warning at their line (issue 37 item 6)', () => {
  it('in Markdown links, link definitions and JSX hrefs, however the scheme is written', async () => {
    const source = [
      '# Links',
      '',
      'A [link](javascript:alert(1)) and [another][ref].',
      '',
      '<a href="JavaScript:void(0)">JSX</a>',
      '',
      '[ref]: javascript:run()',
      ''
    ].join('\n')
    expect(await warnings(source)).toEqual([
      'warning 3:3 Link to a javascript: URL: React renders it inert, so it does nothing when clicked',
      'warning 5:1 Link to a javascript: URL: React renders it inert, so it does nothing when clicked',
      'warning 7:1 Link to a javascript: URL: React renders it inert, so it does nothing when clicked'
    ])
    expect(await warnings('A [link](javascript:alert(1)).\n', 'md')).toHaveLength(1)
  })

  it('not for other links, nor for text that mentions the scheme', async () => {
    expect(
      await warnings('[a](https://example.com) [b](/javascript:x) [c](./javascript) `javascript:x` javascript: text\n')
    ).toEqual([])
  })
})
