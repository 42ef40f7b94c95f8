// The primary colour Nextra's own build of a website folder shows when the site sets none (no `color`).
import { isObject, type ConfigFields } from './option-context.js'

type DarkLight = { dark: number; light: number }
const darkLight = (value: unknown, fallback: DarkLight): DarkLight =>
  typeof value === 'number'
    ? { dark: value, light: value }
    : isObject(value) && typeof value.dark === 'number' && typeof value.light === 'number'
      ? { dark: value.dark, light: value.light }
      : fallback

/**
 * The primary colour per theme of a Nextra (or Guild) website folder whose theme config, `<Head>` or
 * `GuildLayout` gave no `color`: nextra-theme-docs' default blue, hue 212 light and 204 dark at 100 %
 * saturation. The Guild's `defineConfig` (components 5, 6 and 7) sets no colour, so its sites show that
 * blue too, not their product's colour. Nextra 2 reads the theme config's `primaryHue` and
 * `primarySaturation` and draws its links and active sidebar item at lightness 45 % in both themes;
 * Nextra 3 and 4 have `color` instead (read elsewhere) and lightness 45 % light, 55 % dark.
 */
export function nextraDefaultPrimary(fields: ConfigFields, nextraMajor: number | undefined): ThemeColour {
  const nextra2 = nextraMajor === 2
  const hue = darkLight(nextra2 ? fields.primaryHue : undefined, { dark: 204, light: 212 })
  const saturation = darkLight(nextra2 ? fields.primarySaturation : undefined, { dark: 100, light: 100 })
  const lightness = nextra2 ? { dark: 45, light: 45 } : { dark: 55, light: 45 }
  const hsl = (theme: 'dark' | 'light') => `hsl(${hue[theme]} ${saturation[theme]}% ${lightness[theme]}%)`
  return { light: hsl('light'), dark: hsl('dark') }
}

type ThemeColour = { light: string; dark: string }
