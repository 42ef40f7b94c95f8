import { createRequire } from 'node:module'
import type { Document, YAMLError } from 'yaml'
import { friendlyIssues, locateKeyPath } from '../config/zod-issues.js'
import { diagnostic, positionAt, type Diagnostic } from '../shared/diagnostics.js'
import { frontMatterSchema } from './front-matter-schema.js'
import { sourceMarks } from './source-marks.js'
import type { PageSource, SourceFile } from './types.js'

// The YAML parser, loaded the first time a page needs it (most front matter never does, and loading
// it is a noticeable part of a dev server's start).
let yaml: typeof import('yaml') | undefined
const parseDocument: typeof import('yaml').parseDocument = (...args) =>
  (yaml ??= createRequire(import.meta.url)('yaml') as typeof import('yaml')).parseDocument(...args)

const decoder = new TextDecoder('utf-8', { fatal: true })

/** Decodes a page's bytes; binary or non-UTF-8 content is a diagnostic, not a crash. */
/**
 * The largest page read (issue 23): a 5 MB page of prose builds in seconds, but the parsers' time
 * and memory grow faster than its size, and no real documentation page comes near this.
 */
export const MAX_PAGE_BYTES = 32 * 1024 * 1024

export function decodeSource(bytes: Uint8Array, display: string): { source?: string; diagnostic?: Diagnostic } {
  if (bytes.length > MAX_PAGE_BYTES) {
    const size = (bytes.length / 1024 / 1024).toFixed(1)
    return {
      diagnostic: diagnostic(
        'PAGE_TOO_LARGE',
        `Page is ${size} MB; pages may be at most ${MAX_PAGE_BYTES / 1024 / 1024} MB`,
        { file: display, line: 1, column: 1 }
      )
    }
  }
  if (bytes.includes(0)) {
    return {
      diagnostic: diagnostic(
        'FILE_NOT_UTF8',
        'File is binary (it contains NUL bytes), not a Markdown page',
        { file: display, line: 1, column: 1 },
        { hint: 'Move binary files to the public folder.' }
      )
    }
  }
  try {
    // BOM and CRLF are normalised once here so every later stage (and every position) sees LF text.
    return {
      source: decoder
        .decode(bytes)
        .replace(/^\uFEFF/, '')
        .replace(/\r\n?/g, '\n')
    }
  } catch {
    const offset = firstInvalidUtf8(bytes)
    const lineStart = bytes.lastIndexOf(10, offset - 1) + 1
    const line = bytes.subarray(0, lineStart).filter(b => b === 10).length + 1
    const column = lenientDecoder.decode(bytes.subarray(lineStart, offset)).length + 1
    // The frame shows the text as a lenient decoder reads it (U+FFFD for the bad bytes).
    const source = lenientDecoder.decode(bytes).replace(/\r\n?/g, '\n')
    return {
      diagnostic: diagnostic(
        'FILE_NOT_UTF8',
        'File is not valid UTF-8 text',
        { file: display, source, line, column },
        { hint: 'Save the file as UTF-8 (it looks like another encoding, e.g. Latin-1).' }
      )
    }
  }
}

const lenientDecoder = new TextDecoder('utf-8')

/** Offset of the first byte that does not start or continue a well-formed UTF-8 sequence. */
export function firstInvalidUtf8(bytes: Uint8Array): number {
  let i = 0
  while (i < bytes.length) {
    const b = bytes[i]
    const length =
      b < 0x80 ? 1 : b >= 0xc2 && b <= 0xdf ? 2 : b >= 0xe0 && b <= 0xef ? 3 : b >= 0xf0 && b <= 0xf4 ? 4 : 0
    if (length === 0 || i + length > bytes.length) return i
    if (length > 1 && !decodes(bytes.subarray(i, i + length))) return i
    i += length
  }
  return bytes.length
}

function decodes(sequence: Uint8Array): boolean {
  try {
    decoder.decode(sequence)
    return true
  } catch {
    return false
  }
}

const FENCE = /^---[ \t]*\n([\s\S]*?\n)?---[ \t]*(\n|$)/

/** First `# heading` outside code fences, as plain text. */
export function findFirstHeading(body: string): string | undefined {
  let fence: string | undefined
  for (const line of body.split('\n')) {
    const fenceMatch = /^\s{0,3}(`{3,}|~{3,})/.exec(line)
    if (fenceMatch) {
      if (!fence) fence = fenceMatch[1][0]
      else if (fenceMatch[1][0] === fence) fence = undefined
      continue
    }
    if (fence) continue
    const match = /^\s{0,3}#[ \t]+(.+?)[ \t]*#*[ \t]*$/.exec(line)
    if (match) {
      // (A backslash escape is its character, as in the heading's text: `# 1\. Introduction` is titled
      // "1. Introduction"; an escaped `*` or `_` opens no emphasis.)
      const escaped: string[] = []
      return match[1]
        .replace(/\\([!-/:-@[-`{-~])/g, (_, char: string) => `\u0000${escaped.push(char) - 1}\u0000`)
        .replace(/\s*(\[#[^\]]+\]|\{#[^}]+\})\s*$/, '')
        .replace(/`([^`]*)`/g, '$1')
        .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
        .replace(/(\*\*|__|\*|_|~~)(.+?)\1/g, '$2')
        .replace(/<[^>]+>/g, '')
        .replace(/\u0000(\d+)\u0000/g, (_, index: string) => escaped[Number(index)]!)
        .trim()
    }
  }
  return undefined
}

/**
 * Where a YAML error is. An unclosed quote is reported by the parser at the end of the text, which
 * is not where the author has to look: point at the quote that opens the scalar instead.
 */
function yamlErrorOffset(yamlText: string, error: YAMLError): number {
  const offset = Math.min(error.pos[0], yamlText.length)
  const quote = /Missing closing (["'])quote/.exec(error.message)?.[1]
  if (!quote) return offset
  const opening = new RegExp(`(^|[:\\-?,\\[{]\\s*)${quote}`, 'gm')
  let found = -1
  for (let match = opening.exec(yamlText); match && match.index < offset; match = opening.exec(yamlText))
    found = match.index + match[1].length
  return found >= 0 ? found : offset
}

/**
 * The document's value. Turning a parsed document into values can still fail: an alias whose anchor
 * is missing, or aliases that expand beyond the parser's limit (a "billion laughs" document).
 */
function yamlValue(
  doc: Document.Parsed,
  yamlText: string
): { value: unknown } | { error: string; line: number; column: number } {
  try {
    return { value: doc.toJS() ?? {} }
  } catch (error) {
    const message = (error as Error).message.split('\n')[0]
    const alias = /alias[^:]*: (\S+)$/i.exec(message)?.[1]
    const offset = alias ? yamlText.indexOf(`*${alias}`) : -1
    return { error: message, ...(offset >= 0 ? positionAt(yamlText, offset) : { line: 1, column: 1 }) }
  }
}

const YAML_KEYWORDS: Record<string, boolean | null> = {
  true: true,
  True: true,
  TRUE: true,
  false: false,
  False: false,
  FALSE: false,
  null: null,
  Null: null,
  NULL: null,
  '~': null
}
const SIMPLE_LINE = /^([A-Za-z_][A-Za-z0-9_-]*):( +)(.*?)[ \t]*$/
// A plain scalar that stays a string: starts with a letter or `/` (not a number, an indicator or a
// quote), no `: ` or ` #` (mapping, comment), no flow characters, no tabs or control characters.
const PLAIN_STRING = /^[\p{L}/](?:[^\x00-\x1f\x7f:#[\]{}\u0085\u2028\u2029\ufeff]|:(?! |$)|(?<! )#)*$/u
// A decimal number as YAML 1.2's core schema reads it (`weight: 3`, `version: 1.5`), without the
// forms whose value is less obvious (leading zeros, `+`, exponents, more digits than a double holds).
const PLAIN_NUMBER = /^-?(?:0|[1-9][0-9]{0,14})(?:\.[0-9]{1,15})?$/
// A date (`date: 2024-01-05`): a string in YAML 1.2 (no timestamp type), as the parser returns it.
const PLAIN_DATE = /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/

/**
 * Front matter written as one-line `key: value` pairs with plain, quoted, boolean, decimal or date
 * values — what nearly every page has — read without the YAML parser (which costs ~0.25 ms a page; a
 * 1,000-page site pays it at every start: the shared workload's pages all carry `weight: N`, and parsing their
 * 1,003 front matters costs ~0.48 CPU-s, a fifth of a warm build). Anything else (nesting, lists, other
 * numbers, escapes, comments, repeated keys) returns undefined and goes to the parser; what this
 * accepts, the parser reads the same way.
 */
export function simpleFrontMatter(yamlText: string): Record<string, unknown> | undefined {
  const value: Record<string, unknown> = {}
  for (const line of yamlText.split('\n')) {
    if (line === '') continue
    const match = SIMPLE_LINE.exec(line)
    if (!match) return undefined
    const [, key, , text] = match
    if (key in YAML_KEYWORDS || key === '__proto__' || Object.hasOwn(value, key)) return undefined
    if (Object.hasOwn(YAML_KEYWORDS, text)) value[key] = YAML_KEYWORDS[text]
    else if (/^'[^'\x00-\x1f\x7f\u0085\u2028\u2029\ufeff]*'$/.test(text)) value[key] = text.slice(1, -1)
    else if (/^"[^"\\\x00-\x1f\x7f\u0085\u2028\u2029\ufeff]*"$/.test(text)) value[key] = text.slice(1, -1)
    else if (PLAIN_NUMBER.test(text)) value[key] = Number(text)
    else if (PLAIN_DATE.test(text) || (PLAIN_STRING.test(text) && text !== '')) value[key] = text
    else return undefined
  }
  return value
}

/** Reads front matter (YAML, validated) and the first heading of a decoded page. */
export function readPage(
  file: SourceFile,
  display: string,
  source: string,
  {
    website = false
  }: {
    /**
     * A Next.js website folder (no guildsite config), or a config stating Nextra 2 or 3 (as for metas:
     * `unknownMetaKeys`): front matter that is no mapping (`description:text`, no space, is one string)
     * is a warning and the page is built without it — Nextra never checks it; so is a known key's value of
     * another type than guildsite reads (the page is built with it as written).
     */
    website?: boolean
  } = {}
): { page: PageSource; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = []
  let frontMatter: Record<string, unknown> = {}
  let frontMatterEnd = 0
  const match = FENCE.exec(source)
  if (match) {
    frontMatterEnd = match[0].length
    const yamlText = match[1] ?? ''
    const simple = simpleFrontMatter(yamlText)
    const doc = simple ? undefined : parseDocument(yamlText, { prettyErrors: false })
    if (doc?.errors.length) {
      for (const error of doc.errors) {
        // The YAML starts on the line after the opening `---`.
        const at = positionAt(yamlText, yamlErrorOffset(yamlText, error))
        diagnostics.push(
          diagnostic(
            'FRONT_MATTER_SYNTAX',
            `Front matter is not valid YAML: ${error.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '')}`,
            {
              file: display,
              source,
              line: at.line + 1,
              column: at.column
            }
          )
        )
      }
    } else {
      const value = simple ? { value: simple } : yamlValue(doc!, yamlText)
      if ('error' in value) {
        diagnostics.push(
          diagnostic('FRONT_MATTER_SYNTAX', `Front matter is not valid YAML: ${value.error}`, {
            file: display,
            source,
            line: value.line + 1,
            column: value.column
          })
        )
      } else if (typeof value.value !== 'object' || Array.isArray(value.value)) {
        diagnostics.push(
          diagnostic(
            'FRONT_MATTER_INVALID',
            'Front matter must be a YAML mapping of keys to values',
            { file: display, source, line: 2, column: 1 },
            website
              ? {
                  severity: 'warning',
                  hint: 'Nextra does not check front matter: the page is built without it. Write `key: value`, a space after the colon.'
                }
              : {}
          )
        )
      } else {
        // A known key left empty (`description:`) is YAML's null: absent, as Nextra reads it.
        const given = Object.fromEntries(
          Object.entries(value.value as Record<string, unknown>).filter(
            ([key, entry]) => entry !== null || !(key in frontMatterSchema.shape)
          )
        )
        const parsed = frontMatterSchema.safeParse(given)
        if (parsed.success) frontMatter = parsed.data
        else {
          for (const issue of friendlyIssues(parsed.error, 'front matter', value.value)) {
            const at = locateKeyPath(yamlText, issue.path)
            diagnostics.push(
              diagnostic(
                'FRONT_MATTER_INVALID',
                issue.message,
                { file: display, source, line: at.line + 1, column: at.column },
                // (Nextra never checks front matter: the page builds, its own code reading the value as written.)
                website
                  ? {
                      severity: 'warning',
                      hint: 'Nextra does not check front matter: the page is built with it as written.'
                    }
                  : {}
              )
            )
          }
          frontMatter = value.value as Record<string, unknown>
        }
      }
    }
  }
  const body = source.slice(frontMatterEnd)
  const bodyLine = source.slice(0, frontMatterEnd).split('\n').length
  return {
    page: {
      file,
      display,
      source,
      frontMatter,
      frontMatterEnd,
      bodyLine,
      firstHeading: findFirstHeading(body),
      marks: sourceMarks(source)
    },
    diagnostics
  }
}
