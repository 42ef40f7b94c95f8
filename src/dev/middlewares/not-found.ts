import type { Middleware } from '../http.js'
import { sendBody } from '../send-body.js'

/** The site's 404 page (status 404) for every request nothing else answered. */
export function notFound(page: (path: string) => Promise<string | undefined>): Middleware {
  return async ctx => {
    const html = await page(ctx.path)
    if (html === undefined)
      return sendBody(ctx.req, ctx.res, 'Not found\n', {
        status: 404,
        contentType: 'text/plain; charset=utf-8',
        noStore: true
      })
    sendBody(ctx.req, ctx.res, html, { status: 404, contentType: 'text/html; charset=utf-8', noStore: true })
  }
}
