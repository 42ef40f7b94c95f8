import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { buildFixture } from '../helpers/fixture-site.js'

// A theme config's `main` wrapper is drawn around each docs page's content as nextra-theme-docs draws
// it (its `Body`: under the breadcrumb, around the content and the previous/next links, not on `raw`
// pages), with the page's values from `useConfig()`/`useRouter()`: a post header from the front matter
// above Hive's product updates, Giscus comments where the wrapper puts them
// (tests/fixtures/website-theme-main, Nextra 3; tests/fixtures/website-theme-main-n2, Nextra 2).

/** What the page shows inside its main column (after the breadcrumb). */
const column = (html: string) =>
  html.split('<main id="gs-content"')[1]!.split('</main>')[0]!.split('</nav>').slice(1).join('</nav>')

describe("a Nextra 3 theme config's main wrapper", async () => {
  const { build, out } = await buildFixture('website-theme-main')
  const page = (path: string) => readFileSync(join(out, path), 'utf8')

  it("puts the post header with the page's front-matter title above the post's content", () => {
    expect(build.code, build.stderr).toBe(0)
    const post = column(page('posts/ink-2/index.html'))
    expect(post).toMatch(
      /^<div class="gs-theme-main"><div class="inkwell-main"><header class="post-header"><h1>Ink 2\.0 is out<\/h1>/
    )
    // (Its date through date-fns' `format` and its links through @theguild/components' `Anchor`, with
    // neither installed, as the site's pages get them.)
    expect(post).toContain('<time dateTime="2024-12-16">Monday, Dec 16th 2024</time>')
    expect(post).toContain(
      '<p class="post-authors">By <a href="/authors/ada">ada</a><a href="/authors/grace">grace</a></p>'
    )
    expect(post.indexOf('</header><article class="gs-content"')).toBeGreaterThan(0)
    // (The page's own components render inside it; the wrapper's header is the only one: no date and
    // authors of guildsite's own above an article-typeset page.)
    expect(post).toContain('<p class="counter">2<!-- --> coats</p>')
    expect(page('posts/ink-2/index.html').match(/<h1/g)).toHaveLength(1)
    expect(page('posts/ink-2/index.html')).not.toContain('gs-article-meta')
  })

  it('wraps the content and the previous/next links, with the comments where the wrapper puts them', () => {
    const guide = column(page('guide/index.html'))
    expect(guide.startsWith('<div class="gs-theme-main"><div class="inkwell-main"><article class="gs-content"')).toBe(
      true
    )
    const pagination = guide.indexOf('class="gs-pagination"')
    const comments = guide.indexOf('data-repo="acme/inkwell"')
    expect(pagination).toBeGreaterThan(0)
    expect(comments).toBeGreaterThan(pagination)
    expect(guide.match(/data-comments=""/g)).toHaveLength(1)
    expect(guide.endsWith('</div></div></div>')).toBe(true)
  })

  it('draws no comments on a page the wrapper gives its children alone, and leaves no marker', () => {
    const posts = page('posts/index.html')
    expect(column(posts)).toMatch(/^<div class="gs-theme-main"><article class="gs-content"/)
    expect(posts).not.toContain('data-comments=""')
    for (const path of [
      'index.html',
      'guide/index.html',
      'posts/index.html',
      'posts/ink-2/index.html',
      'broken/index.html'
    ]) {
      expect(page(path)).not.toMatch(/data-gs-theme-(main|head)|gs-theme-main-children|@@gs-theme-main/)
    }
  })

  it('does not wrap a raw page', () => {
    expect(page('index.html')).not.toContain('inkwell-main')
    expect(page('index.html')).toContain('The home page: raw, not wrapped.')
  })

  it("writes a page the wrapper throws for without it, with one THEME_MAIN warning at the theme config's main", () => {
    const broken = page('broken/index.html')
    expect(broken).not.toContain('inkwell-main')
    expect(broken).toContain('The wrapper throws here: the page is written without it.')
    expect(broken.match(/data-comments=""/g)).toHaveLength(1)
    const warnings = build.stderr.match(/^.* - warning THEME_MAIN .*$/gm) ?? []
    expect(warnings).toEqual([
      "theme.config.tsx:9:3 - warning THEME_MAIN The theme config's main threw: No header for /broken (page /broken)"
    ])
  })
})

describe("a Nextra 2 theme config's main wrapper", async () => {
  const { build, out } = await buildFixture('website-theme-main-n2')
  const page = (path: string) => readFileSync(join(out, path), 'utf8')

  it("puts the front matter's kicker above the content", () => {
    expect(build.code, build.stderr).toBe(0)
    expect(column(page('nibs/index.html'))).toMatch(
      /^<div class="gs-theme-main"><section class="quill-main"><p class="kicker">Sharpened weekly<\/p><article class="gs-content"[^]*<\/nav><\/section><\/div><\/div>$/
    )
  })

  it('keeps the content of a page the wrapper returns nothing for, as Nextra 2 does', () => {
    const index = page('index.html')
    expect(column(index)).toMatch(
      /^<div class="gs-theme-main"><article class="gs-content"[^]*No kicker: the wrapper returns nothing/
    )
    expect(index).not.toContain('quill-main')
    expect(index).not.toContain('data-gs-theme')
  })
})
