// The modules a website folder's configs import, as guildsite evaluates them: @theguild/components, nextra.
import { libraryTitle } from '../../../templates/catalogue/library-titles.js'
import { PRODUCT_DATA } from '../../../templates/catalogue/product-data.js'
import { guildComponentsMajor } from '../../page-map/nextra-major.js'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { PACKAGE_FALLBACKS } from '../../compile/package-fallbacks.js'
import { GISCUS_TOKEN } from '../../website/theme-main.js'
import { SHIKI_STUB } from './code-highlighting.js'
import { PAGE_READ_MARK } from '../next-stubs.js'

/**
 * `@theguild/components` as a theme config sees it: `defineConfig` returns its options, `PRODUCTS`
 * marks its logos, its titles those of the site's version of the library (`major`, when its
 * package.json names it: graphql-eslint's pages describe themselves with `PRODUCTS.ESLINT.title`).
 */
export function guildComponentsShim(names: Set<string>, major?: number): string {
  const products = Object.fromEntries(
    Object.entries(PRODUCT_DATA).map(([key, data]) => [
      key,
      { name: data.name, title: libraryTitle(key, data.title, major), href: data.href, primaryColor: data.primaryColor }
    ])
  )
  const lines = [
    `import { __gsStandIn } from 'gs-stand-in'`,
    `const data = ${JSON.stringify(products)}`,
    `export const PRODUCTS = Object.fromEntries(Object.entries(data).map(([key, product]) => [key, { ...product, logo: Object.assign(() => ({ __guildsiteProduct: key }), { __guildsiteProduct: key }) }]))`,
    `export function defineConfig(config) { return { __guildsiteDefineConfig: true, ...config } }`
  ]
  for (const name of names)
    if (['PRODUCTS', 'defineConfig', 'default'].includes(name) || !/^[A-Za-z_$][\w$]*$/.test(name)) continue
    // An icon element keeps its name: GuildLayout's menu items show it (src/app-router/read-root-layout.ts).
    // (`AccountBox` too, whose name does not say it: Hive's Developer menu gives it to "Case Studies".)
    else if (/Icon$/.test(name) || name === 'AccountBox')
      lines.push(`export const ${name} = Object.assign(() => null, { __guildsiteIcon: ${JSON.stringify(name)} })`)
    // A logo element keeps its name too: the Guild bars draw the catalogue's mark of that product (theme-logo.ts).
    else if (/Logo$/.test(name))
      lines.push(`export const ${name} = Object.assign(() => null, { __guildsiteLogo: ${JSON.stringify(name)} })`)
    // `<Giscus>` in the theme's `main` gives the comments (theme-main-comments.ts); where the wrapper
    // renders it for a page, the page's comments go (src/website/theme-main.ts: `GISCUS_TOKEN`).
    else if (name === 'Giscus')
      lines.push(
        `export const Giscus = Object.assign(() => globalThis[Symbol.for('guildsite.themeHeadPage')] ? ${JSON.stringify(GISCUS_TOKEN)} : null, { __guildsiteGiscus: true })`
      )
    // `<HiveNavigation>` and `<HiveFooter>` in the theme's navbar and footer components give the Guild's
    // product bar and footer (theme-hive-navigation.ts), a `<GraphQLConfCard>` its Company menu's card.
    else if (name === 'HiveNavigation' || name === 'HiveFooter' || name === 'GraphQLConfCard')
      lines.push(`export const ${name} = Object.assign(() => null, { __gsRole: ${JSON.stringify(name)} })`)
    // A `head` function reads the page being rendered (src/website/theme-head.ts).
    else if (name === 'useConfig') lines.push(HEAD_USE_CONFIG)
    // The link a `main` wrapper draws with (Hive's post header: its authors): src/website/theme-main.ts.
    else if (name === 'Anchor') lines.push(ANCHOR)
    else lines.push(`export const ${name} = __gsStandIn()`)
  lines.push('export default { PRODUCTS, defineConfig }')
  return lines.join('\n')
}

/**
 * `useConfig()` for a theme config's `head` function: the page `applyThemeHead` renders it for
 * (src/website/theme-head.ts: title, front matter, `normalizePagesResult`), a stand-in at other times.
 */
export const HEAD_USE_CONFIG = [
  `const __gsUseConfigStandIn = __gsStandIn()`,
  `export function useConfig() {`,
  `  ${PAGE_READ_MARK}`,
  `  const page = globalThis[Symbol.for('guildsite.themeHeadPage')]`,
  `  if (!page) return __gsUseConfigStandIn()`,
  `  const last = page.activePath[page.activePath.length - 1]`,
  `  return { title: page.title, frontMatter: page.frontMatter, hideSidebar: false, normalizePagesResult: {`,
  `    activePath: page.activePath, activeMetadata: page.frontMatter, activeThemeContext: {}, activeType: 'doc',`,
  `    activeIndex: 0, route: page.route, activeRoute: last ? last.route : page.route } }`,
  `}`
].join('\n')

/**
 * `@theguild/components`' `Anchor` as a theme config's `main`/`head` renders it for a page: a link (its
 * site-relative `href` under the page's base path; `newWindow` opens a new tab).
 */
const ANCHOR = [
  `import { createElement as __gsCreateElement } from 'react'`,
  `export function Anchor({ href = '', newWindow, children, ...rest }) {`,
  `  const page = globalThis[Symbol.for('guildsite.themeHeadPage')]`,
  `  const to = typeof href === 'string' && href.startsWith('/') && page && page.basePath ? page.basePath + href : href`,
  `  const external = newWindow ? { target: '_blank', rel: 'noreferrer' } : {}`,
  `  return __gsCreateElement('a', { ...rest, ...external, href: to }, children)`,
  `}`
].join('\n')

/** `nextra-theme-docs` for a theme config: `useConfig` as the head reads it, other names stand-ins. */
export const nextraThemeDocsStub = (names: Set<string>): string =>
  [
    `import { __gsStandIn } from 'gs-stand-in'`,
    HEAD_USE_CONFIG,
    'export default __gsStandIn()',
    ...[...names]
      .filter(name => !['default', 'useConfig'].includes(name) && /^[A-Za-z_$][\w$]*$/.test(name))
      .map(name => `export const ${name} = __gsStandIn()`)
  ].join('\n')

/** The property marking the `webpack` of the `withNextra()` stand-in (nothing of the site's). */
export const NEXTRA_WEBPACK_MARK = '__guildsiteNextraWebpack'

/** Stand-ins for the names a config imports that a stub does not define: one missing name never loses the config. */
function otherNames(names: Set<string>, defined: string[]): string {
  const others = [...names].filter(name => !defined.includes(name) && /^[A-Za-z_$][\w$]*$/.test(name))
  return others.length
    ? [`import { __gsStandIn } from 'gs-stand-in'`, ...others.map(name => `export const ${name} = __gsStandIn()`)].join(
        '\n'
      )
    : ''
}

/**
 * Nextra's `withNextra()` returns a config whose `webpack` calls the site's own: a site may wrap it in turn
 * (Doenet's `const nextraWebpackConfig = fullConfig.webpack; fullConfig.webpack = (config, options) =>
 * { const newConfig = nextraWebpackConfig(config, options); … }`). Without a `webpack` of the site's, the
 * stand-in gives one that returns the config it is given, marked so that alone it is neither called nor noted.
 */
const NEXTRA_WEBPACK = `function __gsNextraWebpack(next) {
      if (typeof next.webpack === 'function') return {}
      const webpack = config => config
      webpack.${NEXTRA_WEBPACK_MARK} = true
      return { webpack }
    }`

export const NEXT_STUBS: Record<string, (names: Set<string>) => string> = {
  nextra: names =>
    `export default function nextra(options, themeConfig) {
      const nextra = typeof options === 'string' ? { theme: options, ...(themeConfig && { themeConfig }) } : options ?? {}
      return (next = {}) => ({ ...next, ...__gsNextraWebpack(next), __guildsiteNextra: { nextra, guild: false } })
    }
    ${NEXTRA_WEBPACK}
    ${otherNames(names, ['default'])}`,
  '@theguild/components/next.config': names =>
    `export function withGuildDocs({ nextraConfig, ...next } = {}) { return { ...next, ...__gsNextraWebpack(next), __guildsiteNextra: { nextra: nextraConfig ?? {}, guild: true } } }
    ${NEXTRA_WEBPACK}
    export const defaultRemarkPlugins = []
    ${otherNames(names, ['withGuildDocs', 'defaultRemarkPlugins', 'default'])}`,
  // (Its highlighter factories record what `rehypePrettyCodeOptions.getHighlighter` asks for: code-highlighting.ts.)
  shiki: SHIKI_STUB
}

/** The shim for the site folder's version of the library. */
export const guildComponentsShimOf = (siteDir: string) => {
  const major = guildComponentsMajor(siteDir)
  return (names: Set<string>): string => guildComponentsShim(names, major)
}

/**
 * The packages pages get working stand-ins for (`compile/package-fallbacks.ts`: `date-fns`' `format`,
 * `react-avatar`…), as a theme config sees them when the site folder lacks them: its `main` wrapper
 * and `head` render per page with them (Hive's post header writes the post's date with `format`).
 * Each gives its working names; the others are the config's stand-ins.
 */
export function packageFallbackStubs(siteDir: string): Record<string, (names: Set<string>) => string> {
  const require = createRequire(join(siteDir, 'package.json'))
  const stubs: Record<string, (names: Set<string>) => string> = {}
  for (const [specifier, fallback] of Object.entries(PACKAGE_FALLBACKS)) {
    try {
      require.resolve(specifier)
      continue
    } catch {
      // (Absent: the fallback.)
    }
    stubs[specifier] = names => {
      const given = [...names].filter(name => name !== 'default' && fallback.names.includes(name))
      return [
        `import { __gsStandIn } from 'gs-stand-in'`,
        fallback.source,
        `export default ${fallback.names.includes('default') ? '__gsFallback.default' : '__gsFallback'}`,
        ...given.map(name => `export const ${name} = __gsFallback.${name}`),
        ...[...names]
          .filter(name => name !== 'default' && !given.includes(name) && /^[A-Za-z_$][\w$]*$/.test(name))
          .map(name => `export const ${name} = __gsStandIn()`)
      ].join('\n')
    }
  }
  return stubs
}
