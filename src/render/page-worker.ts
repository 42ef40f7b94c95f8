import { parentPort } from 'node:worker_threads'
import { saveCodeCache } from '../shared/code-cache-moment.js'
import { guardProcessSignals } from '../shared/guard-process.js'
import { DEFAULT_THEMES, getHighlighter } from '../compile/rehype-code/highlighter.js'
import { compileMdx, type CompileMdxOptions } from '../compile/compile-mdx.js'
import { PageRenderer, type PageJob, type RenderSetup } from './render-jobs.js'

/** Messages a page worker accepts: its render setup (again when it changes), `warm`, then jobs. */
export type PageWorkerMessage =
  | { setup?: RenderSetup }
  | { warm: true }
  | { id: number; job: PageJob }
  | { id: number; errorPages: string }
  | { id: number; partial: CompileMdxOptions }

// Each worker keeps its unified pipeline, Shiki highlighter and React templates warm across pages.
let renderer = new PageRenderer()
// MDX expressions of the pages it renders run here: they may not signal the build's process.
if (parentPort) guardProcessSignals()
parentPort?.on('message', async (message: PageWorkerMessage) => {
  // A cold build's workers start Shiki while the site is read: the regex engine and the themes.
  // Grammars load with the first page that needs them (highlighter.ts says why tokens do not depend on when).
  if ('warm' in message) {
    void getHighlighter(DEFAULT_THEMES, [])
    return
  }
  if (!('id' in message)) {
    renderer = new PageRenderer(message.setup)
    return
  }
  try {
    if ('partial' in message) {
      // A partial (an `.mdx` file a page imports) for the bundle stage: its module code and warnings.
      const { code, diagnostics } = await compileMdx(message.partial)
      parentPort!.postMessage({ id: message.id, result: { code, diagnostics } })
      return
    }
    if ('errorPages' in message) {
      const html = renderer.errorPages(message.errorPages)
      parentPort!.postMessage(
        { id: message.id, result: html },
        html.map(([, bytes]) => bytes.buffer as ArrayBuffer)
      )
      return
    }
    const result = await renderer.run(message.job)
    // The pages' bytes move to the main thread rather than being copied.
    parentPort!.postMessage(
      { id: message.id, result },
      result.html.map(([, bytes]) => bytes.buffer as ArrayBuffer)
    )
    // A page compiled and rendered: the next worker start loads what that compiled from V8's cache.
    saveCodeCache()
  } catch (error) {
    parentPort!.postMessage({
      id: message.id,
      error: error instanceof Error ? (error.stack ?? error.message) : String(error)
    })
  }
})
