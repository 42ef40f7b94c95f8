// `nextra-theme-blog/tags` (Nextra 2 and 3): what a blog's `pages/tags/[tag].mdx` re-exports to have one
// page per tag (`export { getStaticPaths, getStaticProps } from 'nextra-theme-blog/tags'`). As the
// theme's: the paths are the tags the site's pages name (its `getStaticTags`, read from the page map
// the build runs the page's data functions with), the props give the tag as the page's data; the tag
// page's layout then lists the posts of that tag (`type: tag`: src/render/blog-post-list.ts).
import { pageMapScope } from '../components/page-map-scope.js'
import { useData } from '../data.js'
import { tagsOf } from '../../src/render/blog-tags.js'

/** One path per tag the site's pages name (front matter `tag`, or `tags`), in the order met. */
export function getStaticPaths(): { paths: { params: { tag: string } }[]; fallback: false } {
  const tags = new Set<string>()
  for (const page of pageMapScope()?.pageMap.pages ?? [])
    for (const tag of tagsOf(page.frontMatter ?? {})) tags.add(tag)
  return { paths: [...tags].map(tag => ({ params: { tag } })), fallback: false }
}

/** The tag of the path as the page's data (`useData().tag`, Nextra 2's `useSSG().tag`). */
export function getStaticProps({ params }: { params?: { tag?: string } } = {}): { props: { ssg: { tag?: string } } } {
  return { props: { ssg: { tag: params?.tag } } }
}

/** The page's tag, as text. */
export function TagName(): string | null {
  const data = useData<{ tag?: string } | undefined>()
  return data?.tag || null
}

/**
 * `<TagTitle prefix>`: Nextra's sets the document title to `<prefix><tag>` through `next/head`; guildsite
 * writes the document title itself, reading the tag page's `<TagTitle>` (src/render/blog-nav.ts
 * `tagPageTitle`), so nothing is drawn here.
 */
export function TagTitle(_props: { prefix?: string }): null {
  return null
}
