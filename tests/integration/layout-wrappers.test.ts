import { readFileSync } from 'node:fs'
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { runCli } from '../helpers/cli.js'
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

// A component of the layout's that throws on the server: a page that does not need it is written
// without it, with a warning (the layout's code never sinks a page that renders alone).
describe("a root layout's component that throws", async () => {
  const built = await buildFixtureCopy('website-layout-wrappers')
  const site = built.site
  await writeFile(
    join(site, 'app/broken.tsx'),
    "import type { ReactNode } from 'react'\n\nexport function Broken(_: { children: ReactNode }): ReactNode {\n  throw new Error('no session store')\n}\n"
  )
  const layout = join(site, 'app/layout.tsx')
  await writeFile(
    layout,
    (await readFile(layout, 'utf8'))
      .replace(
        "import { SiteShell } from './site-shell'",
        "import { SiteShell } from './site-shell'\nimport { Broken } from './broken'"
      )
      .replace('{children}', '<Broken>{children}</Broken>')
  )
  // (No page reads the provider here: one that did would fail without it.)
  await writeFile(join(site, 'content/index.mdx'), '# Members\n')
  await writeFile(join(site, 'content/code.mdx'), 'export const answer = 42\n\n# Code\n\nThe answer is {answer}.\n')
  const out = join(site, '..', 'out-broken')
  const build = await runCli(['build', site, '--out', out, '--force'])

  it('writes a page that does not need it, without it, with a warning', () => {
    expect(build.code).toBe(0)
    expect(build.stderr).toMatch(
      /content\/code\.mdx - warning MDX_RENDER Page \/code failed inside the root layout's own components \(no session store\); it is rendered without them/
    )
    expect(readFileSync(join(out, 'code/index.html'), 'utf8')).toMatch(/The answer is (<!-- -->)?42/)
  })
})
