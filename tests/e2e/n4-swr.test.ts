import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { useBuiltFixture } from '../helpers/built-fixture-browser.js'

// Issue #34 (helper swr): differences from Nextra's own build of its `examples/swr-site` (Nextra 4.6),
// in a hand-written site of its shape (tests/fixtures/website-n4-swr).
describe('a Nextra 4.6 site in the shape of the swr-site (website-n4-swr)', () => {
  const site = useBuiltFixture('tests/fixtures/website-n4-swr', { copy: true })
  const html = (route: string) => readFileSync(join(site.out, route, 'index.html'), 'utf8')

  it('builds, warning once that the hook’s package is absent', () => {
    expect(site.build.code, site.build.stderr).toBe(0)
    expect(site.build.stderr).toMatch(
      /^components\/video\.jsx:4:1 - warning UNRESOLVED_IMPORT Import "react-intersection-observer" cannot be resolved/m
    )
  })

  it('draws each summary’s content as an h3, with an id in a <details> when written as MDX text; tabs get hidden h3s', () => {
    const headings = [...html('docs/advanced').matchAll(/<summary class="gs-summary">(<h3[^>]*>)/g)].map(m => m[1])
    expect(headings).toEqual([
      '<h3 id="version-history" class="gs-summary-heading">',
      '<h3 id="intro-2" class="gs-summary-heading">',
      '<h3 class="gs-summary-heading">'
    ])
    // The heading after the summaries takes the next free slug, as on Nextra's page.
    expect(html('docs/advanced')).toContain('<h2 data-md="" id="version-history-1">')
    expect(html('docs/notes')).toContain('<summary class="gs-summary"><h3 class="gs-summary-heading">Details</h3>')
    // Each tab starts with a hidden h3 of its name, which links to the tab reach.
    expect(html('docs/advanced')).toContain('<h3 id="pnpm" style="visibility:hidden;width:0;height:0">pnpm</h3>')
  })

  it('hydrates the island whose absent hook’s ref callback it calls: no console error, and it counts clicks', async () => {
    const { page, problems } = await site.openHydrated('/docs/revalidation')
    const button = page.locator('.swr-video-clicks')
    await button.click()
    await expect.poll(() => button.textContent()).toBe('Clicks: 1')
    // (The effect that reads the hook's flag ran.)
    expect(await page.locator('.swr-video-box').getAttribute('data-seen')).toMatch(/^(yes|no)$/)
    expect(problems).toEqual([])
    await page.close()
  })

  it('shows a component next/dynamic loads while rendering, in the server HTML too, and the other after the toggle', async () => {
    // The page's render waits for the load it starts while rendering, as Next's build does: the HTML holds
    // the loaded component (Nextra's swr-site shows its "One" part), not the fallback.
    expect(html('docs/dynamic-import')).toContain('The first part, loaded in the browser.')
    expect(html('docs/dynamic-import')).not.toContain('Loading...')
    const { page, problems } = await site.openHydrated('/docs/dynamic-import')
    // Hydration keeps it (no fallback in between), and the island is live.
    expect(await page.locator('article').textContent()).toContain('The first part, loaded in the browser.')
    expect(await page.locator('.swr-dynamic-loading').count()).toBe(0)
    await page.locator('.swr-dynamic-toggle').click()
    await expect
      .poll(() => page.locator('article').textContent())
      .toContain('The second part, loaded after the toggle.')
    expect(problems).toEqual([])
    await page.close()
  })

  it("shows the <Layout nextThemes>' default theme to a reader who has chosen none, and the reader's choice over it", async () => {
    // (The swr-site's `nextThemes={{ defaultTheme: 'dark' }}`: Nextra's build opens dark, whatever the system's.)
    expect(html('docs/notes')).toContain('data-default-theme="dark"')
    const page = await site.open('/docs/notes')
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true)
    // The switch's stored choice wins, before the first paint too.
    await page.evaluate(() => localStorage.setItem('theme', 'light'))
    await page.reload()
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false)
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light')
    await page.close()
  })

  it('numbers every heading level inside <Steps>, each Steps with a counter of its own, as nextra-theme-docs 4', async () => {
    const page = await site.open('/docs/steps')
    const steps = await page.evaluate(() =>
      Array.from(document.querySelectorAll('.gs-steps :is(h2, h3)'), heading => ({
        // (Less the heading's permalink mark.)
        text: heading.textContent?.replace(/#$/, ''),
        own: getComputedStyle(heading).counterIncrement.split(' ')[0],
        shown: getComputedStyle(heading, '::before').content.startsWith('counter(')
      }))
    )
    expect(steps.map(step => [step.text, step.shown])).toEqual([
      ['Step 1', true],
      ['Step 1.1', true],
      ['Step 1.2', true],
      ['Step 2', true]
    ])
    // The outer steps (1 and 2) count on one counter, the inner ones (1.1 and 1.2) on another.
    expect(steps[0]!.own).toBe(steps[3]!.own)
    expect(steps[1]!.own).toBe(steps[2]!.own)
    expect(steps[0]!.own).not.toBe(steps[1]!.own)
    // Drawn as Nextra 4 draws them (the Guild docs' getting-started beside Nextra's build): the step 41 px past the
    // rail's outer edge (ms-4 … border-s ps-6: 16 + 1 + 24), its heading 24 px on a 32 px line with no rule under it,
    // its number in a 33 px circle 41 px before the heading, at 400.
    const geometry = await page.evaluate(() => {
      const rail = document.querySelector('.gs-steps')!
      const heading = rail.querySelector('h2')!
      const style = getComputedStyle(heading)
      const circle = getComputedStyle(heading, '::before')
      return {
        inset: Math.round(heading.getBoundingClientRect().left - rail.getBoundingClientRect().left),
        heading: [style.fontSize, style.lineHeight, style.paddingBottom, style.borderBottomWidth],
        circle: [circle.width, circle.height, circle.left, circle.fontWeight]
      }
    })
    expect(geometry).toEqual({
      inset: 25,
      heading: ['24px', '32px', '0px', '0px'],
      circle: ['33px', '33px', '-41px', '400']
    })
    await page.close()
  })

  it('lists a heading with an expression or JSX in the table of contents as the page draws it, h2–h6, as Nextra 3/4', async () => {
    // (The swr-site's getting-started page: `## Foo {myVar}` with `myVar` '"I am from export const"'; Nextra's
    // TOC renders the heading's JSX with the page's scope, where Nextra 2 lists `Foo myVar`.)
    const page = await site.open('/docs/headings')
    const entries = await page.locator('.gs-toc-nav a').evaluateAll(links =>
      links.map(link => ({
        href: link.getAttribute('href'),
        text: link.textContent,
        bold: link.querySelector('b')?.textContent
      }))
    )
    expect(entries).toEqual([
      { href: '#foo-myvar', text: 'Foo "I am from export const"', bold: undefined },
      { href: '#bar-code', text: 'Bar code', bold: undefined },
      { href: '#qux', text: 'Qux someVal', bold: 'someVal' },
      // (h5 and h6 too, as every Nextra major's TOC; inline code without its `{:js}`, as the heading shows it.)
      { href: '#my-file-is-myfile-js', text: 'My file is <MyFile />', bold: undefined },
      { href: '#da', text: 'Da', bold: undefined },
      // (A link's content without the link, which would nest in the entry's; no permalink "#".)
      { href: '#read-the-guide-1--1', text: 'Read the guide 2', bold: undefined }
    ])
    // The heading shows the same (then its permalink's "#"), its id slugged from the source as Nextra's.
    expect(await page.locator('h2#foo-myvar').textContent()).toBe('Foo "I am from export const"#')
    expect(html('docs/headings')).not.toContain('data-gs-heading-text')
    await page.close()
  })

  it("draws the <Layout toc>'s extraContent under the table of contents", () => {
    expect(html('docs/advanced')).toMatch(
      /<aside class="gs-toc">.*<div class="gs-toc-extra">(<link[^>]*>)?<img alt="placeholder cat" src="\/cat\.svg"\/><\/div><\/div><\/aside>/s
    )
  })

  it("draws each theme with the <Head>'s background and primary colour", async () => {
    const page = await site.open('/docs/notes')
    const colors = () =>
      page.evaluate(() => ({
        background: getComputedStyle(document.body).backgroundColor,
        primary: getComputedStyle(document.documentElement).getPropertyValue('--gs-primary').trim()
      }))
    // (Dark, the layout's default theme: Nextra's rgb(15,23,42) and hue 120 at its default lightness 55 %.)
    expect(await colors()).toEqual({ background: 'rgb(15, 23, 42)', primary: 'hsl(120 100% 55%)' })
    await page.evaluate(() => localStorage.setItem('theme', 'light'))
    await page.reload()
    expect(await colors()).toEqual({ background: 'rgb(254, 252, 232)', primary: 'hsl(0 100% 45%)' })
    await page.close()
  })
})
