import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { buildFixtureCopy } from '../helpers/fixture-site.js'

// A Nextra 4 website whose `mdx-components.jsx` reaches a module that throws when it loads (an
// environment variable only the deployment has, as Ding-Fan/blog-nextra's Supabase client), and whose
// page renders components inside expressions: tests/fixtures/website-mdx-components-throws. One build.

describe('an mdx-components file that throws when it loads', async () => {
  const { build, out } = await buildFixtureCopy('website-mdx-components-throws', { folder: 'website' })
  const html = () => readFileSync(join(out, 'docs/index.html'), 'utf8')

  it('builds with one warning at the import that reaches the module that threw, naming it and its error', () => {
    expect(build.code, build.stderr).toBe(0)
    expect(build.stderr).not.toMatch(/ - error /)
    const warnings = build.stderr.match(/^\S+ - warning MDX_COMPONENTS_EVAL .*/gm)
    expect(warnings).toHaveLength(1)
    expect(warnings![0]).toMatch(/^mdx-components\.jsx:3:1 - warning MDX_COMPONENTS_EVAL /)
    expect(warnings![0]).toContain('utils/client.ts throws "Missing database environment variables"')
  })

  it("keeps the file's other components, in tags and in expressions alike", () => {
    const page = html()
    expect(page.match(/<img class="photo" src="\/[abc]\.png"/g)).toEqual([
      '<img class="photo" src="/a.png"',
      '<img class="photo" src="/b.png"',
      '<img class="photo" src="/c.png"'
    ])
    expect(page).toContain('<em class="credit credit-quiet">')
    // (Its class names from guildsite's own class-variance-authority: the package is not installed.)
    expect(page).toContain('<em class="credit credit-loud credit-boxed credit-shout">Bob</em>')
    // The component that needs the module that threw is written, its client a stand-in.
    // (And the helper it calls, of a module that imports an island, is called as the function it is.)
    expect(page).toMatch(/<div class="links"><p>Links from.*<button type="button" class="tile">Home/s)
  })

  it('a component nobody defines, used in an expression, is a placeholder with a warning at its line', () => {
    expect(build.stderr.match(/^\S+ - warning UNKNOWN_COMPONENT .*/gm)).toEqual([
      'content/index.mdx:9:9 - warning UNKNOWN_COMPONENT Component <Frame> is not defined: it is neither imported nor a built-in; a placeholder is rendered',
      'content/index.mdx:13:1 - warning UNKNOWN_COMPONENT Component <Nowhere> is not defined: it is neither imported nor a built-in; a placeholder is rendered'
    ])
    expect(html()).toContain('data-missing-component="Frame"')
    expect(html()).toContain('data-missing-component="Nowhere"')
    // (A name the expression binds itself renders what it is bound to, with no warning.)
    expect(html()).toContain('<em>Rendered by a bound name</em>')
  })
})
