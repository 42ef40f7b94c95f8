import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { runCli } from '../helpers/cli.js'
import { spawnBuild } from '../helpers/spawn-build.js'

/**
 * The page runner (issue 37): a page's own code — its module, data functions and components — runs
 * off the main thread under a time and a heap budget. Runaway pages of every kind end the build by
 * themselves with an error at their file and line, the other pages still render, and the previous
 * output stays as it was; a signal stops a build whose page loops, at once.
 */

const CONFIG = JSON.stringify({
  siteName: 'Test',
  docsRepositoryBase: 'https://github.com/the-guild-org/test/tree/main'
})
const PREVIOUS = '<!DOCTYPE html><title>previous build</title>\n'
// Small budgets, so that the runaway pages end quickly.
const BUDGETS = { GUILDSITE_PAGE_BUDGET_MS: '4000', GUILDSITE_PAGE_HEAP_MB: '192' }

const temp: string[] = []
afterAll(() => Promise.all(temp.map(dir => rm(dir, { recursive: true, force: true }))))

/** A site with `pages` and a previous build in `dist/` (just `index.html`). */
async function siteWith(pages: Record<string, string>): Promise<string> {
  const site = await mkdtemp(join(tmpdir(), 'guildsite-runner-'))
  temp.push(site)
  await writeFile(join(site, 'guildsite.config.json'), CONFIG)
  for (const [path, text] of Object.entries({ 'pages/index.mdx': '# Home\n\nStill here.\n', ...pages })) {
    await mkdir(dirname(join(site, path)), { recursive: true })
    await writeFile(join(site, path), text)
  }
  await mkdir(join(site, 'dist'))
  await writeFile(join(site, 'dist/index.html'), PREVIOUS)
  return site
}

/** The previous output is untouched, and nothing was left next to it. */
async function expectPreviousOutput(site: string): Promise<void> {
  expect(await readdir(join(site, 'dist'))).toEqual(['index.html'])
  expect(await readFile(join(site, 'dist/index.html'), 'utf8')).toBe(PREVIOUS)
}

const RUNAWAY = {
  // A component that renders itself: React recurses until the heap or the clock runs out.
  'pages/self.mdx': '# Self\n\nexport function R() { return <div><R /></div> }\n\n<R />\n',
  // An endless loop in the module's top-level code.
  'pages/top-loop.mdx': '# Top\n\nexport const spin = (() => { for (;;) {} })()\n',
  // An endless loop in a component.
  'pages/component-loop.mdx': '# Component\n\nexport function Spin() { for (;;) {} }\n\n<Spin />\n',
  // An endless loop in a data function.
  'pages/data-loop.mdx': '# Data\n\nexport function getStaticProps() { for (;;) {} }\n',
  // A page that ends its process.
  'pages/exit.mdx': '# Exit\n\nexport const bye = process.exit(3)\n',
  'pages/abort.mdx': '# Abort\n\nexport const boom = process.abort()\n',
  // A page that signals the build's own process: from its module (the runner) and from an MDX
  // expression of a page without imports (the compile workers).
  'pages/kill.mdx': "# Kill\n\nexport const bye = process.kill(process.pid, 'SIGKILL')\n",
  'pages/kill-expression.mdx': "# Kill\n\n{process.kill(process.pid, 'SIGTERM')}\n",
  // A component that allocates without end.
  'pages/grow.mdx':
    '# Grow\n\nexport function Grow() { const all = []; for (;;) all.push(new Array(100000).fill(all.length)) }\n\n<Grow />\n'
}

describe('runaway pages end by themselves (issue 37)', () => {
  it('each fails at its file and line, with no stack trace, and the previous output stays', async () => {
    const site = await siteWith(RUNAWAY)
    const result = await runCli(['build', site, '--no-cache'], { env: BUDGETS })
    const { stderr } = result
    expect(result.code, stderr).toBe(1)
    expect(stderr).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m)
    expect(stderr).toMatch(
      /^pages\/self\.mdx:3:1 - error (PAGE_TIMEOUT|PAGE_OUT_OF_MEMORY) Page (did not finish within 4 s|ran out of memory) while it rendered/m
    )
    // Whichever budget stops it, the author reads what probably happened.
    const self = stderr.slice(stderr.indexOf('pages/self.mdx:3:1'))
    expect(self.slice(0, self.indexOf('\n\n'))).toMatch(/renders itself/)
    expect(stderr).toMatch(
      /^pages\/top-loop\.mdx:3:1 - error PAGE_TIMEOUT Page did not finish within 4 s while its module loaded/m
    )
    expect(stderr).toMatch(
      /^pages\/component-loop\.mdx:3:1 - error PAGE_TIMEOUT Page did not finish within 4 s while it rendered/m
    )
    expect(stderr).toMatch(
      /^pages\/exit\.mdx:3:1 - error PAGE_EXITED Page code ended its thread with process\.exit\(3\)/m
    )
    expect(stderr).toMatch(/^pages\/abort\.mdx:3:1 - error PAGE_EXITED Page code called process\.abort\(\)/m)
    expect(stderr).toMatch(
      /^pages\/grow\.mdx:3:1 - error PAGE_OUT_OF_MEMORY Page ran out of memory while it rendered \(its budget is 192 MB\)/m
    )
    expect(stderr).toMatch(
      /^pages\/data-loop\.mdx:3:1 - error PAGE_TIMEOUT Page did not finish within 4 s while its data functions ran/m
    )
    expect(stderr).toMatch(
      /^pages\/kill\.mdx:3:1 - error PAGE_EXITED Page code called process\.kill\(\d+, "SIGKILL"\) while its module loaded/m
    )
    expect(stderr).toMatch(
      /^pages\/kill-expression\.mdx:3:1 - error MDX_RENDER .*process\.kill\(\d+, "SIGTERM"\) refused/m
    )
    expect(stderr).toMatch(/^9 errors, 0 warnings$/m)
    await expectPreviousOutput(site)
  }, 90_000)

  it('a build stops within 2 s of SIGINT while a page loops, and leaves the previous output', async () => {
    const site = await siteWith({
      // (It says when it starts looping, so the signal arrives while it does.)
      'pages/spin.mdx': "# Spin\n\nexport const spin = (() => { console.error('page:looping'); for (;;) {} })()\n"
    })
    // The default budget (120 s): only the signal can end this build early.
    const build = spawnBuild([site, '--no-cache'])
    await build.waitFor('page:looping')
    const sent = performance.now()
    build.child.kill('SIGINT')
    const done = await build.done
    const took = performance.now() - sent
    expect(done.code, done.stderr).toBe(130)
    expect(done.stderr).toContain('Build interrupted (SIGINT)')
    expect(took).toBeLessThan(2_000)
    await expectPreviousOutput(site)
  }, 60_000)
})

describe('async pages (issue 34 item 4)', () => {
  it('renders async components and await in MDX with their awaited results', async () => {
    const site = await siteWith({
      'pages/async.mdx': [
        '# Async',
        '',
        'export async function Later({ text }) {',
        '  await new Promise(resolve => setTimeout(resolve, 5))',
        '  return <strong>{text}</strong>',
        '}',
        '',
        '<Later text="awaited component" />',
        '',
        "Top level: {await Promise.resolve('awaited expression')}",
        ''
      ].join('\n'),
      // No import or export: rendered on the compile workers, which wait for it the same way.
      'pages/await-only.mdx': "# Await\n\nAlone: {await Promise.resolve('awaited on a compile worker')}\n",
      // A page with code but nothing async renders on the synchronous path, as before.
      'pages/sync.mdx': "# Sync\n\nexport const word = 'plain'\n\nA {word} page.\n"
    })
    const result = await runCli(['build', site, '--no-cache'], { env: BUDGETS })
    expect(result.code, result.stderr).toBe(0)
    const html = await readFile(join(site, 'dist/async/index.html'), 'utf8')
    expect(html).toContain('<strong>awaited component</strong>')
    expect(html.replaceAll('<!-- -->', '')).toContain('Top level: awaited expression')
    expect(html.match(/<!DOCTYPE html>/g)).toHaveLength(1)
    const alone = await readFile(join(site, 'dist/await-only/index.html'), 'utf8')
    expect(alone.replaceAll('<!-- -->', '')).toContain('Alone: awaited on a compile worker')
    const plain = await readFile(join(site, 'dist/sync/index.html'), 'utf8')
    expect(plain.replaceAll('<!-- -->', '')).toContain('A plain page.')
  }, 60_000)
})
