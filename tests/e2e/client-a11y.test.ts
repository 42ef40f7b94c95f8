import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useClientSite, VIEWPORT_NAMES, VIEWPORTS } from '../helpers/client-site.js'
import { exampleCommentsHost } from '../helpers/example-site.js'
import { openState, setScheme } from '../helpers/layout-geometry.js'

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js')

interface Violation {
  id: string
  impact: string | null
  help: string
  nodes: { target: string[] }[]
}

/** axe-core in the page (injected before): the serious and critical violations, as readable lines. */
async function seriousViolations(page: Page): Promise<string[]> {
  const violations = await page.evaluate(async () => {
    const result = await (
      window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: Violation[] }> } }
    ).axe.run(document, { resultTypes: ['violations'] })
    return result.violations
  })
  return violations
    .filter(v => v.impact === 'serious' || v.impact === 'critical')
    .map(
      v =>
        `${v.impact} ${v.id}: ${v.help} — ${v.nodes
          .slice(0, 3)
          .map(n => n.target.join(' '))
          .join(', ')}`
    )
}

// Every page type of the example site (issue 25): the whole page is checked (the window is made as
// tall as the page: axe cannot judge the contrast of text outside it), open menus and the search
// modal as they show.
const PAGES = [
  { name: 'home page', path: '/' },
  { name: 'docs page with tabs, callouts and code', path: '/mesh/getting-started' },
  { name: 'docs page with highlighted lines and words, code comments and a badge', path: '/yoga' },
  { name: 'blog article', path: '/blog/why-we-moved-our-docs' },
  { name: 'docs page with the navigation overlay or a menu open', path: '/yoga/features/cors', open: 'menu' as const },
  { name: 'search modal open with results', path: '/yoga/features/cors', open: 'search' as const },
  { name: '404 page', path: '/no/such/page' }
]

// One browser for the file's tests (each still gets fresh contexts, closed when it ends).
const site = useClientSite()

describe('accessibility: axe-core in Chromium, no serious or critical violations', () => {
  // One page per page type and width, checked in both schemes (the site follows the system's live):
  // half the page loads and axe injections of a page per scheme. Phones load in dark and switch to
  // light, wide windows the other way round, so that both schemes are seen at load and after a switch.
  for (const name of VIEWPORT_NAMES) {
    const schemes = name === 'narrow' ? (['dark', 'light'] as const) : (['light', 'dark'] as const)
    for (const { name: title, path, open } of PAGES) {
      it(`${title} (${name}, ${schemes.join(' then ')})`, async () => {
        const page = await site.open(path, { viewport: VIEWPORTS[name], colorScheme: schemes[0] })
        await page.waitForLoadState('networkidle')
        await openState(page, open, VIEWPORTS[name].width)
        if (!open) {
          const height = await page.evaluate(() => document.documentElement.scrollHeight)
          await page.setViewportSize({ width: VIEWPORTS[name].width, height: Math.min(height, 12_000) })
        }
        await page.addScriptTag({ path: AXE })
        const found: Record<string, string[]> = {}
        for (const scheme of schemes) {
          await setScheme(page, scheme)
          found[scheme] = await seriousViolations(page)
        }
        expect(found).toEqual({ light: [], dark: [] })
      })
    }
  }
})

describe('keyboard: every control is reachable and shows a focus ring', () => {
  for (const name of VIEWPORT_NAMES) {
    it(`tabbing through a docs page (${name})`, async () => {
      const page = await site.open('/mesh/getting-started', { viewport: VIEWPORTS[name] })
      const seen = new Set<string>()
      for (let i = 0; i < 60; i++) {
        await page.keyboard.press('Tab')
        const read = () =>
          page.evaluate(() => {
            const el = document.activeElement as HTMLElement | null
            if (!el || el === document.body) return null
            const style = getComputedStyle(el)
            const rect = el.getBoundingClientRect()
            return {
              id: `${el.tagName.toLowerCase()}.${el.className}|${el.textContent?.trim().slice(0, 30)}|${el.getAttribute('aria-label') ?? ''}`,
              // An outline on the element, or a ring drawn around it by a `:focus-within` wrapper.
              ring:
                (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1) ||
                [el, el.parentElement, el.parentElement?.parentElement].some(
                  node => node && getComputedStyle(node).boxShadow !== 'none'
                ),
              visible: rect.width > 0 && rect.height > 0 && style.visibility !== 'hidden'
            }
          })
        const focus = await read()
        if (!focus) continue
        seen.add(focus.id)
        expect(focus.visible, `${focus.id} has focus but is not visible`).toBe(true)
        // The comments frame's ring comes a task after the window blurs (src/client/comments-widget.ts):
        // under load it may not be drawn yet when read, so a missing ring is read again until it shows.
        if (!focus.ring)
          await expect
            .poll(async () => (await read())?.ring, { timeout: 5_000, message: `${focus.id} shows no focus ring` })
            .toBe(true)
      }
      // The skip link, the theme switch and the tab list are among what the keyboard reaches.
      const all = [...seen].join('\n')
      expect(all).toMatch(/Skip to content/)
      expect(all).toMatch(/Theme:/)
      expect(all).toMatch(/role|npm|pnpm/)
    })
  }
})

describe('keyboard: focus inside the comments frame', () => {
  it('rings the frame while the keyboard is in it (the frame is another document: no focus style of ours reaches it)', async () => {
    const page = await site.open('/mesh/getting-started', { viewport: VIEWPORTS.wide })
    await page.locator('.gs-comments').scrollIntoViewIfNeeded()
    await expect
      .poll(() => page.frames().some(frame => frame.url().startsWith(exampleCommentsHost())), { timeout: 15_000 })
      .toBe(true)
    const widget = page.locator('.gs-comments giscus-widget')
    const ring = () => widget.evaluate(el => getComputedStyle(el).outlineStyle)
    expect(await ring()).toBe('none')
    // Shift+Tab from the link after the comments moves into the frame, Tab moves back out.
    await page.locator('.gs-pagination a').first().focus()
    await page.keyboard.press('Shift+Tab')
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('GISCUS-WIDGET')
    await expect.poll(ring).toBe('solid')
    await page.keyboard.press('Tab')
    await expect.poll(() => page.evaluate(() => document.activeElement?.className)).toMatch(/gs-pagination-link/)
    await expect.poll(ring).toBe('none')
  })
})
