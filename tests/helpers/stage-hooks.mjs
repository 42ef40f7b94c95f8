// Test-only preload (`node --import`, see stage-hooks-env.ts): installs a build's stage hooks
// (src/shared/stage-hooks.ts) from the environment.
//
// `GUILDSITE_TEST_PAUSE_AT=<point>` makes the build print `guildsite:paused <point>` on stderr and wait
// there (up to a minute, or until a line arrives on stdin, then carry on), so a test can SIGKILL or
// SIGINT it at a known point (reliability-kill.test.ts) or change the content under it (errors.test.ts).
// Points: `read` (content folder scanned, no page read yet), `scan` (site loaded, nothing compiled),
// `render` (half the pages rendered: the thread blocks, so only SIGKILL ends it early), `write`
// (the new generation complete, before the switch), `swap` (the link to it made, not yet renamed over
// the output path; the first time, when the output is a real folder, that folder renamed away).
//
// `GUILDSITE_TEST_SHUFFLE=<seed>` takes pages (as read, as sent to the workers, as bundled) and metas
// in an order shuffled by that seed (determinism.test.ts: the output never depends on it).
const WAIT_MS = 60_000
const pauseAt = process.env.GUILDSITE_TEST_PAUSE_AT
const seed = process.env.GUILDSITE_TEST_SHUFFLE

function shuffled(items, what) {
  // mulberry32, seeded by the seed and the list's name.
  let state = 0
  for (const char of seed + what) state = (Math.imul(state, 31) + char.charCodeAt(0)) | 0
  const random = () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const out = [...items]
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[out[i], out[j]] = [out[j], out[i]]
  }
  return out
}

globalThis[Symbol.for('guildsite.stageHooks')] = {
  // Signal handlers keep running while it waits.
  at: point =>
    point !== pauseAt
      ? undefined
      : new Promise(resolve => {
          process.stderr.write(`guildsite:paused ${point}\n`)
          const resume = () => {
            clearTimeout(timer)
            process.stdin.off('data', resume)
            process.stdin.pause()
            resolve()
          }
          const timer = setTimeout(resume, WAIT_MS)
          process.stdin.once('data', resume)
        }),
  progress: (stage, done, total) => {
    if (pauseAt !== 'render' || stage !== 'render' || done !== Math.ceil(total / 2)) return
    process.stderr.write('guildsite:paused render\n')
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, WAIT_MS)
  },
  order: (items, what) => (seed ? shuffled(items, what) : items)
}
