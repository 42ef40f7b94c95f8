import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'

const CONFIG_NAMES = ['next.config.js', 'next.config.mjs', 'next.config.cjs', 'next.config.ts', 'next.config.mts']
const EXTENSIONS = ['.tsx', '.jsx', '.ts', '.js']

/**
 * The file of a Nextra 2/3 theme of the site's own (`nextra({ theme: './theme.tsx' })`, getditto's docs),
 * or undefined. Guildsite draws Nextra's chrome for such a site (`src/config/site-chrome.ts`); the
 * components the theme puts around every page (its providers) still wrap each page, as under Next
 * (`src/app-router/layout-wrappers.ts`, `providersOnly`).
 */
export function localThemeOf(siteDir: string): string | undefined {
  for (const name of CONFIG_NAMES) {
    const config = join(siteDir, name)
    if (!existsSync(config)) continue
    const named = /\btheme\s*:\s*['"](\.{1,2}\/[^'"]+)['"]/.exec(readFileSync(config, 'utf8'))?.[1]
    if (!named) return undefined
    const base = resolve(dirname(config), named)
    return [base, ...EXTENSIONS.map(ext => base + ext), ...EXTENSIONS.map(ext => join(base, `index${ext}`))].find(
      path => existsSync(path) && EXTENSIONS.some(ext => path.endsWith(ext))
    )
  }
  return undefined
}
