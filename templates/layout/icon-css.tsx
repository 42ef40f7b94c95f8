import { renderToStaticMarkup } from 'react-dom/server'
import { GuildLogo, LOGOS } from '../catalogue/logos.js'
import { PRODUCTS, type ProductKey } from '../catalogue/products.js'
import { ConferenceBackground } from '../marketing/conference-background.js'
import { CSA_STAR_BADGE_HEIGHT, CSA_STAR_BADGE_SVG, CSA_STAR_BADGE_WIDTH } from '../marketing/csa-star-badge.js'
import { ICON_DRAWINGS, iconImage } from './icons.js'

/** A data URL of an SVG for CSS: only the characters CSS and URLs need escaped, the rest readable. */
const svgUrl = (svg: string) =>
  `url("data:image/svg+xml,${svg.replaceAll('"', "'").replaceAll('<', '%3C').replaceAll('>', '%3E').replaceAll('#', '%23')}")`

/**
 * The stylesheet block that gives every chrome icon its drawing (`--gs-i`, the mask of `.gs-i`):
 * kept verbatim in templates/styles/layout.css, and a unit test fails with the block to paste when
 * a drawing in icons.tsx changes.
 */
export function iconCss(): string {
  return Object.keys(ICON_DRAWINGS)
    .map(name => {
      const selectors = [`.gs-i-${name}`, ...(ALSO_DRAWN[name] ?? [])].join(',\n')
      return `${selectors} {\n  --gs-i: ${svgUrl(renderToStaticMarkup(iconImage(name)))};\n}\n`
    })
    .join('\n')
}

/** Elements that paint an icon as a pseudo-element rather than an `.gs-i` child (a page has many). */
const ALSO_DRAWN: Record<string, string[]> = {
  // A sidebar folder's chevron: its summary's ::after (and a navbar item's that is a folder, in Nextra's phone menu).
  'chevron-right': ['.gs-tree summary', '.gs-tree a[data-folder]']
}

/**
 * The same for the product marks of the ecosystem panel (`.gs-logo-{KEY}`, with the product's
 * colour as `--gs-product`) and the Guild's crest (`.gs-logo-GUILD`, in the text colour: the company
 * header, the footer and the navbar of a site without a logo of its own): kept verbatim in
 * templates/styles/marketing.css.
 */
export function logoCss(): string {
  const colour = (key: string) =>
    key in PRODUCTS ? `\n  --gs-product: ${PRODUCTS[key as ProductKey].primaryColor};` : ''
  return [...Object.entries(LOGOS), ['GUILD', GuildLogo] as const]
    .map(([key, Logo]) => `.gs-logo-${key} {\n  --gs-i: ${svgUrl(renderToStaticMarkup(<Logo />))};${colour(key)}\n}\n`)
    .join('\n')
}

/**
 * The conference banner's background drawing (SPEC §2 "a conference background image"), painted by
 * the stylesheet: inline, it was 5.1 KB of every page. Kept verbatim in templates/styles/layout.css.
 */
export function bannerCss(): string {
  return `.gs-banner {\n  background-image: ${svgUrl(renderToStaticMarkup(<ConferenceBackground />).replace(' class="gs-conf-background"', ''))};\n}\n`
}

/**
 * The footer's CSA STAR badge (SPEC §2 "a cloud security alliance badge image (width 72)"), painted
 * by the stylesheet at 72 px wide: kept verbatim in templates/styles/marketing.css.
 */
export function badgeCss(): string {
  return `.gs-mf-badge {\n  width: ${CSA_STAR_BADGE_WIDTH}px;\n  height: ${CSA_STAR_BADGE_HEIGHT}px;\n  background-image: ${svgUrl(CSA_STAR_BADGE_SVG)};\n}\n`
}
