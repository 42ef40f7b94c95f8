import { createReadStream, existsSync } from 'node:fs'
import { stat } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize, sep } from 'node:path'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8'
}

export interface StaticServer {
  url: string
  close(): Promise<void>
}

/** A minimal static host (clean URLs, 404.html) like the CDNs guildsite output is deployed to. */
export async function serveStatic(root: string, options: { basePath?: string } = {}): Promise<StaticServer> {
  const base = options.basePath ?? ''
  const server: Server = createServer(async (req, res) => {
    let path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)
    if (base && path.startsWith(base)) path = path.slice(base.length) || '/'
    let file = normalize(join(root, path))
    if (!file.startsWith(root + sep) && file !== root) {
      res.writeHead(400).end()
      return
    }
    try {
      if ((await stat(file)).isDirectory()) file = join(file, 'index.html')
      const { size } = await stat(file)
      const type = TYPES[extname(file)] ?? 'application/octet-stream'
      // One byte range, as CDNs answer it (the search index's packs are read a member at a time).
      const range = /^bytes=(\d+)-(\d+)$/.exec(req.headers.range ?? '')
      if (range && Number(range[1]) <= Number(range[2]) && Number(range[2]) < size) {
        const [start, end] = [Number(range[1]), Number(range[2])]
        res.writeHead(206, { 'content-type': type, 'content-range': `bytes ${start}-${end}/${size}` })
        createReadStream(file, { start, end }).pipe(res)
        return
      }
      res.writeHead(200, { 'content-type': type })
      createReadStream(file).pipe(res)
    } catch {
      // The nearest 404.html (a locale's own under /<locale>/), as Cloudflare Pages and guildsite preview serve it.
      const folders = path.split('/').slice(1, -1)
      const pages = folders.map((_, i) => join(root, ...folders.slice(0, folders.length - i), '404.html'))
      const page = [...pages, join(root, '404.html')].find(
        candidate => candidate.startsWith(root + sep) && existsSync(candidate)
      )
      res.writeHead(404, { 'content-type': TYPES['.html'] })
      createReadStream(page ?? join(root, '404.html'))
        .on('error', () => res.end())
        .pipe(res)
    }
  })
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}${base}`, close: () => new Promise(resolve => server.close(() => resolve())) }
}
