import { describe, expect, it } from 'vitest'
import { launchBrowser } from '../helpers/browser.js'
import { buildFixtureCopy } from '../helpers/fixture-site.js'
import { serveStatic } from '../helpers/static-server.js'

// Nextra 2 and 3 tint each Callout type (Tailwind 3: default orange-50 box with orange-800 text, info
// blue-100 with blue-900): seen on envelop's website (Nextra 3.2.5) beside Nextra's own build, where
// guildsite drew its own green default. A site that follows Nextra gets Nextra's colours
// (tests/fixtures/website-parity-n3, callouts.mdx); GuildLayout's Nextra 4 colours are tests/e2e/guild-layout.test.ts'.
// Blockquotes, rules and a code block's file name likewise (quotes.mdx): graphql-ws' typedoc pages and SOFA's
// `filename` blocks (Nextra 3) beside Nextra's own build, where guildsite's own spacing moved every block after them;
// the table of contents' deeper entries, 1rem a step in Nextra 2 and 3 (graphql-ws' typedoc members); npm2yarn's tabs;
// links in the text's weight and the permalink's spacing.

describe("a Nextra 3 website folder's callouts", async () => {
  const { build, out } = await buildFixtureCopy('website-parity-n3')

  it('are tinted as Nextra 3 tints them, by type', async () => {
    expect(build.code, build.stderr).toBe(0)
    const server = await serveStatic(out)
    const browser = await launchBrowser()
    try {
      const page = await browser.newPage()
      await page.goto(`${server.url}/callouts`)
      const colours = await page.evaluate(() =>
        Object.fromEntries(
          ['default', 'info'].map(type => {
            const box = document.querySelector(`.gs-callout[data-type="${type}"]`)!
            const style = getComputedStyle(box)
            return [type, [style.backgroundColor, style.color, style.borderTopColor]]
          })
        )
      )
      expect(colours.default).toEqual(['rgb(255, 247, 237)', 'rgb(154, 52, 18)', 'rgb(255, 237, 213)'])
      expect(colours.info).toEqual(['rgb(219, 234, 254)', 'rgb(30, 58, 138)', 'rgb(191, 219, 254)'])
    } finally {
      await browser.close()
      await server.close()
    }
  })

  it("draws blockquotes, rules, a code block's file name, the TOC's indents, tabs and links as Nextra 3 does", async () => {
    expect(build.code, build.stderr).toBe(0)
    const server = await serveStatic(out)
    const browser = await launchBrowser()
    try {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
      await page.goto(`${server.url}/quotes`)
      const got = await page.evaluate(() => {
        const top = (e: Element) => e.getBoundingClientRect().top
        const quote = document.querySelector('.gs-content blockquote')!
        const rule = document.querySelector('.gs-content hr')!
        const qs = getComputedStyle(quote)
        const paragraphs = Array.from(document.querySelectorAll('.gs-content p'))
        const after = paragraphs.find(p => p.textContent === 'A paragraph after the rule.')!
        const title = document.querySelector('.gs-content .gs-code-title')!
        const ts = getComputedStyle(title)
        return {
          quote: [qs.borderLeftWidth, qs.borderLeftColor, qs.paddingLeft, qs.paddingTop, qs.fontStyle, qs.color],
          quoteHeight: Math.round(quote.getBoundingClientRect().height),
          ruleMargin: getComputedStyle(rule).marginTop,
          ruleToText: Math.round(top(after) - rule.getBoundingClientRect().bottom),
          title: [Math.round(title.getBoundingClientRect().height), ts.fontFamily.includes('mono'), ts.backgroundColor],
          tocIndent: ['3', '4'].map(
            d => getComputedStyle(document.querySelector(`.gs-toc-list li[data-depth="${d}"]`)!).paddingLeft
          ),
          links: (() => {
            const inText = document.querySelector('.gs-content p a[href="/links"]')!
            const heading = document.querySelector('.gs-content h2 a[href="/links"]')!
            const anchor = getComputedStyle(heading.parentElement!.querySelector('.gs-anchor')!)
            const t = getComputedStyle(inText)
            return {
              weights: [t.fontWeight, getComputedStyle(heading).fontWeight],
              underline: t.textDecorationColor === t.color,
              anchor: [anchor.marginLeft, anchor.paddingLeft, anchor.paddingRight, anchor.fontWeight]
            }
          })(),
          tabs: (() => {
            const group = document.querySelector('.gs-content .gs-tabs')!
            const list = group.querySelector('[role="tablist"]')!
            const tab = getComputedStyle(list.querySelector('[role="tab"]')!)
            const code = group.querySelector('[role="tabpanel"]:not([hidden]) pre')!
            const before = group.closest('.gs-static')?.previousElementSibling ?? group.previousElementSibling!
            return {
              above: Math.round(top(list) - before.getBoundingClientRect().bottom),
              row: Math.round(list.getBoundingClientRect().height),
              toCode: Math.round(top(code) - list.getBoundingClientRect().bottom),
              tab: [tab.fontSize, tab.padding, tab.lineHeight]
            }
          })()
        }
      })
      // border-s-2 gray-300, ps-6, no padding above or below, italic gray-700; one 28 px line tall (+1 px of code)
      expect(got.quote).toEqual(['2px', 'rgb(209, 213, 219)', '24px', '0px', 'italic', 'rgb(55, 65, 81)'])
      expect(got.quoteHeight).toBeLessThanOrEqual(29)
      // my-8: 2rem each side (the paragraph's own 1.5rem collapses into it)
      expect(got.ruleMargin).toBe('32px')
      expect(got.ruleToText).toBe(32)
      // h-12 in the page's sans-serif, gray-100
      expect(got.title).toEqual([48, false, 'rgb(243, 244, 246)'])
      // The TOC's h3 and h4 1rem and 2rem in (pl-4, pl-8), where Nextra 4 steps 0.75rem (tests/e2e/nextra-toc.test.ts)
      expect(got.tocIndent).toEqual(['16px', '32px'])
      // A link in the weight of the text around it, underlined in its own colour; the permalink 4 px after the heading,
      // its "#" padded 4 px each side, in the heading's weight (graphql-ws' recipes: a heading Nextra wraps)
      expect(got.links).toEqual({ weights: ['400', '600'], underline: true, anchor: ['4px', '4px', '4px', '600'] })
      // npm2yarn's tabs: the row 1rem under the block before (mt-4), 38 px high (p-2, leading-5, the text's size), the
      // code 1.5rem under it (mt-6) — graphql-ws' get-started beside Nextra's build
      expect(got.tabs).toEqual({ above: 16, row: 38, toCode: 24, tab: ['16px', '8px', '20px'] })
    } finally {
      await browser.close()
      await server.close()
    }
  })
})
