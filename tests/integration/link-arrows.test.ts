import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { buildFixture, buildFixtureCopy } from '../helpers/fixture-site.js'

// Nextra 4's content links (`Anchor` of `nextra/components`, 4.0 on): a Markdown link to another site
// whose content is text alone ends in a thin space and a ↗ (seen on graphql-yoga's website beside
// Nextra 4.0.5's own build: every external link of its docs and changelogs). Links with markup, JSX
// `<a>` and links within the site have none, nor has any link of a Nextra 3 site. The TOC's feedback and
// edit links end in it too (nextra-theme-docs 4's TOC draws them with the same Anchor).
// tests/fixtures/website-n4-link-arrows: one page the string path writes, one React renders.

const ARROW = '<!-- -->\u2009<svg class="gs-i gs-i-external gs-link-arrow" aria-hidden="true"></svg>'
const link = (html: string, href: string) => new RegExp(`<a [^>]*href="${href}"[^]*?</a>`).exec(html)?.[0] ?? ''

describe('a Nextra 4 website folder: external Markdown links end in an arrow', async () => {
  const { build, page } = await buildFixtureCopy('website-n4-link-arrows')

  it('builds with exit 0', () => {
    expect(build.code, build.stderr).toBe(0)
  })

  it('writes the arrow after a link whose content is text, on a page of the string path', () => {
    const home = page('')
    // (The screen-reader note stays after it: the icon is hidden from assistive technology.)
    expect(link(home, 'https://spec.example.org/draft')).toBe(
      `<a data-md="" href="https://spec.example.org/draft" target="_blank" rel="noopener noreferrer">the spec${ARROW}<span class="gs-sr-only"> (opens in a new tab)</span></a>`
    )
    expect(link(home, 'https://auto.example.org')).toContain(`https://auto.example.org${ARROW}`)
    // In a heading too (Nextra's Anchor knows no headings), without the note there.
    expect(link(home, 'https://git.example.org/repo')).toBe(
      `<a data-md="" href="https://git.example.org/repo" target="_blank" rel="noopener noreferrer">the repository${ARROW}</a>`
    )
  })

  it('writes none after a link with markup, nor on links within the site', () => {
    const home = page('')
    expect(link(home, 'https://bold.example.org')).not.toContain('gs-link-arrow')
    expect(link(home, 'https://code.example.org')).not.toContain('gs-link-arrow')
    expect(link(home, '/guide')).not.toContain('gs-link-arrow')
    expect(link(home, '#links')).not.toContain('gs-link-arrow')
  })

  it("ends the TOC's feedback and edit links in the arrow, the feedback text without its own →", () => {
    const actions = /<div class="gs-page-actions">[^]*?<\/div>/.exec(page(''))?.[0] ?? ''
    expect(actions).toContain(`>Question? Give us feedback${ARROW}<span class="gs-sr-only">`)
    expect(actions).toContain(`>Edit this page on GitHub${ARROW}<span class="gs-sr-only">`)
  })

  it("titles the table of contents 'On This Page', as nextra-theme-docs does", () => {
    expect(page('')).toContain('<p class="gs-toc-title">On This Page</p>')
    expect(page('')).toContain('<nav class="gs-toc-nav" aria-label="On This Page">')
  })

  it('writes the same on a page React renders, and none after a JSX <a>', () => {
    const guide = page('guide')
    expect(link(guide, 'https://spec.example.org/draft')).toContain(`the spec${ARROW}<span class="gs-sr-only">`)
    expect(link(guide, 'https://jsx.example.org')).not.toContain('gs-link-arrow')
  })
})

describe('a Nextra 3 website folder: no arrow', async () => {
  const { build, out } = await buildFixture('website-parity-n3')

  it('writes an external Markdown link without it', () => {
    expect(build.code, build.stderr).toBe(0)
    const links = readFileSync(join(out, 'links/index.html'), 'utf8')
    expect(link(links, 'https://spec.graphql.org')).toContain('GraphQL spec<span class="gs-sr-only">')
    expect(links).not.toContain('gs-link-arrow')
    // (Its TOC's feedback text keeps Nextra 3's own →.)
    expect(links).toContain('>Question? Give us feedback →<span class="gs-sr-only">')
  })
})
