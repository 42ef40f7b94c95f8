import { hash } from 'node:crypto'

/** The 10 hex characters of sha256 that name a content-addressed output file (`name-<hash>.ext`). */
export const contentHash = (content: string | Uint8Array): string => hash('sha256', content, 'hex').slice(0, 10)
