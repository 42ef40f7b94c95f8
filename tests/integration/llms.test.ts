import { existsSync, readFileSync, statSync } from 'node:fs'
import { cp, mkdtemp, rm, unlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { exampleOut } from '../helpers/example-site.js'
import { REPO, runCli } from '../helpers/cli.js'

// Issue 20 item 4: pages for machines — llms.txt, llms-full.txt and each page at <route>.md.

describe('pages for machines', () => {
  const read = (path: string) => readFileSync(join(exampleOut(), path), 'utf8')
  const dirs: string[] = []
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true })
  })

  it('llms.txt lists the sitemap’s pages, each with its Markdown URL, and every one exists', () => {
    const sitemap = [...read('sitemap.xml').matchAll(/<loc>https:\/\/guildsite\.example\.com([^<]*)<\/loc>/g)].map(
      match => match[1]!
    )
    const llms = read('llms.txt')
    expect(llms.startsWith('# Guild Docs Demo\n\n> ')).toBe(true)
    const listed = [...llms.matchAll(/^- \[[^\]]+\]\(https:\/\/guildsite\.example\.com\/([^)]*)\.md\)/gm)].map(match =>
      match[1] === 'index' ? '/' : `/${match[1]}`
    )
    expect(listed.length).toBeGreaterThan(30)
    expect([...listed].sort()).toEqual([...sitemap].sort())
    for (const route of listed)
      expect(existsSync(join(exampleOut(), route === '/' ? 'index.md' : `${route.slice(1)}.md`)), route).toBe(true)
  })

  it('a page’s Markdown is its text without MDX code, code fences kept; llms-full.txt holds every page', () => {
    const page = read('yoga.md')
    expect(page.startsWith('# Quick Start')).toBe(true)
    const prose = page.replace(/^```[^\n]*\n[\s\S]*?^```$/gm, '')
    expect(prose).not.toMatch(/^import /m)
    expect(prose).not.toMatch(/^export /m)
    expect(page).toContain('```ts filename="src/schema.ts"')
    expect(page).not.toMatch(/<Callout|<\/Tabs>/)
    const full = read('llms-full.txt')
    expect(full).toContain(page.trim())
    expect(full).toContain(read('mesh/getting-started.md').trim())
  })

  it("llms-full.txt is written only when asked for (`llms: 'full'`); llms.txt and the pages are by default", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'guildsite-llms-'))
    dirs.push(dir)
    await cp(join(REPO, 'tests/fixtures/chrome-i18n'), join(dir, 'site'), { recursive: true })
    const configPath = join(dir, 'site', 'guildsite.config.json')
    const config = JSON.parse(readFileSync(configPath, 'utf8'))
    expect(config.llms).toBeUndefined()
    const result = await runCli(['build', join(dir, 'site'), '--quiet'])
    expect(result.code, result.stderr).toBe(0)
    expect(existsSync(join(dir, 'site', 'dist', 'llms.txt'))).toBe(true)
    expect(existsSync(join(dir, 'site', 'dist', 'docs', 'start.md'))).toBe(true)
    expect(existsSync(join(dir, 'site', 'dist', 'llms-full.txt'))).toBe(false)
  })

  it('are not written when the config turns them off', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'guildsite-llms-'))
    dirs.push(dir)
    await cp(join(REPO, 'tests/fixtures/chrome-i18n'), join(dir, 'site'), { recursive: true })
    const configPath = join(dir, 'site', 'guildsite.config.json')
    const config = JSON.parse(readFileSync(configPath, 'utf8'))
    await writeFile(configPath, JSON.stringify({ ...config, llms: false }))
    const result = await runCli(['build', join(dir, 'site'), '--quiet'])
    expect(result.code, result.stderr).toBe(0)
    expect(existsSync(join(dir, 'site', 'dist', 'docs', 'start', 'index.html'))).toBe(true)
    expect(existsSync(join(dir, 'site', 'dist', 'llms.txt'))).toBe(false)
    expect(existsSync(join(dir, 'site', 'dist', 'docs', 'start.md'))).toBe(false)
  })
  it('a rebuild makes again only the Markdown of changed pages; a removed one comes back', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'guildsite-llms-'))
    dirs.push(dir)
    const site = join(dir, 'site')
    await cp(join(REPO, 'tests/fixtures/chrome-i18n'), site, { recursive: true })
    const out = (path: string) => join(site, 'dist', path)
    const build = async () => {
      const result = await runCli(['build', site, '--quiet'])
      expect(result.code, result.stderr).toBe(0)
    }
    await build()
    const untouched = statSync(out('fr/docs/start.md'))
    const french = readFileSync(out('fr/docs/start.md'), 'utf8')
    expect(french.startsWith('# Démarrer')).toBe(true)

    // The body changes (no heading of its own now: the title made from its name heads its Markdown).
    await writeFile(join(site, 'pages/docs/next-steps.mdx'), 'Text, edited.\n')
    await build()
    expect(readFileSync(out('docs/next-steps.md'), 'utf8')).toBe('# Next Steps\n\nText, edited.\n')
    const after = statSync(out('fr/docs/start.md'))
    expect([after.ino, after.mtimeMs]).toEqual([untouched.ino, untouched.mtimeMs])

    // A title and description given in front matter.
    await writeFile(
      join(site, 'pages/docs/next-steps.mdx'),
      '---\ntitle: After the start\ndescription: Where to go.\n---\n\nText, edited.\n'
    )
    await build()
    expect(readFileSync(out('docs/next-steps.md'), 'utf8')).toBe(
      '# After the start\n\n> Where to go.\n\nText, edited.\n'
    )
    expect(readFileSync(out('llms.txt'), 'utf8')).toContain('- [After the start](')

    // A Markdown file removed from the output by hand comes back.
    await unlink(out('fr/docs/start.md'))
    await build()
    expect(readFileSync(out('fr/docs/start.md'), 'utf8')).toBe(french)
  })
})
