import { describe, expect, it } from 'vitest'
import { buildFixtureCopy } from '../helpers/fixture-site.js'

// A Nextra 4 website's `mdx-components.tsx` gives every MDX page components of the site's own, unimported
// (graphql-eslint's pages use its <ESLintConfigs>): tests/fixtures/website-mdx-components. One build.

describe("components of the site's mdx-components file", async () => {
  const { build, file: page } = await buildFixtureCopy('website-mdx-components', { folder: 'website' })

  it('builds, and warns only of the name the file does not give and of the file it could not read', () => {
    expect(build.code).toBe(0)
    expect(build.stderr).not.toMatch(/ - error /)
    expect(build.stderr.match(/warning UNKNOWN_COMPONENT .*/g)).toEqual([
      // (The file spreads an absent package's components, which may hold it: wild13's react-zen, 193 of these.)
      'warning UNKNOWN_COMPONENT Component <Nowhere> is not defined: it is neither imported nor a built-in, nor given by mdx-components.tsx, whose import of "@widgets/kit" cannot be resolved (it may come from there); a placeholder is rendered'
    ])
    // (Named from the site folder, at the page's line naming the file: `<FileExcerpt file="gone.txt" />`.)
    expect(build.stderr).toContain('content/index.mdx:7:20 - warning PAGE_DATA snippets/gone.txt does not exist')
  })

  it('a page uses them as Next gives them: a plain one and an async one reading a file of the site', () => {
    const html = page('docs/index.html')
    expect(html).toContain('<strong class="shout">Widgets are here<!-- -->!</strong>')
    expect(html).toContain('<pre class="excerpt">Widgets turn.</pre>')
    expect(html).toContain('<pre class="excerpt">(nothing)</pre>')
    expect(html).toContain('data-missing-component="Nowhere"')
  })

  it('a page that uses none of them is written as any other page', () => {
    expect(page('docs/plain/index.html')).toContain(
      '<p data-md="">Nothing but words. See <a data-md="" href="/docs#excerpts'
    )
  })

  it("has no banner, as Nextra shows none when the layout gives none (the conference banner is guildsite's own)", () => {
    expect(page('docs/plain/index.html')).not.toContain('GraphQL Conf')
    expect(page('index.html')).not.toContain('GraphQL Conf')
  })

  it('anchors into a page built with a stand-in (here a file it could not read) are not checked; others are', () => {
    expect(build.stderr.match(/warning BROKEN_ANCHOR .*/g)).toEqual([
      'warning BROKEN_ANCHOR Broken anchor → /docs/plain#no-such-heading: /docs/plain has no heading #no-such-heading'
    ])
  })
})
