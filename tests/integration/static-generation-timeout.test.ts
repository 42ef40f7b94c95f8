import { readFile, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pageBudgets } from '../../src/page-runner/budgets.js'
import { runCli, type CliResult } from '../helpers/cli.js'
import { writeSite } from './dev-harness.js'

// Next gives one page's static generation `staticPageGenerationTimeout` seconds (60 by default; then it
// retries and fails the build). Real sites raise it when their data takes long (a catalogue fetched page
// by page: 120, 180, 300 s in real next.configs). guildsite's data functions had a fixed 10 s before the
// page rendered without its data: a website folder's next.config now sets that time.
const temp: string[] = []
afterAll(() => Promise.all(temp.map(dir => rm(dir, { recursive: true, force: true }))))

// A data function that takes longer than guildsite's own 10 s (a slow catalogue): 11 s, then its props.
const slowPage =
  "import { useData } from 'nextra/data'\n\n" +
  'export const getStaticProps = () =>\n' +
  '  new Promise(resolve => setTimeout(() => resolve({ props: { ssg: { count: 1234 } } }), 11_000))\n\n' +
  'export const Count = () => <p className="count">{useData().count} packages</p>\n\n' +
  '# Catalogue\n\n<Count />\n'

describe('a website folder whose next.config sets staticPageGenerationTimeout', () => {
  const site = writeSite({
    'package.json': JSON.stringify({
      dependencies: { next: '13.5.6', nextra: '2.13.4', 'nextra-theme-docs': '2.13.4' }
    }),
    'next.config.mjs':
      "import nextra from 'nextra'\nconst withNextra = nextra({ theme: 'nextra-theme-docs' })\n" +
      'export default withNextra({ staticPageGenerationTimeout: 30 })\n',
    'pages/index.mdx': slowPage
  })
  temp.push(site)
  const out = join(site, 'dist')
  // Both builds wait out a data function's 11 s: started while the file is collected, they wait at once.
  const building = runCli(['build', site, '--out', out, '--force'])
  let build: CliResult
  beforeAll(async () => {
    build = await building
  }, 60_000)

  it('gives its data functions that long: the page has its data, with no warning', async () => {
    expect(build.code, build.stderr).toBe(0)
    expect(build.stderr).not.toContain('PAGE_DATA')
    expect(await readFile(join(out, 'index.html'), 'utf8')).toContain('<p class="count">1234<!-- --> packages</p>')
  })

  it("gives a page a minute more than its data's time, past the default 120 s when the data's is longer", () => {
    expect(pageBudgets({ pageBudget: { dataSeconds: 30 } }).timeMs).toBe(120_000)
    expect(pageBudgets({ pageBudget: { dataSeconds: 300 } }).timeMs).toBe(360_000)
    expect(pageBudgets({ pageBudget: { dataSeconds: 300, seconds: 50 } }).timeMs).toBe(50_000)
  })
})

describe('a website folder whose next.config sets none', () => {
  const site = writeSite({
    'package.json': JSON.stringify({
      dependencies: { next: '13.5.6', nextra: '2.13.4', 'nextra-theme-docs': '2.13.4' }
    }),
    'next.config.mjs': "import nextra from 'nextra'\nexport default nextra({ theme: 'nextra-theme-docs' })({})\n",
    'pages/index.mdx': slowPage
  })
  temp.push(site)
  const out = join(site, 'dist')
  // Started while the file is collected, beside the build above: guildsite's 10 s and its 11 s overlap.
  const building = runCli(['build', site, '--out', out, '--force'])
  let build: CliResult
  beforeAll(async () => {
    build = await building
  }, 60_000)

  it("renders the page without its data after guildsite's 10 s, with a warning that names the setting", () => {
    expect(build.code, build.stderr).toBe(0)
    expect(build.stderr).toMatch(
      /^pages\/index\.mdx:3:1 - warning PAGE_DATA getStaticProps did not finish within 10 s: .*next\.config's staticPageGenerationTimeout \(seconds\), gives it more time\)$/m
    )
  })
})
