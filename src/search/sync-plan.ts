import { createHash } from 'node:crypto'
import type { HostedRecord } from '../shared/search/hosted.js'

/** A record as the index holds it: with the digest `guildsite search sync` compares. */
export type SyncedRecord = HostedRecord & { digest: string }

/** What the index holds of a site, as browsed: object id → digest (undefined: written by something else). */
export type IndexState = Map<string, string | undefined>

export interface SyncPlan {
  added: SyncedRecord[]
  changed: SyncedRecord[]
  /** Object ids of the site's records whose section is gone. */
  removed: string[]
  unchanged: number
}

/** Canonical JSON: keys sorted, so the digest does not depend on the order fields were written in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map(key => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`
  }
  return JSON.stringify(value)
}

/** A short digest of everything a record holds: it changes exactly when the record does. */
export function recordDigest(record: HostedRecord): string {
  return createHash('sha256').update(canonical(record)).digest('hex').slice(0, 20)
}

/** What a sync sends: records new or changed since the index got them, and the ids of the removed ones. Pure. */
export function syncPlan(records: HostedRecord[], index: IndexState): SyncPlan {
  const plan: SyncPlan = { added: [], changed: [], removed: [], unchanged: 0 }
  const local = new Set<string>()
  for (const record of records) {
    local.add(record.objectID)
    const synced = { ...record, digest: recordDigest(record) }
    if (!index.has(record.objectID)) plan.added.push(synced)
    else if (index.get(record.objectID) !== synced.digest) plan.changed.push(synced)
    else plan.unchanged++
  }
  for (const id of [...index.keys()].sort()) if (!local.has(id)) plan.removed.push(id)
  return plan
}

/** SPEC §3 index settings the records need: what is searched, the facets, the highlight tags. */
export const INDEX_SETTINGS = {
  searchableAttributes: [
    'unordered(hierarchy.lvl0)',
    'unordered(hierarchy.lvl1)',
    'unordered(hierarchy.lvl2)',
    'unordered(hierarchy.lvl3)',
    'unordered(hierarchy.lvl4)',
    'unordered(hierarchy.lvl5)',
    'unordered(hierarchy.lvl6)',
    'content'
  ],
  attributesForFaceting: ['source', 'type', 'hierarchy.lvl0'],
  attributesToSnippet: ['content:20'],
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  unretrievableAttributes: ['digest']
} as const

/** The settings keys whose value differs from `INDEX_SETTINGS` (none: nothing to apply). */
export function settingsToApply(current: Record<string, unknown>): string[] {
  return Object.entries(INDEX_SETTINGS).flatMap(([key, value]) =>
    canonical(current[key] ?? null) === canonical(value) ? [] : [key]
  )
}
