/**
 * TEST-ONLY hook. `GUILDSITE_TEST_PAUSE_AT=<stage>` makes a build print `guildsite:paused <stage>`
 * on stderr and wait there (up to a minute, or until a line arrives on stdin, then carry on), so a
 * test can SIGKILL or SIGINT it at a known point (tests/integration/reliability-kill.test.ts), or
 * change the content under it (tests/integration/errors.test.ts). Never set it outside tests.
 *
 * Stages: `read` (content folder scanned, no page read yet), `scan` (site loaded, nothing compiled), `render` (half the pages rendered), `write`
 * (staging folder complete, before the swap), `swap` (old output renamed away, new not yet in place).
 */
export type PauseStage = 'read' | 'scan' | 'render' | 'write' | 'swap'

const WAIT_MS = 60_000

const pausesAt = (stage: PauseStage): boolean => process.env.GUILDSITE_TEST_PAUSE_AT === stage

/** Pauses an async stage; signal handlers keep running while it waits. */
export async function testPause(stage: PauseStage): Promise<void> {
  if (!pausesAt(stage)) return
  process.stderr.write(`guildsite:paused ${stage}\n`)
  await new Promise<void>(resolve => {
    const resume = () => {
      clearTimeout(timer)
      process.stdin.off('data', resume)
      process.stdin.pause()
      resolve()
    }
    const timer = setTimeout(resume, WAIT_MS)
    process.stdin.once('data', resume)
  })
}

/** Pauses a synchronous stage (rendering): blocks the thread, so only SIGKILL ends it early. */
export function testPauseSync(stage: PauseStage): void {
  if (!pausesAt(stage)) return
  process.stderr.write(`guildsite:paused ${stage}\n`)
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, WAIT_MS)
}
