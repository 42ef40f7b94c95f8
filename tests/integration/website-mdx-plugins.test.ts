import { describe, expect, it } from 'vitest'
import { buildFixtureCopy } from '../helpers/fixture-site.js'

// A website folder's own remark/rehype plugins (next.config's `mdxOptions`), run where Nextra runs them
// (issue #34, left36; the Doenet docs wrap their `doenet-example` fences in components this way).
describe('a Nextra 3 website with its own MDX plugins (website-mdx-plugins-n3)', async () => {
  const { build, page, warned } = await buildFixtureCopy('website-mdx-plugins-n3')

  it('builds with exit 0, warning once for the plugin package it lacks (at its import), for its recma plugins (at their key) and for the plugin that threw', () => {
    expect(build.stderr).not.toMatch(/ - error /)
    expect(warned).toEqual([
      'next.config.mjs:4:1 UNRESOLVED_IMPORT MDX plugin package "remark-emoji" in mdxOptions is not installed: its plugin is not run, the pages are built without it',
      'next.config.mjs:22:5 MDX_PLUGIN mdxOptions.recmaPlugins (1) are not run: Nextra 3/4 run them on each compiled page, guildsite compiles pages to its own output; what they change is missing from every page',
      "pages/docs/explode.md MDX_PLUGIN The site's MDX plugin rehypePlugins[2] threw: cannot handle this page; the page is built without its changes"
    ])
    expect(build.code).toBe(0)
  })

  it('runs a local remark plugin file (with its options) on a plain Markdown page: its fence becomes the component it makes', () => {
    const home = page('')
    expect(home).toMatch(/<div class="gs-callout" data-type="warning">[^]*?<p data-md="">Read the guide first\.<\/p>/)
    expect(home).not.toContain('language-note')
  })

  it('runs a local rehype plugin file: every table in its wrapper', () => {
    expect(page('')).toContain('<div class="table-scroll"><div class="gs-table-scroll"><table')
  })

  it('writes the page on which a plugin threw, with the other plugins’ work', () => {
    const explode = page('docs/explode')
    expect(explode).toContain('<h1')
    expect(explode).toMatch(/<div class="gs-callout" data-type="warning">[^]*?Still a callout\./)
  })
})

// `.md` pages as the site's Nextra compiles them (issue #34, left38): Nextra 2.0–2.2.10 take MDX's default
// `format: 'mdx'` for them, and read a page's front matter `mdxOptions` over the config's.
describe('a Nextra 2.2.10 website with .md pages (website-md-format-n2)', async () => {
  const { build, page, warned } = await buildFixtureCopy('website-md-format-n2')

  it('builds with exit 0, warning at the HTML comment of the one .md page MDX refuses (compiled as Markdown)', () => {
    expect(build.stderr).not.toMatch(/ - error /)
    expect(warned).toHaveLength(1)
    expect(warned[0]).toMatch(
      /^pages\/notes\.md:3:2 MD_NOT_MDX This \.md page is compiled as MDX on this site .*comment in MDX/
    )
    expect(build.code).toBe(0)
  })

  it('compiles a .md page as MDX: its expression runs and <Callout> is the callout', () => {
    const sum = page('sum')
    expect(sum).toMatch(/Two is (<!-- -->)?2(<!-- -->)?\.<\/p>/)
    expect(sum).toMatch(/<div class="gs-callout" data-type="warning">[^]*?Read <strong[^>]*>this<\/strong> first\./)
    expect(sum).not.toContain('<callout')
  })

  it('writes the page MDX refuses as Markdown, and a page whose front matter says `format: md` as Markdown', () => {
    expect(page('notes')).toContain('Braces {like these} stay text here.')
    expect(page('plain')).toContain('Two is {1 + 1} in Markdown.')
  })
})
