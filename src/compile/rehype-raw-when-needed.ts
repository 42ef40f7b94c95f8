import type { Element, Properties, Root, RootContent } from 'hast'
import rehypeRaw, { type Options } from 'rehype-raw'
import type { VFile } from 'vfile'

// rehype-raw serialises a `.md` page's whole tree through parse5 and builds it again: 8.5 % of a
// `--no-cache` build of the shared bench's 1,000 Markdown pages (bench/RESULTS.md, "Where a cold
// build's CPU goes"), none of which holds raw HTML. A tree without raw HTML skips the trip and gets
// the changes the trip makes to such a tree, done in place
// (tests/unit/compile/rehype-raw-when-needed.test.ts compares the two on every CommonMark example
// and .md fixture):
// - the line feed that starts a `pre`, `listing` or `textarea` is dropped (parse5's "newlines at the
//   start of pre blocks are ignored", also through a `code` start tag: CommonMark 127, 129);
// - `data-*` properties that are `true` become `''` (an attribute's value), `false` ones go;
// - empty text nodes go, adjacent ones merge, and elements lose `data` (parse5 builds new nodes).

/** Elements after whose start tag parse5 drops a line feed. */
const NEWLINE_SKIPPERS = new Set(['pre', 'listing', 'textarea'])

/**
 * rehype-raw for `.md` pages when the tree holds raw HTML (a `raw` node); otherwise the same result
 * without the parse5 round trip.
 */
export function rehypeRawWhenNeeded(options: Options) {
  const raw = rehypeRaw(options)
  return (tree: Root, file: VFile): Root | undefined => {
    if (hasRaw(tree)) return raw(tree, file) as Root | undefined
    normalise(tree)
    return tree
  }
}

type Parent = { children: RootContent[] }

/** Whether the tree holds raw HTML anywhere. */
function hasRaw(node: Root | RootContent): boolean {
  if (node.type === 'raw') return true
  if (!('children' in node)) return false
  for (const child of node.children) if (hasRaw(child)) return true
  return false
}

function normalise(parent: Parent): void {
  const list = parent.children
  // The children kept, made only once one goes (most lists keep all: no array per parent).
  let kept: RootContent[] | undefined
  for (let index = 0; index < list.length; index++) {
    const child = list[index]!
    if (child.type === 'text') {
      if (child.value === '') {
        kept ??= list.slice(0, index)
        continue
      }
      const previous = kept ? kept[kept.length - 1] : list[index - 1]
      if (previous?.type === 'text') {
        previous.value += child.value
        if (previous.position && child.position) previous.position.end = child.position.end
        kept ??= list.slice(0, index)
        continue
      }
    } else if (child.type === 'element') {
      normaliseElement(child)
    } else if ('children' in child) {
      // A pass-through node (MDX JSX of an alert): rehype-raw runs on its children as a tree of their own.
      normalise(child as Parent)
    }
    kept?.push(child)
  }
  if (kept) parent.children = kept
}

function normaliseElement(element: Element): void {
  delete element.data
  element.properties = dataValues(element.properties)
  normalise(element)
  if (NEWLINE_SKIPPERS.has(element.tagName)) dropLeadingNewline(element)
}

/** `data-*: true` → `''` and no `false` or empty property: the attributes parse5 reads back. */
function dataValues(properties: Properties): Properties {
  for (const key in properties) {
    const value = properties[key]
    if (value === false || value === null || value === undefined) delete properties[key]
    else if (value === true && /^data[A-Z0-9]/.test(key)) properties[key] = ''
  }
  return properties
}

/**
 * parse5 drops a line feed that comes first after the start tag (start tags in between do not end
 * the wait; an end tag, a comment — a pass-through node — or any character does).
 */
function dropLeadingNewline(element: Element): void {
  let parent: Element = element
  for (;;) {
    const first = parent.children[0]
    if (!first) return
    if (first.type === 'element') {
      parent = first
      continue
    }
    if (first.type !== 'text') return
    if (first.value.startsWith('\n')) {
      first.value = first.value.slice(1)
      if (first.value === '') parent.children.shift()
    }
    return
  }
}
