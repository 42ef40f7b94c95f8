import { relative } from 'node:path'
import { redirectPages, redirectsOverPagesOf } from '../../website/redirect-pages.js'
import { routeOfPath } from '../clean-urls.js'
import type { DevSite } from '../dev-site.js'
import type { Middleware } from '../http.js'
import { sendBody } from '../send-body.js'

/**
 * The redirect pages the build writes (Next's `redirects`; `/` → `contentDirBasePath` when the root
 * has no page), served at their paths where no page nor public file answers: a link to a moved page
 * leads on in dev as on the built site. Worked out again at each request from the current config
 * and routes (a redirect over a page is `devPageRedirects`', before the pages).
 */
export function devRedirects(devSite: DevSite): Middleware {
  return (ctx, next) => {
    const { config } = devSite.site
    const route = routeOfPath(ctx.path).replace(/(.)\/+$/, '$1')
    // (Reached only when no page answered: a dynamic page's shape whose paths do not list the
    // route — envelop's /plugins/use-depth-limit — has no page there, as in the build.)
    const routes = new Set(devSite.routes.keys())
    routes.delete(route)
    const { defaultLocale } = config.i18n
    const { files } = redirectPages({
      redirects: config.redirects,
      routes,
      basePath: config.basePath,
      siteUrl: config.siteUrl,
      contentDirBasePath:
        (devSite.site.pageMaps.get(defaultLocale)?.prefix ?? '') + config.contentDirBasePath.replace(/^\/$/, ''),
      file: relative(config.siteDir, config.configFile)
    })
    let path: string
    try {
      path = route === '/' ? 'index.html' : `${decodeURI(route.slice(1))}/index.html`
    } catch {
      return next()
    }
    const html = files.get(path)
    if (html === undefined) return next()
    sendBody(ctx.req, ctx.res, html, { contentType: 'text/html; charset=utf-8', noStore: true })
  }
}

/**
 * A redirect whose exact source is a page answers before the page, as Next checks redirects before
 * the filesystem and as the build writes the page's file (website/redirect-pages.ts `redirectsOverPages`).
 */
export function devPageRedirects(devSite: DevSite): Middleware {
  return (ctx, next) => {
    const route = routeOfPath(ctx.path).replace(/(.)\/+$/, '$1')
    const html = devSite.routes.has(route) ? redirectsOverPagesOf(devSite.site.config).get(route) : undefined
    if (html === undefined) return next()
    sendBody(ctx.req, ctx.res, html, { contentType: 'text/html; charset=utf-8', noStore: true })
  }
}
