import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { unreadMdxOptions } from '../../../src/config/website/mdx-options-unread.js'
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
  return reading
}

const CONFIG = "export default nextra({\n  mdxOptions: {\n    format: 'md',\n    recmaPlugins: [recmaX]\n  }\n})\n"

describe('mdxOptions guildsite does not honour', () => {
  it("warns at `format: 'md'` (Nextra compiles .mdx pages as Markdown) and at `recmaPlugins` (Nextra 3 runs them)", () => {
    const { diagnostics } = read({ format: 'md', recmaPlugins: [() => {}] }, CONFIG, '^3.3.1')
    expect(diagnostics.map(d => [d.code, d.line, d.column, d.message.split(':')[0]])).toEqual([
      ['MDX_PLUGIN', 4, 5, 'mdxOptions.recmaPlugins (1) are not run'],
      ['MDX_PLUGIN', 3, 5, "mdxOptions.format 'md' is not honoured"]
    ])
  })

  it("says nothing against Nextra 2's recmaPlugins (2.13 runs none) nor `format: 'detect'` (what guildsite does)", () => {
    const { diagnostics, notes } = read({ format: 'detect', recmaPlugins: [() => {}] }, CONFIG, '2.13.4')
    expect(diagnostics).toEqual([])
    expect(notes.map(note => note.action)).toEqual(['ignored', 'read'])
  })
})
