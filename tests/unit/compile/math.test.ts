import { describe, expect, it } from 'vitest'
import { compileMdx } from '../../../src/compile/compile-mdx.js'

const compile = (source: string, latex = true) =>
  compileMdx({
    display: 'page.mdx',
    path: '/site/pages/page.mdx',
    source,
    format: 'mdx',
    builtins: new Set(),
    folderRoute: '/',
    staticContent: true,
    latex
  })
const text = (value: unknown) => JSON.stringify(value)

describe('math (config latex)', () => {
  it('is off by default: $…$ stays text', async () => {
    const result = await compile('Area $a^2$.\n', false)
    expect(text(result.staticContent)).toContain('Area $a^2$.')
  })

  it('a formula KaTeX cannot set is a MATH_ERROR warning at its line, shown as its source', async () => {
    const result = await compile('# T\n\nFine $x$ and broken $\\frac{1}$ here.\n')
    expect(result.diagnostics.map(d => [d.code, d.severity, d.line])).toEqual([['MATH_ERROR', 'warning', 3]])
    expect(text(result.staticContent)).toContain('katex-error')
  })

  it('braces inside math are TeX, not MDX expressions', async () => {
    const result = await compile('$\\frac{a}{b}$ and $$\\sqrt{x}$$\n')
    expect(result.diagnostics).toEqual([])
    expect(text(result.staticContent)).toContain('\\\\frac{a}{b}')
  })
})
