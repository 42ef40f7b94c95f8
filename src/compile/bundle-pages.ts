import { build, type Message, type Plugin } from 'esbuild'
import { readFile } from 'node:fs/promises'
import { createHash } from 'node:crypto'
import { basename, dirname, extname, join, relative } from 'node:path'
import { pathToFileURL } from 'node:url'
import { builtinAliases } from '../content/evaluate-modules.js'
import { distPath } from '../package-root.js'
import { diagnostic, positionAt, type Diagnostic } from '../shared/diagnostics.js'
import { importedNames } from './imported-names.js'
import { withPageData } from './page-data.js'

export interface BundleEntry {
  /** Absolute source path of the page. */
  path: string
  /** Its compiled ES module. */
  code: string
}

export interface BundleOptions {
  entries: BundleEntry[]
  siteDir: string
  /** Scratch folder for the bundle (JS for this process, assets for the site). */
  workDir: string
  /** Compiles an imported `.md`/`.mdx` partial to an ES module. */
  compilePartial: (path: string, source: string) => Promise<{ code?: string; diagnostics: Diagnostic[] }>
}

export interface BundleResult {
  /** Page path → its module namespace (default export = MDXContent). */
  modules: Map<string, Record<string, unknown>>
  /** Imported files (images…), output path (`_gs/assets/name-hash.ext`) → contents. */
  assets: Map<string, Uint8Array>
  diagnostics: Diagnostic[]
  /** Page path → every local file its module includes (for incremental rebuilds). */
  dependencies: Map<string, string[]>
}

const ASSET_FILE = /\.(png|jpe?g|gif|svg|webp|avif|ico|mp4|webm|woff2?|pdf)$/i

type Outputs = Record<string, { inputs: Record<string, unknown>; imports: { path: string; kind: string; external?: boolean }[] }>

/**
 * Local files an output includes, through the shared chunks it imports too: a component used by two
 * pages lives in a chunk, and an edit to it must still invalidate both pages.
 */
function localInputs(outputs: Outputs, output: string, seen = new Set<string>()): string[] {
  if (seen.has(output) || !outputs[output]) return []
  seen.add(output)
  const own = Object.keys(outputs[output].inputs).filter(input => !input.includes(':'))
  const chunks = outputs[output].imports.filter(i => !i.external && i.kind === 'import-statement').flatMap(i => localInputs(outputs, i.path, seen))
  return [...new Set([...own, ...chunks])].sort()
}

/**
 * Bundles every compiled page with esbuild in one build: relative components, partials, JSON and
 * images resolve (images become hashed asset URLs); built-ins stay external so the process shares
 * one React. An import that cannot be resolved becomes a stand-in module rendering a placeholder,
 * with one warning naming the importing file and line.
 */
export async function bundlePages(options: BundleOptions): Promise<BundleResult> {
  const diagnostics: Diagnostic[] = []
  const assets = new Map<string, Uint8Array>()
  const aliases: Record<string, string> = { ...builtinAliases(), 'guildsite/mdx-provider': distPath('templates', 'mdx-provider.js') }
  const pageCode = new Map(options.entries.map(entry => [entry.path, entry.code]))
  const display = (path: string) => relative(options.siteDir, path)

  const plugin: Plugin = {
    name: 'guildsite-pages',
    setup(b) {
      b.onResolve({ filter: /^gs-page:/ }, args => ({ path: args.path.slice('gs-page:'.length), namespace: 'gs-page' }))
      b.onLoad({ filter: /.*/, namespace: 'gs-page' }, args => ({ contents: pageCode.get(args.path), resolveDir: dirname(args.path), loader: 'js' }))
      b.onResolve({ filter: /.*/ }, async args => {
        if (args.pluginData?.probing || args.kind === 'entry-point') return undefined
        if (args.path in aliases) return { path: aliases[args.path], external: true }
        if (args.path.startsWith('node:')) return { path: args.path, external: true }
        const result = await b.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: { probing: true } })
        if (result.errors.length === 0) return result
        const importer = args.importer
        const source = pageCode.get(importer) ?? (await readFile(importer, 'utf8').catch(() => ''))
        const { names, offset } = importedNames(source, args.path)
        // Pages report the line of the MDX source; compiled code lines differ, so search the original.
        const original = pageCode.has(importer) ? await readFile(importer, 'utf8').catch(() => source) : source
        const at = importedNames(original, args.path).offset
        diagnostics.push(
          diagnostic('UNRESOLVED_IMPORT', `Import "${args.path}" cannot be resolved; a placeholder is rendered instead`, {
            file: display(importer),
            source: original,
            ...(at >= 0 ? positionAt(original, at) : offset >= 0 ? positionAt(source, offset) : {})
          })
        )
        return { path: args.path, namespace: 'gs-missing', pluginData: { names: [...names] } }
      })
      b.onLoad({ filter: /.*/, namespace: 'gs-missing' }, args => {
        const names: string[] = args.pluginData?.names ?? ['default']
        const lines = [`import { MissingComponent as __gsMissing } from 'guildsite/mdx-provider'`]
        lines.push(`export default __gsMissing(${JSON.stringify(args.path)})`)
        for (const name of names) if (name !== 'default' && /^[A-Za-z_$][\w$]*$/.test(name)) lines.push(`export const ${name} = __gsMissing(${JSON.stringify(name)})`)
        return { contents: lines.join('\n'), loader: 'js' }
      })
      // Imported images and files: content-hashed URLs under /_gs/assets (the base path is added by
      // the components that render them, like every root-relative URL).
      b.onLoad({ filter: ASSET_FILE }, async args => {
        const bytes = await readFile(args.path)
        const name = basename(args.path).replace(/\.[^.]+$/, '').replace(/[^\w.-]+/g, '-')
        const out = `_gs/assets/${name}-${createHash('sha256').update(bytes).digest('hex').slice(0, 10)}${extname(args.path).toLowerCase()}`
        assets.set(out, bytes)
        return { contents: `export default ${JSON.stringify('/' + out)}`, loader: 'js' }
      })
      b.onLoad({ filter: /\.mdx?$/ }, async args => {
        const source = (await readFile(args.path, 'utf8')).replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n')
        const compiled = await options.compilePartial(args.path, source)
        diagnostics.push(...compiled.diagnostics)
        return { contents: compiled.code ?? `export default function Broken() { return null }`, resolveDir: dirname(args.path), loader: 'js' }
      })
    }
  }

  const outdir = join(options.workDir, 'js')
  const modules = new Map<string, Record<string, unknown>>()
  const dependencies = new Map<string, string[]>()
  if (options.entries.length === 0) return { modules, assets, diagnostics, dependencies }
  let result
  try {
    result = await build({
      absWorkingDir: options.siteDir,
      entryPoints: options.entries.map((entry, i) => ({ in: `gs-page:${entry.path}`, out: `page-${i}` })),
      outdir,
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      jsx: 'automatic',
      loader: { '.css': 'empty', '.json': 'json' },
      chunkNames: 'chunks/[name]-[hash]',
      metafile: true,
      logLevel: 'silent',
      plugins: [plugin]
    })
  } catch (error) {
    const errors: Message[] = (error as { errors?: Message[] }).errors ?? []
    for (const message of errors) {
      const location = message.location
      // A position in a page's compiled module means nothing to its author: name the page only.
      const compiled = location?.file.startsWith('gs-page:')
      const file = location ? join(options.siteDir, location.file.replace(/^gs-page:/, '')) : undefined
      const source = file && !compiled ? await readFile(file, 'utf8').catch(() => undefined) : undefined
      diagnostics.push(
        diagnostic('BUNDLE_ERROR', message.text, {
          file: file ? display(file) : undefined,
          // esbuild counts columns in UTF-8 bytes; the code frame counts characters.
          ...(location && !compiled && { source, line: location.line, column: Buffer.from(location.lineText).subarray(0, location.column).toString().length + 1 })
        })
      )
    }
    if (errors.length === 0) diagnostics.push(diagnostic('BUNDLE_ERROR', String(error)))
    return { modules, assets, diagnostics, dependencies }
  }
  const outputs = result.metafile.outputs
  for (const [i, entry] of options.entries.entries()) {
    const outFile = join(outdir, `page-${i}.js`)
    const meta = outputs[relative(options.siteDir, outFile)]
    if (meta) dependencies.set(entry.path, localInputs(outputs, relative(options.siteDir, outFile)).map(input => join(options.siteDir, input)))
    try {
      const loaded = (await import(pathToFileURL(outFile).href)) as Record<string, unknown>
      // Next's data functions run once, now (page-data.ts); the page renders with their props.
      const withData = await withPageData(loaded, { display: display(entry.path), source: () => readFile(entry.path, 'utf8'), cwd: options.siteDir })
      diagnostics.push(...withData.diagnostics)
      modules.set(entry.path, withData.module)
    } catch (error) {
      // Top-level code of the page or of a module it imports threw: that page cannot render.
      const message = error instanceof Error ? error.message : String(error)
      diagnostics.push(diagnostic('MDX_EVAL', `Page module threw while loading: ${message}`, { file: display(entry.path) }, { hint: 'Look at the top-level code (exports, imports) of the page and of the components it imports.' }))
    }
  }
  return { modules, assets, diagnostics, dependencies }
}
