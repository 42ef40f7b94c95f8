// A website folder's theme config and Next config mapped onto guildsite config fields, one note per option.
import { isProductKey } from '../../templates/catalogue/product-data.js'
import { defineConfigHead } from './define-config-head.js'
import { headDescription, headSiteName } from './website/theme-head-tags.js'
import { isObject, THEME_IGNORED, type ConfigFields, type WebsiteNote } from './website/option-context.js'
import { guildNavbarOf } from './website/theme-logo.js'
import { mapThemeTitleOption } from './website/theme-title-options.js'
import { mapThemeLinkOption } from './website/theme-link-options.js'
import { mapThemeChromeOption } from './website/theme-chrome-options.js'

export type { ConfigFields, WebsiteNote } from './website/option-context.js'
export { mapNextConfig, type CapturedNextConfig } from './website/next-config-options.js'
export { legacyLogoParts, nodeMarkup, productOfLogo } from './website/theme-logo.js'

/**
 * What a Next.js website folder's own config files say, mapped onto guildsite's config: the theme
 * config (`theme.config.tsx`, Nextra 2/3, often through `@theguild/components`' `defineConfig`) and
 * the Next config (`nextra({...})(nextConfig)`, `withGuildDocs({...})`). Pure: values in, config
 * fields and one note per option out (what was read, what is ignored and why). The theme config's
 * options are read by area in `website/`: titles (`theme-title-options.ts`), links
 * (`theme-link-options.ts`), chrome (`theme-chrome-options.ts`); the Next config's in
 * `website/next-config-options.ts`.
 */
export function mapThemeConfig(file: string, value: unknown): { fields: ConfigFields; notes: WebsiteNote[] } {
  const fields: ConfigFields = {}
  const notes: WebsiteNote[] = []
  const read = (key: string, detail: string) => notes.push({ file, key, action: 'read', detail })
  const ignored = (key: string, detail: string) => notes.push({ file, key, action: 'ignored', detail })
  if (!isObject(value)) {
    ignored('default', 'the default export is not an object')
    return { fields, notes }
  }
  // (A theme config's own `head` replaces defineConfig's of components 5–7, which spreads the config
  // after its own; components 4's writes the titles through `getNextSeoProps`, which a `head` leaves be.)
  const defined = value.__guildsiteDefineConfig === true ? defineConfigHead(value) : undefined
  const head = defined && (value.head === undefined || defined.nameOption === 'siteName') ? defined : undefined
  if (value.__guildsiteDefineConfig === true && head?.nameOption !== 'siteName') {
    fields.guildNavbar = guildNavbarOf(value)
    read(
      'defineConfig',
      "one navbar as @theguild/components draws it: the Guild's logo, the product, Company and Products menus"
    )
  }
  if (head) {
    fields.titleTemplate = head.titleTemplate
    fields.description = head.description
    if (head.siteName) fields.siteName = head.siteName
    read('head', `page titles "${head.titleTemplate}" and "${head.description}" as defineConfig writes them`)
  }
  const context = { fields, read, ignored }
  for (const [key, option] of Object.entries(value)) {
    if (key === '__guildsiteDefineConfig') continue
    // (Either one writes the document titles in Nextra 2/3: nextra-chrome.ts keeps Nextra's default without them.)
    if (key === 'head') {
      fields.themeHead = true
      const description = headDescription(option)
      if (description !== undefined) fields.headDescription = description
      const name = headSiteName(option)
      if (name) fields.headSiteName = name
    }
    if (
      !mapThemeTitleOption(key, option, context, value, head) &&
      !mapThemeLinkOption(key, option, context) &&
      !mapThemeChromeOption(key, option, context)
    )
      ignored(key, THEME_IGNORED[key] ?? 'not a guildsite option')
  }
  // (A navbar component returning <HiveNavigation> draws that bar instead: theme-hive-navigation.ts.)
  const defineConfigNote = notes.find(note => note.key === 'defineConfig')
  if (fields.hiveNavigation !== undefined && defineConfigNote)
    defineConfigNote.detail = "its options; the bar is the navbar component's HiveNavigation, not defineConfig's navbar"
  return { fields, notes }
}

/** Names shown for locale codes in the language switch (`fr` → `français`). */
export function localeName(code: string): string {
  try {
    return new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code
  } catch {
    return code
  }
}

export { isProductKey }
