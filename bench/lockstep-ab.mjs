#!/usr/bin/env node
// What two checkouts' page workers cost for the same pages, measured in lockstep so that a loaded machine
// treats both alike (bench/RESULTS.md, "Session 20, speed"). One process starts one page worker from each
// checkout's bundle, gives both the setup a build gave its workers (`bench/capture-jobs.cjs`), then sends
// each page job to one worker and, once it has answered, to the other (which goes first alternates), and
// reads the worker thread's CPU time (/proc/<pid>/task/<tid>/schedstat, Linux) around every job. Only one
// of the two runs at any moment; a load that changes from second to second changes both sides' sums alike.
// Both workers are cold (each compiles and highlights every page; caches removed first). Not measured: the
// workers' start, V8's platform threads (shared by both), the main thread of a build.
//
//   node bench/lockstep-ab.mjs <checkoutA> <captureA> <checkoutB> <captureB> [--rounds 2] [--limit N] [--per <prefix>]
//
// Each capture from a build of a site copy of its own (the jobs' cache folders are inside it, emptied
// before each round). `--limit N`: the first N jobs sent. `--per`: each round's
// per-job seconds as JSON. Prints one line a round: both sums, B/A, how many jobs cost B more.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { deserialize, setFlagsFromString } from 'node:v8'
import { Worker } from 'node:worker_threads'

const args = process.argv.slice(2)
const option = (name, fallback) => {
  const at = args.indexOf(name)
  return at < 0 ? fallback : args.splice(at, 2)[1]
}
const rounds = Number(option('--rounds', '2'))
const limit = Number(option('--limit', 'Infinity'))
const perPrefix = option('--per', undefined)
if (args.length !== 4) {
  console.error(
    'usage: node bench/lockstep-ab.mjs <checkoutA> <captureA> <checkoutB> <captureB> [--rounds N] [--limit N] [--per <prefix>]'
  )
  process.exit(2)
}
const sides = [
  { name: 'A', checkout: path.resolve(args[0]), capture: path.resolve(args[1]) },
  { name: 'B', checkout: path.resolve(args[2]), capture: path.resolve(args[3]) }
]
const preload = fileURLToPath(new URL('capture-jobs.cjs', import.meta.url))

// As bin/guildsite.js and a pool of several workers set them (the flags are the process's: the same for A and B).
process.env.NODE_ENV ??= 'production'
const tiering = path.join(sides[0].checkout, 'bin', 'v8-tiering.js')
if (existsSync(tiering)) createRequire(import.meta.url)(tiering).tierUpLater()
setFlagsFromString('--heap-growing-percent=50')

const cpuOf = tid => Number(readFileSync(`/proc/${process.pid}/task/${tid}/schedstat`, 'utf8').split(' ')[0]) / 1e9
const keyOf = message => message.job?.source?.display ?? Object.keys(message).join()

/** The capture as one worker's stream: the first worker's setup, then the jobs of all in the order they were sent. */
function streamOf(side) {
  const setup = []
  const jobs = []
  for (const [worker, message] of deserialize(readFileSync(side.capture))) {
    if (!('id' in message)) {
      if (worker === 0) setup.push(message)
    } else if (jobs.length < limit) jobs.push(message)
  }
  return { setup, jobs }
}

/** The cache folders the jobs write to, emptied so that both workers start cold. */
function emptyCaches(jobs) {
  const dirs = new Set()
  for (const { job } of jobs) {
    if (job?.store?.dir) dirs.add(path.dirname(path.dirname(job.store.dir)))
    if (job?.compile?.highlightStoreDir) dirs.add(path.dirname(path.dirname(job.compile.highlightStoreDir)))
  }
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
}

function startWorker(checkout) {
  const tidBuffer = new SharedArrayBuffer(4)
  const worker = new Worker(path.join(checkout, 'dist', 'src', 'bundle-worker.cjs'), {
    workerData: { bundle: path.join(checkout, 'dist', 'src', 'render', 'page-worker.bundle.cjs'), tidBuffer },
    execArgv: [...process.execArgv, '-r', preload],
    resourceLimits: { stackSizeMb: 1 }
  })
  let waiting
  worker.on('message', message => waiting?.(message))
  worker.on('error', error => {
    console.error(error)
    process.exit(1)
  })
  return {
    worker,
    tid: () => new Int32Array(tidBuffer)[0],
    post: message => worker.postMessage(message),
    run: message =>
      new Promise(resolve => {
        waiting = resolve
        worker.postMessage(message)
      })
  }
}

async function round(index) {
  const streams = sides.map(streamOf)
  const [a, b] = streams
  if (a.jobs.length !== b.jobs.length) throw new Error(`A has ${a.jobs.length} jobs, B ${b.jobs.length}`)
  for (const { jobs } of streams) emptyCaches(jobs)
  const workers = sides.map(side => startWorker(side.checkout))
  streams.forEach(({ setup }, i) => setup.forEach(workers[i].post))
  // Both started (bundle, Shiki's engine and themes) before the first job: a start is not a job.
  await new Promise(resolve => setTimeout(resolve, 3000))
  const sums = [0, 0]
  const per = []
  let bHigher = 0
  for (let j = 0; j < a.jobs.length; j++) {
    if (keyOf(a.jobs[j]) !== keyOf(b.jobs[j])) throw new Error(`job ${j}: ${keyOf(a.jobs[j])} / ${keyOf(b.jobs[j])}`)
    const seconds = [0, 0]
    for (const i of j % 2 ? [1, 0] : [0, 1]) {
      const tid = workers[i].tid()
      const before = cpuOf(tid)
      const answer = await workers[i].run(streams[i].jobs[j])
      for (const reply of answer.batch ?? [answer])
        if (reply.error) console.error(`${sides[i].name} ${keyOf(streams[i].jobs[j])}: ${reply.error.slice(0, 300)}`)
      seconds[i] = cpuOf(tid) - before
    }
    sums[0] += seconds[0]
    sums[1] += seconds[1]
    if (seconds[1] > seconds[0]) bHigher++
    per.push([keyOf(a.jobs[j]), Number(seconds[0].toFixed(5)), Number(seconds[1].toFixed(5))])
  }
  await Promise.all(workers.map(({ worker }) => worker.terminate()))
  if (perPrefix) writeFileSync(`${perPrefix}.${index}.json`, JSON.stringify(per))
  const load = readFileSync('/proc/loadavg', 'utf8').split(' ')[0]
  const [sa, sb] = sums.map(s => s.toFixed(3))
  const ratio = (sums[1] / sums[0]).toFixed(4)
  console.log(
    `round ${index + 1}: A ${sa} s, B ${sb} s, B/A ${ratio}, B higher in ${bHigher} of ${per.length} jobs (load ${load})`
  )
}

for (let index = 0; index < rounds; index++) await round(index)
