import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { Socket } from 'node:net'
import { SECURITY_HEADERS, sendText, type Middleware, type RequestContext } from './http.js'

const rawResponse = (status: string) =>
  `HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n${Object.entries(SECURITY_HEADERS)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')}\r\n`

/**
 * An HTTP server that runs `middlewares` in order (Vite's model: one concern per file). A request no
 * middleware answers is a 404; a middleware that throws is a 500 for that request only; a request
 * Node cannot even parse (bad header, oversized head) gets a 400/431 and the socket is closed. Nothing
 * a client sends can take the process down.
 */
export function createHardenedServer(middlewares: Middleware[], onError?: (error: unknown) => void): Server {
  const server = createServer(
    { headersTimeout: 20_000, requestTimeout: 60_000 },
    (req: IncomingMessage, res: ServerResponse) => {
      const ctx: RequestContext = { req, res, path: '/', trailingSlash: false, query: '' }
      const run = async (i: number): Promise<void> => {
        const middleware = middlewares[i]
        if (!middleware) return sendText(res, 404, 'Not found')
        await middleware(ctx, () => run(i + 1))
      }
      run(0).catch(error => {
        onError?.(error)
        if (!res.headersSent) sendText(res, 500, 'Internal server error')
        else res.destroy()
      })
    }
  )
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy()
      return
    }
    socket.end(
      rawResponse(error.code === 'HPE_HEADER_OVERFLOW' ? '431 Request Header Fields Too Large' : '400 Bad Request')
    )
  })
  return server
}

/** Thrown by `listen` when `--strict-port` forbids moving to another port. */
export class PortInUseError extends Error {
  constructor(readonly port: number) {
    super(`Port ${port} is in use`)
  }
}

/**
 * Listens on `host:port`. When the port is taken, takes the next free one (up to 50 further) unless
 * `strictPort`. Resolves to the port actually bound.
 */
export async function listen(server: Server, host: string, port: number, strictPort = false): Promise<number> {
  for (let candidate = port; ; candidate++) {
    try {
      await new Promise<void>((resolve, reject) => {
        const onError = (error: Error) => {
          server.off('listening', onListening)
          reject(error)
        }
        const onListening = () => {
          server.off('error', onError)
          resolve()
        }
        server.once('error', onError)
        server.once('listening', onListening)
        server.listen(candidate, host)
      })
      const address = server.address()
      return typeof address === 'object' && address ? address.port : candidate
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || port === 0) throw error
      if (strictPort || candidate - port >= 50 || candidate >= 65535) throw new PortInUseError(port)
    }
  }
}

/** Closes the server and every open connection (event streams never end by themselves). */
export function closeServer(server: Server): Promise<void> {
  return new Promise(resolve => {
    server.close(() => resolve())
    server.closeAllConnections()
  })
}

/** Where and how to listen (the CLI's `--host`, `--port`, `--strict-port`, `--allowed-host`). */
export interface ListenOptions {
  host: string
  port: number
  strictPort?: boolean
  /** Host names accepted besides localhost, *.localhost, 127.0.0.1 and [::1]. */
  allowedHosts?: string[]
}

/** A running dev or preview server. */
export interface RunningServer {
  url: string
  port: number
  close(): Promise<void>
}

/** The URL to print: wildcard binds are reached through localhost. */
export function serverUrl(host: string, port: number, basePath: string): string {
  const name = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host
  return `http://${name}:${port}${basePath}/`
}

/** The hosts a request may name: the user's, plus the bound address when it is a specific one. */
export function allowedHostsOf(options: ListenOptions): string[] {
  const bound =
    options.host === '0.0.0.0' || options.host === '::'
      ? []
      : [options.host.includes(':') ? `[${options.host}]` : options.host]
  return [...bound, ...(options.allowedHosts ?? [])]
}
