import { parseDocument } from 'yaml'
import { friendlyIssues, locateKeyPath } from '../config/zod-issues.js'
import { diagnostic, type Diagnostic } from '../shared/diagnostics.js'
import { frontMatterSchema } from './front-matter-schema.js'
import type { PageSource, SourceFile } from './types.js'

const decoder = new TextDecoder('utf-8', { fatal: true })

/** Decodes a page's bytes; binary or non-UTF-8 content is a diagnostic, not a crash. */
export function decodeSource(bytes: Uint8Array, display: string): { source?: string; diagnostic?: Diagnostic } {
  if (bytes.includes(0)) {
    return { diagnostic: diagnostic('FILE_NOT_UTF8', 'File is binary (it contains NUL bytes), not a Markdown page', { file: display, line: 1, column: 1 }, { hint: 'Move binary files to the public folder.' }) }
  }
  try {
    // BOM and CRLF are normalised once here so every later stage (and every position) sees LF text.
    return { source: decoder.decode(bytes).replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n') }
  } catch {
    let line = 1
    for (let i = 0; i < bytes.length; i++) {
      if (bytes[i] === 10) line++
      if (bytes[i] >= 0x80) {
        try {
          decoder.decode(bytes.subarray(0, i + 4 > bytes.length ? bytes.length : i + 4))
        } catch {
          break
        }
      }
    }
    return { diagnostic: diagnostic('FILE_NOT_UTF8', 'File is not valid UTF-8 text', { file: display, line, column: 1 }, { hint: 'Save the file as UTF-8.' }) }
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
      return match[1]
        .replace(/\s*(\[#[^\]]+\]|\{#[^}]+\})\s*$/, '')
        .replace(/`([^`]*)`/g, '$1')
        .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
        .replace(/(\*\*|__|\*|_|~~)(.+?)\1/g, '$2')
        .replace(/<[^>]+>/g, '')
        .trim()
    }
  }
  return undefined
}

/** Reads front matter (YAML, validated) and the first heading of a decoded page. */
export function readPage(file: SourceFile, display: string, source: string): { page: PageSource; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = []
  let frontMatter: Record<string, unknown> = {}
  let frontMatterEnd = 0
  const match = FENCE.exec(source)
  if (match) {
    frontMatterEnd = match[0].length
    const yamlText = match[1] ?? ''
    const doc = parseDocument(yamlText, { prettyErrors: false })
    if (doc.errors.length) {
      for (const error of doc.errors) {
        const pos = error.linePos?.[0]
        diagnostics.push(
          diagnostic('FRONT_MATTER_SYNTAX', `Front matter is not valid YAML: ${error.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '')}`, {
            file: display,
            source,
            line: (pos?.line ?? 1) + 1,
            column: pos?.col ?? 1
          })
        )
      }
    } else {
      const value: unknown = doc.toJS() ?? {}
      if (typeof value !== 'object' || Array.isArray(value)) {
        diagnostics.push(diagnostic('FRONT_MATTER_INVALID', 'Front matter must be a YAML mapping of keys to values', { file: display, source, line: 2, column: 1 }))
      } else {
        const parsed = frontMatterSchema.safeParse(value)
        if (parsed.success) frontMatter = parsed.data
        else {
          for (const issue of friendlyIssues(parsed.error, 'front matter')) {
            const at = locateKeyPath(yamlText, issue.path)
            diagnostics.push(diagnostic('FRONT_MATTER_INVALID', issue.message, { file: display, source, line: at.line + 1, column: at.column }))
          }
          frontMatter = value as Record<string, unknown>
        }
      }
    }
  }
  const body = source.slice(frontMatterEnd)
  const bodyLine = source.slice(0, frontMatterEnd).split('\n').length
  return {
    page: { file, display, source, frontMatter, frontMatterEnd, bodyLine, firstHeading: findFirstHeading(body) },
    diagnostics
  }
}
