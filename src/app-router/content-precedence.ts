import type { PageSource } from '../content/types.js'
import { appRouteMatches } from './app-routes.js'
import { dynamicSegment, isRouteGroup } from './find-app-pages.js'

/**
 * Which page Next serves at a route that both an app page with dynamic segments and Nextra 4's content
 * folder give. The content folder is served by one optional catch-all (`<base>/[[...mdxPath]]`); Next
 * matches routes segment by segment, a static segment before a dynamic one, a dynamic one before a
 * catch-all, an optional catch-all last. So `app/blog/[slug]/page.jsx` (samchon/nestia: each post
 * rendered through `importPage` in a blog wrapper of its own) wins over `content/blog/<slug>.mdx` under
 * a catch-all at `/`, and `app/[x]/foo/page.tsx` loses to the content under a catch-all at `/docs`.
 *
 * `segments`: the app page's folders under `app/` as written; `contentBase`: the catch-all's route
 * (`contentDirBasePath`, '' or '/' at the root). Pure.
 */
export function appPageWinsOverContent(segments: readonly string[], contentBase: string): boolean {
  const own = segments.filter(segment => !isRouteGroup(segment))
  const base = contentBase.split('/').filter(Boolean)
  if (own.length <= base.length) return false
  for (const [i, name] of base.entries()) {
    const segment = own[i]
    // (A dynamic segment where the catch-all's route has a static one loses to it.)
    if (segment !== name) return false
  }
  // Any segment beats the optional catch-all, but an optional catch-all of its own.
  const next = dynamicSegment(own[base.length]!)
  return !(next?.catchAll && next.optional)
}

/**
 * Whether `page` is an app page whose dynamic paths take a content page's route from the content
 * catch-all (`appPageWinsOverContent`): the one rule of both the build (`render/site-pages.ts`, which
 * writes the app page there when its paths list the route) and `guildsite dev` (`dev/site-routes.ts`,
 * which serves it there, the content page when its paths do not list the route).
 */
export function takesContentRoutes(page: PageSource, contentBase: string): boolean {
  const app = page.app
  return app !== undefined && !app.pagesRouter && appPageWinsOverContent(app.segments, contentBase)
}

/**
 * The dynamic app page that Next serves at the content route `route` in place of the content page,
 * when its `generateStaticParams` lists the route (which only its render says): the first of the
 * site's dynamic pages of the route's shape that takes content routes.
 */
export function appPageOverContent(
  pages: readonly PageSource[],
  route: string,
  contentBase: string
): PageSource | undefined {
  return pages.find(
    page =>
      page.app?.route === undefined &&
      takesContentRoutes(page, contentBase) &&
      appRouteMatches(page.app!.segments, route)
  )
}
