import { build } from 'esbuild'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { GRAY_MATTER } from '../../../src/compile/gray-matter-fallback.js'
import { PACKAGE_ROOT } from '../../../src/package-root.js'

// guildsite's own `gray-matter` (the stand-in a site without node_modules gets), bundled as a page bundle
// bundles it and called as a site's build-time code calls gray-matter 4.
type Matter = ((input: unknown, options?: Record<string, unknown>) => Record<string, unknown>) & {
  test: (text: string) => boolean
  stringify: (file: unknown, data?: unknown) => string
}
const dir = await mkdtemp(join(tmpdir(), 'guildsite-gray-matter-'))
afterAll(() => rm(dir, { recursive: true, force: true }))
const bundled = await build({
  stdin: { contents: `${GRAY_MATTER}\nexport default __gsFallback.default`, resolveDir: PACKAGE_ROOT, loader: 'js' },
  bundle: true,
  format: 'cjs',
  platform: 'node',
  write: false
})
await writeFile(join(dir, 'gray-matter.cjs'), bundled.outputFiles[0].text)
const matter = (createRequire(import.meta.url)(join(dir, 'gray-matter.cjs')) as { default: Matter }).default

describe("guildsite's gray-matter", () => {
  it('reads YAML front matter as js-yaml does: plain timestamps are dates, quoted ones strings, merges merged', () => {
    const file = matter(
      '---\ntitle: Fog\ndate: 2024-01-10\nat: "2024-01-10"\nbase: &b { a: 1 }\nmore: { <<: *b, c: 2 }\n---\n\n# Fog\n'
    )
    expect(file.data).toEqual({
      title: 'Fog',
      date: new Date('2024-01-10T00:00:00Z'),
      at: '2024-01-10',
      base: { a: 1 },
      more: { a: 1, c: 2 }
    })
    expect(file.content).toBe('\n# Fog\n')
    expect(file.matter).toBe(
      '\ntitle: Fog\ndate: 2024-01-10\nat: "2024-01-10"\nbase: &b { a: 1 }\nmore: { <<: *b, c: 2 }'
    )
    expect(file.language).toBe('yaml')
  })

  it('leaves text without front matter (or opened by ----) whole, with empty data', () => {
    expect(matter('# Title\n')).toMatchObject({ data: {}, content: '# Title\n', excerpt: '' })
    expect(matter('----\ntitle: x\n----\n')).toMatchObject({ data: {}, content: '----\ntitle: x\n----\n' })
    expect(matter('')).toEqual({ data: {}, content: '', excerpt: '', orig: '' })
    expect(matter('---\n# only a comment\n---\nBody')).toMatchObject({ data: {}, isEmpty: true, content: 'Body' })
  })

  it('takes the language after the opening delimiter, custom delimiters, a Buffer, and an excerpt', () => {
    expect(matter('---json\n{ "title": "Lamp" }\n---\nBody').data).toEqual({ title: 'Lamp' })
    expect(matter('~~~\ntitle: Lamp\n~~~\nBody', { delimiters: '~~~' })).toMatchObject({
      data: { title: 'Lamp' },
      content: 'Body'
    })
    expect(matter(Buffer.from('\uFEFF---\ntitle: Lamp\n---\nBody')).data).toEqual({ title: 'Lamp' })
    expect(matter('---\ntitle: Lamp\n---\nFirst words.\n---\nThe rest.', { excerpt: true }).excerpt).toBe(
      'First words.\n'
    )
  })

  it('throws on front matter that is not YAML, as gray-matter does', () => {
    expect(() => matter('---\ntitle: [unclosed\n---\n')).toThrow()
  })

  it('tests for and writes front matter', () => {
    expect(matter.test('---\na: 1\n---\n')).toBe(true)
    expect(matter.test('# a')).toBe(false)
    expect(matter.stringify('Body\n', { title: 'Lamp' })).toBe('---\ntitle: Lamp\n---\nBody\n')
  })
})
