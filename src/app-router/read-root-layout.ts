import type { Plugin } from 'esbuild'
import fg from 'fast-glob'
import { evaluateLenient, isStandInValue } from '../config/evaluate-lenient.js'
import { callWrappers } from './call-wrappers.js'
import { defaultExportAt } from './default-export-at.js'
import { mayWrapChildren } from './find-app-pages.js'
import { nextImageStub, nextLinkStub } from '../config/next-stubs.js'
import { convertToPageMap, mergeMetaWithPageMap, normalizePageMap } from '../../templates/components/nextra-page-map.js'
import { routeProps } from '../islands/route-props.js'
import { distPath } from '../package-root.js'
import {
  beforeSlot,
  collect,
  footerLinks,
  isValidElement,
  defaultHiveNavLinks,
  linksOf,
  navbarChildren,
  companyCardOf,
  roleOf,
  textOf,
  type FooterLink,
  type Role
} from './layout-elements.js'

export type { FooterLink } from './layout-elements.js'

// Nextra 4 keeps its theme options in the root `app/layout.tsx`: props of nextra-theme-docs'
// `<Layout>` (with `<Navbar>`, `<Footer>`, `<Banner>` elements among them) or of the Guild's
// `<GuildLayout>`. The layout is evaluated leniently (website-folder.ts reads theme configs the same
// way), its component called, and the elements it returns read for their props: the result is a
// Nextra 3 style theme config, which `mapThemeConfig` maps onto guildsite's options.

const marker = (role: Role) => `export function ${role}() { return null }\n${role}.__gsRole = ${JSON.stringify(role)}`

/** A module of the surface whose layout components are markers, its `getPageMap` an empty folder, the rest stand-ins. */
function layoutModule(roles: Role[], extra = '', extraNames: string[] = []): (names: Set<string>) => string {
  return names => {
    const lines = [`import { __gsStandIn } from 'gs-stand-in'`, ...roles.map(marker), extra]
    const own = new Set<string>([
      ...roles,
      ...extraNames,
      'getPageMap',
      'getDefaultMetadata',
      'PRODUCTS',
      ...PAGE_MAP_FUNCTIONS
    ])
    // Nextra 4's pure page-map functions are guildsite's own (the layout imports versioned docs' `pageMap`
    // that pages build with them at their top level: graphql-yoga's /v2–/v4).
    for (const name of PAGE_MAP_FUNCTIONS)
      lines.push(
        `export function ${name}(...args) { return globalThis[Symbol.for(${JSON.stringify(PAGE_MAP_FUNCTIONS_KEY)})].${name}(...args) }`
      )
    // (A folder's items start with its `_meta` data: layouts read `const [meta, ...items] = await getPageMap()`;
    // once the site's page map is built, the real one: `root-layout-page-map.ts`.)
    // (Before it is built, a layout that picks items of it by index, `pageMap[2].children[0]`, gets
    // empty folders there: the rest of what it returns is still read.)
    lines.push(
      'const __gsLenient = list => new Proxy(list, { get: (target, key, receiver) => typeof key === "string" && /^\\d+$/.test(key) && !(key in target) ? { name: "", route: "", title: "", data: {}, children: __gsLenient([]) } : Reflect.get(target, key, receiver) })',
      `export async function getPageMap(route) { const real = globalThis[Symbol.for(${JSON.stringify(PAGE_MAP_HOOK)})]; return real ? real(route) : __gsLenient([{ data: {} }]) }`
    )
    lines.push(
      'export function getDefaultMetadata(options = {}) { return { description: options.description, title: { absolute: options.websiteName, template: `%s | ${options.websiteName}` } } }'
    )
    lines.push('export const PRODUCTS = new Proxy({}, { get: () => ({ title: "", name: "" }) })')
    for (const name of names)
      if (!own.has(name) && name !== 'default' && /^[A-Za-z_$][\w$]*$/.test(name))
        lines.push(`export const ${name} = __gsStandIn()`)
    return lines.join('\n')
  }
}

/** The global that holds guildsite's `fast-glob`, searching from the site folder, while a root layout is read. */
const GLOB_KEY = 'guildsite.rootLayoutGlob'

// `fast-glob`, which guildsite ships, as the page bundles give it (a layout that imports a changelog
// page's `pageMap` globs `../packages` through it): guildsite's own, from the site folder, as
// `next build` runs it (not from wherever guildsite was started).
const GLOB_STUB = (names: Set<string>) =>
  [
    `const fg = globalThis[Symbol.for(${JSON.stringify(GLOB_KEY)})]`,
    'export default fg',
    ...[...names]
      .filter(name => name !== 'default' && /^[A-Za-z_$][\w$]*$/.test(name))
      .map(name => `export const ${name} = fg.${name}`)
  ].join('\n')

const STUBS: Record<string, (names: Set<string>) => string> = {
  'fast-glob': GLOB_STUB,
  // (Next's font loaders as pages run them: `HiveLayout fontFamily={font.style.fontFamily}` is the font's family.)
  'next/font/local': () =>
    `export { default } from ${JSON.stringify(distPath('templates', 'modules', 'next-font-local.js'))}`,
  'next/font/google': () => `export * from ${JSON.stringify(distPath('templates', 'modules', 'next-font-google.js'))}`,
  'next/link': nextLinkStub,
  // (A navbar logo of `<Image src="/logo.png" width={24} />` beside the site's name, as a theme config's.)
  'next/image': nextImageStub,
  'nextra-theme-docs': layoutModule(['Layout', 'Navbar', 'Footer']),
  // (nextra-theme-blog's: its `<Navbar>` holds the brand as children, its `<Footer>` the footer's content.)
  // (Its `<ThemeSwitch>` is a role: a theme switch is drawn only where the layout has one.)
  'nextra-theme-blog': layoutModule(['Layout', 'Navbar', 'Footer', 'ThemeSwitch'], 'Layout.__gsBlog = true'),
  // (Its `Image` draws an `<img>` of a string `src`, as Nextra's: a `<Navbar logo={<Image src="/logo.svg" />}>`.)
  'nextra/components': layoutModule(
    ['Banner', 'Head', 'Search'],
    [
      "import { createElement as __gsCreateElement } from 'react'",
      'export function Image({ src, ...props }) { return __gsCreateElement("img", { ...props, src: typeof src === "object" && src !== null ? src.src : src }) }'
    ].join('\n'),
    ['Image']
  ),
  'nextra/page-map': layoutModule([]),
  '@theguild/components/server': layoutModule(['GuildLayout', 'HiveLayout'])
}

const PAGE_MAP_FUNCTIONS = ['convertToPageMap', 'mergeMetaWithPageMap', 'normalizePageMap'] as const
const PAGE_MAP_FUNCTIONS_KEY = 'guildsite.pageMapFunctions'
;(globalThis as Record<symbol, unknown>)[Symbol.for(PAGE_MAP_FUNCTIONS_KEY)] = {
  convertToPageMap,
  mergeMetaWithPageMap,
  normalizePageMap
}

/** The global through which the layout's `getPageMap` reaches the site's page map, while `callRootLayout` runs. */
const PAGE_MAP_HOOK = 'guildsite.rootLayoutGetPageMap'

type Props = Record<string, unknown>

/** Each root layout's component as its last read evaluated it, by file: called again once the page map is built. */
const layoutComponents = new Map<string, (props: Props) => unknown>()

/**
 * The `pageMap` prop of the `<Layout>`/`<GuildLayout>`/`<HiveLayout>` the root layout `file` returns
 * when its `getPageMap` is `getPageMap` (undefined when it was not read, or gives no list).
 */
export async function rootLayoutPageMapProp(
  file: string,
  getPageMap: (route?: string) => Promise<unknown[]>,
  params: Record<string, string> = {}
): Promise<unknown[] | undefined> {
  const component = layoutComponents.get(file)
  if (!component) return undefined
  const global = globalThis as Record<symbol, unknown>
  const key = Symbol.for(PAGE_MAP_HOOK)
  global[key] = getPageMap
  try {
    const found = new Map<Role, Props>()
    // (Its route's params as Next gives them: the swr-site's `app/[lang]/layout.tsx` reads `lang`.)
    collect(await component({ children: null, params: routeProps(params) }), found)
    const given = found.get('Layout')?.pageMap ?? found.get('GuildLayout')?.pageMap ?? found.get('HiveLayout')?.pageMap
    return Array.isArray(given) ? given : undefined
  } catch {
    // (Its read at config time said what fails in it.)
    return undefined
  } finally {
    delete global[key]
  }
}

/**
 * The `params` Next gives every layout: a promise of its dynamic segments' values (`{}` for a root
 * layout above none), which also has them as its own properties, as Next 15's does for older code.
 * Prisma Collective's root layout reads `(await params).mdxPath?.[0]`.
 */
/** The colour components 9's `HiveLayout` gives Nextra's `<Head>` (its own stylesheet over Nextra's default lightness). */
const HIVE_LAYOUT_HEAD = {
  color: { hue: { light: 191, dark: 67.1 }, saturation: { light: 40, dark: 100 }, lightness: { light: 45, dark: 55 } }
}

/**
 * Components 9's `HiveLayout` (Hive's own site) as the `GuildLayout` props it amounts to: the one bar
 * is its `navbar` element's `<HiveNavigation productName developerMenu navLinks>`, and
 * `docsRepositoryBase`, `footer` and `lightOnlyPages` are its own props.
 */
function asGuildLayout(hive: Props, navigation: Props | undefined): Props {
  return {
    ...(typeof navigation?.productName === 'string' && { websiteName: navigation.productName }),
    // (Its `HiveNavigation` with no `navLinks` draws its own "Pricing".)
    navbarProps: {
      developerMenu: navigation?.developerMenu,
      navLinks:
        navigation?.navLinks ??
        defaultHiveNavLinks(typeof navigation?.productName === 'string' ? navigation.productName : undefined),
      companyMenuChildren: navigation?.companyMenuChildren
    },
    layoutProps: { docsRepositoryBase: hive.docsRepositoryBase, footer: hive.footer },
    ...(hive.lightOnlyPages !== undefined && { lightOnlyPages: hive.lightOnlyPages })
  }
}

/** What GuildLayout's `HiveNavigation` shows: the site's name and the navbar props' links. */
function hiveNavigation(guild: Props): Props {
  const navbar = (guild.navbarProps ?? {}) as Props
  // `layoutProps.footer`: a `<HiveFooter description items={{ resources }} />` of the site's own.
  const footerElement = (guild.layoutProps as Props | undefined)?.footer
  const footer = isValidElement(footerElement) ? footerElement.props : {}
  const description = textOf(footer.description)
  return {
    ...(typeof guild.websiteName === 'string' && { productName: guild.websiteName }),
    developerMenu: linksOf(navbar.developerMenu),
    // (None given: none. GuildLayout hands its `HiveNavigation` `navLinks: []` before the site's navbar
    // props, components 8 to 9.11 alike, so its "Pricing" is only in the footer: graphql-config, yoga.)
    navLinks: linksOf(navbar.navLinks),
    footer: {
      ...(description && { description }),
      resources: linksOf((footer.items as Props | undefined)?.resources),
      // (components 9.11's `showSecurityBadges`: website-folder.ts turns it into the release's `badges`.)
      ...(footer.showSecurityBadges === true && { showSecurityBadges: true })
    },
    ...companyCard(navbar.companyMenuChildren)
  }
}

/** The `companyCard` of `hiveNavigation` when the bar's Company menu holds the Guild's conference card. */
function companyCard(children: unknown): { companyCard?: ReturnType<typeof companyCardOf> } {
  const card = companyCardOf(children)
  return card ? { companyCard: card } : {}
}

/**
 * The theme config the root layout amounts to (`websiteName`, `logo`, `project`, `chat`,
 * `docsRepositoryBase`, `banner`, `footer`, `editLink`, `feedback`, `sidebar`, `toc`, and with
 * `GuildLayout` its `hiveNavigation`), or the error
 * that kept it from being read.
 */
export async function readRootLayout(
  file: string,
  siteDir: string,
  /** More module sources by specifier (the theme config's `@theguild/components` with its `PRODUCTS`). */
  stubs: Record<string, (names: Set<string>) => string> = {},
  /** esbuild plugins of the site's bundles (its `.svg` imports as components: the navbar's logo). */
  plugins: Plugin[] = [],
  /** The params of a root layout in a dynamic segment (`app/[lang]/layout.tsx`: `{ lang: 'en' }`). */
  params?: Record<string, string>
): Promise<
  | {
      theme: Props
      footerResources: FooterLink[]
      /** Whether it renders any of the theme's chrome (`<Layout>`, `<GuildLayout>`, `<Navbar>`…): Next draws none without. */
      chrome: boolean
      /** Whether it gives the navbar an element of its own (`navbarProps.children`…: src/app-router/navbar-child.ts). */
      navbarChild: boolean
    }
  | { error: { message: string; line?: number; column?: number } }
> {
  // `HiveFooter`, `Banner` and `HiveNavigation` of `@theguild/components` are markers too: the footer's
  // links, the banner that `GuildLayout`'s `layoutProps.banner` holds (graphql-eslint's "documentation
  // for v4"), and the bar `HiveLayout`'s `navbar` holds (Hive's own site).
  const guildStub = stubs['@theguild/components'] ?? layoutModule([])
  const own = new Set(['HiveFooter', 'Banner', 'HiveNavigation', 'GraphQLConfCard'])
  const guildModule = (names: Set<string>) =>
    [guildStub(new Set([...names].filter(name => !own.has(name)))), ...[...own].map(role => marker(role as Role))].join(
      '\n'
    )
  ;(globalThis as Record<symbol, unknown>)[Symbol.for(GLOB_KEY)] = siteGlob(siteDir)
  const result = await evaluateLenient(file, siteDir, {
    stubs: { ...stubs, '@theguild/components': guildModule, ...STUBS },
    plugins
  })
  if ('error' in result) return { error: result.error }
  let tree: unknown = result.value
  if (typeof tree === 'function') layoutComponents.set(file, tree as (props: Props) => unknown)
  try {
    if (typeof tree === 'function')
      tree = await (tree as (props: Props) => unknown)({ children: null, params: routeProps({ ...params }) })
  } catch (error) {
    // (Thrown while its component ran: the warning stands at the component's `export default`.)
    const { line, column } = defaultExportAt(file)
    return { error: { message: error instanceof Error ? error.message : String(error), line, column } }
  }
  const found = new Map<Role, Props>()
  collect(tree, found)
  // (No theme layout among what it returns: the site's own components around its slot may render it.)
  if (!found.has('Layout') && !found.has('GuildLayout') && !found.has('HiveLayout') && mayWrapChildren(file))
    for (const inner of await callWrappers(
      tree,
      type => isStandInValue(type) || roleOf({ type, props: {} }) !== undefined
    ))
      collect(inner, found)
  const theme: Props = {}
  const hive = found.get('HiveLayout')
  const guild = found.get('GuildLayout') ?? (hive && asGuildLayout(hive, found.get('HiveNavigation')))
  const layout = { ...(guild?.layoutProps as Props | undefined), ...found.get('Layout') }
  if (guild) {
    if (typeof guild.websiteName === 'string') theme.websiteName = guild.websiteName
    if (typeof guild.description === 'string') theme.description = guild.description
    theme.hiveNavigation = hiveNavigation(guild)
  }
  // (The Guild's layout takes it beside its own props; a nextra-theme-docs `<Layout>` passes it on.)
  const lightOnly = guild?.lightOnlyPages ?? found.get('Layout')?.lightOnlyPages
  if (lightOnly !== undefined) theme.lightOnlyPages = lightOnly
  // HiveLayout's `fontFamily` (Hive: its `next/font/local` font's `style.fontFamily`) is the whole site's sans font.
  if (typeof hive?.fontFamily === 'string' && hive.fontFamily.trim()) theme.fontFamily = hive.fontFamily
  // Nextra 4's `<Head color backgroundColor>`: the primary colour and the background of each theme.
  const head = found.get('Head')
  for (const key of ['color', 'backgroundColor'] as const) if (head?.[key] !== undefined) theme[key] = head[key]
  // GuildLayout's own `<Head>` takes its `headProps` over its teal and lime (hive-navigation.css draws
  // those); HiveLayout's stylesheet gives Nextra's `<Head>` hue 191, saturation 40 % light, 67.1 and 100 % dark.
  const ownHead = (hive ? HIVE_LAYOUT_HEAD : guild?.headProps) as Props | undefined
  for (const key of ['color', 'backgroundColor'] as const)
    if (ownHead?.[key] !== undefined && theme[key] === undefined) theme[key] = ownHead[key]
  for (const key of ['docsRepositoryBase', 'sidebar', 'toc', 'feedback', 'nextThemes'] as const)
    if (layout[key] !== undefined) theme[key] = layout[key]
  if ('editLink' in layout) {
    const text = textOf(layout.editLink)
    theme.editLink = layout.editLink === null || layout.editLink === false ? false : text ? { text } : layout.editLink
  }
  // nextra-theme-blog 4's `<Layout>` draws its children in its column: what the site puts before the
  // page (`{children}`) is a header of its own (0xBADC0DE's name, links and separator).
  const header = beforeSlot(found.get('BlogLayout')?.children)
  if (header !== undefined) theme.layoutHeader = header
  const navbar = found.get('Navbar')
  // (nextra-theme-blog's `<Navbar>` takes no logo: its children are the brand, after the top pages' links.)
  // (Its `<ThemeSwitch>` and `<Search>` are guildsite's own chrome: only the site's elements stay.)
  // (nextra-theme-blog 4's `<NavbarLink href>` children are links drawn after the top pages' ones.)
  const children = navbarChildren(navbar?.children)
  if (children.links.length) theme.navbarLinks = children.links
  // (nextra-theme-blog 4 draws its `<Navbar>` in the post's column; with a `<Search>` in it, the search box.
  // Its theme switch is a `<ThemeSwitch>` the layout places — the theme draws none of its own — drawn at the
  // navbar's end wherever the layout puts it: 0xBADC0DE's is in its own header.)
  if (found.has('BlogLayout'))
    theme.blogNavbar = {
      search: [navbar?.children].flat(Infinity).some(child => isValidElement(child) && roleOf(child) === 'Search'),
      themeSwitch: found.has('ThemeSwitch')
    }
  const logo = navbar?.logo ?? guild?.logo ?? (navbar && 'children' in navbar ? children.brand : undefined)
  if (logo !== undefined) theme.logo = logo
  if (typeof navbar?.projectLink === 'string') theme.project = { link: navbar.projectLink }
  if (typeof navbar?.chatLink === 'string') theme.chat = { link: navbar.chatLink }
  // nextra-theme-docs' `footer`: a `<Footer>`'s children, or an element of the site's own in its place.
  const footer = found.get('Footer')
  const ownFooter = found.get('Layout')?.footer
  if (footer)
    theme.footer = {
      content: footer.children ?? null,
      ...(typeof footer.className === 'string' && { className: footer.className })
    }
  else if (isValidElement(ownFooter)) theme.footer = { content: ownFooter }
  // Next writes every page's <title> through the root layout's `metadata.title.template` (the Guild's
  // `getDefaultMetadata`: '%s | GraphQL-Config'), with no site name after it.
  const metadata = result.exports?.metadata as { title?: { template?: unknown }; description?: unknown } | undefined
  const title = metadata?.title
  if (typeof title?.template === 'string' && title.template.includes('%s')) theme.titleTemplate = title.template
  // …and its `metadata.description` is the description of every page that has none of its own.
  if (typeof metadata?.description === 'string' && metadata.description.trim() && theme.description === undefined)
    theme.description = metadata.description
  const banner = found.get('Banner')
  const bannerText = banner && textOf(banner.children)
  if (banner && bannerText)
    theme.banner = {
      text: bannerText,
      ...(typeof banner.storageKey === 'string' && { key: banner.storageKey }),
      ...(typeof banner.dismissible === 'boolean' && { dismissible: banner.dismissible })
    }
  // (A stand-in's element answers any property: its "role" is no string.)
  const chrome = [...found.keys()].some(role => typeof role === 'string' && role !== 'Head')
  // What it gives the bar of its own, drawn per page (src/app-router/navbar-child.ts): `GuildLayout`'s
  // `navbarProps.children`, `HiveNavigation`'s children, a nextra-theme-docs `<Navbar logo>`'s children.
  const navbarChild =
    hasElements((found.get('GuildLayout')?.navbarProps as Props | undefined)?.children) ||
    hasElements(found.get('HiveNavigation')?.children) ||
    (!found.has('BlogLayout') && navbar !== undefined && 'logo' in navbar && hasElements(navbar.children))
  return { theme, footerResources: footerLinks(found.get('HiveFooter')), chrome, navbarChild }
}

/** React children holding something to draw (not only nothing, booleans, empty strings). */
const hasElements = (children: unknown): boolean =>
  (Array.isArray(children) ? children.flat(Infinity) : [children]).some(
    child => child !== null && child !== undefined && typeof child !== 'boolean' && child !== ''
  )

type Glob = ((patterns: unknown, options?: Record<string, unknown>) => unknown) & Record<string, unknown>

/** guildsite's `fast-glob`, its calls searching from `siteDir` unless they say where. */
function siteGlob(siteDir: string): Glob {
  const from = (options?: Record<string, unknown>) => ({ cwd: siteDir, ...options })
  const glob = ((patterns: unknown, options?: Record<string, unknown>) =>
    fg(patterns as string[], from(options))) as Glob
  for (const [name, value] of Object.entries(fg))
    glob[name] =
      typeof value === 'function' && /^(sync|async|glob|globSync|globStream|stream)$/.test(name)
        ? (patterns: unknown, options?: Record<string, unknown>) =>
            (value as (p: unknown, o: unknown) => unknown)(patterns, from(options))
        : value
  return glob
}
