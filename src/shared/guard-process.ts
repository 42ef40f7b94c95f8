/**
 * Page code runs on worker threads (the page runner, the compile workers), and a thread's
 * `process.exit()` ends only that thread; `process.kill()` though reaches the whole process. A page
 * that signals the build's own process — by its pid, its group (0 or -pid), its parent, or every
 * process (-1) — would end the build with no message and nothing named. On a thread that runs page
 * code such a call throws instead: the page fails at its file with the reason, and the build goes on.
 */
/** The `code` of the error a refused `process.kill()` throws. */
export const PROCESS_SIGNAL_REFUSED = 'ERR_GUILDSITE_PROCESS_SIGNAL_REFUSED'

export function guardProcessSignals(): void {
  const kill = process.kill.bind(process)
  const own = new Set([process.pid, -process.pid, 0, -1, process.ppid, -process.ppid])
  process.kill = ((pid: number, signal?: string | number) => {
    if (own.has(pid))
      throw Object.assign(
        new Error(
          `process.kill(${pid}${signal === undefined ? '' : `, ${JSON.stringify(signal)}`}) refused: a page's code may not signal the build's own process`
        ),
        { code: PROCESS_SIGNAL_REFUSED }
      )
    return kill(pid, signal)
  }) as typeof process.kill
}
