import { createHash } from 'node:crypto'

/** The 10 hex characters of sha256 that name a content-addressed output file (`name-<hash>.ext`). */
export const contentHash = (content: string | Uint8Array): string =>
  createHash('sha256').update(content).digest('hex').slice(0, 10)
