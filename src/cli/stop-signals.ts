/**
 * What stops a guildsite command: Ctrl+C (SIGINT), a termination request (SIGTERM), a closed terminal
 * (SIGHUP), and — for the commands that serve — the parent process going away. npm forwards only
 * SIGINT and SIGTERM to a script and dies of a SIGHUP, and `sh -c` (dash) does not pass signals on to
 * the command it runs: without the parent watch a server started by `npm run …` outlived npm and kept
 * its port (issue 23).
 */

/** Exit codes of a command stopped by a signal: 128 + the signal's number, as shells report them. */
export const STOP_SIGNALS = { SIGINT: 130, SIGTERM: 143, SIGHUP: 129 } as const
export type StopSignal = keyof typeof STOP_SIGNALS

/** How often a server checks that its parent is still there. */
const PARENT_POLL_MS = 500

/**
 * Calls `stop` once, on the first stop signal or (with `watchParent`) when the process is orphaned,
 * which counts as a hang-up. Returns a function that stops listening; after `stop` ran, a second
 * signal gets Node's default action (the process ends at once), so a stuck shutdown can be forced.
 */
export function onStop(stop: (signal: StopSignal) => void, options: { watchParent?: boolean } = {}): () => void {
  const parent = process.ppid
  let timer: NodeJS.Timeout | undefined
  const handlers = (Object.keys(STOP_SIGNALS) as StopSignal[]).map(signal => {
    const handler = () => {
      off()
      stop(signal)
    }
    process.on(signal, handler)
    return () => process.off(signal, handler)
  })
  const off = () => {
    handlers.forEach(remove => remove())
    if (timer) clearInterval(timer)
  }
  // A parent id of 1 at the start means there is no parent to watch (started by init, a container's
  // entry point): only a change means the parent went away.
  if (options.watchParent && parent > 1) {
    timer = setInterval(() => {
      if (process.ppid === parent) return
      off()
      stop('SIGHUP')
    }, PARENT_POLL_MS)
    timer.unref()
  }
  return off
}

/** Resolves on the first stop signal, or when the parent process goes away. */
export function untilStopped(): Promise<StopSignal> {
  return new Promise(resolve => onStop(resolve, { watchParent: true }))
}
