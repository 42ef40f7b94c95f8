import { FILE_GROUP, SEARCH_FORMAT_VERSION, type SearchFileSet } from './format.js'

// Reading the index's files for the engine (engine.ts): each fetched, its format version and shape
// checked, every failure one `SearchIndexError`; the postings of a bucket decoded.

/** SPEC §8: the one message for every way loading the index can fail. */
export const LOAD_ERROR_MESSAGE = 'Failed to load search index'

/** The index could not be fetched, was not JSON, or is of another format version. */
export class SearchIndexError extends Error {
  constructor(readonly reason: string) {
    super(LOAD_ERROR_MESSAGE)
    this.name = 'SearchIndexError'
  }
}

/** Bytes `start` (included) to `end` (excluded) of a file: a member of a pack (format.ts `searchMember`). */
export interface ByteRange {
  start: number
  end: number
}

/**
 * Fetches and parses one JSON file, or the member of a pack at `range` (gzip or not,
 * `readSearchFile`); rejects on an HTTP error or bad JSON.
 */
export type FetchJson = (url: string, range?: ByteRange) => Promise<unknown>

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function checkVersion(value: unknown, what: string): asserts value is Record<string, unknown> {
  if (!isObject(value)) throw new SearchIndexError(`${what} is not an object`)
  if (value.v !== SEARCH_FORMAT_VERSION)
    throw new SearchIndexError(`${what} has format version ${String(value.v)}, expected ${SEARCH_FORMAT_VERSION}`)
}

export const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every(item => typeof item === 'string')
export const isNumberArray = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every(item => typeof item === 'number')
export const isFileSet = (value: unknown): value is SearchFileSet => {
  const set = value as { count?: unknown; groups?: unknown } | null
  return (
    typeof set?.count === 'number' &&
    Number.isInteger(set.count) &&
    set.count >= 0 &&
    isStringArray(set.groups) &&
    set.groups.length === Math.ceil(set.count / FILE_GROUP)
  )
}

export function decodePostings(encoded: number[]): Map<number, Map<number, number>> {
  const fields = new Map<number, Map<number, number>>()
  let i = 0
  while (i < encoded.length) {
    const fieldId = encoded[i++]
    const count = encoded[i++]
    const docs = new Map<number, number>()
    let doc = -1
    for (let n = 0; n < count; n++) {
      doc += encoded[i++]
      let frequency = 1
      if (encoded[i] < 0) frequency = -encoded[i++]
      docs.set(doc, frequency)
    }
    fields.set(fieldId, docs)
  }
  return fields
}

/** Fetches one file and checks its format version; rejects with `SearchIndexError`. */
export async function fetchChecked(
  fetchJson: FetchJson,
  url: string,
  what: string,
  range?: ByteRange
): Promise<Record<string, unknown>> {
  let data: unknown
  try {
    data = await (range ? fetchJson(url, range) : fetchJson(url))
  } catch (error) {
    throw error instanceof SearchIndexError ? error : new SearchIndexError(`${what}: ${(error as Error).message}`)
  }
  checkVersion(data, what)
  return data
}
