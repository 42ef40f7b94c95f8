// Which of a site's modules need the browser (issue 35.1). Read from the module's own source: a
// module that renders a module needing the browser does not need it itself (its island is the inner
// component); the outermost wrapped component on a page is the island, decided while it renders
// (`src/islands/island.ts`).
import * as acorn from 'acorn'
import { transform } from 'esbuild'
import { positionAt } from '../shared/diagnostics.js'

export interface BrowserNeed {
  /** Why, in words: `useState`, `'use client'`, `onClick handler`… */
  reason: string
  line: number
  column: number
}

/** Each test: what it finds in the source (comments and strings are not stripped: cheap and good enough). */
const NEEDS: { pattern: RegExp; reason: (match: RegExpExecArray) => string; inImports?: true }[] = [
  { pattern: /^\s*['"]use client['"]/, reason: () => `'use client'` },
  // Called or taken as a value (`const useIsomorphicEffect = isBrowser ? useLayoutEffect : useEffect`):
  // import lines are blanked out before, so a hook named anywhere else is one the module uses.
  {
    pattern:
      /(?<![\w$])(useState|useEffect|useLayoutEffect|useInsertionEffect|useReducer|useSyncExternalStore|useTransition|useOptimistic|useActionState)(?![\w$])/,
    reason: match => match[1]
  },
  { pattern: /\s(on[A-Z][A-Za-z]+)=\{/, reason: match => `${match[1]} handler` },
  { pattern: /\bssr\s*:\s*false\b/, reason: () => 'next/dynamic with ssr: false' },
  { pattern: /\bfrom\s*['"]next\/script['"]/, reason: () => 'next/script', inImports: true }
]

/**
 * Browser globals read by the site's own code (issue 35.1: "browser globals reached at render"):
 * `window.…`, `document.…`, `localStorage`, `typeof window`… In an installed package's built code
 * they are mostly guards of code that never renders; its handlers tell there.
 */
const BROWSER_GLOBAL = {
  pattern:
    /(?<![\w$.])(?:typeof\s+(window|document|navigator|localStorage|sessionStorage)(?![\w$])|(window|document|navigator|localStorage|sessionStorage|matchMedia)\s*(?:\?\.|[.[(]))/,
  reason: (match: RegExpExecArray) => `browser global ${match[1] ?? match[2]}`
}

/** In an installed package's built code, JSX has become calls: a handler is an `onClick:` property. */
const COMPILED_HANDLER = {
  pattern: /(?<=[{,]\s*)(on[A-Z][A-Za-z]+)\s*:/,
  reason: (match: RegExpExecArray) => `${match[1]} handler`
}

const blank = (text: string) => text.replace(/[^\n]/g, ' ')

/** Comments blanked out (same length: positions stay), so that words in them need nothing. */
function withoutComments(source: string): string {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, blank)
    .replace(/(^|[\s;{}(),])(\/\/[^\n]*)/g, (_, lead: string, comment: string) => lead + blank(comment))
}

/** `import … from '…'` and `export { … } from '…'` blanked out: naming a hook there uses nothing. */
const withoutImports = (code: string): string =>
  code.replace(/^[ \t]*(?:import|export)\s[^;'"]*?\bfrom\s*(['"])[^'"\n]*\1/gm, blank)

/**
 * The first reason a module's source needs the browser, at its position; undefined when none.
 * `compiled`: the module is an installed package's built code (its handlers are object properties).
 */
export function browserNeed(source: string, compiled = false): BrowserNeed | undefined {
  let first: { at: number; reason: string } | undefined
  const withImports = withoutComments(source)
  const code = withoutImports(withImports)
  const needs: { pattern: RegExp; reason: (match: RegExpExecArray) => string; inImports?: true }[] = compiled
    ? [...NEEDS, COMPILED_HANDLER]
    : [...NEEDS, BROWSER_GLOBAL]
  for (const need of needs) {
    const match = need.pattern.exec(need.inImports ? withImports : code)
    if (match && (!first || match.index < first.at)) {
      const lead = match[0].length - match[0].trimStart().length
      first = { at: match.index + lead, reason: need.reason(match) }
    }
  }
  if (!first) return undefined
  const { line, column } = positionAt(source, first.at)
  return { reason: first.reason, line, column }
}

const LOADERS = { '.ts': 'ts', '.tsx': 'tsx', '.js': 'jsx', '.jsx': 'jsx', '.mjs': 'jsx', '.mts': 'ts' } as const

/** A module's export names (`default` included), read from its ES syntax; undefined when it cannot be parsed. */
export async function exportNames(source: string, extension: string): Promise<string[] | undefined> {
  try {
    const loader = LOADERS[extension as keyof typeof LOADERS] ?? 'tsx'
    const { code } = await transform(source, { loader, format: 'esm', jsx: 'automatic', target: 'es2022' })
    const program = acorn.parse(code, { ecmaVersion: 'latest', sourceType: 'module' })
    const names = new Set<string>()
    for (const node of program.body) {
      if (node.type === 'ExportDefaultDeclaration') names.add('default')
      else if (node.type === 'ExportNamedDeclaration') {
        for (const specifier of node.specifiers) {
          const exported = specifier.exported
          names.add(exported.type === 'Identifier' ? exported.name : String(exported.value))
        }
        const declaration = node.declaration
        if (declaration?.type === 'FunctionDeclaration' || declaration?.type === 'ClassDeclaration')
          names.add(declaration.id.name)
        else if (declaration?.type === 'VariableDeclaration')
          for (const item of declaration.declarations) if (item.id.type === 'Identifier') names.add(item.id.name)
      }
    }
    return [...names]
  } catch {
    return undefined
  }
}

type Node = acorn.AnyNode

/** `exports` or `module.exports`. */
const isExportsObject = (node: Node): boolean =>
  (node.type === 'Identifier' && node.name === 'exports') ||
  (node.type === 'MemberExpression' &&
    node.object.type === 'Identifier' &&
    node.object.name === 'module' &&
    node.property.type === 'Identifier' &&
    node.property.name === 'exports')

const keyName = (node: Node): string | undefined =>
  node.type === 'Identifier'
    ? node.name
    : node.type === 'Literal' && typeof node.value === 'string'
      ? node.value
      : undefined

/**
 * A CommonJS module's export names, read from its top-level statements as bundlers and Node's
 * lexer read them (`exports.A =`, `module.exports.A =`, `Object.defineProperty(exports, 'A', …)`,
 * `module.exports = { A, B }`; `module.exports = X` is a default export); undefined when the source
 * is not CommonJS or cannot be parsed. `__esModule` is no export.
 */
export function commonJsExportNames(source: string): string[] | undefined {
  if (!/\b(?:module\.)?exports\b/.test(source)) return undefined
  // Names made at run time (re-exports of every name of another module): not to be read here.
  if (
    /Object\.assign\(\s*(?:module\.)?exports\b|__exportStar|__export\(|__reExport|Object\.keys\(_[\w$]+\)\.forEach/.test(
      source
    )
  )
    return undefined
  let program: acorn.Program
  try {
    program = acorn.parse(source, { ecmaVersion: 'latest', sourceType: 'script', allowHashBang: true })
  } catch {
    return undefined
  }
  const names = new Set<string>()
  const visit = (node: Node | null | undefined): void => {
    if (!node) return
    if (node.type === 'SequenceExpression') return node.expressions.forEach(visit)
    // esbuild's note for CommonJS lexers, never run: `0 && (module.exports = { DiffEditor, Editor })`
    // (@monaco-editor/react's build: its names are otherwise made at run time by a minified helper).
    if (
      node.type === 'LogicalExpression' &&
      node.operator === '&&' &&
      node.left.type === 'Literal' &&
      node.left.value === 0
    )
      return visit(node.right)
    if (node.type === 'AssignmentExpression' && node.left.type === 'MemberExpression') {
      const { object, property, computed } = node.left
      if (isExportsObject(object)) {
        const name = computed ? keyName(property) : property.type === 'Identifier' ? property.name : undefined
        if (name) names.add(name)
      } else if (isExportsObject(node.left)) {
        if (node.right.type === 'ObjectExpression')
          for (const item of node.right.properties) {
            const name = item.type === 'Property' && !item.computed ? keyName(item.key) : undefined
            if (name) names.add(name)
          }
        else names.add('default')
      }
      return visit(node.right)
    }
    if (
      node.type === 'CallExpression' &&
      node.callee.type === 'MemberExpression' &&
      node.callee.object.type === 'Identifier' &&
      node.callee.object.name === 'Object' &&
      node.callee.property.type === 'Identifier' &&
      node.callee.property.name === 'defineProperty' &&
      node.arguments[0] &&
      isExportsObject(node.arguments[0]) &&
      node.arguments[1]
    ) {
      const name = keyName(node.arguments[1])
      if (name) names.add(name)
    }
  }
  for (const statement of program.body) if (statement.type === 'ExpressionStatement') visit(statement.expression)
  names.delete('__esModule')
  return names.size > 0 ? [...names] : undefined
}
