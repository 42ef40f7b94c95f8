import { SECURITY_HEADERS, sendText, type Middleware } from '../http.js'

/**
 * Serves the site under its base path, as the CDN will: `/docs/x` → `/x` for the middlewares after;
 * `/` redirects to `/docs/`; anything else outside the base path is not found.
 */
export function basePath(base: () => string): Middleware {
  return (ctx, next) => {
    const prefix = base()
    if (!prefix) return next()
    if (ctx.path === prefix || ctx.path.startsWith(prefix + '/')) {
      ctx.path = ctx.path.slice(prefix.length) || '/'
      if (ctx.path === '/') ctx.trailingSlash = false
      return next()
    }
    if (ctx.path === '/') {
      ctx.res.writeHead(302, { ...SECURITY_HEADERS, Location: `${prefix}/`, 'Content-Length': '0' })
      ctx.res.end()
      return
    }
    return sendText(ctx.res, 404, `Not found: this site is served under ${prefix}/`)
  }
}
