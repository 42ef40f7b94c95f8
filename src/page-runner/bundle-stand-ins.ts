import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { ICON_PACKAGE } from '../compile/stand-in-source.js'

// Whether a page's bundle holds the stand-in of an absent import (`compile/stand-in-source.ts`): the
// page (or a module it imports) imports something that is not installed. Read from the bundle's
// files, not from what ran: a module evaluates once per thread, so what ran depends on earlier pages.

// (The stand-in's own symbol; the bundler may rename `__gsMissing` where two modules of a chunk declare it.)
const STAND_IN_MARK = 'guildsite.standInUses'
const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*["'](\.{1,2}\/[^"']+\.m?js)["']/g
const ABSENT_NAME = /__gsMissing\d*\("((?:[^"\\]|\\.)+)"\)/g

const known = new Map<string, string | null>()

/**
 * The first absent import whose stand-in the bundle `file` (with the chunks it imports statically)
 * holds, e.g. `openapi-fetch`; undefined when every import of the page is present.
 */
export function bundleStandIn(file: string | undefined): string | undefined {
  if (!file) return undefined
  const seen = new Set<string>()
  const visit = (path: string): void => {
    if (seen.has(path)) return
    seen.add(path)
    let text: string
    try {
      text = readFileSync(path, 'utf8')
    } catch {
      return
    }
    if (!text.includes(STAND_IN_MARK)) return void visitImports(path, text)
    const own = [...text.matchAll(ABSENT_NAME)].map(([, name]) => JSON.parse(`"${name}"`) as string)
    names.push(...(own.length > 0 ? own : ['an absent import']))
    visitImports(path, text)
  }
  const visitImports = (path: string, text: string) => {
    for (const [, specifier] of text.matchAll(STATIC_IMPORT)) visit(resolve(dirname(path), specifier))
  }
  const names: string[] = []
  const cached = known.get(file)
  if (cached !== undefined) return cached ?? undefined
  visit(file)
  // (An icon package's stand-ins draw empty boxes: the page is more likely to need another one.)
  const found = names.find(name => !ICON_PACKAGE.test(name)) ?? names[0]
  known.set(file, found ?? null)
  return found
}
