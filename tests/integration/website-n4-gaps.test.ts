import { readFileSync } from 'node:fs'
import { cp, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { REPO, runCli } from '../helpers/cli.js'

// Three things public Nextra websites give that a visitor sees (issue #34, helper "n4"), each in a
// small hand-written fixture built as a website folder with no guildsite config. One build per fixture.
const temp: string[] = []
afterAll(() => Promise.all(temp.map(dir => rm(dir, { recursive: true, force: true }))))

/** Copies `tests/fixtures/<name>` into a temporary `site/` (nothing beside it), lets `prepare` add to it, builds it. */
async function buildFixture(name: string, prepare?: (site: string) => Promise<void>) {
  const dir = await mkdtemp(join(tmpdir(), `guildsite-${name}-`))
  temp.push(dir)
  const site = join(dir, 'site')
  await cp(join(REPO, 'tests/fixtures', name), site, { recursive: true })
  await prepare?.(site)
  const out = join(dir, 'out')
  const build = await runCli(['build', site, '--out', out, '--force'])
  const page = (route: string) => readFileSync(join(out, route, 'index.html'), 'utf8')
  const warned = [...build.stderr.matchAll(/^(\S+) - warning (\w+) (.*)$/gm)].map(m => `${m[1]} ${m[2]} ${m[3]}`)
  return { build, page, warned, out }
}

/** The navbar's links as a visitor reads them: text, target, and `*` on the current page's. */
const navbarLinks = (html: string) =>
  [
    ...html.matchAll(
      /<li class="gs-navbar-item"[^>]*><a class="gs-navbar-link" href="([^"]*)"( aria-current="page")?>([^<]*)</g
    )
  ].map(m => `${m[3]} ${m[1]}${m[2] ? ' *' : ''}`)

describe("nextra-theme-blog 4's <Navbar> children: the site's <NavbarLink>s (website-n4-blog-links)", async () => {
  const { build, page, warned } = await buildFixture('website-n4-blog-links')

  it('builds with exit 0 and no warning', () => {
    expect(warned).toEqual([])
    expect(build.code, build.stderr).toBe(0)
  })

  it('draws each <NavbarLink> as a navbar link, the current page’s marked, not as the brand', () => {
    expect(navbarLinks(page(''))).toEqual(['Home / *', 'Writing /posts'])
    expect(navbarLinks(page('posts'))).toEqual(['Home /', 'Writing /posts *'])
    expect(navbarLinks(page('posts/first'))).toEqual(['Home /', 'Writing /posts'])
    const brand = /<a class="gs-navbar-brand[^>]*>(.*?)<\/a>/.exec(page('posts'))?.[1]
    expect(brand).not.toMatch(/Home|Writing/)
  })
})
