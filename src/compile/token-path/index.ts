import type { Root as HastRoot } from 'hast'
import type { Nodes, Root } from 'mdast'
import type { VFile } from 'vfile'
import { Decline } from '../fast-parse/decline.js'
import { remarkSearchSections } from '../remark-search-sections.js'
import type { NextraLinks } from '../resolve-links.js'
import { JSX_ELEMENT_ALIASES, jsxElementAlias } from '../../../templates/jsx-element-aliases.js'
import { remarkSmartPunctuation } from '../remark-smart-punctuation.js'
import { pageFacts, tableOfContents } from './page-facts.js'
import { toHast } from './to-hast.js'

/** A rehype stage of the page's pipeline (rehype-code, the Markdown marks…), made from the same options. */
export type RehypeStage = (tree: HastRoot, file: VFile) => unknown

/** The compile options the token path reads (a subset of `CompileMdxOptions`). */
export interface TokenPathOptions {
  source: string
  staticContent?: boolean
  remote?: boolean
  partial?: boolean
  metaSlots?: unknown
  siteComponents?: { elements: readonly string[] }
  linkRewrites?: readonly unknown[]
  smartPunctuation?: boolean
  latex?: boolean
  searchCodeblocks?: boolean
  folderRoute?: string
  nextraLinks?: NextraLinks
  codeHike?: boolean
}

/** Why the page's options or text keep it on the full pipeline (checked before any work). */
function optionsReason(options: TokenPathOptions): string | undefined {
  if (!options.staticContent || options.remote || options.partial) return 'not a static page of the build'
  if (options.metaSlots) return "the page's _meta theme content"
  // (A site `pre` draws each code block through the page's module: rehype-code/site-pre.ts.)
  if (options.siteComponents?.elements.includes('pre')) return "the site's pre"
  if (options.linkRewrites?.length) return 'link rewrites'
  if (options.latex) return 'latex'
  // (Code Hike's frames come from remark-code-hike.ts, which this path does not run.)
  if (options.codeHike) return 'Code Hike'
  const { source } = options
  if (source.includes('{:')) return 'inline code language'
  if (source.includes('[#')) return 'custom heading id'
  return undefined
}

/** Counts of the reasons pages declined, for tests and `bench/token-path.mjs` (reset by the caller). */
export const tokenPathDeclines = new Map<string, number>()

const count = (reason: string) => {
  tokenPathDeclines.set(reason, (tokenPathDeclines.get(reason) ?? 0) + 1)
  return false
}

/**
 * The token path of a static page (issue 36 item 1): the tree markdown-it's tokens made (fast-parse/;
 * undefined when it declined the page) goes straight to the page's final hast and facts — heading ids and TOC, search sections, links —
 * without remark's plugins, remark-rehype and MDX's stages; the page's own rehype stages (`stages`:
 * rehype-code's highlighting, raw HTML's normalisation for `.md`, the Markdown marks) then run on it
 * as in the full pipeline. Sets what the full pipeline sets on `file.data` (`staticContent`, `toc`,
 * `links`, `searchSections`; rehype-code's `hasMermaid` and its messages) and returns true; returns
 * false, having changed nothing the full pipeline reads, for a page it does not reproduce byte for byte
 * (the reason counted in {@link tokenPathDeclines}). `GUILDSITE_FULL_PIPELINE` turns it off.
 */
export async function compileStaticFromTokens(
  tree: Root | undefined,
  file: VFile,
  options: TokenPathOptions,
  stages: () => readonly RehypeStage[]
): Promise<boolean> {
  if (process.env.GUILDSITE_FULL_PIPELINE) return count('GUILDSITE_FULL_PIPELINE')
  const reason = optionsReason(options)
  if (reason) return count(reason)
  if (!tree) return count('markdown-it declined (fast-parse/)')
  const messages = file.messages.length
  let smartened = false
  // (The page's own stages may fail it, as in the full pipeline; a bug of the token path's own never costs a page.)
  let inStages = false
  try {
    const { headings, links, hrefs } = pageFacts(tree, file, options)
    if (options.smartPunctuation) {
      remarkSmartPunctuation()(tree)
      smartened = true
    }
    const toc = tableOfContents(headings)
    remarkSearchSections({ codeblocks: options.searchCodeblocks })(tree, file)
    const hast = toHast(tree, hrefs)
    // remark-analyse's import of the site's element overrides stood first, its line feed after it; only
    // the import goes (rehype-static-content.ts).
    if (options.siteComponents?.elements.length && hast.children.length)
      hast.children.unshift({ type: 'text', value: '\n' })
    inStages = true
    for (const stage of stages()) await stage(hast, file)
    inStages = false
    finish(hast, siteElements(options))
    file.data.toc = toc
    file.data.links = links
    file.data.imports = []
    file.data.staticContent = hast
    return true
  } catch (error) {
    if (!(error instanceof Decline) && inStages) throw error
    file.messages.length = messages
    if (smartened) straighten(tree)
    for (const key of ['searchSections', 'hasMermaid'] as const) delete file.data[key]
    return count(error instanceof Decline ? error.reason : `error: ${String(error)}`)
  }
}

/**
 * The tags of the site's element overrides and the names JSX gives them (`mdx-components`): a page that
 * uses one renders through the site's module, not as static content (rehype-static-content.ts).
 */
function siteElements(options: TokenPathOptions): ReadonlySet<string> {
  const tags = new Set(options.siteComponents?.elements)
  for (const tag of tags) if (JSX_ELEMENT_ALIASES.includes(tag as never)) tags.add(jsxElementAlias(tag))
  return tags
}

/**
 * The tree as the cache keeps it (rehype-static-content.ts): positions gone; only elements, text and
 * rehype-code's blocks, and none of the site's element overrides.
 */
function finish(node: HastRoot | HastRoot['children'][number], overridden: ReadonlySet<string>): void {
  const positioned = node as { position?: unknown }
  if (positioned.position !== undefined) positioned.position = undefined
  if (node.type === 'mdxJsxFlowElement') {
    if (node.name && overridden.has(node.name)) throw new Decline("the site's element overrides")
    return
  }
  if (node.type !== 'root' && node.type !== 'element' && node.type !== 'text') throw new Decline(`hast ${node.type}`)
  if (node.type === 'element' && overridden.has(node.tagName)) throw new Decline("the site's element overrides")
  if ('children' in node) for (const child of node.children) finish(child, overridden)
}

/** Undoes remark-smart-punctuation on a tree the full pipeline will take (it keeps the author's text in `data.straight`). */
function straighten(node: Nodes): void {
  if (node.type === 'text' && (node.data as { straight?: string } | undefined)?.straight !== undefined) {
    node.value = (node.data as { straight: string }).straight
    delete node.data
  }
  if ('children' in node) for (const child of node.children) straighten(child)
}
