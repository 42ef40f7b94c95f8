import type { PageSource } from '../content/types.js'
import type { PageNode } from '../page-map/types.js'
import type { AppHead } from './app-metadata.js'

/** The page-map node of one route of an app page (it has none in the content's page map). */
export function appNode(
  source: PageSource,
  route: string,
  head: AppHead,
  metadata?: Record<string, unknown>
): PageNode {
  const last = decodeURIComponent(route.split('/').filter(Boolean).at(-1) ?? 'index')
  const own = typeof source.frontMatter.title === 'string' ? source.frontMatter.title : undefined
  const title = head.title ?? own ?? source.firstHeading
  const frontMatter: Record<string, unknown> = {
    ...source.frontMatter,
    ...(title && { title }),
    ...(head.description && { description: head.description }),
    ...(head.image && { image: head.image }),
    ...(head.canonical && { canonical: head.canonical }),
    ...(head.ogType && { type: head.ogType }),
    // (A component page that renders the MDX wrapper is a docs page: `AppPageInfo.docsWrapper`.)
    ...(source.app!.kind === 'component' &&
      !source.app!.docsWrapper && {
        theme: { layout: 'raw', ...(source.frontMatter.theme as object | undefined) }
      })
  }
  return {
    kind: 'page',
    name: last,
    route,
    rel: source.file.rel,
    file: source.display,
    title: title ?? last,
    frontMatter,
    ...(metadata && { appMetadata: metadata })
  }
}
