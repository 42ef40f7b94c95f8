import { spawn, type ChildProcess } from 'node:child_process'
import { availableParallelism } from 'node:os'

export interface CpuLoad {
  /** Kills the busy processes (each by its own pid); safe to call twice. */
  stop: () => void
}

/**
 * Busy child processes, one per core by default: CPU load that a test makes itself, so that builds
 * meet the timing of a crowded CI machine. Stop it in a `finally` (and in `afterAll`).
 */
export function cpuLoad(processes = availableParallelism()): CpuLoad {
  const children: ChildProcess[] = []
  for (let i = 0; i < processes; i++) children.push(spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }))
  return {
    stop: () => {
      for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
    }
  }
}
