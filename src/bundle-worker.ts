import { workerData } from 'node:worker_threads'
import { runBundle } from './run-bundle.js'

// The entry of a worker thread that runs one of the package's bundles with its code cache
// (workers.ts starts it; the bundle reads the rest of `workerData` as its own).
runBundle((workerData as { bundle: string }).bundle)
