import { describe, expect, it } from 'vitest'
import { buildFixtureCopy } from '../helpers/fixture-site.js'

// nextra-theme-docs 2, 3 and 4 draw a page's "Question? Give us feedback" and "Edit this page" links
// inside its table of contents, so a page whose meta turns the TOC off (`theme: { toc: false }`, as
// graphql-modules' changelog does) or gives it the full layout shows neither — seen beside Nextra 4.0.5's
// own build (par13). tests/fixtures/website-n4-toc-off: `index` keeps both, `changelog` has no TOC,
// `gallery` the full layout.

const actions = (html: string) => /<div class="gs-page-actions">/.test(html)

describe('a Nextra website folder: a page without a table of contents has no feedback or edit link', async () => {
  const { build, page } = await buildFixtureCopy('website-n4-toc-off')

  it('builds with exit 0', () => {
    expect(build.code, build.stderr).toBe(0)
  })

  it('keeps the links beside a page with its table of contents', () => {
    const home = page('')
    expect(actions(home)).toBe(true)
    expect(home).toContain('Question? Give us feedback')
    expect(home).toContain('https://github.com/acme/modules/tree/main/website/content/index.mdx')
  })

  it('writes none on a page whose meta sets `toc: false`, nor its headings in a TOC', () => {
    const changelog = page('changelog')
    expect(changelog).toContain('<h2')
    expect(actions(changelog)).toBe(false)
    expect(changelog).not.toContain('Give us feedback')
    expect(changelog).not.toContain('Edit this page')
    expect(changelog).toContain('href="#300"') // (the heading's own permalink)
    expect(changelog).not.toMatch(/<nav class="gs-toc-nav"[^]*?href="#300"/)
  })

  it('writes none on a full-layout page, neither beside nor under its content', () => {
    const gallery = page('gallery')
    expect(gallery).toContain('Sites built with modules')
    expect(actions(gallery)).toBe(false)
    expect(gallery).not.toContain('Give us feedback')
  })
})
