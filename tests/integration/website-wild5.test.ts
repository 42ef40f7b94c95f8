import { describe, expect, it } from 'vitest'
import { buildFixtureCopy } from '../helpers/fixture-site.js'

// Conventions of more public Nextra 2/3 websites never built before (issue #34, "wild5"), in small
// hand-written fixtures built as website folders with no guildsite config and no node_modules.

describe('a Nextra 2 i18n docs site whose components read the router’s locales (website-wild5-n2-i18n)', async () => {
  const { build, page, warned } = await buildFixtureCopy('website-wild5-n2-i18n')
  const features = (html: string) =>
    [...html.matchAll(/<ul class="wild5-features" data-locales="([^"]*)"><li>(.*?)<\/li><li>(.*?)<\/li>/g)].map(m =>
      m.slice(1).join(' | ')
    )

  it('builds every locale’s pages with exit 0 and no warning', () => {
    expect(build.stderr).not.toMatch(/ - error /)
    expect(warned).toEqual([])
    expect(build.code).toBe(0)
    for (const route of ['', 'docs/intro', 'es-ES', 'es-ES/docs/intro']) expect(page(route)).toContain('<h1')
  })

  it('gives `useRouter()` the page’s locale, the site’s locales and its default locale, as Next does', () => {
    // (SWR's Nextra 2 site: `TEXTS[locale]?.[key] ?? TEXTS[defaultLocale][key]` threw on every page before.)
    expect(features(page(''))).toEqual(['en-US es-ES | Fast | Lightweight'])
    expect(features(page('es-ES'))).toEqual(['en-US es-ES | Rápido | Lightweight'])
  })

  it('shows inline code without its `{:lang}` suffix on a page that imports a component', () => {
    expect(page('')).toMatch(/<code[^>]* data-language="js"[^>]*>useSWR\(key, fetcher\)<\/code>/)
    expect(page('')).not.toContain('{:js}')
  })
})

describe('a Nextra 3 site whose `latex` option gives KaTeX macros (website-wild5-n3-latex)', async () => {
  const { build, page, warned } = await buildFixtureCopy('website-wild5-n3-latex')

  it('sets math that uses the macros, with exit 0 and no warning', () => {
    // (Aptos's Nextra 3 docs: `\Gr_T` and the like were 70 "Undefined control sequence" warnings.)
    expect(build.stderr).not.toMatch(/ - error /)
    expect(warned).toEqual([])
    expect(build.code).toBe(0)
    const html = page('docs/groups')
    expect(html).not.toContain('katex-error')
    // \RR and \Gr are double-struck letters, inline and in display math (the last in a heading).
    const article = html.slice(html.indexOf('<article'), html.indexOf('</article>'))
    expect(article.match(/<mi mathvariant="double-struck">[RG]<\/mi>/g)?.length).toBe(6)
    expect(html).toContain('gs-math-display')
  })

  it('lists a heading with math in the table of contents with its formula set, as Nextra 3/4', () => {
    // (Nextra 3/4's TOC renders the heading as rehype-katex left it; Nextra 2 lists `Order of \Gr`.)
    const entry = /<a href="#order-of-gr">([^]*?)<\/a><\/li>/.exec(page('docs/groups'))?.[1] ?? ''
    expect(entry).toMatch(/^Order of <span class="gs-math"><span class="katex">/)
    expect(entry).toContain('<mi mathvariant="double-struck">G</mi>')
  })

  it('shows inline code without rehype-pretty-code’s `{:lang}` suffix, on a page of static content and one with code', () => {
    const codes = (html: string) => [...html.matchAll(/<code[^>]*>([^<]*)<\/code>/g)].map(m => m[0])
    expect(codes(page('docs/groups'))).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^<code[^>]* data-language="json"[^>]*>skipMath: true<\/code>$/),
        expect.stringMatching(/^<code[^>]*>e<\/code>$/),
        expect.stringMatching(/^<code[^>]* data-language="code"[^>]*>plain<\/code>$/)
      ])
    )
    expect(page('docs/groups')).not.toContain('{:')
  })
})
