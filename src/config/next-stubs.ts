/** The statement a stub's hook runs when it reads the page being rendered (`readsPage`, src/config/website/theme-logo.ts). */
export const PAGE_READ_MARK = "globalThis[Symbol.for('guildsite.pageRead')] = true"

/**
 * `next/link` for configs read at build time (a theme config's `logo`, a root layout's `<Navbar>`
 * children): an `<a>` to its `href` (a string, or a URL object's `pathname`), Next's own props
 * dropped, so a brand drawn as `<Link href="/">Name</Link>` keeps its name and its link.
 */
export const nextLinkStub = (names: Set<string>): string =>
  [
    "import { createElement, forwardRef } from 'react'",
    'const own = ["prefetch", "replace", "scroll", "shallow", "passHref", "legacyBehavior", "locale", "as"]',
    'const Link = forwardRef(function Link({ href, children, ...props }, ref) {',
    '  for (const name of own) delete props[name]',
    '  const to = typeof href === "string" ? href : href && typeof href === "object" ? (href.pathname ?? "") : undefined',
    '  return createElement("a", { ...props, href: to, ref }, children)',
    '})',
    'export default Link',
    ...[...names]
      .filter(name => name !== 'default' && /^[A-Za-z_$][\w$]*$/.test(name))
      .map(name => `export const ${name} = Link`)
  ].join('\n')

/**
 * `next/router` for a theme config read at build time (Nextra 2's `useNextSeoProps() { const { asPath }
 * = useRouter() … }`): the router of an ordinary docs page — not the home page, no query — so what
 * the config gives every page is what it reads.
 */
export const nextRouterStub = (names: Set<string>): string =>
  [
    'const noop = () => {}',
    'const router = { asPath: "/docs/page", pathname: "/docs/page", route: "/docs/page", basePath: "", query: {},',
    '  isReady: true, isFallback: false, isPreview: false, locale: undefined, locales: undefined, defaultLocale: undefined,',
    '  push: async () => true, replace: async () => true, prefetch: async () => {}, back: noop, forward: noop, reload: noop,',
    '  beforePopState: noop, events: { on: noop, off: noop, emit: noop } }',
    // (While a theme config's `head` renders for a page, the router of that page: src/website/theme-head.ts.)
    'const headRouter = page => { const path = page.route; const route = page.pattern || path; return { ...router, asPath: path, pathname: route, route,',
    '  query: page.query || {}, basePath: page.basePath || "", locale: page.locale || (page.i18n && page.i18n.defaultLocale),',
    '  locales: page.i18n && page.i18n.locales, defaultLocale: page.i18n && page.i18n.defaultLocale } }',
    // (Each hook that reads the page marks it: a logo that reads it renders per page, src/website/theme-page-nodes.ts.)
    `export const useRouter = () => { ${PAGE_READ_MARK}; const page = globalThis[Symbol.for('guildsite.themeHeadPage')]; return page ? headRouter(page) : router }`,
    `export const withRouter = Component => props => { ${PAGE_READ_MARK}; const page = globalThis[Symbol.for('guildsite.themeHeadPage')]; return Component({ ...props, router: page ? headRouter(page) : router }) }`,
    'export default router',
    ...[...names]
      .filter(name => !['default', 'useRouter', 'withRouter'].includes(name) && /^[A-Za-z_$][\w$]*$/.test(name))
      .map(name => `export const ${name} = undefined`)
  ].join('\n')

/**
 * `nextra/hooks` for a theme config (Nextra 2/3's `useRouter`, which adds the locale to Next's): the
 * router of `next/router`'s stub, so that a logo function reading `useRouter().locale` draws the locale
 * of the page it renders for (`src/website/theme-page-nodes.ts`); `useFSRoute()` is its route, `useMounted()`
 * false, as in the server's HTML.
 */
export const nextraHooksStub = (names: Set<string>): string =>
  [
    nextRouterStub(new Set()),
    'export const useFSRoute = () => useRouter().route',
    'export const useMounted = () => false',
    ...[...names]
      .filter(
        name =>
          !['default', 'useRouter', 'withRouter', 'useFSRoute', 'useMounted'].includes(name) &&
          /^[A-Za-z_$][\w$]*$/.test(name)
      )
      .map(name => `export const ${name} = undefined`)
  ].join('\n')

/**
 * `next/image` for configs read at build time (a theme config's `logo: <Image src={logo} width={85} />`):
 * a plain `<img>` of its `src` (a static import is its URL: `evaluate-lenient.ts`), size and `alt`.
 */
export const nextImageStub = (names: Set<string>): string =>
  [
    "import { createElement } from 'react'",
    'const own = ["priority", "placeholder", "blurDataURL", "quality", "loader", "fill", "unoptimized", "sizes", "loading"]',
    'export default function Image({ src, ...props }) {',
    '  for (const name of own) delete props[name]',
    '  const url = typeof src === "string" ? src : src && typeof src === "object" ? src.src : undefined',
    '  return createElement("img", { ...props, src: url })',
    '}',
    ...[...names]
      .filter(name => name !== 'default' && /^[A-Za-z_$][\w$]*$/.test(name))
      .map(name => `export const ${name} = Image`)
  ].join('\n')

/**
 * `next/navigation` for a theme config: while its `head` renders for a page (src/website/theme-head.ts),
 * `usePathname()` is the page's route and `useParams()` its dynamic params; otherwise a docs page's.
 */
export const nextNavigationStub = (names: Set<string>): string =>
  [
    `import { __gsStandIn } from 'gs-stand-in'`,
    "const headPage = () => globalThis[Symbol.for('guildsite.themeHeadPage')]",
    'const noop = () => {}',
    `export const usePathname = () => { ${PAGE_READ_MARK}; const page = headPage(); return page ? page.route : "/docs/page" }`,
    `export const useParams = () => { ${PAGE_READ_MARK}; const page = headPage(); return (page && page.query) || {} }`,
    'export const useSearchParams = () => new URLSearchParams()',
    'export const useRouter = () => ({ push: noop, replace: noop, refresh: noop, prefetch: noop, back: noop, forward: noop })',
    ...[...names]
      .filter(
        name =>
          !['usePathname', 'useParams', 'useSearchParams', 'useRouter'].includes(name) &&
          /^[A-Za-z_$][\w$]*$/.test(name)
      )
      .map(name => `export ${name === 'default' ? 'default' : `const ${name} =`} __gsStandIn()`)
  ].join('\n')
