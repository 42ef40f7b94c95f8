import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BUILTIN_COMPONENTS } from '../../templates/mdx-provider.js'
import { checkLinks } from '../../src/check/check-links.js'
import { compileMdx } from '../../src/compile/compile-mdx.js'
import { loadConfig } from '../../src/config/load-config.js'
import { decodeSource, readPage } from '../../src/content/read-page.js'
import { parseJsonMeta, readMetas, validateMeta } from '../../src/content/read-metas.js'
import { classify } from '../../src/content/scan.js'
import type { Diagnostic } from '../../src/shared/diagnostics.js'
import { CONFIG_SEED, LINK_SEEDS, META_JSON_SEEDS, META_TS_SEEDS, PAGE_SEEDS } from './corpus-seeds.js'
import { fuzzParameters, mutated, noise, RUNS, testTimeout, withinLimit } from './fuzz-settings.js'

/**
 * Structure-aware fuzzing from the real corpora (issue 23): real pages, metas, link targets and the
 * config, mutated; random bytes; huge and deeply nested inputs. Every input ends as a result or as
 * diagnostics — never an exception, never past the per-input limit — and every error names its file
 * and line.
 */

const builtins = new Set(Object.keys(BUILTIN_COMPONENTS))
const temp = mkdtempSync(join(tmpdir(), 'guildsite-fuzz-'))
afterAll(() => rmSync(temp, { recursive: true, force: true }))

/** Every error names the file and a line in it. */
function expectLocated(diagnostics: Diagnostic[], file: string, source?: string) {
  for (const d of diagnostics) {
    expect(typeof d.message).toBe('string')
    if (d.severity !== 'error') continue
    expect(d.file, d.message).toBe(file)
    expect(d.line, `${d.code} ${d.message}`).toBeTypeOf('number')
    expect(d.line, `${d.code} ${d.message}`).toBeGreaterThanOrEqual(1)
    if (source !== undefined) expect(d.line!, d.message).toBeLessThanOrEqual(source.split('\n').length + 1)
  }
}

/** A page through every stage that reads it: bytes → text → front matter → compiled module. */
async function throughPage(bytes: Uint8Array, format: 'md' | 'mdx') {
  const display = `pages/fuzz.${format}`
  const decoded = await withinLimit(() => decodeSource(bytes, display))
  if (decoded.source === undefined) {
    expect(decoded.diagnostic?.severity).toBe('error')
    return
  }
  const file = { ...classify(`fuzz.${format}`, ['en-US']), path: `/site/${display}` }
  const { page, diagnostics } = readPage(file, display, decoded.source)
  expectLocated(diagnostics, display)
  const result = await withinLimit(() =>
    compileMdx({ display, path: file.path, source: page.source, format, builtins, folderRoute: '/' })
  )
  expectLocated(result.diagnostics, display)
  if (result.code === undefined && result.staticContent === undefined)
    expect(result.diagnostics.some(d => d.severity === 'error')).toBe(true)
}

const encoder = new TextEncoder()
const pageSeed = fc.constantFrom(...PAGE_SEEDS)

/** Nesting of every kind a parser recurses on, from shallow to far past the limits. */
const deep = fc
  .record({
    depth: fc.oneof(fc.integer({ min: 1, max: 120 }), fc.integer({ min: 120, max: 6_000 })),
    kind: fc.constantFrom<[string, string]>(
      ['> ', ''],
      ['- ', ''],
      ['<div>', '</div>'],
      ['<Callout>', '</Callout>'],
      ['*a ', ' a*'],
      ['[', '](x)'],
      ['{[', ']}'],
      ['{(', ')}'],
      ['<a b={', '} />'],
      ['`', '`']
    ),
    indent: fc.boolean()
  })
  .map(({ depth, kind: [open, close], indent }) => {
    const lines =
      indent && (open === '> ' || open === '- ')
        ? Array.from({ length: depth }, (_, i) => `${'  '.repeat(i)}${open}level ${i}`).join('\n')
        : open.repeat(depth) + 'core' + close.repeat(depth)
    return `# Deep\n\n${lines}\n`
  })

/** Big inputs: one long line, many short ones, many headings, a huge table. */
const huge = fc
  .record({
    unit: fc.constantFrom('word ', '`x` ', '| a | b |\n', '## H\n\n', '- item\n', '<br />', '{1}', '&amp; ', '\\*'),
    times: fc.integer({ min: 1_000, max: 20_000 })
  })
  .map(({ unit, times }) => `# Big\n\n${unit.repeat(times)}\n`)

describe('fuzz: real pages, mutated', () => {
  // Shiki loads its themes and grammars on first use: a one-time cost, paid before the clock starts.
  beforeAll(async () => {
    // (Every seed once in the long run; a few in `npm test`, where grammars a later input needs load
    // within its CPU limit.)
    for (const { source, format } of RUNS >= 200 ? PAGE_SEEDS : PAGE_SEEDS.slice(0, 12))
      await compileMdx({ display: 'warm-up', path: '/warm-up', source, format, builtins })
  }, 600_000)

  it('has seeds from every corpus', () => {
    expect(PAGE_SEEDS.length).toBeGreaterThan(100)
    expect(META_JSON_SEEDS.length).toBeGreaterThan(10)
    expect(META_TS_SEEDS.length).toBeGreaterThan(3)
  })

  it(
    'mutated corpus pages compile or give located errors',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          pageSeed.chain(({ source, format }) => mutated([source], 12).map(text => ({ text, format }))),
          async ({ text, format }) => {
            await throughPage(encoder.encode(text), format)
          }
        ),
        fuzzParameters()
      )
    },
    testTimeout(2_000)
  )

  it(
    'random bytes, alone or spliced into a real page',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          pageSeed,
          fc.uint8Array({ maxLength: 400 }),
          fc.nat(),
          fc.boolean(),
          async ({ source, format }, bytes, at, alone) => {
            const page = encoder.encode(source)
            const cut = at % (page.length + 1)
            await throughPage(
              alone ? bytes : new Uint8Array([...page.subarray(0, cut), ...bytes, ...page.subarray(cut)]),
              format
            )
          }
        ),
        fuzzParameters()
      )
    },
    testTimeout(2_000)
  )

  it(
    'deeply nested input of every kind',
    async () => {
      await fc.assert(
        fc.asyncProperty(deep, fc.constantFrom<'md' | 'mdx'>('md', 'mdx'), async (source, format) => {
          await throughPage(encoder.encode(source), format)
        }),
        fuzzParameters()
      )
    },
    testTimeout(3_000)
  )

  it(
    'huge input',
    async () => {
      await fc.assert(
        fc.asyncProperty(huge, fc.constantFrom<'md' | 'mdx'>('md', 'mdx'), async (source, format) => {
          await throughPage(encoder.encode(source), format)
        }),
        { ...fuzzParameters(), numRuns: Math.max(5, Math.ceil(fuzzParameters().numRuns! / 10)) }
      )
    },
    testTimeout(10_000)
  )
})

describe('fuzz: metas, links and config from the corpora', () => {
  it(
    'mutated real _meta.json files parse and validate to entries or located errors',
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.oneof(mutated(META_JSON_SEEDS, 10), noise), async source => {
          const diagnostics: Diagnostic[] = []
          await withinLimit(() => {
            const value = parseJsonMeta('pages/_meta.json', source, diagnostics)
            if (value !== undefined) validateMeta({ display: 'pages/_meta.json', source, value }, diagnostics)
          })
          expectLocated(diagnostics, 'pages/_meta.json', source)
        }),
        fuzzParameters()
      )
    },
    testTimeout()
  )

  it(
    'mutated real _meta.ts files evaluate to entries, warnings or errors naming the file',
    async () => {
      let n = 0
      await fc.assert(
        fc.asyncProperty(mutated(META_TS_SEEDS, 6), async source => {
          const dir = join(temp, `meta-${n++}`)
          mkdirSync(join(dir, 'pages'), { recursive: true })
          writeFileSync(join(dir, 'pages/_meta.ts'), source)
          const file = { ...classify('_meta.ts', ['en-US']), path: join(dir, 'pages/_meta.ts') }
          const { diagnostics } = await withinLimit(() => readMetas([file], dir))
          for (const d of diagnostics) expect(d.file, d.message).toBe('pages/_meta.ts')
          rmSync(dir, { recursive: true, force: true })
        }),
        { ...fuzzParameters(), numRuns: Math.max(10, Math.ceil(fuzzParameters().numRuns! / 4)) }
      )
    },
    testTimeout(2_000)
  )

  it(
    'mutated link targets: compiled links are checked at their position, never thrown on',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(mutated(LINK_SEEDS, 3), { minLength: 1, maxLength: 6 }),
          fc.constantFrom('', '/docs'),
          async (targets, basePath) => {
            const source =
              '# Links\n\n## Anchor\n\n' +
              targets
                .map((target, i) => `- [link ${i}](${target}) <a href="${target.replaceAll('"', '')}">a</a>\n`)
                .join('')
            const compiled = await withinLimit(() =>
              compileMdx({
                display: 'pages/links.mdx',
                path: '/site/pages/links.mdx',
                source,
                format: 'mdx',
                builtins,
                folderRoute: '/'
              })
            )
            expectLocated(compiled.diagnostics, 'pages/links.mdx')
            const diagnostics = checkLinks({
              pages: [
                {
                  route: '/links',
                  file: 'pages/links.mdx',
                  source,
                  links: compiled.links.map(link => ({ url: link.url, line: link.line, column: link.column }))
                }
              ],
              anchors: new Map([['/links', new Set(['anchor', 'links'])]]),
              staticFiles: new Set(['/favicon.ico']),
              basePath,
              pagesLevel: 'error',
              anchorsLevel: 'warn'
            })
            expectLocated(diagnostics, 'pages/links.mdx', source)
          }
        ),
        fuzzParameters()
      )
    },
    testTimeout()
  )

  it(
    'mutated config values load or give located errors',
    async () => {
      let n = 0
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(
            mutated([CONFIG_SEED], 6),
            fc.jsonValue().map(value =>
              JSON.stringify({
                siteName: 'X',
                docsRepositoryBase: 'https://github.com/a/b',
                ...(typeof value === 'object' && value && !Array.isArray(value) ? value : { banner: value })
              })
            )
          ),
          async source => {
            const siteDir = join(temp, `config-${n++}`)
            mkdirSync(join(siteDir, 'pages'), { recursive: true })
            writeFileSync(join(siteDir, 'guildsite.config.json'), source)
            const result = await withinLimit(() => loadConfig({ siteDir }))
            if (!result.config) expect(result.diagnostics.some(d => d.severity === 'error')).toBe(true)
            expectLocated(result.diagnostics, 'guildsite.config.json')
            rmSync(siteDir, { recursive: true, force: true })
          }
        ),
        fuzzParameters()
      )
    },
    testTimeout()
  )
})
