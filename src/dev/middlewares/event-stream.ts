import type { IncomingMessage } from 'node:http'
import { SECURITY_HEADERS, sendText, type Middleware } from '../http.js'
import type { ReloadChannel } from '../reload-channel.js'

export const EVENTS_PATH = '/__guildsite/events'

/**
 * Whether the event stream request comes from a page of this server. A cross-origin EventSource always
 * carries `Origin` (Fetch §3.1: CORS-mode requests), so a present Origin must equal this server's
 * origin exactly — no prefix or suffix match (`http://localhost:4000.evil.com`). A same-origin
 * EventSource sends none; then `Sec-Fetch-Site`, when the browser sends it, must not say cross-site.
 */
export function isSameOrigin(req: IncomingMessage): boolean {
  const origin = req.headers.origin
  if (origin !== undefined) return origin === `http://${req.headers.host}`
  const site = req.headers['sec-fetch-site']
  return site === undefined || site === 'same-origin' || site === 'none'
}

/** `GET /__guildsite/events?route=/docs/x`: the live-reload stream of the page showing that route. */
export function eventStream(channel: ReloadChannel): Middleware {
  return (ctx, next) => {
    if (ctx.path !== EVENTS_PATH) return next()
    const { req, res } = ctx
    if (!isSameOrigin(req)) return sendText(res, 403, 'Blocked request: foreign origin')
    const params = new URLSearchParams(ctx.query)
    const route = params.get('route') ?? '/'
    // The revision the page was served at; a stream opened without one (an old page, a tool) gets no catch-up.
    const rev = params.get('rev')
    const revision = rev === null ? Number.NaN : Number(rev)
    if (!route.startsWith('/') || route.length > 2048) return sendText(res, 400, 'Bad route')
    // Never `Access-Control-Allow-Origin`: no other site may read this stream.
    res.writeHead(200, {
      ...SECURITY_HEADERS,
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      Connection: 'keep-alive'
    })
    if (req.method === 'HEAD') return void res.end()
    res.flushHeaders()
    channel.open(route, res, Number.isSafeInteger(revision) && revision >= 0 ? revision : undefined)
  }
}
