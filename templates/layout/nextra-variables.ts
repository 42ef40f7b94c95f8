/**
 * The CSS variables Nextra's `<Head>` writes on the root element for one theme, from the site's
 * primary colour and page background (`SiteData.themeColors`): `--nextra-primary-hue`,
 * `--nextra-primary-saturation`, `--nextra-primary-lightness` and `--nextra-bg` (an `r,g,b` triplet,
 * as Nextra 3 and 4 write it). A site's own code reads them (the Guild's Tailwind preset draws its
 * `primary` colours as `hsl(var(--nextra-primary-hue) …)`, sites write `rgb(var(--nextra-bg))`), so
 * without them those colours are invalid and fall back to whatever is inherited. The sizes Nextra
 * sets beside them (`--nextra-navbar-height` …) do not depend on the site: templates/styles/tokens.css.
 *
 * Only colours in the forms guildsite writes are split: `hsl(h s% l%)` (Nextra's `color`, its default
 * blue) and `rgb(r,g,b)` / `#rgb` / `#rrggbb` (Nextra's `backgroundColor`); anything else gives no
 * variable, as a site with a guildsite config and its own colour has no Nextra variables to match.
 */

const HSL = /^hsl\(\s*(\d+(?:\.\d+)?)(?:deg)?\s+(\d+(?:\.\d+)?)%\s+(\d+(?:\.\d+)?)%\s*\)$/i
const RGB = /^rgb\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*\)$/i
const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i

/** `r,g,b` of a background colour Nextra accepts, or undefined. */
function rgbTriplet(colour: string): string | undefined {
  const rgb = RGB.exec(colour)
  if (rgb) return [rgb[1], rgb[2], rgb[3]].map(Number).join(',')
  const hex = HEX.exec(colour)?.[1]
  if (!hex) return undefined
  const full = hex.length === 3 ? [...hex].map(digit => digit + digit).join('') : hex
  return [0, 2, 4].map(at => parseInt(full.slice(at, at + 2), 16)).join(',')
}

/** `name:value` declarations (no braces) of Nextra's colour variables for one theme; [] when none apply. */
export function nextraColourVariables(primary: string | undefined, background: string | undefined): string[] {
  const out: string[] = []
  const hsl = primary === undefined ? null : HSL.exec(primary.trim())
  if (hsl) {
    out.push(
      `--nextra-primary-hue:${hsl[1]}deg`,
      `--nextra-primary-saturation:${hsl[2]}%`,
      `--nextra-primary-lightness:${hsl[3]}%`
    )
  }
  const triplet = background === undefined ? undefined : rgbTriplet(background.trim())
  if (triplet) out.push(`--nextra-bg:${triplet}`)
  return out
}
