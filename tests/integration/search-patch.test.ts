import { appendFile, mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runCli } from '../helpers/cli.js'
import { treeHashes } from '../helpers/spawn-build.js'

/**
 * A build that changes few pages patches the previous build's search index (patch-search-index.ts)
 * or, when it cannot do so exactly, makes it whole: either way the output is what a build from
 * nothing writes, through edits, sections and pages that come, go or move, and lost kept counts.
 */

let dir = ''
let site = ''
const page = (i: number) =>
  `# Page ${i}\n\nWords of page ${i}: ${'alpha beta gamma delta '.repeat(i + 1)}number ${i * 37}.\n\n## Part ${i}\n\nMore about ${i} and zeta.\n`

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'guildsite-search-patch-'))
  site = join(dir, 'site')
  const files: Record<string, string> = {
    'guildsite.config.json': JSON.stringify({
      siteName: 'Patch',
      docsRepositoryBase: 'https://github.com/the-guild-org/test/tree/main'
    }),
    'pages/index.mdx': page(0)
  }
  for (let i = 1; i < 14; i++) files[`pages/s${i % 3}/page-${i}.mdx`] = page(i)
  for (const [rel, content] of Object.entries(files)) {
    await mkdir(dirname(join(site, rel)), { recursive: true })
    await writeFile(join(site, rel), content)
  }
  await mkdir(join(site, 'node_modules'))
})
afterAll(() => rm(dir, { recursive: true, force: true }))

async function build(...args: string[]): Promise<void> {
  const result = await runCli(['build', site, '--quiet', ...args])
  expect(result.code, result.stderr).toBe(0)
}

/** The files of the output that differ from a build from nothing of the sources as they are now. */
let colds = 0
async function differences(): Promise<string[]> {
  const coldOut = join(dir, `cold-${colds++}`)
  await build('--no-cache', '--out', coldOut, '--force')
  const [a, b] = await Promise.all([treeHashes(join(site, 'dist')), treeHashes(coldOut)])
  return [...new Set([...Object.keys(a), ...Object.keys(b)])].filter(file => a[file] !== b[file]).sort()
}

describe('patching the search index between builds', () => {
  it('writes what a build from nothing writes, patched or made whole', async () => {
    await build()

    // A line appended (the same sections): patched.
    await appendFile(join(site, 'pages/s1/page-4.mdx'), '\nEdited line number 1 of the benchmark.\n')
    await build()
    expect(await differences()).toEqual([])
    // A heading renamed (the same sections): patched.
    await writeFile(join(site, 'pages/s2/page-5.mdx'), page(5).replace('## Part 5', '## Renamed part 5'))
    await build()
    expect(await differences()).toEqual([])

    // A section more, and a page added: made whole.
    await appendFile(join(site, 'pages/s1/page-4.mdx'), '\n## Another part\n\nWith zebras.\n')
    await writeFile(join(site, 'pages/s0/page-new.mdx'), page(40))
    await build()
    expect(await differences()).toEqual([])

    // A page removed and another moved.
    await rm(join(site, 'pages/s0/page-3.mdx'))
    await rename(join(site, 'pages/s2/page-8.mdx'), join(site, 'pages/s1/page-8b.mdx'))
    await build()
    expect(await differences()).toEqual([])

    // An edit after that (patching what the previous builds kept).
    await appendFile(join(site, 'pages/index.mdx'), '\nOne more word: quokka.\n')
    await build()
    expect(await differences()).toEqual([])

    // Kept counts that are not what they should be: made whole.
    const kept = join(site, 'node_modules/.cache/guildsite/search-terms')
    for (const file of await readdir(kept)) {
      const bytes = await readFile(join(kept, file))
      await writeFile(join(kept, file), bytes.subarray(0, bytes.length - 100))
    }
    await appendFile(join(site, 'pages/s1/page-7.mdx'), '\nAnd again.\n')
    await build()
    expect(await differences()).toEqual([])
  }, 600_000)
})
