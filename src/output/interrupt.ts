/**
 * Work to undo when the process is interrupted (SIGINT, SIGTERM): the staging folder of a write,
 * the build lock, scratch folders. The CLI runs these synchronously from its signal handler
 * before exiting, so each must be synchronous and safe to run at any await point of the build.
 */
const cleanups = new Set<() => void>()

/** Registers `cleanup`; the returned function unregisters it once the work it guards is done. */
export function onInterrupt(cleanup: () => void): () => void {
  cleanups.add(cleanup)
  return () => {
    cleanups.delete(cleanup)
  }
}

/** Runs every registered cleanup, newest first; one failing does not stop the others. */
export function runInterruptCleanups(): void {
  const pending = [...cleanups].reverse()
  cleanups.clear()
  for (const cleanup of pending) {
    try {
      cleanup()
    } catch {
      // Best effort: the next build clears what is left (stale staging folders, dead locks).
    }
  }
}
