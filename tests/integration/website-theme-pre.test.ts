import { describe, expect, it } from 'vitest'
import { buildFixture } from '../helpers/fixture-site.js'

// A theme config's `components: { pre }` (tests/fixtures/website-theme-pre): nextra-theme-docs spreads
// it over its own, so the site's `pre` wraps every highlighted code block, given what Nextra 3/4 give a
// `pre` (`data-language`, `data-filename`, `data-copy`, `data-word-wrap`, `tabIndex`, one `<code>` child).

describe("a theme config's pre override and highlighted code blocks", async () => {
  const built = await buildFixture('website-theme-pre')
  const article = (route: string) => {
    const html = built.page(route)
    return html.slice(html.indexOf('<article'), html.indexOf('</article>'))
  }

  it('builds with exit 0 and no warning', () => {
    expect(built.build.code, built.build.stderr).toBe(0)
    expect(built.warned).toEqual([])
  })

  it("wraps each block in the site's pre, with the language, file name and copy setting Nextra gives it", () => {
    const html = article('')
    expect(html.match(/<div class="framed-pre"/g)).toHaveLength(2)
    expect(html).toContain(
      '<div class="framed-pre" data-framed-language="js" data-framed-file="app.js"><span class="framed-copy">copyable</span>'
    )
    expect(html).toContain(
      '<div class="framed-pre" data-framed-language="sh" data-framed-file="none"><span class="framed-copy">not copyable</span>'
    )
    // (No static block of the theme's left beside it.)
    expect(html).not.toContain('gs-static')
  })

  it('gives it the highlighted lines as one <code> child, with their line numbers and highlighted lines', () => {
    const html = article('')
    expect(html).toMatch(
      /<pre tabindex="0" data-language="js" data-word-wrap="" class="shiki" data-copy=""><code><span class="line">.*const.*<\/span>\n<span class="line" data-highlighted-line="">.*b.*<\/span><\/code><\/pre>/
    )
    expect(html).toContain(
      '<code data-line-numbers="" data-line-numbers-max-digits="1" style="counter-reset:line 4"><span class="line">'
    )
  })

  it('leaves a page without code blocks as it was', () => {
    expect(article('plain')).toContain('<p data-md="">No code block here.</p>')
    expect(article('plain')).not.toContain('framed-pre')
  })
})
