// Where a build's CPU goes, by thread (Linux): the CPU time of every thread of the process, from
// /proc's schedstat, grouped as the main thread, the worker threads (page workers, the page runner),
// V8's platform threads (the optimising compiler's background jobs, WebAssembly compilation, the
// garbage collector's helpers: started with the process, before any worker) and libuv's pool
// (started at the first asynchronous file operation). A profile (`--cpu-prof`) sees only the first
// two, and samples wall time; this counts CPU, so it holds on a loaded machine too.
//
//   THREAD_CPU_OUT=<file.jsonl> node -r ./bench/thread-cpu.cjs bin/guildsite.js build <site>
//
// One JSON line is appended at exit: { main, workers, v8Platform, libuvPool, total } in CPU seconds,
// `threads` ([tid, seconds, group] each), and per group the kernel's part of that time and the minor
// page faults (`sys` and `minflt`: { main, workers, … }, from /proc's stat; a cold build's sys time is
// mostly the main thread's file creations, and moves with the rest of the machine's disk work). Flags given to `node` reach V8 too, e.g. to see what
// the optimising compiler costs: `--no-concurrent-recompilation` moves its jobs onto the threads
// that asked for them.
'use strict'
/* eslint-disable @typescript-eslint/no-require-imports -- a preload for `node -r` is CommonJS */
const { readFileSync, readdirSync, readlinkSync, writeFileSync } = require('node:fs')
const { isMainThread } = require('node:worker_threads')

const out = process.env.THREAD_CPU_OUT
const cpuOf = path => Number(readFileSync(path, 'utf8').split(' ')[0]) / 1e9
/** A thread's kernel CPU seconds and minor page faults (`stime` and `minflt` of proc(5)'s stat). */
function kernelOf(path) {
  const stat = readFileSync(path, 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ') // fields[0] is the 3rd field, `state`
  return { sys: Number(fields[12]) / CLOCK_TICKS, minflt: Number(fields[7]) }
}
// (proc(5)'s times are in clock ticks: 100 a second on Linux's usual builds.)
const CLOCK_TICKS = 100
const ownTid = () => readlinkSync('/proc/thread-self').split('/').pop()
// libuv's pool: the last threads started that are not workers (UV_THREADPOOL_SIZE, 4 by default);
// the others started with the process (V8's four background workers, its task scheduler, Node's).
const LIBUV_POOL = Number(process.env.UV_THREADPOOL_SIZE) || 4

if (out && !isMainThread) {
  // A worker says which thread it is; the main thread reads its time (a terminated worker runs no exit handler).
  writeFileSync(out + '.workers', ownTid() + '\n', { flag: 'a' })
} else if (out) {
  writeFileSync(out + '.workers', '')
  const seen = new Map()
  const kernel = new Map()
  const sample = () => {
    for (const tid of readdirSync('/proc/self/task')) {
      try {
        seen.set(tid, cpuOf(`/proc/self/task/${tid}/schedstat`))
        kernel.set(tid, kernelOf(`/proc/self/task/${tid}/stat`))
      } catch {
        // (The thread ended between the listing and the read: its last sample stands.)
      }
    }
  }
  setInterval(sample, 20).unref()
  process.on('exit', () => {
    sample()
    const workers = new Set(
      readFileSync(out + '.workers', 'utf8')
        .split('\n')
        .filter(Boolean)
    )
    const main = String(process.pid)
    const others = [...seen.keys()].filter(tid => tid !== main && !workers.has(tid)).sort((a, b) => a - b)
    const groupOf = tid =>
      tid === main
        ? 'main'
        : workers.has(tid)
          ? 'workers'
          : others.indexOf(tid) >= others.length - LIBUV_POOL
            ? 'libuvPool'
            : 'v8Platform'
    const totals = { main: 0, workers: 0, v8Platform: 0, libuvPool: 0, total: 0 }
    const sys = { ...totals }
    const minflt = { ...totals }
    const threads = []
    for (const [tid, seconds] of seen) {
      const group = groupOf(tid)
      totals[group] += seconds
      totals.total += seconds
      threads.push([Number(tid), Number(seconds.toFixed(3)), group])
      const own = kernel.get(tid)
      if (!own) continue
      for (const key of [group, 'total']) {
        sys[key] += own.sys
        minflt[key] += own.minflt
      }
    }
    for (const key of Object.keys(totals)) {
      totals[key] = Number(totals[key].toFixed(3))
      sys[key] = Number(sys[key].toFixed(2))
    }
    const line = { ...totals, workerCount: workers.size, sys, minflt, threads }
    writeFileSync(out, JSON.stringify(line) + '\n', { flag: 'a' })
  })
}
