import { createProcessor } from '@mdx-js/mdx'
import fc from 'fast-check'
import remarkFrontmatter from 'remark-frontmatter'
import remarkGfm from 'remark-gfm'
import { VFile } from 'vfile'
import { describe, expect, it } from 'vitest'
import { fastParseExplained } from '../../src/compile/fast-parse/index.js'
import { fuzzParameters, testTimeout } from '../fuzz/fuzz-settings.js'

/**
 * Random documents from Markdown building blocks (headings, paragraphs with emphasis, links and
 * code, nested lists, tables, fences, block quotes, JSX flow tags, stray punctuation): whenever
 * fastParse accepts one, its tree — positions included — is micromark's. `FUZZ_RUNS` scales it.
 */

const processors = {
  md: createProcessor({ format: 'md', remarkPlugins: [[remarkFrontmatter, ['yaml']], remarkGfm] }),
  mdx: createProcessor({ format: 'mdx', remarkPlugins: [[remarkFrontmatter, ['yaml']], remarkGfm] })
}
const plain = (tree: unknown) => JSON.parse(JSON.stringify(tree))

const word = fc.constantFrom(
  'graphql',
  'yoga',
  'Schema',
  'a',
  'x1',
  'é',
  'foo_bar',
  'snake_case',
  '3.5',
  'it’s',
  'HTTP'
)
const punctuation = fc.constantFrom(
  '*',
  '_',
  '**',
  '__',
  '`',
  '[',
  ']',
  '(',
  ')',
  '!',
  '\\',
  '&',
  '#',
  '-',
  '+',
  '.',
  ':',
  '|',
  '>',
  '"',
  "'",
  '=',
  '&amp;',
  '&#35;',
  '&copy',
  '\\*',
  '\\_',
  '\\[',
  '  \n',
  '\n',
  ' \n',
  '\\\n',
  '\n  '
)
const inlinePiece = fc.oneof(
  { weight: 6, arbitrary: word },
  { weight: 3, arbitrary: fc.constant(' ') },
  { weight: 2, arbitrary: punctuation },
  { weight: 1, arbitrary: word.map(w => `*${w}*`) },
  { weight: 1, arbitrary: word.map(w => `**${w}**`) },
  { weight: 1, arbitrary: word.map(w => `_${w} ${w}_`) },
  { weight: 1, arbitrary: word.map(w => `\`${w}\``) },
  { weight: 1, arbitrary: word.map(() => `\`\` a\`b \`\``) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        word,
        fc.constantFrom('/a', './b#c', '/x y', '<./z w>', '/p "title"', "/q 'it'", '/r ""', '/s (t)', '#h', '/\\(e\\)')
      )
      .map(([w, url]) => `[${w}](${url})`)
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(word, fc.constantFrom('/i.png', '/i.png "t"', './j.svg'))
      .map(([w, url]) => `![${w} *${w}*](${url})`)
  }
)
// Mostly space-separated pieces (glued ones make intraword delimiter runs, which are declined).
const inline = fc.array(fc.tuple(inlinePiece, fc.constantFrom(' ', ' ', ' ', '')), { minLength: 1, maxLength: 12 }).map(
  parts =>
    parts
      .flat()
      .join('')
      .replace(/^\s+|\s+$/g, '') || 'text'
)
const line = inline.map(text => text.replace(/\n/g, ' '))

const indent = (text: string, by: string) =>
  text
    .split('\n')
    .map((l, i) => (i === 0 || l === '' ? l : by + l))
    .join('\n')

const leaf = fc.oneof(
  { weight: 4, arbitrary: inline },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.integer({ min: 1, max: 3 }), line, fc.constantFrom('', '  ', ' #'))
      .map(([depth, text, tail]) => `${'#'.repeat(depth)} ${text}${tail}`)
  },
  { weight: 1, arbitrary: fc.tuple(line, fc.constantFrom('===', '---')).map(([text, rule]) => `${text}\n${rule}`) },
  { weight: 1, arbitrary: fc.constantFrom('---', '***', '- - -') },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.constantFrom('```', '~~~', '````'),
        fc.constantFrom('', 'ts', 'ts filename="a.ts"', 'bash  ', 'js {1,3}'),
        fc.constantFrom('const a = 1', 'a\n\n  b', '', '<Tabs>{x}</Tabs>')
      )
      .map(([fence, info, body]) => `${fence}${info}\n${body}${body ? '\n' : ''}${fence}`)
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(line, line, fc.constantFrom('---', ':--', '--:', ':-:'))
      .map(
        ([a, b, align]) =>
          `| ${a.replace(/\|/g, '')} | b |\n| ${align} | --- |\n| ${b.replace(/\|/g, '')} | \`c\` |\n|  | x |`
      )
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '<Callout type="info">',
      '</Callout>',
      "<Tabs items={['npm', 'pnpm']}>",
      '</Tabs>',
      '<Tabs.Tab>npm i graphql</Tabs.Tab>',
      '<Steps />',
      '<Card title="A" href="/b" arrow />',
      '<Cards num={2}>',
      '</Cards>'
    )
  }
)

const block: fc.Memo<string> = fc.memo(depth =>
  depth <= 1
    ? leaf
    : fc.oneof(
        { weight: 3, arbitrary: leaf },
        {
          weight: 1,
          arbitrary: fc
            .tuple(
              fc.constantFrom('- ', '* ', '1. ', '3) ', '- [ ] ', '- [x] '),
              fc.array(
                fc.tuple(fc.array(block(depth - 1), { minLength: 1, maxLength: 2 }), fc.constantFrom('\n', '\n\n')),
                { minLength: 1, maxLength: 3 }
              )
            )
            .map(([marker, items]) =>
              items
                .map(([children, gap], index) => {
                  const itemMarker = /^\d/.test(marker) ? `${index + 1}${marker.slice(1)}` : marker
                  const pad = ' '.repeat(itemMarker.replace(/\[.\] $/, '').length)
                  return itemMarker + indent(children.join('\n\n'), pad) + gap
                })
                .join('')
                .trimEnd()
            )
        },
        {
          weight: 1,
          arbitrary: fc.array(block(depth - 1), { minLength: 1, maxLength: 2 }).map(children =>
            children
              .join('\n\n')
              .split('\n')
              .map(l => (l ? `> ${l}` : '>'))
              .join('\n')
          )
        }
      )
)

const document = fc
  .tuple(
    fc.constantFrom('', '---\ntitle: T\n---\n\n', "import { Callout } from '@theguild/components'\n\n"),
    fc.array(fc.tuple(block(3), fc.constantFrom('\n', '\n\n', '\n\n\n')), { minLength: 1, maxLength: 6 }),
    fc.constantFrom('mdx', 'md') as fc.Arbitrary<'md' | 'mdx'>
  )
  .map(([head, blocks, format]) => ({ source: head + blocks.map(([text, gap]) => text + gap).join(''), format }))

describe('fastParse on random documents', () => {
  it(
    'accepted ⇒ the same tree as micromark, positions included',
    () => {
      let accepted = 0
      const reasons = new Map<string, number>()
      fc.assert(
        fc.property(document, ({ source, format }) => {
          const result = fastParseExplained(source, format)
          if (!result.tree) {
            reasons.set(result.reason, (reasons.get(result.reason) ?? 0) + 1)
            return
          }
          accepted++
          let expected: unknown
          try {
            expected = processors[format].parse(new VFile({ path: `page.${format}`, value: source }))
          } catch (error) {
            throw new Error(`accepted a page micromark rejects: ${String(error)}`, { cause: error })
          }
          expect(plain(result.tree)).toEqual(plain(expected))
        }),
        fuzzParameters()
      )
      console.log(
        `fast-parse property: ${accepted} of the generated documents accepted; declined:`,
        Object.fromEntries(reasons)
      )
      expect(accepted).toBeGreaterThan(0)
    },
    testTimeout()
  )
})
