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
const NEEDS: { pattern: RegExp; reason: (match: RegExpExecArray) => string }[] = [
  { pattern: /^\s*['"]use client['"]/, reason: () => `'use client'` },
  {
    pattern:
      /\b(useState|useEffect|useLayoutEffect|useInsertionEffect|useReducer|useSyncExternalStore|useTransition|useOptimistic|useActionState)\s*(?:<[^>()]*>)?\s*\(/,
    reason: match => match[1]
  },
  { pattern: /\s(on[A-Z][A-Za-z]+)=\{/, reason: match => `${match[1]} handler` },
  { pattern: /\bssr\s*:\s*false\b/, reason: () => 'next/dynamic with ssr: false' },
  { pattern: /\bfrom\s*['"]next\/script['"]/, reason: () => 'next/script' }
]

/** In an installed package's built code, JSX has become calls: a handler is an `onClick:` property. */
const COMPILED_HANDLER = {
  pattern: /(?<=[{,]\s*)(on[A-Z][A-Za-z]+)\s*:/,
  reason: (match: RegExpExecArray) => `${match[1]} handler`
}

/** Comments blanked out (same length: positions stay), so that words in them need nothing. */
function withoutComments(source: string): string {
  const blank = (text: string) => text.replace(/[^\n]/g, ' ')
  return source
    .replace(/\/\*[\s\S]*?\*\//g, blank)
    .replace(/(^|[\s;{}(),])(\/\/[^\n]*)/g, (_, lead: string, comment: string) => lead + blank(comment))
}

/**
 * The first reason a module's source needs the browser, at its position; undefined when none.
 * `compiled`: the module is an installed package's built code (its handlers are object properties).
 */
export function browserNeed(source: string, compiled = false): BrowserNeed | undefined {
  let first: { at: number; reason: string } | undefined
  const code = withoutComments(source)
  for (const need of compiled ? [...NEEDS, COMPILED_HANDLER] : NEEDS) {
    const match = need.pattern.exec(code)
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
