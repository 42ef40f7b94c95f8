import { AsyncLocalStorage } from 'node:async_hooks'
import type { NextraLinks } from '../../src/compile/resolve-links.js'
import type { PageMap } from '../../src/page-map/types.js'

/**
 * What Nextra 4's server functions (`getPageMap`, …) read while a page renders: the page map of the
 * page's locale, the app router's static pages, the route. Set around each render by whoever renders
 * (`src/render/render-site.tsx` on the main thread and in the page workers); kept through `await`s
 * (an AsyncLocalStorage), so async server components that render later still see their page's.
 */
export interface PageMapScope {
  pageMap: PageMap
  /** Static routes of the app router's pages (`app/**\/page.*`), with their titles when known. */
  appPages: { route: string; title?: string; frontMatter?: Record<string, unknown> }[]
  route: string
  /** The rendered page's own evaluated `metadata` (an app page's), over its front matter in the page map. */
  metadata?: Record<string, unknown>
  /** Takes an error thrown inside the page that was for something absent (true): the page is still written. */
  onAbsent?: (error: unknown) => boolean
  /** True while a page renders again because a client-side rendering bail-out reached no `<Suspense>` (`src/islands/client-render.ts`). */
  noBailouts?: boolean
  /** How links in MDX compiled during the render (`compileMdx`) resolve, on a site that follows Nextra's URLs. */
  nextraLinks?: NextraLinks
  /** Every locale's page map (a site with locales): `getPageMap('/en/blogs')` from a `/zh` page reads the English one. */
  pageMaps?: ReadonlyMap<string, PageMap>
}

const storage = new AsyncLocalStorage<PageMapScope>()

/** Runs `render` with `scope` as the page map the server functions see (returns what it returns). */
export function withPageMapScope<T>(scope: PageMapScope, render: () => T): T {
  return storage.run(scope, render)
}

/** The scope of the page being rendered, if any. */
export const pageMapScope = (): PageMapScope | undefined => storage.getStore()
