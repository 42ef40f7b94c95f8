import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useBuiltFixture } from '../helpers/built-fixture-browser.js'

/**
 * The Guild's section frame (InfoList, FeatureList, HeroIllustration…): Tailwind's centred `container`
 * as the Guild's preset pads it. And `ToolsAndLibrariesCards` (the ecosystem section of the Guild's Nextra 4 home pages) laid out as
 * components 9 draws it: coloured cards with an arrow, the four main products side by side, the six
 * libraries three across with their marks lined up at the cards' foot; rows that scroll sideways on
 * a phone.
 */
const FILES: Record<string, string> = {
  'guildsite.config.json': JSON.stringify({
    siteName: 'Ecosystem',
    docsRepositoryBase: 'https://github.com/the-guild-org/test/tree/main'
  }),
  'pages/index.mdx': [
    "import { ArchDecoration, ArchDecorationGradientDefs, DecorationIsolation, HeroIllustration, HighlightDecoration, InfoList, ToolsAndLibrariesCards } from '@theguild/components'",
    '',
    '# Home',
    '',
    '<ToolsAndLibrariesCards />',
    '',
    "<InfoList items={[{ title: 'Easy To Use', description: 'One line' }, { title: 'Open', description: 'Source' }]} />",
    '',
    "<HeroIllustration title=\"Hive\" description=\"A registry\" image={{ src: '/hive.png', alt: '' }} link={{ href: '/', children: 'Take me to Hive' }} />",
    '',
    // (Hive's home: a section's decorations kept in their box, one a highlight hung past the section's edge.)
    '<section id="glow" style={{ position: \'relative\', height: 300 }}>',
    '  <DecorationIsolation><ArchDecoration id="arch" style={{ position: \'absolute\', left: -46, top: -20 }} /><ArchDecorationGradientDefs /></DecorationIsolation>',
    "  <DecorationIsolation><HighlightDecoration style={{ position: 'absolute', right: -400, bottom: -64, width: 600, height: 600 }} /></DecorationIsolation>",
    '  <h2>What Is GraphQL Federation?</h2>',
    '</section>',
    ''
  ].join('\n')
}

const built = useBuiltFixture(FILES, { ok: true })

const open = (width: number): Promise<Page> => built.open('/', width)

interface CardBox {
  name: string
  top: number
  left: number
  right: number
  bottom: number
  width: number
  background: string
  color: string
  markBottom: number | null
  arrow: { right: number; bottom: number; visible: boolean } | null
}

/** Each list of the section: its cards' boxes, colours, mark and arrow, and whether the list scrolls sideways. */
function lists(page: Page): Promise<{ scrolls: boolean; cards: CardBox[] }[]> {
  return page.locator('.gs-tools-libraries > ul').evaluateAll(uls =>
    uls.map(ul => ({
      scrolls: ul.scrollWidth > ul.clientWidth + 1 && getComputedStyle(ul).overflowX === 'auto',
      cards: Array.from(ul.children).map(li => {
        const link = li.querySelector('a')!
        const box = link.getBoundingClientRect()
        const style = getComputedStyle(link)
        const mark = link.querySelector('.gs-product-card-lettermark')
        const arrow = link.querySelector('.gs-product-card-arrow')
        const arrowBox = arrow?.getBoundingClientRect()
        return {
          name: link.querySelector('.gs-product-card-name')!.textContent!,
          top: Math.round(box.top),
          left: Math.round(box.left),
          right: Math.round(box.right),
          bottom: Math.round(box.bottom),
          width: Math.round(box.width),
          background: style.backgroundColor,
          color: style.color,
          markBottom: mark ? Math.round(mark.getBoundingClientRect().bottom) : null,
          arrow:
            arrow && arrowBox
              ? {
                  right: Math.round(box.right - arrowBox.right),
                  bottom: Math.round(box.bottom - arrowBox.bottom),
                  visible: getComputedStyle(arrow).display !== 'none'
                }
              : null
        }
      })
    }))
  )
}

describe('the Guild sections in the browser', () => {
  it('at 1280 px: the four main products in one row, Hive dark and the others blue, each with its arrow', async () => {
    const page = await open(1280)
    const [main] = await lists(page)
    expect(main!.cards.map(card => card.name)).toEqual(['Hive', 'Hive Gateway', 'Yoga', 'Mesh'])
    expect(new Set(main!.cards.map(card => card.top)).size).toBe(1)
    expect(main!.scrolls).toBe(false)
    const [hive, ...others] = main!.cards
    expect(hive!.background).toBe('rgb(0, 52, 44)')
    expect(hive!.color).toBe('rgb(255, 255, 255)')
    for (const card of others) {
      expect(card.background).toBe('rgb(164, 196, 203)')
      expect(card.color).toBe('rgb(0, 52, 44)')
    }
    for (const card of main!.cards) expect(card.arrow).toEqual({ right: 32, bottom: 32, visible: true })
    await page.close()
  })

  it('at 1280 px: the six libraries three across on beige, their marks at the same height in a row', async () => {
    const page = await open(1280)
    const [, libraries] = await lists(page)
    const cards = libraries!.cards
    expect(cards).toHaveLength(6)
    const rows = [...new Set(cards.map(card => card.top))]
    expect(rows).toHaveLength(2)
    for (const top of rows) {
      const row = cards.filter(card => card.top === top)
      expect(row).toHaveLength(3)
      // Their texts differ in length; the marks still line up at the cards' foot.
      expect(new Set(row.map(card => card.markBottom)).size).toBe(1)
      expect(new Set(row.map(card => card.bottom)).size).toBe(1)
    }
    for (const card of cards) {
      expect(card.background).toBe('rgb(241, 238, 228)')
      expect(card.markBottom).toBe(card.bottom - 32)
      expect(card.arrow?.visible).toBe(true)
    }
    await page.close()
  })

  it('at 390 px: each list is one row of full-size cards that scrolls sideways', async () => {
    const page = await open(390)
    for (const list of await lists(page)) {
      expect(list.scrolls).toBe(true)
      expect(new Set(list.cards.map(card => card.top)).size).toBe(1)
      for (const card of list.cards) expect(card.width).toBeGreaterThanOrEqual(283)
    }
    await page.close()
  })

  it("frames the Guild's sections as the Guild's Tailwind container: 1rem, 2rem from 640 px, 4rem from 1024 px, 5rem from 1280 px", async () => {
    const insets: Record<number, number> = {}
    for (const width of [390, 800, 1100, 1280]) {
      const page = await open(width)
      insets[width] = await page.getByRole('heading', { name: 'Easy To Use' }).evaluate(h3 => {
        const frame = h3.closest('.gs-guild-container')!
        return Math.round(h3.getBoundingClientRect().left - frame.getBoundingClientRect().left)
      })
      await page.close()
    }
    expect(insets).toEqual({ 390: 16, 800: 32, 1100: 64, 1280: 80 })
  })

  it("keeps a section's decorations behind it, clipped to it, the highlight a blurred glow and no line (Hive's home)", async () => {
    const page = await open(1280)
    const drawn = await page.locator('#glow').evaluate(section => {
      const box = section.querySelectorAll('.gs-decoration')[1]!
      const shape = box.querySelector('svg > :not(defs)')!
      const arch = section.querySelector('#arch')!
      const archBox = arch.getBoundingClientRect()
      const [a, b] = [section.getBoundingClientRect(), box.getBoundingClientRect()]
      return {
        sameBox: [a.left, a.top, a.width, a.height].join() === [b.left, b.top, b.width, b.height].join(),
        overflow: getComputedStyle(box).overflow,
        pointerEvents: getComputedStyle(box).pointerEvents,
        stroke: getComputedStyle(shape).stroke,
        blurred: Boolean(shape.getAttribute('filter') && box.querySelector('feGaussianBlur')),
        sideways: document.documentElement.scrollWidth > innerWidth,
        // (The arch: components' 432 px translucent shape painted with the arch gradients the defs give, no line.)
        arch: [
          Math.round(archBox.width),
          getComputedStyle(arch.querySelector('path')!).fill.startsWith('url("#arch-decoration-a")'),
          Boolean(document.querySelector('linearGradient#arch-decoration-a'))
        ]
      }
    })
    expect(drawn).toEqual({
      sameBox: true,
      overflow: 'hidden',
      pointerEvents: 'none',
      stroke: 'none',
      blurred: true,
      sideways: false,
      arch: [432, true, true]
    })
    await page.close()
  })

  it("draws a hero's button as components 5-9's Button: cyan with white text, whatever the product", async () => {
    const page = await open(1280)
    const colours = await page
      .getByRole('link', { name: 'Take me to Hive' })
      .evaluate(link => [getComputedStyle(link).backgroundColor, getComputedStyle(link).color])
    expect(colours).toEqual(['rgb(34, 211, 238)', 'rgb(255, 255, 255)'])
    await page.close()
  })
})
