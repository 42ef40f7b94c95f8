import { readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { runCli } from '../helpers/cli.js'

// A Nextra 2/3 theme config's `components: { h1, a, … }`: nextra-theme-docs spreads them over its
// own MDX components on every page but `layout: 'raw'` ones. A hand-written website folder of that
// kind (tests/fixtures/website-theme-elements), one build.
const temp: string[] = []
afterAll(() => Promise.all(temp.map(dir => rm(dir, { recursive: true, force: true }))))

const content = (html: string) => html.slice(html.indexOf('<body'), html.indexOf('</body>'))

describe("a theme config's element components", async () => {
  const dir = await mkdtemp(join(tmpdir(), 'guildsite-theme-elements-'))
  temp.push(dir)
  const out = join(dir, 'dist')
  const build = await runCli(['build', 'tests/fixtures/website-theme-elements', '--out', out, '--force'])
  const page = (route: string) => content(readFileSync(join(out, route, 'index.html'), 'utf8'))

  it('builds every page with exit 0 and no warning', () => {
    expect(build.code, build.stderr).toBe(0)
    expect(build.stderr.split('\n').filter(line => / - (error|warning) /.test(line))).toEqual([])
  })

  it("draws the page's title with the config's h1 and its links with the config's a", () => {
    const html = page('.')
    expect(html).toContain(
      '<h1 class="gradient-title" style="background-clip:text;-webkit-text-fill-color:transparent;background-image:linear-gradient(90deg,#7928CA,#FF0080)">Welcome to Elements</h1>'
    )
    expect(html).toMatch(/<a href="\/plain" class="fancy-link" data-external="no"[^>]*>plain page<\/a>/)
    expect(html).toMatch(
      /<a href="https:\/\/nextra\.site" class="fancy-link" data-external="yes"[^>]*>Nextra&#x27;s docs<!-- --> ↗<\/a>/
    )
    // (The elements it leaves alone stay the theme's, and its named components render too.)
    expect(html).toContain('<h2 data-md="" id="overview">Overview<a class="gs-anchor"')
    expect(html).toContain('<strong class="shout">Loud words</strong>')
  })

  it('leaves the chrome alone: the sidebar links are not the content link component', () => {
    expect(page('.')).toMatch(/<a [^>]*href="\/plain\/?"[^>]*>Plain page<\/a>/)
    expect(page('.').match(/class="fancy-link"/g)).toHaveLength(2)
  })

  it('renders a page where neither element appears as before', () => {
    const html = page('plain')
    expect(html).toContain('<p data-md="">This page has no title heading and no link.</p>')
    expect(html).toContain('<h2 data-md="" id="a-section">A section')
    expect(html).not.toContain('fancy-link')
  })

  it("gives a layout: 'raw' page the theme's own elements, as nextra-theme-docs does", () => {
    const html = page('landing')
    expect(html).toContain('<h1 id="landing" data-md="">Landing</h1>')
    expect(html).toContain('<a data-md="" href="/">back home</a>')
    expect(html).not.toContain('gradient-title')
  })
})
