import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { bundledLanguages, type BundledLanguage } from 'shiki'
import { defaultJavaScriptRegexConstructor } from 'shiki/engine/javascript'
import { distPath } from '../../package-root.js'

// Shiki's JavaScript regex engine converts each Oniguruma pattern to a JavaScript regex (oniguruma-to-es:
// parse, transform, generate) the first time a scanner needs it: ~0.4 ms a pattern, a tenth of the
// highlighting of the 1,000-page workload, paid again by every process. The package build converts the
// patterns of the grammars that run on that engine once (`buildRegexTable`, scripts/build.mjs) and a
// process builds those regexes from the table (`regexConstructor`): `new RegExp(source, flags)` of the
// very regex the engine would have made. Only plain regexes are kept (the conversions that need the
// engine's emulation, a few percent, are made as before), and the table is used only where it was made
// with the same Shiki version and the same regex features (the `v` flag), its first entries checked
// against a live conversion. tests/unit/compile/regex-engine.test.ts checks every entry.

/** The file the package build writes. */
export const REGEX_TABLE_FILE = distPath('regex-table.json')

/** What the engine's default constructor is given (`createJavaScriptRegexEngine`'s `target`). */
const TARGET = 'auto'

interface RegexTable {
  shiki: string
  unicodeSets: boolean
  /** Pattern → [source, flags] of the regex the engine makes of it. */
  regexes: [pattern: string, source: string, flags: string][]
}

const shikiVersion = (): string => (createRequire(import.meta.url)('shiki/package.json') as { version: string }).version

const unicodeSets = (): boolean => {
  try {
    return new RegExp('', 'v').flags === 'v'
  } catch {
    return false
  }
}

/** The engine's regex of `pattern`, as the table holds it; undefined for an emulated one. */
function convert(pattern: string): [source: string, flags: string] | undefined {
  const regex = defaultJavaScriptRegexConstructor(pattern, { target: TARGET })
  return Object.getPrototypeOf(regex) === RegExp.prototype ? [regex.source, regex.flags] : undefined
}

/** Every regex source of a grammar (match, begin, end, while), anywhere in it. */
export function grammarPatterns(value: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) grammarPatterns(item, out)
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if ((key === 'match' || key === 'begin' || key === 'end' || key === 'while') && typeof item === 'string')
        out.add(item)
      else grammarPatterns(item, out)
    }
  }
  return out
}

/** The table of the bundled grammars of `languages` (the package build writes it to {@link REGEX_TABLE_FILE}). */
export async function buildRegexTable(languages: readonly string[]): Promise<RegexTable> {
  const patterns = new Set<string>()
  for (const lang of languages)
    for (const registration of (await bundledLanguages[lang as BundledLanguage]()).default)
      grammarPatterns(registration, patterns)
  const regexes: RegexTable['regexes'] = []
  for (const pattern of [...patterns].sort()) {
    let converted: ReturnType<typeof convert>
    try {
      converted = convert(pattern)
    } catch {
      // A pattern the engine cannot convert fails where it is used, as without the table.
      continue
    }
    if (converted) regexes.push([pattern, ...converted])
  }
  return { shiki: shikiVersion(), unicodeSets: unicodeSets(), regexes }
}

/** Entries compared with a live conversion before a table is trusted. */
const CHECKED = 4

/** The table's regexes by pattern, or undefined when there is none or it was made for another setting. */
function readTable(file: string): Map<string, [string, string]> | undefined {
  let table: RegexTable
  try {
    table = JSON.parse(readFileSync(file, 'utf8')) as RegexTable
  } catch {
    return undefined
  }
  if (table.shiki !== shikiVersion() || table.unicodeSets !== unicodeSets()) return undefined
  for (const [pattern, source, flags] of table.regexes.slice(0, CHECKED)) {
    const live = convert(pattern)
    if (live?.[0] !== source || live[1] !== flags) return undefined
  }
  return new Map(table.regexes.map(([pattern, source, flags]) => [pattern, [source, flags]]))
}

/**
 * The JavaScript engine's `regexConstructor`: the table's regex of a pattern when it has one, else
 * the engine's own conversion.
 */
export function regexConstructor(file = REGEX_TABLE_FILE): (pattern: string) => RegExp {
  const table = readTable(file)
  return pattern => {
    const entry = table?.get(pattern)
    return entry ? new RegExp(entry[0], entry[1]) : defaultJavaScriptRegexConstructor(pattern, { target: TARGET })
  }
}
