import { describe, expect, it } from 'vitest'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { buildFixtureCopy } from '../helpers/fixture-site.js'

// Conventions of more real Nextra websites never built before (issue #34, "wild8"), in small
// hand-written fixtures built as website folders with no guildsite config and no node_modules.

describe('a Nextra 4.6 site with app/_meta.global.js beside a section’s own _meta (website-wild8-n4-global-meta)', async () => {
  const { build, page } = await buildFixtureCopy('website-wild8-n4-global-meta')

  it('builds every page with exit 0: Nextra 4.2.10+ merges a folder’s _meta with the global meta', () => {
    // (hello.dev: META_GLOBAL_CONFLICT stopped the whole site before.)
    expect(build.stderr).not.toMatch(/ - error /)
    expect(build.code).toBe(0)
    expect(page('docs/apis/wallet')).toContain('Wallet keeps the keepers')
    expect(page('docs/roadmap')).toContain('Foghorn sign-in comes next winter.')
  })

  it('evaluates a root layout that reads files from process.cwd() with the site folder as its working directory', () => {
    // (polaris-docs: "ENOENT: scandir '<where guildsite ran>/content'", its root layout lost, CONFIG_LOAD.)
    expect(build.stderr).not.toContain('CONFIG_LOAD')
    expect(page('docs')).toContain('<b>Lantern ID · 3 APIs</b>')
  })

  it('lists the section in its own _meta’s order and titles, under the global meta’s section title', () => {
    const sidebar = page('docs/apis/wallet')
    const order = ['API References', 'Web Client', 'Wallet', 'Admin', 'Roadmap'].map(title =>
      sidebar.indexOf(`>${title}<`)
    )
    expect(order.every(at => at > 0)).toBe(true)
    expect(order).toEqual([...order].sort((a, b) => a - b))
  })

  it('builds a content file in a `_` folder as a page, as Nextra 4 does, and keeps it importable', () => {
    // (EnsembleUI's docs: content/widgets/_snippets/*.md were missing from the output; Nextra 4 writes them.)
    expect(page('docs/_snippets/rotation')).toContain('Keys are rotated every spring.')
    expect(page('docs/roadmap')).toContain('Keys are rotated every spring.')
    // (Listed in the sidebar as Nextra 4 lists it: a folder of the page map like any other.)
    expect(page('docs/roadmap')).toContain('<a href="/docs/_snippets/rotation">')
  })

  it('writes a picture’s <source srcSet media> without src, as HTML has it', () => {
    // (hello.dev's home page: "Must provide `src` prop" failed the page, MEDIA_SRC_MISSING.)
    expect(page('')).toContain('<source media="(prefers-color-scheme: dark)" srcSet="lamp-dark.png"/>')
    expect(page('')).toContain('Sign-in for lighthouses, in minutes.')
  })
})

describe('a Next app whose root page redirects and whose `@` alias is its Next config’s webpack() (website-wild8-n4-app-redirect)', async () => {
  const { build, page } = await buildFixtureCopy('website-wild8-n4-app-redirect')

  it('writes the root page as one that sends the visitor on, as Next’s static export does', () => {
    // (stats-for-startups: 'redirect("/") cannot run in a static page' failed the whole site, exit 1.)
    expect(build.stderr).not.toMatch(/ - error /)
    expect(build.code).toBe(0)
    expect(page('')).toContain('<meta http-equiv="refresh" content="0; url=/en">')
    expect(page('')).toContain('<a href="/en">/en</a>')
    // (Not a placeholder blamed on the absent package's stand-in the page used before: SJMCL-docs' root page.)
    expect(build.stderr).not.toContain('PAGE_DATA')
  })

  it('resolves `@/…` through the alias that webpack() sets from `path` and `url` (Node’s own modules, not absent packages)', () => {
    expect(build.stderr).not.toMatch(/UNRESOLVED_IMPORT Import "@\//)
    expect(page('en')).toContain('Read in: <!-- -->English')
  })
})

describe('a Nextra 4 site whose MathJax options give TeX macros (website-wild8-n4-mathjax-macros)', async () => {
  const { build, page, warned } = await buildFixtureCopy('website-wild8-n4-mathjax-macros')

  it('sets math that uses them with KaTeX, with exit 0 and no warning', () => {
    // (georgerowlands.ch: \E, \Var, \RR were 321 MATH_ERROR "Undefined control sequence" warnings.)
    expect(build.code).toBe(0)
    expect(warned).toEqual([])
    const html = page('')
    expect(html).not.toContain('katex-error')
    expect(html.match(/<mi mathvariant="double-struck">[ER]<\/mi>/g)?.length).toBe(4)
    expect(html).toContain('<mtext>Var</mtext>')
    expect(html).toContain('∥')
  })
})

describe('a Nextra 4 i18n site with pages beside its content catch-all in the locale segment (website-wild8-n4-i18n-lang-pages)', async () => {
  const { build, page, warned } = await buildFixtureCopy('website-wild8-n4-i18n-lang-pages')

  it('writes a [lang] page that lists no params once per locale, with that locale’s chrome', () => {
    // (webnn-docs: /en/playground, /zh/playground, /en/showcase… were not built: "exports no generateStaticParams".)
    expect(build.code).toBe(0)
    expect(warned.filter(line => line.includes('PAGE_DATA'))).toEqual([])
    expect(page('en/showcase')).toContain('Pieces fired with Kiln')
    expect(page('zh/showcase')).toContain('用 Kiln 烧制的作品')
    expect(page('zh/showcase')).toMatch(/<html lang="zh"/)
    expect(page('zh/showcase')).toContain('<title>作品展示')
  })

  it("reads next/headers' cookies as a visitor's who sends none, and another locale's page map (revornix-docs)", () => {
    // (wild12: `(await cookies()).get('NEXT_LOCALE')?.value || 'en'` was a stand-in's value, the list asked for
    // `//blogs` and the page was a placeholder; given 'en', the /zh page's `getPageMap('/en/blogs')` threw
    // "Can't find pageMap for \"en\"": Nextra 4 reads the route's locale's page map.)
    for (const lang of ['en', 'zh'])
      expect(page(`${lang}/showcase`)).toContain('<ul class="notes"><li>/en/notes/first</li></ul>')
  })

  it('takes the params of a page that lists none from the layout above it', () => {
    expect(page('en/team/ada')).toContain('Potter: <!-- -->ada')
  })
})

describe('a Nextra 4 docs folder built alone whose pages read the catch-all’s params (docs-wild8-n4-params)', async () => {
  const { build, page } = await buildFixtureCopy('docs-wild8-n4-params')

  it('gives each page the params of Nextra’s own catch-all, app/[[...mdxPath]]', () => {
    // (webnn-docs' content folder alone: "Cannot read properties of undefined (reading 'lang')", 6 MDX_RENDER errors.)
    expect(build.stderr).not.toMatch(/ - error /)
    expect(build.code).toBe(0)
    expect(page('guide/warp').replaceAll('<!-- -->', '')).toContain(
      'This page is guide / warp, read in the only language.'
    )
  })
})

describe('a Nextra 3 site whose Next config narrows pageExtensions (website-wild8-n3-page-extensions)', async () => {
  const { build, page, out } = await buildFixtureCopy('website-wild8-n3-page-extensions')

  it('builds only the files pageExtensions names as component pages, quietly', () => {
    // (The Graph's docs: PAGE_NOT_COMPONENT for src/pages/en/translations.ts, a module Next never takes for a page.)
    expect(build.code).toBe(0)
    expect(build.stderr).not.toContain('PAGE_NOT_COMPONENT')
    expect(existsSync(join(out, 'strings'))).toBe(false)
    expect(page('almanac')).toContain('Frost dates by county.')
    expect(page('')).toContain('Plough deep, sow late.')
  })
})
