import { parentPort, receiveMessageOnPort, workerData } from 'node:worker_threads'
import type { ThemeCodeRunning } from '../website/theme-head.js'
import { saveCodeCache } from '../shared/code-cache-moment.js'
import { guardProcessSignals } from '../shared/guard-process.js'
import { DEFAULT_THEMES, getHighlighter } from '../compile/rehype-code/highlighter.js'
import { compileMdx, type CompileMdxOptions } from '../compile/compile-mdx.js'
import { ANSWERS_PER_MESSAGE } from './answers-per-message.js'
import { PageRenderer, type PageJob, type RenderSetup } from './render-jobs.js'

/** Messages a page worker accepts: its render setup (again when it changes), `warm`, then jobs. */
export type PageWorkerMessage =
  | { setup?: RenderSetup }
  | { warm: true }
  | { id: number; job: PageJob; sameBuiltins?: true }
  | { id: number; errorPages: string }
  | { id: number; partial: CompileMdxOptions }

/** A job's answer as the pool receives it (alone, or in a `batch` of them). */
export interface PageWorkerReply {
  id: number
  result?: unknown
  error?: string
}

/** How long a held answer waits when a job waits on something (`ANSWERS_PER_MESSAGE`). */
const HOLD_MS = 1_000

/**
 * Set to 1 while a theme config's `head` function runs (2: its `main` wrapper; `PageRenderer`'s `inHead`), when the pool gave
 * a word to set: a page stopped meanwhile fails at the head (page-pool.ts).
 */
const headStatus = (workerData as { headStatus?: SharedArrayBuffer } | undefined)?.headStatus
const inHead = headStatus
  ? (
      (status: Int32Array) => (running: ThemeCodeRunning) =>
        void Atomics.store(status, 0, running === 'main' ? 2 : running ? 1 : 0)
    )(new Int32Array(headStatus))
  : undefined

// Each worker keeps its unified pipeline, Shiki highlighter and React templates warm across pages.
let renderer = new PageRenderer(undefined, inHead)
/** Jobs received and not answered yet, and the answers held (`ANSWERS_PER_MESSAGE`). */
let owed = 0
let held: PageWorkerReply[] = []
let heldTransfers: ArrayBuffer[] = []
let holding: NodeJS.Timeout | undefined
function answer(reply: PageWorkerReply, transfers: ArrayBuffer[] = []): void {
  owed--
  held.push(reply)
  heldTransfers.push(...transfers)
  // The jobs waiting in the port count too: a static page compiles and renders without yielding to
  // the event loop, so the next job's message is only delivered after this answer.
  for (let next = receiveMessageOnPort(parentPort!); next; next = receiveMessageOnPort(parentPort!))
    void onMessage(next.message as PageWorkerMessage)
  if (owed > 0 && held.length < ANSWERS_PER_MESSAGE) {
    holding ??= setTimeout(send, HOLD_MS)
    return
  }
  send()
}

/** Sends the answers held. */
function send(): void {
  clearTimeout(holding)
  holding = undefined
  if (held.length === 0) return
  const [batch, transfer] = [held, heldTransfers]
  held = []
  heldTransfers = []
  try {
    parentPort!.postMessage(batch.length === 1 ? batch[0] : { batch }, transfer)
  } catch {
    // Something in an answer cannot be sent (nothing was): each alone, the one that fails as its error.
    for (const one of batch)
      try {
        parentPort!.postMessage(one)
      } catch (error) {
        parentPort!.postMessage({ id: one.id, error: errorText(error) })
      }
  }
}

const errorText = (error: unknown) => (error instanceof Error ? (error.stack ?? error.message) : String(error))

// MDX expressions of the pages it renders run here: they may not signal the build's process.
if (parentPort) guardProcessSignals()
parentPort?.on('message', (message: PageWorkerMessage) => void onMessage(message))

/** The built-in components' names the last job that carried them gave (the same for a build). */
let builtins: ReadonlySet<string> | undefined

async function onMessage(message: PageWorkerMessage): Promise<void> {
  // A cold build's workers start Shiki while the site is read: the regex engine and the themes.
  // Grammars load with the first page that needs them (highlighter.ts says why tokens do not depend on when).
  if ('warm' in message) {
    void getHighlighter(DEFAULT_THEMES, [])
    return
  }
  if (!('id' in message)) {
    renderer = new PageRenderer(message.setup, inHead)
    return
  }
  // The built-in components' names travel with the first job only (`PagePool.send`).
  if ('job' in message && message.job.compile) {
    if (message.sameBuiltins) message.job.compile.builtins = builtins!
    else builtins = message.job.compile.builtins
  }
  owed++
  let reply: PageWorkerReply
  let transfers: ArrayBuffer[] = []
  let rendered = false
  try {
    if ('partial' in message) {
      // A partial (an `.mdx` file a page imports) for the bundle stage: its module code and warnings.
      const { code, diagnostics } = await compileMdx(message.partial)
      reply = { id: message.id, result: { code, diagnostics } }
    } else if ('errorPages' in message) {
      const html = renderer.errorPages(message.errorPages)
      reply = { id: message.id, result: html }
      transfers = html.map(([, bytes]) => bytes.buffer as ArrayBuffer)
    } else {
      const result = await renderer.run(message.job)
      // The pages' bytes move to the main thread rather than being copied.
      reply = { id: message.id, result }
      transfers = result.html.map(([, bytes]) => bytes.buffer as ArrayBuffer)
      rendered = true
    }
  } catch (error) {
    reply = { id: message.id, error: errorText(error) }
  }
  answer(reply, transfers)
  // A page compiled and rendered: the next worker start loads what that compiled from V8's cache.
  if (rendered) saveCodeCache()
}
