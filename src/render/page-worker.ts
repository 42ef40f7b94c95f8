import { parentPort } from 'node:worker_threads'
import { PageRenderer, type PageJob, type RenderSetup } from './render-jobs.js'

/** Messages a page worker accepts: its render setup once, then jobs. */
export type PageWorkerMessage = { setup?: RenderSetup } | { id: number; job: PageJob }

// Each worker keeps its unified pipeline, Shiki highlighter and React templates warm across pages.
let renderer = new PageRenderer()
parentPort?.on('message', async (message: PageWorkerMessage) => {
  if (!('id' in message)) {
    renderer = new PageRenderer(message.setup)
    return
  }
  try {
    parentPort!.postMessage({ id: message.id, result: await renderer.run(message.job) })
  } catch (error) {
    parentPort!.postMessage({ id: message.id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) })
  }
})
