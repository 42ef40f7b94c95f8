import { build, type Message, type Plugin } from 'esbuild'
import { randomUUID } from 'node:crypto'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join, relative, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { distPath, PACKAGE_ROOT } from '../package-root.js'

/** Imports every alias of guildsite's built-ins resolve to, shared by configs, metas and pages. */
export function builtinAliases(): Record<string, string> {
  const components = distPath('templates', 'components', 'index.js')
  const products = distPath('templates', 'catalogue', 'products.js')
  const require = createRequire(join(PACKAGE_ROOT, 'package.json'))
  return {
    guildsite: distPath('src', 'index.js'),
    'guildsite/components': components,
    '@theguild/components': components,
    '@theguild/components/server': components,
    '@theguild/components/products': products,
    'nextra/components': components,
    'nextra-theme-docs': components,
    'next/image': distPath('templates', 'next-image-module.js'),
    // Page data and MDX compiled at build time (src/compile/page-data.ts, remote-mdx.ts).
    'nextra/data': distPath('templates', 'data.js'),
    'nextra/ssg': distPath('templates', 'data.js'),
    'nextra/mdx-remote': distPath('templates', 'data.js'),
    'nextra/evaluate': distPath('templates', 'data.js'),
    'nextra/compile': distPath('src', 'compile', 'remote-mdx.js'),
    'nextra/remote': distPath('src', 'compile', 'remote-mdx.js'),
    '@theguild/components/compile': distPath('src', 'compile', 'remote-mdx.js'),
    react: require.resolve('react'),
    'react/jsx-runtime': require.resolve('react/jsx-runtime'),
    'react/jsx-dev-runtime': require.resolve('react/jsx-dev-runtime')
  }
}

/** Type-only modules of Nextra that real metas import (`import type … from 'nextra/normalize-pages'`). */
const EMPTY_MODULES = new Set(['nextra', 'nextra/normalize-pages', 'nextra/types'])

function aliasPlugin(aliases: Record<string, string>): Plugin {
  return {
    name: 'guildsite-aliases',
    setup(b) {
      b.onResolve({ filter: /^[^./]/ }, args => {
        if (args.path in aliases) return { path: aliases[args.path], external: true }
        if (EMPTY_MODULES.has(args.path)) return { path: args.path, namespace: 'guildsite-empty' }
        return undefined
      })
      b.onLoad({ filter: /.*/, namespace: 'guildsite-empty' }, () => ({ contents: 'export {}', loader: 'js' }))
    }
  }
}

export interface ModuleFailure {
  file: string
  message: string
  line?: number
  column?: number
  /** 'build' for syntax and resolution errors, 'run' for exceptions thrown while evaluating. */
  phase: 'build' | 'run'
  importPath?: string
}

export interface EvaluatedModules {
  modules: Map<string, Record<string, unknown>>
  failures: ModuleFailure[]
}

let sourceMapsEnabled = false

function failureFromMessage(message: Message, cwd: string): ModuleFailure {
  const importMatch = /Could not resolve "([^"]+)"/.exec(message.text)
  return {
    file: message.location ? resolve(cwd, message.location.file) : '',
    message: message.text,
    line: message.location?.line,
    column: message.location ? message.location.column + 1 : undefined,
    phase: 'build',
    ...(importMatch && { importPath: importMatch[1] })
  }
}

/** The first stack frame inside `file` (source maps are on, so it points at the original source). */
function positionInStack(error: unknown, file: string): { line?: number; column?: number } {
  const stack = error instanceof Error ? error.stack ?? '' : ''
  const url = pathToFileURL(file).href
  for (const line of stack.split('\n')) {
    const index = line.indexOf(url) >= 0 ? line.indexOf(url) + url.length : line.indexOf(file) >= 0 ? line.indexOf(file) + file.length : -1
    if (index < 0) continue
    const match = /^:(\d+):(\d+)/.exec(line.slice(index))
    if (match) return { line: Number(match[1]), column: Number(match[2]) }
  }
  return {}
}

/**
 * Bundles each entry (TypeScript, JSX, relative imports and the site's packages) with esbuild and
 * imports it. guildsite's built-ins stay external so the process shares one React and one catalogue.
 * Errors are returned per file with positions, never thrown.
 */
export async function evaluateModules(entries: string[], cwd: string): Promise<EvaluatedModules> {
  const modules = new Map<string, Record<string, unknown>>()
  const failures: ModuleFailure[] = []
  if (entries.length === 0) return { modules, failures }
  if (!sourceMapsEnabled) {
    process.setSourceMapsEnabled(true)
    sourceMapsEnabled = true
  }
  const outdir = join(tmpdir(), `guildsite-eval-${randomUUID()}`)
  try {
    // One build per entry keeps one file's syntax error from hiding the others' results.
    const results = await Promise.all(
      entries.map(async entry => {
        try {
          const result = await build({
            absWorkingDir: cwd,
            entryPoints: [entry],
            bundle: true,
            write: false,
            format: 'esm',
            platform: 'node',
            target: 'node20',
            jsx: 'automatic',
            sourcemap: 'inline',
            sourcesContent: false,
            logLevel: 'silent',
            outfile: join(outdir, relative(cwd, entry).replace(/[\\/.]/g, '_') + '.mjs'),
            plugins: [aliasPlugin(builtinAliases())]
          })
          return { entry, code: result.outputFiles[0].text }
        } catch (error) {
          const errors: Message[] = (error as { errors?: Message[] }).errors ?? []
          if (errors.length === 0) failures.push({ file: entry, message: String(error), phase: 'build' })
          for (const message of errors) failures.push(failureFromMessage(message, cwd))
          return undefined
        }
      })
    )
    await mkdir(outdir, { recursive: true })
    for (const result of results) {
      if (!result) continue
      const outFile = join(outdir, `${randomUUID()}.mjs`)
      // Source map paths are relative to the output file; make them absolute so stacks name the entry.
      const code = result.code.replace(/\/\/# sourceMappingURL=data:application\/json;base64,([A-Za-z0-9+/=]+)\s*$/, (_, data: string) => {
        const map = JSON.parse(Buffer.from(data, 'base64').toString('utf8')) as { sources: string[] }
        map.sources = map.sources.map(source => pathToFileURL(resolve(outdir, source)).href)
        return `//# sourceMappingURL=data:application/json;base64,${Buffer.from(JSON.stringify(map)).toString('base64')}`
      })
      await writeFile(outFile, code)
      try {
        modules.set(result.entry, (await import(pathToFileURL(outFile).href)) as Record<string, unknown>)
      } catch (error) {
        failures.push({
          file: result.entry,
          message: error instanceof Error ? error.message : String(error),
          phase: 'run',
          ...positionInStack(error, result.entry)
        })
      }
    }
  } finally {
    await rm(outdir, { recursive: true, force: true })
  }
  return { modules, failures }
}
