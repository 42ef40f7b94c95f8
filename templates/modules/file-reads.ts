// Files a page's code reads while it loads and renders (`fs.readFileSync('data/team.json')`): the
// page's output depends on them as on its imports. The page runner runs each job inside `recordFileReads`
// and hands the paths to the build's cache (a changed file renders the page again) and to the dev
// server (a saved file refreshes the page). An AsyncLocalStorage keeps the jobs a thread runs at once
// apart; it lives on `globalThis`, shared by every copy of this module (pages import the built one).
import { AsyncLocalStorage } from 'node:async_hooks'
import { isAbsolute, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const key = Symbol.for('guildsite.fileReads')
type Store = { [key]?: AsyncLocalStorage<Set<string>> }

const storage = (): AsyncLocalStorage<Set<string>> => ((globalThis as Store)[key] ??= new AsyncLocalStorage())

/** Notes a file read by the page being run (a path, `file:` URL or Buffer; a file descriptor is no file). */
export function noteFileRead(path: unknown): void {
  const reads = storage().getStore()
  if (!reads) return
  const text =
    typeof path === 'string'
      ? path
      : path instanceof URL
        ? path.protocol === 'file:'
          ? fileURLToPath(path)
          : ''
        : Buffer.isBuffer(path)
          ? path.toString()
          : '' // (a file descriptor or handle: no path)
  if (!text || /[\\/]node_modules[\\/]/.test(text)) return
  reads.add(isAbsolute(text) ? text : resolve(text))
}

/** Runs `run`, collecting the files read meanwhile (absolute paths) into `reads`. */
export function recordFileReads<T>(reads: Set<string>, run: () => T): T {
  return storage().run(reads, run)
}
