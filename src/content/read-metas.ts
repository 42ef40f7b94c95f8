import { statSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { relative } from 'node:path'
import { friendlyIssues, locateKeyPath } from '../config/zod-issues.js'
import { diagnostic, positionAt, type Diagnostic } from '../shared/diagnostics.js'
import { inAnyOrder } from '../shared/stage-hooks.js'
import { rootLayoutOf } from '../app-router/find-app-pages.js'
import { evaluateModules, positionInStack } from './evaluate-modules.js'
import { referMetaSlots } from './meta-slots.js'
import { metaFileSchema } from './meta-schema.js'
import { stampOf, type FileStamp, type SourceRecords } from './source-records.js'
import { textifyMeta } from './to-text.js'
import { metaKeysReadByCode } from './meta-keys-read.js'
import type { MetaEntry, MetaItem, MetaSource, PageSource, SourceFile } from './types.js'
import { nextraPageMapPlugin } from '../website/nextra-page-map-module.js'

interface RawMeta {
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
 * Checks a meta's value against the schema; every problem becomes a diagnostic at its key's line. Pure.
 * `unknownKeys: 'ignore'` (a Nextra 2 or 3 site: they do not check metas; `unknownMetaKeys`) leaves out the
 * keys of entries the schema refuses (unknown ones, values of another kind), each with a warning, and keeps the rest;
 * an entry's unknown key holding plain data that the site's code reads (`readByCode`) stays on the entry, quietly.
 */
export function validateMeta(
  raw: Pick<RawMeta, 'display' | 'source' | 'value'>,
  diagnostics: Diagnostic[],
  {
    unknownKeys = 'error',
    readByCode
  }: {
    unknownKeys?: 'error' | 'ignore'
    /** Whether the site's code reads a meta key off the page map (`metaKeysReadByCode`). */
    readByCode?: (key: string) => boolean
  } = {}
): Record<string, MetaEntry> | undefined {
  let value = legacyHidden(textifyMeta(raw.value))
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    diagnostics.push(
      diagnostic(
        'META_INVALID',
        `Meta must export an object of entries, received ${Array.isArray(value) ? 'array' : typeof value}`,
        { file: raw.display, source: raw.source, line: 1, column: 1 },
        // (Nextra 2 and 3 never check metas: the folder is listed by its file names, as when one throws.)
        unknownKeys === 'ignore'
          ? { severity: 'warning', hint: "The folder's navigation falls back to its file names." }
          : undefined
      )
    )
    return undefined
  }
  let parsed = metaFileSchema.safeParse(value)
  // An entry's own keys of plain data (`description`, `readTime`) that Nextra 2 and 3 keep in the page
  // map, where the site's code reads them (`page.meta.description`): kept, quietly. (A key no code
  // reads, e.g. `route`, is likely a setting Nextra does not have: left out, with a warning.)
  const ownKeys: { entry: string; key: string; value: unknown }[] = []
  // (Nextra 2 and 3 never check metas: each key of an entry the schema refuses — unknown, or a value
  // of another kind, e.g. an absent import's stand-in — is left out with a warning, the rest used.)
  for (let round = 0; !parsed.success && unknownKeys === 'ignore' && round < 8; round++) {
    const issues = friendlyIssues(parsed.error, 'meta', value)
    // (A key of an entry, never a whole entry or the meta: the folder keeps its pages.)
    if (!issues.every(issue => issue.path.length > 1)) break
    for (const issue of issues) {
      const given = valueAtPath(value, issue.path)
      value = withoutKey(value, issue.path)
      if (issue.unknownKey && issue.path.length === 2 && plainData(given) && readByCode?.(issue.unknownKey)) {
        ownKeys.push({ entry: String(issue.path[0]), key: issue.unknownKey, value: given })
        continue
      }
      diagnostics.push(
        diagnostic(
          'META_INVALID',
          issue.message,
          { file: raw.display, source: raw.source, ...locateKeyPath(raw.source, issue.path) },
          { severity: 'warning', hint: 'Nextra 2 and 3 do not check metas; the key is left out.' }
        )
      )
    }
    parsed = metaFileSchema.safeParse(value)
  }
  if (!parsed.success) {
    for (const issue of friendlyIssues(parsed.error, 'meta', value)) {
      diagnostics.push(
        diagnostic('META_INVALID', issue.message, {
          file: raw.display,
          source: raw.source,
          ...locateKeyPath(raw.source, issue.path)
        })
      )
    }
    return undefined
  }
  const data = parsed.data as Record<string, MetaEntry>
  for (const { entry, key, value: own } of ownKeys) {
    const current = data[entry]
    if (current && typeof current === 'object') data[entry] = { ...current, [key]: own } as MetaEntry
  }
  return data
}

/** The value at a key path of `value` (undefined when the path leaves it). */
function valueAtPath(value: unknown, path: (string | number)[]): unknown {
  let current = value
  for (const key of path) {
    if (!current || typeof current !== 'object') return undefined
    current = (current as Record<string | number, unknown>)[key]
  }
  return current
}

/** JSON-like data (strings, numbers, booleans, null, and arrays and plain objects of them): no elements, functions or stand-ins. */
function plainData(value: unknown, depth = 0): boolean {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return true
  if (depth > 8 || typeof value !== 'object') return false
  if (Array.isArray(value)) return value.every(item => plainData(item, depth + 1))
  const prototype = Object.getPrototypeOf(value) as unknown
  if (prototype !== Object.prototype && prototype !== null) return false
  return Object.values(value as object).every(item => plainData(item, depth + 1))
}

/**
 * Nextra 2's betas hid an entry with `hidden: true` (2.0.0 made it `display: 'hidden'`); the Guild's
 * metas of 2022 still say it. An entry with `hidden: true` and no `display` is hidden. Pure.
 */
function legacyHidden(value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value
  const entries = Object.entries(value as Record<string, unknown>)
  if (!entries.some(([, entry]) => isObject(entry) && 'hidden' in entry)) return value
  return Object.fromEntries(
    entries.map(([key, entry]) => {
      if (!isObject(entry) || !('hidden' in entry) || typeof entry.hidden !== 'boolean') return [key, entry]
      const { hidden, ...rest } = entry
      return [key, hidden && rest.display === undefined ? { ...rest, display: 'hidden' } : rest]
    })
  )
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** `value` without the key at `path` (copied along the path). */
function withoutKey(value: unknown, path: (string | number)[]): unknown {
  if (path.length === 0 || !value || typeof value !== 'object') return value
  const [key, ...rest] = path
  const copy = (Array.isArray(value) ? [...value] : { ...value }) as Record<string | number, unknown>
  if (rest.length === 0) delete copy[key]
  else copy[key] = withoutKey(copy[key], rest)
  return copy
}

/** A `_meta.json`'s value, or undefined with a diagnostic at the syntax error. Pure. */
export function parseJsonMeta(display: string, source: string, diagnostics: Diagnostic[]): unknown {
  try {
    return JSON.parse(source)
  } catch (error) {
    const text = (error as Error).message
    const at = /position (\d+)/.exec(text)
    diagnostics.push(
      diagnostic('META_SYNTAX', `Meta is not valid JSON: ${text.replace(/ in JSON at position \d+.*$/, '')}`, {
        file: display,
        source,
        ...(at ? positionAt(source, Number(at[1])) : { line: 1, column: 1 })
      })
    )
    return undefined
  }
}

/**
 * `_meta.global` holds the whole tree: an entry's `items` are the folder's own entries (except for a
 * `menu`, whose items are its links). Splits it into one meta per folder.
 */
export function splitGlobalMeta(data: Record<string, MetaEntry>, file: string, locale?: string): MetaSource[] {
  const out: MetaSource[] = []
  const walk = (entries: Record<string, MetaEntry>, dir: string) => {
    const own: Record<string, MetaEntry> = {}
    for (const [key, entry] of Object.entries(entries)) {
      if (typeof entry === 'object' && entry.items && entry.type !== 'menu') {
        const { items, ...rest } = entry
        own[key] = rest
        walk(items as Record<string, MetaEntry>, dir ? `${dir}/${key}` : key)
      } else own[key] = entry
    }
    out.push({ dir, file, data: own, ...(locale && { locale }) })
  }
  walk(data, '')
  return out
}

/**
 * A meta's value, awaited when it is a promise (`export default (async () => ({ … }))()`); a
 * rejection is a warning at the meta's line where the stack names it, and no value.
 */
async function settled(value: unknown, raw: RawMeta, diagnostics: Diagnostic[], hint: string): Promise<unknown> {
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
function defaultExportAt(source: string): { line: number; column: number } {
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
async function dynamicMeta(fn: () => unknown, raw: RawMeta, diagnostics: Diagnostic[]): Promise<unknown> {
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
function droppedSlot(raw: RawMeta, path: string[]): Diagnostic {
  const at = locateKeyPath(raw.source, path.slice(-1))
  return diagnostic(
    'META_EVAL',
    `Meta's "${path.join('.')}" is React content that its default export ${raw.dynamic ? 'function returns' : 'promise gives'}: it is not rendered`,
    { file: raw.display, source: raw.source, ...(at.line > 1 ? at : defaultExportAt(raw.source)) },
    { hint: 'Export the meta as an object for guildsite to render it.' }
  )
}

/**
 * Reads every `_meta.*` file: JSON parsed with positions, JS/TS evaluated through esbuild (they may
 * import packages, relative files and the built-in catalogue). Returns one MetaSource per folder and
 * locale, and a diagnostic per problem with the meta file's line.
 */
export async function readMetas(
  files: SourceFile[],
  siteDir: string,
  records?: SourceRecords,
  {
    unknownKeys,
    pages
  }: {
    /** See `validateMeta`. */
    unknownKeys?: 'error' | 'ignore'
    /** The pages read (their front matter): Nextra 3's generated page map, for a meta that imports it. */
    pages?: PageSource[]
  } = {}
): Promise<{ metas: MetaSource[]; diagnostics: Diagnostic[]; assets: Map<string, Uint8Array> }> {
  const validation = { unknownKeys, readByCode: unknownKeys === 'ignore' ? metaKeysReadByCode(siteDir) : undefined }
  const diagnostics: Diagnostic[] = []
  const metaFiles = files.filter(f => f.kind === 'meta' || f.kind === 'meta-global')
  const raws: RawMeta[] = await Promise.all(
    metaFiles.map(async file => {
      const display = relative(siteDir, file.path)
      // A JSON meta's value is its text's alone: with records, one unchanged since is not read. (A
      // script meta's value also depends on what it imports: it is evaluated at every build.)
      let stamp: FileStamp | undefined
      if (records && file.ext === 'json') {
        try {
          stamp = stampOf(statSync(file.path))
        } catch {
          // (Reading it says why.)
        }
        const recorded = stamp && records.recorded<Record<string, MetaEntry>>('meta', file.path, stamp)
        if (recorded) return { file, display, source: '', recorded }
      }
      const source = (await readFile(file.path, 'utf8')).replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n')
      return { file, display, source, ...(stamp && { stamp }) }
    })
  )
  const scripts = raws.filter(r => r.file.ext !== 'json')
  // Nothing absent stops a meta: an absent module or name is stood in for (a warning at the import),
  // an imported image is its public URL.
  const { modules, failures, warnings, assets } = await evaluateModules(
    inAnyOrder(scripts, 'metas').map(r => r.file.path),
    siteDir,
    {
      lenient: { code: 'META_IMPORT' },
      // (Next runs the root layout before the metas: Nextra 4's `getPageMap` reads them from it.)
      ...(rootLayoutOf(siteDir) && { retryAfter: rootLayoutOf(siteDir) }),
      // (The metas are what is being read: the page map a meta imports has none of them.)
      ...(pages && { plugins: [nextraPageMapPlugin({ files, pages, metas: [] })] })
    }
  )
  // A file two metas import is reported once.
  const seen = new Set<string>()
  for (const warning of warnings) {
    const key = `${warning.file}:${warning.line}:${warning.column}:${warning.message}`
    if (!seen.has(key)) diagnostics.push(warning)
    seen.add(key)
  }
  // A meta that cannot be evaluated is a warning: its folder falls back to file names.
  const fallback = "The folder's navigation falls back to its file names."
  for (const failure of failures) {
    const raw = raws.find(r => r.file.path === failure.file)
    const file = raw?.display ?? relative(siteDir, failure.file)
    const at = { file, source: raw?.source, line: failure.line, column: failure.column }
    if (failure.importPath)
      diagnostics.push(
        diagnostic('META_IMPORT', `Meta imports "${failure.importPath}", which cannot be resolved`, at, {
          hint: fallback
        })
      )
    else if (failure.phase === 'build')
      diagnostics.push(diagnostic('META_SYNTAX', `Meta could not be compiled: ${failure.message}`, at))
    else
      diagnostics.push(diagnostic('META_EVAL', `Meta threw while loading: ${failure.message}`, at, { hint: fallback }))
  }
  for (const raw of raws) {
    if (raw.recorded) continue
    if (raw.file.ext === 'json') {
      raw.value = parseJsonMeta(raw.display, raw.source, diagnostics)
    } else {
      const namespace = modules.get(raw.file.path)
      if (namespace) {
        if (!('default' in namespace))
          diagnostics.push(
            diagnostic(
              'META_INVALID',
              'Meta has no default export',
              { file: raw.display, source: raw.source, line: 1, column: 1 },
              { hint: 'Write `export default { … }`.' }
            )
          )
        else if (typeof namespace.default === 'function') {
          raw.dynamic = true
          raw.value = await dynamicMeta(namespace.default as () => unknown, raw, diagnostics)
        } else raw.value = await settled(namespace.default, raw, diagnostics, fallback)
        // Its React content (Nextra 3's `theme.topContent`…) stays in the module: the page map is data.
        const importable = raw.value === namespace.default ? raw.file.path : undefined
        const { value, dropped } = referMetaSlots(raw.value, importable)
        raw.value = value
        for (const path of dropped) diagnostics.push(droppedSlot(raw, path))
      }
    }
  }
  const metas: MetaSource[] = []
  const hasGlobal = raws.some(r => r.file.kind === 'meta-global')
  const hasLocal = raws.some(r => r.file.kind === 'meta')
  if (hasGlobal && hasLocal) {
    const global = raws.find(r => r.file.kind === 'meta-global')!
    const locals = raws.filter(r => r.file.kind === 'meta').map(r => r.display)
    diagnostics.push(
      diagnostic(
        'META_GLOBAL_CONFLICT',
        `A global meta cannot be combined with per-folder metas: ${locals.slice(0, 3).join(', ')}${locals.length > 3 ? ', …' : ''}`,
        { file: global.display, line: 1, column: 1 }
      )
    )
  }
  for (const raw of raws) {
    let data = raw.recorded
    if (!data) {
      if (raw.value === undefined) continue
      const before = diagnostics.length
      data = validateMeta(raw, diagnostics, validation)
      if (!data) continue
      // (A value with a problem never reaches here, nor one warned about: such a file is read again next time.)
      if (raw.stamp && diagnostics.length === before) records!.record('meta', raw.file.path, raw.stamp, data)
    }
    if (raw.file.kind === 'meta-global') metas.push(...splitGlobalMeta(data, raw.display, raw.file.locale))
    else
      metas.push({
        dir: raw.file.dir,
        file: raw.display,
        data,
        ...(raw.file.locale && { locale: raw.file.locale }),
        ...(raw.dynamic && { dynamic: true })
      })
    for (const sub of raw.subMetas ?? []) {
      const subData = validateMeta(
        { display: raw.display, source: raw.source, value: sub.data },
        diagnostics,
        validation
      )
      if (subData)
        metas.push({
          dir: sub.dir,
          file: raw.display,
          data: subData,
          ...(raw.file.locale && { locale: raw.file.locale }),
          dynamic: true
        })
    }
  }
  return { metas, diagnostics, assets }
}

export type { MetaItem }
