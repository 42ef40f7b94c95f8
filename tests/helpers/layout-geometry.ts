import type { Page } from 'playwright-core'
import { expect } from 'vitest'

/** What a layout test opens on a page before measuring it: nothing, the search modal, or the menu. */
export type OpenState = 'search' | 'menu' | undefined

/** Below this width the docs menu is the full-screen overlay (src/client/mobile-nav.ts). */
const NARROW = 768

/**
 * Puts the page in a colour scheme as the visitor's system would (the site follows it live) and
 * waits for the colour transitions to end, so that a screenshot or a contrast check sees the
 * final colours.
 */
export async function setScheme(page: Page, colorScheme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme })
  await page.waitForFunction(
    dark =>
      document.documentElement.classList.contains('dark') === dark &&
      document.getAnimations().every(a => !(a instanceof CSSTransition) || a.playState !== 'running'),
    colorScheme === 'dark'
  )
}

/**
 * Opens what a page type shows open, unless it already is: the search modal with the results of
 * a query, or the menu — the overlay below 768 px, the first navbar drop-down from there up.
 */
export async function openState(page: Page, open: OpenState, width: number): Promise<void> {
  if (open === 'search') {
    if (await page.locator('.gs-sm').isVisible()) return
    await page.keyboard.press('/')
    await page.getByRole('dialog').waitFor({ timeout: 10_000 })
    await page.locator('.gs-sm-input').fill('graphql')
    await expect.poll(() => page.locator('.gs-sm').getAttribute('data-state'), { timeout: 15_000 }).toBe('results')
  }
  if (open === 'menu' && width < NARROW) {
    if (await page.evaluate(() => document.documentElement.classList.contains('gs-mobile-open'))) return
    await page.locator('[data-mobile-menu-toggle]').click()
    await page.locator('[data-mobile-nav]').waitFor()
  }
  if (open === 'menu' && width >= NARROW) {
    if (await page.locator('.gs-navbar details[data-menu][open] .gs-dropdown-panel').isVisible()) return
    await page.locator('.gs-navbar details[data-menu] > summary').filter({ visible: true }).first().click()
    await page.locator('.gs-navbar details[data-menu][open] .gs-dropdown-panel').waitFor()
  }
}

export interface Box {
  x: number
  y: number
  right: number
  bottom: number
  width: number
  height: number
}

export interface Geometry {
  width: number
  height: number
  scrollWidth: number
  /** Fixed and sticky elements as painted (one fully covered by another is not painted). */
  bars: ({ name: string } & Box)[]
  /** The navbars' items and, when a menu is open, its items. */
  items: ({ name: string; menu: boolean } & Box)[]
  /** Text an ellipsis cuts. */
  clipped: string[]
  heading: Box | null
  /** Items (of `items`) whose middle shows something else: covered, or outside the window. */
  covered: string[]
}

/** What the window shows: overflow, and each fixed or sticky bar, menu item and heading, in window coordinates. */
export function geometry(page: Page): Promise<Geometry> {
  return page.evaluate(() => {
    const box = (el: Element) => {
      const r = el.getBoundingClientRect()
      return { x: r.x, y: r.y, right: r.right, bottom: r.bottom, width: r.width, height: r.height }
    }
    const shown = (el: Element) =>
      (el as HTMLElement).checkVisibility({ visibilityProperty: true } as never) && el.getBoundingClientRect().width > 0
    // Something painted over an element's middle: what the visitor sees there is not the element.
    const paints = (el: Element) => {
      const r = el.getBoundingClientRect()
      const x = Math.min(Math.max(r.x + r.width / 2, 0), innerWidth - 1)
      const y = Math.min(Math.max(r.y + r.height / 2, 0), innerHeight - 1)
      const hit = document.elementFromPoint(x, y)
      return !!hit && (el.contains(hit) || hit.contains(el))
    }
    const overlay = document.documentElement.classList.contains('gs-mobile-open')
    const bars = Array.from(document.querySelectorAll('body *'))
      .filter(
        el =>
          ['fixed', 'sticky'].includes(getComputedStyle(el).position) &&
          shown(el) &&
          !el.closest('[data-mobile-nav], .gs-sm-backdrop') &&
          // Under the open overlay the company header and banner are hidden by design.
          (!overlay || paints(el))
      )
      .map(el => ({ name: `${el.tagName.toLowerCase()}.${(el as HTMLElement).className}`, ...box(el) }))
    const navbarItems = Array.from(
      document.querySelectorAll(
        '.gs-navbar-links > ul > li > :is(a, details > summary), .gs-navbar-actions > :is(a, button, details, div), .gs-mh-nav > ul > li > :is(a, details > summary)'
      )
    )
    // The open menu's links and disclosures: the overlay's (as far as the window shows them), or a drop-down's.
    const menuItems = Array.from(
      document.querySelectorAll(
        overlay
          ? '[data-mobile-nav] :is(a, summary)'
          : '.gs-navbar details[data-menu][open] .gs-dropdown-panel :is(a, summary)'
      )
    ).filter(el => !overlay || el.getBoundingClientRect().bottom <= innerHeight)
    const itemsShown = [
      // (The overlay's copy of the company links has the header's markup: it is one of the menu's items.)
      ...navbarItems.filter(el => shown(el) && !el.closest('[data-mobile-nav]')).map(el => ({ el, menu: false })),
      ...menuItems.filter(shown).map(el => ({ el, menu: true }))
    ]
    const name = (el: Element) => el.textContent!.trim() || el.getAttribute('aria-label') || el.className
    const items = itemsShown.map(({ el, menu }) => ({ name: name(el), menu, ...box(el) }))
    const covered = itemsShown.filter(({ el }) => !paints(el)).map(({ el }) => name(el))
    // Text a design did not mean to cut: an element that ends in an ellipsis while its text overflows.
    const clipped = Array.from(
      document.querySelectorAll('.gs-navbar *, .gs-mh *, .gs-main h1, .gs-sidebar a, .gs-dropdown-panel *')
    )
      .filter(
        el => shown(el) && getComputedStyle(el).textOverflow === 'ellipsis' && el.scrollWidth > el.clientWidth + 1
      )
      .map(el => el.textContent!.trim())
    const first = document.querySelector('.gs-main h1, .gs-main--raw h1, main h1')
    return {
      width: innerWidth,
      height: innerHeight,
      scrollWidth: document.documentElement.scrollWidth,
      bars,
      items,
      clipped,
      heading: first && shown(first) ? box(first) : null,
      covered
    }
  })
}

export interface SearchGeometry {
  dialog: Box
  list: Box
  /** Below the list inside the dialog: the key hints (hidden on phones). */
  footer: Box | null
  /** The list has more than it shows, and scrolls. */
  overflows: boolean
  scrolls: boolean
  options: number
  /** Options whose middle something else paints over, among those the list shows. */
  covered: string[]
}

/** The open search modal: its dialog, its result list and what paints over the options the list shows. */
export function searchGeometry(page: Page): Promise<SearchGeometry> {
  return page.evaluate(() => {
    const box = (el: Element) => {
      const r = el.getBoundingClientRect()
      return { x: r.x, y: r.y, right: r.right, bottom: r.bottom, width: r.width, height: r.height }
    }
    const dialog = document.querySelector('.gs-sm')!
    const list = document.querySelector('.gs-sm-results')!
    const footer = document.querySelector('.gs-sm-footer')
    const listBox = list.getBoundingClientRect()
    const options = Array.from(list.querySelectorAll('[role="option"]'))
    const covered = options
      .filter(option => {
        const r = option.getBoundingClientRect()
        return r.top >= listBox.top && r.bottom <= listBox.bottom
      })
      .filter(option => {
        const r = option.getBoundingClientRect()
        const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2)
        return !hit || !option.contains(hit)
      })
      .map(option => option.textContent!.trim().slice(0, 40))
    return {
      dialog: box(dialog),
      list: box(list),
      footer: footer && (footer as HTMLElement).checkVisibility() ? box(footer) : null,
      overflows: list.scrollHeight > list.clientHeight + 1,
      scrolls: ['auto', 'scroll'].includes(getComputedStyle(list).overflowY),
      options: options.length,
      covered
    }
  })
}

/** Where the active option of the open search modal is, and where its list shows options. */
export function activeOption(page: Page): Promise<{ list: Box; active: Box | null }> {
  return page.evaluate(() => {
    const box = (el: Element) => {
      const r = el.getBoundingClientRect()
      return { x: r.x, y: r.y, right: r.right, bottom: r.bottom, width: r.width, height: r.height }
    }
    const list = document.querySelector('.gs-sm-results')!
    const active = list.querySelector('[role="option"][aria-selected="true"]')
    return { list: box(list), active: active && box(active) }
  })
}

/** `inner` lies inside `outer` (half a pixel of rounding allowed). */
export const inside = (inner: Box, outer: Box): boolean =>
  inner.x >= outer.x - 0.5 &&
  inner.y >= outer.y - 0.5 &&
  inner.right <= outer.right + 0.5 &&
  inner.bottom <= outer.bottom + 0.5
