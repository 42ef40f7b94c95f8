import { routeOfPath } from '../clean-urls.js'
import type { DevSite } from '../dev-site.js'
import type { Middleware } from '../http.js'
import { sendBody } from '../send-body.js'
import { trace } from '../start-trace.js'

/** Pages of the site, rendered on request (`/docs/x`, `/docs/x/`, `/docs/x/index.html`). */
export function devPages(devSite: DevSite): Middleware {
  return async (ctx, next) => {
    trace(`request ${ctx.path}`)
    const route = routeOfPath(ctx.path)
    // (A dynamic route's path is kept as its URL writes it, `/tags/night%20owl`; the request's is decoded.)
    const escaped = route.split('/').map(encodeURIComponent).join('/')
    const page = (await devSite.page(route)) ?? (escaped === route ? undefined : await devSite.page(escaped))
    if (!page) return next()
    sendBody(ctx.req, ctx.res, 'file' in page ? page.file : page.html, {
      status: page.status,
      contentType: 'file' in page ? page.contentType : 'text/html; charset=utf-8',
      noStore: true
    })
    trace(`served ${ctx.path}`)
  }
}
