// Run by tests/integration/memory-growth.test.ts: `node --expose-gc build-memory.mjs <site>` builds the
// site on one thread (GUILDSITE_WORKERS=1, no cache) and prints, as JSON, the main thread's live
// bytes (heap + array buffers, after a full GC) when nine tenths of the pages are compiled. Two
// collections: V8 frees dead array buffers' memory on a background thread after the first, so its
// count (arrayBuffers) could still hold 2–7 MB of them — the next collection waits for that sweep.
process.env.NODE_ENV ??= 'production'
const { buildSite } = await import('../../dist/src/build.js')
let live = 0
const reporter = {
  progress(stage, done, total) {
    if (stage !== 'compile' || done !== Math.floor(total * 0.9)) return
    globalThis.gc()
    globalThis.gc()
    const usage = process.memoryUsage()
    live = usage.heapUsed + usage.arrayBuffers
  }
}
const result = await buildSite(
  { siteDir: process.argv[2], outDir: process.argv[3], cache: false, force: true },
  reporter
)
process.stdout.write(
  JSON.stringify({ live, pages: result.pages, errors: result.diagnostics.filter(d => d.severity === 'error').length })
)
