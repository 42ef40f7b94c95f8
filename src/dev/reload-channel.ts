import type { ServerResponse } from 'node:http'

/**
 * What one open page is told: reload, show these errors over what it shows now, or take this new
 * article in place of its own (when its page has the same `shell` key: `DevSite.patch`).
 */
export type ReloadMessage =
  { event: 'reload' } | { event: 'overlay'; errors: unknown[] } | { event: 'patch'; article: string; shell: string }

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
  /**
   * Counts the batches of changes. A page is served with the revision it was rendered at; when its
   * stream opens later (the browser parses the page, loads the client, then connects), a change to
   * its route in between has already been announced to nobody: `open` sends that page its reload.
   */
  revision = 0
  private changedAt = new Map<string, number>()
  private allChangedAt = 0
  /** Told whenever a page opens its stream or closes it (`openRoutes` changed). */
  onClients?: () => void

  constructor() {
    // Proxies and idle timeouts drop silent streams; a comment line every 25 s keeps them open.
    this.heartbeat = setInterval(() => {
      for (const client of this.clients) client.res.write(': ping\n\n')
    }, 25_000)
    this.heartbeat.unref()
  }

  /** A batch of changes concerns these routes (or every route): pages served before it are stale. */
  changed(routes: Iterable<string> | 'all'): void {
    this.revision++
    if (routes === 'all') this.allChangedAt = this.revision
    else for (const route of routes) this.changedAt.set(route, this.revision)
  }

  /** Whether a page of `route` served at `revision` has missed a change. */
  isStale(route: string, revision: number): boolean {
    return this.allChangedAt > revision || (this.changedAt.get(route) ?? 0) > revision
  }

  /** Starts the stream on `res` for a page showing `route`, served at `revision` (when known). */
  open(route: string, res: ServerResponse, revision?: number): void {
    const client = { route, res }
    this.clients.add(client)
    res.on('close', () => {
      this.clients.delete(client)
      this.onClients?.()
    })
    // `retry` makes browsers reconnect quickly after a dev server restart.
    res.write('retry: 500\n: connected\n\n')
    if (revision !== undefined && this.isStale(route, revision)) res.write('event: reload\ndata: {}\n\n')
    this.onClients?.()
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
