import type { Root } from 'mdast'
import remarkFrontmatter from 'remark-frontmatter'
import remarkMdx from 'remark-mdx'
import remarkParse from 'remark-parse'
import { unified } from 'unified'

/** A default export that renders nothing, for a page whose ESM has none (its content is not compiled here). */
const EMPTY_CONTENT = '\nexport default function MDXContent() { return null }\n'

/**
 * A Markdown page as a meta imports it (`const { getStaticPaths } = await import('./[tag].mdx')`,
 * the Guild's blog tags): the module its `import`/`export` statements make, without the content.
 * Nextra 3 runs the whole page; a meta only ever asks for its data functions and constants, and the
 * content is compiled once the navigation the metas make is known. A `.md` page (no ESM) or a page
 * whose statements export no default gets an empty component as its default export. Text that is
 * not valid MDX reads as a page without statements.
 */
export function markdownPageModule(text: string, path: string): string {
  if (!/\.mdx$/i.test(path)) return EMPTY_CONTENT
  let tree: Root
  try {
    tree = unified().use(remarkParse).use(remarkFrontmatter).use(remarkMdx).parse(text)
  } catch {
    return EMPTY_CONTENT
  }
  const statements: string[] = []
  let hasDefault = false
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue
    statements.push(node.value)
    for (const statement of node.data?.estree?.body ?? []) {
      if (statement.type === 'ExportDefaultDeclaration') hasDefault = true
      if (statement.type === 'ExportNamedDeclaration')
        hasDefault ||= statement.specifiers.some(
          specifier => specifier.exported.type === 'Identifier' && specifier.exported.name === 'default'
        )
    }
  }
  return statements.join('\n') + (hasDefault ? '\n' : EMPTY_CONTENT)
}
