import { GISCUS_SETTINGS } from '../../templates/components/comments-settings.js'
import { isValidElement, type ReactElement } from 'react'

/**
 * The comments a Nextra 2/3 theme config's `main` wrapper puts under every docs page, as the Guild's
 * sites write it: `main({ children }) { … return <>{children}{route !== '/' && <Giscus repo="…"
 * repoId="…" category="…" categoryId="…" mapping="pathname" theme={resolvedTheme} />}</> }`. The
 * wrapper is called as a docs page would call it (`useRouter()`/`useConfig()` answer for an ordinary
 * docs page and `@theguild/components`' `Giscus` marked: `website/config-stubs.ts`),
 * and the `<Giscus>` element it returns gives guildsite's `comments` config: its settings that are
 * text (the rest — `theme={resolvedTheme}` — keep guildsite's defaults, whose light/dark theme follows
 * the theme switch as `resolvedTheme` does). Undefined when the wrapper needs React to run (a hook of
 * React's), throws, or renders no such element.
 */
export function commentsOfThemeMain(main: unknown): Record<string, string> | undefined {
  if (typeof main !== 'function') return undefined
  let tree: unknown
  // (Its `useConfig()`/`useRouter()` answer as for an ordinary docs page without front matter, as they do
  // for each page when the wrapper is drawn: src/website/theme-main.ts.)
  const global = globalThis as Record<symbol, unknown>
  try {
    global[HEAD_PAGE] = DOCS_PAGE
    tree = (main as (props: { children: null }) => unknown)({ children: null })
  } catch {
    return undefined
  } finally {
    delete global[HEAD_PAGE]
  }
  const giscus = findGiscus(tree, 0)
  if (!giscus) return undefined
  const props = giscus.props as Record<string, unknown>
  const settings: Record<string, string> = {}
  for (const key of SETTINGS) if (typeof props[key] === 'string' && props[key]) settings[key] = props[key]
  return REQUIRED.every(key => key in settings) ? settings : undefined
}

const HEAD_PAGE = Symbol.for('guildsite.themeHeadPage')

/** An ordinary docs page, as the wrapper is asked about its comments (`HeadInput`'s shape). */
const DOCS_PAGE = {
  route: '/docs/page',
  title: 'Page',
  frontMatter: {},
  basePath: '',
  activePath: [{ route: '/docs/page', title: 'Page', name: 'page' }]
}

/** `@giscus/react`'s props that are guildsite `comments` settings (SPEC §3). */
const SETTINGS = GISCUS_SETTINGS
const REQUIRED = ['repo', 'repoId', 'category', 'categoryId']

/** The first `<Giscus>` element (marked `__guildsiteGiscus` by the config's shim) in a returned tree. */
function findGiscus(node: unknown, depth: number): ReactElement | undefined {
  if (depth > 12 || node === null || typeof node !== 'object') return undefined
  if (Array.isArray(node)) {
    for (const child of node) {
      const found = findGiscus(child, depth + 1)
      if (found) return found
    }
    return undefined
  }
  if (!isValidElement(node)) return undefined
  if ((node.type as { __guildsiteGiscus?: unknown } | null)?.__guildsiteGiscus === true) return node
  return findGiscus((node.props as { children?: unknown }).children, depth + 1)
}
