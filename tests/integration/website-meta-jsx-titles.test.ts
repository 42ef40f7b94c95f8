import { describe, expect, it } from 'vitest'
import { buildFixtureCopy } from '../helpers/fixture-site.js'

// `_meta` titles given as React elements (Nextra 3 and 4 allow `title: <span>…</span>` and draw the element in
// the sidebar): guildsite drew their text alone, so a badge, emphasis or a component of the site's was lost.

/** The page's sidebar tree. */
const sidebarOf = (html: string): string => /<nav id="gs-sidebar-tree".*?<\/nav>/s.exec(html)?.[0] ?? ''

describe('a Nextra 3 website whose _meta titles are React elements (website-meta-jsx-titles)', async () => {
  const { build, page, out } = await buildFixtureCopy('website-meta-jsx-titles')

  it('draws each title element in the sidebar: a badge, emphasis, a separator, a component of the site', () => {
    expect(build.code).toBe(0)
    const sidebar = sidebarOf(page(''))
    expect(sidebar).toContain(
      '<a href="/glazes"><span class="gs-sidebar-title"><span class="flex items-center gap-1">Glazes <span class="badge">New</span></span></span></a>'
    )
    expect(sidebar).toContain(
      '<li class="gs-sidebar-separator"><span class="gs-sidebar-title"><i>Workshop</i></span></li>'
    )
    expect(sidebar).toContain('<span class="gs-sidebar-title"><em>Guides</em></span>')
    expect(sidebar).toContain('<span class="gs-sidebar-title"><span class="fired">Firing 🔥</span></span>')
    expect(sidebar).not.toContain('[object Object]')
  })

  it('draws them in the breadcrumb and the previous/next links too, as Nextra 3/4 draw `item.title` there', () => {
    // (left34: the breadcrumb showed their text, the previous/next links "Glazes New".)
    const breadcrumb = /<nav class="gs-breadcrumb".*?<\/nav>/s.exec(page('guides/clay'))?.[0] ?? ''
    expect(breadcrumb).toContain('<a href="/guides/clay"><span class="gs-meta-title"><em>Guides</em></span></a>')
    expect(breadcrumb).toContain(
      '<span aria-current="page"><span class="gs-meta-title"><strong>Clay</strong></span></span>'
    )
    const pagination = /<nav class="gs-pagination".*?<\/nav>/s.exec(page('guides/clay'))?.[0] ?? ''
    expect(pagination).toMatch(
      /rel="prev">.*<span class="gs-meta-title"><span class="flex items-center gap-1">Glazes <span class="badge">New<\/span><\/span><\/span>/s
    )
    expect(pagination).toMatch(
      /rel="next">.*<span class="gs-meta-title"><span class="fired">Firing 🔥<\/span><\/span>/s
    )
    // (A title given as text stays text.)
    expect(page('glazes')).toMatch(
      /rel="prev">.*?<span class="gs-pagination-title"><svg[^>]*><\/svg>Introduction<\/span>/s
    )
  })

  it('draws a top-level page’s and a menu’s element titles in the navbar, its More list and the mobile menu', () => {
    // (left35: the navbar showed their text, 'Studio', 'More', 'Shop'.)
    const html = page('glazes')
    const bar = /<nav class="gs-navbar-links".*?<\/nav>/s.exec(html)?.[0] ?? ''
    const studio =
      '<span class="gs-meta-title"><span class="nav-icon"><svg width="12" height="12"></svg> Studio</span></span>'
    expect(bar).toContain(`<a class="gs-navbar-link" href="/studio">${studio}</a>`)
    expect(bar).toMatch(/<summary class="gs-navbar-link"><span class="gs-meta-title"><b>More<\/b><\/span><svg/)
    expect(bar).toMatch(
      /<a class="gs-dropdown-link" href="https:\/\/kiln.example\/shop"[^>]*><span class="gs-meta-title"><span class="shop">Shop<\/span><\/span>/
    )
    // (A menu item given as text stays text.)
    expect(bar).toContain('<a class="gs-dropdown-link" href="/studio">Classes</a>')
    // (The More dropdown lists the items again, for those the bar has no room for.)
    const more = /<details class="[^"]*gs-navbar-more".*?<\/details>/s.exec(bar)?.[0] ?? ''
    expect(more).toContain(`href="/studio">${studio}</a>`)
    expect(more).toContain('<span class="gs-dropdown-separator"><span class="gs-meta-title"><b>More</b></span></span>')
    // (The mobile menu's copy of the navbar items: the sidebar tree's title markup.)
    const mobile = /<nav class="gs-sidebar-menu gs-tree".*?<\/nav>/s.exec(html)?.[0] ?? ''
    expect(mobile).toContain(
      '<span class="gs-sidebar-title"><span class="nav-icon"><svg width="12" height="12"></svg> Studio</span></span>'
    )
    expect(mobile).toContain('<span class="gs-sidebar-title"><span class="shop">Shop</span></span>')
    expect(html).not.toContain('[object Object]')
  })

  it('keeps their text where text is wanted: the page title, the folder control’s label', () => {
    expect(page('glazes')).toMatch(/<title>Glazes – /)
    expect(sidebarOf(page(''))).toContain('<summary aria-label="Guides"></summary>')
  })

  it('gives a closed folder’s titles to the browser with their markup (the navigation file)', async () => {
    const { readdirSync, readFileSync } = await import('node:fs')
    const file = readdirSync(`${out}/_gs/assets`).find(name => /^sidebar-.*\.json$/.test(name))!
    expect(JSON.parse(readFileSync(`${out}/_gs/assets/${file}`, 'utf8'))['/guides']).toEqual([
      { kind: 'page', title: 'Clay', titleHtml: '<strong>Clay</strong>', href: '/guides/clay' }
    ])
  })
})
