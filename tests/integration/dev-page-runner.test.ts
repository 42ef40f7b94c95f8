import { afterAll, describe, expect, it } from 'vitest'
import { CONFIG, fetchPage, removeSite, startCli, waitFor, writeSite, type CliProcess } from './dev-harness.js'

/**
 * `guildsite dev` runs a page's own code in the page runner too (issue 37 item 4): a page that loops
 * shows its error in the overlay once its budget (here 4 s, from the config's `pageBudget`) runs out,
 * the server answers other pages meanwhile, and Ctrl-C stops it while a page loops.
 */

const sites: string[] = []
const servers: CliProcess[] = []
afterAll(async () => {
  for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGKILL')
  sites.forEach(removeSite)
})

describe('dev server and runaway pages (issue 37)', () => {
  it('a looping page gets the overlay, other pages answer meanwhile, and Ctrl-C stops the server', async () => {
    const config = { ...JSON.parse(CONFIG('Runaway')), pageBudget: { seconds: 4 } }
    const site = writeSite({
      'guildsite.config.json': JSON.stringify(config),
      'pages/index.mdx': '# Home\n\nThe home page.\n',
      'pages/spin.mdx': '# Spin\n\nexport function Spin() { for (;;) {} }\n\n<Spin />\n',
      'pages/worded.mdx': "# Worded\n\nexport const word = 'answered'\n\nThe page {word}.\n",
      'pages/later.mdx': "# Later\n\nexport const spin = (() => { console.error('page:looping'); for (;;) {} })()\n"
    })
    sites.push(site)
    const server = await startCli(['dev', site, '--port', '0'])
    servers.push(server)
    const spinning = fetchPage(server.url, '/spin')
    // While /spin loops on one runner thread, the server answers: a page without code, one with code.
    const home = await fetchPage(server.url, '/')
    expect(home.status).toBe(200)
    expect(home.text).toContain('The home page.')
    const worded = await fetchPage(server.url, '/worded')
    expect(worded.status).toBe(200)
    expect(worded.text.replaceAll('<!-- -->', '')).toContain('The page answered.')
    // The looping page ends with its error, in the overlay and in the terminal.
    const spin = await spinning
    expect(spin.status).toBe(500)
    expect(spin.text).toContain('PAGE_TIMEOUT')
    expect(spin.text).toContain('pages/spin.mdx')
    await waitFor(() => server.stderr().includes('pages/spin.mdx:3:1'), 'the error in the terminal')

    // Ctrl-C while a page's top-level code loops: the server stops at once.
    void fetchPage(server.url, '/later').catch(() => undefined)
    await waitFor(() => server.stderr().includes('page:looping'), 'the page to loop')
    const sent = performance.now()
    server.child.kill('SIGINT')
    const code = await server.exited
    // At once: before the looping page's 4 s budget would have ended it (no PAGE_TIMEOUT for it).
    expect(performance.now() - sent).toBeLessThan(4_000)
    expect(server.stderr()).not.toMatch(/PAGE_TIMEOUT[^\n]*pages\/later\.mdx|pages\/later\.mdx[^\n]*PAGE_TIMEOUT/)
    expect(code).not.toBeNull()
  }, 90_000)

  it('a page that imports nothing runs its expressions in the runner too: a loop is its overlay, not a hung server', async () => {
    const config = { ...JSON.parse(CONFIG('Runaway')), pageBudget: { seconds: 4 } }
    const site = writeSite({
      'guildsite.config.json': JSON.stringify(config),
      'pages/index.mdx': '# Home\n\nThe home page.\n',
      'pages/sum.mdx': '# Sum\n\nOne and two make {1 + 2}.\n',
      // No import, no export: the page renders without the bundler, and its expression loops.
      'pages/loop.mdx': "# Loop\n\nText before.\n\n{(() => { console.error('expression:looping'); for (;;) {} })()}\n",
      'pages/again.mdx': "# Again\n\n{(() => { console.error('again:looping'); for (;;) {} })()}\n"
    })
    sites.push(site)
    const server = await startCli(['dev', site, '--port', '0'])
    servers.push(server)
    const looping = fetchPage(server.url, '/loop')
    await waitFor(() => server.stderr().includes('expression:looping'), 'the expression to loop')
    // While its expression loops, the server answers other pages, with expressions or without.
    const home = await fetchPage(server.url, '/')
    expect(home.status).toBe(200)
    expect(home.text).toContain('The home page.')
    const sum = await fetchPage(server.url, '/sum')
    expect(sum.status).toBe(200)
    expect(sum.text.replaceAll('<!-- -->', '')).toContain('One and two make 3.')
    // The page ends with its error at its file, in the overlay and in the terminal.
    const loop = await looping
    expect(loop.status).toBe(500)
    expect(loop.text).toContain('PAGE_TIMEOUT')
    expect(loop.text).toContain('pages/loop.mdx')
    await waitFor(
      () => /PAGE_TIMEOUT[^]*pages\/loop\.mdx|pages\/loop\.mdx[^]*PAGE_TIMEOUT/.test(server.stderr()),
      'the error in the terminal'
    )

    // Ctrl-C while another such page loops: the server stops at once.
    void fetchPage(server.url, '/again').catch(() => undefined)
    await waitFor(() => server.stderr().includes('again:looping'), 'the other expression to loop')
    const sent = performance.now()
    server.child.kill('SIGINT')
    const code = await server.exited
    expect(performance.now() - sent).toBeLessThan(4_000)
    expect(server.stderr()).not.toMatch(/PAGE_TIMEOUT[^\n]*pages\/again\.mdx|pages\/again\.mdx[^\n]*PAGE_TIMEOUT/)
    expect(code).not.toBeNull()
  }, 90_000)
})
