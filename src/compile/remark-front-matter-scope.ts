import { parse as parseModule } from 'acorn'
import type { Node as EstreeNode, Program } from 'estree'
import type { Root, RootContent } from 'mdast'
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx'
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm'
import { toString } from 'mdast-util-to-string'
import { createRequire } from 'node:module'
import { visit as visitEstree } from 'estree-util-visit'
import { visit, SKIP } from 'unist-util-visit'
import type { VFile } from 'vfile'
import { declaredNames } from './estree.js'
import { NotStatic, staticValue } from './static-value.js'

/** The names a page reads its front matter through: Nextra 2/3 export `frontMatter`, Nextra 4 `metadata`. */
export const FRONT_MATTER_NAMES = ['frontMatter', 'metadata'] as const

let yaml: typeof import('yaml') | undefined

/** The front matter of the page (`{}` without one, or when its YAML is broken: read-page reports that). */
function frontMatterOf(tree: Root): Record<string, unknown> {
  const node = tree.children[0]
  if (!node || node.type !== 'yaml') return {}
  try {
    const value = (yaml ??= createRequire(import.meta.url)('yaml') as typeof import('yaml')).parse(
      node.value
    ) as unknown
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

const programOf = (node: unknown) => (node as { data?: { estree?: Program } }).data?.estree

/** True when the program names `frontMatter` or `metadata` anywhere (cheap, and errs on the safe side). */
function mentionsFrontMatter(program: Program | undefined): boolean {
  if (!program) return false
  let found = false
  visitEstree(program, node => {
    if (node.type === 'Identifier' && (FRONT_MATTER_NAMES as readonly string[]).includes(node.name)) found = true
  })
  return found
}

/** The value of an expression that reads only the front matter (`frontMatter.title`, `metadata['x']`), else NotStatic. */
function readValue(program: Program | undefined, scope: Record<string, unknown>): unknown {
  const body = program?.body
  if (!body || body.length !== 1 || body[0].type !== 'ExpressionStatement') throw new NotStatic()
  return staticValue(body[0].expression as EstreeNode, scope)
}

/**
 * Puts the page's front matter in scope as Nextra does — `frontMatter` (Nextra 2/3) and `metadata`
 * (Nextra 4; its `title` falls back to the first `#` heading, and its `filePath` is the file's path
 * in the site, `app/docs/page.mdx`, which Nextra's own docs pass to their overview pages) — for pages that name them and do not
 * declare them themselves. An expression that only reads a text or number from it (`{frontMatter.title}`,
 * `title={metadata.description}`) is replaced by that value at compile time: the page keeps the static
 * content fast path and its search text and TOC hold the words. Anything else gets the objects as
 * exports of the page's module (what Nextra's loaders add), and so does every file compiled as one
 * that other pages import (`exported`: the bundler's partials).
 */
export function remarkFrontMatterScope(options: { exported?: boolean } = {}) {
  return (tree: Root, file: VFile) => {
    const declared = new Set<string>()
    let mentioned = false
    visit(tree, node => {
      if (node.type === 'mdxjsEsm') {
        const program = programOf(node)
        if (program) for (const name of declaredNames(program)) declared.add(name)
        if (mentionsFrontMatter(program)) mentioned = true
        return
      }
      if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
        if (mentionsFrontMatter(programOf(node))) mentioned = true
        return
      }
      if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
        for (const attribute of (node as MdxJsxFlowElement).attributes) {
          if (attribute.value && typeof attribute.value === 'object' && mentionsFrontMatter(programOf(attribute.value)))
            mentioned = true
          if (attribute.type === 'mdxJsxExpressionAttribute' && mentionsFrontMatter(programOf(attribute)))
            mentioned = true
        }
      }
    })
    const names = FRONT_MATTER_NAMES.filter(name => !declared.has(name))
    // (A file other pages import — `import { metadata } from './post/page.mdx'`, a blog's index
    // listing its posts — exports both, as Nextra's loader compiles every file: `exported`.)
    if ((!mentioned && !options.exported) || names.length === 0) return

    const frontMatter = frontMatterOf(tree)
    const metadata: Record<string, unknown> = { ...frontMatter }
    if (typeof metadata.title !== 'string') {
      const heading = tree.children.find(child => child.type === 'heading' && child.depth === 1)
      const title = heading ? toString(heading) : ''
      if (title) metadata.title = title
    }
    const sitePath = (file.data as { sitePath?: unknown }).sitePath
    if (typeof sitePath === 'string' && metadata.filePath === undefined)
      metadata.filePath = sitePath.split('\\').join('/')
    const scope: Record<string, unknown> = {}
    if (names.includes('frontMatter')) scope.frontMatter = frontMatter
    if (names.includes('metadata')) scope.metadata = metadata

    let remaining = false
    const touched = new Set<{ children: RootContent[] }>()
    visit(tree, (node, index, parent) => {
      if ((node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') && parent && index !== undefined) {
        const program = programOf(node)
        if (!mentionsFrontMatter(program)) return
        let value: unknown
        try {
          value = readValue(program, scope)
        } catch (error) {
          if (!(error instanceof NotStatic)) throw error
          remaining = true
          return
        }
        // React renders strings and numbers; null, undefined and booleans render nothing.
        if (typeof value === 'string' || typeof value === 'number') {
          parent.children[index] = { type: 'text', value: String(value), position: node.position } as RootContent
          touched.add(parent as { children: RootContent[] })
          return SKIP
        }
        if (value === null || value === undefined || typeof value === 'boolean') {
          parent.children.splice(index, 1)
          touched.add(parent as { children: RootContent[] })
          return [SKIP, index]
        }
        remaining = true
        return
      }
      if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
        for (const attribute of (node as MdxJsxFlowElement | MdxJsxTextElement).attributes) {
          if (attribute.type === 'mdxJsxExpressionAttribute') {
            if (mentionsFrontMatter(programOf(attribute))) remaining = true
            continue
          }
          const program =
            attribute.value && typeof attribute.value === 'object' ? programOf(attribute.value) : undefined
          if (!mentionsFrontMatter(program)) continue
          try {
            const value = readValue(program, scope)
            if (typeof value === 'string') (attribute as MdxJsxAttribute).value = value
            else remaining = true
          } catch (error) {
            if (!(error instanceof NotStatic)) throw error
            remaining = true
          }
        }
      }
      if (node.type === 'mdxjsEsm' && mentionsFrontMatter(programOf(node))) remaining = true
      return undefined
    })
    for (const parent of touched) mergeTexts(parent)
    if (!remaining && !options.exported) return
    const source = names.map(name => `export const ${name} = ${JSON.stringify(scope[name])}`).join('\n')
    const estree = parseModule(source, { ecmaVersion: 'latest', sourceType: 'module' }) as unknown as Program
    const esm: MdxjsEsm = { type: 'mdxjsEsm', value: source, data: { estree } }
    const at = tree.children[0]?.type === 'yaml' ? 1 : 0
    tree.children.splice(at, 0, esm as RootContent)
  }
}

/** Joins neighbouring text nodes (as the parser gives them), so the values read in render as the words around them. */
function mergeTexts(parent: { children: RootContent[] }): void {
  const children: RootContent[] = []
  for (const child of parent.children) {
    const last = children.at(-1)
    if (last?.type === 'text' && child.type === 'text') {
      children[children.length - 1] = {
        type: 'text',
        value: last.value + child.value,
        ...(last.position && child.position && { position: { start: last.position.start, end: child.position.end } })
      }
    } else children.push(child)
  }
  parent.children = children
}
