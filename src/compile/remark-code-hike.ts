import type { Code, Link, Parent, Root, RootContent } from 'mdast'
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx'
import type { VFile } from 'vfile'
import { SKIP, visit } from 'unist-util-visit'
import { codeFromOf, readCodeFrom } from './code-hike-from.js'
import { codeHikeFileName } from './rehype-code/code-hike-meta.js'

/**
 * Code Hike 0.9 (`@code-hike/mdx`'s remark plugin, keaganaut/docs-nextra, safe-global/safe-docs) as its
 * components draw it (`templates/components/code-hike.tsx`), the MDX rearranged here for them:
 * - `<CH.Code>`: its blocks are the tabs of one editor frame, named by the first word of each block's
 *   meta (```` ```bash pnpm ```` → `pnpm`, ```` ```js index.js focus=2 ```` → `index.js`; `gsTabs`, one a
 *   line; a block without a name gets its language); a `---` between them starts the frame's second
 *   panel (`gsSouth`: the index of its first block). One block with a name also gets it as its title.
 * - With `all` (the site gives Nextra Code Hike's plugin, config `codeHike`): every other code block is a
 *   `CH.Code` of its own, as Code Hike draws every fence; a block whose only line is `// from ./x.ts` shows that
 *   file (`code-hike-from.ts`), and with `lineNumbers` (config `codeHikeLineNumbers`) every block is numbered.
 * - `CH.Scrollycoding`, `CH.Spotlight`: steps split at `---`; each step's code blocks leave its text and
 *   make that step's editor, which keeps the files of the steps before it (a block left empty shows its
 *   file's code of the step before, as Code Hike does). Their children become the steps (`CH.Step`)
 *   followed by one `CH.Code` per step (`gsStep`).
 * - `CH.Section`: its `[text](focus://2:4)` / `(focus://app.js#2:4)` links are `CH.SectionLink`s that focus
 *   those lines of the section's code while pointed at.
 */
export function remarkCodeHike(options: { all?: boolean; lineNumbers?: boolean } = {}) {
  return (tree: Root, file: VFile) => {
    const text = String(file.value)
    if (!options.all && !text.includes('CH.')) return
    if (options.all)
      visit(tree, 'code', (node: Code) => {
        // (Code Hike's `lineNumbers: true`: every block numbered, as `showLineNumbers` numbers one.)
        if (options.lineNumbers && !/\bshowLineNumbers\b/.test(node.meta ?? ''))
          node.meta = `${node.meta ?? ''} showLineNumbers`.trim()
        // (A block whose only line is `// from ./file.ts 2:5`: that file's text, `code-hike-from.ts`.)
        const from = file.path ? codeFromOf(node.value, node.lang, file.path) : undefined
        if (!from) return
        const text = readCodeFrom(from)
        if (text !== undefined) node.value = text
        else
          file.message(`Code Hike's "from" names ${from.written}, which cannot be read; the block shows the comment`, {
            place: node.position,
            ruleId: 'code-from-missing',
            source: 'guildsite'
          })
      })
    visit(tree, (node, index, parent) => {
      if (node.type === 'mdxJsxFlowElement' && node.name?.startsWith('CH.')) {
        if (node.name === 'CH.Code') codeGroup(node)
        else if (node.name === 'CH.Scrollycoding' || node.name === 'CH.Spotlight') steps(node)
        else if (node.name === 'CH.Section') section(node)
        else return
        return SKIP
      }
      // (A mermaid block stays a diagram.)
      if (node.type === 'code' && options.all && parent && index !== undefined && node.lang !== 'mermaid') {
        const group = jsx('CH.Code', [node])
        codeGroup(group)
        parent.children.splice(index, 1, group as never)
        return SKIP
      }
    })
  }
}

/** Names the blocks of a `CH.Code` (its tabs) and where its second panel starts. */
function codeGroup(node: MdxJsxFlowElement): void {
  const south = node.children.findIndex(child => child.type === 'thematicBreak')
  const blocks = node.children.filter((child): child is Code => child.type === 'code')
  if (south !== -1) {
    const northCount = node.children.slice(0, south).filter(child => child.type === 'code').length
    if (northCount > 0 && northCount < blocks.length) attribute(node, 'gsSouth', String(northCount))
    node.children = blocks
  }
  const names = blocks.map((block, i) => codeHikeFileName(block.meta) ?? block.lang ?? `Tab ${i + 1}`)
  if (blocks.length > 1) attribute(node, 'gsTabs', names.join('\n'))
  else if (blocks.length === 1) {
    const name = codeHikeFileName(blocks[0]!.meta)
    if (!name) return
    attribute(node, 'gsTabs', name)
    // (Its other annotations kept: ```` ```ts client.ts focus=2 ````.)
    const meta = blocks[0]!.meta ?? ''
    if (!/\bfilename=/.test(meta)) blocks[0]!.meta = `filename="${name}" ${meta.trim().slice(name.length)}`
  }
}

/** A layout's children as steps, then each step's editor. */
function steps(node: MdxJsxFlowElement): void {
  const groups: RootContent[][] = [[]]
  for (const child of node.children) {
    if (child.type === 'thematicBreak') groups.push([])
    else groups.at(-1)!.push(child as RootContent)
  }
  const files = new Map<string, Code>()
  let active: string | undefined
  const stepNodes: MdxJsxFlowElement[] = []
  const editors: MdxJsxFlowElement[] = []
  groups.forEach((group, index) => {
    const content: RootContent[] = []
    for (const child of group) {
      const blocks =
        child.type === 'code'
          ? [child]
          : child.type === 'mdxJsxFlowElement' && child.name === 'CH.Code'
            ? child.children.filter((block): block is Code => block.type === 'code')
            : undefined
      if (!blocks) {
        content.push(child)
        continue
      }
      for (const block of blocks) {
        const name = codeHikeFileName(block.meta) ?? block.lang ?? 'code'
        const before = files.get(name)
        // (An empty block is its file's code of the step before, with this step's annotations.)
        const value = block.value.trim() === '' && before ? before.value : block.value
        files.set(name, { ...block, value })
        active = name
      }
    }
    stepNodes.push(jsx('CH.Step', content as MdxJsxFlowElement['children']))
    const names = [...files.keys()]
    const editor = jsx(
      'CH.Code',
      names.map(name => structuredClone(files.get(name)!))
    )
    codeGroup(editor)
    if (names.length === 1) attribute(editor, 'gsTabs', names[0]!)
    if (active) attribute(editor, 'gsActive', String(names.indexOf(active)))
    attribute(editor, 'gsStep', String(index))
    editors.push(editor)
  })
  node.children = [...stepNodes, ...editors]
}

/** A section's code blocks in frames, its `focus://` links as `CH.SectionLink` (`focus`, and `file` when the link names one). */
function section(node: MdxJsxFlowElement): void {
  visit(node, (child, index, parent) => {
    if (child.type === 'mdxJsxFlowElement' && child.name === 'CH.Code') {
      codeGroup(child)
      return SKIP
    }
    if (child.type !== 'code' || !parent || index === undefined) return
    const group = jsx('CH.Code', [child])
    codeGroup(group)
    parent.children.splice(index, 1, group as never)
    return SKIP
  })
  visit(node, 'link', (link: Link, index, parent: Parent | undefined) => {
    if (!link.url.startsWith('focus://') || !parent || index === undefined) return
    const [first = '', second] = decodeURI(link.url.slice('focus://'.length)).split('#')
    const element: MdxJsxTextElement = {
      type: 'mdxJsxTextElement',
      name: 'CH.SectionLink',
      attributes: [],
      children: link.children as MdxJsxTextElement['children']
    }
    attribute(element, 'focus', second ?? first)
    if (second !== undefined) attribute(element, 'file', first)
    parent.children.splice(index, 1, element as never)
    return SKIP
  })
}

function jsx(name: string, children: MdxJsxFlowElement['children']): MdxJsxFlowElement {
  return { type: 'mdxJsxFlowElement', name, attributes: [], children }
}

function attribute(node: MdxJsxFlowElement | MdxJsxTextElement, name: string, value: string): void {
  node.attributes = node.attributes.filter(attr => !(attr.type === 'mdxJsxAttribute' && attr.name === name))
  node.attributes.push({ type: 'mdxJsxAttribute', name, value })
}
