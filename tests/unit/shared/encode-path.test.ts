import { describe, expect, it } from 'vitest'
import { encodePath } from '../../../src/shared/encode-path.js'
import { encodeRoute } from '../../../src/shared/encode-route.js'

describe('encodePath', () => {
  it('encodes every route as encodeRoute does (its fast path only skips routes encodeRoute leaves unchanged)', () => {
    const routes = [
      '/',
      '',
      '/docs/getting-started',
      '/über uns/c#',
      "/a/b_c.d!e~f*g'h(i)j",
      '/a b',
      '/%20',
      '/?q',
      '/😀'
    ]
    for (let code = 0; code < 0x800; code++) routes.push(`/x${String.fromCharCode(code)}y/z`)
    for (const route of routes) expect(encodePath(route), JSON.stringify(route)).toBe(encodeRoute(route))
  })
})
