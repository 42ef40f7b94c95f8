// Theme config options for the chrome: logo, banner, sidebar, footer, locales, comments, page components.
import { createElement } from 'react'
import { footerContentNode } from '../../website/theme-page-nodes.js'
import { hiveFooterOfTheme, hiveNavigationOfTheme } from '../theme-hive-navigation.js'
import { commentsOfThemeMain } from '../theme-main-comments.js'
import { isObject, isText, THEME_IGNORED, type OptionContext } from './option-context.js'
import { elementMarkup, isEmptyElement, legacyLogoParts, nodeMarkup, productOfLogo } from './theme-logo.js'

/** One theme config option about the site's chrome into `fields`; false when `key` is not one. */
export function mapThemeChromeOption(key: string, option: unknown, { fields, read, ignored }: OptionContext): boolean {
  switch (key) {
    case 'color':
    case 'backgroundColor': {
      const colors = themeColorsOf(key, option)
      if (colors) {
        fields.themeColors = { ...(isObject(fields.themeColors) ? fields.themeColors : {}), ...colors }
        read(key, key === 'color' ? 'the primary colour of each theme' : 'the page background of each theme')
      } else ignored(key, 'not a colour guildsite can read')
      return true
    }
    case 'primaryHue':
    case 'primarySaturation':
      // Nextra 2's colour (its default: hue 212 light, 204 dark; saturation 100): kept for nextra-primary.ts,
      // which knows the Nextra major (Nextra 3 and 4 read `color`).
      if (darkLight(option, { dark: 0, light: 0 }) && option !== undefined) {
        fields[key] = option
        read(key, `the ${key === 'primaryHue' ? 'hue' : 'saturation'} of the primary colour (Nextra 2)`)
      } else ignored(key, 'not a number or { dark, light } numbers')
      return true
    case 'nextThemes': {
      // next-themes' options: its `defaultTheme` is the theme of a reader who has chosen none (the swr-site's
      // 'dark'); the rest (storage key, attribute) are how next-themes keeps it, guildsite keeps its own.
      // …and its `forcedTheme` the one theme every reader sees (safe-docs: 'dark', with `darkMode: false`).
      const theme = isObject(option) ? option.defaultTheme : undefined
      const forced = isObject(option) ? option.forcedTheme : undefined
      if (forced === 'light' || forced === 'dark') {
        fields.forcedTheme = forced
        read(key, `forcedTheme: every reader sees the ${forced} theme`)
      }
      if (theme === 'light' || theme === 'dark' || theme === 'system') {
        fields.defaultTheme = theme
        read(key, `defaultTheme: a reader who has not chosen one sees the ${theme} theme`)
      } else if (!forced) ignored(key, 'no defaultTheme of light, dark or system: the theme follows the system')
      return true
    }
    case 'fontFamily':
      // (Components 9's `HiveLayout fontFamily`, read from the root layout: its `--font-sans`.)
      if (isText(option) && option.trim() && !/[;{}<>]/.test(option)) {
        fields.fontFamily = option
        read(key, `the sans-serif font of every page: ${option}`)
      } else ignored(key, 'not a CSS font-family list')
      return true
    case 'lightOnlyPages':
      if (Array.isArray(option) && option.every(route => isText(route) && route.startsWith('/'))) {
        fields.lightOnlyPages = option
        read(key, `${option.join(', ')} stay light whatever the theme switch says`)
      } else ignored(key, 'not a list of routes')
      return true
    case 'logo': {
      const product = productOfLogo(option)
      // `PRODUCTS.X.logo` names the site's product; a drawn one (`PRODUCTS.X.logo({ className })`,
      // `<PRODUCTS.X.logo />`) is only the mark the Guild's bar shows (`guildNavbar.markProduct`).
      if (product && typeof option === 'function') {
        fields.logoProduct = product
        read(key, `the catalogue logo of ${product}`)
      } else if (product) read(key, `the catalogue mark of ${product}`)
      else if (isText(option)) {
        fields.logo = option
        read(key, 'the logo image')
      } else if (isEmptyElement(option)) read(key, 'an empty element: the name without a mark')
      else if (legacyLogoParts(option)) {
        // (Nextra 2's betas had no site name option: the Guild's logos held it.)
        const parts = legacyLogoParts(option)!
        fields.logoProduct = parts.product
        if (fields.siteName === undefined) fields.siteName = parts.name
        read(key, `the catalogue logo of ${parts.product} and the name "${parts.name}" in its <h1>`)
      } else {
        // (nextra-theme-docs' navbar draws the element alone: it holds the name, if any.)
        const brand = nodeMarkup(option)
        if (brand) fields.brandMarkup = brand
        const markup = elementMarkup(option)
        if (markup) {
          fields.logoMarkup = markup
          read(key, 'the logo element as it renders, beside the name in the Guild bar')
        } else ignored(key, 'a React element; the catalogue logo of siteName is used')
      }
      return true
    }
    case 'toc': {
      // nextra-theme-docs' `toc.extraContent`: what the site draws under its table of contents (the
      // swr-site's picture); the rest (title, float, back to top) is guildsite's own TOC.
      const extra = isObject(option) && option.extraContent != null ? nodeMarkup(option.extraContent) : ''
      // (`backToTop`: the "Scroll to top" button's label, or false (Nextra 4: null) for none; an element keeps
      // the default.)
      const top = isObject(option) ? (option.backToTop === null ? false : option.backToTop) : undefined
      if (typeof top === 'string' || top === false) fields.tocBackToTop = top
      if (extra) {
        fields.tocExtraMarkup = extra
        read(key, 'extraContent: drawn under the table of contents, as it renders')
      } else if (typeof top === 'string' || top === false) read(key, 'backToTop: the label under the table of contents')
      else ignored(key, 'the table of contents is built in')
      return true
    }
    case 'layoutHeader': {
      // (nextra-theme-blog 4: the elements a root layout puts in its `<Layout>` before the page; one that
      // cannot render here, an absent package's component in it, is left out, the others kept.)
      const markup = (Array.isArray(option) ? option : [option]).map(nodeMarkup).filter(Boolean).join('')
      if (markup) {
        fields.layoutHeaderMarkup = markup
        read(key, "the site's own elements its <Layout> draws above each page, as they render")
      }
      return true
    }
    case 'readMore':
      // (nextra-theme-blog 2/3: the link after each listed post's description.)
      if (typeof option === 'string') {
        fields.blogReadMore = option
        read(key, `"${option}" after each listed post's description`)
      } else ignored(key, 'not a text')
      return true
    case 'blogNavbar':
      // (Read from a nextra-theme-blog 4 root layout: read-root-layout.ts.)
      if (isObject(option)) {
        const themeSwitch = option.themeSwitch !== false
        fields.blogNavbar = { search: option.search === true, themeSwitch }
        const parts = [option.search === true && 'the search box', themeSwitch && 'the theme switch'].filter(Boolean)
        read(key, `its <Navbar> in the post's column${parts.length ? `, with ${parts.join(' and ')}` : ''}`)
      }
      return true
    case 'dateFormatter':
      // (nextra-theme-blog 2/3: a post's date; written per page where it renders: src/website/theme-date-formatter.ts.)
      if (typeof option === 'function') read(key, "each post's date, as the function writes it")
      else ignored(key, 'not a function')
      return true
    case 'darkMode':
      // (nextra-theme-docs: the theme switch unless false, always drawn by guildsite; nextra-theme-blog 2/3:
      // the switch only when true — `nextraChrome` reads the field for a blog.)
      if (typeof option === 'boolean') {
        fields.darkMode = option
        read(key, option ? 'the theme switch is shown' : 'no theme switch')
      } else ignored(key, 'not true or false')
      return true
    case 'navbarLinks':
      // (Read from a root layout's `<Navbar>` children: read-root-layout.ts.)
      if (Array.isArray(option) && option.length) {
        fields.navbarLinks = option
        read(key, `navbar links ${option.map(link => (link as { title: string }).title).join(', ')}`)
      }
      return true
    case 'defaultMenuCollapsed':
      // Nextra 2's betas: every folder closed but the active one's (2.0.0's `defaultMenuCollapseLevel: 1`).
      if (typeof option === 'boolean') {
        const sidebar = (isObject(fields.sidebar) ? fields.sidebar : {}) as Record<string, unknown>
        fields.sidebar = { defaultMenuCollapseLevel: option ? 1 : 99, ...sidebar }
        read(key, `sidebar folders ${option ? 'closed' : 'open'} (Nextra 2 beta's defaultMenuCollapsed)`)
      } else ignored(key, 'not a boolean')
      return true
    case 'banner':
      if (isObject(option) && (isText(option.text) || isText(option.content))) {
        fields.banner = {
          ...(isText(option.key) && { key: option.key }),
          text: isText(option.text) ? option.text : option.content,
          ...(typeof option.dismissible === 'boolean' && { dismissible: option.dismissible })
        }
        read(key, 'the top banner')
      } else ignored(key, 'a React element; no text to show')
      return true
    case 'sidebar': {
      if (!isObject(option)) {
        ignored(key, 'not an object')
        return true
      }
      const sidebar: Record<string, unknown> = {}
      // (Nextra compares a folder's level with it as given, `level < defaultMenuCollapseLevel`, and validates
      // nothing: `Infinity` — code-like-a-journalist — opens every folder, 1.5 is 2. As an integer of at least 1.)
      if (typeof option.defaultMenuCollapseLevel === 'number' && !Number.isNaN(option.defaultMenuCollapseLevel))
        sidebar.defaultMenuCollapseLevel = Math.max(
          1,
          Math.min(Number.MAX_SAFE_INTEGER, Math.ceil(option.defaultMenuCollapseLevel))
        )
      if (typeof option.toggleButton === 'boolean') sidebar.toggleButton = option.toggleButton
      if (typeof option.autoCollapse === 'boolean') sidebar.autoCollapse = option.autoCollapse
      fields.sidebar = sidebar
      read(key, Object.keys(sidebar).length ? Object.keys(sidebar).join(', ') : 'nothing guildsite uses')
      return true
    }
    case 'hiveNavigation':
      // Read from a root layout's GuildLayout (src/app-router/read-root-layout.ts), never a theme config key.
      if (isObject(option)) {
        fields.hiveNavigation = option
        read('GuildLayout', 'the Guild navigation bar (Products, Developer, Company menus) instead of the header')
      } else ignored(key, 'not an object')
      return true
    case 'i18n':
      if (Array.isArray(option) && option.every(isObject)) {
        fields.locales = option.map(entry => ({
          locale: String(entry.locale),
          text: isText(entry.text) ? entry.text : isText(entry.name) ? entry.name : String(entry.locale),
          ...((entry.direction === 'rtl' || entry.direction === 'ltr') && { direction: entry.direction })
        }))
        read(key, 'the locales and their names')
      } else ignored(key, 'not a list of locales')
      return true
    case 'navbar': {
      // (Hive's website with components 7: a navbar component returning the Guild's `<HiveNavigation>`.)
      const navigation = hiveNavigationOfTheme(option)
      if (navigation) {
        fields.hiveNavigation = navigation
        read(
          key,
          `its <HiveNavigation${navigation.productName ? ` productName="${navigation.productName}"` : ''}>: the Guild's product bar and footer`
        )
      } else ignored(key, THEME_IGNORED[key]!)
      return true
    }
    case 'footer': {
      // (…and its `<HiveFooter>`: the description and Resources links of the Guild's footer under that bar.)
      const hiveFooter = hiveFooterOfTheme(option)
      if (hiveFooter) {
        fields.hiveFooter = hiveFooter
        read(
          key,
          `its <HiveFooter>: the Guild's footer${hiveFooter.resources.length ? ', with its Resources links' : ''}`
        )
        return true
      }
      // Nextra 3's `content`, Nextra 2's `text` (a node or a component): what nextra-theme-docs'
      // footer shows; the Guild's chrome keeps its own footer (website-folder.ts, nextra-chrome.ts decide).
      // (nextra-theme-blog 2/3: the footer itself, a node. A `<Footer className>`: its classes on the content's box.)
      const markup = nodeMarkup(footerContentNode(option, createElement))
      if (markup) {
        fields.footerMarkup = markup
        read(key, "the footer's content, in nextra-theme-docs' footer (a Guild site keeps the Guild footer)")
      } else ignored(key, THEME_IGNORED[key]!)
      return true
    }
    case 'main': {
      // (Drawn around every docs page's content on the page's thread: src/website/theme-main.ts. The
      // Guild's sites put their Giscus comments under the pages this way.)
      const comments = commentsOfThemeMain(option)
      if (comments) fields.comments = comments
      if (typeof option === 'function')
        read(
          key,
          `drawn around every docs page's content${comments ? `, its <Giscus repo="${comments.repo}"> where it puts it` : ''}`
        )
      else ignored(key, THEME_IGNORED[key]!)
      return true
    }
    case 'components':
      // (Read by the compile stage: src/website/mdx-components.ts.)
      if (isObject(option) && Object.keys(option).length > 0)
        read(key, `pages use its components without importing them (${Object.keys(option).sort().join(', ')})`)
      else ignored(key, 'not an object of components')
      return true
    default:
      return false
  }
}

type DarkLight = { dark: number; light: number }
const darkLight = (value: unknown, fallback: DarkLight): DarkLight | undefined =>
  value === undefined
    ? fallback
    : typeof value === 'number'
      ? { dark: value, light: value }
      : isObject(value) && typeof value.dark === 'number' && typeof value.light === 'number'
        ? { dark: value.dark, light: value.light }
        : undefined
const RGB = /^rgb\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*\)$|^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i

/**
 * Nextra's `color` (`{ hue, saturation, lightness }`, each a number or `{ dark, light }`; its defaults
 * 212/204, 100, 45/55) as `hsl()` per theme, and `backgroundColor` (`{ dark, light }`, `#rgb` or
 * `rgb(r,g,b)`; defaults rgb(17,17,17) and rgb(250,250,250)) as written: what Nextra's `<Head>` puts
 * in its CSS variables.
 */
function themeColorsOf(key: string, option: unknown): Record<string, unknown> | undefined {
  if (!isObject(option)) return undefined
  if (key === 'color') {
    const hue = darkLight(option.hue, { dark: 204, light: 212 })
    const saturation = darkLight(option.saturation, { dark: 100, light: 100 })
    const lightness = darkLight(option.lightness, { dark: 55, light: 45 })
    if (!hue || !saturation || !lightness) return undefined
    const hsl = (theme: 'dark' | 'light') => `hsl(${hue[theme]} ${saturation[theme]}% ${lightness[theme]}%)`
    return { primary: { light: hsl('light'), dark: hsl('dark') } }
  }
  const light = option.light ?? 'rgb(250,250,250)'
  const dark = option.dark ?? 'rgb(17,17,17)'
  if (typeof light !== 'string' || typeof dark !== 'string' || !RGB.test(light) || !RGB.test(dark)) return undefined
  return { background: { light: light.replace(/\s+/g, ''), dark: dark.replace(/\s+/g, '') } }
}
