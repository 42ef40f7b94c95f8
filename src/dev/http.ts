import type { IncomingMessage, ServerResponse } from 'node:http'

/** One request as the middlewares see it. */
export interface RequestContext {
  req: IncomingMessage
  res: ServerResponse
  /**
   * The request path after the one and only resolution (`request-target.ts`): decoded once, dot
   * segments resolved, always starting with `/`, without the base path once `base-path.ts` ran.
   */
  path: string
  /** Whether the decoded path ended with `/` (`/docs/` vs `/docs`). */
  trailingSlash: boolean
  /** The raw query string (without `?`), never decoded here. */
  query: string
}

/** A Vite-style middleware: handle the request, or call `next()` to pass it on. */
export type Middleware = (ctx: RequestContext, next: () => Promise<void>) => Promise<void> | void

/** Headers every response carries, error responses included. */
export const SECURITY_HEADERS: Record<string, string> = {
  // Never let a browser guess a type: a text file must not run as a script or render as HTML.
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer'
}

/** Ends the request with a short plain-text body (never echoing the request back). */
export function sendText(
  res: ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string> = {}
): void {
  if (res.headersSent) {
    res.destroy()
    return
  }
  const body = Buffer.from(text + '\n', 'utf8')
  res.writeHead(status, {
    ...SECURITY_HEADERS,
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': String(body.length),
    'Cache-Control': 'no-store',
    ...headers
  })
  res.end(body)
}
