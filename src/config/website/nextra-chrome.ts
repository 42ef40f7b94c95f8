// nextra-theme-docs' and nextra-theme-blog's chrome (`chrome: 'nextra'`): brand, footer, default titles.
import { escapeHtml } from '../../shared/escape-html.js'
import type { ConfigFields, WebsiteNote } from './option-context.js'

/**
 * nextra-theme-docs' chrome (config `chrome: 'nextra'`): its navbar's brand is the logo element alone
 * (a text logo is text, not an image path), its footer the site's content — Nextra 2/3's default
 * `MIT <year> © Nextra.` when a theme config gives none (the year of the build, as Nextra's).
 */
export function nextraChrome(
  raw: Record<string, unknown>,
  fields: ConfigFields,
  notes: WebsiteNote[],
  themeConfig: boolean,
  blog = false,
  nextra2 = false
) {
  raw.chrome = 'nextra'
  if (blog) raw.blog = true
  // nextra-theme-blog 2/3 draw the theme switch only where the theme config's `darkMode` is true (their
  // default config has none; 0.x draws none at all); Nextra 4's blog where its `<Navbar>` holds a `<ThemeSwitch>`.
  if (blog && themeConfig && fields.darkMode !== true) raw.blogThemeSwitch = false
  // (nextra-theme-docs' `darkMode: false` hides its switch: guildsite's docs chrome keeps it.)
  if (!blog)
    for (const note of notes)
      if (note.key === 'darkMode' && fields.darkMode === false)
        Object.assign(note, { action: 'ignored', detail: 'the theme switch is always shown' })
  const brand =
    typeof fields.brandMarkup === 'string'
      ? fields.brandMarkup
      : typeof fields.logo === 'string' && !/^(\/|https?:|\.)|\.(svg|png|jpe?g|webp|gif)$/i.test(fields.logo)
        ? escapeHtml(fields.logo)
        : undefined
  if (brand) {
    raw.logoMarkup = brand
    delete raw.logo
    for (const note of notes)
      if (note.key === 'logo')
        Object.assign(note, { action: 'read', detail: "the logo element as it renders: the navbar's brand" })
  }
  const footer =
    typeof fields.footerMarkup === 'string'
      ? fields.footerMarkup
      : themeConfig
        ? // (nextra-theme-blog's default footer is its author's licence line.)
          blog
          ? `<small>CC BY-NC 4.0 ${new Date().getFullYear()} © Shu Ding.</small>`
          : `MIT ${new Date().getFullYear()} © Nextra.`
        : undefined
  if (footer !== undefined) raw.footerMarkup = footer
  // nextra-theme-docs 2 and 3 title every page `<title> – Nextra` unless the theme config's
  // `useNextSeoProps` (2) or `head` (3) says otherwise.
  // (nextra-theme-blog's: the page's title alone, unless its `titleSuffix` follows it.)
  if (themeConfig && raw.titleTemplate === undefined && fields.themeHead !== true) {
    raw.titleTemplate = blog ? '%s' : '%s – Nextra'
    notes.push({
      file: '',
      key: 'head',
      action: 'read',
      detail: blog
        ? "page titles alone, nextra-theme-blog's default"
        : 'page titles "%s – Nextra", nextra-theme-docs\' default'
    })
  }
  const description = defaultDescription(fields, themeConfig, nextra2)
  if (raw.description === undefined && description !== undefined) {
    raw.description = description
    notes.push({
      file: '',
      key: 'description',
      action: 'read',
      detail: description
        ? `pages without one of their own: "${description}"`
        : 'no page description unless its front matter gives one'
    })
  }
  notes.push({
    file: '',
    key: 'theme',
    action: 'read',
    detail: blog
      ? "nextra-theme-blog's layout: its navbar and footer, every page a post (title and date above it), no sidebar"
      : "nextra-theme-docs' chrome: its navbar (the logo alone) and footer, no company header or footer"
  })
}

/**
 * The description of a page whose front matter gives none, as Nextra writes it when nothing else
 * (theme config `description`, root layout `metadata.description`) does: '' for none. A theme
 * config's own static `head` gives its `<meta name="description">` or none; the default head of
 * nextra-theme-docs 2 a fixed line, that of 3 none; Nextra 4's layouts none. Undefined: not known
 * (a `head` function), guildsite's default stays.
 */
function defaultDescription(fields: ConfigFields, themeConfig: boolean, nextra2: boolean): string | undefined {
  if (typeof fields.headDescription === 'string') return fields.headDescription
  if (fields.themeHead === true) return undefined
  if (!themeConfig) return ''
  return nextra2 ? 'Nextra: the next docs builder' : ''
}
