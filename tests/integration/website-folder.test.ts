import { existsSync, readFileSync } from 'node:fs'
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import fg from 'fast-glob'
import { afterAll, describe, expect, it } from 'vitest'
import { launchBrowser } from '../helpers/browser.js'
import { runCli } from '../helpers/cli.js'
import { searchIndexTexts } from '../helpers/search-files.js'
import { serveStatic } from '../helpers/static-server.js'

// Two Next.js website folders with no guildsite config: a Nextra 3 one (theme.config.tsx with the
// Guild's defineConfig, next.config.mjs with nextra(), tsconfig paths, a Tailwind config whose
// preset is not installed) and a Nextra 4 one (content/ beside app/, contentDirBasePath).
const temp: string[] = []
afterAll(() => Promise.all(temp.map(dir => rm(dir, { recursive: true, force: true }))))
const tempDir = async () => {
  const dir = await mkdtemp(join(tmpdir(), 'guildsite-website-'))
  temp.push(dir)
  return dir
}
const hrefs = (html: string) => [...html.matchAll(/ href="([^"]*)"/g)].map(m => m[1])
const warnings = (stderr: string) =>
  [...stderr.matchAll(/^(\S+) - warning (\w+) (.*)$/gm)].map(m => `${m[1]} ${m[2]} ${m[3]}`)

describe('a Nextra 3 website folder without a guildsite config', async () => {
  const out = join(await tempDir(), 'dist')
  const [check, build] = await Promise.all([
    runCli(['check', 'tests/fixtures/website-folder']),
    runCli(['build', 'tests/fixtures/website-folder', '--out', out, '--force'])
  ])
  const page = (path: string) => readFileSync(join(out, path), 'utf8')

  it('builds with exit 0, every page written, the one warning a redirect with parameters', async () => {
    expect(build.stderr).not.toMatch(/ - error /)
    expect(build.code).toBe(0)
    expect((await fg('**/*.html', { cwd: out })).sort()).toEqual([
      '404.html',
      '500.html',
      'guide/first-steps/index.html',
      'guide/index.html',
      'index.html',
      'old-guide/index.html'
    ])
    expect(warnings(build.stderr)).toEqual([
      'next.config.mjs:21:18 REDIRECT_SKIPPED Redirect /blog/:slug → /guide has parameters; a static site writes one page per path, so it is skipped',
      // Served at /guide, the index page's ./first-steps is /first-steps in Nextra: no page, the folder's is taken.
      'src/pages/guide/index.mdx:3:16 RELATIVE_LINK Relative link "./first-steps" goes to /first-steps at this page\'s URL (/guide), where there is no page; linked to /guide/first-steps, relative to the file\'s folder, instead'
    ])
  })

  it('sets math with KaTeX because the Nextra config turns latex on, the stylesheet under the base path and only where there is math', () => {
    const html = page('guide/first-steps/index.html')
    expect(html).toContain('<annotation encoding="application/x-tex">O(n^2)</annotation>')
    const css = hrefs(html).filter(href => href.includes('katex'))
    expect(css).toEqual([expect.stringMatching(/^\/widgets\/_gs\/assets\/katex-[\d.]+\/katex\.min\.css$/)])
    expect(existsSync(join(out, css[0]!.replace(/^\/widgets\//, '')))).toBe(true)
    expect(hrefs(page('guide/index.html')).filter(href => href.includes('katex'))).toEqual([])
  })

  it('guildsite check prints one note per option: what was read and what is ignored', () => {
    expect(check.code).toBe(0)
    const notes = check.stdout.split('\n').filter(line => line.startsWith('note '))
    expect(notes).toContain('note content read — pages from src/pages/')
    expect(notes).toContain('note next.config.mjs: basePath read — pages are served under /widgets')
    expect(notes).toContain(
      "note next.config.mjs: webpack read — `.svg` imports of the site's code are React components (@svgr/webpack)"
    )
    expect(notes).toContain('note next.config.mjs: output ignored — guildsite always writes a static site')
    expect(notes).toContain(
      'note next.config.mjs nextra: defaultShowCopyCode read — code blocks have a copy button only with `copy`'
    )
    expect(notes).toContain('note next.config.mjs nextra: latex read — math set with KaTeX at build time')
    expect(notes).toContain(
      "note theme.config.tsx: description read — the navbar's subtitle (defineConfig's pages say the name)"
    )
    expect(notes).toContain(
      'note theme.config.tsx: head read — page titles "%s (Widgets)" and "Widgets Documentation" as defineConfig writes them'
    )
    expect(notes).toContain(
      'note theme.config.tsx: logo ignored — a React element; the catalogue logo of siteName is used'
    )
    expect(notes).toContain(
      // (Its `main` wrapper is drawn around each docs page's content, as nextra-theme-docs draws it: theme-main.ts.)
      "note theme.config.tsx: main read — drawn around every docs page's content"
    )
    // Each option once, and nothing of it on a build.
    expect(new Set(notes).size).toBe(notes.length)
    expect(build.stdout + build.stderr).not.toContain('note ')
  })

  it('reads the theme config: name, description (from a tsconfig path), edit link, feedback, banner, chat', () => {
    const html = page('guide/index.html')
    // (As @theguild/components' defineConfig writes them: `<page> (<websiteName>)`, `<websiteName> Documentation`;
    // its `description` is the navbar's subtitle.)
    expect(html).toContain('<title>Guide (Widgets)</title>')
    expect(html).toContain('<meta name="description" content="Widgets Documentation"/>')
    expect(html).toContain('<span class="gs-guild-brand-description">Widgets for every occasion, documented.</span>')
    expect(html).toContain('Improve this page')
    expect(hrefs(html)).toContain('https://github.com/acme/widgets/tree/main/website/src/pages/guide/index.mdx')
    expect(html).toContain('Questions? Ask us')
    expect(hrefs(html).some(href => href.includes('labels=kind%2Fquestion'))).toBe(true)
    expect(html).toContain('Widgets 2 is out')
    expect(hrefs(html)).toContain('https://discord.gg/widgets')
  })

  it('reads the Next config: every internal link under basePath once, copy buttons only with `copy`, redirect pages', () => {
    for (const path of ['index.html', 'guide/index.html', 'guide/first-steps/index.html']) {
      const internal = hrefs(page(path)).filter(href => href.startsWith('/'))
      expect(internal.length).toBeGreaterThan(3)
      for (const href of internal) expect(href, `${path}: ${href}`).toMatch(/^\/widgets\/(?!widgets\/)/)
    }
    expect(page('guide/index.html').match(/data-copy=""/g)).toHaveLength(1)
    const redirect = page('old-guide/index.html')
    expect(redirect).toContain('<meta http-equiv="refresh" content="0; url=/widgets/guide">')
    expect(redirect).toContain('<link rel="canonical" href="/widgets/guide">')
  })

  it("gives the site's code what it imports: SVGs as components (@svgr/webpack in next.config), clsx when not installed", () => {
    const html = page('index.html')
    expect(html).toMatch(
      /<svg width="38" height="38" viewBox="0 0 38 38" fill="none" xmlns="http:\/\/www.w3.org\/2000\/svg" class="size-8" data-logo=""><path/
    )
    expect(html).toContain('class="container text-brand bg-brand/10 lg:px-8 dark:text-white" data-hero=""')
    expect(build.stderr).not.toContain('UNRESOLVED_IMPORT')
  })

  it('resolves tsconfig paths in _meta files, MDX and components', () => {
    expect(page('index.html')).toContain('Hello from the widgets!')
    // The folder's title comes from the _meta file, which imports it through a path alias.
    expect(page('guide/first-steps/index.html')).toMatch(/>The Widget Guide</)
  })

  it("compiles the Tailwind classes of the site's components into a stylesheet of the page", () => {
    const styles = hrefs(page('index.html')).filter(href => href.endsWith('.css'))
    // Tailwind's reset before guildsite's stylesheet, the site's classes after it.
    expect(styles.map(href => href.replace(/-[0-9a-f]{10}\.css$/, ''))).toEqual([
      '/widgets/_gs/assets/site-base',
      '/widgets/_gs/assets/style',
      '/widgets/_gs/assets/site'
    ])
    const links = styles.slice(2)
    const css = readFileSync(join(out, links[0].replace(/^\/widgets\//, '')), 'utf8')
    expect(css).toMatch(/\.text-brand \{[^}]*rgb\(225 29 72/)
    expect(css).toMatch(/@media \(min-width: 1024px\) \{[^@]*\.lg\\:px-8/)
    expect(css).toContain('.dark\\:text-white:where(.dark, .dark *)')
    const base = readFileSync(join(out, styles[0].replace(/^\/widgets\//, '')), 'utf8')
    expect(base).toContain(
      'ol:where(:not(.gs-content *)),\nul:where(:not(.gs-content *)),\nmenu:where(:not(.gs-content *)) {'
    )
  })

  it('the Tailwind classes apply in the browser, light and dark', async () => {
    const server = await serveStatic(out, { basePath: '/widgets' })
    const browser = await launchBrowser()
    try {
      const tab = await browser.newPage({ viewport: { width: 1280, height: 800 } })
      await tab.goto(`${server.url}/`)
      const style = () =>
        tab.locator('[data-hero]').evaluate(el => ({
          color: getComputedStyle(el).color,
          paddingLeft: getComputedStyle(el).paddingLeft,
          marginLeft: getComputedStyle(el).marginLeft
        }))
      const light = await style()
      expect(light.color).toBe('rgb(225, 29, 72)')
      expect(light.paddingLeft).toBe('32px')
      await tab.evaluate(() => document.documentElement.classList.add('dark'))
      expect((await style()).color).toBe('rgb(255, 255, 255)')
      // Tailwind's reset applies to the site's components, not to guildsite's Markdown content.
      expect(
        await tab
          .locator('[data-raw-list]')
          .evaluate(el => [getComputedStyle(el).listStyleType, getComputedStyle(el).paddingLeft])
      ).toEqual(['none', '0px'])
      await tab.goto(`${server.url}/guide/first-steps`)
      expect(
        await tab
          .locator('.gs-content ul')
          .first()
          .evaluate(el => getComputedStyle(el).listStyleType)
      ).toBe('disc')
    } finally {
      await browser.close()
      await server.close()
    }
  })
})

describe('a Nextra 4 website folder: content/ beside app/, contentDirBasePath and basePath', async () => {
  const out = join(await tempDir(), 'dist')
  const build = await runCli(['build', 'tests/fixtures/website-nextra4', '--out', out, '--force'])
  const page = (path: string) => readFileSync(join(out, path), 'utf8')

  it('serves the pages under contentDirBasePath, the site root its app/page.tsx', async () => {
    expect(build.stderr).not.toMatch(/ - error /)
    // (The index pages' relative links written for the folder are found there: RELATIVE_LINK warnings.)
    expect(warnings(build.stderr).filter(w => !w.includes(' RELATIVE_LINK '))).toEqual([])
    expect(warnings(build.stderr)).toContain(
      'content/index.mdx:3:43 RELATIVE_LINK Relative link "./guide/setup" goes to /guide/setup at this page\'s URL (/docs), where there is no page; linked to /docs/guide/setup, relative to the file\'s folder, instead'
    )
    expect(build.code).toBe(0)
    expect((await fg('**/*.html', { cwd: out })).sort()).toEqual([
      '404.html',
      '500.html',
      'docs/guide/index.html',
      'docs/guide/setup/index.html',
      'docs/index.html',
      'index.html'
    ])
    expect(page('index.html')).toContain('<h1>Gadgets</h1>')
    expect(page('index.html')).not.toContain('http-equiv="refresh"')
  })

  it('keeps every link right: absolute with the prefix, relative, and one written with the base path (never doubled)', () => {
    const home = hrefs(page('docs/index.html'))
    expect(home).toContain('/gadgets/docs/guide')
    expect(home).toContain('/gadgets/docs/guide/setup')
    expect(home.filter(href => href.includes('/gadgets/gadgets') || href.includes('/docs/docs'))).toEqual([])
    expect(hrefs(page('docs/guide/index.html'))).toContain('/gadgets/docs')
    expect(hrefs(page('docs/guide/setup/index.html'))).toContain('/gadgets/docs/guide')
    for (const path of ['docs/index.html', 'docs/guide/index.html', 'docs/guide/setup/index.html']) {
      for (const href of hrefs(page(path)).filter(href => href.startsWith('/')))
        expect(href, `${path}: ${href}`).toMatch(/^\/gadgets\/(?!gadgets\/)/)
    }
  })

  it('takes the edit links from package.json and searches code blocks as nextra({ search }) says', async () => {
    expect(hrefs(page('docs/guide/index.html'))).toContain(
      'https://github.com/acme/gadgets/tree/main/website/content/guide/index.mdx'
    )
    // (Chunks, which hold the text, are packed gzip members.)
    const index = (await searchIndexTexts(out)).join('\n')
    expect(index).toContain('gadgetsetupkit')
  })

  it("gives every MDX page the components of the site's mdx-components file, async ones awaited (no UNKNOWN_COMPONENT)", () => {
    expect(page('docs/guide/setup/index.html')).toContain(
      '<p class="gadget-count">We ship <!-- -->42<!-- --> gadgets.</p>'
    )
    expect(build.stderr).not.toContain('UNKNOWN_COMPONENT')
  })

  it('the link checker catches a link that does not resolve once the prefixes are applied (warnings in a website folder)', async () => {
    const dir = await tempDir()
    await cp('tests/fixtures/website-nextra4', dir, { recursive: true })
    await writeFile(
      join(dir, 'content/guide/broken.mdx'),
      '# Broken\n\n[doubled](/gadgets/gadgets/docs/guide), [missing](/docs/guide/missing) and [fine](/gadgets/docs/guide/setup).\n'
    )
    const result = await runCli(['build', dir, '--out', join(dir, 'out')])
    expect(result.code).toBe(0)
    expect(warnings(result.stderr).filter(w => w.includes(' BROKEN_LINK '))).toEqual([
      'content/guide/broken.mdx:3:1 BROKEN_LINK Broken link → /gadgets/gadgets/docs/guide: no page or file at /gadgets/docs/guide',
      'content/guide/broken.mdx:3:41 BROKEN_LINK Broken link → /docs/guide/missing: no page or file at /docs/guide/missing'
    ])
    expect(result.stderr).toContain("2 broken links (warnings): links: 'error' in guildsite.config.ts makes")
  })
})
