import { describe, expect, it } from 'vitest'
import { buildFixtureCopy } from '../helpers/fixture-site.js'

// What a Nextra 4 site computes while it renders (issue 34, as the graphql-yoga website's /v2, /v3,
// /v4 docs do; tests/fixtures/website-app-versions): a nested layout's `<Layout pageMap>` made of a
// file list gives its pages their sidebar; content compiled with `compileMdx` while the page renders
// hands its table of contents to the MDX wrapper; the site's `mdx-components.tsx` overrides built-ins.
// One build for the file.

/**
 * The links of the page's sidebar tree, as `title → href` (the current one marked `*`); the page's own headings
 * listed under its item for Nextra's phone menu (`gs-sidebar-anchors`) are not the tree's.
 */
function sidebarLinks(html: string): string[] {
  const start = html.indexOf('id="gs-sidebar-tree"')
  const tree = html
    .slice(start, html.indexOf('</nav>', start))
    .replace(/<ul class="gs-sidebar-anchors">[^]*?<\/ul>/g, '')
  return [...tree.matchAll(/<a\b([^>]*)>([^<]*)/g)].map(([, attributes, title]) => {
    const href = /href="([^"]*)"/.exec(attributes)?.[1]
    return `${title} → ${href}${attributes.includes('aria-current="page"') ? ' *' : ''}`
  })
}

/** The entries of the page's table of contents (the column's), as `depth #id title`. */
function tocEntries(html: string): string[] {
  const start = html.indexOf('class="gs-toc-nav"')
  if (start < 0) return []
  const list = html.slice(start, html.indexOf('</nav>', start))
  return [...list.matchAll(/<li(?: data-depth="(\d)")?><a href="#([^"]*)">([^<]*)/g)].map(
    ([, depth, id, title]) => `${depth ?? 2} #${id} ${title}`
  )
}

describe('versioned docs computed at render time', async () => {
  const { build, file: page } = await buildFixtureCopy('website-app-versions', { folder: 'website' })

  // (No BROKEN_ANCHOR either: the guide links to a heading of compiled content, /v1/setup/install#with-npm.)
  it('builds every route of the versioned page, with no warning', () => {
    expect(build.stderr).not.toMatch(/ - (error|warning) /)
    expect(build.code).toBe(0)
    for (const path of ['v1/index.html', 'v1/setup/install/index.html', 'v1/setup/configure/index.html'])
      expect(page(path)).toContain('<article class="gs-content" data-gs-md="">')
  })

  it("a page inside the nested layout has that layout's page map as its sidebar: its titles, its order, its current page", () => {
    expect(sidebarLinks(page('v1/setup/install/index.html'))).toEqual([
      'Welcome → /v1',
      'Installing → /v1/setup/install *',
      'Configure → /v1/setup/configure'
    ])
    expect(page('v1/setup/install/index.html')).toMatch(/<summary[^>]*>[^]*?Setting Up/)
    // Previous and next follow it too.
    expect(page('v1/setup/install/index.html')).toMatch(/rel="prev"[^]*?Welcome[^]*?rel="next"[^]*?Configure/)
    expect(sidebarLinks(page('v1/index.html'))[0]).toBe('Welcome → /v1 *')
  })

  it('pages outside it keep the site’s own sidebar', () => {
    expect(sidebarLinks(page('docs/guide/index.html'))).toEqual(['Versions → /docs', 'Guide → /docs/guide *'])
  })

  it('content compiled while the page renders has its table of contents, as the wrapper is given it', () => {
    expect(tocEntries(page('v1/setup/install/index.html'))).toEqual([
      '2 #with-npm With npm',
      '3 #peer-packages Peer packages'
    ])
    expect(tocEntries(page('v1/index.html'))).toEqual(['2 #what-changed What changed', '2 #upgrading Upgrading'])
    expect(tocEntries(page('v1/setup/configure/index.html'))).toEqual([])
    // The content pages' own tables are as before.
    expect(tocEntries(page('docs/index.html'))).toEqual(['2 #current-version Current version'])
  })

  it("the site's mdx-components file overrides built-ins on every page: its <Callout>, its h2", () => {
    const index = page('docs/index.html')
    // (Its apostrophe curled, as Nextra 4 sets prose: src/compile/remark-smart-punctuation.ts.)
    expect(index).toContain('<aside class="site-callout">The site’s own callout.</aside>')
    expect(index).not.toContain('gs-callout')
    expect(index).toContain('<h2 id="current-version" class="site-h2">Current version</h2>')
    // A page using no component of the site's takes its h2 too.
    expect(page('docs/guide/index.html')).toContain('<h2 id="getting-started" class="site-h2">Getting started</h2>')
    // Compiled content rendered with useMDXComponents()'s components: the same.
    const v1 = page('v1/index.html')
    expect(v1).toContain('<aside class="site-callout">Read the setup first.</aside>')
    expect(v1).toContain('<h2 id="upgrading" class="site-h2">Upgrading</h2>')
  })
})
