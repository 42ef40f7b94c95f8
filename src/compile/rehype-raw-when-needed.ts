import type { Root } from 'hast'
import rehypeRaw, { type Options } from 'rehype-raw'
import type { VFile } from 'vfile'

interface AnyNode {
  type: string
  properties?: Record<string, unknown>
  children?: AnyNode[]
}

const DATA_PROPERTY = /^data[A-Z]/

/**
 * Whether the tree holds raw HTML (a `raw` node) anywhere. On the way, `data-*` properties set to
 * `true` (remark-rehype's footnotes) become `''`, as a trip through HTML makes them: the only
 * difference that trip makes to a tree without raw HTML (tests/unit/compile/golden.test.tsx).
 */
function hasRaw(node: AnyNode): boolean {
  if (node.type === 'raw') return true
  if (node.properties) for (const key in node.properties) if (node.properties[key] === true && DATA_PROPERTY.test(key)) node.properties[key] = ''
  if (!node.children) return false
  let found = false
  for (const child of node.children) if (hasRaw(child)) found = true
  return found
}

/**
 * rehype-raw for `.md` pages, only when a page holds raw HTML: rehype-raw serialises the whole tree
 * through parse5 and builds it again (~6 % of a cold build of the shared bench's 1,000 Markdown
 * pages, none of which has raw HTML, issue 24); a tree without raw HTML comes out of it the same.
 */
export function rehypeRawWhenNeeded(options: Options) {
  const raw = rehypeRaw(options)
  return (tree: Root, file: VFile): Root => (hasRaw(tree as AnyNode) ? raw(tree, file) : tree)
}
