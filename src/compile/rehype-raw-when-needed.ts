import type { Root } from 'hast'
import rehypeRaw, { type Options } from 'rehype-raw'
import type { VFile } from 'vfile'

/** Whether the tree holds raw HTML (a `raw` node) anywhere. */
function hasRaw(node: { type: string; children?: unknown[] }): boolean {
  if (node.type === 'raw') return true
  if (!node.children) return false
  for (const child of node.children) if (hasRaw(child as { type: string; children?: unknown[] })) return true
  return false
}

/**
 * rehype-raw for `.md` pages, only when a page holds raw HTML: rehype-raw serialises the whole tree
 * through parse5 and builds it again (~6 % of a cold build of the shared bench's 1,000 Markdown
 * pages, none of which has raw HTML, issue 24); a tree without raw HTML comes out of it the same.
 */
export function rehypeRawWhenNeeded(options: Options) {
  const raw = rehypeRaw(options)
  return (tree: Root, file: VFile): Root => (hasRaw(tree) ? raw(tree, file) : tree)
}
