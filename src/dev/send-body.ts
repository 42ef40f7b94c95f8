import { createHash } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { SECURITY_HEADERS } from './http.js'

export interface SendOptions {
  status?: number
  contentType: string
  /** Hashed asset URLs never change: cache them for a year. Everything else is revalidated. */
  immutable?: boolean
  /** An ETag computed by the caller (e.g. from size and mtime); else one is hashed from the body. */
  etag?: string
  /** Dev HTML changes on every save: no caching at all. */
  noStore?: boolean
}

/** Whether `If-None-Match` names `etag` (RFC 9110 §13.1.2: weak comparison). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false
  if (header.trim() === '*') return true
  const bare = etag.replace(/^W\//, '')
  return header.split(',').some(tag => tag.trim().replace(/^W\//, '') === bare)
}

/** Sends a complete body with Content-Length and an ETag; answers 304 when the client has it. */
export function sendBody(
  req: IncomingMessage,
  res: ServerResponse,
  body: string | Uint8Array,
  options: SendOptions
): void {
  const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : body
  const status = options.status ?? 200
  const etag = options.etag ?? `"${createHash('sha1').update(bytes).digest('base64url').slice(0, 27)}"`
  const headers: Record<string, string> = {
    ...SECURITY_HEADERS,
    'Content-Type': options.contentType,
    'Cache-Control': options.noStore
      ? 'no-store'
      : options.immutable
        ? 'public, max-age=31536000, immutable'
        : 'no-cache'
  }
  if (status === 200 && !options.noStore) {
    headers.ETag = etag
    if (matchesEtag(req.headers['if-none-match'], etag)) {
      res.writeHead(304, headers)
      res.end()
      return
    }
  }
  const range = status === 200 ? byteRange(req.headers.range, bytes.byteLength) : undefined
  if (range) {
    // One range (`bytes=a-b`): the search index's packs are read a member at a time (format.ts).
    headers['Content-Range'] = `bytes ${range.start}-${range.end - 1}/${bytes.byteLength}`
    headers['Content-Length'] = String(range.end - range.start)
    res.writeHead(206, headers)
    res.end(bytes.subarray(range.start, range.end))
    return
  }
  headers['Content-Length'] = String(bytes.byteLength)
  res.writeHead(status, headers)
  // Node sends no body for HEAD by itself; passing it keeps Content-Length right.
  res.end(bytes)
}

/** The one satisfiable range of a `Range: bytes=a-b` (or `a-`) header, `end` excluded; else the whole body is sent. */
function byteRange(header: string | undefined, length: number): { start: number; end: number } | undefined {
  const match = header && /^bytes=(\d+)-(\d*)$/.exec(header.trim())
  if (!match) return undefined
  const start = Number(match[1])
  const end = Math.min(length, match[2] ? Number(match[2]) + 1 : length)
  return start < end ? { start, end } : undefined
}
