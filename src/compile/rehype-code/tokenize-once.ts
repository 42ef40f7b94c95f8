import type { Root } from 'hast'
import {
  isSpecialLang,
  type CodeToHastOptions,
  type Grammar,
  type Highlighter,
  type ShikiPrimitive,
  type ThemeRegistrationAny,
  type ThemeRegistrationResolved
} from 'shiki'
import { codeToHast } from 'shiki/core'
import { EncodedTokenMetadata, INITIAL, Theme, type IToken, type StateStack } from 'shiki/textmate'

// Shiki highlights a block in two themes by running the grammar once per theme (the regex engine's
// work, most of highlighting) and aligning the two token lists. Which rules match does not depend on
// the theme, only the colours given to the matched scopes do. So Shiki runs unchanged on a grammar
// whose `tokenizeLine2` (one theme's tokens) comes from one `tokenizeLine` (every token's scopes) per
// line, shared by both themes, each token's attributes computed from its scopes the way
// vscode-textmate computes them (tests/unit/compile/tokenize-once.test.ts pins the equality).
//
// A line's tokens depend only on the grammar, its text and the state the line starts in, so a line
// tokenized once is known to every later block of the worker (`lineMemo`): docs repeat lines (`}`,
// imports, `npm install …`): on the shared bench's 1,000 pages the grammar runs for 12,974 lines
// instead of 24,502, 5.7 CPU-s instead of 6.9 (all 1,960 blocks on one thread; the repeats are the
// short lines, so −47 % of lines buys −17 % of tokenizing, ≈ 1 CPU-s a build).

/** What a grammar object of vscode-textmate has besides `IGrammar`. */
interface TextmateGrammar extends Grammar {
  getMetadataForScope(scope: string): { languageId: number; tokenType: number }
  balancedBracketSelectors: { matchesAlways: boolean } | null
}

/** A theme as vscode-textmate matches scopes against it, with its slot in {@link ScopeNode.attributes}. */
interface ThemeSlot {
  slot: number
  /** The theme Shiki resolved, which `textmate` is made from. */
  resolved: ThemeRegistrationResolved
  textmate: Theme
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

/** One line tokenized once: its scopes, then each theme's encoded tokens as `tokenizeLine2` gives them. */
interface ScopedLine {
  tokens: IToken[]
  ruleStack: StateStack
  stoppedEarly: boolean
  encoded: Uint32Array[]
}

/**
 * `highlighter.codeToHast(code, options)` for several themes, with the grammar run once per line
 * instead of once per theme and line. Plain text, ANSI and grammars whose brackets are not all
 * balanced (never with Shiki's bundled grammars) take Shiki's own path.
 */
export function codeToHastOnce(highlighter: Highlighter, code: string, options: CodeToHastOptions): Root {
  const primitive = highlighter.getInternalContext()
  const lang = primitive.resolveLangAlias(options.lang)
  const grammar = isSpecialLang(lang) ? undefined : (primitive.getLanguage(lang) as TextmateGrammar)
  if (!grammar?.balancedBracketSelectors?.matchesAlways) return highlighter.codeToHast(code, options)
  const scopes = scopeRoots(grammar)
  const memo = lineMemo(grammar)
  let theme: ThemeSlot | undefined
  const once: Grammar = {
    name: grammar.name,
    tokenizeLine: (text, stack, timeLimit) => grammar.tokenizeLine(text, stack, timeLimit),
    tokenizeLine2(text, stack, timeLimit) {
      // Shiki passes the themes' line results back in (`ruleStack`), so a line is known by its
      // text and the state it starts from, whichever theme — and whichever block — asks.
      const key = `${stateKey(stack)}\n${text}`
      let line = memo.get(key)
      if (!line) {
        const { tokens, ruleStack, stoppedEarly } = grammar.tokenizeLine(text, stack, timeLimit)
        line = { tokens, ruleStack, stoppedEarly, encoded: [] }
        // Only a line tokenized to its end is a fact about its text and state (no time limit is
        // ever set, but a line stopped early must not stand for the whole line).
        if (!stoppedEarly) {
          if (memo.size >= MAX_MEMO_LINES) memo.clear()
          memo.set(key, line)
        }
      }
      const slot = theme!
      const tokens = (line.encoded[slot.slot] ??= encode(line.tokens, scopes, grammar, slot))
      return { tokens, ruleStack: line.ruleStack, stoppedEarly: line.stoppedEarly }
    }
  }
  const wrapped: ShikiPrimitive = {
    ...primitive,
    getLanguage: name => (name === options.lang || name === lang ? once : primitive.getLanguage(name)),
    setTheme(name) {
      const result = primitive.setTheme(name)
      theme = themeSlot(name, result.theme)
      return result
    }
  }
  return codeToHast(wrapped, code, options)
}

/**
 * A line's tokens as `tokenizeLine2` encodes them for one theme: adjacent tokens with the same
 * attributes merged (`LineTokens.produceFromScopes`). `tokenizeLine` already dropped the line feed's
 * token, which `tokenizeLine2` drops only when it was not merged; Shiki cuts tokens at the line's end,
 * so both give the same spans.
 */
function encode(
  tokens: IToken[],
  roots: Map<string, ScopeNode>,
  grammar: TextmateGrammar,
  theme: ThemeSlot
): Uint32Array {
  const encoded: number[] = []
  for (const token of tokens) {
    // Every Shiki grammar matches brackets anywhere, so every token carries the balanced-brackets bit.
    const attributes = EncodedTokenMetadata.set(attributesOf(token.scopes, roots, grammar, theme), 0, 8, true, -1, 0, 0)
    if (encoded.length > 0 && encoded[encoded.length - 1] === attributes) continue
    encoded.push(token.startIndex, attributes)
  }
  return Uint32Array.from(encoded)
}

/** The attributes of a token with these scopes, as `AttributedScopeStack` pushes them, memoised by path. */
function attributesOf(
  scopes: string[],
  roots: Map<string, ScopeNode>,
  grammar: TextmateGrammar,
  theme: ThemeSlot
): number {
  let node: ScopeNode | null = null
  let children = roots
  for (const scopeName of scopes) {
    let child = children.get(scopeName)
    if (!child) children.set(scopeName, (child = { parent: node, scopeName, children: new Map(), attributes: [] }))
    node = child
    children = child.children
  }
  return node ? resolve(node, grammar, theme) : theme.defaults
}

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

/** Lines each worker keeps per grammar: ~1 KB each (tokens with their scope lists), so ≤ ~10 MB. */
const MAX_MEMO_LINES = 10_000
const lineMemos = new WeakMap<Grammar, Map<string, ScopedLine>>()

function lineMemo(grammar: Grammar): Map<string, ScopedLine> {
  let memo = lineMemos.get(grammar)
  if (!memo) lineMemos.set(grammar, (memo = new Map()))
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

function themeSlot(name: string | ThemeRegistrationAny, resolved: ThemeRegistrationResolved): ThemeSlot {
  let slot = typeof name === 'string' ? themesByName.get(name) : themesByObject.get(name)
  if (!slot || (typeof name === 'string' && slot.resolved !== resolved)) {
    // The same construction as Shiki's `Registry.setTheme`, so colour ids index its colour map.
    const textmate = Theme.createFromRawTheme(resolved)
    const { fontStyle, foregroundId, backgroundId } = textmate.getDefaults()
    const defaults = EncodedTokenMetadata.set(0, 1, 8, null, fontStyle, foregroundId, backgroundId)
    slot = { slot: slots++, resolved, textmate, defaults }
    if (typeof name === 'string') themesByName.set(name, slot)
    else themesByObject.set(name, slot)
  }
  return slot
}
