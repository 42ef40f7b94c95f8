import { withBasePath } from '../../templates/base-path.js'
import type { PageData } from '../../templates/layout/types.js'
import type { PageMap } from '../page-map/types.js'
import { walk } from './blog-post-list.js'

// nextra-theme-blog 2 and 3 draw no navbar. Under the title of a page that is no post (front matter
// `type` `page`, `posts` or `tag`), their `Nav` draws a line of links to the blog's `page` and `posts`
// pages (its `collectPostsAndNavs`), sorted by its date comparison, the page itself as text; over a
// post, their `Meta` draws a "Back" link to the nearest `posts` page whose route holds the post's
// (its `getParent`).

/**
 * Does the page's Markdown have a first-level heading with JSX in it (`# Posts tagged with <TagName />`)?
 * Nextra 2/3's blog theme then draws that heading, rendered, as the page's title (its `hasJsxInH1`).
 */
export const jsxInH1 = (markdown: string): boolean => /^#[ \t]+[^\n]*<[A-Za-z]/m.test(markdown)

/** The links and "Back" link a page of a Nextra 2/3 blog shows (PageData.blogNav); `markdown` its source. */
export function blogNav(
  pageMap: Pick<PageMap, 'children'>,
  route: string,
  basePath: string,
  markdown: string
): NonNullable<PageData['blogNav']> {
  const navs: { route: string; title: string; date: unknown }[] = []
  const parents: { route: string; type: unknown }[] = []
  walk(pageMap.children, node => {
    if (node.kind !== 'page') return
    const fm = node.frontMatter ?? {}
    if (fm.type === 'page' || fm.type === 'posts')
      navs.push({ route: node.route, title: text(fm.title) ?? node.name, date: fm.date })
    if (node.route !== route && `${route}/`.startsWith(node.route === '/' ? '/' : `${node.route}/`))
      parents.push({ route: node.route, type: fm.type })
  })
  // (The theme's comparison, run by the same sort: a page without a date goes before the one it meets.)
  navs.sort((a, b) => {
    if (!a.date || !b.date) return -1
    return new Date(b.date as string).getTime() - new Date(a.date as string).getTime()
  })
  const back = parents.reverse().find(parent => parent.type === 'posts')?.route
  return {
    links: navs.map(nav => ({
      title: nav.title,
      href: withBasePath(basePath, nav.route),
      active: nav.route === route
    })),
    ...(back !== undefined && { back: withBasePath(basePath, back) }),
    ...(jsxInH1(markdown) && { ownTitle: true })
  }
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value : typeof value === 'number' ? String(value) : undefined

/**
 * The document title of a tag page that renders nextra-theme-blog/tags' `<TagTitle prefix?>`: its
 * `<Head><title>` comes after the theme's and wins, `Posts tagged with <tag>` (no title suffix).
 * Undefined for any other page.
 */
export function tagPageTitle(
  markdown: string,
  frontMatter: Record<string, unknown>,
  query: Record<string, unknown> | undefined
): string | undefined {
  const tag = query?.tag
  if (frontMatter.type !== 'tag' || typeof tag !== 'string' || !markdown.includes('nextra-theme-blog/tags')) return
  const use = /<TagTitle\b([^>]*)>/.exec(markdown)
  if (!use) return undefined
  const prefix = /\bprefix\s*=\s*(?:"([^"]*)"|'([^']*)'|\{\s*["'`]([^"'`]*)["'`]\s*\})/.exec(use[1]!)
  return `${prefix ? (prefix[1] ?? prefix[2] ?? prefix[3]) : 'Posts tagged with '}${tag}`
}
