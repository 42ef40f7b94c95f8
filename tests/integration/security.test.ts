import { mkdirSync, symlinkSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  rawRequest,
  removeSite,
  runToExit,
  smallSite,
  startCli,
  statusOf,
  writeFile,
  type CliProcess
} from './dev-harness.js'

/**
 * Raw request targets over a TCP socket, so that no client normalises `..`, escapes or headers away.
 * The same attacks against both servers: `dev` (public files and rendered pages) and `preview` (the
 * built output). Every secret sits next to what is served, never inside it.
 */
const SECRET = 'TOP-SECRET-7f3a9c'

let site: string
let dev: CliProcess
let preview: CliProcess

beforeAll(async () => {
  site = smallSite({
    'secret.txt': `${SECRET} beside the site\n`,
    '.env': `TOKEN=${SECRET}\n`,
    // Siblings whose names start with the served folders' names: a prefix check would let them through.
    'public-secrets/secret.txt': `${SECRET} public sibling\n`,
    'dist-secrets/secret.txt': `${SECRET} dist sibling\n`,
    'public/.env': `TOKEN=${SECRET}\n`,
    'public/.git/config': `${SECRET}\n`,
    'public/node_modules/pkg/index.js': `// ${SECRET}\n`,
    'public/guildsite.config.json': `{"leak": "${SECRET}"}\n`,
    'public/images/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>\n'
  })
  const build = await runToExit(['build', site, '--quiet'])
  expect(build.code, build.stderr).toBe(0)
  // Placed after the build (which writes the output folder afresh): links and hidden files in it.
  writeFile(join(site, 'dist/.env'), `TOKEN=${SECRET}\n`)
  for (const root of ['public', 'dist']) {
    symlinkSync(join(site, 'secret.txt'), join(site, root, 'leak.txt'))
    symlinkSync(site, join(site, root, 'leakdir'))
  }
  mkdirSync(join(site, 'dist/empty-folder'))
  // Settled both, so that afterAll stops the one that started when the other did not.
  const started = await Promise.allSettled([
    startCli(['dev', site, '--port', '0']).then(cli => (dev = cli)),
    startCli(['preview', site, '--port', '0']).then(cli => (preview = cli))
  ])
  for (const result of started) if (result.status === 'rejected') throw result.reason
})

afterAll(async () => {
  await Promise.all([dev?.stop(), preview?.stop()])
  removeSite(site)
})

const request = (target: string, headers: string[] = ['Host: localhost']) =>
  `GET ${target} HTTP/1.1\r\n${headers.join('\r\n')}\r\nConnection: close\r\n\r\n`

const TRAVERSALS = [
  '/../secret.txt',
  '/../../../../../../etc/passwd',
  '/..%2fsecret.txt',
  '/%2e%2e/secret.txt',
  '/%2e%2e%2fsecret.txt',
  '/%2E%2E%2Fsecret.txt',
  '/docs/%2e%2e/%2e%2e/secret.txt',
  '/..%5csecret.txt',
  '/..\\secret.txt',
  '/%252e%252e/secret.txt',
  '/%c0%ae%c0%ae/secret.txt',
  '/%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
  '/./../secret.txt',
  '//../secret.txt',
  '/hello.txt%00.html',
  '/%00',
  '/%zz',
  '/%',
  '/%e0%80',
  '/../public-secrets/secret.txt',
  '/%2e%2e/public-secrets/secret.txt',
  '/../dist-secrets/secret.txt',
  '/..%2fdist-secrets%2fsecret.txt'
]

const HIDDEN = [
  '/.env',
  '/%2eenv',
  '/.git/config',
  '/node_modules/pkg/index.js',
  '/guildsite.config.json',
  '/../guildsite.config.json',
  '/leak.txt',
  '/leakdir/secret.txt',
  '/leakdir/guildsite.config.json',
  '/leakdir/pages/index.mdx'
]

describe.each([
  ['dev', () => dev],
  ['preview', () => preview]
])('%s server, raw requests', (_name, server) => {
  const send = async (raw: string) => {
    const response = await rawRequest(server().port, raw)
    // The server must still answer after every attack.
    const after = await rawRequest(server().port, request('/'))
    expect(statusOf(after), 'still answering').toBe(200)
    return response
  }

  it.each(TRAVERSALS)('traversal %s: 4xx, no byte of the secret', async target => {
    const response = await send(request(target))
    expect(statusOf(response)).toBeGreaterThanOrEqual(400)
    expect(statusOf(response)).toBeLessThan(500)
    expect(response).not.toContain(SECRET)
    expect(response).not.toContain('root:')
  })

  it.each(HIDDEN)('hidden, config, source or linked-out file %s: 4xx, nothing leaked', async target => {
    const response = await send(request(target))
    expect(statusOf(response)).toBeGreaterThanOrEqual(400)
    expect(statusOf(response)).toBeLessThan(500)
    expect(response).not.toContain(SECRET)
  })

  it.each(['/index.html#x', '/#', '/%23', '/docs/a%23x'])('a # in the target (%s) is a 400', async target => {
    const response = await send(request(target))
    expect(statusOf(response)).toBe(400)
  })

  it('a folder is never listed', async () => {
    const response = await send(request('/leakdir/'))
    expect(statusOf(response)).toBe(404)
    expect(response).not.toContain('secret.txt')
    if (_name === 'preview') expect(statusOf(await send(request('/empty-folder/')))).toBe(404)
  })

  it.each([
    ['evil.example', 403],
    ['localhost.evil.example', 403],
    ['127.0.0.1.nip.io', 403],
    ['evil.example:80', 403],
    ['xn--localhost-.example', 403],
    ['localhost:notaport', 403],
    ['[::2]', 403]
  ])('Host %s is rejected with %i', async (host, status) => {
    const response = await send(request('/', [`Host: ${host}`]))
    expect(statusOf(response)).toBe(status)
    expect(response).not.toContain('<html')
  })

  it.each(['localhost', 'localhost:1234', 'docs.localhost', '127.0.0.1', '[::1]:4000', 'LOCALHOST'])(
    'Host %s is allowed',
    async host => {
      expect(statusOf(await send(request('/', [`Host: ${host}`])))).toBe(200)
    }
  )

  it('a request without Host, or with two, is a 400', async () => {
    expect(statusOf(await send('GET / HTTP/1.0\r\n\r\n'))).toBe(400)
    expect(statusOf(await send(request('/', ['Host: localhost', 'Host: evil.example'])))).toBe(400)
  })

  it.each([
    ['a header line without a colon', 'GET / HTTP/1.1\r\nHost: localhost\r\nThis is not a header\r\n\r\n'],
    ['a control character in a header', 'GET / HTTP/1.1\r\nHost: localhost\r\nX-Bad: a\u0001b\r\n\r\n'],
    ['a garbage request line', 'HELLO\r\n\r\n'],
    ['a bad HTTP version', 'GET / HTTP/9.9\r\nHost: localhost\r\n\r\n'],
    ['an absolute-form target', 'GET http://evil.example/ HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n'],
    ['an asterisk target', 'OPTIONS * HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n'],
    ['a method that writes', 'POST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}'],
    ['an oversized header', `GET / HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(70_000)}\r\n\r\n`],
    [
      'a conflicting length',
      'GET / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 1\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n'
    ]
  ])('%s: a 4xx, and the server lives on', async (_what, raw) => {
    const response = await send(raw)
    expect(statusOf(response)).toBeGreaterThanOrEqual(400)
    expect(statusOf(response)).toBeLessThan(500)
  })

  it('every answer says nosniff and none allows any origin', async () => {
    for (const target of ['/', '/hello.txt', '/nope', '/../secret.txt', '/%zz']) {
      const response = await send(request(target))
      expect(response, target).toMatch(/\r\nX-Content-Type-Options: nosniff\r\n/i)
      expect(response, target).not.toMatch(/Access-Control-Allow-Origin/i)
    }
  })
})

describe('dev event stream origin check', () => {
  const events = (headers: string[]) =>
    rawRequest(dev.port, `GET /__guildsite/events?route=%2F HTTP/1.1\r\n${headers.join('\r\n')}\r\n\r\n`, {
      keepOpenMs: 5_000
    })

  it('answers a page of this server (same origin, or no Origin as browsers send for same-origin)', async () => {
    const same = await events(['Host: localhost:' + dev.port, `Origin: http://localhost:${dev.port}`])
    expect(statusOf(same)).toBe(200)
    expect(same).toMatch(/Content-Type: text\/event-stream/i)
    expect(same).not.toMatch(/Access-Control-Allow-Origin/i)
    expect(statusOf(await events(['Host: 127.0.0.1:' + dev.port, 'Sec-Fetch-Site: same-origin']))).toBe(200)
  })

  it.each([
    'http://evil.example',
    'null',
    'https://localhost:PORT',
    'http://localhost:PORT.evil.example',
    'http://localhost:PORT/',
    'http://127.0.0.1:PORT',
    'http://localhost'
  ])('rejects Origin %s with 403', async origin => {
    const response = await events([
      `Host: localhost:${dev.port}`,
      `Origin: ${origin.replace('PORT', String(dev.port))}`
    ])
    expect(statusOf(response)).toBe(403)
    expect(response).not.toContain('text/event-stream')
  })

  it('rejects a cross-site request that hides its Origin', async () => {
    expect(statusOf(await events([`Host: localhost:${dev.port}`, 'Sec-Fetch-Site: cross-site']))).toBe(403)
  })
})
