// A `twoslash` fence (```` ```ts twoslash ````), as Nextra 3 and 4 show it: twoslash reads its notation
// lines and takes them out of the code the reader sees. guildsite runs no TypeScript, so the hover
// types and `^?` query popups are not drawn; the code is the one Nextra shows, without the notation.
// The notation, as twoslash's `reAnnonateMarkers`, `reCutBefore` etc. define it (github.com/twoslashes/twoslash):
//   `// ^?`, `// ^|`, `// ^^^ note`    markers under a line (a single `^` is no marker: it stays)
//   `// ---cut---` / `---cut-before---` everything above goes; `---cut-after---` everything below;
//   `// ---cut-start---` … `// ---cut-end---` the lines between go
//   `// @noErrors`, `// @filename: a.ts`, `// @strict: true`  compiler and handbook flags
// Custom tags (`// @log: text`, `@error`, `@warn`, `@annotate`) stay in the code: Nextra draws them as
// a note line, guildsite keeps the words where they are written.

const MARKER = /^\s*\/\/\s*\^(?:\?|\||\^+)(?: .*)?$/
const CUT_BEFORE = /^\s*\/\/\s?---cut(?:-before)?---\s*$/
const CUT_AFTER = /^\s*\/\/\s?---cut-after---\s*$/
const CUT_START = /^\s*\/\/\s?---cut-start---\s*$/
const CUT_END = /^\s*\/\/\s?---cut-end---\s*$/
const FLAG = /^\s*\/\/\s?@([A-Za-z]\w*)(?::.*)?$/
/** Shiki's twoslash transformer's default custom tags: shown, not removed. */
const CUSTOM_TAGS = new Set(['annotate', 'log', 'warn', 'error'])
/** The languages Nextra's twoslash transformer runs on. */
const TWOSLASH_LANGUAGES = new Set(['ts', 'tsx', 'typescript', 'js', 'jsx', 'javascript', 'mts', 'cts', 'vue'])

/** True when a fence with this language and meta string is a twoslash block. */
export function isTwoslashFence(language: string | undefined, meta: string): boolean {
  return /(?:^|\s)twoslash(?:\s|$)/.test(meta) && TWOSLASH_LANGUAGES.has((language ?? '').toLowerCase())
}

/**
 * The code of a twoslash fence as the reader sees it: its notation lines taken out.
 *
 * @example twoslashCode('const a = 1\n//    ^?\n') // 'const a = 1\n'
 */
export function twoslashCode(code: string): string {
  let lines = code.split('\n')
  const before = lines.findLastIndex(line => CUT_BEFORE.test(line))
  if (before !== -1) lines = lines.slice(before + 1)
  const after = lines.findIndex(line => CUT_AFTER.test(line))
  if (after !== -1) lines = lines.slice(0, after)
  const kept: string[] = []
  let cutting = false
  for (const line of lines) {
    if (CUT_START.test(line)) cutting = true
    else if (CUT_END.test(line)) cutting = false
    else if (!cutting && !MARKER.test(line) && !isFlag(line)) kept.push(line)
  }
  return kept.join('\n')
}

function isFlag(line: string): boolean {
  const name = FLAG.exec(line)?.[1]
  return name !== undefined && !CUSTOM_TAGS.has(name)
}
