import { readFileSync } from 'node:fs'
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { runCli } from '../helpers/cli.js'
import { buildFixtureCopy } from '../helpers/fixture-site.js'

// Issue 34 (graphql-yoga): a Nextra 4 root layout gives the Guild's navbar an element of its own,
// `GuildLayout navbarProps={{ children: <VersionDropdown /> }}`, a client component reading
// `usePathname()`. Next draws it in the bar of every page, as that page renders it: "v4" on the /v4
// pages, "v5" under /docs. guildsite drew nothing there (src/app-router/navbar-child.ts).
// tests/fixtures/website-navbar-child.
describe("a root layout's own element in the navbar", async () => {
  const built = await buildFixtureCopy('website-navbar-child')
  const child = (route: string) =>
    /<div class="gs-hive-nav-child">[^]*?<div class="version-menu"><button type="button" aria-expanded="false">(\w+)<\/button><\/div>/.exec(
      built.page(route)
    )?.[1]

  it('builds with exit 0 and no warning', () => {
    expect(built.build.stderr).not.toMatch(/ - error /)
    expect(built.build.code).toBe(0)
    expect(built.warned).toEqual([])
  })

  it('draws it in each page’s bar as that page renders it: its pathname gives the version', () => {
    // (A content page with code, a plain Markdown page and an app page alike.)
    expect(child('docs')).toBe('v3')
    expect(child('docs/guide')).toBe('v3')
    expect(child('v2')).toBe('v2')
  })

  it('draws it once, in the bar before the search box, as an island the browser hydrates', () => {
    const html = built.page('v2')
    expect(html.match(/class="version-menu"/g)).toHaveLength(1)
    const bar = html.slice(html.indexOf('data-hive-navigation'), html.indexOf('</header>'))
    expect(bar).toMatch(
      /class="gs-hive-nav-actions"><div class="gs-hive-nav-child">[^]*data-island="app\/version-menu.client.tsx#VersionMenu"[^]*class="gs-search/
    )
  })

  it('draws it on the 404 and 500 pages too, as the island every other page has', () => {
    // (left34: the error pages' bars lacked it.)
    for (const path of ['404.html', '500.html']) {
      const html = built.file(path)
      const bar = html.slice(html.indexOf('data-hive-navigation'), html.indexOf('</header>'))
      expect(bar, path).toMatch(
        /class="gs-hive-nav-child">[^]*data-island="app\/version-menu.client.tsx#VersionMenu"[^]*<div class="version-menu"><button type="button" aria-expanded="false">v3<\/button>/
      )
      expect(html, path).toMatch(/<script type="module" src="\/_gs\/islands\/loader-\w+\.js">/)
    }
  })
})

// The element fails on the server: every page is still written, without it, with a warning.
describe("a root layout's navbar element that throws", async () => {
  const built = await buildFixtureCopy('website-navbar-child')
  await writeFile(
    join(built.site, 'app/version-menu.client.tsx'),
    "'use client'\n\nexport function VersionMenu(): never {\n  throw new Error('no versions file')\n}\n"
  )
  const again = await runCli(['build', built.site, '--out', join(built.out, '..', 'again'), '--force'])

  it('writes the pages without it and warns for each', () => {
    expect(again.stderr).not.toMatch(/ - error /)
    expect(again.code).toBe(0)
    expect(again.stderr).toMatch(
      /content\/guide\.md - warning MDX_RENDER The element the root layout gives the navbar failed on page \/docs\/guide \(no versions file\); the page is drawn without it/
    )
  })
})

// nextra-theme-docs 4 draws its `<Navbar logo>`'s children after the project and chat links: an
// element of the site's own there (a client component reading the page's pathname) is drawn in each
// page's bar, there. tests/fixtures/website-app-router with such a child.
describe("a nextra-theme-docs <Navbar>'s own children", async () => {
  const built = await buildFixtureCopy('website-app-router')
  const layout = join(built.site, 'app/layout.tsx')
  await writeFile(
    layout,
    (await readFile(layout, 'utf8'))
      .replace("import { getPageMap } from 'nextra/page-map'", "$&\nimport { PathBadge } from './path-badge'")
      .replace(
        'chatLink="https://discord.gg/widgets"\n            />',
        'chatLink="https://discord.gg/widgets"\n            >\n              <PathBadge />\n            </Navbar>'
      )
  )
  await writeFile(
    join(built.site, 'app/path-badge.tsx'),
    "'use client'\n\nimport { usePathname } from 'next/navigation'\n\nexport function PathBadge() {\n  return <span className=\"path-badge\">at {usePathname()}</span>\n}\n"
  )
  const again = await runCli(['build', built.site, '--out', join(built.out, '..', 'again'), '--force'])
  const page = (route: string) => readFileSync(join(built.out, '..', 'again', route, 'index.html'), 'utf8')

  it('draws them in each page’s bar after the chat link, as that page renders them', () => {
    expect(again.stderr).not.toMatch(/ - error /)
    expect(again.code).toBe(0)
    for (const route of ['docs/setup', 'docs/all', 'about'])
      expect(page(route)).toMatch(
        new RegExp(
          `aria-label="Discord server">[^]*?</a><div class="gs-navbar-child">[^]*?<span class="path-badge">at <!-- -->/${route}</span>`
        )
      )
  })
})
