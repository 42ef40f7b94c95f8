import { parentPort, workerData } from 'node:worker_threads'
import type { CompileMdxOptions } from '../compile/compile-mdx.js'
import { saveCodeCache } from '../shared/code-cache-moment.js'
import { trace } from './start-trace.js'

/**
 * A compile request; `builtins` travels as an array (a Set does not cross threads as one), and
 * without it the page gets the built-in components of `templates/mdx-provider`.
 */
export interface CompileRequest {
  id: number
  options: Omit<CompileMdxOptions, 'builtins'> & { builtins?: string[] }
}

/**
 * Small pages with what docs pages are made of (headings, a list, a table, links; then one fence of
 * each warm language): compiled one by one while no page has been asked for yet, so that the first
 * real page finds the compile stack and the regex engine's scanners warm. Each step is short, and
 * none starts once a real compile is asked for.
 */
function warmPages(languages: string[]): string[] {
  const text = `---\ntitle: Warm up\n---\n\n# Warm up\n\nA paragraph with **bold**, \`code\` and [a link](/x).\n\n## Section\n\n- one\n- two\n\n| a | b |\n| --- | --- |\n| 1 | 2 |\n`
  const fence = (lang: string) =>
    `\`\`\`${lang}\nimport { createServer } from 'node:http'\nconst answer = { value: 42, list: ['a', "b"] } // ${lang}\nexport default answer\n\`\`\`\n`
  return [text, ...languages.map(fence)]
}

// Worker side of `compile-pool.ts`: MDX compiles (and Shiki) run here, beside the main thread.
if (parentPort) {
  const port = parentPort
  const data = workerData as { warmLanguages?: string[]; name?: string } | undefined
  const warmLanguages = data?.warmLanguages ?? []
  const name = data?.name ?? 'worker'
  trace(`${name} running`)
  let asked = false
  const compileModule = import('../compile/compile-mdx.js')
  const defaultBuiltins = import('../../templates/mdx-provider.js').then(({ BUILTIN_COMPONENTS }) =>
    Object.keys(BUILTIN_COMPONENTS)
  )
  // The highlighter's engine and the grammars docs use most, loaded while the main thread loads the
  // site, then one throwaway compile if there is time: the first page then compiles warm.
  void import('../compile/rehype-code/highlighter.js')
    .then(({ DEFAULT_THEMES, getHighlighter }) => getHighlighter(DEFAULT_THEMES, warmLanguages))
    .then(async () => {
      trace(`${name}: highlighter ready`)
      const { compileMdx } = await compileModule
      for (const source of warmPages(warmLanguages)) {
        if (asked) return
        await compileMdx({
          display: 'warm-up.md',
          path: '/__guildsite_warm_up__.md',
          source,
          format: 'md',
          builtins: new Set(),
          folderRoute: '/'
        })
      }
      trace(`${name}: warmed up`)
    })
    .catch(() => {})
  port.on('message', async ({ id, options }: CompileRequest) => {
    asked = true
    try {
      const [{ compileMdx }, builtins] = await Promise.all([compileModule, options.builtins ?? defaultBuiltins])
      trace(`${name}: compile ${options.display}`)
      const result = await compileMdx({ ...options, builtins: new Set(builtins) })
      trace(`${name}: compiled ${options.display}`)
      port.postMessage({ id, result })
      // A page compiled: the next worker start loads what that compiled from V8's cache.
      saveCodeCache()
    } catch (error) {
      port.postMessage({ id, error: error instanceof Error ? error.message : String(error) })
    }
  })
}
