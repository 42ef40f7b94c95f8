import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mayDrawDiagrams } from '../../src/output/client-assets.js'
import { REPO, runCli } from '../helpers/cli.js'

/** The diagram renderer's chunks (Mermaid: 3.4 MB) are in the output only when a page may draw a diagram. */
describe('diagram code in the output', () => {
  let dir = ''
  let chunks: string[] = []
  const site = () => join(dir, 'site')
  const present = () => chunks.filter(name => existsSync(join(site(), 'dist', '_gs', 'assets', name))).length
  const build = async () => {
    const result = await runCli(['build', site(), '--quiet'])
    expect(result.code, result.stderr).toBe(0)
  }

  beforeAll(async () => {
    chunks = JSON.parse(await readFile(join(REPO, 'dist', 'client', 'diagram-chunks.json'), 'utf8')) as string[]
    dir = await mkdtemp(join(tmpdir(), 'guildsite-diagrams-'))
    await mkdir(join(site(), 'pages'), { recursive: true })
    await writeFile(
      join(site(), 'guildsite.config.json'),
      JSON.stringify({ siteName: 'Diagrams', docsRepositoryBase: 'https://github.com/x/y', contentDir: 'pages' })
    )
    await writeFile(
      join(site(), 'pages', 'index.md'),
      '# Home\n\nNo diagram here.\n\n```ts\nimport { a } from "b"\n```\n'
    )
  })
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true })
  })

  it('leaves them out of a site without diagrams, and brings them back with the first one (warm builds too)', async () => {
    expect(chunks.length).toBeGreaterThan(10)
    await build()
    expect(present()).toBe(0)
    expect(existsSync(join(site(), 'dist', 'index.html'))).toBe(true)

    await writeFile(join(site(), 'pages', 'flow.md'), '# Flow\n\n```mermaid\ngraph TD\n  A --> B\n```\n')
    await build()
    expect(present()).toBe(chunks.length)
    expect(await readFile(join(site(), 'dist', 'flow', 'index.html'), 'utf8')).toContain('data-mermaid')

    await rm(join(site(), 'pages', 'flow.md'))
    await build()
    expect(present()).toBe(0)
  }, 120_000)

  it('counts a page that imports anything, or loads data at build time, as one that may draw', () => {
    const none = { imports: [], hasMermaid: false }
    const plain = { source: '# A\n\nUse `getStaticProps()` in prose; import nothing.\n' }
    expect(mayDrawDiagrams([plain], [none])).toBe(false)
    expect(mayDrawDiagrams([plain], [{ imports: [{}], hasMermaid: false }])).toBe(true)
    expect(mayDrawDiagrams([{ source: '<Mermaid chart="graph TD; A-->B" />' }], [none])).toBe(true)
    expect(mayDrawDiagrams([{ source: 'export const getStaticProps = () => ({ props: {} })' }], [none])).toBe(true)
    expect(mayDrawDiagrams([plain], [{ imports: [], hasMermaid: true }])).toBe(true)
  })
})
