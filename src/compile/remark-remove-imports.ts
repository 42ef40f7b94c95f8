import type { Program } from 'estree'
import type { Root, RootContent } from 'mdast'

/**
 * MDX compiled from a string at build time (`compileMdx`, `remote`) runs as a function body, where an
 * `import` cannot run: its imports are dropped, as Nextra's compiler drops them for remote content,
 * and its components come from what the page passes (`<MDXRemote components>`) or the built-ins.
 */
export function remarkRemoveImports() {
  return (tree: Root) => {
    tree.children = tree.children.flatMap((node): RootContent[] => {
      if (node.type !== 'mdxjsEsm') return [node]
      const program = (node.data as { estree?: Program } | undefined)?.estree
      if (!program) return [node]
      program.body = program.body.filter(statement => statement.type !== 'ImportDeclaration')
      return program.body.length > 0 ? [node] : []
    })
  }
}
