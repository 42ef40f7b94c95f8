import { describe, expect, it } from 'vitest'
import { styleOf } from '../helpers/browser.js'
import { useBuiltFixture } from '../helpers/built-fixture-browser.js'

// A Nextra 3 website folder (tests/fixtures/website-markdown-marks): Markdown typography on the elements
// Markdown made; an `<h2>`, `<p>`, `<a>` or `<ul>` written as JSX and a site component's own elements
// (the Guild website's `/blog`: its newsletter box, tag links) take none, as under Nextra, whose MDX
// components style Markdown's elements only and whose theme ships Tailwind's reset.
describe('Markdown typography on Markdown’s elements only (a website folder)', () => {
  const site = useBuiltFixture('tests/fixtures/website-markdown-marks')
  const HEADING = ['font-size', 'font-weight', 'border-bottom-width', 'margin-top']
  const LINK = ['text-decoration-line', 'color']

  it('builds with exit 0 and no warning', () => {
    expect(site.build.code, site.build.stderr).toBe(0)
    expect(site.build.stderr).not.toMatch(/ - (error|warning) /)
  })

  it('sets Markdown’s headings, links and lists, inside JSX too; JSX and a component’s elements keep the reset', async () => {
    for (const width of [1280, 390]) {
      const page = await site.open('/', width)
      const article = await styleOf(page, 'article', ['font-size', 'font-weight', 'color'])
      const markdown = await styleOf(page, '#a-markdown-heading', HEADING)
      expect(markdown['border-bottom-width']).toBe('1px')
      expect(Number.parseFloat(markdown['font-size']!)).toBeGreaterThan(Number.parseFloat(article['font-size']!))
      expect(await styleOf(page, '#markdown-inside-jsx', HEADING)).toEqual(markdown)
      const plain = {
        'font-size': article['font-size'],
        'font-weight': article['font-weight'],
        'border-bottom-width': '0px',
        'margin-top': '0px'
      }
      expect(await styleOf(page, 'h2[data-jsx]', HEADING)).toEqual(plain)
      expect(await styleOf(page, '[data-newsletter] h2', HEADING)).toEqual(plain)

      expect((await styleOf(page, 'a[href="/plain"][data-md]', LINK))['text-decoration-line']).toBe('underline')
      for (const link of ['p[data-jsx] a', '[data-newsletter] a'])
        expect(await styleOf(page, link, LINK), link).toEqual({ 'text-decoration-line': 'none', color: article.color })
      expect((await styleOf(page, 'ul[data-md]', ['list-style-type']))['list-style-type']).toBe('disc')
      expect(await styleOf(page, 'ul[data-jsx]', ['list-style-type', 'padding-left'])).toEqual({
        'list-style-type': 'none',
        'padding-left': '0px'
      })
      expect((await styleOf(page, 'p[data-md]', ['margin-top']))['margin-top']).not.toBe('0px')
      expect(await styleOf(page, 'p[data-jsx]', ['margin-top'])).toEqual({ 'margin-top': '0px' })
      await page.close()
    }
  })

  it('does the same on a page whose article is written without React (the string path)', async () => {
    const page = await site.open('/plain')
    expect(await page.locator('article').getAttribute('data-gs-md')).toBe('')
    // (Nextra's 2 px line, border-s-2, on a Nextra site; a blockquote with the reset has none.)
    expect((await styleOf(page, 'blockquote', ['border-left-width']))['border-left-width']).toBe('2px')
    const strong = (selector: string) => styleOf(page, selector, ['font-weight'])
    expect(await strong('p[data-md] strong')).toEqual({ 'font-weight': '650' })
    expect(await strong('p[data-jsx] strong')).toEqual({ 'font-weight': '700' })
    await page.close()
  })
})
