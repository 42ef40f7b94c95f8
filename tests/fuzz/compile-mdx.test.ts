import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import { BUILTIN_COMPONENTS } from '../../templates/mdx-provider.js'
import { compileMdx } from '../../src/compile/compile-mdx.js'
import { fuzzParameters, mutated, noise, testTimeout, withinLimit } from './fuzz-settings.js'

/**
 * Mutated MDX and Markdown never crash the compile stage: every outcome is a module or diagnostics
 * (an error when there is no module), each within the time limit.
 */

const SEEDS = [
  '---\ntitle: Guide\n---\n\n# Guide\n\nSome *text* with `code` and a [link](./other#anchor).\n',
  'import { Callout } from \'@theguild/components\'\nexport const meta = { a: 1 }\n\n# Title\n\n<Callout type="info">\n  Hello {meta.a}\n</Callout>\n',
  '## Steps\n\n<Steps>\n### One\nText\n### Two\n</Steps>\n\n<Tabs items={["npm", "yarn"]}>\n  <Tabs.Tab>a</Tabs.Tab>\n  <Tabs.Tab>b</Tabs.Tab>\n</Tabs>\n',
  '```ts filename="a.ts" {1,3-4} /word/ showLineNumbers\nconst word = 1\nlet x = word\n```\n\n```sh npm2yarn\nnpm install graphql-yoga\n```\n',
  '| a | b |\n|---|---|\n| 1 | 2 |\n\n- [ ] task\n- [x] done\n\n> [!WARNING]\n> Careful.\n\nFootnote[^1].\n\n[^1]: Note.\n',
  '# Heading [#custom-id]\n\n<details>\n<summary>More</summary>\n\nHidden *text*.\n\n</details>\n\n<!-- comment -->\n\n{/* jsx comment */}\n',
  '<div onClick={() => alert(1)} style={{ color: "red" }}>\n  {[1, 2].map(n => <span key={n}>{n}</span>)}\n</div>\n\n$$\nx\n$$\n',
  '```mermaid\ngraph TD; A-->B\n```\n\n<img src="/a.png" alt="a" />\n\n<Image src="./local.png" />\n\n<Video src="" />\n'
]

const builtins = new Set(Object.keys(BUILTIN_COMPONENTS))

async function compileChecked(source: string, format: 'md' | 'mdx') {
  const result = await withinLimit(() =>
    compileMdx({
      display: `pages/fuzz.${format}`,
      path: `/site/pages/fuzz.${format}`,
      source,
      format,
      builtins,
      folderRoute: '/'
    })
  )
  expect(Array.isArray(result.diagnostics)).toBe(true)
  for (const d of result.diagnostics) {
    expect(typeof d.message).toBe('string')
    expect(d.file).toBe(`pages/fuzz.${format}`)
    if (d.line !== undefined) expect(d.line).toBeGreaterThanOrEqual(1)
  }
  // No module means the author is told why.
  if (result.code === undefined) expect(result.diagnostics.some(d => d.severity === 'error')).toBe(true)
}

describe('fuzz: compileMdx', () => {
  // Shiki loads its themes and grammars on first use (seconds on a busy machine): a one-time cost of
  // the process, not of any input, so it is paid before the clock starts.
  beforeAll(async () => {
    for (const source of SEEDS)
      for (const format of ['md', 'mdx'] as const)
        await compileMdx({ display: 'warm-up', path: '/warm-up', source, format, builtins })
  }, 300_000)

  for (const format of ['mdx', 'md'] as const) {
    it(
      `mutated ${format} pages`,
      async () => {
        await fc.assert(
          fc.asyncProperty(mutated(SEEDS), source => compileChecked(source, format)),
          fuzzParameters()
        )
      },
      testTimeout(1_000)
    )

    it(
      `${format} noise`,
      async () => {
        await fc.assert(
          fc.asyncProperty(noise, source => compileChecked(source, format)),
          fuzzParameters()
        )
      },
      testTimeout(1_000)
    )
  }

  it('regressions found by fuzzing compile or become diagnostics', async () => {
    // `{((a))}`: MDX removed only one level of parentheses and its code generator threw outside
    // every try/catch, killing the process.
    const parens = await compileMdx({
      display: 'p.mdx',
      path: '/p.mdx',
      source: 'Value {((1 + 2))}\n',
      format: 'mdx',
      builtins
    })
    expect(parens.diagnostics).toEqual([])
    expect(parens.code).toContain('1 + 2')
    // Nesting that the parser cannot survive is refused with a position instead of hanging for minutes.
    const deep = await compileMdx({
      display: 'd.md',
      path: '/d.md',
      source: '> '.repeat(150) + 'deep\n',
      format: 'md',
      builtins
    })
    expect(deep.diagnostics.map(d => [d.code, d.line])).toEqual([['CONTENT_TOO_DEEP', 1]])
    // Issue 23's long run: 3,000 list markers on one line (13 s of CPU) count as 3,000 levels...
    const markers = await withinLimit(() =>
      compileMdx({
        display: 'm.md',
        path: '/m.md',
        source: '# M\n\n' + '- '.repeat(3000) + 'core\n',
        format: 'md',
        builtins
      })
    )
    expect(markers.diagnostics.map(d => [d.code, d.line])).toEqual([['CONTENT_TOO_DEEP', 3]])
    // ...while a thematic break written with spaces is no list at all.
    const rule = await compileMdx({
      display: 'r.md',
      path: '/r.md',
      source: '# R\n\n' + '- '.repeat(150) + '\n\nAfter.\n',
      format: 'md',
      builtins
    })
    expect(rule.diagnostics).toEqual([])
    expect(rule.code ?? JSON.stringify(rule.staticContent)).toContain('hr')
    // 3,000 nested braces (8 s of CPU) are refused at the 101st.
    const braces = await withinLimit(() =>
      compileMdx({
        display: 'b.mdx',
        path: '/b.mdx',
        source: '# B\n\n' + '{['.repeat(3000) + ']}'.repeat(3000) + '\n',
        format: 'mdx',
        builtins
      })
    )
    expect(braces.diagnostics.map(d => [d.code, d.line, d.column])).toEqual([['CONTENT_TOO_DEEP', 3, 201]])
    // A line separator (U+2028) in a relative link's fragment crashed the link resolver (a regex `.`).
    const separator = await compileMdx({
      display: 's.mdx',
      path: '/s.mdx',
      source: '# S\n\n[l](./b#m\u2028e)\n',
      format: 'mdx',
      builtins,
      folderRoute: '/'
    })
    expect(separator.diagnostics).toEqual([])
    expect(separator.links.map(link => link.url)).toEqual(['/b#m\u2028e'])
  })
})
