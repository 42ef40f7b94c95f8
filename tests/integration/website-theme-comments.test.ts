import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { runCli } from '../helpers/cli.js'
import { buildFixture } from '../helpers/fixture-site.js'

// The Guild's Nextra 2/3 sites put Giscus comments under every docs page through the theme config's
// `main` wrapper (graphql-inspector, SOFA, envelop, feTS…): a hand-written website folder of that kind
// (tests/fixtures/website-theme-comments), one build.

describe("a theme config's main wrapper with <Giscus>", async () => {
  const { build, out } = await buildFixture('website-theme-comments')
  const page = (route: string) => readFileSync(join(out, route, 'index.html'), 'utf8')

  it('builds with exit 0 and no warning; guildsite check says what of the wrapper is read', async () => {
    expect(build.code, build.stderr).toBe(0)
    expect(build.stderr).not.toMatch(/ - (error|warning) /)
    const check = await runCli(['check', 'tests/fixtures/website-theme-comments'])
    expect(check.stdout).toContain(
      'note theme.config.tsx: main read — drawn around every docs page\'s content, its <Giscus repo="acme/comments"> where it puts it'
    )
  })

  it("gives a docs page the comments with the wrapper's Giscus settings, after the page's content", () => {
    const html = page('docs')
    const widget = /<div class="gs-comments"[^>]*>/.exec(html)?.[0]
    expect(widget).toBeDefined()
    expect(widget).toContain('data-repo="acme/comments"')
    expect(widget).toContain('data-repo-id="R_test1"')
    expect(widget).toContain('data-category="Docs Discussions"')
    expect(widget).toContain('data-category-id="DIC_test2"')
    expect(widget).toContain('data-mapping="pathname"')
    // (Its `theme={resolvedTheme}`: guildsite's light/dark theme, which follows the theme switch.)
    expect(widget).toContain('data-theme="light"')
    expect(html.indexOf('A docs page: the comments below it.')).toBeLessThan(html.indexOf('class="gs-comments"'))
    // (Once, where the wrapper renders its <Giscus>: after the previous/next links, as in Nextra.)
    expect(html.match(/class="gs-comments"/g)).toHaveLength(1)
  })

  it('leaves the raw home page without comments, as the Guild sites’ home pages are', () => {
    expect(page('')).toContain('The home page: no comments.')
    expect(page('')).not.toContain('gs-comments')
  })
})
