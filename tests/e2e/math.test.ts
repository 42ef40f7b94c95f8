import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { useClientSite } from '../helpers/client-site.js'
import { useFixtureSite } from '../helpers/fixture-site.js'

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js')

// tests/fixtures/math: config `latex: true`; one page with inline, display and fenced math, one without.
describe('math (config latex): KaTeX at build time', () => {
  const site = useClientSite(useFixtureSite('math'))

  it('sets inline, display and fenced math with KaTeX fonts and no script, and leaves an escaped dollar as text', async () => {
    const requests: string[] = []
    const context = await site.context()
    const page = await context.newPage()
    page.on('request', request => requests.push(request.url()))
    await page.goto(site.url + '/')
    const article = page.locator('article')
    expect(await article.locator('.katex').count()).toBe(5) // d, b, the sum; the bound; the fence
    expect(await article.locator('.katex-display').count()).toBe(2)
    // MathML for assistive technology beside the drawn formula.
    expect(await article.locator('.katex-mathml math annotation').first().textContent()).toBe('d')
    expect(await article.locator('.katex-display').first().locator('annotation').textContent()).toContain(
      '\\frac{b^{d+1} - b}{b - 1}'
    )
    const text = await article.innerText()
    expect(text).not.toMatch(/\$d\$|\\sum|\\frac|```/)
    expect(text).toContain('it costs $5.')
    // Its stylesheet styles the formulas (KaTeX's own font, loaded from the site).
    await page.evaluate(() => document.fonts.ready)
    expect(
      await article
        .locator('.katex')
        .first()
        .evaluate(el => getComputedStyle(el).fontFamily)
    ).toMatch(/^KaTeX_Main/)
    expect(await page.evaluate(() => document.fonts.check('1em KaTeX_Main'))).toBe(true)
    expect(requests.some(url => /katex-[\d.]+\/fonts\/KaTeX_Main-Regular\.woff2$/.test(url))).toBe(true)
    expect(requests.filter(url => /katex/i.test(url) && url.endsWith('.js'))).toEqual([])
    // A fraction is drawn as one: its two parts stacked, not side by side.
    const frac = page.locator('.katex-display .mfrac').first()
    const [a, b] = await Promise.all([
      frac.locator('.vlist > span').last().boundingBox(),
      frac.locator('.vlist > span').first().boundingBox()
    ])
    expect(Math.abs(a!.y - b!.y)).toBeGreaterThan(10)
    expect(Math.abs(a!.x + a!.width / 2 - (b!.x + b!.width / 2))).toBeLessThan(40)
  })

  it('a page without math loads none of it', async () => {
    const page = await site.open('/plain')
    expect(await page.locator('link[href*="katex"]').count()).toBe(0)
    expect(await page.locator('.katex').count()).toBe(0)
  })

  for (const colorScheme of ['light', 'dark'] as const) {
    it(`axe finds nothing serious on the math page (${colorScheme})`, async () => {
      const page = await site.open('/', { colorScheme })
      await page.addScriptTag({ path: AXE })
      const violations = await page.evaluate(
        async () =>
          (
            await (
              window as unknown as {
                axe: { run(d: Document): Promise<{ violations: { id: string; impact: string }[] }> }
              }
            ).axe.run(document)
          ).violations
      )
      expect(violations.filter(v => v.impact === 'serious' || v.impact === 'critical').map(v => v.id)).toEqual([])
    })
  }
})
