import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/** One load of the widget page: the language of its path and its query string, as the frame asked for it. */
export interface WidgetLoad {
  lang: string
  /** The query string without `?`, in the order the parameters came. */
  query: string
  params: Record<string, string>
}

/** A message the widget page received from the docs page (what giscus calls the config messages). */
export interface ReceivedMessage {
  /** The widget load it arrived at (index into `loads`). */
  load: number
  origin: string
  data: unknown
}

export interface CommentsHost {
  /** `http://127.0.0.1:<port>`: the comments host to configure. */
  readonly url: string
  /** The same server under another origin (`http://localhost:<port>`), for messages from a wrong origin. */
  readonly otherOrigin: string
  readonly loads: WidgetLoad[]
  readonly messages: ReceivedMessage[]
  /** Forget what was recorded. */
  reset(): void
  close(): Promise<void>
}

/**
 * The widget page: it tells the server what it received, and posts to its parent what a test asks
 * (`window.post(message)`, run in the frame with Playwright's `frame.evaluate`) — giscus' messages
 * `{ giscus: { resizeHeight } }`, `{ giscus: { signOut: true } }`, `{ giscus: { error } }`, or anything.
 * It is a light page with a heading and some text, so an accessibility check has something to read.
 */
const widgetPage = (load: number) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Comments stand-in</title>
<style>body{margin:0;font:16px/1.5 sans-serif;color:#111;background:#fff}main{padding:16px}</style></head>
<body><main><h2>Discussion</h2><p>A stand-in comments host for the tests.</p></main>
<script>
  window.received = []
  window.addEventListener('message', event => {
    window.received.push({ origin: event.origin, data: event.data })
    fetch('/record', { method: 'POST', body: JSON.stringify({ load: ${load}, origin: event.origin, data: event.data }) })
  })
  window.post = message => parent.postMessage(message, '*')
</script></body></html>`

/** A page of the other origin that posts `?message=<json>` to its parent as soon as it runs. */
const senderPage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sender</title></head><body>
<script>parent.postMessage(JSON.parse(new URL(location.href).searchParams.get('message')), '*'); document.title = 'sent'</script>
</body></html>`

/**
 * A stand-in for a giscus host on 127.0.0.1 (no network in tests): `/{lang}/widget?…` serves a
 * widget page and records the load, `/record` collects the messages the page received.
 */
export async function startCommentsHost(): Promise<CommentsHost> {
  const loads: WidgetLoad[] = []
  const messages: ReceivedMessage[] = []
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in')
    const widget = /^\/([^/]+)\/widget$/.exec(url.pathname)
    if (req.method === 'GET' && widget) {
      loads.push({ lang: widget[1]!, query: url.search.slice(1), params: Object.fromEntries(url.searchParams) })
      res
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
        .end(widgetPage(loads.length - 1))
      return
    }
    if (req.method === 'GET' && url.pathname === '/sender') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(senderPage)
      return
    }
    if (req.method === 'POST' && url.pathname === '/record') {
      let body = ''
      req.on('data', chunk => (body += chunk))
      req.on('end', () => {
        messages.push(JSON.parse(body) as ReceivedMessage)
        res.writeHead(204).end()
      })
      return
    }
    res.writeHead(404).end()
  })
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    otherOrigin: `http://localhost:${port}`,
    loads,
    messages,
    reset() {
      loads.length = 0
      messages.length = 0
    },
    close: () =>
      new Promise(resolve => {
        server.closeAllConnections()
        server.close(() => resolve())
      })
  }
}
