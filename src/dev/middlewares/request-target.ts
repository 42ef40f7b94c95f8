import { posix } from 'node:path'
import { sendText } from '../http.js'
import type { Middleware } from '../http.js'

const VIRTUAL_ROOT = '/r'

export type TargetResult =
  { path: string; trailingSlash: boolean; query: string } | { status: 400 | 403; reason: string }

/**
 * The one place a request target becomes a path. It runs on the raw target (Node does not normalise
 * `req.url`), so the rules see exactly what was sent:
 * - origin-form only (`/…`): absolute-form and `*` targets are for proxies (RFC 9112 §3.2);
 * - `#` never belongs in a target (RFC 9112 §3.2: no fragment), raw or decoded;
 * - backslashes and NUL are rejected raw and decoded (Windows separators; C-string truncation);
 * - malformed percent escapes and invalid UTF-8 are rejected instead of guessed at;
 * - the path is decoded exactly once (so `%252e%252e` stays a literal `%2e%2e` name);
 * - dot segments are resolved against a root and the result must stay inside it, checked with a
 *   trailing separator (https://owasp.org/www-community/attacks/Path_Traversal).
 */
export function resolveTarget(target: string): TargetResult {
  if (!target.startsWith('/')) return { status: 400, reason: 'Bad request target' }
  const q = target.indexOf('?')
  const raw = q < 0 ? target : target.slice(0, q)
  const query = q < 0 ? '' : target.slice(q + 1)
  if (/[#\\\0]/.test(raw) || /%(?![0-9a-fA-F]{2})/.test(raw)) return { status: 400, reason: 'Bad request target' }
  let decoded: string
  try {
    decoded = decodeURIComponent(raw)
  } catch {
    return { status: 400, reason: 'Bad escape in request target' }
  }
  // Control characters (NUL included) and the characters rejected raw are rejected decoded too.
  if (/[#\\\u0000-\u001f\u007f]/.test(decoded)) return { status: 400, reason: 'Bad request target' }
  const resolved = posix.resolve(VIRTUAL_ROOT, '.' + decoded)
  if (resolved !== VIRTUAL_ROOT && !resolved.startsWith(VIRTUAL_ROOT + '/'))
    return { status: 403, reason: 'Path outside the site' }
  const path = resolved.slice(VIRTUAL_ROOT.length) || '/'
  return { path, trailingSlash: decoded.endsWith('/') && path !== '/', query }
}

/** Only reading is served (RFC 9110 §9.3.1/§9.3.2); then the target is resolved once for everyone after. */
export const requestTarget: Middleware = (ctx, next) => {
  const { req, res } = ctx
  if (req.method !== 'GET' && req.method !== 'HEAD')
    return sendText(res, 405, 'Method not allowed', { Allow: 'GET, HEAD' })
  const result = resolveTarget(req.url ?? '')
  if ('status' in result) return sendText(res, result.status, result.reason)
  ctx.path = result.path
  ctx.trailingSlash = result.trailingSlash
  ctx.query = result.query
  return next()
}
