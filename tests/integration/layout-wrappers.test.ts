import { describe, expect, it } from 'vitest'
import { buildFixtureCopy } from '../helpers/fixture-site.js'

// Issue 34 (Prisma Collective): a Nextra 4 root layout wraps its `{children}` in components of the
// site's own — a context provider, and a client component that renders the theme's <Layout>. Next
// renders every page inside them: a page whose component calls the provider's hook builds (it was an
// MDX_RENDER error, "useAuth must be used within AuthProvider", exit 1), and the <Layout> the
// wrapper renders gives its props as the root layout's would (src/app-router/layout-wrappers.ts,
// call-wrappers.ts). tests/fixtures/website-layout-wrappers.
describe("a root layout's own providers around the pages", async () => {
  const built = await buildFixtureCopy('website-layout-wrappers')

  it('builds with exit 0: the page that reads the provider renders inside it, with its value', () => {
    expect(built.build.stderr).not.toMatch(/MDX_RENDER| - error /)
    expect(built.build.code).toBe(0)
    const home = built.page('')
    expect(home).toMatch(/<button type="button" class="greeting">Hello <!-- -->Ada<\/button>/)
    // (The provider draws nothing: the page's markup is guildsite's, as without it.)
    expect(home).not.toMatch(/<html[^]*<html/)
  })

  it('lists the client provider the islands hydrate in, with its props', () => {
    expect(built.page('')).toContain(
      '<script type="application/json" id="gs-layout-wrappers">[{"island":"contexts/auth.tsx#AuthProvider","props":{"user":"Ada"}}]</script>'
    )
  })

  it("reads the <Layout> props the site's wrapper renders: its edit link", () => {
    expect(built.page('about')).toMatch(
      /<a class="gs-page-action" href="https:\/\/github.com\/acme\/shell\/tree\/main\/content\/about.md"[^>]*>Improve this page/
    )
  })
})
