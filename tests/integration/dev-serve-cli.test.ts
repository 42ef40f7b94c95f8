import { writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:net'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  fetchPage,
  rawRequest,
  removeSite,
  runToExit,
  smallSite,
  startCli,
  statusOf,
  type CliProcess
} from './dev-harness.js'

let site: string
let preview: CliProcess
const started: CliProcess[] = []
const start = async (args: string[]) => {
  const cli = await startCli(args)
  started.push(cli)
  return cli
}

/** Occupies a free port on 127.0.0.1 and returns it. */
async function occupy(): Promise<{ server: Server; port: number }> {
  const server = createServer()
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  return { server, port: (server.address() as { port: number }).port }
}

beforeAll(async () => {
  site = smallSite({ 'public/images/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>\n' })
  const build = await runToExit(['build', site, '--quiet'])
  expect(build.code, build.stderr).toBe(0)
  preview = await start(['preview', site, '--port', '0'])
})

afterAll(async () => {
  await Promise.all(started.map(cli => cli.stop()))
  removeSite(site)
})

describe('guildsite preview', () => {
  it('prints its URL on 127.0.0.1 and serves the built pages with clean URLs', async () => {
    expect(preview.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/)
    for (const path of ['/', '/docs/a', '/docs/a/', '/docs/a/index.html']) {
      const page = await fetchPage(preview.url, path)
      expect(page.status, path).toBe(200)
      expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8')
      expect(page.text).not.toContain('__guildsite')
    }
    expect((await fetchPage(preview.url, '/docs/a')).text).toContain('Alpha body one.')
  })

  it('serves the 404 page with status 404 for unknown routes', async () => {
    const missing = await fetchPage(preview.url, '/docs/nope')
    expect(missing.status).toBe(404)
    expect(missing.text).toContain('Page not found')
  })

  it('answers with correct content types, ETags and 304s; hashed assets are immutable', async () => {
    const svg = await fetchPage(preview.url, '/images/logo.svg')
    expect(svg.headers.get('content-type')).toBe('image/svg+xml')
    const page = await fetchPage(preview.url, '/docs/a')
    const etag = page.headers.get('etag')!
    expect(etag).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/)
    expect(page.headers.get('cache-control')).toBe('no-cache')
    const again = await fetchPage(preview.url, '/docs/a', { headers: { 'If-None-Match': etag } })
    expect(again.status).toBe(304)
    expect(again.text).toBe('')
    const css = /href="(\/_gs\/assets\/style-[0-9a-f]+\.css)"/.exec(page.text)![1]
    const stylesheet = await fetchPage(preview.url, css)
    expect(stylesheet.headers.get('content-type')).toBe('text/css; charset=utf-8')
    expect(stylesheet.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  })

  it('answers HEAD without a body', async () => {
    const response = await rawRequest(
      preview.port,
      'HEAD /docs/a HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n'
    )
    expect(statusOf(response)).toBe(200)
    expect(response.split('\r\n\r\n')[1]).toBe('')
  })

  it('without --port listens on 127.0.0.1:4173 (or says which port it took instead)', async () => {
    const cli = await start(['preview', site])
    expect(cli.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/)
    if (cli.port !== 4173) expect(cli.stdout()).toContain(`Port 4173 is in use; using ${cli.port} instead.`)
    expect((await fetchPage(cli.url, '/')).status).toBe(200)
  })

  it('follows each build: the output path switches to a new generation and the same server serves it', async () => {
    // (Last of this block: it edits the page the tests above read.)
    for (const version of ['two', 'three']) {
      writeFileSync(join(site, 'pages/docs/a.mdx'), `# Alpha\n\nAlpha body ${version}.\n`)
      const build = await runToExit(['build', site, '--quiet'])
      expect(build.code, build.stderr).toBe(0)
      const page = await fetchPage(preview.url, '/docs/a')
      expect(page.status).toBe(200)
      expect(page.text).toContain(`Alpha body ${version}.`)
      expect((await fetchPage(preview.url, '/docs/b')).status).toBe(200)
    }
  })

  it('fails with exit 1 and a clear message when there is no build', async () => {
    const empty = smallSite()
    try {
      const result = await runToExit(['preview', empty, '--port', '0'])
      expect(result.code).toBe(1)
      expect(result.stderr).toContain('run guildsite build first')
    } finally {
      removeSite(empty)
    }
  })
})

describe('guildsite dev and preview: ports and hosts', () => {
  it('takes the next free port when the port is in use, and says so', async () => {
    const { server, port } = await occupy()
    try {
      const cli = await start(['dev', site, '--port', String(port)])
      expect(cli.port).toBeGreaterThan(port)
      expect(cli.stdout()).toContain(`Port ${port} is in use; using ${cli.port} instead.`)
      expect((await fetchPage(cli.url, '/')).status).toBe(200)
    } finally {
      server.close()
    }
  })

  it('--strict-port exits 1 when the port is in use', async () => {
    const { server, port } = await occupy()
    try {
      for (const command of ['dev', 'preview']) {
        const result = await runToExit([command, site, '--port', String(port), '--strict-port'])
        expect(result.code, command).toBe(1)
        expect(result.stderr).toContain(`Port ${port} is in use and --strict-port forbids another.`)
      }
    } finally {
      server.close()
    }
  })

  it('--host warns that the server is exposed; the host given is allowed, others still are not', async () => {
    const cli = await start(['preview', site, '--port', '0', '--host', '127.0.0.1', '--allowed-host', 'docs.test'])
    expect(cli.stderr()).toContain('warning --host 127.0.0.1')
    const request = (host: string) =>
      rawRequest(cli.port, `GET / HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`)
    expect(statusOf(await request('docs.test'))).toBe(200)
    expect(statusOf(await request('evil.test'))).toBe(403)
  })

  it('a bad port is a usage error (exit 2)', async () => {
    const result = await runToExit(['dev', site, '--port', 'eighty'])
    expect(result.code).toBe(2)
    expect(result.stderr).toContain('expected a port number')
  })
})
