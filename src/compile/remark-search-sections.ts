import type { Heading, Root, RootContent } from 'mdast'
import { toString } from 'mdast-util-to-string'
import type { VFile } from 'vfile'

/** One searchable section of a page: the text under a heading, up to the next heading. */
export interface SearchSection {
  /** Heading id ('' for the text before the first heading). */
  anchor: string
  /** Heading text ('' before the first heading). */
  heading: string
  depth: number
  /** Texts of the enclosing headings, outermost first. */
  parents: string[]
  /** Plain text (never HTML). */
  content: string
}

const SKIP = new Set(['yaml', 'mdxjsEsm', 'mdxFlowExpression', 'html', 'definition'])

/**
 * Whitespace that collapsing (`/\s+/g` → one space) would change: a character other than a space,
 * or two in a row. Most sections have neither, and a test costs ~1/5 of the replace it saves
 * (~80 µs a page on the shared workload).
 */
const SPACES_TO_COLLAPSE = /[^\S ]| {2}/

function plainText(node: RootContent, codeblocks: boolean): string {
  if (SKIP.has(node.type)) return ''
  if (node.type === 'code') return codeblocks ? node.value : ''
  if ('children' in node)
    return (node.children as RootContent[])
      .map(child => plainText(child, codeblocks))
      .join(node.type === 'paragraph' || node.type === 'heading' ? '' : ' ')
  if (node.type === 'mdxTextExpression') return ''
  return toString(node)
}

/**
 * Splits a page into heading sections for the search index (`file.data.searchSections`). Runs after
 * heading ids are assigned so anchors match the rendered page.
 */
export function remarkSearchSections(options: { codeblocks?: boolean } = {}) {
  return (tree: Root, file: VFile) => {
    const sections: SearchSection[] = []
    const stack: { depth: number; text: string }[] = []
    let current: SearchSection = { anchor: '', heading: '', depth: 0, parents: [], content: '' }
    const flush = () => {
      const text = current.content
      current.content = (SPACES_TO_COLLAPSE.test(text) ? text.replace(/\s+/g, ' ') : text).trim()
      if (current.heading || current.content) sections.push(current)
    }
    const walk = (nodes: RootContent[]) => {
      for (const node of nodes) {
        if (node.type === 'heading') {
          flush()
          const heading = node as Heading
          const text = toString(heading).trim()
          while (stack.length && stack[stack.length - 1].depth >= heading.depth) stack.pop()
          const id = (heading.data?.hProperties as { id?: string } | undefined)?.id ?? ''
          current = { anchor: id, heading: text, depth: heading.depth, parents: stack.map(s => s.text), content: '' }
          stack.push({ depth: heading.depth, text })
        } else if (
          (node.type === 'mdxJsxFlowElement' || node.type === 'blockquote') &&
          'children' in node &&
          node.children.some(c => c.type === 'heading')
        ) {
          walk(node.children as RootContent[]) // <Steps> and friends hold headings
        } else {
          current.content += ' ' + plainText(node, Boolean(options.codeblocks))
        }
      }
    }
    walk(tree.children)
    flush()
    file.data.searchSections = sections
  }
}
