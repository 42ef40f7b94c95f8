import type { Element, ElementContent, Properties, Root as HastRoot, Text } from 'hast'
import type { Link, List, ListItem, Parents, Root, RootContent, Table, TableRow } from 'mdast'
import { decline } from '../fast-parse/decline.js'

type Out = ElementContent

/** The page's links as resolved (page-facts.ts), for the page being written. */
let hrefs: ReadonlyMap<Link, string> = new Map()

const text = (value: string): Text => ({ type: 'text', value })
const element = (tagName: string, properties: Properties, children: Out[]): Element => ({
  type: 'element',
  tagName,
  properties,
  children
})

/** remark-rehype's line feeds between blocks (mdast-util-to-hast's `wrap`): between them, and around them when loose. */
function wrap(nodes: Out[], loose: boolean): Out[] {
  const result: Out[] = loose ? [text('\n')] : []
  for (let index = 0; index < nodes.length; index++) {
    if (index) result.push(text('\n'))
    result.push(nodes[index])
  }
  if (loose && nodes.length > 0) result.push(text('\n'))
  return result
}

/** trim-lines: spaces and tabs around each line ending of a text go (remark-rehype's text handler). */
function trimLines(value: string): string {
  if (!value.includes('\n')) return value
  const lines = value.split('\n')
  const last = lines.length - 1
  for (let index = 0; index <= last; index++) {
    let line = lines[index]
    if (index > 0) line = line.replace(/^[ \t]+/, '')
    if (index < last) line = line.replace(/[ \t]+$/, '')
    lines[index] = line
  }
  return lines.join('\n')
}

const trimStart = (value: string) => value.replace(/^[ \t]+/, '')

/** A node's children as hast; after a hard break the next text loses its leading spaces (mdast-util-to-hast's `all`). */
function all(parent: Parents): Out[] {
  const values: Out[] = []
  const nodes = parent.children as RootContent[]
  for (let index = 0; index < nodes.length; index++) {
    const result = one(nodes[index], parent)
    if (result === undefined) continue
    if (index && nodes[index - 1].type === 'break') {
      if (!Array.isArray(result) && result.type === 'text') result.value = trimStart(result.value)
      if (!Array.isArray(result) && result.type === 'element') {
        const head = result.children[0]
        if (head?.type === 'text') head.value = trimStart(head.value)
      }
    }
    if (Array.isArray(result)) values.push(...result)
    else values.push(result)
  }
  return values
}

/** Whether a list is loose (mdast-util-to-hast's `listLoose`). */
const listLoose = (list: List) =>
  Boolean(list.spread) || list.children.some(item => (item.spread == null ? item.children.length > 1 : item.spread))

function listItem(item: ListItem, list: List): Element {
  const results = all(item)
  const loose = listLoose(list)
  const children: Out[] = []
  results.forEach((child, index) => {
    const paragraph = child.type === 'element' && child.tagName === 'p'
    if (loose || index !== 0 || !paragraph) children.push(text('\n'))
    if (paragraph && !loose) children.push(...child.children)
    else children.push(child)
  })
  const tail = results[results.length - 1]
  if (tail && (loose || tail.type !== 'element' || tail.tagName !== 'p')) children.push(text('\n'))
  return element('li', {}, children)
}

function tableRow(row: TableRow, table: Table): Element {
  const tagName = table.children.indexOf(row) === 0 ? 'th' : 'td'
  const cells: Out[] = []
  for (let index = 0; index < table.align!.length; index++) {
    const cell = row.children[index]
    const align = table.align![index]
    cells.push(element(tagName, align ? { align } : {}, cell ? all(cell) : []))
  }
  return element('tr', {}, wrap(cells, true))
}

function one(node: RootContent, parent: Parents): Out | Out[] | undefined {
  switch (node.type) {
    case 'yaml':
      return undefined
    case 'text':
      return text(trimLines(node.value))
    case 'paragraph':
      return element('p', {}, all(node))
    case 'heading':
      return element(`h${node.depth}`, { ...(node.data?.hProperties as Properties) }, all(node))
    case 'strong':
      return element('strong', {}, all(node))
    case 'emphasis':
      return element('em', {}, all(node))
    case 'inlineCode':
      return element('code', {}, [text(node.value.replace(/\r?\n|\r/g, ' '))])
    case 'break':
      return [element('br', {}, []), text('\n')]
    case 'thematicBreak':
      return element('hr', {}, [])
    case 'link':
      return element(
        'a',
        node.title === null || node.title === undefined
          ? { href: hrefs.get(node) }
          : { href: hrefs.get(node), title: node.title },
        all(node)
      )
    case 'image': {
      const properties: Properties = { src: node.url }
      if (node.alt !== null && node.alt !== undefined) properties.alt = node.alt
      if (node.title !== null && node.title !== undefined) properties.title = node.title
      return element('img', properties, [])
    }
    case 'blockquote':
      return element('blockquote', {}, wrap(all(node), true))
    case 'list': {
      const items = node.children.map(item => listItem(item, node))
      const properties: Properties = typeof node.start === 'number' && node.start !== 1 ? { start: node.start } : {}
      return element(node.ordered ? 'ol' : 'ul', properties, wrap(items, true))
    }
    case 'table': {
      const [first, ...rows] = node.children.map(row => tableRow(row, node))
      const content: Out[] = []
      if (first) content.push(element('thead', {}, wrap([first], true)))
      if (rows.length > 0) content.push(element('tbody', {}, wrap(rows, true)))
      return element('table', {}, wrap(content, true))
    }
    case 'code': {
      const language = node.lang ? node.lang.split(/\s+/) : []
      const code = element('code', language.length > 0 ? { className: ['language-' + language[0]] } : {}, [
        text(node.value + '\n')
      ])
      if (node.meta) code.data = { meta: node.meta } as Element['data']
      // (The `pre` keeps its place: rehype-code reads a `.md` fence's meta there and places its warnings.)
      return { ...element('pre', {}, [code]), position: node.position }
    }
    default:
      return decline(`node ${node.type} in ${parent.type}`)
  }
}

/**
 * The hast remark-rehype (mdast-util-to-hast 13) makes of a page's tree, for the node types the token
 * path knows (page-facts.ts checks them first): the same elements, properties in the same order and
 * the same line feeds. Code blocks are left as `pre > code` for rehype-code, as remark-rehype leaves them.
 */
export function toHast(tree: Root, resolved: ReadonlyMap<Link, string>): HastRoot {
  hrefs = resolved
  return { type: 'root', children: wrap(all(tree), false) }
}
