import type { Code, Root } from 'mdast'
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx'
import type { VFile } from 'vfile'
import { visit } from 'unist-util-visit'
import { codeHikeFileName } from './rehype-code/code-hike-meta.js'

/**
 * Code Hike's `<CH.Code>` (templates/components/code-hike.tsx) names each of its code blocks by the
 * first word of the block's meta (```` ```bash pnpm ```` → `pnpm`, ```` ```js index.js focus=2 ```` →
 * `index.js`): a group of blocks becomes tabs of those names (`gsTabs`, one a line; a block without a
 * name gets its language), one block with a name gets it as its title (`filename="…"`), as Code Hike
 * draws them. Only files that mention `CH.` are visited.
 */
export function remarkCodeHike() {
  return (tree: Root, file: VFile) => {
    if (!String(file.value).includes('CH.Code')) return
    visit(tree, 'mdxJsxFlowElement', (node: MdxJsxFlowElement) => {
      if (node.name !== 'CH.Code') return
      const blocks = node.children.filter((child): child is Code => child.type === 'code')
      if (blocks.length > 1) {
        const names = blocks.map((block, i) => codeHikeFileName(block.meta) ?? block.lang ?? `Tab ${i + 1}`)
        node.attributes.push({ type: 'mdxJsxAttribute', name: 'gsTabs', value: names.join('\n') })
      } else if (blocks.length === 1) {
        const name = codeHikeFileName(blocks[0]!.meta)
        // (Its other annotations kept: ```` ```ts client.ts focus=2 ````.)
        const meta = blocks[0]!.meta ?? ''
        if (name && !/\bfilename=/.test(meta)) blocks[0]!.meta = `filename="${name}" ${meta.trim().slice(name.length)}`
      }
    })
  }
}
