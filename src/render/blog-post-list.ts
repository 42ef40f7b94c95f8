import type { PageMap, PageMapNode } from '../page-map/types.js'
import { tagsOf } from './blog-tags.js'

// nextra-theme-blog 2 and 3 draw, under the content of a page whose front matter `type` is `posts`
// or `tag`, the list of the blog's posts (their `PostsLayout`): every page of the page map that is a
// post (no `type`, or `post`; not a draft, a folder or a `_` name), newest first; on a `tag` page only
// those of the router query's tag, none when the query has no tag (Next's `/tags/[tag]` template).

/** One post of the list, as nextra-theme-blog's `<PostCard>` draws it (templates/modules/nextra-theme-blog.tsx). */
export interface BlogPost {
  route: string
  frontMatter: { title: string; description?: string; date?: string }
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value : typeof value === 'number' ? String(value) : undefined

/** A date of the front matter as the theme reads it (`new Date(date)`): YAML dates are dates already. */
const dateText = (value: unknown): string | undefined => (value instanceof Date ? value.toISOString() : text(value))

/**
 * The posts listed on a blog page of `type` `posts` or `tag` (undefined for any other page), in the
 * theme's order: its walk of the page map (a folder's items, then its folders'), sorted by its date
 * comparison. `query` is the page's router query (a tag page's `tag`).
 */
export function blogPostList(
  pageMap: Pick<PageMap, 'children'>,
  frontMatter: Record<string, unknown>,
  query: Record<string, unknown> | undefined
): BlogPost[] | undefined {
  const { type } = frontMatter
  if (type !== 'posts' && type !== 'tag') return undefined
  const tag = type === 'tag' ? query?.tag : undefined
  if (type === 'tag' && !tag) return []
  const posts: { route: string; name: string; frontMatter: Record<string, unknown> }[] = []
  walk(pageMap.children, node => {
    if (node.kind !== 'page' || node.name.startsWith('_')) return
    const fm = node.frontMatter ?? {}
    if (fm.draft || (fm.type !== undefined && fm.type !== 'post')) return
    posts.push({ route: node.route, name: node.name, frontMatter: fm })
  })
  // (The theme's comparison, run by the same sort: a post without a date goes before the one it meets.)
  posts.sort((a, b) => {
    if (!a.frontMatter.date || !b.frontMatter.date) return -1
    return new Date(b.frontMatter.date as string).getTime() - new Date(a.frontMatter.date as string).getTime()
  })
  return posts
    .filter(post => typeof tag !== 'string' || tagsOf(post.frontMatter).includes(tag))
    .map(post => {
      const description = text(post.frontMatter.description)
      const date = dateText(post.frontMatter.date)
      return {
        route: post.route,
        frontMatter: {
          title: text(post.frontMatter.title) ?? post.name,
          ...(description && { description }),
          ...(date && { date })
        }
      }
    })
}

/** nextra-theme-blog's `traverse`: the items of a level, then each folder's, depth first. */
export function walk(nodes: readonly PageMapNode[], visit: (node: PageMapNode) => void): void {
  for (const node of nodes) visit(node)
  for (const node of nodes) if (node.kind === 'folder') walk(node.children, visit)
}
