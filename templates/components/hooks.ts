// The hooks pages and theme configs call, answered from what a static build knows about the page.
import { useRenderContext } from '../context.js'
import { activePath } from './nextra-page-map.js'

const noop = (): void => {}
const resolved = (): Promise<boolean> => Promise.resolve(true)

/**
 * Nextra's `useMounted`: false while rendering on the server, as in Nextra (its effect has not run),
 * so content written for "after mount" is left out of the static page exactly as Nextra's server
 * render leaves it out.
 */
export function useMounted(): boolean {
  return false
}

/** The site's colour mode as `next-themes`' `useTheme` describes it; the theme script switches it in the browser. */
export interface ThemeState {
  theme: string
  resolvedTheme: 'light' | 'dark'
  systemTheme: 'light' | 'dark'
  themes: string[]
  forcedTheme?: string
  setTheme: (theme: string) => void
}

/** `useTheme` of Nextra's docs theme (next-themes): `system`, resolved to light on the server. */
export function useTheme(): ThemeState {
  return {
    theme: 'system',
    resolvedTheme: 'light',
    systemTheme: 'light',
    themes: ['light', 'dark', 'system'],
    setTheme: noop
  }
}

/** Nextra's `useConfig()`: the page's title and front matter (Nextra 2/3), with Nextra 4's `normalizePagesResult`. */
export function useConfig(): Record<string, unknown> & {
  title: string
  frontMatter: Readonly<Record<string, unknown>>
} {
  const { page, route } = useRenderContext()
  return configOf(page, route)
}

/**
 * What `useConfig()` gives while `route` renders (`page`: the render context's). Islands in the
 * browser get the same from the page (`islandConfigJson`, `src/client/islands/hooks.ts`).
 */
export function configOf(
  page: { title: string; frontMatter: Readonly<Record<string, unknown>> } | undefined,
  route: string
): Record<string, unknown> & { title: string; frontMatter: Readonly<Record<string, unknown>> } {
  // (Nextra 4's: the page-map items down to the page, and the page's metadata, which pages read as
  // `activePath.at(-1).name` and `activeMetadata`.)
  const path = activePath()
  return {
    title: page?.title ?? '',
    frontMatter: page?.frontMatter ?? {},
    hideSidebar: false,
    normalizePagesResult: {
      activePath: path,
      activeMetadata: (path.at(-1) as { frontMatter?: unknown } | undefined)?.frontMatter ?? page?.frontMatter,
      activeThemeContext: {},
      activeType: 'doc',
      activeIndex: 0,
      route
    }
  }
}

/**
 * `useConfig()`'s values that an island's browser render reads, as JSON safe inside a `<script>`:
 * the page's title and front matter, and `normalizePagesResult`'s `activePath` (its items without
 * their children) and `activeMetadata`.
 */
export function islandConfigJson(
  page: { title: string; frontMatter: Readonly<Record<string, unknown>> } | undefined,
  route: string
): string {
  const config = configOf(page, route)
  const pages = config.normalizePagesResult as { activePath: Record<string, unknown>[]; activeMetadata?: unknown }
  const sent = {
    title: config.title,
    frontMatter: config.frontMatter,
    activePath: pages.activePath.map(({ children: _children, ...item }) => item),
    activeMetadata: pages.activeMetadata
  }
  return JSON.stringify(sent).replace(/</g, '\\u003c')
}

/**
 * Nextra 3/4 `useThemeConfig()`: the theme options, in the shape Nextra's defaults give every site
 * (`project`, `chat`, `editLink`, `feedback`… are always objects: a component reads `project.link`
 * without a check), with the site's own project and chat links and repository (`RenderContext.themeConfig`).
 */
export function useThemeConfig(): Record<string, unknown> {
  const own = useRenderContext().themeConfig ?? {}
  const part = (key: string, base: Record<string, unknown>) => ({ ...base, ...(own[key] as object | undefined) })
  return {
    darkMode: true,
    color: { hue: 212, saturation: 100 },
    navigation: { prev: true, next: true },
    toc: { float: true, backToTop: true, title: 'On This Page' },
    sidebar: { defaultMenuCollapseLevel: 2, toggleButton: true },
    editLink: { content: 'Edit this page' },
    feedback: { content: 'Question? Give us feedback', labels: 'feedback' },
    footer: {},
    search: {},
    i18n: [],
    ...own,
    project: part('project', {}),
    chat: part('chat', {})
  }
}

/** Nextra's `useMenu()`: the mobile menu is the layout's, closed while rendering. */
export function useMenu(): { menu: boolean; setMenu: (open: boolean) => void } {
  return { menu: false, setMenu: noop }
}

/** Nextra 4 `setMenu`: opens or closes the mobile menu in the browser; nothing to do on the server. */
export const setMenu = (_open: boolean): void => {}

/** Nextra's `useFSRoute()`: the page's route. */
export function useFSRoute(): string {
  return useRenderContext().route
}

/** Nextra 4 `useHash()`: the URL hash, empty while rendering. */
export function useHash(): string {
  return ''
}

/** Nextra 4 `useCopy()`: copying happens in the browser. */
export function useCopy(): { copy: (text: string) => Promise<void>; isCopied: boolean } {
  return { copy: () => Promise.resolve(), isCopied: false }
}

/** Router events of `next/router` (`router.events.on('routeChangeStart', …)`): nothing fires on a static page. */
const events = { on: noop, off: noop, emit: noop }

/** The `next/router` router object, for the route being rendered. */
export interface StaticRouter {
  route: string
  pathname: string
  asPath: string
  query: Record<string, string | string[]>
  basePath: string
  locale?: string
  locales?: string[]
  defaultLocale?: string
  isReady: boolean
  isFallback: boolean
  isPreview: boolean
  isLocaleDomain: boolean
  push: (url: unknown) => Promise<boolean>
  replace: (url: unknown) => Promise<boolean>
  reload: () => void
  back: () => void
  forward: () => void
  prefetch: (url: unknown) => Promise<void>
  beforePopState: (cb: unknown) => void
  events: typeof events
}

/** The router of the page being rendered: its route, its dynamic route's params as the query, the base path. */
export function staticRouter(
  route: string,
  basePath: string,
  locale?: string,
  query: Readonly<Record<string, string | string[]>> = {},
  i18n?: { locales: readonly string[]; defaultLocale: string }
): StaticRouter {
  return {
    route,
    pathname: route,
    asPath: route,
    query: { ...query },
    basePath,
    ...(locale && { locale }),
    // (An i18n site's components pick their texts with `locales` and `defaultLocale`, the fallback.)
    ...(i18n && {
      locale: locale ?? i18n.defaultLocale,
      locales: [...i18n.locales],
      defaultLocale: i18n.defaultLocale
    }),
    isReady: true,
    isFallback: false,
    isPreview: false,
    isLocaleDomain: false,
    push: resolved,
    replace: resolved,
    reload: noop,
    back: noop,
    forward: noop,
    prefetch: () => Promise.resolve(),
    beforePopState: noop,
    events
  }
}

/** `useRouter()` of `next/router` (and Nextra 3's `nextra/hooks`): the route being rendered. */
export function useRouter(): StaticRouter {
  const { route, basePath, locale, query, i18n } = useRenderContext()
  return staticRouter(route, basePath, locale, query, i18n)
}
