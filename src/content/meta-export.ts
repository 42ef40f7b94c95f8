// A script meta's default export as a value: a promise awaited, Nextra 3's dynamic meta (a function) called, flattened.
import { diagnostic, positionAt, type Diagnostic } from '../shared/diagnostics.js'
import { locateKeyPath } from '../config/zod-issues.js'
import { positionInStack } from './evaluate-modules.js'
import type { FileStamp } from './source-records.js'
import type { MetaEntry, SourceFile } from './types.js'

export interface RawMeta {
  file: SourceFile
  display: string
  source: string
  value?: unknown
  /** The file's stat before it was read (with records). */
  stamp?: FileStamp
  /** Its checked value as recorded (a `_meta.json` unchanged since the previous build: not read). */
  recorded?: Record<string, MetaEntry>
  /** Its default export was a function (Nextra 3's dynamic meta). */
  dynamic?: boolean
  /** A dynamic meta's folder entries: the metas of its sub-folders (see `dynamicMeta`). */
  subMetas?: { dir: string; data: Record<string, unknown> }[]
}

/**
 * A meta's value, awaited when it is a promise (`export default (async () => ({ … }))()`); a
 * rejection is a warning at the meta's line where the stack names it, and no value.
 */
export async function settled(value: unknown, raw: RawMeta, diagnostics: Diagnostic[], hint: string): Promise<unknown> {
  if (!value || typeof (value as { then?: unknown }).then !== 'function') return value
  try {
    return await (value as Promise<unknown>)
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    diagnostics.push(
      diagnostic(
        'META_EVAL',
        `Meta's default export rejected: ${message}`,
        { file: raw.display, source: raw.source, ...positionInStack(error, raw.file.path) },
        { hint }
      )
    )
    return undefined
  }
}

/** The line of a meta's `export default` (where a dynamic meta's problems are placed when the stack does not say). */
export function defaultExportAt(source: string): { line: number; column: number } {
  const at = source.search(/\bexport\s+default\b/)
  return at >= 0 ? positionAt(source, at) : { line: 1, column: 1 }
}

/**
 * Nextra 3's dynamic meta: a default export that is a function (often async) returning the folder's
 * entries, where an entry may be `{ type: 'folder', title, items }` (the folder's pages, which a
 * dynamic route serves). It is called; a folder entry gives its title here and its items become the
 * meta of that sub-folder (`subMetas`), as Nextra's `collectCatchAllRoutes` merges them. A throw, a
 * rejection or a value that is not an object is a `META_EVAL` warning at the export; the folder
 * then falls back to its file names.
 */
export async function dynamicMeta(fn: () => unknown, raw: RawMeta, diagnostics: Diagnostic[]): Promise<unknown> {
  const fallback = "The folder's navigation falls back to its file names."
  const warn = (message: string, error?: unknown) => {
    const stack = error === undefined ? {} : positionInStack(error, raw.file.path)
    diagnostics.push(
      diagnostic(
        'META_EVAL',
        message,
        { file: raw.display, source: raw.source, ...(stack.line ? stack : defaultExportAt(raw.source)) },
        { hint: fallback }
      )
    )
  }
  let value: unknown
  try {
    value = await fn()
  } catch (error) {
    warn(
      `Meta's default export is a function that threw: ${error instanceof Error ? error.message : String(error)}`,
      error
    )
    return undefined
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    warn(
      `Meta's default export is a function that returned ${Array.isArray(value) ? 'an array' : value === null ? 'null' : typeof value}, not an object of entries`
    )
    return undefined
  }
  return flattenDynamicMeta(value as Record<string, unknown>, raw)
}

/** Titles for Nextra 3's folder entries of a dynamic meta; their items kept for the sub-folders. */
function flattenDynamicMeta(entries: Record<string, unknown>, raw: RawMeta): Record<string, unknown> {
  const own: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(entries)) {
    if (value && typeof value === 'object' && (value as { type?: unknown }).type === 'folder') {
      const { title, items } = value as { title?: unknown; items?: unknown }
      const name = key.replace('/', '')
      own[name] = typeof title === 'string' && title ? title : name
      if (items && typeof items === 'object') {
        const dir = raw.file.dir ? `${raw.file.dir}/${name}` : name
        ;(raw.subMetas ??= []).push({ dir, data: flattenDynamicMeta(items as Record<string, unknown>, raw) })
      }
    } else own[key] = value === '' || value == null ? {} : value // (Nextra: the file name's title)
  }
  return own
}

/** A meta's React content that no page can import (its default export is a function or a promise). */
export function droppedSlot(raw: RawMeta, path: string[]): Diagnostic {
  const at = locateKeyPath(raw.source, path.slice(-1))
  return diagnostic(
    'META_EVAL',
    `Meta's "${path.join('.')}" is React content that its default export ${raw.dynamic ? 'function returns' : 'promise gives'}: it is not rendered`,
    { file: raw.display, source: raw.source, ...(at.line > 1 ? at : defaultExportAt(raw.source)) },
    { hint: 'Export the meta as an object for guildsite to render it.' }
  )
}
