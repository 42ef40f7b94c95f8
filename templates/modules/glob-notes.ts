// `fast-glob` as guildsite ships it to a site that has not installed it (src/compile/absent-modules.ts):
// the real one, whose patterns are also checked for a base folder that is not there (a changelog page
// globbing `../packages/**` beside a website folder built alone). Such a glob finds nothing, as it
// would under `next build`; the page's build notes the folder and the file that globbed it, and the
// page runner reports it as a warning at that file (`takeAbsentGlobs`).
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'

const key = Symbol.for('guildsite.absentGlobs')
type Store = { [key]?: { base: string; from: string }[] }

/** The absent glob bases noted since the last call, with the site file that globbed each (and forgets them). */
export function takeAbsentGlobs(): { base: string; from: string }[] {
  const store = globalThis as Store
  const taken = store[key] ?? []
  store[key] = []
  return taken.filter((note, i) => taken.findIndex(other => other.base === note.base && other.from === note.from) === i)
}

type Glob = ((patterns: unknown, options?: Record<string, unknown>) => unknown) & Record<string, unknown>

/** `fg` whose calls (and `fg.sync`, `fg.glob`, …) note the base folders of their patterns that do not exist. */
export function watchedGlob(fg: Glob, from: string): Glob {
  const check = (patterns: unknown, options?: Record<string, unknown>) => {
    try {
      const cwd = typeof options?.cwd === 'string' ? options.cwd : process.cwd()
      const tasks = (fg.generateTasks as (p: unknown, o?: unknown) => { base: string; positive: string[] }[])(
        patterns,
        options
      )
      for (const task of tasks)
        if (task.base && task.base !== '.' && !existsSync(resolve(cwd, task.base))) {
          const store = globalThis as Store
          ;(store[key] ??= []).push({ base: task.base, from })
        }
    } catch {
      // (fast-glob reports bad patterns itself, when called)
    }
  }
  const wrap = (call: unknown) =>
    typeof call === 'function'
      ? (patterns: unknown, options?: Record<string, unknown>) => {
          check(patterns, options)
          return (call as Glob)(patterns, options)
        }
      : call
  const glob = wrap(fg) as Glob
  for (const name of Object.keys(fg))
    glob[name] = ['sync', 'async', 'stream', 'glob', 'globSync', 'globStream'].includes(name)
      ? wrap(fg[name])
      : fg[name]
  return glob
}
