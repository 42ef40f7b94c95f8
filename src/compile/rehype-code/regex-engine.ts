import type { Grammar, Highlighter, RegexEngine } from 'shiki'
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript'
import { regexConstructor } from './regex-table.js'

// Which regex engine runs a grammar. The highlighter's engine is Oniguruma (WASM); the grammars of
// the languages below run on Shiki's JavaScript engine instead, which gives the same tokens for them
// and costs less in a page worker: it converts each distinct pattern once and shares the converted
// regexes between scanners and grammars (TypeScript's 44 scanners hold 1,923 patterns, 300 distinct,
// which Oniguruma compiles one by one), and V8's regexes beat the WASM matcher on shell code.
// Measured (bench/RESULTS.md, "Session 25, speedhl"): the same HTML on all 3,114 fences of
// tests/fixtures, the shared corpus and the 1,000-page workload; the worker's job CPU −2 to −3 % in
// lockstep against Oniguruma for every grammar, −4 to −5 % with the package build's conversions. tests/unit/compile/regex-engine.test.ts holds the
// identity on every code sample of these languages, and that every pattern of their grammars converts.
// A language is listed only with that proof: other grammars (and the grammars a listed language is
// embedded in, such as Markdown's fences) stay on Oniguruma.

/** Shiki's ids of the languages whose bundled grammars run on the JavaScript engine, with their scopes. */
export const JAVASCRIPT_ENGINE_SCOPES: Readonly<Record<string, string>> = {
  typescript: 'source.ts',
  javascript: 'source.js',
  tsx: 'source.tsx',
  jsx: 'source.js.jsx',
  shellscript: 'source.shell'
}

/** What vscode-textmate's grammar object holds besides `Grammar`: its regex library, and whether it has run. */
interface EngineSlots {
  _onigLib: { createOnigScanner: RegexEngine['createScanner']; createOnigString: RegexEngine['createString'] }
  _rootId: number
  _rootScopeName: string
  /** The registry: the scopes of the loaded grammars that inject into a scope. */
  _grammarRepository: { injections(scope: string): string[] | undefined }
}

// One engine per process: its cache of converted patterns serves every grammar it runs.
let engine: RegexEngine | undefined
const routed = new WeakSet<Grammar>()
const declined = new WeakSet<Grammar>()

/**
 * Moves the loaded grammars of {@link JAVASCRIPT_ENGINE_SCOPES} that have not run yet to the
 * JavaScript engine (not a site's own grammar loaded under such a name, `siteLanguages`). The
 * product's highlighter calls it after every load (`getHighlighter`), before any page tokenizes with
 * what it loaded; Shiki's reload of a grammar (a later load that injects or embeds) makes a new
 * grammar object, moved at the end of that load.
 */
export function routeGrammars(highlighter: Highlighter, siteLanguages: ReadonlyMap<string, unknown>): void {
  const loaded = highlighter.getLoadedLanguages()
  const context = highlighter.getInternalContext()
  for (const lang of Object.keys(JAVASCRIPT_ENGINE_SCOPES))
    if (loaded.includes(lang) && !siteLanguages.has(lang)) routeGrammar(context.getLanguage(lang), lang)
}

/**
 * Runs `grammar` (Shiki's language `lang`) on the JavaScript regex engine when it is one of
 * {@link JAVASCRIPT_ENGINE_SCOPES} and has not tokenized anything yet: its scanners are compiled on
 * first use, all by the same engine, and its line strings made by it. Call before tokenizing.
 */
function routeGrammar(grammar: Grammar, lang: string): void {
  if (routed.has(grammar) || declined.has(grammar)) return
  const slots = grammar as unknown as EngineSlots
  // A site's own grammar under a bundled name, one that already ran on Oniguruma, and one another
  // loaded grammar injects into (its patterns not among those proven) stay there.
  if (
    JAVASCRIPT_ENGINE_SCOPES[lang] !== slots._rootScopeName ||
    slots._rootId !== -1 ||
    (slots._grammarRepository.injections(slots._rootScopeName)?.length ?? 0) > 0
  ) {
    declined.add(grammar)
    return
  }
  // The patterns converted by the package build (regex-table.ts), the others as they come.
  engine ??= createJavaScriptRegexEngine({ regexConstructor: regexConstructor() })
  const { createScanner, createString } = engine
  slots._onigLib = { createOnigScanner: createScanner.bind(engine), createOnigString: createString.bind(engine) }
  routed.add(grammar)
}

/** The engine `grammar` runs on (tests). */
export const regexEngineOf = (grammar: Grammar): 'javascript' | 'oniguruma' =>
  routed.has(grammar) ? 'javascript' : 'oniguruma'
