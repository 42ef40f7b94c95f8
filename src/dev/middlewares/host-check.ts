import { sendText, type Middleware } from '../http.js'

// A hostname label (RFC 1123): letters, digits and inner hyphens.
const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/
const PORT = /^\d{1,5}$/

/** The hostname of a Host header value (lower-cased, IPv6 kept in brackets), or undefined if malformed. */
export function hostnameOf(host: string): string | undefined {
  const value = host.trim().toLowerCase()
  const match = /^(\[[0-9a-f:.]+\]|[^:[\]]+)(?::(.*))?$/.exec(value)
  if (!match) return undefined
  if (match[2] !== undefined && !PORT.test(match[2])) return undefined
  return match[1]
}

/**
 * Whether a Host is one a browser uses to reach this machine: `localhost` and `*.localhost` (which
 * resolve to loopback by definition, RFC 6761 §6.3), `127.0.0.1`, `[::1]`, or a host the user named.
 * Anything else may be a DNS-rebinding attack: a page on a foreign site that re-points its own name
 * at 127.0.0.1 to read this server (https://github.com/webpack/webpack-dev-server/issues/887).
 */
export function isAllowedHost(host: string, allowed: ReadonlySet<string>): boolean {
  const name = hostnameOf(host)
  if (!name) return false
  if (name === 'localhost' || name === '127.0.0.1' || name === '[::1]' || allowed.has(name)) return true
  return (
    name.endsWith('.localhost') &&
    name
      .slice(0, -'.localhost'.length)
      .split('.')
      .every(label => LABEL.test(label))
  )
}

/** Rejects requests whose Host header is missing, repeated, malformed or not allowed. */
export function hostCheck(allowedHosts: Iterable<string>): Middleware {
  const allowed = new Set([...allowedHosts].map(host => host.toLowerCase()))
  return (ctx, next) => {
    const { req, res } = ctx
    let hosts = 0
    for (let i = 0; i < req.rawHeaders.length; i += 2) if (req.rawHeaders[i].toLowerCase() === 'host') hosts++
    const host = req.headers.host
    // RFC 9112 §3.2: a request without exactly one Host header is a 400.
    if (hosts !== 1 || !host) return sendText(res, 400, 'Bad Host header')
    if (!isAllowedHost(host, allowed))
      return sendText(res, 403, 'Blocked request: this host is not allowed. Add it with --allowed-host.')
    return next()
  }
}
