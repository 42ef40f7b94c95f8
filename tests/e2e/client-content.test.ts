import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useClientSite, VIEWPORT_NAMES, VIEWPORTS } from '../helpers/client-site.js'

const selectedIndex = (group: ReturnType<Page['locator']>) =>
  group.locator(':scope > [role="tablist"] > [role="tab"][aria-selected="true"]').getAttribute('data-tab-index')
const visiblePanel = (group: ReturnType<Page['locator']>) =>
  group.evaluate(el =>
    Array.from(el.querySelectorAll(':scope > [role="tabpanel"]')).findIndex(
      panel => (panel as HTMLElement).offsetParent !== null
    )
  )

describe('banner, tabs, code copy, details, table of contents', () => {
  const site = useClientSite()

  for (const name of VIEWPORT_NAMES) {
    const viewport = VIEWPORTS[name]
    describe(`${name} (${viewport.width}×${viewport.height})`, () => {
      it('dismisses the banner, remembers it under its key and never shows it again (no flash)', async () => {
        const page = await site.open('/yoga', { viewport })
        const banner = page.locator('[data-banner]')
        expect(await banner.isVisible()).toBe(true)
        await banner.locator('[data-banner-dismiss]').click()
        expect(await banner.isVisible()).toBe(false)
        expect(await page.evaluate(() => localStorage.getItem('graphql-conf-2023'))).toBe('0')
        // Next page with the behaviour scripts blocked: the head script alone hides it.
        await page.context().route('**/_gs/assets/*.js', route => route.abort())
        await page.goto(site.url + '/mesh')
        expect(await page.locator('[data-banner]').isVisible()).toBe(false)
      })

      it('switches tabs by click and arrow keys', async () => {
        const page = await site.open('/mesh/getting-started', { viewport })
        const group = page.locator('[data-tabs]').first()
        expect(await selectedIndex(group)).toBe('1') // defaultIndex
        await group.getByRole('tab', { name: 'npm', exact: true }).click()
        expect(await selectedIndex(group)).toBe('0')
        expect(await visiblePanel(group)).toBe(0)
        await page.keyboard.press('ArrowRight')
        expect(await selectedIndex(group)).toBe('1')
        expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('pnpm')
        await page.keyboard.press('ArrowRight') // wraps
        expect(await selectedIndex(group)).toBe('0')
        await page.keyboard.press('End')
        expect(await selectedIndex(group)).toBe('1')
        await page.keyboard.press('Home')
        expect(await visiblePanel(group)).toBe(0)
      })

      it('persists tabs with a storageKey, syncs them on the page and across windows, and restores them before paint', async () => {
        const context = await site.context({ viewport })
        const [first, second] = [await context.newPage(), await context.newPage()]
        await Promise.all([
          first.goto(site.url + '/yoga/integrations/express'),
          second.goto(site.url + '/yoga/integrations/fastify')
        ])
        // A second group with the same key on the page (as on pages with several install blocks).
        await first.evaluate(() => {
          const group = document.querySelector('[data-storage-key="package-manager"]')!
          const copy = group.cloneNode(true) as HTMLElement
          copy.id = 'copy'
          group.after(copy)
        })
        const groups = first.locator('[data-storage-key="package-manager"]')
        await groups.first().getByRole('tab', { name: 'yarn', exact: true }).click()
        expect(await first.evaluate(() => localStorage.getItem('package-manager'))).toBe('2')
        expect(await selectedIndex(groups.nth(1))).toBe('2')
        expect(await visiblePanel(groups.nth(1))).toBe(2)
        // The other window follows through the storage event.
        const other = second.locator('[data-storage-key="package-manager"]').first()
        await expect.poll(() => selectedIndex(other)).toBe('2')
        // A new page shows the stored tab even before the behaviour scripts run.
        const third = await context.newPage()
        await third.route('**/_gs/assets/*.js', route => route.abort())
        await third.goto(site.url + '/yoga')
        expect(await visiblePanel(third.locator('[data-storage-key="package-manager"]').first())).toBe(2)
      })

      it('copies code, confirms for 2 seconds, and only logs a failure', async () => {
        const page = await site.open('/yoga/features/cors', {
          viewport,
          clock: true,
          permissions: ['clipboard-read', 'clipboard-write']
        })
        const block = page
          .locator('figure.gs-code')
          .filter({ has: page.locator('[data-copy]') })
          .first()
        const button = block.locator('button[data-copy]')
        await block.hover()
        await button.click()
        await expect.poll(() => button.getAttribute('data-copied')).toBe('true')
        expect(await button.getAttribute('aria-label')).toBe('Copied')
        const source = await block.locator('pre code').innerText()
        expect((await page.evaluate(() => navigator.clipboard.readText())).trim()).toBe(source.trim())
        await page.clock.runFor(1999)
        expect(await button.getAttribute('data-copied')).toBe('true')
        await page.clock.runFor(1)
        expect(await button.getAttribute('data-copied')).toBeNull()
        expect(await button.getAttribute('aria-label')).toBe('Copy code')

        // Denied clipboard: an error in the console, nothing shown.
        const denied = await site.open('/yoga/features/cors', { viewport })
        await denied.evaluate(() => {
          navigator.clipboard.writeText = () => Promise.reject(new Error('denied'))
        })
        const errors: string[] = []
        denied.on('console', message => message.type() === 'error' && errors.push(message.text()))
        const deniedButton = denied.locator('figure.gs-code button[data-copy]').first()
        await deniedButton.focus()
        await denied.keyboard.press('Enter')
        await expect.poll(() => errors.join('\n')).toMatch(/Failed to copy code/)
        expect(await deniedButton.getAttribute('data-copied')).toBeNull()
      })

      it('renders PackageCmd as an npm2yarn block: highlighted, one line, same copy button, same tab choice', async () => {
        const page = await site.open('/yoga/integrations/express', {
          viewport,
          permissions: ['clipboard-read', 'clipboard-write']
        })
        const host = page.locator('.gs-package-cmd [role="tabpanel"]:not([hidden]) figure.gs-code').first()
        expect(await host.locator('pre code').innerText()).toBe('npm i graphql-yoga graphql express')
        // The command name is coloured as in every highlighted block (not the text colour).
        const colours = await host
          .locator('pre code .line > *')
          .evaluateAll(tokens => tokens.map(token => getComputedStyle(token).color))
        expect(new Set(colours).size).toBeGreaterThan(1)
        await host.hover()
        await host.locator('button[data-copy]').click()
        await expect.poll(() => host.locator('button[data-copy]').getAttribute('data-copied')).toBe('true')
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('npm i graphql-yoga graphql express')
        // Picking pnpm in it picks pnpm in the page's npm2yarn blocks, and the reverse.
        await page.locator('.gs-package-cmd').getByRole('tab', { name: 'pnpm', exact: true }).click()
        const fence = page.locator('[data-storage-key="package-manager"]:not(.gs-package-cmd)').first()
        expect(await fence.getByRole('tab', { name: 'pnpm', exact: true }).getAttribute('aria-selected')).toBe('true')
        await fence.getByRole('tab', { name: 'yarn', exact: true }).click()
        const visible = page.locator('.gs-package-cmd [role="tabpanel"]:not([hidden]) pre code')
        expect(await visible.innerText()).toBe('yarn add graphql-yoga graphql express')
      })

      it('animates details/summary, and toggles instantly for reduced motion', async () => {
        // Every Web Animation the page starts is recorded, so the check does not race the 200 ms.
        const record = () => {
          const animated: { tag: string; duration: unknown; from: string; to: string }[] = ((
            window as unknown as { __animated: unknown[] }
          ).__animated = [])
          const original = Element.prototype.animate
          Element.prototype.animate = function (keyframes, options) {
            const frames = (keyframes as { height: string[] }).height ?? []
            animated.push({
              tag: this.tagName,
              duration: (options as KeyframeAnimationOptions)?.duration,
              from: frames[0]!,
              to: frames[1]!
            })
            return original.call(this, keyframes, options)
          }
        }
        const animated = (page: Page) =>
          page.evaluate(
            () =>
              (window as unknown as { __animated: { tag: string; duration: number; from: string; to: string }[] })
                .__animated
          )
        const context = await site.context({ viewport, reducedMotion: 'no-preference' })
        await context.addInitScript(record)
        const page = await context.newPage()
        await page.goto(site.url + '/yoga/features/error-masking')
        const details = page.locator('details.gs-details').first()
        const summary = details.locator(':scope > summary')
        const closedHeight = await details.evaluate(el => el.getBoundingClientRect().height)
        await summary.click()
        await expect
          .poll(() => details.evaluate(el => (el as HTMLDetailsElement).open && el.getAnimations().length === 0))
          .toBe(true)
        const openHeight = await details.evaluate(el => el.getBoundingClientRect().height)
        expect(openHeight).toBeGreaterThan(closedHeight)
        expect(await animated(page)).toEqual([
          { tag: 'DETAILS', duration: 200, from: `${closedHeight}px`, to: `${openHeight}px` }
        ])
        await summary.press('Enter') // the keyboard animates the same way
        await expect.poll(() => details.evaluate(el => (el as HTMLDetailsElement).open)).toBe(false)
        expect(await details.evaluate(el => el.getBoundingClientRect().height)).toBeCloseTo(closedHeight, 0)
        expect((await animated(page)).length).toBe(2)

        const reducedContext = await site.context({ viewport, reducedMotion: 'reduce' })
        await reducedContext.addInitScript(record)
        const reduced = await reducedContext.newPage()
        await reduced.goto(site.url + '/yoga/features/error-masking')
        const still = reduced.locator('details.gs-details').first()
        await still.locator(':scope > summary').click()
        expect(await still.evaluate(el => (el as HTMLDetailsElement).open)).toBe(true)
        expect(await animated(reduced)).toEqual([])
      })

      it('highlights the table-of-contents entry of the section in view', async () => {
        const page = await site.open('/yoga/features/cors', { viewport })
        const current = () =>
          page
            .locator('.gs-toc-nav a[aria-current="true"]')
            .getAttribute('href')
            .catch(() => null)
        expect(await page.locator('.gs-toc-nav a[aria-current]').count()).toBe(0) // the introduction is in view
        await page.locator('[id="credentials"]').evaluate(el => el.scrollIntoView({ behavior: 'instant' }))
        await expect.poll(current).toBe('#credentials')
        await page.locator('[id="options"]').evaluate(el => el.scrollIntoView({ behavior: 'instant' }))
        await expect.poll(current).toBe('#options')
        await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }))
        const last = await page.locator('.gs-toc-nav a').last().getAttribute('href')
        await expect.poll(current).toBe(last)
        expect(await page.locator('.gs-toc-nav a[aria-current]').count()).toBe(1)
      })
    })
  }
})
