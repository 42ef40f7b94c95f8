import { readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { runCli } from '../helpers/cli.js'

// A Nextra 3 website folder with no guildsite config (tests/fixtures/website-lenient): what real Guild
// websites do that Nextra builds, each in a page of its own. One build for the file.
const temp: string[] = []
afterAll(() => Promise.all(temp.map(dir => rm(dir, { recursive: true, force: true }))))

const warnings = (stderr: string) =>
  [...stderr.matchAll(/^(\S+) - warning (\w+) (.*)$/gm)].map(m => `${m[1]} ${m[2]} ${m[3]}`)
/** The links in the page's paragraphs (the content, not the chrome). */
const contentLinks = (html: string) =>
  [...html.matchAll(/<p data-md="">([^]*?)<\/p>/g)].flatMap(p => [...p[1].matchAll(/href="([^"]*)"/g)].map(m => m[1]))

describe('a website folder with what Nextra accepts and guildsite used to refuse', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'guildsite-lenient-'))
  temp.push(dir)
  const out = join(dir, 'dist')
  const [build, check] = await Promise.all([
    runCli(['build', 'tests/fixtures/website-lenient', '--out', out, '--force']),
    runCli(['check', 'tests/fixtures/website-lenient'])
  ])
  const page = (route: string) => readFileSync(join(out, route, 'index.html'), 'utf8')
  const warned = warnings(build.stderr)

  it('builds with exit 0 and no error', () => {
    expect(build.stderr).not.toMatch(/ - error /)
    expect(build.code).toBe(0)
  })

  describe('links as Nextra’s visitors follow them (item 9)', () => {
    it('resolves a relative link on an index page against its URL, which has no trailing slash, and writes a redirect source as its destination', () => {
      // pages/docs/index.mdx is served at /docs: ./usage is /usage, which the site redirects to /docs/guide/usage.
      expect(contentLinks(page('docs'))[0]).toBe('/docs/guide/usage')
      // A root-relative link to a redirect source, its hash kept.
      expect(contentLinks(page('docs'))).toContain('/docs/guide/usage#start')
    })

    it('resolves relative links of other pages as before (their URL and their folder agree)', () => {
      expect(contentLinks(page('docs/installation'))).toEqual(['/docs/guide', '/docs/guide/usage'])
      expect(contentLinks(page('docs/guide/usage'))).toEqual(['/docs/guide', '/docs/installation'])
    })

    it('links to the folder-relative target where the URL-relative one is no page, with a warning at the link', () => {
      expect(contentLinks(page('docs'))[1]).toBe('/docs/installation')
      expect(contentLinks(page('docs/guide'))).toEqual(['/docs/guide/usage'])
      expect(warned).toContain(
        'pages/docs/index.mdx:5:25 RELATIVE_LINK Relative link "./installation" goes to /installation at this page\'s URL (/docs), where there is no page; linked to /docs/installation, relative to the file\'s folder, instead'
      )
      expect(warned).toContain(
        'pages/docs/guide/index.mdx:3:5 RELATIVE_LINK Relative link "./usage" goes to /docs/usage at this page\'s URL (/docs/guide), where there is no page; linked to /docs/guide/usage, relative to the file\'s folder, instead'
      )
    })
  })

  describe('broken links in a website folder (item 6)', () => {
    it('are warnings at the link, counted under the summary with the config that makes them errors', () => {
      expect(warned).toContain(
        'pages/docs/index.mdx:7:17 BROKEN_LINK Broken link → /missing: no page or file at /missing'
      )
      expect(warned).toContain(
        'pages/docs/index.mdx:7:42 BROKEN_ANCHOR Broken anchor → /docs/installation#nope: /docs/installation has no heading #nope'
      )
      expect(build.stderr).toContain(
        "1 broken link and 1 broken anchor (warnings): links: 'error' in guildsite.config.ts makes broken links and anchors errors"
      )
    })
  })

  describe('dynamic metas (item 1)', () => {
    it('calls an async _meta function and uses its entries, a folder entry giving its title and its pages’ titles', () => {
      const sidebar = /aria-label="Sidebar"[^]*?<\/aside>/.exec(page('docs/guide/usage'))?.[0] ?? ''
      const titles = [...sidebar.matchAll(/>([^<>]+)</g)].map(m => m[1].trim()).filter(Boolean)
      expect(titles).toEqual(expect.arrayContaining(['Overview', 'Install it', 'The Guide', 'Using it']))
      expect(titles.indexOf('Overview')).toBeLessThan(titles.indexOf('Install it'))
      expect(titles.indexOf('Install it')).toBeLessThan(titles.indexOf('The Guide'))
      // A key naming a page a dynamic route serves (no file) is not reported.
      expect(warned.filter(w => w.includes('META_KEY_MISSING'))).toEqual([])
    })

    it('warns at the line when the function throws or returns no object, and the folder falls back to file names', () => {
      expect(warned).toContain(
        "pages/news/_meta.js:2:9 META_EVAL Meta's default export is a function that threw: the feed is offline"
      )
      expect(warned).toContain(
        "pages/blog/_meta.js:1:1 META_EVAL Meta's default export is a function that returned number, not an object of entries"
      )
      expect(page('blog')).toContain('<h1')
    })
  })

  describe('warnings an author can act on (item 11)', () => {
    it('reports no name imported without `type` but used only as a type (ReactNode, StaticImageData)', () => {
      expect(warned.filter(w => w.startsWith('components/note.tsx'))).toEqual([])
      expect(page('docs/installation')).toContain('<aside class="note"><strong>Note<!-- -->:</strong>')
    })
  })

  describe('module scope as Next gives it (item 2)', () => {
    it('gives pages and their modules __filename, __dirname, require (JSON, Node) and module; data functions run in the site folder', () => {
      // getStaticProps = pageProps(__filename): the name from the page's file, package.json by require,
      // paths relative to process.cwd(), the helper's __dirname, and `typeof module` in the page.
      expect(page('docs/scope')).toContain(
        '<code id="scope">scope | lenient-website | pages/docs/scope.mdx | lib | object</code>'
      )
    })

    it('gives metas the same: the docs meta titles a page from require and __dirname', () => {
      expect(page('docs')).toContain('>Module scope<')
    })
  })

  describe('URL imports (item 3)', () => {
    it('makes an image URL import its URL, and any other a stand-in with a warning at the import', () => {
      const html = page('docs/urls')
      expect(html).toMatch(/<img [^>]*src="https:\/\/the-guild\.dev\/img\/banner\.jpg"/)
      expect(html).toContain('data-missing-component="Chart"')
      expect(warned).toContain(
        'pages/docs/urls.mdx:2:1 UNRESOLVED_IMPORT URL import "https://esm.sh/chart-widget@1.0.0" is not fetched at build time; a placeholder is rendered instead'
      )
      expect(warned.filter(w => w.includes('banner.jpg'))).toEqual([])
    })
  })

  describe('no page can sink a site (item 7)', () => {
    it('writes a page whose component fails for want of the data its getStaticProps failed to give, with a placeholder naming it and a warning at its use', () => {
      // Only the block that fails gives way (site item 5): the heading and the text after it stay.
      expect(/<article class="gs-content" data-gs-md="">([^]*?)<\/article>/.exec(page('docs/plugins'))?.[1]).toBe(
        '<h1 id="plugins" data-md="">Plugins</h1>\n<div class="gs-missing" role="note" data-missing-component="PluginList"><strong>Missing component: PluginList</strong></div>\n<p data-md="">The rest of the page stays.</p>'
      )
      expect(warned).toContain(
        "pages/docs/plugins.mdx:14:7 PAGE_DATA <PluginList> cannot render without the data getStaticProps failed to give (Cannot read properties of undefined (reading 'map')); a placeholder is rendered in its place"
      )
      expect(warned).toContain(
        'pages/docs/plugins.mdx:4:1 PAGE_DATA getStaticProps failed at build time (registry.example.com is unreachable); the page renders with empty data'
      )
    })

    it('warns once for a failed data function: what renders nothing for want of its data (RemoteContent) says nothing more', () => {
      expect(page('docs/remote')).toContain('data-missing-component="RemoteContent"')
      expect(warned.filter(w => w.startsWith('pages/docs/remote.mdx'))).toEqual([
        'pages/docs/remote.mdx:3:1 PAGE_DATA getStaticProps failed at build time (the README lives on GitHub); the page renders with empty data'
      ])
    })

    it('renders a member of an absent namespace used as a component as its placeholder', () => {
      expect(page('docs/urls')).toContain(
        'A member of an absent namespace: <div class="gs-missing" role="note" data-missing-component="Star">'
      )
      expect(warned).toContain(
        'pages/docs/urls.mdx:10:1 UNRESOLVED_IMPORT Import "@acme/icons" cannot be resolved; a placeholder is rendered instead'
      )
    })
  })

  describe('configs degrade one name at a time (item 8)', () => {
    it('gives metas the built-in helpers pages get (clsx, tailwind-merge) when they are not installed', () => {
      expect(page('more')).toContain('>Start here<')
      expect(warned.filter(w => w.startsWith('pages/more/'))).toEqual([])
    })

    it('keeps the Next config whose import names what the build’s nextra() lacks: its redirects apply', () => {
      expect(warned.filter(w => w.includes('CONFIG_LOAD'))).toEqual([])
      expect(contentLinks(page('docs'))[0]).toBe('/docs/guide/usage')
    })
  })

  describe('guildsite check on a website folder (item 11)', () => {
    it('lists, file by file, what a build replaces: stand-ins, placeholders, empty data, fallbacks', () => {
      expect(check.code).toBe(0)
      expect(check.stdout.split('\n').filter(line => line.startsWith('replaced '))).toEqual([
        'replaced pages/blog/_meta.js: file names for the navigation (meta failed)',
        'replaced pages/docs/guide/index.mdx: relative link taken from the folder',
        'replaced pages/docs/index.mdx: relative link taken from the folder',
        'replaced pages/docs/plugins.mdx: empty data (getStaticProps); placeholder <PluginList> (no data)',
        'replaced pages/docs/remote.mdx: empty data (getStaticProps)',
        'replaced pages/docs/urls.mdx: stand-in for the URL import https://esm.sh/chart-widget@1.0.0; stand-in for "@acme/icons"',
        'replaced pages/news/_meta.js: file names for the navigation (meta failed)'
      ])
    })
  })
})
