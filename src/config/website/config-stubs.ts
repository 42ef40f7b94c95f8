// The modules a website folder's configs import, as guildsite evaluates them: @theguild/components, nextra.
import { libraryTitle } from '../../../templates/catalogue/library-titles.js'
import { PRODUCT_DATA } from '../../../templates/catalogue/product-data.js'
import { guildComponentsMajor } from '../../page-map/nextra-major.js'
import { SHIKI_STUB } from './code-highlighting.js'

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
    else if (/Icon$/.test(name))
      lines.push(`export const ${name} = Object.assign(() => null, { __guildsiteIcon: ${JSON.stringify(name)} })`)
    // A logo element keeps its name too: the Guild bars draw the catalogue's mark of that product (theme-logo.ts).
    else if (/Logo$/.test(name))
      lines.push(`export const ${name} = Object.assign(() => null, { __guildsiteLogo: ${JSON.stringify(name)} })`)
    // `<Giscus>` in the theme's `main` gives the comments (theme-main-comments.ts).
    else if (name === 'Giscus')
      lines.push(`export const Giscus = Object.assign(() => null, { __guildsiteGiscus: true })`)
    // `<HiveNavigation>` and `<HiveFooter>` in the theme's navbar and footer components give the Guild's
    // product bar and footer (theme-hive-navigation.ts).
    else if (name === 'HiveNavigation' || name === 'HiveFooter')
      lines.push(`export const ${name} = Object.assign(() => null, { __gsRole: ${JSON.stringify(name)} })`)
    // A `head` function reads the page being rendered (src/website/theme-head.ts).
    else if (name === 'useConfig') lines.push(HEAD_USE_CONFIG)
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
  `  const page = globalThis[Symbol.for('guildsite.themeHeadPage')]`,
  `  if (!page) return __gsUseConfigStandIn()`,
  `  const last = page.activePath[page.activePath.length - 1]`,
  `  return { title: page.title, frontMatter: page.frontMatter, hideSidebar: false, normalizePagesResult: {`,
  `    activePath: page.activePath, activeMetadata: page.frontMatter, activeThemeContext: {}, activeType: 'doc',`,
  `    activeIndex: 0, route: page.route, activeRoute: last ? last.route : page.route } }`,
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

/** Stand-ins for the names a config imports that a stub does not define: one missing name never loses the config. */
function otherNames(names: Set<string>, defined: string[]): string {
  const others = [...names].filter(name => !defined.includes(name) && /^[A-Za-z_$][\w$]*$/.test(name))
  return others.length
    ? [`import { __gsStandIn } from 'gs-stand-in'`, ...others.map(name => `export const ${name} = __gsStandIn()`)].join(
        '\n'
      )
    : ''
}

export const NEXT_STUBS: Record<string, (names: Set<string>) => string> = {
  nextra: names =>
    `export default function nextra(options, themeConfig) {
      const nextra = typeof options === 'string' ? { theme: options, ...(themeConfig && { themeConfig }) } : options ?? {}
      return (next = {}) => ({ ...next, __guildsiteNextra: { nextra, guild: false } })
    }
    ${otherNames(names, ['default'])}`,
  '@theguild/components/next.config': names =>
    `export function withGuildDocs({ nextraConfig, ...next } = {}) { return { ...next, __guildsiteNextra: { nextra: nextraConfig ?? {}, guild: true } } }
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
