import { readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { runCli } from '../helpers/cli.js'

// Nextra 2/3's `useMDXComponents()` (from `nextra/mdx`, and the Guild's components 6/7) gives the
// theme's components, the plain HTML elements among them: the conductor website's schema pages draw
// with `const { code: Code, summary: Summary } = useMDXComponents()`. A hand-written website folder of
// that kind (tests/fixtures/website-mdx-theme-elements), one build.
const temp: string[] = []
afterAll(() => Promise.all(temp.map(dir => rm(dir, { recursive: true, force: true }))))

const content = (html: string) => html.slice(html.indexOf('<article'), html.indexOf('</article>'))

describe("components drawn with the theme's MDX elements", async () => {
  const dir = await mkdtemp(join(tmpdir(), 'guildsite-mdx-theme-elements-'))
  temp.push(dir)
  const out = join(dir, 'dist')
  const build = await runCli(['build', 'tests/fixtures/website-mdx-theme-elements', '--out', out, '--force'])
  const page = (route: string) => readFileSync(join(out, route, 'index.html'), 'utf8')

  it("builds every page with exit 0; the one warning names next-mdx-remote, absent, and guildsite's MDXRemote", () => {
    expect(build.code, build.stderr).toBe(0)
    const warnings = build.stderr.split('\n').filter(line => / - (error|warning) /.test(line))
    expect(warnings).toEqual([
      expect.stringMatching(
        /^pages\/docs\/readme\.mdx:6:1 - warning UNRESOLVED_IMPORT Import "next-mdx-remote" cannot be resolved; guildsite's own MDXRemote/
      )
    ])
  })

  it("renders a component's blockquote, p and code from @theguild/components' useMDXComponents", () => {
    expect(content(page('docs'))).toContain(
      '<blockquote><p><code>cacheSize</code>: <!-- -->The number of entries kept.</p></blockquote>'
    )
  })

  it("renders remote MDX whose component takes details, summary, code and pre from nextra/mdx's hook", () => {
    const html = content(page('docs/options'))
    expect(html).toContain('id="corsoptions"')
    for (const [name, type, description] of [
      ['origin', 'string', 'The origin allowed to call the endpoint.'],
      [
        'credentials',
        'boolean',
        'Whether cookies are sent along (see <a data-md="" href="/docs/readme">the readme</a>).'
      ]
    ]) {
      expect(html).toMatch(new RegExp(`<summary[^>]*><code>${name}</code> \\(<!-- -->${type}<!-- -->\\)</summary>`))
      expect(html).toContain(`${description}</p><pre><code>${name}: ${type}</code></pre></details>`)
    }
    expect(html.match(/<details class="[^"]*option-field/g)).toHaveLength(2)
  })

  it("resolves a relative link in remote MDX against the page's URL, as the browser does on Next's site", () => {
    // (`./readme` at /docs/options is /docs/readme there; guildsite serves the page at /docs/options/.)
    expect(content(page('docs/options'))).toContain('<a data-md="" href="/docs/readme">the readme</a>')
    expect(content(page('docs/options'))).not.toContain('href="./readme"')
  })

  it("renders Markdown compiled in getStaticProps through next-mdx-remote's MDXRemote, not installed", () => {
    const html = content(page('docs/readme'))
    expect(html).toMatch(/<h2[^>]*id="remote-heading"[^>]*>Remote heading/)
    expect(html).toContain('Text from <strong data-md="">elsewhere</strong>.')
    expect(html).toMatch(/<pre[^>]*><code><span class="line">.*const.*remote.*true.*<\/span><\/code><\/pre>/)
    expect(html).not.toContain('gs-missing')
  })
})
