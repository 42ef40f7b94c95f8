import { describe, expect, it } from 'vitest'
import { useBuiltFixture } from '../helpers/built-fixture-browser.js'

// A theme config's `main` wrapper (tests/fixtures/website-theme-main, as Hive's product updates use it)
// in the browser: its post header reads as the article's title, set as nextra-theme-docs' article
// typesetting sets an h1, and its box takes no room of its own.

describe("a theme config's main wrapper, seen in Chromium", () => {
  const site = useBuiltFixture('tests/fixtures/website-theme-main')

  it("shows the post's title above its content, centred and large as Nextra's article title", async () => {
    const page = await site.open('/posts/ink-2')
    const seen = await page.evaluate(() => {
      const h1 = document.querySelector('.gs-theme-main h1')!
      const style = getComputedStyle(h1)
      const box = (selector: string) => document.querySelector(selector)!.getBoundingClientRect()
      return {
        title: h1.textContent,
        fontSize: style.fontSize,
        textAlign: style.textAlign,
        display: getComputedStyle(document.querySelector('.gs-theme-main')!).display,
        // (Read top to bottom: the breadcrumb, the title, the content, the previous/next links.)
        order: [
          box('.gs-breadcrumb').bottom <= box('.gs-theme-main h1').top,
          box('.gs-theme-main h1').bottom <= box('.gs-content').top,
          box('.gs-content').bottom <= box('.gs-pagination').top
        ],
        // (The wrapper's box lays out as its content: the title spans the column.)
        sameWidth: Math.abs(box('.gs-theme-main h1').width - box('.gs-main-inner').width) < 1
      }
    })
    expect(seen).toEqual({
      title: 'Ink 2.0 is out',
      fontSize: '40px',
      textAlign: 'center',
      display: 'contents',
      order: [true, true, true],
      sameWidth: true
    })
  })
})
