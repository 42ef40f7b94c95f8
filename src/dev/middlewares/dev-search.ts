import type { DevSite } from '../dev-site.js'
import type { Middleware } from '../http.js'
import { sendBody } from '../send-body.js'

/** The search index files (`/_gs/search/…`), built on first request and kept fresh. */
export function devSearch(devSite: DevSite): Middleware {
  return async (ctx, next) => {
    if (!ctx.path.startsWith('/_gs/search/')) return next()
    const body = await devSite.search.file(ctx.path.slice(1))
    if (body === undefined) return next()
    // The manifest and core are JSON; the packs of buckets and chunks, gzip members (format.ts).
    const contentType = ctx.path.endsWith('.pack') ? 'application/octet-stream' : 'application/json; charset=utf-8'
    sendBody(ctx.req, ctx.res, body, { contentType })
  }
}
