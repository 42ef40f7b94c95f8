// Reads every `_meta.*` of a site (JSON parsed, scripts evaluated): one checked MetaSource per folder and locale.
import { statSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { relative } from 'node:path'
import { diagnostic, positionAt, type Diagnostic } from '../shared/diagnostics.js'
import { inAnyOrder } from '../shared/stage-hooks.js'
import { rootLayoutOf } from '../app-router/find-app-pages.js'
import { evaluateModules } from './evaluate-modules.js'
import { referMetaSlots } from './meta-slots.js'
import { stampOf, type FileStamp, type SourceRecords } from './source-records.js'
import { metaKeysReadByCode } from './meta-keys-read.js'
import type { MetaEntry, MetaItem, MetaSource, PageSource, SourceFile } from './types.js'
import { nextraPageMapPlugin } from '../website/nextra-page-map-module.js'
import { droppedSlot, dynamicMeta, settled, type RawMeta } from './meta-export.js'
import { validateMeta } from './validate-meta.js'

export { validateMeta } from './validate-meta.js'

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
    pages,
    globalConflict = () => true
  }: {
    /** See `validateMeta`. */
    unknownKeys?: 'error' | 'ignore'
    /** The pages read (their front matter): Nextra 3's generated page map, for a meta that imports it. */
    pages?: PageSource[]
    /**
     * Which folder `_meta` a `_meta.global` cannot be combined with (`page-map/global-meta.ts`: every
     * one, or from Nextra 4.2.10 only the page map root's; the others merge with it).
     */
    globalConflict?: (file: SourceFile) => boolean
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
  // (The metas that import something absent: what a stand-in gives them is no author's mistake.)
  const absentIn = new Set(warnings.map(warning => warning.file))
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
  const conflicting = raws.filter(r => r.file.kind === 'meta' && globalConflict(r.file))
  if (hasGlobal && conflicting.length > 0) {
    const global = raws.find(r => r.file.kind === 'meta-global')!
    const locals = conflicting.map(r => r.display)
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
      data = validateMeta(raw, diagnostics, { ...validation, absentImport: absentIn.has(raw.display) })
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
