import type { LayoutScope, SiteConfig } from '../config/load-config.js'
import type { PageSource } from '../content/types.js'
import type { PageNode } from '../page-map/types.js'

// Next composes the layouts of each route: an app page's chrome comes from its own chain of layouts,
// the innermost winning, not from the content's (src/config/website/read-layout-options.ts reads each
// chain; load-config keeps what differs as `config.layoutScopes`). A site with one chain has none, and
// its pages render exactly as before. A Nextra 2 or 3 site's app pages are outside its theme: chromeless.

/** The chromeless scopes of app pages outside the theme (`AppPageInfo.outsideTheme`), one per chain of layouts. */
const outsideTheme = new WeakMap<object, Map<string, LayoutScope>>()

/** The scope of an app page whose layouts are another chain than the content's, or undefined. */
export function layoutScopeOf(
  config: Pick<SiteConfig, 'layoutScopes'>,
  source: Pick<PageSource, 'app'>
): LayoutScope | undefined {
  const layouts = source.app?.layouts
  // (The same object for every page of a chain: the runner keeps a scope's site data by it.)
  if (source.app?.outsideTheme) {
    let byChain = outsideTheme.get(config)
    if (!byChain) outsideTheme.set(config, (byChain = new Map()))
    const key = source.app.layouts.join('\0')
    let scope = byChain.get(key)
    if (!scope) byChain.set(key, (scope = { layouts: source.app.layouts, overrides: {}, chromeless: true }))
    return scope
  }
  if (!config.layoutScopes || !layouts?.length) return undefined
  return config.layoutScopes.find(
    scope => scope.layouts.length === layouts.length && scope.layouts.every((file, i) => file === layouts[i])
  )
}

/** The site's config as the scope's pages see it: its layouts' options, no banner where no theme layout draws one. */
export function scopedConfig(config: SiteConfig, scope: LayoutScope): SiteConfig {
  return { ...config, ...scope.overrides, ...(scope.chromeless && { banner: false }) }
}

/** A page of a scope under no theme layout: Next draws the page alone, with no navbar nor footer. */
export function scopedNode(node: PageNode, scope: LayoutScope): PageNode {
  if (!scope.chromeless) return node
  const theme = node.frontMatter.theme as Record<string, unknown> | undefined
  return { ...node, frontMatter: { ...node.frontMatter, theme: { ...theme, navbar: false, footer: false } } }
}
