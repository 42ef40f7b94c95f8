/**
 * Markdown typography on the elements Markdown made, and on those only (issue 34: the Guild website's
 * `/blog`). MDX 2+ routes only Markdown's elements through its `components`, where Nextra's theme
 * gives them their look; an `<h2>` or `<a>` written as JSX, and whatever a site component renders,
 * stay plain elements under Tailwind's reset. guildsite styles Markdown by tag under `.gs-content`,
 * so on a site that follows Nextra the compile marks Markdown's own elements of those tags
 * (`data-md`), the article says so (`data-gs-md`), and `layout.css` styles only marked elements
 * there. A site of guildsite's own keeps styling every element of the content (no marks).
 *
 * Shared by the compile stage (`src/compile/compile-mdx.ts`) and `Playground` (`templates/data.tsx`):
 * a rehype plugin, no dependencies.
 */

/** The tags `layout.css` sets as Markdown typography (`.gs-content h2`, `p`, `a`, lists, quotes, inline code). */
export const MARKED_TAGS: ReadonlySet<string> = new Set([
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'a', 'strong', 'ul', 'ol', 'li', 'blockquote', 'hr', 'code', 'kbd'
]) // prettier-ignore

interface Node {
  type: string
  tagName?: string
  properties?: Record<string, unknown>
  children?: Node[]
}

/**
 * Marks every hast `element` of {@link MARKED_TAGS}: those are Markdown's (and raw HTML's, which MDX
 * maps through its components too); JSX is `mdxJsx*Element` and left as it is, children included
 * (Markdown inside JSX is Markdown again, and marked).
 */
export function rehypeMarkdownMarks() {
  return (tree: Node) => {
    const visit = (node: Node) => {
      if (node.type === 'element' && MARKED_TAGS.has(node.tagName!))
        node.properties = { ...node.properties, dataMd: '' }
      if (node.children) for (const child of node.children) visit(child)
    }
    visit(tree)
  }
}
