import type { Root } from 'hast'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import rehypeRaw from 'rehype-raw'
import remarkFrontmatter from 'remark-frontmatter'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import remarkRehype, { type Options as RemarkRehypeOptions } from 'remark-rehype'
import { unified } from 'unified'
import { VFile } from 'vfile'
import { describe, expect, it } from 'vitest'
import { rehypeRawWhenNeeded } from '../../../src/compile/rehype-raw-when-needed.js'
import { remarkGithubAlerts } from '../../../src/compile/remark-github-alerts.js'
import { REPO } from '../../helpers/cli.js'

/**
 * A `.md` page without raw HTML skips rehype-raw's parse5 round trip; its tree must come out exactly
 * as the round trip gives it, for every CommonMark example, every `.md` golden input and the cases below.
 */
const PASS_THROUGH = ['mdxFlowExpression', 'mdxJsxFlowElement', 'mdxJsxTextElement', 'mdxTextExpression', 'mdxjsEsm']

const { examples } = JSON.parse(readFileSync(join(REPO, 'tests/fixtures/commonmark/spec-0.31.2.json'), 'utf8')) as {
  examples: { number: number; markdown: string }[]
}
const GOLDEN = join(REPO, 'tests/golden/compile')
const goldens = readdirSync(GOLDEN)
  .filter(name => existsSync(join(GOLDEN, name, 'input.md')))
  .map(name => readFileSync(join(GOLDEN, name, 'input.md'), 'utf8'))

const WRITTEN = [
  '```ts\n\n\nconst a = 1\n```\n\n```\n```\n\nafter an empty fence\n',
  '    \n    indented, after a blank line\n\n```\n\n```\n',
  'Text[^1] and ~~gone~~.\n\n[^1]: A note.\n\n- [x] done\n- [ ] open\n',
  '| a | b |\n| :- | -: |\n| `x` | **y** |\n',
  '> [!NOTE]\n> An alert with\n>\n> ```sh\n>\n> npm i\n> ```\n',
  'Line one  \nline two\\\nthree &amp; &copy; `code`\n'
]

function hast(markdown: string): Root {
  const processor = unified()
    .use(remarkParse)
    .use(remarkFrontmatter, ['yaml'])
    .use(remarkGfm)
    .use(remarkGithubAlerts)
    .use(remarkRehype, { allowDangerousHtml: true, passThrough: PASS_THROUGH } as RemarkRehypeOptions)
  return processor.runSync(processor.parse(markdown)) as Root
}

function hasRaw(node: { type: string; children?: unknown[] }): boolean {
  return node.type === 'raw' || (node.children ?? []).some(child => hasRaw(child as typeof node))
}

/** The tree as JSON, without positions (the round trip keeps them, up to merged text ends) and root data. */
function shape(tree: Root): string {
  return JSON.stringify({ ...tree, data: undefined }, (key, value: unknown) => (key === 'position' ? undefined : value))
}

function roundTrip(markdown: string): [string, string] {
  const file = new VFile(markdown)
  const viaParse5 = rehypeRaw({ passThrough: PASS_THROUGH })(hast(markdown), file) as Root
  const inPlace = rehypeRawWhenNeeded({ passThrough: PASS_THROUGH })(hast(markdown), file)!
  return [shape(inPlace), shape(viaParse5)]
}

describe('rehypeRawWhenNeeded', () => {
  const sources = [...examples.map(example => example.markdown), ...goldens, ...WRITTEN]
  const withoutRaw = sources.filter(source => !hasRaw(hast(source)))

  it('covers most examples (those with raw HTML take rehype-raw itself)', () => {
    expect(withoutRaw.length).toBeGreaterThan(450)
    expect(withoutRaw).toEqual(expect.arrayContaining(WRITTEN))
  })

  it('gives the tree of the parse5 round trip for a page without raw HTML', () => {
    const differing = withoutRaw.filter(source => {
      const [inPlace, viaParse5] = roundTrip(source)
      return inPlace !== viaParse5
    })
    expect(differing).toEqual([])
  })

  it('drops the line feed that starts a code block, as parse5 does', () => {
    const tree = rehypeRawWhenNeeded({})(hast('```\n\n\nx\n```\n'), new VFile(''))!
    // The fence holds "\n\nx\n": two blank lines, of which the HTML trip keeps one.
    expect(shape(tree)).toContain('"value":"\\nx\\n"')
    expect(shape(tree)).toBe(roundTrip('```\n\n\nx\n```\n')[1])
  })

  it('still runs rehype-raw on a page with raw HTML', () => {
    const tree = rehypeRawWhenNeeded({})(hast('a <b>bold</b>\n'), new VFile(''))!
    expect(hasRaw(tree)).toBe(false)
    expect(shape(tree)).toContain('"tagName":"b"')
  })
})
