import { readFile } from 'node:fs/promises'
import { appMetadataFiles } from '../../app-router/metadata-files.js'
import { contentTypeOf } from '../content-types.js'
import type { Middleware } from '../http.js'
import { sendBody } from '../send-body.js'

/**
 * The metadata files of a website's app folder (`app/icon.svg`, `apple-icon.png`,
 * `opengraph-image.png` beside a segment's pages, a static `robots.txt`), served at the URLs the
 * build copies them to (`src/app-router/metadata-files.ts`), read at each request. The list is made
 * at the first request and again after `refresh` (a change under the site: a file added or removed).
 */
export function appFiles(siteDir: () => string | undefined): Middleware & { refresh(): void } {
  let files: Map<string, string> | undefined
  const middleware = async (ctx: Parameters<Middleware>[0], next: () => Promise<void>) => {
    const dir = siteDir()
    if (!dir) return next()
    files ??= new Map(appMetadataFiles(dir).files.map(([out, path]) => [`/${out}`, path]))
    const path = files.get(ctx.path)
    const body = path && (await readFile(path).catch(() => undefined))
    if (!body) return next()
    sendBody(ctx.req, ctx.res, body, { contentType: contentTypeOf(path), noStore: true })
  }
  return Object.assign(middleware, { refresh: () => (files = undefined) })
}
