import { describe, expect, it } from 'vitest'
import { buildFixtureCopy } from '../helpers/fixture-site.js'

// Nextra 4 at its fullest, in the conventions of Nextra's own docs site (issue 34):
// tests/fixtures/website-nextra-docs, a hand-written website folder. One build.

describe("a website in the conventions of Nextra's own docs", async () => {
  const { build, file: page } = await buildFixtureCopy('website-nextra-docs', { folder: 'website' })
  const warnings = (code: string) => build.stderr.match(new RegExp(`^\\S+ - warning ${code} .*`, 'gm')) ?? []

  it('builds without an error, warning only of the absent package and what it stood in for', () => {
    expect(build.stderr).not.toMatch(/ - error /)
    expect(build.code).toBe(0)
    expect(build.stderr.match(/^\S+ - warning [A-Z_]+/gm)?.sort()).toEqual([
      'app/guide/page.mdx:7:1 - warning UNRESOLVED_IMPORT',
      'app/tools/[name]/page.tsx - warning PAGE_DATA',
      'app/tools/[name]/page.tsx:2:1 - warning UNRESOLVED_IMPORT',
      'app/tools/[name]/page.tsx:2:10 - warning PAGE_DATA'
    ])
  })

  it('runs modules that import each other in a cycle in the order Next does: the root layout first', () => {
    // layout → names → the API page → mdx-components (its `useMDXComponents()` at the top level) → names
    expect(page('index.html')).toContain('<p class="names">Gadgets, API</p>')
    expect(page('api/index.html')).toContain('<p>The gadget API.</p>')
  })

  it('reads a meta that imports the mdx-components file back (the cycle again) and uses its elements', () => {
    expect(build.stderr).not.toContain('META_EVAL')
    const html = page('guide/index.html')
    expect(html).toContain('<a class="gs-active" href="/guide" aria-current="page">The Guide</a>')
    expect(html).toMatch(/<a href="\/">Start<\/a>/)
  })

  it("gives an MDX page its `metadata.filePath`, as Nextra's loader does, and its code the site's components", () => {
    const html = page('guide/index.html')
    // `useMDXComponents()` of nextra-theme-docs gives the elements Nextra 4 gives (`code`).
    expect(html).toContain('<p class="where">Written in <code data-md="">app/guide/page.mdx</code></p>')
    // <Names> of the mdx-components file, rendered by a function the page exports.
    expect(html).toContain('<p class="names">Gadgets, API</p>')
  })

  it('makes `.svg?svgr` imports components when the Next config gives only those to SVGR; others stay images', () => {
    const html = page('guide/index.html')
    expect(html).toMatch(/<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 24 24" class="star">/)
    expect(html).toMatch(/<img [^>]*alt="star"[^>]*src="\/_gs\/assets\/star-[0-9a-f]+\.svg"/)
    // (The root layout imports one too, and its styles: it is still read.)
    expect(build.stderr).not.toContain('CONFIG_LOAD')
  })

  it("renders framer-motion's motion elements, absent, as their plain elements in their final state", () => {
    expect(page('guide/index.html')).toContain('<p class="fade">Gadgets fade in.</p>')
    expect(build.stderr).toContain(
      'Import "framer-motion" cannot be resolved; guildsite\'s own motion and AnimatePresence (no animation) stand in for it'
    )
  })

  it('writes each route of a page whose code fails on a stand-in, with a placeholder and one warning', () => {
    for (const tool of ['hammer', 'wrench'])
      expect(page(`tools/${tool}/index.html`)).toContain('data-missing-component="ToolPage"')
    expect(warnings('PAGE_DATA')).toEqual([
      `app/tools/[name]/page.tsx - warning PAGE_DATA The metadata of 2 routes (first: /tools/hammer) could not be computed (The "to" argument must be of type string. Received function StandIn <describeTool().filePath>); the page has the site's title`,
      `app/tools/[name]/page.tsx:2:10 - warning PAGE_DATA describeTool().filePath is a stand-in of an absent import, and the page's code could not use it (The "to" argument must be of type string. Received function StandIn); 2 routes (first: /tools/hammer) are written with a placeholder in place of the page's content`
    ])
  })

  it('renders MDX compiled while the page renders, whose own imports are dropped as Nextra drops them', () => {
    expect(page('remote/index.html')).toMatch(
      /<div class="gs-callout" data-type="warning">.*<div class="gs-callout-content">Gadgets bite\.<\/div>/s
    )
  })
})

// Nextra 4's i18n as Nextra's own examples/swr-site has it: tests/fixtures/website-nextra-i18n. One build.
describe("a website in the i18n conventions of Nextra's own examples", async () => {
  const { build, file: page } = await buildFixtureCopy('website-nextra-i18n', { folder: 'website' })

  it('builds, each locale folder at its own prefix, the root leading to the default locale', () => {
    expect(build.stderr).not.toMatch(/ - error /)
    expect(build.code).toBe(0)
    for (const path of ['en/index.html', 'en/blog/index.html', 'en/blog/first-post/index.html', 'es/index.html'])
      expect(() => page(path)).not.toThrow()
    // No locale falls back to another's pages, and no folder is a locale of another.
    expect(() => page('es/blog/index.html')).toThrow()
    expect(() => page('es/en/index.html')).toThrow()
    expect(page('index.html')).toContain('<meta http-equiv="refresh" content="0; url=/en">')
  })

  it("gives each content page the catch-all's params, and the locale's page map to getPageMap", () => {
    expect(page('en/index.html')).toContain('<p data-md="">Read in <!-- -->en<!-- -->.</p>')
    expect(page('es/index.html')).toContain('<p data-md="">Leído en <!-- -->es<!-- -->.</p>')
    expect(page('es/index.html')).toContain('<a class="gs-active" href="/es" aria-current="page">Inicio</a>')
    expect(page('en/blog/index.html')).toContain(
      '<ul class="posts"><li><a href="/en/blog/first-post">The First Post</a></li></ul>'
    )
  })

  it("a root-relative link in the default locale's content goes to that locale's page, as Nextra's middleware sends it", () => {
    // (The default locale is served under /en too: /blog is /en/blog, not a broken link.)
    expect(page('en/blog/first-post/index.html')).toContain('Read the <a data-md="" href="/en/blog">blog</a> again.')
    expect(build.stderr).not.toContain('BROKEN_LINK')
  })

  it("reads its root layout in the [lang] segment (no app/layout): nextra-theme-docs' navbar with its logo, on every locale", () => {
    for (const path of ['en/index.html', 'es/index.html']) {
      expect(page(path)).toContain(
        '<a class="gs-navbar-brand gs-navbar-brand--nextra" href="/" aria-label="Home page"><span class="gs-navbar-logo"><b>Gadgets</b></span></a>'
      )
      expect(page(path)).not.toContain('gs-mh')
    }
  })

  it('writes a content page whose component fetches without network, with a placeholder and a warning', () => {
    expect(page('en/releases/index.html')).toContain('data-missing-component="ReleaseList"')
    expect(build.stderr).toContain(
      "content/en/releases.mdx:2:26 - warning PAGE_DATA fetch(https://gadgets.invalid/releases.json) failed at build time (ENOTFOUND); route /en/releases is written with a placeholder in place of the page's content"
    )
  })
})
