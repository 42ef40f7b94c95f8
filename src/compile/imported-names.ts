/**
 * The names a module imports (or re-exports) from `specifier`, read from its source text. Used to
 * give a stand-in module exactly the exports its importers ask for.
 */
export function importedNames(source: string, specifier: string): { names: Set<string>; offset: number } {
  const names = new Set<string>()
  let offset = -1
  const quoted = specifier.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const re = new RegExp(`\\b(import|export)\\s+(?:type\\s+)?([^;]*?)\\s*from\\s*['"]${quoted}['"]`, 'g')
  for (const match of source.matchAll(re)) {
    if (offset < 0) offset = match.index ?? 0
    const clause = match[2].trim()
    const braces = /\{([^}]*)\}/.exec(clause)
    if (braces) {
      for (const part of braces[1].split(',')) {
        const name = part.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0].trim()
        if (name) names.add(name)
      }
    }
    const before = (braces ? clause.slice(0, braces.index) : clause).replace(/,\s*$/, '').trim()
    if (match[1] === 'import' && before && !before.startsWith('*')) names.add('default')
  }
  return { names, offset }
}
