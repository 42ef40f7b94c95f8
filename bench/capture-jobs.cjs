// Records every message a build's main thread posts to its page workers (setup, warm, the page jobs), in
// order, with the index of the worker it went to, for `bench/lockstep-ab.mjs` to replay. A preload:
//
//   CAPTURE_OUT=<file.bin> node -r ./bench/capture-jobs.cjs <checkout>/bin/guildsite.js build <site> --quiet
//
// The file is `v8.serialize([[workerIndex, message], …])`. The jobs name the site's folders (its cache
// folder among them): capture each checkout from a site copy of its own. In a worker that
// `lockstep-ab.mjs` starts (its `workerData.tidBuffer`), the same preload writes the thread's Linux id there.
'use strict'
/* eslint-disable @typescript-eslint/no-require-imports -- a preload for `node -r` is CommonJS */
const threads = require('node:worker_threads')
const { serialize } = require('node:v8')
const { readlinkSync, writeFileSync } = require('node:fs')

const tidBuffer = threads.isMainThread ? undefined : threads.workerData?.tidBuffer
if (tidBuffer) new Int32Array(tidBuffer)[0] = Number(readlinkSync('/proc/thread-self').split('/').pop())

const out = process.env.CAPTURE_OUT
if (out && threads.isMainThread) {
  const records = []
  let workers = 0
  // The CLI's bundle reads `Worker` from the module when it starts one, so a subclass put there is used.
  const Base = threads.Worker
  threads.Worker = class extends Base {
    constructor(file, options) {
      super(file, options)
      const bundle = options?.workerData?.bundle
      this.captureIndex = typeof bundle === 'string' && bundle.includes('page-worker') ? workers++ : -1
    }
    postMessage(message, transfer) {
      if (this.captureIndex >= 0) records.push([this.captureIndex, message])
      return super.postMessage(message, transfer)
    }
  }
  process.on('exit', () => writeFileSync(out, serialize(records)))
}
