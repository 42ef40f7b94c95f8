import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decodeSource, readPage } from '../../src/content/read-page.js'
import { classify } from '../../src/content/scan.js'
import { fuzzParameters, mutated, noise, testTimeout, withinLimit } from './fuzz-settings.js'

/** Mutated front matter and arbitrary bytes never crash reading a page: only diagnostics. */

const FRONT_MATTER = [
  'title: Guide\ndescription: "A guide: with a colon"\nsidebarTitle: Start\n',
  'searchable: false\ndate: 2024-01-02\nauthors:\n  - name: A\n    link: https://a.example\n',
  'theme:\n  toc: false\n  layout: full\n  typesetting: article\ntype: page\nimage: /og.png\n',
  "title: 'quoted ''single'''\ncanonical: https://example.com/x\nasIndexPage: true\n",
  'title: |\n  multi\n  line\ntags: [a, b, {c: d}]\nanchors: &x\n  a: 1\nref: *x\n'
]

const file = classify('guide.mdx', ['en-US'])

describe('fuzz: readPage (front matter)', () => {
  it(
    'mutated YAML front matter',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          mutated(FRONT_MATTER),
          fc.constantFrom('', '# Title\n\nBody\n', '```\n---\n```\n'),
          async (yaml, body) => {
            const source = `---\n${yaml}---\n${body}`
            const { page, diagnostics } = await withinLimit(() =>
              readPage({ ...file, path: '/site/pages/guide.mdx' }, 'pages/guide.mdx', source)
            )
            expect(typeof page.frontMatter).toBe('object')
            for (const d of diagnostics) expect(d.line).toBeGreaterThanOrEqual(1)
          }
        ),
        fuzzParameters()
      )
    },
    testTimeout()
  )

  it(
    'noise around the fences',
    async () => {
      await fc.assert(
        fc.asyncProperty(noise, async source => {
          await withinLimit(() => readPage({ ...file, path: '/site/pages/guide.mdx' }, 'pages/guide.mdx', source))
        }),
        fuzzParameters()
      )
    },
    testTimeout()
  )

  it(
    'arbitrary bytes decode to text or to one FILE_NOT_UTF8 diagnostic',
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.uint8Array({ maxLength: 300 }), async bytes => {
          const decoded = await withinLimit(() => decodeSource(bytes, 'pages/x.md'))
          expect(decoded.source === undefined).toBe(decoded.diagnostic?.code === 'FILE_NOT_UTF8')
        }),
        fuzzParameters()
      )
    },
    testTimeout()
  )
})

describe('regressions found by fuzzing', () => {
  const read = (yaml: string) =>
    readPage(
      { ...file, path: '/site/pages/guide.mdx' },
      'pages/guide.mdx',
      `---\n${yaml}---\n# Guide\n`
    ).diagnostics.map(d => `${d.line}:${d.column} ${d.code} ${d.message}`)

  it('an alias without its anchor is a syntax error at the alias, not a crash', () => {
    expect(read('title: Guide\nref: *x\n')).toEqual([
      '3:6 FRONT_MATTER_SYNTAX Front matter is not valid YAML: Unresolved alias (the anchor must be set before the alias): x'
    ])
  })

  it('aliases that expand without bound ("billion laughs") are refused, not expanded', () => {
    const levels = ['a: &a [x, x, x, x, x, x, x, x, x]']
    for (let i = 1; i < 9; i++)
      levels.push(
        `${String.fromCharCode(97 + i)}: &${String.fromCharCode(97 + i)} [${Array(9)
          .fill(`*${String.fromCharCode(96 + i)}`)
          .join(', ')}]`
      )
    const [diagnostic] = read(levels.join('\n') + '\n')
    expect(diagnostic).toMatch(/^\d+:\d+ FRONT_MATTER_SYNTAX Front matter is not valid YAML: /)
  })
})
