import { describe, expect, it } from 'vitest'
import { buildFixtureCopy } from '../helpers/fixture-site.js'

// Conventions of more real Nextra websites never built before (issue #34, "wild10"), in small
// hand-written fixtures built as website folders with no guildsite config and no node_modules.

describe('a Nextra 2 site with an app folder beside its pages router (website-wild10-n2-app-page)', async () => {
  const { build, page, file } = await buildFixtureCopy('website-wild10-n2-app-page')

  it('builds with exit 0 and no warning', () => {
    // (graphql-js: CONFIG_LOAD "ENOENT … open './vercel.json'", the whole Next config lost;
    // rhesis: BUNDLE_ERROR 'No loader is configured for ".jsonl" files', exit 1.)
    expect(build.stderr).not.toMatch(/ - (error|warning) /)
    expect(build.code).toBe(0)
  })

  it('builds the app router’s page outside Nextra’s theme, under its root layout’s metadata and styles', () => {
    // (browser-extension-book: src/app/test/page.tsx was not written at all — a 404 where Next serves it.)
    const playground = page('playground')
    expect(playground).toContain('<h1 class="playground-title">Tide playground</h1>')
    expect(playground).toContain('<title>Tide playground</title>')
    expect(playground).not.toContain('gs-navbar')
    expect(playground).not.toMatch(/class="gs-sidebar[ "]/)
    const styles = [...playground.matchAll(/href="(\/_gs\/assets\/[^"]+\.css)"/g)].map(m => file(m[1]!)).join('\n')
    expect(styles).toMatch(/\.playground-title\s*\{\s*color:\s*(rgb\(200, 40, 40\)|#c82828)/)
    // (The pages router's pages keep the theme; its navigation knows nothing of the app page, as Nextra 2's.)
    expect(page('guide')).toContain('gs-navbar')
    expect(page('guide')).not.toContain('/playground"')
  })

  it('reads a file the Next config opens relative to the site folder, and a webpack asset/source rule', () => {
    expect(page('start')).toContain('location.replace("/guide"')
    expect(page('guide')).toContain('<ul class="stations"><li>North rocks</li><li>Harbour wall</li></ul>')
  })

  it('lists `_meta` entries of a type Nextra 2 does not know in the phone menu only, as nextra-theme-docs 2.13 does', () => {
    // (triplex: its `type: "hidden"` social links were navbar items, in the bar and its More list.)
    const guide = page('guide')
    const bar = /<header[^]*?<\/header>/.exec(guide)![0]
    const phone = /<nav class="gs-sidebar-menu gs-tree"[^]*?<\/nav>/.exec(guide)![0]
    const tree = /<nav id="gs-sidebar-tree"[^]*?<\/nav>/.exec(guide)?.[0] ?? ''
    expect(bar).not.toContain('Visit GitHub')
    expect(bar).not.toContain('/legal')
    expect(phone).toMatch(/<a href="https:\/\/github.com\/example\/tide" target="_blank"[^>]*>(<[^>]+>)*Visit GitHub/)
    expect(phone).toContain('<a href="/legal/privacy" data-folder="">legal</a>')
    expect(tree).not.toContain('Visit GitHub')
    expect(page('legal/privacy')).toContain('We keep no data.')
  })

  it('draws code blocks as nextra-theme-docs 2.13 does: 20 px lines, 1rem above and below, no line round them', () => {
    // (graphql-education beside Nextra 2.13.2's build: one-line blocks 48 → 52 px, as Nextra's; a file name a 2rem
    // bar laid over the block, whose first line is 3rem down.)
    const guide = page('guide')
    expect(guide).toMatch(/<div class="gs-docs"[^>]* data-nextra="2"/)
    const css = [...guide.matchAll(/href="(\/_gs\/assets\/[^"]+\.css)"/g)].map(m => file(m[1]!)).join('\n')
    expect(css).toMatch(
      /\.gs-docs\[data-nextra="?2"?\] \.gs-content \.gs-code pre\.shiki\{padding-block:1rem;font-size:\.9em;line-height:1\.25rem\}/
    )
    // (The code 0.9em of that 0.9em: 12.96 px, as 2.13's code component's `nx-text-[.9em]` makes it.)
    expect(css).toMatch(/\.gs-docs\[data-nextra="?2"?\] \.gs-content \.gs-code pre\.shiki code\{font-size:\.9em\}/)
    expect(css).toMatch(/\.gs-docs\[data-nextra="?2"?\] \.gs-content figure\.gs-code\{border-width:0\}/)
    expect(css).toMatch(
      /\.gs-docs\[data-nextra="?2"?\] \.gs-content figure\.gs-code>\.gs-code-title~pre\.shiki\{padding-top:3rem\}/
    )
    // (Its ground the primary colour at 5 % (700 shade) light, 10 % (300 shade) dark, under the file name's bar too.)
    const ground = (dark: string) =>
      new RegExp(
        `${dark}\\.gs-docs\\[data-nextra="?2"?\\] \\.gs-content figure\\.gs-code,${dark}\\.gs-docs\\[data-nextra="?2"?\\] ` +
          `\\.gs-content figure\\.gs-code>\\.gs-code-title\\{background:([^}]*)\\}`
      )
    expect(ground('').exec(css)?.[1]?.replace(/\s/g, '')).toBe(
      'hsl(var(--nextra-primary-hue,212deg)var(--nextra-primary-saturation,100%)39%/.05)'
    )
    expect(ground('html\\.dark ').exec(css)?.[1]?.replace(/\s/g, '')).toBe(
      'hsl(var(--nextra-primary-hue,204deg)var(--nextra-primary-saturation,100%)77%/.1)'
    )
  })

  it("keeps the sidebar's thin scrollbar gutter and 33 px items, as nextra-theme-docs 2.13's `nextra-scrollbar`", () => {
    // (graphql-education beside Nextra 2.13.2's build at 1280 px: items 224 px wide and 32 high → 214 and 33.)
    const guide = page('guide')
    const css = [...guide.matchAll(/href="(\/_gs\/assets\/[^"]+\.css)"/g)].map(m => file(m[1]!)).join('\n')
    expect(css).toMatch(
      /\.gs-docs:is\(\[data-nextra="?2"?\],\[data-nextra="?3"?\],\[data-nextra="?4"?\]\) \.gs-sidebar-scroll\{scrollbar-gutter:stable\}/
    )
    expect(css).toMatch(
      /\.gs-docs:is\(\[data-nextra="?2"?\],\[data-nextra="?3"?\]\) :is\(\.gs-sidebar-link,\.gs-tree :where\(li>a\)\)\{line-height:1\.5\}/
    )
  })

  it('hints "CTRL K" in the search box as nextra-theme-docs 2.13 does once mounted, in its 10 px type', () => {
    // (wild12, sanity-io/react-rx: guildsite wrote "/" on Nextra 2 sites; 2.13.2's built code writes "CTRL K".)
    const guide = page('guide')
    expect(guide).toContain('<kbd class="gs-search-kbd gs-search-kbd--ctrl-k">CTRL K</kbd>')
    const styles = [...guide.matchAll(/href="(\/_gs\/assets\/[^"]+\.css)"/g)].map(m => file(m[1]!)).join('\n')
    expect(styles).toMatch(/\.gs-navbar\[data-nextra="?2"?\] \.gs-ac-form \.gs-search-kbd--ctrl-k\{font-size:10px\}/)
  })

  it('shows such an item inside its docs folder in the phone menu, where it stands, and not in the wide sidebar', () => {
    // (Nextra 2.13's phone menu walks the full directory list, whose folders hold their full lists.)
    const tides = page('tools/tides')
    const tree = /<nav id="gs-sidebar-tree"[^]*?<\/nav>/.exec(tides)![0]
    expect(tree).toMatch(
      /aria-current="page">Tides<\/a><\/li><li class="gs-phone-only"><a href="https:\/\/discord.gg\/example" target="_blank"[^>]*>(<[^>]+>)*Join Discord[^]*?<\/li><li><a href="\/tools\/winds">Winds/
    )
    const styles = [...tides.matchAll(/href="(\/_gs\/assets\/[^"]+\.css)"/g)].map(m => file(m[1]!)).join('\n')
    expect(styles).toMatch(/@media ?\(min-width: ?768px\)\{[^}]*\.gs-sidebar-list>\.gs-phone-only\{display:none\}/)
    // (Prev/next skip it, as Nextra's flat docs list does.)
    expect(/<nav class="gs-pagination"[^]*?<\/nav>/.exec(tides)![0]).toContain('href="/tools/winds"')
    // (So in a navbar section's own list: the phone menu shows the section's full list.)
    const handbook = /<nav id="gs-sidebar-tree"[^]*?<\/nav>/.exec(page('handbook/intro'))![0]
    expect(handbook).toMatch(
      /Intro<\/a><\/li><li class="gs-phone-only"><a href="https:\/\/chat.example"[^>]*>(<[^>]+>)*Chat with us/
    )
  })
})

describe('a Nextra 3 site whose locales are folders of its pages router (website-wild10-n3-locale-folders)', async () => {
  const { build, page, file } = await buildFixtureCopy('website-wild10-n3-locale-folders')

  it('serves every locale under its folder, the default locale’s too, as Nextra 3 does with Next’s i18n unset', () => {
    // (chakhsu/grpcity-docs: the English pages were written at `/docs/…`, so its 26 links to `/en/docs/…` were
    // broken and the config's redirect `/` → `/en` led to a 404.)
    expect(build.stderr).not.toMatch(/ - (error|warning) /)
    expect(build.code).toBe(0)
    expect(page('en')).toContain('Start with the <a')
    expect(page('en/docs/start')).toContain('Install the client')
    expect(page('zh/docs/start')).toContain('安装客户端')
    expect(page('')).toContain('location.replace("/en"')
  })

  it('draws no arrow of its own after a sidebar link that opens a new tab, as Nextra 3’s sidebar', () => {
    // (grpcity: its `_meta` titles end in "↗" and guildsite's new-tab icon followed them, a double "↗".
    // The icon stays in the markup for guildsite's own theme; a Nextra 2/3 page hides it, layout.css.)
    const start = page('en/docs/start')
    expect(start).toMatch(
      /<a href="https:\/\/github.com\/example\/harbour-rpc\/releases" target="_blank"[^>]*><span class="gs-sidebar-link-text">Changelog ↗<\/span>/
    )
    expect(start).toMatch(/<div class="gs-docs"[^>]* data-nextra="3"/)
    // (The bar's row is a <nav>, as nextra-theme-docs' is: grpcity's `nav a .logo svg { height: 30px }` sizes its logo.)
    expect(start).toMatch(
      /<header class="gs-navbar[^"]*" data-nextra="3"><nav class="gs-navbar-inner"><(a|div) class="gs-navbar-brand/
    )
    const styles = [...start.matchAll(/href="(\/_gs\/assets\/[^"]+\.css)"/g)].map(m => file(m[1]!)).join('\n')
    expect(styles).toContain(
      ':is(.gs-docs,.gs-navbar):is([data-nextra="2"],[data-nextra="3"]) .gs-external-icon{display:none}'
    )
  })

  it('draws a logo and a footer that read the route for each page, as Nextra does: their links go to the page’s locale', () => {
    // (grpcity: the logo was drawn once, for no page, and linked to `/zh` on every English page.)
    // (code-like-a-journalist, wild12: a logo reading `locale` from nextra/hooks drew an empty brand everywhere.)
    const brand = (route: string) =>
      /<a class="harbour-home" href="([^"]*)"><b>([^<]*)<\/b><\/a>/.exec(page(route))?.slice(1)
    expect(brand('en')).toEqual(['/en', 'Harbour RPC'])
    expect(brand('en/docs/start')).toEqual(['/en', 'Harbour RPC'])
    expect(brand('zh')).toEqual(['/zh', '港湾 RPC'])
    expect(brand('zh/docs/start')).toEqual(['/zh', '港湾 RPC'])
    // (Its footer's content too: grpcity's footer links went to the Chinese pages from the English ones.)
    const footer = (route: string) => /<a class="harbour-start" href="([^"]*)">Start<\/a>/.exec(page(route))?.[1]
    expect(footer('en/docs/start')).toBe('/en/docs/start')
    expect(footer('zh')).toBe('/zh/docs/start')
    expect(page('en/docs/start')).not.toContain('data-gs-theme-head')
  })

  it('draws a TOC extra that reads the page’s front matter on the pages whose front matter it reads', () => {
    // (Lamatic/Lamatic-Docs' `toc.extraContent` reads `useConfig().frontMatter`: drawn once for no page it
    // drew nothing, and no page showed it.)
    const extra = (route: string) => /<div class="gs-toc-extra">(.*?)<\/div>/.exec(page(route))?.[1]
    expect(extra('en/docs/start')).toBe('<p class="harbour-plan">Plan: Pro</p>')
    expect(extra('zh/docs/start')).toBe('')
    expect(page('en')).not.toContain('harbour-plan')
  })
})
