import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import fg from 'fast-glob'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { compileMdx, type CompileMdxOptions } from '../../../src/compile/compile-mdx.js'
import { tokenPathDeclines } from '../../../src/compile/token-path/index.js'
import { builtinNames } from '../../../src/pipeline/builtin-names.js'
import { REPO } from '../../helpers/cli.js'

/**
 * The token path's rule (src/compile/token-path/): a static page it takes compiles to the same result
 * as through the full pipeline — hast, table of contents, links, search sections, diagnostics, as JSON —
 * on every page of the corpora (tests/fixtures, example-content, the compile goldens, a slice of the
 * shared bench workload), with and without Markdown marks; what it does not know declines, by reason.
 */
let dir = ''
let builtins: ReadonlySet<string> = new Set()
const files: { display: string; path: string; folderRoute: string; group: string }[] = []

beforeAll(async () => {
  builtins = await builtinNames()
  dir = await mkdtemp(join(tmpdir(), 'guildsite-token-path-'))
  execFileSync(process.execPath, [join(REPO, 'tests/fixtures/shared-bench/gen-corpus.mjs'), '60', join(dir, 'bench')])
  const roots: [string, string][] = [
    ['bench', join(dir, 'bench')],
    ['example-content', join(REPO, 'example-content')],
    ['fixtures', join(REPO, 'tests/fixtures')],
    ['golden', join(REPO, 'tests/golden/compile')]
  ]
  for (const [group, root] of roots)
    for (const path of await fg('**/*.{md,mdx}', { cwd: root, absolute: true, ignore: ['**/node_modules/**'] })) {
      const rel = relative(root, path)
      const folder = rel.split('/').slice(0, -1).join('/')
      files.push({ display: rel, path, folderRoute: folder ? `/${folder}` : '/', group })
    }
}, 120_000)
afterAll(() => rm(dir, { recursive: true, force: true }))
afterEach(() => {
  delete process.env.GUILDSITE_FULL_PIPELINE
})

/** A Nextra 4 site's `mdx-components` file that gives its own `h2`. */
const SITE_H2 = {
  file: '/site/mdx-components.js',
  names: [],
  elements: ['h2'],
  importName: 'useMDXComponents' as const
}

const declined = () => [...tokenPathDeclines.values()].reduce((sum, n) => sum + n, 0)

/** The page compiled both ways: whether the token path took it, and the two results as JSON. */
async function bothWays(options: CompileMdxOptions) {
  const before = declined()
  const token = JSON.stringify(await compileMdx(options))
  const taken = declined() === before
  process.env.GUILDSITE_FULL_PIPELINE = '1'
  const full = JSON.stringify(await compileMdx(options))
  delete process.env.GUILDSITE_FULL_PIPELINE
  return { taken, token, full }
}

const page = (source: string, extra: Partial<CompileMdxOptions> = {}): CompileMdxOptions => ({
  display: 'guide/page.md',
  path: '/site/pages/guide/page.md',
  source,
  format: 'md',
  builtins,
  folderRoute: '/guide',
  staticContent: true,
  ...extra
})

describe('the token path', () => {
  it('compiles every page of the corpora it takes as the full pipeline does', async () => {
    const taken = new Map<string, number>()
    for (const file of files)
      // The website folders' pages also as a Nextra 3/4 site compiles them: Markdown's marks, SmartyPants and
      // an `mdx-components` file that overrides `h2` (its pages with an h2 decline).
      for (const nextra of file.display.startsWith('website-') ? [0, 1] : [0]) {
        const {
          taken: took,
          token,
          full
        } = await bothWays({
          display: file.display,
          path: file.path,
          source: readFileSync(file.path, 'utf8'),
          format: file.path.endsWith('.md') ? 'md' : 'mdx',
          builtins,
          folderRoute: file.folderRoute,
          staticContent: true,
          ...(nextra > 0 && { markdownMarks: true, smartPunctuation: true, siteComponents: SITE_H2 })
        })
        if (!took) continue
        expect(token, `${file.group}/${file.display} (${nextra})`).toBe(full)
        if (!nextra) taken.set(file.group, (taken.get(file.group) ?? 0) + 1)
      }
    // Every page of the bench workload; a third or more of the real corpora's pages.
    expect(taken.get('bench')).toBe(files.filter(file => file.group === 'bench').length)
    expect(taken.get('fixtures')).toBeGreaterThan(250)
    expect(taken.get('example-content')).toBeGreaterThan(0)
  }, 300_000)

  it('gives the facts of a page: ids slugged h2 first, links resolved and placed, highlighted code, warnings', async () => {
    const source = [
      '# Setup',
      '',
      '## Setup',
      '',
      'See [the API](../api.md#run "Run it"), [here](#setup) and *[out](https://x.dev)* too.',
      '',
      '- one',
      '- two  ',
      '  next',
      '',
      '| a | `b` |',
      '|:-|-:|',
      '| 1 | 2 |',
      '',
      '```ts filename="a.ts" {1}',
      'const a = 1',
      '```',
      '',
      '```nolang',
      'x',
      '```',
      ''
    ].join('\n')
    for (const format of ['md', 'mdx'] as const) {
      const { taken, token, full } = await bothWays(page(source, { format }))
      expect(taken).toBe(true)
      expect(token).toBe(full)
      const compiled = JSON.parse(token)
      expect(compiled.toc.map((entry: { id: string }) => entry.id)).toEqual(['setup-1', 'setup'])
      expect(compiled.links).toEqual([
        { url: '/api#run', line: 5, column: 5 },
        { url: '#setup', line: 5, column: 40 },
        { url: 'https://x.dev', line: 5, column: 60 }
      ])
      expect(compiled.searchSections[1].content).toBe('See the API, here and out too. one twonext a b 1 2')
      expect(token).toContain('a.ts')
      expect(compiled.diagnostics.map((d: { code: string; line: number }) => [d.code, d.line])).toEqual([
        ['UNKNOWN_LANGUAGE', 19]
      ])
    }
  })

  it("curls a Nextra site's quotes and slugs its headings from the author's text, with an image and the site's overrides", async () => {
    const source = `# It's "here" -- now\n\n## Don't stop...\n\nSee ![the "logo"](https://x.dev/a.png 'Logo') and \`a'b\`.\n`
    const { taken, token, full } = await bothWays(
      page(source, { smartPunctuation: true, markdownMarks: true, siteComponents: { ...SITE_H2, elements: ['h3'] } })
    )
    expect(taken).toBe(true)
    expect(token).toBe(full)
    const compiled = JSON.parse(token)
    expect(compiled.toc).toEqual([
      { id: 'its-here----now', value: 'It’s “here” — now', depth: 1 },
      { id: 'dont-stop', value: 'Don’t stop…', depth: 2 }
    ])
    expect(token).toContain('"src":"https://x.dev/a.png","alt":"the \\"logo\\"","title":"Logo"')
    expect(token).toContain("a'b")
  })

  it('declines what it does not reproduce, by reason, and GUILDSITE_FULL_PIPELINE turns it off', async () => {
    const reasons: [string, Partial<CompileMdxOptions> & { source: string }][] = [
      ['relative image', { source: '![a](./a.png)\n' }],
      ["the site's element overrides", { source: '## Title\n', siteComponents: SITE_H2 }],
      ["the site's pre", { source: '# T\n', siteComponents: { ...SITE_H2, elements: ['pre'] } }],
      ['node mdxjsEsm', { source: "import A from './a'\n\n# T\n", format: 'mdx' }],
      ['GitHub alert', { source: '> [!NOTE]\n> Hi.\n' }],
      ['task list item', { source: '- [x] done\n' }],
      ['custom heading id', { source: '## Title [#mine]\n' }],
      ['inline code language', { source: 'Run `a(){:js}`.\n' }],
      ['javascript: link', { source: '[x](javascript:alert(1))\n' }],
      ['link URL normalizeUri would encode', { source: '[x](/caf\u00e9)\n' }],
      ['markdown-it declined (fast-parse/)', { source: 'Text[^1].\n\n[^1]: Note.\n' }],
      ['not a static page of the build', { source: '# T\n', staticContent: false }],
      ['GUILDSITE_FULL_PIPELINE', { source: '# T\n' }]
    ]
    for (const [reason, options] of reasons) {
      tokenPathDeclines.clear()
      if (reason === 'GUILDSITE_FULL_PIPELINE') process.env.GUILDSITE_FULL_PIPELINE = '1'
      const compiled = await compileMdx(page(options.source, options))
      delete process.env.GUILDSITE_FULL_PIPELINE
      expect([...tokenPathDeclines], options.source).toEqual([[reason, 1]])
      // (Declined, the page still compiles: the full pipeline's result.)
      expect(
        compiled.diagnostics.filter(d => d.severity === 'error'),
        options.source
      ).toEqual([])
    }
  })
})
