import { isSpecialLang, type Grammar, type Highlighter, type ThemeRegistrationResolved } from 'shiki'
import { EncodedTokenMetadata, INITIAL, Theme, type IToken, type StateStack } from 'shiki/textmate'
import type { ThemeName } from './highlighter.js'

// Shiki highlights a block in two themes by running the grammar once per theme (the regex engine's
// work, most of highlighting) and aligning the two token lists. Which rules match does not depend on
// the theme, only the colours given to the matched scopes do. So the grammar runs once per line
// (`tokenizeLine`: every token's scopes) and each theme's attributes are computed from the scopes the
// way vscode-textmate computes them for `tokenizeLine2`; the two themes' tokens are then aligned as
// Shiki aligns them (tests/unit/compile/highlight-html.test.ts pins the equality with Shiki's output).
//
// A line's tokens depend only on the grammar, its text and the state the line starts in, so a line
// tokenized once is known to every later block of the worker (`lineMemo`): docs repeat lines (`}`,
// imports, `npm install …`): on the shared bench's 1,000 pages the grammar runs for 12,974 lines
// instead of 24,502; all 1,960 blocks highlighted to HTML on one thread take 5.4–5.8 CPU-s with the
// memo, 6.9–7.1 without (the repeats are the short lines), ≈ 1.4 CPU-s a build.

/** What a grammar object of vscode-textmate has besides `IGrammar`. */
interface TextmateGrammar extends Grammar {
  getMetadataForScope(scope: string): { languageId: number; tokenType: number }
  balancedBracketSelectors: { matchesAlways: boolean } | null
  /** Where its theme provider (`themeProvider`, a getter) is: the registry, which holds Shiki's current theme. */
  _grammarRepository: ThemeProvider
}

/** vscode-textmate's theme provider: the style of a scope path, and the theme's defaults. */
interface ThemeProvider {
  themeMatch(scopePath: unknown): unknown
  getDefaults(): unknown
}

/** A theme as vscode-textmate matches scopes against it, with its slot in {@link ScopeNode.attributes}. */
export interface ThemeSlot {
  slot: number
  /** The theme Shiki resolved, which `textmate` is made from. */
  resolved: ThemeRegistrationResolved
  textmate: Theme
  /** Colour ids of the attributes → colours (`#RRGGBB`, upper case); id 0 is none. */
  colorMap: string[]
  /** The attributes a line starts from (`Grammar._tokenize`: language id 1, as Shiki loads every grammar). */
  defaults: number
}

/**
 * One scope path, shaped like vscode-textmate's `ScopeStack` (`Theme.match` reads `scopeName` and
 * `parent`), with the attributes of a token whose innermost scope it is, by theme slot.
 */
interface ScopeNode {
  parent: ScopeNode | null
  scopeName: string
  children: Map<string, ScopeNode>
  attributes: number[]
}

/**
 * One line tokenized once: where each token starts and its scope path (a node of the grammar's
 * {@link scopeRoots}, null for a token without scopes), then each theme's encoded tokens as
 * `tokenizeLine2` gives them. The memo holds the paths, not the grammar's tokens: an `IToken` with its
 * own array of scope names was ~180,000 objects and arrays kept alive in a worker for the 1,000-page
 * workload (~35 MB of its ~90 MB heap at the end), which each scavenge copied and each full collection
 * marked again.
 */
interface ScopedLine {
  starts: Uint32Array
  paths: (ScopeNode | null)[]
  ruleStack: StateStack
  encoded: Uint32Array[]
  /** The line's HTML by theme pair, kept by highlight-html.ts ({@link TokenizedBlock.html}). */
  html: Map<number, string>
}

/** A block tokenized once for a light and a dark theme. */
export interface TokenizedBlock {
  /** The code's lines, split as Shiki splits them (`\r?\n`). */
  lines: string[]
  /**
   * Per line, flat `[start, light attributes, dark attributes, …]`: the union of both themes' token
   * boundaries (Shiki's `alignThemesTokenization`), no empty token.
   */
  tokens: number[][]
  light: ThemeSlot
  dark: ThemeSlot
  /**
   * Per line, where its HTML in a theme pair may be kept (by `light.slot * 65536 + dark.slot`) for
   * every later block with the same line in the same state: the memo's line (undefined for an empty one).
   */
  html: (Map<number, string> | undefined)[]
}

/**
 * The tokens of `code` in a light and a dark theme, with the grammar run once per line instead of
 * once per theme and line. Undefined for plain text, ANSI and grammars whose brackets are not all
 * balanced (never with Shiki's bundled grammars): those take Shiki's own path.
 */
export function tokenizeOnce(
  highlighter: Highlighter,
  code: string,
  lang: string,
  themes: { light: ThemeName; dark: ThemeName }
): TokenizedBlock | undefined {
  const primitive = highlighter.getInternalContext()
  const resolvedLang = primitive.resolveLangAlias(lang)
  const grammar = isSpecialLang(resolvedLang) ? undefined : (primitive.getLanguage(resolvedLang) as TextmateGrammar)
  if (!grammar?.balancedBracketSelectors?.matchesAlways) return undefined
  const scopes = scopeRoots(grammar)
  const memo = lineMemo(grammar)
  const light = themeSlot(themes.light, highlighter.getTheme(themes.light))
  const dark = themeSlot(themes.dark, highlighter.getTheme(themes.dark))
  const lines = code.split(/\r?\n/)
  const tokens: number[][] = []
  const html: (Map<number, string> | undefined)[] = []
  quietThemes(grammar)
  quiet = true
  try {
    tokenizeLines(grammar, lines, tokens, html, memo, scopes, light, dark)
  } finally {
    quiet = false
  }
  return { lines, tokens, light, dark, html }
}

/**
 * While tokenize-once runs a grammar, vscode-textmate's own theme matching of every scope it pushes
 * (its state stack carries each theme's attributes for `tokenizeLine2`) answers "no style": `tokenizeLine`'s
 * tokens are scopes only, and the colours are resolved here ({@link resolve}), per scope path, once.
 * Shiki's own calls on the same grammar (ANSI, `codeToHast`) see the registry's answers as before.
 */
let quiet = false
const quieted = new WeakSet<Grammar>()

function quietThemes(grammar: TextmateGrammar): void {
  if (quieted.has(grammar)) return
  const registry = grammar._grammarRepository
  // An own property over the class's getter, set once per grammar.
  Object.defineProperty(grammar, 'themeProvider', {
    value: {
      themeMatch: (scopePath: unknown) => (quiet ? null : registry.themeMatch(scopePath)),
      getDefaults: () => registry.getDefaults()
    } satisfies ThemeProvider
  })
  quieted.add(grammar)
}

function tokenizeLines(
  grammar: TextmateGrammar,
  lines: string[],
  tokens: number[][],
  html: (Map<number, string> | undefined)[],
  memo: LineMemo,
  scopes: Map<string, ScopeNode>,
  light: ThemeSlot,
  dark: ThemeSlot
): void {
  let stack: StateStack = INITIAL
  for (const text of lines) {
    // Shiki skips empty lines without tokenizing them (the state carries over).
    if (text === '') {
      tokens.push([])
      html.push(undefined)
      continue
    }
    // By state, then text: no key string made (and hashed) per line from the state's long one.
    const state = stateKey(stack)
    let byText = memo.byState.get(state)
    if (!byText) memo.byState.set(state, (byText = new Map()))
    let line = byText.get(text)
    if (!line) {
      // No time limit: output must not depend on the clock (Shiki's default stops a line after 500 ms).
      const result = grammar.tokenizeLine(text, stack, 0)
      line = { ...scopedTokens(result.tokens, scopes), ruleStack: result.ruleStack, encoded: [], html: new Map() }
      // Only a line tokenized to its end is a fact about its text and state.
      if (!result.stoppedEarly) {
        if (memo.size >= MAX_MEMO_LINES) {
          memo.byState.clear()
          memo.size = 0
          memo.byState.set(state, (byText = new Map()))
        }
        byText.set(text, line)
        memo.size++
      }
    }
    const encodedLight = (line.encoded[light.slot] ??= encode(line, grammar, light))
    const encodedDark = (line.encoded[dark.slot] ??= encode(line, grammar, dark))
    tokens.push(align(encodedLight, encodedDark, text.length))
    html.push(line.html)
    stack = line.ruleStack
  }
}

/**
 * Two themes' tokens of one line cut at the union of their boundaries, empty tokens dropped: what
 * Shiki's `alignThemesTokenization` gives after `tokenizeWithTheme` dropped the empty ones.
 */
function align(light: Uint32Array, dark: Uint32Array, length: number): number[] {
  const out: number[] = []
  let i = 0
  let j = 0
  let position = 0
  while (position < length && i < light.length && j < dark.length) {
    const endLight = Math.min(i + 2 < light.length ? light[i + 2]! : length, length)
    const endDark = Math.min(j + 2 < dark.length ? dark[j + 2]! : length, length)
    const end = Math.min(endLight, endDark)
    if (end > position) {
      out.push(position, light[i + 1]!, dark[j + 1]!)
      position = end
    }
    if (endLight <= position) i += 2
    if (endDark <= position) j += 2
  }
  return out
}

/** A line's tokens as {@link ScopedLine} holds them: each one's start and scope path. */
function scopedTokens(tokens: IToken[], roots: Map<string, ScopeNode>): Pick<ScopedLine, 'starts' | 'paths'> {
  const starts = new Uint32Array(tokens.length)
  const paths = new Array<ScopeNode | null>(tokens.length)
  for (let index = 0; index < tokens.length; index++) {
    starts[index] = tokens[index].startIndex
    paths[index] = pathOf(tokens[index].scopes, roots)
  }
  return { starts, paths }
}

/**
 * A line's tokens as `tokenizeLine2` encodes them for one theme: adjacent tokens with the same
 * attributes merged (`LineTokens.produceFromScopes`). `tokenizeLine` already dropped the line feed's
 * token, which `tokenizeLine2` drops only when it was not merged; Shiki cuts tokens at the line's end,
 * so both give the same spans.
 */
function encode(line: Pick<ScopedLine, 'starts' | 'paths'>, grammar: TextmateGrammar, theme: ThemeSlot): Uint32Array {
  const encoded: number[] = []
  const { starts, paths } = line
  for (let index = 0; index < starts.length; index++) {
    const path = paths[index]
    // Every Shiki grammar matches brackets anywhere, so every token carries the balanced-brackets bit.
    const attributes = EncodedTokenMetadata.set(
      path ? resolve(path, grammar, theme) : theme.defaults,
      0,
      8,
      true,
      -1,
      0,
      0
    )
    if (encoded.length > 0 && encoded[encoded.length - 1] === attributes) continue
    encoded.push(starts[index], attributes)
  }
  return Uint32Array.from(encoded)
}

/** The node of a scope list in the grammar's tree of scope paths (made as needed), null for none. */
function pathOf(scopes: string[], roots: Map<string, ScopeNode>): ScopeNode | null {
  let node: ScopeNode | null = null
  let children = roots
  for (const scopeName of scopes) {
    let child = children.get(scopeName)
    if (!child) children.set(scopeName, (child = { parent: node, scopeName, children: new Map(), attributes: [] }))
    node = child
    children = child.children
  }
  return node
}

/** The attributes of a token whose innermost scope is `node`, as `AttributedScopeStack` pushes them, memoised by path. */
function resolve(node: ScopeNode, grammar: TextmateGrammar, theme: ThemeSlot): number {
  let attributes = node.attributes[theme.slot]
  if (attributes === undefined) {
    // `AttributedScopeStack.mergeAttributes`: what the theme sets for this path overrides the parent's.
    const parent = node.parent ? resolve(node.parent, grammar, theme) : theme.defaults
    const { languageId, tokenType } = grammar.getMetadataForScope(node.scopeName)
    const style = theme.textmate.match(node as unknown as Parameters<Theme['match']>[0])
    attributes = EncodedTokenMetadata.set(
      parent,
      languageId,
      tokenType,
      null,
      style?.fontStyle ?? -1,
      style?.foregroundId ?? 0,
      style?.backgroundId ?? 0
    )
    node.attributes[theme.slot] = attributes
  }
  return attributes
}

/** Lines each worker keeps per grammar: ~0.6 KB each (starts, paths, two encodings), so ≤ ~6 MB. */
const MAX_MEMO_LINES = 10_000
/** A grammar's tokenized lines by the state they start in ({@link stateKey}), then by text. */
interface LineMemo {
  byState: Map<string, Map<string, ScopedLine>>
  /** Lines held, in all states. */
  size: number
}
const lineMemos = new WeakMap<Grammar, LineMemo>()

function lineMemo(grammar: Grammar): LineMemo {
  let memo = lineMemos.get(grammar)
  if (!memo) lineMemos.set(grammar, (memo = { byState: new Map(), size: 0 }))
  return memo
}

/** A stack frame of vscode-textmate (`StateStackImpl`): what a line's tokenization reads of it. */
interface StateFrame {
  parent: StateFrame | null
  ruleId: number
  endRule: string | null
  beginRuleCapturedEOL: boolean
  nameScopesList: { scopePath: unknown } | null
  contentNameScopesList: { scopePath: unknown } | null
}

const stateKeys = new WeakMap<object, string>()

/**
 * A text naming what a line's tokens depend on in the state it starts from: per frame the rule, the
 * end pattern (back-references resolved), whether the begin captured the line end, and the scope
 * names — what vscode-textmate compares in `StateStackImpl.equals`, plus the one flag it reads across
 * lines. Positions are reset at every line. The first line (`INITIAL`) is a state of its own (`\A`).
 */
function stateKey(stack: StateStack | null | undefined): string {
  if (!stack || stack === INITIAL) return '^'
  let key = stateKeys.get(stack)
  if (key === undefined) {
    const frame = stack as unknown as StateFrame
    const parent = frame.parent ? stateKey(frame.parent as unknown as StateStack) : ''
    // Each frame's scopes extend its parent's, so the frame adds only the names it pushed.
    const names = extension(frame.nameScopesList?.scopePath, frame.parent?.contentNameScopesList?.scopePath)
    const content = extension(frame.contentNameScopesList?.scopePath, frame.nameScopesList?.scopePath)
    key = `${parent}\u0000${frame.ruleId}\u0001${frame.endRule ?? ''}\u0001${frame.beginRuleCapturedEOL ? 1 : 0}\u0001${names}\u0001${content}`
    stateKeys.set(stack, key)
  }
  return key
}

/** A `ScopeStack` of vscode-textmate. */
interface ScopePath {
  parent: ScopePath | null
  scopeName: string
}

/** The scope names `path` adds to `base` (`ScopeStack.getExtensionIfDefined`), or all of them after a mark. */
function extension(path: unknown, base: unknown): string {
  let names = ''
  let item = path as ScopePath | null | undefined
  while (item && item !== base) {
    names = `${item.scopeName} ${names}`
    item = item.parent
  }
  return item === (base ?? null) ? names : `*${String(path)}`
}

// Scope paths by grammar: a reloaded grammar is a new object, so its paths start afresh.
const scopeTrees = new WeakMap<Grammar, Map<string, ScopeNode>>()

function scopeRoots(grammar: Grammar): Map<string, ScopeNode> {
  let roots = scopeTrees.get(grammar)
  if (!roots) scopeTrees.set(grammar, (roots = new Map()))
  return roots
}

// By the name or object the options give, so that a block reuses the paths earlier blocks resolved.
// A name is checked against the theme Shiki has under it (a theme object may take a bundled name);
// a site's theme objects are read once, with its config, and live as long as it.
const themesByName = new Map<string, ThemeSlot>()
const themesByObject = new WeakMap<object, ThemeSlot>()
let slots = 0

function themeSlot(name: ThemeName, resolved: ThemeRegistrationResolved): ThemeSlot {
  let slot = typeof name === 'string' ? themesByName.get(name) : themesByObject.get(name)
  if (!slot || (typeof name === 'string' && slot.resolved !== resolved)) {
    // The same construction as Shiki's `Registry.setTheme`, so colour ids index its colour map.
    const textmate = Theme.createFromRawTheme(resolved)
    const { fontStyle, foregroundId, backgroundId } = textmate.getDefaults()
    const defaults = EncodedTokenMetadata.set(0, 1, 8, null, fontStyle, foregroundId, backgroundId)
    slot = { slot: slots++, resolved, textmate, colorMap: textmate.getColorMap(), defaults }
    if (typeof name === 'string') themesByName.set(name, slot)
    else themesByObject.set(name, slot)
  }
  return slot
}
