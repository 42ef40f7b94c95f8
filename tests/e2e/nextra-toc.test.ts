import { describe, expect, it } from 'vitest'
import { launchBrowser, styleOf } from '../helpers/browser.js'
import { buildFixtureCopy } from '../helpers/fixture-site.js'
import { serveStatic } from '../helpers/static-server.js'

// Nextra's TOC (every major: nextra-theme-docs 2.13, 3.2 and 4.0 alike) sets its depth-2 headings in
// bold and indents the deeper ones (seen on graphql-yoga's website beside Nextra 4.0.5's build:
// "Default CORS setting", "Disabling CORS" bold under "On This Page"). A site that follows Nextra
// gets the same; guildsite's own sites keep one weight (tests/fixtures/website-n4-link-arrows).

describe("a Nextra website folder's table of contents", async () => {
  const { build, out } = await buildFixtureCopy('website-n4-link-arrows')

  it('sets the depth-2 headings in bold and the depth-3 ones in the regular weight, indented; the headings in Nextra’s scale', async () => {
    expect(build.code, build.stderr).toBe(0)
    const server = await serveStatic(out)
    const browser = await launchBrowser()
    try {
      const page = await browser.newPage({ viewport: { width: 1440, height: 900 } })
      await page.goto(`${server.url}/`)
      const top = await styleOf(page, '.gs-toc-nav a[href="#see-the-repository"]', ['font-weight', 'padding-left'])
      const sub = await styleOf(page, '.gs-toc-nav a[href="#a-subsection"]', ['font-weight'])
      expect(Number(top['font-weight'])).toBe(600)
      expect(Number(sub['font-weight'])).toBe(400)
      const left = async (href: string) =>
        (await page.locator(`.gs-toc-nav a[href="${href}"]`).boundingBox())?.x ?? Number.NaN
      expect(await left('#a-subsection')).toBeGreaterThan(await left('#see-the-repository'))
      // Nextra 4 steps 0.75rem (ms-3), where Nextra 2 and 3 step 1rem (tests/e2e/nextra-callouts.test.ts)
      expect(await styleOf(page, '.gs-toc-list li[data-depth="3"]', ['padding-left'])).toEqual({
        'padding-left': '12px'
      })
      // The headings themselves as nextra-theme-docs 2–4 set them (graphql-modules beside Nextra 4.0.5's
      // build, par13: its h2 30 px semibold where guildsite's was 26 px bold).
      const props = ['font-size', 'font-weight', 'line-height', 'margin-top']
      expect(await styleOf(page, '.gs-content h1', props)).toEqual({
        'font-size': '36px',
        'font-weight': '700',
        'line-height': '40px',
        'margin-top': '8px'
      })
      expect(await styleOf(page, '.gs-content h2', [...props, 'padding-bottom'])).toEqual({
        'font-size': '30px',
        'font-weight': '600',
        'line-height': '36px',
        'margin-top': '40px',
        'padding-bottom': '4px'
      })
      // The text in slate-700 (every major's content colour), the headings in slate-900.
      expect(await styleOf(page, '.gs-content p', ['color'])).toEqual({ color: 'rgb(51, 65, 85)' })
      expect(await styleOf(page, '.gs-content h2', ['color'])).toEqual({ color: 'rgb(15, 23, 42)' })
      // The sidebar's other pages in gray-500, as Nextra's sidebar draws them (guildsite's own: slate-600).
      expect(await styleOf(page, '#gs-sidebar-tree a[href="/guide"]', ['color'])).toEqual({
        color: 'rgb(107, 114, 128)'
      })
      expect(await styleOf(page, '.gs-content h3', props)).toEqual({
        'font-size': '24px',
        'font-weight': '600',
        'line-height': '32px',
        'margin-top': '32px'
      })
    } finally {
      await browser.close()
      await server.close()
    }
  })
})
