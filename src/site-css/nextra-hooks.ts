import postcss, { type AtRule, type Rule } from 'postcss'
import selectorParser from 'postcss-selector-parser'

// A site's own stylesheet often styles nextra-theme-docs' layout through the class names Nextra puts on
// it: Hive's `global.css` widens the sidebar (`.nextra-sidebar.nextra-sidebar { width: 300px }`), insets its
// lists and darkens its items (`.nextra-sidebar ul .x\:text-gray-500`), and pads Nextra 4's article
// (`article.x\:min-h-\[calc(100vh-var(--nextra-navbar-height))\]`); other sites restyle `.nextra-content`'s
// links, `.nextra-breadcrumb`, `.nextra-mobile-nav` or `.nextra-sidebar-footer`. guildsite draws its own
// elements, so such a rule is pointed at guildsite's element playing that part — each hook replaced in its
// selector by `:is(<guildsite's element>)`, as specific as guildsite's own rule for it, so the site's rule
// wins as it wins over Nextra's utility classes. Rules on Nextra's wide-screen sidebar hold from 768 px (the
// sidebar is hidden below, where Nextra draws its mobile menu instead); the mobile menu's below.

interface Hook {
  /** guildsite's element, in a selector at least as specific as guildsite's own layout rules for it. */
  element: string
  media?: string
}

const WIDE = '(min-width: 768px)'
const NARROW = '(max-width: 767.98px)'
const SIDEBAR = '.gs-docs[data-nextra] > .gs-sidebar'

/** Nextra's class → guildsite's element (Nextra 2's names beside 3 and 4's). */
const HOOKS: Record<string, Hook> = {
  'nextra-sidebar': { element: SIDEBAR, media: WIDE },
  // (Nextra 2's sidebar is its mobile menu too.)
  'nextra-sidebar-container': { element: SIDEBAR },
  'nextra-mobile-nav': { element: SIDEBAR, media: NARROW },
  'nextra-sidebar-footer': { element: '.gs-docs[data-nextra] .gs-sidebar-footer' },
  'nextra-toc': { element: '.gs-docs[data-nextra] > .gs-toc' },
  'nextra-breadcrumb': { element: '.gs-docs[data-nextra] .gs-breadcrumb' },
  'nextra-content': { element: '.gs-docs[data-nextra] > .gs-main' },
  'nextra-nav-container': { element: 'header.gs-navbar' }
}

/** Nextra 4's `<article>` (its padded column) is known by this class among its utilities. */
const ARTICLE_CLASS = 'x:min-h-[calc(100vh-var(--nextra-navbar-height))]'
const ARTICLE = '.gs-docs[data-nextra]:where(:not([data-body-inside])) > .gs-main:not(.gs-main--raw)'
/**
 * The same article inside a page's own layouts (docs-layout.tsx's data-body-inside), where guildsite's rules on it
 * are no more specific than Nextra's utilities: the site's rule keeps its own specificity there (the class becomes
 * one class), so it ranks against the layout's CSS as it does in Nextra's build (Hive's global `article.x:min-h-…`
 * padding loses to its blog layout's `.main-content > div > article { padding: 0 }`).
 */
const ARTICLE_INSIDE = ':where(.gs-docs[data-body-inside]) > .gs-main'

/** A sidebar item not being read: Nextra 2's, 3's and 4's `text-gray-500`, inside a sidebar hook. */
const INACTIVE_ITEM = new Set(['nx-text-gray-500', '_text-gray-500', 'x:text-gray-500'])
const SIDEBAR_ITEM = 'li > a:not(.gs-active), .gs-sidebar-summary'
const SIDEBARS = new Set(['nextra-sidebar', 'nextra-sidebar-container', 'nextra-mobile-nav'])

const MENTIONS = /nextra-(?:sidebar|mobile-nav|toc|breadcrumb|content|nav-container)|x\\:min-h-/

/** The element-type selectors of a node's compound (its siblings up to the combinators either side). */
function compoundTags(node: selectorParser.Node): selectorParser.Node[] {
  const nodes = node.parent?.nodes ?? []
  const at = nodes.indexOf(node)
  const tags: selectorParser.Node[] = []
  for (const step of [-1, 1])
    for (let i = at + step; i >= 0 && i < nodes.length && nodes[i].type !== 'combinator'; i += step)
      if (nodes[i].type === 'tag') tags.push(nodes[i])
  return tags
}

function isPseudo(element: string): selectorParser.Pseudo {
  return selectorParser.pseudo({ value: ':is', nodes: [...selectorParser().astSync(element).nodes] })
}

/**
 * One selector rewritten, with the media query its hooks hold in ('' for none), or undefined when it has no hook.
 * `inside`: Nextra 4's article hook alone, pointed at the article inside a page's layouts (ARTICLE_INSIDE).
 */
function rewrite(selector: string, inside = false): { selector: string; media: string } | undefined {
  let media = ''
  let changed = false
  let inSidebar = false
  const root = selectorParser().astSync(selector)
  root.walkClasses(node => {
    const hook = HOOKS[node.value]
    if (inside) {
      if (node.value !== ARTICLE_CLASS) return
      node.replaceWith(isPseudo(ARTICLE_INSIDE))
      changed = true
    } else if (hook) {
      if (hook.media) media = hook.media
      if (SIDEBARS.has(node.value)) inSidebar = true
      // (Its tag goes with the class: Hive's `nav.nextra-toc` is guildsite's `aside.gs-toc`.)
      for (const tag of compoundTags(node)) tag.remove()
      node.replaceWith(isPseudo(hook.element))
      changed = true
    } else if (node.value === ARTICLE_CLASS && node.parent) {
      // The whole compound (`article.x:min-h-…`) is Nextra's article: its tag goes with the class.
      for (const tag of compoundTags(node)) if (tag.value === 'article') tag.remove()
      node.replaceWith(isPseudo(ARTICLE))
      changed = true
    } else if (inSidebar && INACTIVE_ITEM.has(node.value)) {
      node.replaceWith(isPseudo(SIDEBAR_ITEM))
      changed = true
    }
  })
  return changed ? { selector: root.toString(), media } : undefined
}

function rewriteSafe(selector: string, inside = false): ReturnType<typeof rewrite> {
  try {
    return rewrite(selector, inside)
  } catch {
    return undefined
  }
}

/**
 * The site's CSS with its rules on Nextra's layout hooks pointed at guildsite's layout (see above);
 * CSS that names none is returned as it is. A rule whose selectors need different media queries is
 * split, each part in its query.
 */
export function withNextraHooks(css: string): string {
  if (!MENTIONS.test(css)) return css
  let root: postcss.Root
  try {
    root = postcss.parse(css)
  } catch {
    return css
  }
  let changed = false
  root.walkRules((rule: Rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as AtRule).name)) return
    if (!MENTIONS.test(rule.selector)) return
    const groups = new Map<string, string[]>()
    let hooked = false
    for (const selector of rule.selectors) {
      const result = rewriteSafe(selector)
      if (result) hooked = true
      const media = result?.media ?? ''
      groups.set(media, [...(groups.get(media) ?? []), result?.selector ?? selector])
      // (Nextra 4's article is also the one inside a page's layouts: a second selector, its own specificity.)
      const inside = result ? rewriteSafe(selector, true) : undefined
      if (inside) groups.set(inside.media, [...(groups.get(inside.media) ?? []), inside.selector])
    }
    if (!hooked) return
    changed = true
    // (In reverse, each part placed right after the rule: they keep the selectors' order.)
    for (const [media, selectors] of [...groups].reverse()) {
      if (!media) continue
      rule.after(postcss.atRule({ name: 'media', params: media, nodes: [rule.clone({ selectors })] }))
    }
    if (groups.has('')) rule.selectors = groups.get('')!
    else rule.remove()
  })
  return changed ? root.toString() : css
}
