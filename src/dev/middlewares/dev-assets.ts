import { contentTypeOf } from '../content-types.js'
import type { DevSite } from '../dev-site.js'
import type { Middleware } from '../http.js'
import { sendBody } from '../send-body.js'
import { isHashedAsset } from './static-files.js'

/** Files the build would write that the dev server keeps in memory: client assets and imported files. */
export function devAssets(devSite: DevSite): Middleware {
  return (ctx, next) => {
    const body = devSite.assetFiles.get(ctx.path.slice(1))
    if (body === undefined) return next()
    sendBody(ctx.req, ctx.res, body, { contentType: contentTypeOf(ctx.path), immutable: isHashedAsset(ctx.path) })
  }
}
