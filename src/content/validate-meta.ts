// Checks a meta against the schema; a Nextra 2/3 site's unknown keys are left out with a warning, or kept quietly.
import { friendlyIssues, locateKeyPath } from '../config/zod-issues.js'
import { diagnostic, type Diagnostic } from '../shared/diagnostics.js'
import { metaFileSchema } from './meta-schema.js'
import { textifyMeta } from './to-text.js'
import { legacyHidden, plainData, unknownTypes, valueAtPath, withoutKey } from './nextra-meta-keys.js'
import type { MetaEntry } from './types.js'

/**
 * Checks a meta's value against the schema; every problem becomes a diagnostic at its key's line. Pure.
 * `unknownKeys: 'ignore'` (a Nextra 2 or 3 site: they do not check metas; `unknownMetaKeys`) leaves out the
 * keys of entries the schema refuses (unknown ones, values of another kind), each with a warning, and keeps the rest;
 * an entry's unknown key holding plain data that the site's code reads (`readByCode`) stays on the entry, quietly.
 */
export function validateMeta(
  raw: { display: string; source: string; value?: unknown },
  diagnostics: Diagnostic[],
  {
    unknownKeys = 'error',
    readByCode,
    absentImport
  }: {
    unknownKeys?: 'error' | 'ignore'
    /**
     * The meta imports something absent (a stand-in, `META_IMPORT`): a value that is no object is what the
     * stand-in gave (`export default metaForDirectory('/design')` of an absent module), not the author's
     * mistake, so a warning and the folder's file names, as for a meta that throws.
     */
    absentImport?: boolean
    /** Whether the site's code reads a meta key off the page map (`metaKeysReadByCode`). */
    readByCode?: (key: string) => boolean
  } = {}
): Record<string, MetaEntry> | undefined {
  let value = legacyHidden(textifyMeta(raw.value))
  // (Nextra 2 and 3 keep a type they do not know: `'other'`, in their phone menu only.)
  const otherTypes = unknownKeys === 'ignore' ? unknownTypes(value) : { value, entries: [] }
  value = otherTypes.value
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    diagnostics.push(
      diagnostic(
        'META_INVALID',
        `Meta must export an object of entries, received ${Array.isArray(value) ? 'array' : typeof value}`,
        { file: raw.display, source: raw.source, line: 1, column: 1 },
        // (Nextra 2 and 3 never check metas: the folder is listed by its file names, as when one throws.)
        unknownKeys === 'ignore' || absentImport
          ? {
              severity: 'warning',
              hint: absentImport
                ? "It is made by an import that cannot be resolved (a stand-in): the folder's navigation falls back to its file names. Install the site's packages, or add the file, for its own."
                : "The folder's navigation falls back to its file names."
            }
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
  for (const entry of otherTypes.entries) {
    const current = data[entry]
    if (current && typeof current === 'object') data[entry] = { ...current, type: 'other' }
  }
  for (const { entry, key, value: own } of ownKeys) {
    const current = data[entry]
    if (current && typeof current === 'object') data[entry] = { ...current, [key]: own } as MetaEntry
  }
  return data
}
