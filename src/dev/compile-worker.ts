import { parentPort, workerData } from 'node:worker_threads'
import { compileMdx, type CompileMdxOptions } from '../compile/compile-mdx.js'
import { DEFAULT_THEMES, getHighlighter } from '../compile/rehype-code/highlighter.js'

/** A compile request; `builtins` travels as an array (a Set does not cross threads as one). */
export interface CompileRequest {
  id: number
  options: Omit<CompileMdxOptions, 'builtins'> & { builtins: string[] }
}

// Worker side of `compile-pool.ts`: MDX compiles (and Shiki) run here, beside the main thread.
if (parentPort) {
  const port = parentPort
  // The highlighter's engine and the grammars docs use most, loaded while the main thread loads the
  // site: the first page then compiles warm.
  void getHighlighter(DEFAULT_THEMES, (workerData as { warmLanguages?: string[] } | undefined)?.warmLanguages ?? []).catch(() => {})
  port.on('message', async ({ id, options }: CompileRequest) => {
    try {
      const result = await compileMdx({ ...options, builtins: new Set(options.builtins) })
      port.postMessage({ id, result })
    } catch (error) {
      port.postMessage({ id, error: error instanceof Error ? error.message : String(error) })
    }
  })
}
