import { readFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { decodeSource, readPage } from '../content/read-page.js'
import type { PageSource } from '../content/types.js'
import type { Diagnostic } from '../shared/diagnostics.js'

/** A known page file read again (its front matter too); no page when it is gone or not UTF-8. */
export async function readPageSource(page: PageSource): Promise<{ page?: PageSource; diagnostics: Diagnostic[] }> {
  return fromBytes(page, await readFile(page.file.path).catch(() => undefined))
}

/** `readPageSource` on this thread. */
export function readPageSourceSync(page: PageSource): { page?: PageSource; diagnostics: Diagnostic[] } {
  let bytes: Buffer | undefined
  try {
    bytes = readFileSync(page.file.path)
  } catch {
    // Gone: the watcher reports it.
  }
  return fromBytes(page, bytes)
}

function fromBytes(page: PageSource, bytes: Buffer | undefined): { page?: PageSource; diagnostics: Diagnostic[] } {
  if (!bytes) return { diagnostics: [] }
  const decoded = decodeSource(bytes, page.display)
  if (decoded.diagnostic) return { diagnostics: [decoded.diagnostic] }
  return readPage(page.file, page.display, decoded.source!)
}
