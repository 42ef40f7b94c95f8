import { describe, expect, it } from 'vitest'
import { compileMdx } from '../../../src/compile/compile-mdx.js'
import { curlQuotes, smartDashes } from '../../../src/compile/remark-smart-punctuation.js'

// Nextra 3 and 4 set prose with SmartyPants (their last remark plugin, remark-smartypants); the
// expectations are SmartyPants' rules, written out by hand.
describe('curly quotes from their neighbours', () => {
  it.each([
    [`don't stop`, `don’t stop`],
    [`"Hello," she said.`, `“Hello,” she said.`],
    [`the '80s were 'great'`, `the ’80s were ‘great’`],
    [`He said, "'Quoted' words."`, `He said, “‘Quoted’ words.”`],
    [`James' book`, `James’ book`],
    [`5'10" tall`, `5’10” tall`],
    [`("paren")`, `(“paren”)`]
  ])('%s', (text, curled) => expect(curlQuotes(text)).toBe(curled))
})

describe('dashes, ellipses and backticks', () => {
  it.each([
    ['a -- b', 'a — b'],
    ['a --- b', 'a --- b'],
    ['wait... what.... yes', 'wait… what… yes'],
    ["``quoted''", '“quoted”'],
    ['one. two', 'one. two']
  ])('%s', (text, set) => expect(smartDashes(text)).toBe(set))
})

const compile = (source: string, smartPunctuation = true) =>
  compileMdx({
    display: 'page.mdx',
    path: '/site/pages/page.mdx',
    source,
    format: 'mdx',
    builtins: new Set(),
    folderRoute: '/',
    staticContent: true,
    smartPunctuation
  })
const html = (value: unknown) => JSON.stringify(value)

describe('remarkSmartPunctuation in a page (compile option smartPunctuation)', () => {
  it('decides quotes over the page: around bold text and links, inline code a word that stays as written', async () => {
    const result = await compile('"**bold**" and "[link](/x)" and "`it\'s`" -- done...\n')
    const out = html(result.staticContent)
    for (const piece of ['“', '”', '— done…', '"value":"it\'s"']) expect(out).toContain(piece)
    expect(out).not.toMatch(/"value":"\\"/)
  })

  it('leaves code blocks alone, and pages without the option', async () => {
    expect(html((await compile("```js\nconst a = 'b' -- 1\n```\n")).staticContent)).toContain("'b'")
    expect(html((await compile("it's -- here\n", false)).staticContent)).toContain("it's -- here")
  })

  it('slugs a heading from its text as written, and gives its curled text to the table of contents', async () => {
    const result = await compile("## 'args' -- Variables\n\n## Custom [#a--b]\n")
    expect(result.toc.map(h => [h.id, h.value])).toEqual([
      ['args----variables', '‘args’ — Variables'],
      ['a--b', 'Custom']
    ])
  })
})
