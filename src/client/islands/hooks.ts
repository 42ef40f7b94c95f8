// The built-in hooks in the browser (issue 35.4), for the islands: `useRouter` (next/router,
// nextra/hooks) with the query and navigation of `location`, `useTheme` following the theme switch,
// `useMounted` true once hydrated. Each starts from what the server rendered (hydration matches), then
// follows the browser.
import { useContext, useSyncExternalStore } from 'react'
import { RenderContextValue } from 'guildsite/render-context'
import { useRouter as useStaticRouter } from 'guildsite/template-hooks'

export * from 'guildsite/template-hooks'

const subscribeLocation = (change: () => void): (() => void) => {
  addEventListener('popstate', change)
  return () => removeEventListener('popstate', change)
}
/** `location.search` after hydration, '' while hydrating (as the server rendered it). */
export const useLocationSearch = (): string =>
  useSyncExternalStore(
    subscribeLocation,
    () => location.search,
    () => ''
  )

const navigate = (method: 'assign' | 'replace', basePath: string) => (url: string | { pathname?: string }) => {
  const href = typeof url === 'string' ? url : (url.pathname ?? '/')
  location[method](href.startsWith('/') && basePath && !href.startsWith(basePath + '/') ? basePath + href : href)
  return Promise.resolve(true)
}

export function useRouter(): Record<string, unknown> {
  const router = useStaticRouter()
  const search = useLocationSearch()
  return {
    ...router,
    // (A dynamic route's params, as Next's router gives them, with the search's on top.)
    query: { ...router.query, ...Object.fromEntries(new URLSearchParams(search)) },
    asPath: router.asPath + search,
    push: navigate('assign', router.basePath),
    replace: navigate('replace', router.basePath),
    reload: () => location.reload(),
    back: () => history.back(),
    forward: () => history.forward()
  }
}

const noSubscription = () => () => {}
export function useMounted(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false
  )
}

const subscribeTheme = (change: () => void): (() => void) => {
  const observer = new MutationObserver(change)
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class', 'data-theme'] })
  return () => observer.disconnect()
}
const readTheme = () => {
  const root = document.documentElement
  return `${root.dataset.theme ?? 'system'} ${root.classList.contains('dark') ? 'dark' : 'light'}`
}

export function useTheme(): Record<string, unknown> {
  const [theme, resolvedTheme] = useSyncExternalStore(subscribeTheme, readTheme, () => 'system light').split(' ')
  return {
    theme,
    resolvedTheme,
    systemTheme:
      typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light',
    themes: ['light', 'dark', 'system'],
    setTheme: (next: string) => {
      try {
        localStorage.setItem('theme', next)
      } catch {
        // (Storage refused: the theme still changes for this page.)
      }
      const dark = next === 'dark' || (next === 'system' && matchMedia('(prefers-color-scheme: dark)').matches)
      const root = document.documentElement
      root.classList.toggle('dark', dark)
      root.style.colorScheme = dark ? 'dark' : 'light'
      root.dataset.theme = next
    }
  }
}

type PageConfig = {
  title?: string
  frontMatter?: Record<string, unknown>
  activePath?: Record<string, unknown>[]
  activeMetadata?: unknown
}
let pageConfig: PageConfig | undefined
/** What the server's `useConfig()` gave the page (`src/islands/island.ts` writes it before the first island). */
const readPageConfig = (): PageConfig => {
  if (pageConfig) return pageConfig
  try {
    pageConfig = JSON.parse(document.getElementById('gs-page-config')?.textContent ?? '{}') as PageConfig
  } catch {
    pageConfig = {}
  }
  return pageConfig
}

/** Nextra's `useConfig()` in the browser: the values the server rendered the page with. */
export function useConfig(): Record<string, unknown> & { title: string; frontMatter: Record<string, unknown> } {
  const { route } = useContext(RenderContextValue)
  const { title = '', frontMatter = {}, activePath = [], activeMetadata } = readPageConfig()
  return {
    title,
    frontMatter,
    hideSidebar: false,
    normalizePagesResult: {
      activePath,
      activeMetadata,
      activeThemeContext: {},
      activeType: 'doc',
      activeIndex: 0,
      route
    }
  }
}
