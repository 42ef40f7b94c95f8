import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { buildFixture } from '../helpers/fixture-site.js'

// A Nextra 3 theme config whose `head` is a function of `useConfig()` and `useRouter()` (as the Guild's
// website's is) writes every page's title and description, as in Nextra's build
// (tests/fixtures/website-theme-head: plain pages render on the workers, `brew` in the page runner).

describe('a theme config whose head is a function', async () => {
  const { build, out } = await buildFixture('website-theme-head')
  const page = (path: string) => readFileSync(join(out, path), 'utf8')
  const head = (path: string) => page(path).split('</head>')[0]!

  it('gives each page its title, from the page title useConfig() gives', () => {
    expect(build.code, build.stderr).toBe(0)
    expect(head('index.html')).toContain('<title>Teapot (Teapot)</title>')
    expect(head('steep/index.html')).toContain('<title>Steeping (Teapot)</title>')
    expect(head('brew/index.html')).toContain('<title>Brewing (Teapot)</title>')
    expect(head('steep/index.html')).toContain('<meta property="og:title" content="Steeping (Teapot)"/>')
    expect(head('steep/index.html').match(/<title>/g)).toHaveLength(1)
  })

  it("takes the description from the page's front matter, else the head's own", () => {
    const steep = head('steep/index.html')
    expect(steep).toContain(
      '<meta name="description" content="How long &amp; how hot to steep &quot;green&quot; tea."/>'
    )
    expect(steep.match(/name="description"/g)).toHaveLength(1)
    expect(head('brew/index.html')).toContain('<meta property="og:description" content="Brewing a pot."/>')
    expect(head('index.html')).toContain('<meta name="description" content="Teapot steeps documentation."/>')
  })

  it('writes no description on a page the head gives none, as its head replaces the default one', () => {
    expect(head('pour/index.html')).toContain('<title>Pouring (Teapot)</title>')
    expect(head('pour/index.html')).not.toMatch(/(name|property)="(og:)?description"/)
  })

  it("gives useRouter() the page's route, and leaves no trace of what the head read", () => {
    expect(head('steep/index.html')).toContain('<meta property="og:url" content="https://teapot.dev/steep"/>')
    expect(head('brew/index.html')).toContain('<meta property="og:url" content="https://teapot.dev/brew"/>')
    for (const path of ['index.html', 'steep/index.html', 'brew/index.html'])
      expect(page(path)).not.toContain('data-gs-theme-head')
    expect(page('brew/index.html')).toContain('<p class="timer">4<!-- --> minutes</p>')
  })

  it("keeps the default title of a page the head throws for, with one THEME_HEAD warning at the theme config's head", () => {
    expect(head('kettle/index.html')).not.toContain('(Teapot)')
    expect(head('kettle/index.html')).toContain('<title>Kettle')
    expect(page('kettle/index.html')).not.toContain('data-gs-theme-head')
    const warnings = build.stderr.match(/^.* - warning THEME_HEAD .*$/gm) ?? []
    expect(warnings).toEqual([
      "theme.config.tsx:6:3 - warning THEME_HEAD The theme config's head threw: A kettle is no teapot (page /kettle)"
    ])
  })
})
