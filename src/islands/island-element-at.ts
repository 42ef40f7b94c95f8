// Where a page's source uses an island (`<Formatted format={…} />`), for a warning raised while the page
// renders (`island.ts`: props that cannot be sent): React keeps no source positions, so the element is
// found in the page's text by the names the page gives the component.

/** An island as the page uses it: its module, its export, its component's name, the props that failed. */
export interface IslandUse {
  /** The island module's file, relative to the site folder (`components/Formatted.tsx`). */
  file: string
  /** Its export (`default` for a default export). */
  export: string
  /** The component's own name. */
  name: string
  /** The props that could not be sent: the element that gives one of them is preferred. */
  props: string[]
}

/**
 * The line and column of the element in `source` (the page's text) that renders the island: the first
 * `<Name` (a name the page imports the island's export under, or the component's own) outside code
 * fences whose attributes give one of `use.props`, else the first one; else the page's re-export of it as
 * its default (the page is the island); undefined when the page does not write it (the island is rendered
 * by another component, or by an MDX file the page imports).
 */
export function islandElementAt(source: string, use: IslandUse): { line: number; column: number } | undefined {
  const names = [...localNames(source, use), use.name]
  const fenced = fencedRanges(source)
  let first: number | undefined
  for (const name of new Set(names)) {
    const tag = new RegExp(`<${name.replace(/\$/g, '\\$')}(?=[\\s/>])`, 'g')
    for (const found of source.matchAll(tag)) {
      const at = found.index!
      if (fenced.some(([start, end]) => at >= start && at < end)) continue
      first ??= at
      if (givesProp(source, at, use.props)) return positionOf(source, at)
    }
    if (first !== undefined) break
  }
  if (first !== undefined) return positionOf(source, first)
  // (The page's own component, which the page re-exports as its default: `export { IndexPage as default } from '…'`.)
  const name = use.name.replace(/\$/g, '\\$')
  const reexport = new RegExp(`export\\s*\\{[^}]*\\b${name}\\s+as\\s+default\\b|export\\s+default\\s+${name}\\b`).exec(
    source
  )
  return reexport ? positionOf(source, reexport.index) : undefined
}

/** The names the page's imports give the island's export (`import F from '../components/Formatted'`, `{ Formatted as F }`). */
function localNames(source: string, use: IslandUse): string[] {
  const base = use.file.replace(/^.*\//, '').replace(/\.[^.]+$/, '')
  const folder = use.file.replace(/\/[^/]*$/, '').replace(/^.*\//, '')
  const names: string[] = []
  for (const found of source.matchAll(/^import\s+([^'"]*?)\s+from\s+['"]([^'"]+)['"]/gm)) {
    const [, clause, specifier] = found
    const last = specifier!
      .replace(/\/$/, '')
      .replace(/^.*\//, '')
      .replace(/\.[^.]+$/, '')
    // (The module by its file name, or a folder's `index` by the folder's.)
    if (last !== base && !(base === 'index' && last === folder)) continue
    const named = /\{([^}]*)\}/.exec(clause!)?.[1]
    const defaultName = /^([A-Za-z_$][\w$]*)/.exec(clause!.trim())?.[1]
    if (use.export === 'default' && defaultName) names.push(defaultName)
    for (const part of named?.split(',') ?? []) {
      const [imported, local] = part.trim().split(/\s+as\s+/)
      if (imported === use.export) names.push(local ?? imported!)
    }
  }
  return names
}

/** Whether the element's opening tag at `at` gives one of `props` (`format=` or a spread that may). */
function givesProp(source: string, at: number, props: string[]): boolean {
  // (Up to the next element: attributes may span lines and hold `>` in expressions.)
  const next = source.indexOf('\n<', at + 1)
  const tag = source.slice(at, next < 0 ? undefined : next)
  return props.some(prop => new RegExp(`[\\s{]${prop.replace(/\$/g, '\\$')}\\s*=`).test(tag))
}

/** The character ranges of fenced code blocks (``` or ~~~), where a `<Name` is text. */
function fencedRanges(source: string): [number, number][] {
  const ranges: [number, number][] = []
  let open: number | undefined
  let offset = 0
  for (const line of source.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) {
      if (open === undefined) open = offset
      else {
        ranges.push([open, offset + line.length])
        open = undefined
      }
    }
    offset += line.length + 1
  }
  if (open !== undefined) ranges.push([open, source.length])
  return ranges
}

function positionOf(source: string, offset: number): { line: number; column: number } {
  const before = source.slice(0, offset)
  const lineStart = before.lastIndexOf('\n') + 1
  return { line: before.split('\n').length, column: offset - lineStart + 1 }
}
