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
