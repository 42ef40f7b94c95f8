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
// very regex the engine would have made. A conversion the engine emulates (oniguruma-to-es's
// `EmulatedRegExp`: hidden or transferred captures, a search strategy) is kept with its options and
// built by that class; one that is emulated only to compile lazily (TypeScript's six patterns of over
// 3,000 characters, its hottest) is a plain regex of the same source and flags: the same matches,
// without the subclass's `exec` wrapper (V8's slow path for a RegExp subclass) — in session 26 the
// lazy ones and the emulated ones were ~0.1 s of a 1,000-page build's conversions and ~0.15 s of its
// matching. The table is used only where it was made with the same Shiki version and the same regex
// features (the `v` flag), its first entries checked against a live conversion.
// tests/unit/compile/regex-engine.test.ts checks every entry.

/** The file the package build writes. */
export const REGEX_TABLE_FILE = distPath('regex-table.json')

/** What the engine's default constructor is given (`createJavaScriptRegexEngine`'s `target`). */
const TARGET = 'auto'

/** What an emulated conversion needs besides its source and flags (oniguruma-to-es's `EmulatedRegExpOptions`). */
interface EmulationOptions {
  hiddenCaptures?: number[]
  transfers?: [number, number[]][]
  strategy?: string
  lazyCompile?: boolean
}

type TableEntry = [pattern: string, source: string, flags: string, options?: EmulationOptions]

interface RegexTable {
  shiki: string
  unicodeSets: boolean
  /** Pattern → [source, flags, emulation options] of the regex the engine makes of it. */
  regexes: TableEntry[]
}

/** A regex the engine emulates: oniguruma-to-es's `EmulatedRegExp`, which keeps its options. */
interface EmulatedRegExp extends RegExp {
  rawOptions: EmulationOptions
}
type EmulatedRegExpClass = new (source: string, flags: string, options: EmulationOptions) => EmulatedRegExp

const isEmulated = (regex: RegExp): regex is EmulatedRegExp => Object.getPrototypeOf(regex) !== RegExp.prototype

const shikiVersion = (): string => (createRequire(import.meta.url)('shiki/package.json') as { version: string }).version

const unicodeSets = (): boolean => {
  try {
    return new RegExp('', 'v').flags === 'v'
  } catch {
    return false
  }
}

/** The engine's regex of `pattern`, as the table holds it: source, flags, and the options of an emulated one. */
function convert(pattern: string): [source: string, flags: string, options?: EmulationOptions] {
  const regex = defaultJavaScriptRegexConstructor(pattern, { target: TARGET })
  // (An emulated regex's `source` is the converted pattern, also when it compiles lazily.)
  return isEmulated(regex) ? [regex.source, regex.flags, regex.rawOptions] : [regex.source, regex.flags]
}

/**
 * The engine's emulation class, taken from a conversion that needs it (an atomic group is emulated
 * with a hidden capture): oniguruma-to-es is Shiki's dependency, not ours to import.
 */
let emulatedClass: EmulatedRegExpClass | undefined
function emulatedRegExp(): EmulatedRegExpClass {
  emulatedClass ??= (Object.getPrototypeOf(defaultJavaScriptRegexConstructor('(?>a)', { target: TARGET })) as object)
    .constructor as EmulatedRegExpClass
  return emulatedClass
}

/**
 * The regex of a table entry: a plain one, an emulated one with its options, or — for a conversion
 * emulated only to compile lazily (no hidden captures, no strategy) — a plain one of the same source
 * and flags, which matches alike.
 */
function build([, source, flags, options]: TableEntry): RegExp {
  if (!options || (!options.hiddenCaptures && !options.transfers && !options.strategy)) return new RegExp(source, flags)
  return new (emulatedRegExp())(source, flags, options)
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
    regexes.push([pattern, ...converted])
  }
  return { shiki: shikiVersion(), unicodeSets: unicodeSets(), regexes }
}

/** Entries compared with a live conversion before a table is trusted. */
const CHECKED = 4

/** The table's regexes by pattern, or undefined when there is none or it was made for another setting. */
function readTable(file: string): Map<string, TableEntry> | undefined {
  let table: RegexTable
  try {
    table = JSON.parse(readFileSync(file, 'utf8')) as RegexTable
  } catch {
    return undefined
  }
  if (table.shiki !== shikiVersion() || table.unicodeSets !== unicodeSets()) return undefined
  for (const [pattern, source, flags, options] of table.regexes.slice(0, CHECKED)) {
    const live = convert(pattern)
    if (live[0] !== source || live[1] !== flags || JSON.stringify(live[2]) !== JSON.stringify(options)) return undefined
  }
  return new Map(table.regexes.map(entry => [entry[0], entry]))
}

/**
 * The JavaScript engine's `regexConstructor`: the table's regex of a pattern when it has one, else
 * the engine's own conversion.
 */
export function regexConstructor(file = REGEX_TABLE_FILE): (pattern: string) => RegExp {
  const table = readTable(file)
  return pattern => {
    const entry = table?.get(pattern)
    return entry ? build(entry) : defaultJavaScriptRegexConstructor(pattern, { target: TARGET })
  }
}
