import { parentPort } from 'node:worker_threads'
import { compileMdx, type CompileMdxOptions } from './compile-mdx.js'

/** Messages a compile worker accepts: options whose sets travel as arrays. */
export interface CompileRequest {
  id: number
  options: Omit<CompileMdxOptions, 'builtins' | 'elementAliases'> & { builtins: string[] }
}

// Each worker keeps its own unified pipeline and Shiki highlighter warm across pages.
parentPort?.on('message', async ({ id, options }: CompileRequest) => {
  try {
    const result = await compileMdx({ ...options, builtins: new Set(options.builtins) })
    parentPort!.postMessage({ id, result })
  } catch (error) {
    parentPort!.postMessage({ id, error: error instanceof Error ? error.stack ?? error.message : String(error) })
  }
})
