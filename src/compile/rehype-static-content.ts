import type { Root, RootContent } from 'hast'
import type { VFile } from 'vfile'
import { JSX_ELEMENT_ALIASES, jsxElementAlias } from '../../templates/jsx-element-aliases.js'
import { NotStatic, staticValue } from './static-value.js'

declare module 'vfile' {
  interface DataMap {
    /** The page's final hast when it needs no code of its own to render (see `rehypeStaticContent`). */
    staticContent: Root
  }
}

/** Thrown by `rehypeStaticContent` to end the pipeline early: the page's content is its hast. */
export const STATIC_CONTENT = Symbol('static content')

type AnyNode = Root | RootContent | { type: string; children?: AnyNode[]; [key: string]: unknown }

/**
 * Last rehype plugin of a page compiled for the build: when the page holds no code of its own (no
 * ESM, no expressions; JSX attributes are literals; no JSX tag that MDX would leave unmapped but a
 * provider component would map), its hast *is* its content — rendered by `hast-util-to-jsx-runtime`
 * with the same components — and MDX's JavaScript stages (estree, code generation, evaluation) are
 * skipped. Otherwise the pipeline goes on to a module as usual.
 */
export function rehypeStaticContent(options: { providerTags: ReadonlySet<string> }) {
  return (tree: Root, file: VFile) => {
    // The import of the site's element overrides (`h1`, `a`, `pre`; `remark-analyse.ts`) is no code of the
    // page's own when none of those tags appears in it: the page renders the same without it.
    const overrides = tree.children.find(siteElementsOnly)
    if (overrides) {
      const tags = new Set(siteElementsOnly(overrides) ?? [])
      for (const tag of tags) if (JSX_ELEMENT_ALIASES.includes(tag as never)) tags.add(jsxElementAlias(tag))
      if (uses(tree, tags)) return
    }
    if (!isStatic(tree, options.providerTags, overrides)) return
    if (overrides) tree.children = tree.children.filter(child => child !== overrides)
    file.data.staticContent = withoutPositions(tree) as Root
    throw STATIC_CONTENT
  }
}

const siteElementsOnly = (node: AnyNode): readonly string[] | undefined =>
  node.type === 'mdxjsEsm' ? (node.data as { siteElementsOnly?: string[] } | undefined)?.siteElementsOnly : undefined

/** Whether an element of one of these tags (or JSX written with one of these names) is in the tree. */
function uses(node: AnyNode, tags: ReadonlySet<string>): boolean {
  if (node.type === 'element' && tags.has((node as { tagName: string }).tagName)) return true
  if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
    const name = (node as { name: string | null }).name
    if (name && tags.has(name)) return true
  }
  const children = 'children' in node ? (node.children as AnyNode[] | undefined) : undefined
  return Boolean(children?.some(child => uses(child, tags)))
}

function isStatic(node: AnyNode, providerTags: ReadonlySet<string>, skip?: AnyNode): boolean {
  if (node === skip) return true
  switch (node.type) {
    case 'mdxjsEsm':
    case 'raw':
    case 'doctype':
    // falls through: MDX turns HTML comments of `.md` pages into JavaScript comments, which changes the whitespace around them.
    case 'comment':
      return false
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
      // `{/* a comment */}` has no code and renders nothing; any other expression is code.
      return isEmptyProgram(node)
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement': {
      const jsx = node as { name: string | null; attributes: { type: string; value?: unknown }[] }
      if (jsx.name && /^[a-z]/.test(jsx.name) && !jsx.name.includes('.') && providerTags.has(jsx.name)) return false
      for (const attribute of jsx.attributes) {
        if (attribute.type !== 'mdxJsxAttribute') return false
        if (attribute.value && typeof attribute.value === 'object' && !isLiteralExpression(attribute.value))
          return false
      }
      break
    }
  }
  const children = 'children' in node ? (node.children as AnyNode[] | undefined) : undefined
  if (children) for (const child of children) if (!isStatic(child, providerTags, skip)) return false
  return true
}

const programOf = (node: unknown) =>
  (node as { data?: { estree?: { body: { type: string; expression?: unknown }[] } } }).data?.estree

function isEmptyProgram(node: unknown): boolean {
  const program = programOf(node)
  return Boolean(program && program.body.length === 0)
}

function isLiteralExpression(value: unknown): boolean {
  const statement = programOf(value)?.body
  if (!statement || statement.length !== 1 || statement[0].type !== 'ExpressionStatement') return false
  try {
    staticValue(statement[0].expression as Parameters<typeof staticValue>[0])
    return true
  } catch (error) {
    if (error instanceof NotStatic) return false
    throw error
  }
}

/**
 * The tree without positions (and without the empty expressions, which render nothing), for the
 * cache: changed in place, since nothing reads the compile's tree after this plugin. A position
 * becomes `undefined` rather than being deleted (a `delete` turns a node into a slow dictionary
 * object); JSON, the cache's form, leaves such keys out. Copying every node instead (two object
 * spreads per parent) cost ~0.17 CPU-s a worker on the cold 1,000-page shared workload.
 */
function withoutPositions(node: AnyNode): AnyNode {
  const positioned = node as { position?: unknown }
  if (positioned.position !== undefined) positioned.position = undefined
  const parent = node as { children?: unknown }
  if (!Array.isArray(parent.children)) return node
  const children = parent.children as AnyNode[]
  if (children.some(isEmptyExpression)) parent.children = children.filter(child => !isEmptyExpression(child))
  for (const child of parent.children as AnyNode[]) withoutPositions(child)
  return node
}

const isEmptyExpression = (node: AnyNode) =>
  (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') && isEmptyProgram(node)
