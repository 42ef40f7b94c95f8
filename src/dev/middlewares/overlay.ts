import { devClientSource } from '../dev-client.js'
import type { Middleware } from '../http.js'
import { CLIENT_PATH } from '../overlay.js'
import { sendBody } from '../send-body.js'

/** Serves the dev client: the live-reload subscriber that also draws the error overlay. */
export const overlayClient: Middleware = (ctx, next) => {
  if (ctx.path !== CLIENT_PATH) return next()
  sendBody(ctx.req, ctx.res, devClientSource, { contentType: 'text/javascript; charset=utf-8' })
}
