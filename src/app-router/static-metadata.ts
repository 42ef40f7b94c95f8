import { readFileSync } from 'node:fs'
import { Parser } from 'acorn'
import type { Node as EstreeNode } from 'estree'
import { NotStatic, staticValue } from '../compile/static-value.js'
import type { PageSource } from '../content/types.js'

// Nextra 4's page map gives each app page its `metadata` export as its `frontMatter` (an MDX page's
// front matter merged under it): a blog index reads its posts' titles, dates and authors from
// `getPageMap('/blog')`. Every page's metadata is needed before any page renders, so it is read
// from the source here, without running it: the literal parts of `export const metadata = {…}`.
// What only running the page gives (an imported image, a spread of another module's object) is
// left out of the other pages' view; the page itself sees its whole evaluated metadata.

const EXPORT = /^export\s+const\s+metadata\s*(?::\s*[\w$.<>]+\s*)?=\s*/m

/** The literal fields of a source's `export const metadata = {…}` ({} when it has none or it does not parse). */
export function staticMetadata(source: string): Record<string, unknown> {
  const match = EXPORT.exec(source)
  if (!match) return {}
  let node: EstreeNode
  try {
    node = Parser.parseExpressionAt(source, match.index + match[0].length, {
      ecmaVersion: 'latest',
      sourceType: 'module'
    }) as unknown as EstreeNode
  } catch {
    return {}
  }
  // (In MDX the JSX after the export block parses on as an operand: `{…} < Byline …`; the object is its left.)
  while (node.type === 'BinaryExpression' || node.type === 'LogicalExpression') node = node.left as EstreeNode
  if (node.type !== 'ObjectExpression') return {}
  const value = literalFields(node)
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {}
}

/** An object's fields whose values are literals (others left out, recursively); any other literal as it is. */
function literalFields(node: EstreeNode): unknown {
  if (node.type !== 'ObjectExpression') return staticValue(node)
  const value: Record<string, unknown> = {}
  for (const property of node.properties) {
    if (property.type !== 'Property' || property.kind !== 'init' || property.method || property.computed) continue
    const key =
      property.key.type === 'Identifier'
        ? property.key.name
        : property.key.type === 'Literal'
          ? String(property.key.value)
          : undefined
    if (key === undefined || key === '__proto__') continue
    try {
      value[key] = literalFields(property.value as EstreeNode)
    } catch (error) {
      if (!(error instanceof NotStatic)) throw error
    }
  }
  return value
}

/**
 * The front matter Nextra 4's page map gives each static app page, by route: an MDX page's front
 * matter with its metadata's literal fields over it, a component page's metadata; the title when
 * none is given is an MDX page's first heading, as Nextra's loader exports it.
 */
export function appFrontMatter(pages: readonly PageSource[]): Record<string, Record<string, unknown>> {
  const byRoute: Record<string, Record<string, unknown>> = {}
  for (const page of pages) {
    const route = page.app?.route
    if (route === undefined) continue
    let text = page.app!.kind === 'mdx' ? page.source : ''
    if (page.app!.kind === 'component')
      try {
        text = readFileSync(page.file.path, 'utf8')
      } catch {
        // (Unreadable: the page's own build says so.)
      }
    const frontMatter: Record<string, unknown> = { ...page.frontMatter, ...staticMetadata(text) }
    if (typeof frontMatter.title !== 'string' && page.firstHeading) frontMatter.title = page.firstHeading
    byRoute[route] = frontMatter
  }
  return byRoute
}
