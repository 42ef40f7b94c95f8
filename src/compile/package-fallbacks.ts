import { GRAY_MATTER } from './gray-matter-fallback.js'
import { RSS_FALLBACK } from './rss-fallback.js'
import { UI_PACKAGE_FALLBACKS } from './ui-package-fallbacks.js'

/**
 * Small stand-ins that work, for functions Guild websites call from packages a website folder without
 * `node_modules` lacks, where a placeholder would break what a visitor reads: `date-fns`' `format`
 * writes every blog post's date (and sorts the blog by it), `gray-matter` reads the posts a listing page
 * lists (`gray-matter-fallback.ts`), `rss` writes the feed of a route handler (`rss-fallback.ts`). Each is the package's behaviour for what
 * the sites use (but `format` of an invalid date is empty, as a stand-in reads, where date-fns throws);
 * a name not here stays a placeholder (`absent-modules.ts`).
 */
export interface PackageFallback {
  /** The names the source defines (each `export const`-able from `__gsFallback`). */
  names: string[]
  /** JavaScript defining `const __gsFallback = { … }` (its `default`, when named, is the default export). */
  source: string
  /** What the warning names as guildsite's own (the names by default). */
  label?: string
}

const DATE_FNS = `
const __gsMonths = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']
const __gsDays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']
const __gsPad = (n, width) => String(n).padStart(width, '0')
const __gsOrdinal = n => n + (n % 100 >= 11 && n % 100 <= 13 ? 'th' : ['th', 'st', 'nd', 'rd'][n % 10] || 'th')
const __gsToDate = value => (value instanceof Date ? new Date(value.getTime()) : new Date(value))
function __gsToken(date, token) {
  const letter = token[0]
  const n = token.length
  switch (letter) {
    case 'y': { const y = date.getFullYear(); return n === 2 ? __gsPad(y % 100, 2) : __gsPad(y, n) }
    case 'M': case 'L': {
      const m = date.getMonth()
      return n === 1 ? String(m + 1) : n === 2 ? __gsPad(m + 1, 2) : n === 3 ? __gsMonths[m].slice(0, 3) : n === 4 ? __gsMonths[m] : __gsMonths[m][0]
    }
    case 'd': return n === 1 ? String(date.getDate()) : __gsPad(date.getDate(), 2)
    case 'E': case 'e': case 'c': {
      const d = __gsDays[date.getDay()]
      return n <= 3 ? d.slice(0, 3) : n === 4 ? d : d[0]
    }
    case 'H': return __gsPad(date.getHours(), n)
    case 'h': return __gsPad(date.getHours() % 12 || 12, n)
    case 'm': return __gsPad(date.getMinutes(), n)
    case 's': return __gsPad(date.getSeconds(), n)
    case 'a': return date.getHours() < 12 ? 'AM' : 'PM'
    default: return token
  }
}
const __gsFallback = {
  format(value, pattern) {
    const date = __gsToDate(value)
    // (date-fns throws here; an invalid date at build time is mostly data the build could not fetch,
    // which a stand-in reads as '': the page is written with the rest of its text.)
    if (Number.isNaN(date.getTime())) return ''
    return String(pattern).replace(/'([^']*)'|do|([yMLdEechHmsa])\\2*/g, (token, quoted) =>
      quoted !== undefined ? (quoted === '' ? "'" : quoted) : token === 'do' ? __gsOrdinal(date.getDate()) : __gsToken(date, token)
    )
  },
  parseISO: value => new Date(value),
  isValid: value => (value instanceof Date || typeof value === 'number') && !Number.isNaN(new Date(value).getTime()),
  compareAsc: (a, b) => Math.sign(__gsToDate(a).getTime() - __gsToDate(b).getTime()),
  compareDesc: (a, b) => Math.sign(__gsToDate(b).getTime() - __gsToDate(a).getTime()),
  toDate: __gsToDate
}`

// class-variance-authority's `cva(base, { variants, defaultVariants, compoundVariants })`: a function of
// the props giving the class names (Ding-Fan's blog's `button({ intent })`; a placeholder is no function).
const CVA = `
const __gsCx = (...values) => values.flat(Infinity).filter(Boolean).join(' ')
const __gsKey = value => (typeof value === 'boolean' ? String(value) : value)
function __gsCva(base, config) {
  return props => {
    const given = props || {}
    if (!config || !config.variants) return __gsCx(base, given.class, given.className)
    const chosen = {}
    let names = base
    for (const variant of Object.keys(config.variants)) {
      const value = given[variant] !== undefined ? given[variant] : config.defaultVariants && config.defaultVariants[variant]
      chosen[variant] = value
      if (value === null || value === undefined) continue
      const more = config.variants[variant][__gsKey(value)]
      if (more) names = __gsCx(names, more)
    }
    const compound = (config.compoundVariants || []).filter(entry =>
      Object.entries(entry).every(([key, value]) =>
        key === 'class' || key === 'className' || (Array.isArray(value) ? value.includes(chosen[key]) : chosen[key] === value)
      )
    )
    return __gsCx(names, compound.map(entry => [entry.class, entry.className]), given.class, given.className)
  }
}
const __gsFallback = { cva: __gsCva, cx: __gsCx }`

// next-view-transitions (nextra-theme-blog 4's links): `next/link` that animates the navigation; here
// the plain link, its provider its children.
const NEXT_VIEW_TRANSITIONS = `
import __gsLink from 'next/link'
const __gsRouter = { push() {}, replace() {}, back() {}, forward() {}, refresh() {}, prefetch() {} }
const __gsFallback = { Link: __gsLink, ViewTransitions: ({ children }) => children, useTransitionRouter: () => __gsRouter }`

// next-themes (nextra-theme-docs' and -blog's colour mode; sites import its `useTheme` for their own toggles and
// theme-aware components, installed with the theme even where package.json does not list it). guildsite's theme
// script owns the mode: on the server the system theme resolved to light, as `templates/components/hooks.ts`
// answers Nextra's `useTheme`; in the browser the page's mode (`html.dark`), and `setTheme` stores a choice under
// the key the theme script reads and tells it (a storage event, as another window's change would).
const NEXT_THEMES = `
const __gsThemeNoop = () => {}
const __gsDark = () => typeof document !== 'undefined' && document.documentElement.classList.contains('dark')
function __gsSetTheme(theme) {
  if (typeof window === 'undefined') return
  try { window.localStorage.setItem('theme', theme) } catch {}
  window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: String(theme) }))
}
const __gsFallback = {
  useTheme() {
    const resolved = __gsDark() ? 'dark' : 'light'
    const stored = typeof window === 'undefined' ? null : (() => { try { return window.localStorage.getItem('theme') } catch { return null } })()
    return {
      theme: stored === 'light' || stored === 'dark' ? stored : 'system',
      resolvedTheme: resolved,
      systemTheme: resolved,
      themes: ['light', 'dark', 'system'],
      forcedTheme: undefined,
      setTheme: typeof window === 'undefined' ? __gsThemeNoop : __gsSetTheme
    }
  },
  ThemeProvider: ({ children }) => children
}`

// next-mdx-remote's `MDXRemote`, as Nextra's docs and the Guild's blog use it: `compiledSource` is MDX
// compiled at build time (Nextra's `compileMdx` in getStaticProps), which guildsite's own renders.
const NEXT_MDX_REMOTE = `
import { MDXRemote as __gsMDXRemote } from 'nextra/mdx-remote'
const __gsFallback = { MDXRemote: __gsMDXRemote }`

export const PACKAGE_FALLBACKS: Record<string, PackageFallback> = {
  'next-themes': { names: ['useTheme', 'ThemeProvider'], source: NEXT_THEMES },
  'date-fns': { names: ['format', 'parseISO', 'isValid', 'compareAsc', 'compareDesc', 'toDate'], source: DATE_FNS },
  'class-variance-authority': { names: ['cva', 'cx'], source: CVA },
  'next-view-transitions': {
    names: ['Link', 'ViewTransitions', 'useTransitionRouter'],
    source: NEXT_VIEW_TRANSITIONS,
    label: "Link (next/link's, no transition animation), ViewTransitions"
  },
  'next-mdx-remote': {
    names: ['MDXRemote'],
    source: NEXT_MDX_REMOTE,
    label: 'MDXRemote (MDX compiled at build time, as compileMdx gives it)'
  },
  'gray-matter': {
    names: ['default'],
    source: GRAY_MATTER,
    label: 'matter() (front matter read as YAML, dates as dates)'
  },
  rss: {
    names: ['default'],
    source: RSS_FALLBACK,
    label: 'RSS (the feed written as rss 1.2 writes it)'
  },
  ...UI_PACKAGE_FALLBACKS,
  // (framer-motion's successor package, as Nextra's own home page imports it.)
  'motion/react': UI_PACKAGE_FALLBACKS['framer-motion']
}
