import type { Link, Root } from 'mdast'
import { visit } from 'unist-util-visit'

/** One rewrite of Nextra's `remarkLinkRewrite` plugin: each link's URL `.replace(pattern, replace)`d. */
export interface LinkRewrite {
  pattern: RegExp | string
  replace: string
  excludeExternalLinks?: boolean
}

const EXTERNAL = /^https?:\/\//

/**
 * Nextra's `remarkLinkRewrite({ pattern, replace, excludeExternalLinks })` (what remote docs give
 * `compileMdx` to point their `/docs/…` links at a versioned copy, `/v2/…`): rewrites the URL of
 * every Markdown link, before guildsite reads the page's links.
 */
export function remarkLinkRewrite(rewrites: readonly LinkRewrite[] = []) {
  return (tree: Root): void => {
    if (rewrites.length === 0) return
    visit(tree, 'link', (node: Link) => {
      for (const { pattern, replace, excludeExternalLinks } of rewrites)
        if (!(excludeExternalLinks && EXTERNAL.test(node.url))) node.url = node.url.replace(pattern, replace)
    })
  }
}

const MARK = Symbol.for('guildsite.remarkLinkRewrite')

/** The remark plugin pages import (`@theguild/components/server`, `nextra/…`): known by `linkRewritesOf`. */
export function markLinkRewrite<T extends object>(plugin: T): T {
  return Object.assign(plugin, { [MARK]: true })
}

/**
 * The link rewrites among the remark plugins a page gives `compileMdx` (`[remarkLinkRewrite, { pattern,
 * replace }]`); other plugins of the site's own are not run (guildsite's pipeline is its own).
 */
export function linkRewritesOf(plugins: unknown): LinkRewrite[] {
  if (!Array.isArray(plugins)) return []
  return plugins.flatMap(entry => {
    const [plugin, options] = Array.isArray(entry) ? entry : [entry]
    if (typeof plugin !== 'function' || !(plugin as unknown as Record<symbol, unknown>)[MARK]) return []
    const { pattern, replace, excludeExternalLinks } = (options ?? {}) as Partial<LinkRewrite>
    if (!(pattern instanceof RegExp || typeof pattern === 'string') || typeof replace !== 'string') return []
    return [{ pattern, replace, ...(excludeExternalLinks && { excludeExternalLinks: true }) }]
  })
}
