import { describe, expect, it } from 'vitest'
import { withNextraHooks } from '../../../src/site-css/nextra-hooks.js'

// A site's rules on nextra-theme-docs' layout classes (Hive's sidebar width, other sites' `.nextra-content a`,
// `.nextra-breadcrumb`, `.nextra-mobile-nav`), pointed at guildsite's layout elements.
describe('withNextraHooks', () => {
  it('leaves CSS that names no Nextra layout class as it is', () => {
    const css = '.kiln { color: red }\n.nextra-code pre { margin: 0 }'
    expect(withNextraHooks(css)).toBe(css)
  })

  it("points each hook at guildsite's element, as specific as guildsite's own rule", () => {
    const out = withNextraHooks('.nextra-content a { color: teal } .dark .nextra-breadcrumb > div { gap: 2px }')
    expect(out).toContain(':is(.gs-docs[data-nextra] > .gs-main) a { color: teal }')
    expect(out).toContain('.dark :is(.gs-docs[data-nextra] .gs-breadcrumb) > div { gap: 2px }')
  })

  it("holds the wide sidebar's rules from 768 px, the mobile menu's below, splitting a rule that names both", () => {
    const out = withNextraHooks('.nextra-sidebar a, .nextra-mobile-nav a, .kiln a { color: red }')
    expect(out).toBe(
      '.kiln a { color: red }' +
        '@media (min-width: 768px) {:is(.gs-docs[data-nextra] > .gs-sidebar) a { color: red } }' +
        '@media (max-width: 767.98px) {:is(.gs-docs[data-nextra] > .gs-sidebar) a { color: red } }'
    )
  })

  it("takes Nextra 4's article (its tag and class) for the padded column, and a sidebar's gray items for guildsite's", () => {
    const out = withNextraHooks(
      'article.x\\:min-h-\\[calc\\(100vh-var\\(--nextra-navbar-height\\)\\)\\] { padding-left: 1.5rem }' +
        ' .nextra-sidebar-container ul .\\_text-gray-500 { color: gray }'
    )
    expect(out).toContain(':is(.gs-docs[data-nextra]:where(:not([data-body-inside])) > .gs-main:not(.gs-main--raw))')
    expect(out).toContain(
      ':is(.gs-docs[data-nextra] > .gs-sidebar) ul :is(li > a:not(.gs-active), .gs-sidebar-summary) { color: gray }'
    )
  })

  it("also takes Nextra 4's article inside a page's own layouts, there with the rule's own specificity", () => {
    // (Hive's global `article.x:min-h-…` padding must lose to its blog layout's `.main-content > div > article`
    // there, as it does in Nextra's build: one class for the class, the tag kept.)
    const out = withNextraHooks(
      'article.x\\:min-h-\\[calc\\(100vh-var\\(--nextra-navbar-height\\)\\)\\] { padding-left: 1.5rem }'
    )
    expect(out).toBe(
      ':is(.gs-docs[data-nextra]:where(:not([data-body-inside])) > .gs-main:not(.gs-main--raw)),' +
        ' article:is(:where(.gs-docs[data-body-inside]) > .gs-main) { padding-left: 1.5rem }'
    )
  })

  it("drops a hook's tag with its class: Hive's posts hide `nav.nextra-toc`, guildsite's TOC is an aside", () => {
    const out = withNextraHooks('.hive-prose > .main-content nav.nextra-toc { display: none }')
    expect(out).toBe('.hive-prose > .main-content :is(.gs-docs[data-nextra] > .gs-toc) { display: none }')
  })
})
