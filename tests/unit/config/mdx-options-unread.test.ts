import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { mdFormatOf, unreadMdxOptions } from '../../../src/config/website/mdx-options-unread.js'
import type { Diagnostic } from '../../../src/shared/diagnostics.js'
import type { FolderReading } from '../../../src/config/website/website-files.js'

// next.config's `mdxOptions` guildsite's compile does not honour (issue #34, left37): a warning at its key.
const dirs: string[] = []
afterAll(() => dirs.forEach(dir => rmSync(dir, { recursive: true, force: true })))

function read(mdxOptions: Record<string, unknown>, text: string, nextra: string) {
  const siteDir = mkdtempSync(join(tmpdir(), 'gs-mdx-options-'))
  dirs.push(siteDir)
  writeFileSync(join(siteDir, 'package.json'), JSON.stringify({ dependencies: { nextra } }))
  const reading = {
    siteDir,
    notes: [] as FolderReading['notes'],
    diagnostics: [] as Diagnostic[],
    files: [] as string[],
    display: () => 'next.config.mjs',
    warn: () => {}
  } satisfies FolderReading
  unreadMdxOptions(mdxOptions, join(siteDir, 'next.config.mjs'), text, reading)
  const mdFormat = mdFormatOf(mdxOptions, join(siteDir, 'next.config.mjs'), text, reading)
  return { ...reading, mdFormat }
}

const CONFIG = "export default nextra({\n  mdxOptions: {\n    format: 'md',\n    recmaPlugins: [recmaX]\n  }\n})\n"

describe('mdxOptions guildsite does not honour', () => {
  it("warns at `recmaPlugins` (Nextra 3 runs them) and notes that Nextra 3's loader ignores `format: 'md'`", () => {
    const { diagnostics, notes, mdFormat } = read({ format: 'md', recmaPlugins: [() => {}] }, CONFIG, '^3.3.1')
    expect(diagnostics.map(d => [d.code, d.line, d.column, d.message.split(':')[0]])).toEqual([
      ['MDX_PLUGIN', 4, 5, 'mdxOptions.recmaPlugins (1) are not run']
    ])
    expect(notes.map(note => [note.action, note.detail.split(':')[0]])).toEqual([['ignored', 'format "md"']])
    expect(mdFormat).toBeUndefined()
  })

  it("warns at `format: 'md'` where Nextra 4.3+ reads it (it makes .mdx pages Markdown)", () => {
    const { diagnostics, mdFormat } = read({ format: 'md' }, CONFIG, '^4.6.0')
    expect(diagnostics.map(d => [d.code, d.line, d.column, d.message.split(':')[0]])).toEqual([
      ['MDX_PLUGIN', 3, 5, "mdxOptions.format 'md' is not honoured"]
    ])
    expect(mdFormat).toBeUndefined()
  })

  it("says nothing against Nextra 2's recmaPlugins (2.13 runs none) nor `format: 'detect'` (what guildsite does)", () => {
    const { diagnostics, notes, mdFormat } = read({ format: 'detect', recmaPlugins: [() => {}] }, CONFIG, '2.13.4')
    expect(diagnostics).toEqual([])
    expect(notes.map(note => note.action)).toEqual(['ignored', 'ignored'])
    expect(mdFormat).toBeUndefined()
  })
})

describe(".md pages as the site's Nextra compiles them", () => {
  const mdx = "export default nextra({\n  mdxOptions: { format: 'mdx' }\n})\n"
  it.each([
    ['4.6.0', { format: 'mdx' }, 'mdx'],
    ['^4.3.0', { format: 'mdx' }, 'mdx'],
    ['4.2.17', { format: 'mdx' }, undefined],
    ['^4.6.1', {}, undefined],
    ['3.3.1', { format: 'mdx' }, undefined],
    ['2.13.4', { format: 'mdx' }, undefined],
    ['2.2.10', {}, 'mdx'],
    ['2.2.7', { format: 'detect' }, undefined],
    ['2.0.3', { format: 'detect' }, 'mdx'],
    ['^2.2.1', {}, undefined]
  ] as const)('nextra %s with %j: %s', (nextra, mdxOptions, expected) => {
    expect(read(mdxOptions, mdx, nextra).mdFormat).toBe(expected)
  })
})
