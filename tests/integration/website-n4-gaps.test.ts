import { readFileSync } from 'node:fs'
import { cp, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { scopedName } from '../../src/site-css/css-modules.js'
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
/** The links of nextra-theme-blog 4's navbar (drawn in the post's column), the current page's marked `*`. */
const navbarLinks = (html: string) =>
  [
    ...(/<header class="gs-blog-navbar">(.*?)<\/header>/s.exec(html)?.[1] ?? '').matchAll(
      /<a href="([^"]*)"( aria-current="page")?>([^<]*)</g
    )
  ].map(m => `${m[3]} ${m[1]}${m[2] ? ' *' : ''}`)

describe("nextra-theme-blog 4's <Navbar> children: the site's <NavbarLink>s (website-n4-blog-links)", async () => {
  const { build, page, warned } = await buildFixture('website-n4-blog-links')

  it('builds with exit 0, warning only that next-view-transitions (absent) has a stand-in', () => {
    expect(warned.map(line => line.split(' ').slice(0, 2).join(' '))).toEqual([
      'app/components/NavbarLink.tsx:3:1 UNRESOLVED_IMPORT',
      'app/posts/page.mdx:1:1 UNRESOLVED_IMPORT'
    ])
    expect(warned[0]).toContain("guildsite's own Link (next/link's, no transition animation), ViewTransitions stand in")
    expect(build.code, build.stderr).toBe(0)
  })

  it("renders next-view-transitions' Link as next/link's, not a placeholder", () => {
    expect(page('posts')).toContain('<a href="/posts/first">First note</a>')
    expect(page('posts')).not.toContain('Missing component')
  })

  it('draws the theme switch its <Navbar> holds, once', () => {
    for (const route of ['', 'posts', 'posts/first']) expect(page(route).match(/gs-theme-toggle/g)).toHaveLength(1)
  })

  it('draws each <NavbarLink> as a navbar link, the current page’s marked, not as the brand', () => {
    expect(navbarLinks(page(''))).toEqual(['Home / *', 'Writing /posts'])
    expect(navbarLinks(page('posts'))).toEqual(['Home /', 'Writing /posts *'])
    expect(navbarLinks(page('posts/first'))).toEqual(['Home /', 'Writing /posts'])
    // (No brand: the links are links, not a logo.)
    expect(page('posts')).not.toContain('gs-blog-brand')
  })
})

describe("nextra-theme-blog 4's <Layout> children before the page: the site's own header (0xBADC0DE)", async () => {
  // The blog above, its root layout drawing a header of its own inside <Layout>, as 0xBADC0DE's does:
  // its name, a link, a separator from an absent package, then the <Navbar> in a box of its own.
  const { build, page } = await buildFixture('website-n4-blog-links', site =>
    writeFile(
      join(site, 'app/layout.tsx'),
      [
        "import { Layout, Navbar, ThemeSwitch } from 'nextra-theme-blog'",
        "import { Head, Search } from 'nextra/components'",
        "import { getPageMap } from 'nextra/page-map'",
        "import Link from 'next/link'",
        "import * as Rule from 'absent-separator'",
        'const Separator = () => <Rule.Root className="rule" />',
        'export default async function RootLayout({ children }) {',
        '  return (',
        '    <html lang="en"><Head /><body>',
        '      <Layout>',
        '        <div className="own-header"><code className="own-name">0xNOTES</code><Search /><ThemeSwitch />',
        '          <Link href="https://github.com/example" target="_blank">GitHub</Link></div>',
        '        <Separator />',
        '        <div className="flex"><Navbar pageMap={await getPageMap()} /></div>',
        '        {children}',
        '      </Layout>',
        '    </body></html>',
        '  )',
        '}'
      ].join('\n')
    )
  )

  it('draws the elements before {children} above every page’s content, leaving out what cannot render', () => {
    expect(build.code, build.stderr).toBe(0)
    for (const route of ['', 'posts', 'posts/first']) {
      const html = page(route)
      // (Its search box and theme switch are the navbar's, the absent separator left out, the navbar's box empty.)
      expect(html).toContain(
        '<div class="gs-layout-header"><div class="own-header"><code class="own-name">0xNOTES</code>' +
          '<a target="_blank" href="https://github.com/example">GitHub</a></div><div class="flex"></div></div>'
      )
      // (At the top of the page's main column, below the navbar.)
      expect(html.indexOf('gs-layout-header')).toBeGreaterThan(html.indexOf('id="gs-content"'))
      expect(html.indexOf('gs-layout-header')).toBeLessThan(html.indexOf('<h1'))
      // (Its `<ThemeSwitch>`, in its own header, is a theme switch: one, at the navbar's end.)
      expect(html.match(/gs-theme-toggle/g)).toHaveLength(1)
    }
  })
})

describe("nextra-theme-blog 4's theme switch: only where the root layout puts a <ThemeSwitch>", async () => {
  // (nextra-theme-blog 4.6's `<Navbar>` draws its children alone: a layout without `<ThemeSwitch>` shows none.)
  const { build, page } = await buildFixture('website-n4-blog-links', async site => {
    const layout = join(site, 'app/layout.tsx')
    await writeFile(layout, readFileSync(layout, 'utf8').replace('<ThemeSwitch />', ''))
  })

  it('draws no theme switch on any page', () => {
    expect(build.code, build.stderr).toBe(0)
    for (const route of ['', 'posts', 'posts/first']) {
      expect(navbarLinks(page(route))).toContain('Writing /posts' + (route === 'posts' ? ' *' : ''))
      expect(page(route)).not.toContain('gs-theme-toggle')
    }
  })
})

/** The site's stylesheet as written (the one CSS file of the output's assets). */
async function siteCss(out: string): Promise<string> {
  const dir = join(out, '_gs/assets')
  const names = (await readdir(dir)).filter(name => name.endsWith('.css'))
  return names.map(name => readFileSync(join(dir, name), 'utf8')).join('\n')
}

// A stand-in for the `sass` package a site installs (its `compile`, enough for the fixture's files:
// `//` comments and `$variables`), written into the copy's node_modules as `npm install` would.
const FAKE_SASS = `const { readFileSync } = require('node:fs')
exports.compile = path => {
  const vars = {}
  const css = readFileSync(path, 'utf8')
    .replace(/(^|\\s)\\/\\/[^\\n]*/g, '$1')
    .replace(/\\$([\\w-]+):\\s*([^;]+);/g, (_, name, value) => ((vars[name] = value.trim()), ''))
    .replace(/\\$([\\w-]+)/g, (_, name) => vars[name])
  return { css }
}`

/** A class name of the fixture's Sass module as guildsite (and Next) scope it, for the copy at `site`. */
const cardName = (site: string, local: string) => scopedName(join(site, 'components/card.module.scss'), site, local)
/** The class attribute of the element with `id`. */
const classOf = (html: string, id: string) => new RegExp(`id="${id}" class="([^"]*)"`).exec(html)?.[1]

describe('Sass modules without Sass: their class names, scoped, no styles (website-n4-scss)', async () => {
  let site = ''
  const { build, page, warned, out } = await buildFixture('website-n4-scss', async dir => void (site = dir))

  it('builds with exit 0, warning once for the module at its own path, naming the rules left out', () => {
    expect(warned).toEqual([
      'components/card.module.scss STYLESHEET_FAILED Sass module, and the site has no sass installed: its styles are left out (the rules of .card, .card-title); its class names are kept, scoped as its CSS would be',
      'pages/_app.tsx:1:1 STYLESHEET_FAILED ../styles/global.scss needs Sass, which guildsite does not include: its styles are left out'
    ])
    expect(build.code, build.stderr).toBe(0)
  })

  it("gives components the module's scoped class names (default and named imports), and none for an absent name", () => {
    const html = page('')
    expect(classOf(html, 'card')).toBe(cardName(site, 'card'))
    expect(classOf(html, 'card')).toMatch(/^card_card__[\w-]{5}$/)
    expect(classOf(html, 'badge')).toBe(cardName(site, 'card'))
    expect(html).toContain(`<h3 class="${cardName(site, 'card-title')}">A card</h3>`)
    expect(html).toContain('<div class="no-such-class">Styled by a Sass module.</div>')
  })

  it('writes none of its styles', async () => {
    const css = await siteCss(out)
    expect(css).not.toContain(cardName(site, 'card'))
    expect(css).not.toContain('rgb(200, 30, 60)')
  })
})

describe("Sass modules and stylesheets with the site's own sass installed (website-n4-scss + node_modules/sass)", async () => {
  let site = ''
  const { build, page, warned, out } = await buildFixture('website-n4-scss', async dir => {
    site = dir
    await mkdir(join(dir, 'node_modules/sass'), { recursive: true })
    await writeFile(join(dir, 'node_modules/sass/package.json'), JSON.stringify({ name: 'sass', main: 'sass.js' }))
    await writeFile(join(dir, 'node_modules/sass/sass.js'), FAKE_SASS)
  })

  it('builds with exit 0 and no stylesheet warning', () => {
    expect(warned).toEqual([])
    expect(build.code, build.stderr).toBe(0)
  })

  it('compiles the module with it and scopes it as a CSS module, the same names on the page', async () => {
    const css = await siteCss(out)
    const card = cardName(resolve(site), 'card')
    expect(classOf(page(''), 'card')).toBe(card)
    expect(css).toMatch(new RegExp(`\\.${card}\\s*\\{[^}]*border-left:\\s*6px solid rgb\\(200, 30, 60\\)`))
    expect(css).toMatch(new RegExp(`\\.dark \\.${card}\\s*\\{`))
    // …and the global stylesheet `_app` imports.
    expect(css).toMatch(/\.sassy-global\s*\{\s*margin-top:\s*20px/)
  })
})

describe('a nested layout.tsx above the content’s catch-all gives its pages’ chrome (website-n4-nested-layout)', async () => {
  const { build, page, warned } = await buildFixture('website-n4-nested-layout')

  it('builds with exit 0 and no warning (its layout picks page-map items by index)', () => {
    expect(warned).toEqual([])
    expect(build.code, build.stderr).toBe(0)
  })

  it("draws the docs layout's logo (nextra/components' Image), not the root layout's, with its banner, project link and footer", () => {
    for (const route of ['docs', 'docs/setup']) {
      const html = page(route)
      const brand = /<a class="gs-navbar-brand[^>]*>(.*?)<\/a>/.exec(html)?.[1] ?? ''
      expect(brand).toContain('<img alt="Nested logo" width="40" src="/nested-logo.svg"/>')
      expect(brand).not.toContain('Outer name')
      expect(html).toContain('<span>Nested layouts are read</span>')
      expect(html).toContain('href="https://github.com/example/nested"')
      expect(html).toContain('<div class="gs-nextra-footer-inner">Footer of the docs layout</div>')
    }
  })

  it("gives the home page (app/page.tsx, under the root layout alone) the root's chrome: its logo, no docs banner or footer", () => {
    const html = page('')
    expect(html).toContain('Home of the nested layouts')
    const brand = /<a class="gs-navbar-brand[^>]*>(.*?)<\/a>/.exec(html)?.[1] ?? ''
    expect(brand).toContain('<b>Outer name</b>')
    expect(brand).not.toContain('Nested logo')
    expect(html).not.toContain('Nested layouts are read')
    expect(html).not.toContain('Footer of the docs layout')
    expect(html).not.toContain('https://github.com/example/nested')
  })
})

describe('a root layout with no theme <Layout> (packetScope): its own pages have no navbar, banner or footer', async () => {
  // The same site, its root layout giving only <Head>: Next draws the home page alone.
  const { build, page } = await buildFixture('website-n4-nested-layout', site =>
    writeFile(
      join(site, 'app/layout.tsx'),
      [
        "import { Head } from 'nextra/components'",
        'export default function RootLayout({ children }) {',
        '  return <html lang="en"><Head /><body>{children}</body></html>',
        '}'
      ].join('\n')
    )
  )

  it('draws the home page without the chrome, and the docs pages with their layout’s', () => {
    expect(build.code, build.stderr).toBe(0)
    const home = page('')
    expect(home).toContain('Home of the nested layouts')
    expect(home).not.toContain('gs-navbar')
    expect(home).not.toContain('Nested layouts are read')
    expect(home).not.toContain('gs-nextra-footer')
    const docs = page('docs/setup')
    expect(docs).toContain('<img alt="Nested logo" width="40" src="/nested-logo.svg"/>')
    expect(docs).toContain('<span>Nested layouts are read</span>')
    expect(docs).toContain('<div class="gs-nextra-footer-inner">Footer of the docs layout</div>')
  })
})

describe("nextra-theme-blog 2/3's theme config dateFormatter: each post's date as the site's function writes it", async () => {
  // (nextra-theme-blog 2.13/3.3: `config.dateFormatter?.(dateObj) || dateObj.toDateString()` in the post's meta line;
  // the posts list keeps `toDateString()`. CodePsy-2001's Korean dates, here in a theme config.)
  const korean =
    "  dateFormatter: date => date.toLocaleDateString('ko', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }),\n"
  const withFormatter = (file: string, formatter: string) => async (site: string) => {
    const path = join(site, file)
    await writeFile(path, readFileSync(path, 'utf8').replace('export default {\n', `export default {\n${formatter}`))
  }
  // Ink (Nextra 2, no head function: the formatter's module travels on its own)…
  const ink = await buildFixture('website-blog-theme-n2', withFormatter('theme.config.jsx', korean))
  // …and a Nextra 3 blog whose head function carries the module.
  const quill = await buildFixture(
    'website-wild7-n3-blog-head',
    withFormatter('theme.config.tsx', korean.replace('date =>', '(date: Date) =>'))
  )

  it('writes the post’s date with it, keeps toDateString() in the list, and leaves no page JSON behind', () => {
    expect(ink.build.code, ink.build.stderr).toBe(0)
    expect(ink.warned).toEqual([])
    const post = ink.page('posts/first-light')
    expect(post).toContain('<time dateTime="2024-01-02T00:00:00.000Z">2024년 1월 2일</time>')
    expect(post).not.toContain('data-gs-theme-head')
    expect(ink.page('posts')).toContain('<time dateTime="2024-01-02T00:00:00.000Z">Tue Jan 02 2024</time>')
    expect(quill.build.code, quill.build.stderr).toBe(0)
    expect(quill.page('posts/iron-gall')).toContain('<time dateTime="2024-03-01T00:00:00.000Z">2024년 3월 1일</time>')
    // (Its head still renders.)
    expect(quill.page('posts/iron-gall')).toContain('<title>Iron gall ink — Ada Quill</title>')
  })
})

describe("nextra-theme-blog 4's useMDXComponents({ DateFormatter }): each post's date as the site's component writes it", async () => {
  // (nextra-theme-blog 4.6: the MDX wrapper's `<time>` holds `<DateFormatter date={dateObj} />`, else
  // `toLocaleDateString()`; CodePsy-2001's Korean dates, `2023년 7월 1일` in Nextra, were `7/1/2023`.)
  const { build, page } = await buildFixture('website-blog-theme', site =>
    writeFile(
      join(site, 'mdx-components.ts'),
      [
        "import { useMDXComponents as getThemeComponents } from 'nextra-theme-blog'",
        'const themeComponents = getThemeComponents({',
        "  DateFormatter: ({ date }) => date.toLocaleDateString('ko', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })",
        '})',
        'export function useMDXComponents(components) {',
        '  return { ...themeComponents, ...components }',
        '}'
      ].join('\n')
    )
  )

  it('writes each post’s date with it; the posts list keeps toDateString()', () => {
    expect(build.code, build.stderr).toBe(0)
    expect(page('quiet-mornings')).toContain('<time dateTime="2025-03-27T15:53:25.000Z">2025년 3월 27일</time>')
    expect(page('notes/tea')).toContain('<time dateTime="2025-04-02T00:00:00.000Z">2025년 4월 2일</time>')
    expect(page('')).toContain('<time dateTime="2025-03-27T15:53:25.000Z">Thu Mar 27 2025</time>')
  })
})
