import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { createProcessor } from '@mdx-js/mdx'
import fg from 'fast-glob'
import remarkFrontmatter from 'remark-frontmatter'
import remarkGfm from 'remark-gfm'
import { VFile } from 'vfile'
import { describe, expect, it } from 'vitest'
import { fastParseExplained } from '../../src/compile/fast-parse/index.js'
import { benchCorpus } from '../helpers/bench-corpus.js'

/**
 * fastParse must return exactly the tree compileMdx's `processor.parse` builds — every node, field
 * and position (start and end line, column and offset of every node, inline ones included; ESTree
 * programs of expressions and ESM with their positions) — or decline. Each corpus reports how much
 * it accepted; the generated bench corpus must be ≥ 95 % accepted.
 */

const processors = {
  md: createProcessor({ format: 'md', remarkPlugins: [[remarkFrontmatter, ['yaml']], remarkGfm] }),
  mdx: createProcessor({ format: 'mdx', remarkPlugins: [[remarkFrontmatter, ['yaml']], remarkGfm] })
}
const micromarkParse = (source: string, format: 'md' | 'mdx') =>
  processors[format].parse(new VFile({ path: `page.${format}`, value: source }))
/** Plain data: acorn's node classes become objects, undefined fields disappear. Positions stay. */
const plain = (tree: unknown) => JSON.parse(JSON.stringify(tree))

const root = join(import.meta.dirname, '../..')
const sharedCorpus = join(root, 'tests/fixtures/corpus')
// 100 pages: the generator varies a page's structure with its index modulo 5 and 7 (callouts, tabs),
// so every kind of page is there three times; its other text is random words.
const bench = benchCorpus(100)

const formatOf = (file: string) => (file.endsWith('.mdx') ? 'mdx' : 'md')

/** Compares every accepted page with micromark's tree; returns the acceptance rate. */
function checkCorpus(name: string, files: string[]): number {
  let accepted = 0
  const reasons = new Map<string, number>()
  for (const file of files) {
    const source = readFileSync(file, 'utf8')
    const format = formatOf(file)
    const result = fastParseExplained(source, format)
    if (!result.tree) {
      reasons.set(result.reason, (reasons.get(result.reason) ?? 0) + 1)
      continue
    }
    accepted++
    expect(plain(result.tree), file).toEqual(plain(micromarkParse(source, format)))
  }
  const rate = files.length ? accepted / files.length : 1
  console.log(
    `fast-parse ${name}: ${accepted}/${files.length} accepted (${(rate * 100).toFixed(1)} %)`,
    Object.fromEntries(reasons)
  )
  return rate
}

describe('fastParse builds micromark’s tree', () => {
  it('on the generated bench corpus (≥ 95 % accepted)', () => {
    const files = fg.sync('pages/**/*.mdx', { cwd: bench.dir, absolute: true })
    expect(files.length).toBeGreaterThanOrEqual(100)
    expect(checkCorpus('bench corpus', files)).toBeGreaterThanOrEqual(0.95)
  })

  it('on example-content', () => {
    checkCorpus('example-content', fg.sync('example-content/**/*.{md,mdx}', { cwd: root, absolute: true }))
  })

  it('on the real Nextra corpus (tests/fixtures/corpus)', () => {
    checkCorpus('shared corpus', fg.sync('**/*.{md,mdx}', { cwd: sharedCorpus, absolute: true }))
  })

  it('on the golden compile fixtures', () => {
    checkCorpus('golden fixtures', fg.sync('tests/golden/compile/*/input.{md,mdx}', { cwd: root, absolute: true }))
  })

  it('on hand-written edge cases', () => {
    const cases: [string, 'md' | 'mdx'][] = [
      ['---\na: 1\n---\n\n# Hi *there*  \n\nSome `code` and [link](/a#b "t") text  \nnext\\\nline \n  cont\n', 'mdx'],
      [
        '- a\n- [ ] b\n\n  para\n\n1. x\n\n> quote\n> [here](./x)\n\n---\n\n```ts filename="x"  \nconst a\n```  \n',
        'mdx'
      ],
      ['| a | b |\n| --- | :-: |\n| `c` | d |\n\n<Callout type="info">\nHello.\n</Callout>\n', 'mdx'],
      [
        "<Tabs items={['npm', 'pnpm']}>\n  <Tabs.Tab>npm install graphql</Tabs.Tab>\n  <Tabs.Tab>pnpm add graphql</Tabs.Tab>\n</Tabs>\n\npara\n<Callout>\nx\n</Callout>\n",
        'mdx'
      ],
      [
        "import { Callout } from '@theguild/components'\nimport a from 'b'\n\nexport const x = {\n\n  a: 1 }\n\n# Hi\n",
        'mdx'
      ],
      [
        'Setext\n===\n\n**strong** and _em_ and ![alt *x*](/i.png "t") \\* &amp; &#35;\n\n- a\n\n- b\n  - c\n\n  - d\n',
        'md'
      ]
    ]
    for (const [source, format] of cases) {
      const result = fastParseExplained(source, format)
      expect(result.reason, source).toBeUndefined()
      expect(plain(result.tree), source).toEqual(plain(micromarkParse(source, format)))
    }
  })

  it('declines what it does not reproduce', () => {
    for (const source of [
      'a {b}',
      'a <b>c</b>',
      'see https://example.com',
      'a ~~b~~',
      'x[^1]\n\n[^1]: y',
      '[a]\n\n[a]: /b',
      '    code\n',
      'a\r\nb'
    ]) {
      expect(fastParseExplained(source, 'mdx').tree, source).toBeUndefined()
    }
    expect(fastParseExplained('<div>\nx\n</div>\n', 'md').tree).toBeUndefined()
  })

  it('is faster than micromark on the bench corpus', () => {
    const sources = fg
      .sync('pages/**/*.mdx', { cwd: bench.dir, absolute: true })
      // 60 pages: micromark takes 25-60 times as long a page here, so the median of 60 is far from a tie.
      .slice(0, 60)
      .map(file => readFileSync(file, 'utf8'))
    const median = (parse: (source: string) => unknown) => {
      for (const source of sources.slice(0, 20)) parse(source)
      const times = sources.map(source => {
        const start = performance.now()
        parse(source)
        return performance.now() - start
      })
      return times.sort((a, b) => a - b)[times.length >> 1]
    }
    const micromark = median(source => micromarkParse(source, 'mdx'))
    const fast = median(source => fastParseExplained(source, 'mdx'))
    console.log(
      `fast-parse timing (median per page over ${sources.length} pages): fastParse ${fast.toFixed(2)} ms, processor.parse ${micromark.toFixed(2)} ms (${(micromark / fast).toFixed(1)}×)`
    )
    expect(fast).toBeLessThan(micromark)
  })
})
