import type { ServerResponse } from 'node:http'

/** What one open page is told: reload, or show these errors over what it shows now. */
export type ReloadMessage = { event: 'reload' } | { event: 'overlay'; errors: unknown[] }

interface Client {
  route: string
  res: ServerResponse
}

/**
 * The browsers' side of live reload: one Server-Sent Events stream per open page, each knowing the
 * route it shows (https://html.spec.whatwg.org/multipage/server-sent-events.html). Messages go to
 * the routes they concern only, so editing one page never reloads another.
 */
export class ReloadChannel {
  private clients = new Set<Client>()
  private heartbeat: NodeJS.Timeout

  constructor() {
    // Proxies and idle timeouts drop silent streams; a comment line every 25 s keeps them open.
    this.heartbeat = setInterval(() => {
      for (const client of this.clients) client.res.write(': ping\n\n')
    }, 25_000)
    this.heartbeat.unref()
  }

  /** Starts the stream on `res` for a page showing `route`. */
  open(route: string, res: ServerResponse): void {
    const client = { route, res }
    this.clients.add(client)
    res.on('close', () => this.clients.delete(client))
    // `retry` makes browsers reconnect quickly after a dev server restart.
    res.write('retry: 500\n: connected\n\n')
  }

  /** The routes at least one browser shows now. */
  openRoutes(): Set<string> {
    return new Set([...this.clients].map(client => client.route))
  }

  /** Sends each open route the message `messageFor` gives it (none when it returns undefined). */
  send(messageFor: (route: string) => ReloadMessage | undefined): void {
    for (const client of this.clients) {
      const message = messageFor(client.route)
      if (!message) continue
      const { event, ...data } = message
      client.res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)
    }
  }

  /** Ends every stream (server shutdown). */
  close(): void {
    clearInterval(this.heartbeat)
    for (const client of this.clients) client.res.end()
    this.clients.clear()
  }
}
