import { readFileSync } from 'node:fs'
import { cp, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { REPO, runCli } from '../helpers/cli.js'

// Conventions of more Nextra websites never built before (issue #34, "wild4"), in a small hand-written
// fixture built as a website folder with no guildsite config and no node_modules. One build.
const temp: string[] = []
afterAll(() => Promise.all(temp.map(dir => rm(dir, { recursive: true, force: true }))))

describe('a Nextra 3 pages-router website (website-wild4-n3)', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'guildsite-wild4-'))
  temp.push(dir)
  await cp(join(REPO, 'tests/fixtures/website-wild4-n3'), join(dir, 'site'), { recursive: true })
  const out = join(dir, 'out')
  const build = await runCli(['build', join(dir, 'site'), '--out', out, '--force'])
  const page = (route: string) => readFileSync(join(out, route, 'index.html'), 'utf8')
  const warned = [...build.stderr.matchAll(/^(\S+) - warning (\w+) (.*)$/gm)].map(m => `${m[1]} ${m[2]} ${m[3]}`)

  it('builds every page with exit 0, warning of the image without a source and the absent packages', () => {
    expect(build.stderr).not.toMatch(/ - error /)
    expect(build.code, build.stderr).toBe(0)
    expect(warned).toEqual([
      'components/theme-name.tsx:1:1 UNRESOLVED_IMPORT Import "next-themes" cannot be resolved; guildsite\'s own useTheme, ThemeProvider stand in for it (any other name: a placeholder is rendered)',
      'components/theme-name.tsx:2:1 UNRESOLVED_IMPORT Import "calendar-kit/dist/styles.css" cannot be resolved; its styles are left out',
      'pages/index.mdx MEDIA_SRC_UNUSUAL Image source missing: a next/image <img> has no `src`, so it is written without one (as Next writes it) and shows nothing. Give it a source or remove it.'
    ])
    for (const route of ['', 'updates', 'updates/2024-10-11-lab', 'updates/2024-09-09-gateway'])
      expect(page(route)).toContain('<h1')
  })

  it('writes an imported image spread into next/image with its URL and size, and one without a source as Next does', () => {
    const images = [...page('').matchAll(/<img [^>]*>/g)].map(m => m[0])
    expect(images).toHaveLength(2)
    expect(images[0]).toMatch(/ src="\/_gs\/assets\/[^"]*shot[^"]*\.png"/)
    expect(images[0]).toContain('width="4" height="2"')
    expect(images[0]).not.toMatch(/ 0=|"0"/)
    expect(images[1]).toContain('alt="Hidden feature"')
    expect(images[1]).not.toContain('src=')
  })

  it("answers next-themes' useTheme with the page's theme", () => {
    expect(page('').replace(/<!-- -->/g, '')).toContain('<p class="theme-name">Theme light of light, dark, system</p>')
  })

  it("lists posts by the dates of Nextra 3's generated page map, which are dates as gray-matter reads YAML", () => {
    const items = [...page('updates').matchAll(/<li class="update">(.*?)<\/li>/g)].map(m =>
      m[1].replace(/<!-- -->/g, '')
    )
    expect(items).toEqual(['2024-10-11 Laboratory improvements', '2024-09-09 Hive Gateway'])
  })
})
