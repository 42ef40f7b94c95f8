#!/usr/bin/env node
// What a message to another thread costs its sender, by whether the receiver sleeps (Linux: the sender's
// own CPU time from /proc/thread-self/schedstat, in nanoseconds). A worker runs 5 ms of JavaScript (as a
// page's compile and render), then posts a tiny message; the main thread either waits for messages
// (asleep in epoll, as a build's main thread while the workers compile) or spins. Session 15, "speed".
//
//   node bench/thread-wake.mjs [rounds=300]
import { readFileSync } from 'node:fs'
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads'

const rounds = Number(process.argv[2] ?? 300)
const cpuMs = () => Number(readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ')[0]) / 1e6

if (isMainThread) {
  for (const receiver of ['sleeping', 'busy']) {
    const worker = new Worker(new URL(import.meta.url), { workerData: { rounds } })
    let spinning = receiver === 'busy'
    const spin = () => {
      const end = performance.now() + 20
      while (performance.now() < end);
      if (spinning) setImmediate(spin)
    }
    if (spinning) spin()
    const result = await new Promise(resolve => worker.on('message', message => message.done && resolve(message.done)))
    spinning = false
    await worker.terminate()
    console.log(
      `receiver ${receiver.padEnd(8)}: first message after 5 ms of work ${result.first.toFixed(3)} ms of the sender's CPU, ` +
        `a second one at once ${result.second.toFixed(3)} ms`
    )
  }
} else {
  const busy = ms => {
    const end = performance.now() + ms
    let spins = 0
    while (performance.now() < end) spins++
    return spins
  }
  let first = 0
  let second = 0
  for (let i = 0; i < workerData.rounds; i++) {
    busy(5)
    let at = cpuMs()
    parentPort.postMessage({ id: -1 })
    first += cpuMs() - at
    at = cpuMs()
    parentPort.postMessage({ id: -1 })
    second += cpuMs() - at
  }
  parentPort.postMessage({ done: { first: first / workerData.rounds, second: second / workerData.rounds } })
}
