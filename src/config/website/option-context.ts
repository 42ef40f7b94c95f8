// What every website-folder option reader shares: the note per option, the config fields, the value tests.
import { isStandInValue } from '../evaluate-lenient.js'

/** One option of a website folder's config files: what guildsite did with it (`guildsite build` prints these). */
export interface WebsiteNote {
  file: string
  key: string
  /** `read`: it changes the site; `ignored`: guildsite has no equivalent or cannot run it. */
  action: 'read' | 'ignored'
  detail: string
}

export type ConfigFields = Record<string, unknown>

/** The fields an option reader fills and its two ways to note an option. */
export interface OptionContext {
  fields: ConfigFields
  read: (key: string, detail: string) => void
  ignored: (key: string, detail: string) => void
}

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !isStandInValue(value)
export const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0

/** Theme config keys that render React (or configure parts guildsite draws itself). */
export const THEME_IGNORED: Record<string, string> = {
  main: 'not a function: nextra-theme-docs wraps each page with a component',
  head: 'React head tags; guildsite writes title, description and social tags itself',
  footer: 'the Guild footer is built in (config "footer")',
  navbar: 'the navbar is built in',
  toc: 'the table of contents is built in',
  useNextSeoProps: 'guildsite writes the SEO tags itself',
  gitTimestamp: 'the last-updated date is always shown from git',
  themeSwitch: 'the theme switch is built in',
  notFound: 'the 404 page is built in',
  logoLink: 'the logo links to the home page',
  themeVersion: 'one theme',
  faviconGlyph: 'the favicon comes from the catalogue product'
}
