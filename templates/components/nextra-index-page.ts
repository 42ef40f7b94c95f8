// Nextra 4's index-page functions of `nextra/page-map` (re-exported by nextra-page-map.ts): a folder's items
// grouped as an index page lists them, and that page written as MDX and compiled.
import { compileMdx } from '../../src/compile/remote-mdx.js'
import { isMeta, type Meta, type NextraItem } from './nextra-item.js'

/**
 * Nextra 4's `getIndexPageMap(pageMap)`: the folder's items as an index page lists them — each
 * separator as it is (a heading), and each run of pages and folders between them as one list (a
 * `<Cards>` group); meta items left out.
 */
export function getIndexPageMap(pageMap: NextraItem[] = []): (NextraItem | NextraItem[])[] {
  const groups: (NextraItem | NextraItem[])[] = []
  for (const item of pageMap) {
    if (isMeta(item)) continue
    const last = groups.at(-1)
    if (item.type === 'separator') groups.push(item)
    else if (Array.isArray(last)) last.push(item)
    else groups.push([item])
  }
  return groups
}

/**
 * Nextra 4's `createIndexPage(pageMap)`: a folder's items as `<Cards>` (an item's front matter
 * `title`/`sidebarTitle` and `icon`), separators as `##` headings, compiled like `compileMdx`; render
 * it with `<MDXRemote compiledSource={…} components={{ Cards, … }} />`.
 */
export async function createIndexPage(pageMap: NextraItem[] = []): Promise<string> {
  const lines: string[] = []
  let open = false
  for (const item of pageMap) {
    if (isMeta(item)) continue
    if (item.type === 'separator') {
      if (open) lines.push('</Cards>')
      open = false
      lines.push(`## ${String(item.title ?? '')}`)
      continue
    }
    if (!open) lines.push('<Cards>')
    open = true
    if (!item.frontMatter) {
      lines.push('')
      continue
    }
    const { icon, sidebarTitle, title } = item.frontMatter as Meta
    lines.push(
      `<Cards.Card title="${String(sidebarTitle || title)}" href="${item.route}" icon={${icon ? `<${String(icon)}/>` : 'null'}} />`
    )
  }
  if (open) lines.push('</Cards>')
  return compileMdx(lines.join('\n'))
}
