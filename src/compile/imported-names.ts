/**
 * The names a module imports (or re-exports) from `specifier`, read from its source text (JS, TS or
 * MDX), and the offset of its first import of it (static, bare, `import()` or `require()`): used to
 * give a stand-in module the exports its importer asks for, and to place the warning. Type-only
 * imports (`import type { A }`, `{ type A }`) name nothing: they are gone once compiled. A namespace
 * import names the members the module uses, and `*`.
 */
export function importedNames(source: string, specifier: string): { names: Set<string>; offset: number } {
  const names = new Set<string>()
  const quoted = specifier.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  // The clause holds no quote and no `;`, so one match never spans an earlier import's `from '…'`
  // (MDX and much TypeScript have no semicolons).
  // (A JSDoc `@import {ReactNode} from 'react'`, as @mdx-js/react's code has, is a type: no name.)
  const re = new RegExp(`(?<!@)\\b(import|export)\\s+(type\\s+)?([^;'"\`]*?)\\s*from\\s*['"]${quoted}['"]`, 'g')
  const offsets: number[] = []
  for (const match of source.matchAll(re)) {
    const clause = match[3].trim()
    // A clause with markup is an import written in a code block, highlighted (`</c-2> Callout <c-2>`).
    if (/[<>]/.test(clause)) continue
    offsets.push(match.index ?? 0)
    if (match[2]) continue
    const braces = /\{([^}]*)\}/.exec(clause)
    if (braces) {
      for (const part of braces[1].split(',')) {
        const entry = part.trim()
        if (!entry || /^type\s/.test(entry)) continue
        const name = entry.split(/\s+as\s+/)[0].trim()
        if (/^[A-Za-z_$][\w$]*$/.test(name)) names.add(name)
      }
    }
    const before = (braces ? clause.slice(0, braces.index) : clause).replace(/,\s*$/, '').trim()
    if (match[1] === 'import' && before && !before.startsWith('*')) names.add('default')
    // A namespace import (`import * as Icons`): the members the module uses (`<Icons.Star />`), and `*`:
    // the namespace may go on as a value (`{ ...components, Lucide }` in mdx-components, `Icons[name]`),
    // whose members nobody can list here (`stand-in-source.ts` answers any of them).
    const namespace = /\*\s*as\s+([A-Za-z_$][\w$]*)/.exec(clause)?.[1]
    if (namespace) names.add('*')
    if (namespace)
      for (const member of source.matchAll(
        new RegExp(`(?<![\\w$.])${namespace.replace(/\$/g, '\\$')}\\.([A-Za-z_$][\\w$]*)`, 'g')
      ))
        names.add(member[1])
  }
  // `require()` (and `import()`) of it: a member read off the call (`require('dotenv').config()`), a
  // destructuring (`const { z } = require('zod')`), or the members of the variable it is bound to.
  const call = `(?:\\brequire|\\bimport)\\s*\\(\\s*['"\`]${quoted}['"\`]\\s*\\)`
  // (Never `then`: a module with that export is a thenable, and `import()` of it never settles.)
  for (const match of source.matchAll(new RegExp(`${call}\\s*\\.\\s*([A-Za-z_$][\\w$]*)`, 'g')))
    if (!['then', 'catch', 'finally'].includes(match[1])) names.add(match[1])
  for (const match of source.matchAll(
    new RegExp(`\\b(?:const|let|var)\\s*\\{([^}]*)\\}\\s*=\\s*(?:await\\s+)?${call}`, 'g')
  ))
    for (const part of match[1].split(',')) {
      const name = part.split(':')[0].trim()
      if (/^[A-Za-z_$][\w$]*$/.test(name)) names.add(name)
    }
  for (const match of source.matchAll(
    new RegExp(`\\b(?:const|let|var)\\s+([A-Za-z_$][\\w$]*)\\s*=\\s*(?:await\\s+)?${call}`, 'g')
  ))
    for (const member of source.matchAll(
      new RegExp(`(?<![\\w$.])${match[1].replace(/\$/g, '\\$')}\\.([A-Za-z_$][\\w$]*)`, 'g')
    ))
      names.add(member[1])
  const other = new RegExp(`\\bimport\\s*['"]${quoted}['"]|\\b(?:import|require)\\s*\\(\\s*['"\`]${quoted}['"\`]`, 'g')
  for (const match of source.matchAll(other)) offsets.push(match.index ?? 0)
  return { names, offset: offsets.length > 0 ? Math.min(...offsets) : -1 }
}

/**
 * Whether `source` imports `specifier` as JSON (`… from '../package.json' assert { type: 'json' }` or
 * `with { … }`): esbuild loads such an import only with its JSON loader, so its stand-in is JSON too.
 */
export function importedAsJson(source: string, specifier: string): boolean {
  const quoted = specifier.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return new RegExp(`['"]${quoted}['"]\\s*(assert|with)\\s*\\{[^}]*\\btype\\s*:\\s*['"]json['"]`).test(source)
}
