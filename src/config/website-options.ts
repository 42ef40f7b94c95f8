import { LOGOS } from '../../templates/catalogue/logos.js'
import { isProductKey, PRODUCT_KEYS } from '../../templates/catalogue/product-data.js'
import { createElement, Fragment, type ReactElement, type ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { defineConfigHead } from './define-config-head.js'
import { isStandInValue } from './evaluate-lenient.js'
import { commentsOfThemeMain } from './theme-main-comments.js'

/**
 * What a Next.js website folder's own config files say, mapped onto guildsite's config: the theme
 * config (`theme.config.tsx`, Nextra 2/3, often through `@theguild/components`' `defineConfig`) and
 * the Next config (`nextra({...})(nextConfig)`, `withGuildDocs({...})`). Pure: values in, config
 * fields and one note per option out (what was read, what is ignored and why).
 */
export interface WebsiteNote {
  file: string
  key: string
  /** `read`: it changes the site; `ignored`: guildsite has no equivalent or cannot run it. */
  action: 'read' | 'ignored'
  detail: string
}

export type ConfigFields = Record<string, unknown>

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !isStandInValue(value)
const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0

/**
 * The catalogue key of a logo from `PRODUCTS.X.logo`, called (`PRODUCTS.X.logo({ className })`) or
 * as an element (`<PRODUCTS.X.logo />`): the evaluation shim marks the function and what it returns.
 */
export const productOfLogo = (logo: unknown): string | undefined => {
  if (typeof logo !== 'function' && (typeof logo !== 'object' || logo === null)) return undefined
  const marked = (value: unknown) => (value as { __guildsiteProduct?: unknown } | undefined)?.__guildsiteProduct
  const key = marked(logo) ?? marked((logo as { type?: unknown }).type)
  return typeof key === 'string' ? key : undefined
}

/** `<></>`: a logo that draws nothing (Envelop's `logo: <></>`, "a lettermark, not an icon"). */
const isEmptyElement = (value: unknown): boolean => {
  const element = value as { type?: unknown; props?: { children?: unknown } } | null
  return (
    typeof element === 'object' &&
    element !== null &&
    element.type === Symbol.for('react.fragment') &&
    (element.props?.children === undefined || element.props.children === null)
  )
}

/** The catalogue's logo components by lower-case name, as @theguild/components exports them (`toolslogo` → `TOOLS`). */
const LOGO_PRODUCTS: Record<string, string> = Object.fromEntries(
  Object.entries(LOGOS).map(([key, Logo]) => [(Logo.displayName ?? '').toLowerCase(), key])
)

const isElement = (value: unknown): value is ReactElement =>
  typeof value === 'object' &&
  value !== null &&
  ((value as { $$typeof?: unknown }).$$typeof === Symbol.for('react.transitional.element') ||
    (value as { $$typeof?: unknown }).$$typeof === Symbol.for('react.element'))

/**
 * A logo element of the site's own (`<ScalarsLogo className="w-8" />`, an `<svg>` or an `<img>`) as the
 * HTML it renders, or undefined when it renders nothing or cannot render here (a stand-in for an
 * absent package, a hook that needs Next).
 */
function elementMarkup(value: unknown): string | undefined {
  if (!isElement(value) || isStandInValue(value.type)) return undefined
  // @theguild/components' `<ToolsLogo fill="currentColor" />`: our mark of that product, in the text colour.
  const named = (value.type as { __guildsiteLogo?: unknown }).__guildsiteLogo
  if (typeof named === 'string') {
    const product = LOGO_PRODUCTS[named.toLowerCase()]
    const props = value.props as { fill?: unknown; color?: unknown }
    return product && (props.fill === 'currentColor' || props.color === 'currentColor')
      ? `<svg class="gs-i gs-logo-${product}" aria-hidden="true"></svg>`
      : undefined
  }
  try {
    const markup = renderToStaticMarkup(value).trim()
    return /<(svg|img)[\s>]/.test(markup) ? markup : undefined
  } catch {
    return undefined
  }
}

/**
 * Any React node of the site's config (a logo `<b>Nextra</b>`, a footer's content, a function
 * component) as the HTML it renders, for nextra-theme-docs' chrome; undefined when it renders
 * nothing or cannot render here. A stand-in inside renders as nothing, the rest stays.
 */
export function nodeMarkup(value: unknown): string | undefined {
  if (value === null || value === undefined || typeof value === 'boolean' || isStandInValue(value)) return undefined
  try {
    const node = typeof value === 'function' ? createElement(value as () => ReactNode) : (value as ReactNode)
    const markup = renderToStaticMarkup(createElement(Fragment, null, node)).trim()
    return markup || undefined
  } catch {
    return undefined
  }
}

/**
 * `defineConfig` of @theguild/components 6/7 draws one navbar (`GuildUnifiedLogo` and the Company
 * and Products menus): the config's `guildNavbar`. Without a `logo` it draws the Guild's logo alone
 * and no menus; an empty `logo` element gives the product's name without a mark.
 */
function guildNavbarOf(config: Record<string, unknown>): Record<string, unknown> {
  const { websiteName, description, logo } = config
  const markProduct = productOfLogo(logo)
  return {
    ...(isText(websiteName) && { name: websiteName }),
    ...(isText(description) && { description }),
    ...(markProduct && { markProduct }),
    ...(logo === undefined || logo === null || logo === false
      ? { product: false }
      : isEmptyElement(logo)
        ? { mark: false }
        : {})
  }
}

/**
 * A Nextra 2 beta logo as the Guild wrote it (2022): a catalogue mark beside an `<h1>` naming the
 * site (and an `<h2>` line under it), `<><YogaLogo /><div><h1>GraphQL Yoga</h1><h2>…</h2></div></>`.
 * Its mark's product and the name, when it has both.
 */
export function legacyLogoParts(logo: unknown): { product: string; name: string } | undefined {
  let product: string | undefined
  let name: string | undefined
  const visit = (node: unknown, depth: number): void => {
    if (depth > 8 || (product !== undefined && name !== undefined)) return
    if (Array.isArray(node)) return node.forEach(child => visit(child, depth + 1))
    if (!isElement(node)) return
    const named = (node.type as { __guildsiteLogo?: unknown } | undefined)?.__guildsiteLogo
    if (typeof named === 'string') product ??= LOGO_PRODUCTS[named.toLowerCase()]
    const props = (node.props ?? {}) as { children?: unknown }
    if (node.type === 'h1') {
      const text = textOf(props.children).trim()
      if (text) name ??= text
      return
    }
    visit(props.children, depth + 1)
  }
  visit(logo, 0)
  return product && name ? { product, name } : undefined
}

/** The text of a React node's strings and numbers. */
const textOf = (node: unknown): string =>
  typeof node === 'string' || typeof node === 'number'
    ? String(node)
    : Array.isArray(node)
      ? node.map(textOf).join('')
      : isElement(node)
        ? textOf((node.props as { children?: unknown }).children)
        : ''

/** A product key for a site name (`'FETS'`, `'feTS'`, `'Hive'`), when the catalogue has one. */
const productKeyOf = (name: string): string | undefined =>
  PRODUCT_KEYS.find(
    key =>
      key ===
      name
        .toUpperCase()
        .replace(/^GRAPHQL[\s-]+/, '')
        .replace(/[\s-]+/g, '_')
  )

/** Theme config keys that render React (or configure parts guildsite draws itself). */
const THEME_IGNORED: Record<string, string> = {
  main: 'a React wrapper of the page; guildsite renders its own layout',
  head: 'React head tags; guildsite writes title, description and social tags itself',
  footer: 'the Guild footer is built in (config "footer")',
  navbar: 'the navbar is built in',
  toc: 'the table of contents is built in',
  darkMode: 'the theme switch is always shown',
  nextThemes: 'the theme is kept in local storage by guildsite',
  primaryHue: 'the colour comes from the catalogue product',
  primarySaturation: 'the colour comes from the catalogue product',
  useNextSeoProps: 'guildsite writes the SEO tags itself',
  gitTimestamp: 'the last-updated date is always shown from git',
  themeSwitch: 'the theme switch is built in',
  notFound: 'the 404 page is built in',
  logoLink: 'the logo links to the home page',
  themeVersion: 'one theme',
  faviconGlyph: 'the favicon comes from the catalogue product'
}

/** A Nextra 2 `useNextSeoProps` hook's answer, called with no page; undefined when it fails or gives no object. */
function callSeoHook(hook: unknown): Record<string, unknown> | undefined {
  if (typeof hook !== 'function') return undefined
  try {
    const value = (hook as () => unknown)()
    return isObject(value) ? value : undefined
  } catch {
    return undefined
  }
}

export function mapThemeConfig(file: string, value: unknown): { fields: ConfigFields; notes: WebsiteNote[] } {
  const fields: ConfigFields = {}
  const notes: WebsiteNote[] = []
  const read = (key: string, detail: string) => notes.push({ file, key, action: 'read', detail })
  const ignored = (key: string, detail: string) => notes.push({ file, key, action: 'ignored', detail })
  if (!isObject(value)) {
    ignored('default', 'the default export is not an object')
    return { fields, notes }
  }
  // (A theme config's own `head` replaces defineConfig's, which it spreads after its own.)
  const head = value.__guildsiteDefineConfig === true && value.head === undefined ? defineConfigHead(value) : undefined
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
  for (const [key, option] of Object.entries(value)) {
    if (key === '__guildsiteDefineConfig') continue
    // (Either one writes the document titles in Nextra 2/3: website-folder.ts keeps Nextra's default without them.)
    if (key === 'head') fields.themeHead = true
    switch (key) {
      case 'websiteName':
        if (isText(option)) {
          const product = productKeyOf(option)
          fields.siteName = product ?? option
          read(
            key,
            product ? `siteName "${product}" (the catalogue product: name, logo, colour)` : `siteName "${option}"`
          )
        } else ignored(key, 'not a string')
        break
      case 'siteName':
        if (head?.siteName) read(key, `siteName "${head.siteName}" (defineConfig of @theguild/components 4)`)
        else ignored(key, 'not a string')
        break
      case 'useNextSeoProps': {
        // nextra-theme-docs 2 writes every title through next-seo with what this hook returns: called
        // here outside any page (its router a stand-in), what it gives every page is read — its
        // `titleTemplate`, or none (the page's title alone). A route's own answer is not known here.
        // (@theguild/components' defineConfig writes the titles its own way: above.)
        const seo = value.__guildsiteDefineConfig === true ? undefined : callSeoHook(option)
        if (seo && isText(seo.titleTemplate) && seo.titleTemplate.includes('%s')) {
          fields.titleTemplate = seo.titleTemplate
          read(key, `page titles "${seo.titleTemplate}" (what it returns for a page)`)
        } else if (seo && seo.titleTemplate === undefined) {
          fields.titleTemplate = '%s'
          read(key, 'page titles alone (it returns no titleTemplate for a page)')
        } else ignored(key, THEME_IGNORED[key]!)
        fields.themeHead = true
        break
      }
      case 'titleSuffix':
        // nextra-theme-blog 2/3: every title is the page's with this after it.
        if (isText(option)) {
          fields.titleTemplate = `%s${option.replaceAll('%s', '')}`
          read(key, `page titles "%s${option}" (nextra-theme-blog's suffix)`)
        } else ignored(key, 'not a string')
        fields.themeHead = true
        break
      case 'titleTemplate':
        if (isText(option) && option.includes('%s')) {
          fields.titleTemplate = option
          read(key, `page titles "${option}" (the root layout's metadata.title.template)`)
        } else ignored(key, 'not a template with %s')
        break
      case 'lightOnlyPages':
        if (Array.isArray(option) && option.every(route => isText(route) && route.startsWith('/'))) {
          fields.lightOnlyPages = option
          read(key, `${option.join(', ')} stay light whatever the theme switch says`)
        } else ignored(key, 'not a list of routes')
        break
      case 'description':
        if (head?.nameOption === 'websiteName') read(key, "the navbar's subtitle (defineConfig's pages say the name)")
        else if (isText(option)) {
          fields.description = option
          read(key, 'the default page description')
        } else ignored(key, 'not a string')
        break
      case 'docsRepositoryBase':
        if (isText(option) && option.startsWith('https://github.com/')) {
          fields.docsRepositoryBase = option
          read(key, 'edit and feedback links')
        } else ignored(key, 'not a https://github.com/ URL')
        break
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
        break
      }
      case 'projectLink':
      case 'projectChatLink':
        // Nextra 2's betas: `project.link` and `chat.link` from 2.0.0 on.
        if (isText(option) && option.startsWith('https://')) {
          const field = key === 'projectLink' ? 'project' : 'chat'
          fields[field] ??= { link: option }
          read(key, `${field}.link (Nextra 2 beta's name)`)
        } else ignored(key, 'no https:// link')
        break
      case 'footerEditLink':
        if (isText(option)) {
          fields.editLink ??= { text: option }
          read(key, "the edit link text (Nextra 2 beta's name)")
        } else ignored(key, 'a React element; the default text is used')
        break
      case 'feedbackLink':
      case 'feedbackLabels': {
        if (isText(option) && fields.feedback !== false) {
          const feedback = (isObject(fields.feedback) ? fields.feedback : {}) as Record<string, unknown>
          fields.feedback = { ...feedback, [key === 'feedbackLink' ? 'content' : 'labels']: option }
          read(key, `the feedback link ${key === 'feedbackLink' ? 'text' : 'labels'} (Nextra 2 beta's name)`)
        } else ignored(key, 'not a string')
        break
      }
      case 'defaultMenuCollapsed':
        // Nextra 2's betas: every folder closed but the active one's (2.0.0's `defaultMenuCollapseLevel: 1`).
        if (typeof option === 'boolean') {
          const sidebar = (isObject(fields.sidebar) ? fields.sidebar : {}) as Record<string, unknown>
          fields.sidebar = { defaultMenuCollapseLevel: option ? 1 : 99, ...sidebar }
          read(key, `sidebar folders ${option ? 'closed' : 'open'} (Nextra 2 beta's defaultMenuCollapsed)`)
        } else ignored(key, 'not a boolean')
        break
      case 'project':
      case 'chat':
        if (isObject(option) && isText(option.link) && option.link.startsWith('https://')) {
          fields[key] = { link: option.link }
          read(key, `${key}.link`)
        } else ignored(key, 'no https:// link')
        break
      case 'editLink':
        if (
          option === false ||
          (isObject(option) && (option.component === null || option.content === null || option.text === null))
        ) {
          fields.editLink = false
          read(key, 'the edit link is hidden')
        } else if (isObject(option) && (isText(option.text) || isText(option.content))) {
          fields.editLink = { text: isText(option.text) ? option.text : option.content }
          read(key, 'the edit link text')
        } else ignored(key, 'a React element; the default text is used')
        break
      case 'feedback':
        if (option === false || (isObject(option) && option.content === null)) {
          fields.feedback = false
          read(key, 'the feedback link is hidden')
        } else if (isObject(option) && (isText(option.content) || isText(option.labels))) {
          fields.feedback = {
            ...(isText(option.content) && { content: option.content }),
            ...(isText(option.labels) && { labels: option.labels })
          }
          read(key, 'the feedback link text and labels')
        } else ignored(key, 'a React element; the default text is used')
        break
      case 'banner':
        if (isObject(option) && (isText(option.text) || isText(option.content))) {
          fields.banner = {
            ...(isText(option.key) && { key: option.key }),
            text: isText(option.text) ? option.text : option.content,
            ...(typeof option.dismissible === 'boolean' && { dismissible: option.dismissible })
          }
          read(key, 'the top banner')
        } else ignored(key, 'a React element; no text to show')
        break
      case 'sidebar': {
        if (!isObject(option)) {
          ignored(key, 'not an object')
          break
        }
        const sidebar: Record<string, unknown> = {}
        if (typeof option.defaultMenuCollapseLevel === 'number')
          sidebar.defaultMenuCollapseLevel = option.defaultMenuCollapseLevel
        if (typeof option.toggleButton === 'boolean') sidebar.toggleButton = option.toggleButton
        if (typeof option.autoCollapse === 'boolean') sidebar.autoCollapse = option.autoCollapse
        fields.sidebar = sidebar
        read(key, Object.keys(sidebar).length ? Object.keys(sidebar).join(', ') : 'nothing guildsite uses')
        break
      }
      case 'hiveNavigation':
        // Read from a root layout's GuildLayout (src/app-router/read-root-layout.ts), never a theme config key.
        if (isObject(option)) {
          fields.hiveNavigation = option
          read('GuildLayout', 'the Guild navigation bar (Products, Developer, Company menus) instead of the header')
        } else ignored(key, 'not an object')
        break
      case 'i18n':
        if (Array.isArray(option) && option.every(isObject)) {
          fields.locales = option.map(entry => ({
            locale: String(entry.locale),
            text: isText(entry.text) ? entry.text : isText(entry.name) ? entry.name : String(entry.locale),
            ...((entry.direction === 'rtl' || entry.direction === 'ltr') && { direction: entry.direction })
          }))
          read(key, 'the locales and their names')
        } else ignored(key, 'not a list of locales')
        break
      case 'footer': {
        // Nextra 3's `content`, Nextra 2's `text` (a node or a component): what nextra-theme-docs'
        // footer shows; the Guild's chrome keeps its own footer (website-folder.ts decides).
        // (nextra-theme-blog 2/3: the footer itself, a node.)
        const content =
          isObject(option) && !('$$typeof' in option)
            ? option.content !== undefined
              ? option.content
              : option.text
            : isObject(option) || typeof option === 'string'
              ? option
              : undefined
        // (A nextra-theme-docs `<Footer className>`: its classes stay on the content's box.)
        const className = isObject(option) && isText(option.className) ? option.className : undefined
        const markup = nodeMarkup(
          className && content != null
            ? createElement('div', { className: `gs-nextra-footer-content ${className}` }, content as ReactNode)
            : content
        )
        if (markup) {
          fields.footerMarkup = markup
          read(key, "the footer's content, in nextra-theme-docs' footer (a Guild site keeps the Guild footer)")
        } else ignored(key, THEME_IGNORED[key]!)
        break
      }
      case 'main': {
        // (The Guild's sites put their Giscus comments under every docs page this way.)
        const comments = commentsOfThemeMain(option)
        if (comments) {
          fields.comments = comments
          read(key, `comments under every docs page: its <Giscus repo="${comments.repo}"> (the rest of it is not used)`)
        } else ignored(key, THEME_IGNORED[key]!)
        break
      }
      case 'components':
        // (Read by the compile stage: src/website/mdx-components.ts.)
        if (isObject(option) && Object.keys(option).length > 0)
          read(key, `pages use its components without importing them (${Object.keys(option).sort().join(', ')})`)
        else ignored(key, 'not an object of components')
        break
      default:
        ignored(key, THEME_IGNORED[key] ?? 'not a guildsite option')
    }
  }
  return { fields, notes }
}

/** What `nextra({...})` and `withGuildDocs({...})` captured, and the Next config they wrap. */
export interface CapturedNextConfig {
  next: Record<string, unknown>
  nextra?: Record<string, unknown>
  /** Wrapped by `withGuildDocs` (its defaults: copy buttons on, code blocks searched). */
  guild: boolean
}

const NEXT_IGNORED: Record<string, string> = {
  output: 'guildsite always writes a static site',
  webpack: 'guildsite bundles with esbuild',
  eslint: 'no lint step',
  typescript: 'no type check',
  images: 'images are copied as they are',
  env: 'no environment',
  reactStrictMode: 'no React runtime in the browser',
  poweredByHeader: 'static files',
  trailingSlash: 'pages are folders with index.html (both forms are served)',
  experimental: 'Next.js only',
  transpilePackages: 'esbuild compiles every package',
  headers: 'static files carry no headers',
  rewrites: 'static files cannot rewrite'
}

const NEXTRA_IGNORED: Record<string, string> = {
  theme: 'guildsite draws the docs theme itself',
  mdxOptions: 'remark/rehype plugins are not run; guildsite has its own Markdown pipeline',
  staticImage: 'images are always static',
  readingTime: 'not shown',
  flexsearch: 'guildsite has its own search',
  codeHighlight: 'code is always highlighted',
  unstable_shouldAddLocaleToLinks: 'locale links follow the i18n config',
  whiteListTagsStyling: "HTML tags keep guildsite's styling",
  autoImportThemeStyle: 'the theme style is built in'
}

export function mapNextConfig(
  file: string,
  captured: CapturedNextConfig
): { fields: ConfigFields; notes: WebsiteNote[]; themeConfig?: string } {
  const fields: ConfigFields = {}
  const notes: WebsiteNote[] = []
  const read = (key: string, detail: string) => notes.push({ file, key, action: 'read', detail })
  const ignored = (key: string, detail: string) => notes.push({ file, key, action: 'ignored', detail })
  let themeConfig: string | undefined
  for (const [key, option] of Object.entries(captured.next)) {
    if (key === '__guildsiteNextra') continue
    switch (key) {
      case 'basePath':
        if (isText(option)) {
          fields.basePath = option
          read(key, `pages are served under ${option}`)
        } else if (option !== undefined && option !== '') ignored(key, 'not a string')
        break
      case 'hiveNavigation':
        // Read from a root layout's GuildLayout (src/app-router/read-root-layout.ts), never a theme config key.
        if (isObject(option)) {
          fields.hiveNavigation = option
          read('GuildLayout', 'the Guild navigation bar (Products, Developer, Company menus) instead of the header')
        } else ignored(key, 'not an object')
        break
      case 'i18n':
        if (isObject(option) && Array.isArray(option.locales) && option.locales.every(isText)) {
          fields.nextLocales = option.locales
          if (isText(option.defaultLocale)) fields.defaultLocale = option.defaultLocale
          read(key, `locales ${option.locales.join(', ')}`)
        } else ignored(key, 'no list of locales')
        break
      case 'redirects':
        if (Array.isArray(option)) {
          fields.redirects = option
          read(
            key,
            `${option.length} redirect${option.length === 1 ? '' : 's'}, each written as a redirect page (one without parameters)`
          )
        } else ignored(key, 'not a list of redirects')
        break
      default:
        ignored(key, NEXT_IGNORED[key] ?? 'a Next.js option guildsite has no use for')
    }
  }
  const nextra: Record<string, unknown> = {
    ...(captured.guild && { defaultShowCopyCode: true, search: { codeblocks: true } }),
    ...captured.nextra
  }
  const nextraFile = captured.guild ? `${file} withGuildDocs` : `${file} nextra`
  const readN = (key: string, detail: string) => notes.push({ file: nextraFile, key, action: 'read', detail })
  const ignoredN = (key: string, detail: string) => notes.push({ file: nextraFile, key, action: 'ignored', detail })
  if (!captured.nextra && !captured.guild) return { fields, notes }
  for (const [key, option] of Object.entries(nextra)) {
    switch (key) {
      case 'themeConfig':
        if (isText(option)) {
          themeConfig = option
          readN(key, `the theme config is ${option}`)
        } else ignoredN(key, 'not a file path')
        break
      case 'defaultShowCopyCode':
        if (typeof option === 'boolean') {
          fields.copyCode = option
          readN(key, option ? 'code blocks have a copy button' : 'code blocks have a copy button only with `copy`')
        } else ignoredN(key, 'not a boolean')
        break
      case 'search':
        if (isObject(option) && typeof option.codeblocks === 'boolean') {
          fields.searchCodeblocks = option.codeblocks
          readN(key, `code blocks ${option.codeblocks ? 'are' : 'are not'} searched`)
        } else if (option === false) {
          fields.searchEnabled = false
          readN(key, 'no search')
        } else ignoredN(key, 'no codeblocks option')
        break
      case 'contentDirBasePath':
        if (isText(option) && option.startsWith('/')) {
          fields.contentDirBasePath = option
          readN(key, `pages are served under ${option}`)
        } else ignoredN(key, 'not a route starting with "/"')
        break
      case 'latex':
        fields.latex = Boolean(option)
        readN(
          key,
          option
            ? `math set with KaTeX at build time${isObject(option) && option.renderer === 'mathjax' ? ' (MathJax is not available: KaTeX instead)' : ''}`
            : 'no math'
        )
        break
      default:
        ignoredN(key, NEXTRA_IGNORED[key] ?? 'a Nextra option guildsite has no use for')
    }
  }
  return { fields, notes, themeConfig }
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
