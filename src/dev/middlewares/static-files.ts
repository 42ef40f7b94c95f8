import { readFile } from 'node:fs/promises'
import { cleanUrlCandidates } from '../clean-urls.js'
import { contentTypeOf } from '../content-types.js'
import type { Middleware } from '../http.js'
import { resolveFile, type FileRoot } from '../safe-file.js'
import { sendBody } from '../send-body.js'

/** Content-hashed output (`/_gs/assets/name-0123456789.ext`) never changes under its name. */
export const isHashedAsset = (path: string): boolean => /^\/_gs\/assets\/.+-[0-9a-f]{10}\.[a-z0-9]+$/i.test(path)

/**
 * Serves files from `roots` (first match wins) under the clean-URL rules, through the one safe
 * resolution of `safe-file.ts`. The ETag is weak, from size and modification time (RFC 9110 §8.8.1),
 * so a 304 costs a `stat` and no read.
 */
export function staticFiles(roots: () => FileRoot[]): Middleware {
  return async (ctx, next) => {
    for (const candidate of cleanUrlCandidates(ctx.path, ctx.trailingSlash)) {
      for (const root of roots()) {
        const found = await resolveFile(root, candidate)
        if (!found) continue
        const etag = `W/"${found.stats.size.toString(16)}-${Math.floor(found.stats.mtimeMs).toString(16)}"`
        const body = await readFile(found.file)
        sendBody(ctx.req, ctx.res, body, {
          contentType: contentTypeOf(found.file),
          etag,
          immutable: isHashedAsset(ctx.path)
        })
        return
      }
    }
    return next()
  }
}
