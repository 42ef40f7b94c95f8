import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** One request the stand-in received. `path` is without the mount prefix (`/proxy`). */
export interface Received {
  method: string
  /** The mount the request came through ('' or '/proxy'). */
  mount: string
  path: string
  query: Record<string, string>
  body: unknown
  at: number
}

type Record_ = { objectID: string; [key: string]: unknown }

export interface SearchService {
  /** e.g. `http://127.0.0.1:34567`; `${url}/proxy` is the same service behind a proxy path. */
  url: string
  received: Received[]
  indexes: Map<string, Map<string, Record_>>
  settings: Map<string, Record<string, unknown>>
  /** Answer searches (queries endpoint) this many ms late. */
  delayMs: number
  /** Searches fail: `'network'` drops the connection, a number answers that HTTP status. */
  fail: false | 'network' | number
  seed(index: string, records: Record_[]): void
  /** Requests to `path` (`/1/indexes/*\/queries`, `/1/events`…) since the last `clear`. */
  to(path: string | RegExp, method?: string): Received[]
  clear(): void
  close(): Promise<void>
}

const text = (value: unknown): string =>
  typeof value === 'string' ? value : value && typeof value === 'object' ? Object.values(value).map(text).join(' ') : ''

const mark = (value: string, words: string[], pre: string, post: string) =>
  words.reduce(
    (out, word) => out.replace(new RegExp(`(${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')})`, 'ig'), `${pre}$1${post}`),
    value
  )

/**
 * A stand-in for the hosted search service on 127.0.0.1, speaking the subset of the Algolia REST
 * API guildsite uses — multi-query search (hits and facet values), browse, batch writes, task
 * status, settings, insights events — and recording every request it receives. CORS is open, as
 * the real service's is. Matching is plain: every query word in the record's text.
 */
export async function startSearchService(): Promise<SearchService> {
  let queryIds = 0
  let tasks = 0
  const service: SearchService = {
    url: '',
    received: [],
    indexes: new Map(),
    settings: new Map(),
    delayMs: 0,
    fail: false,
    seed(index, records) {
      const map = service.indexes.get(index) ?? new Map()
      for (const record of records) map.set(record.objectID, record)
      service.indexes.set(index, map)
    },
    to: (path, method) =>
      service.received.filter(
        r => (typeof path === 'string' ? r.path === path : path.test(r.path)) && (!method || r.method === method)
      ),
    clear: () => void (service.received.length = 0),
    close: () => new Promise(resolve => server.close(() => resolve()))
  }

  const searchOne = (request: Record<string, unknown>) => {
    const indexName = String(request.indexName)
    const records = [...(service.indexes.get(indexName)?.values() ?? [])]
    const pre = String(request.highlightPreTag ?? '<em>')
    const post = String(request.highlightPostTag ?? '</em>')
    if (request.type === 'facet') {
      const facet = String(request.facet)
      const counts = new Map<string, number>()
      for (const record of records) {
        const value = facet
          .split('.')
          .reduce<unknown>((v, key) => (v as Record<string, unknown> | undefined)?.[key], record)
        if (typeof value === 'string' && value.toLowerCase().startsWith(String(request.facetQuery ?? '').toLowerCase()))
          counts.set(value, (counts.get(value) ?? 0) + 1)
      }
      const facetHits = [...counts]
        .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
        .slice(0, Number(request.maxFacetHits ?? 10))
        .map(([value, count]) => ({ value, count, highlighted: value }))
      return { facetHits, exhaustiveFacetsCount: true, processingTimeMS: 1 }
    }
    const words = String(request.query ?? '')
      .toLowerCase()
      .split(/\s+/)
      .filter(Boolean)
    const matching = records.filter(record => words.every(word => text(record).toLowerCase().includes(word)))
    const hitsPerPage = Number(request.hitsPerPage ?? 20)
    const page = Number(request.page ?? 0)
    const hits = matching.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map(record => {
      const { digest: _digest, ...shown } = record
      return {
        ...shown,
        _highlightResult: {
          title: { value: mark(String(record.title ?? ''), words, pre, post), matchLevel: 'full', matchedWords: words }
        }
      }
    })
    return {
      hits,
      nbHits: matching.length,
      page,
      nbPages: Math.ceil(matching.length / hitsPerPage),
      hitsPerPage,
      index: indexName,
      query: request.query ?? '',
      params: '',
      processingTimeMS: 1,
      ...(request.clickAnalytics ? { queryID: (++queryIds).toString(16).padStart(32, '0') } : {})
    }
  }

  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' })
    res.end(JSON.stringify(body))
  }

  const handle = async (req: IncomingMessage, res: ServerResponse, body: unknown, mount: string, path: string) => {
    const index = /^\/1\/indexes\/([^/]+)/.exec(path)?.[1]
    const name = index ? decodeURIComponent(index) : ''
    if (req.method === 'POST' && path === '/1/indexes/*/queries') {
      if (service.delayMs) await new Promise(resolve => setTimeout(resolve, service.delayMs))
      if (service.fail === 'network') return void req.socket.destroy()
      if (typeof service.fail === 'number')
        return json(res, service.fail, { message: 'stand-in failure', status: service.fail })
      return json(res, 200, {
        results: ((body as { requests?: Record<string, unknown>[] }).requests ?? []).map(searchOne)
      })
    }
    if (req.method === 'POST' && path === '/1/events') return json(res, 200, { status: 200, message: 'OK' })
    if (req.method === 'POST' && path.endsWith('/browse')) {
      const records = service.indexes.get(name)
      if (!records) return json(res, 404, { message: 'Index does not exist', status: 404 })
      const attributes = (body as { attributesToRetrieve?: string[] }).attributesToRetrieve
      const hits = [...records.values()].map(record =>
        attributes
          ? Object.fromEntries(Object.entries(record).filter(([key]) => key === 'objectID' || attributes.includes(key)))
          : record
      )
      return json(res, 200, {
        hits,
        nbHits: hits.length,
        page: 0,
        nbPages: 1,
        hitsPerPage: 1000,
        processingTimeMS: 1,
        query: '',
        params: ''
      })
    }
    if (req.method === 'POST' && path.endsWith('/batch')) {
      const records = service.indexes.get(name) ?? new Map<string, Record_>()
      service.indexes.set(name, records)
      for (const { action, body: record } of (body as { requests: { action: string; body: Record_ }[] }).requests) {
        if (action === 'deleteObject') records.delete(record.objectID)
        else records.set(record.objectID, record)
      }
      return json(res, 200, { taskID: ++tasks, objectIDs: [] })
    }
    if (req.method === 'GET' && /\/task\/\d+$/.test(path))
      return json(res, 200, { status: 'published', pendingTask: false })
    if (path.endsWith('/settings')) {
      if (req.method === 'GET')
        return service.settings.has(name) || service.indexes.has(name)
          ? json(res, 200, service.settings.get(name) ?? {})
          : json(res, 404, { message: 'Index does not exist', status: 404 })
      if (req.method === 'PUT') {
        service.settings.set(name, { ...service.settings.get(name), ...(body as Record<string, unknown>) })
        if (!service.indexes.has(name)) service.indexes.set(name, new Map())
        return json(res, 200, { taskID: ++tasks, updatedAt: new Date(0).toISOString() })
      }
    }
    json(res, 404, { message: `stand-in: no ${req.method} ${path}`, status: 404 })
  }

  const server = createServer((req, res) => {
    res.setHeader('access-control-allow-origin', '*')
    res.setHeader('access-control-allow-headers', '*')
    res.setHeader('access-control-allow-methods', 'GET, POST, PUT, DELETE, OPTIONS')
    if (req.method === 'OPTIONS') return void res.writeHead(204).end()
    const chunks: Buffer[] = []
    req.on('data', chunk => chunks.push(chunk))
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1')
      const mount = url.pathname.startsWith('/proxy/') ? '/proxy' : ''
      const path = url.pathname.slice(mount.length)
      const raw = Buffer.concat(chunks).toString('utf8')
      let body: unknown = raw
      try {
        body = raw ? JSON.parse(raw) : undefined
      } catch {
        // Kept as text.
      }
      service.received.push({
        method: req.method ?? '',
        mount,
        path,
        query: Object.fromEntries(url.searchParams),
        body,
        at: Date.now()
      })
      handle(req, res, body, mount, path).catch(error => json(res, 500, { message: String(error), status: 500 }))
    })
  })
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  service.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return service
}
