import { spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { get, type IncomingMessage } from 'node:http'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { basename, dirname, join } from 'node:path'
import { BIN, REPO } from '../helpers/cli.js'

/** Generous: a loaded 2-core machine compiles the first page (Shiki start-up) slowly. */
export const TIMEOUT = 30_000

/** Polls `check` until it returns a truthy value; never asserts a duration. */
export async function waitFor<T>(
  check: () => Promise<T> | T,
  what: string,
  timeout = TIMEOUT
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeout
  let last: unknown
  for (;;) {
    try {
      const value = await check()
      if (value) return value as NonNullable<T>
    } catch (error) {
      last = error
    }
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}${last ? `: ${String(last)}` : ''}`)
    await new Promise(resolve => setTimeout(resolve, 50))
  }
}

/** Writes `files` (path → contents) under a new temporary folder. */
export function writeSite(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'guildsite-dev-test-'))
  for (const [path, contents] of Object.entries(files)) writeFile(join(dir, path), contents)
  return dir
}

/**
 * Writes a file atomically (a hidden temporary file renamed over it), as many editors save. A plain
 * write truncates first: on a loaded machine the watcher may see the empty file as its own save.
 */
export function writeFile(path: string, contents: string): void {
  mkdirSync(dirname(path), { recursive: true })
  const temporary = join(dirname(path), `.${basename(path)}.${process.pid}.tmp`)
  writeFileSync(temporary, contents)
  renameSync(temporary, path)
}

/** Writes a file in place (truncate, then write), as some editors save. */
export function writeFileInPlace(path: string, contents: string): void {
  mkdirSync(dirname(path), { recursive: true })
  writeFileSync(path, contents)
}

export const CONFIG = (siteName: string) =>
  JSON.stringify({ siteName, docsRepositoryBase: 'https://github.com/the-guild-org/dev-test' }, null, 2) + '\n'

/** A small docs site: a home page, two docs pages (one importing a partial), a meta, public files. */
export function smallSite(extra: Record<string, string> = {}): string {
  return writeSite({
    'guildsite.config.json': CONFIG('Dev Test Site'),
    'pages/_meta.json': JSON.stringify({ index: 'Home', docs: 'Docs' }),
    'pages/index.mdx': '# Welcome home\n\nThe home page.\n',
    'pages/docs/_meta.json': JSON.stringify({ a: 'Alpha page', b: 'Beta page' }),
    'pages/docs/a.mdx': '# Alpha\n\nAlpha body one.\n',
    'pages/docs/b.mdx': "import Note from '../../components/note.mdx'\n\n# Beta\n\nBeta body.\n\n<Note />\n",
    'components/note.mdx': 'Note text one.\n',
    'public/hello.txt': 'hello from public\n',
    ...extra
  })
}

export interface CliProcess {
  child: ChildProcess
  url: string
  port: number
  stdout(): string
  stderr(): string
  /** SIGTERM, then waits for the exit code. */
  stop(): Promise<number | null>
  exited: Promise<number | null>
}

/**
 * Starts the real CLI and resolves once it printed its URL (or rejects with its output if it exited);
 * `env` on top of the test's environment.
 */
export function startCli(args: string[], options: { env?: Record<string, string> } = {}): Promise<CliProcess> {
  const child = spawn(process.execPath, [BIN, ...args], {
    cwd: REPO,
    env: { ...process.env, NO_COLOR: '1', ...options.env }
  })
  let stdout = ''
  let stderr = ''
  child.stdout!.on('data', chunk => (stdout += chunk))
  child.stderr!.on('data', chunk => (stderr += chunk))
  const exited = new Promise<number | null>(resolve => child.on('close', code => resolve(code)))
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`guildsite ${args.join(' ')} printed no URL:\n${stdout}\n${stderr}`))
    }, TIMEOUT * 2)
    const onData = () => {
      const match = /guildsite (?:dev|preview): (http:\/\/[^\s]+?:(\d+)\/\S*)/.exec(stdout)
      if (!match) return
      clearTimeout(timer)
      child.stdout!.off('data', onData)
      resolve({
        child,
        url: match[1],
        port: Number(match[2]),
        stdout: () => stdout,
        stderr: () => stderr,
        exited,
        stop: async () => {
          if (child.exitCode === null) child.kill('SIGTERM')
          return exited
        }
      })
    }
    child.stdout!.on('data', onData)
    exited.then(code => {
      clearTimeout(timer)
      reject(new Error(`guildsite ${args.join(' ')} exited with ${code}:\n${stdout}\n${stderr}`))
    })
  })
}

/** Runs the real CLI to completion. */
export function runToExit(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise(resolve => {
    const child = spawn(process.execPath, [BIN, ...args], { cwd: REPO, env: { ...process.env, NO_COLOR: '1' } })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', chunk => (stdout += chunk))
    child.stderr.on('data', chunk => (stderr += chunk))
    child.on('close', code => resolve({ code, stdout, stderr }))
  })
}

export interface Fetched {
  status: number
  headers: Headers
  text: string
}

export async function fetchPage(base: string, path: string, init: RequestInit = {}): Promise<Fetched> {
  const response = await fetch(new URL(path.replace(/^\//, ''), base), { redirect: 'manual', ...init })
  return { status: response.status, headers: response.headers, text: await response.text() }
}

/** Polls a page until `check` accepts it. */
export function waitForPage(
  base: string,
  path: string,
  check: (page: Fetched) => boolean,
  what: string
): Promise<Fetched> {
  return waitFor(async () => {
    const page = await fetchPage(base, path)
    return check(page) ? page : undefined
  }, what)
}

export interface ServerEvent {
  event: string
  data: Record<string, unknown>
}

/** A live-reload subscriber, as the dev client of a page showing `route`. */
export class EventClient {
  readonly events: ServerEvent[] = []
  private response?: IncomingMessage
  private waiters: (() => void)[] = []

  private constructor(private base: string) {}

  static open(base: string, route: string): Promise<EventClient> {
    const client = new EventClient(base)
    return new Promise((resolve, reject) => {
      const request = get(new URL(`__guildsite/events?route=${encodeURIComponent(route)}`, base), response => {
        if (response.statusCode !== 200) return reject(new Error(`event stream answered ${response.statusCode}`))
        client.response = response
        let buffer = ''
        response.setEncoding('utf8')
        response.on('data', chunk => {
          buffer += chunk
          for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
            const block = buffer.slice(0, end)
            buffer = buffer.slice(end + 2)
            const event = /^event: (.*)$/m.exec(block)?.[1]
            const data = /^data: (.*)$/m.exec(block)?.[1]
            if (event) client.events.push({ event, data: data ? JSON.parse(data) : {} })
          }
          for (const wake of client.waiters.splice(0)) wake()
        })
        resolve(client)
      })
      request.on('error', reject)
    })
  }

  /** Waits for the `index`-th event (0-based) and returns it. */
  async nth(index: number, timeout = TIMEOUT): Promise<ServerEvent> {
    const deadline = Date.now() + timeout
    while (this.events.length <= index) {
      if (Date.now() > deadline) throw new Error(`no event #${index} (got ${JSON.stringify(this.events)})`)
      await new Promise<void>(resolve => {
        this.waiters.push(resolve)
        setTimeout(resolve, 200)
      })
    }
    return this.events[index]
  }

  close(): void {
    this.response?.destroy()
  }
}

/** Sends `request` as raw bytes (no client normalises it) and returns the raw response. */
export function rawRequest(port: number, request: string, options: { keepOpenMs?: number } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1')
    let response = ''
    const timer = setTimeout(() => {
      socket.destroy()
      resolve(response)
    }, options.keepOpenMs ?? TIMEOUT)
    socket.setEncoding('latin1')
    socket.on('data', chunk => {
      response += chunk
      // A stream that stays open (event stream): its head is all we need.
      if (options.keepOpenMs && response.includes('\r\n\r\n')) {
        clearTimeout(timer)
        socket.destroy()
        resolve(response)
      }
    })
    socket.on('error', error => {
      clearTimeout(timer)
      if (response) resolve(response)
      else reject(error)
    })
    socket.on('close', () => {
      clearTimeout(timer)
      resolve(response)
    })
    socket.write(request, 'latin1')
  })
}

/** The status code of a raw HTTP response. */
export const statusOf = (response: string): number => Number(/^HTTP\/1\.[01] (\d{3})/.exec(response)?.[1] ?? 0)

export function removeSite(dir: string): void {
  rmSync(dir, { recursive: true, force: true })
}
