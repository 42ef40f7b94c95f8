// The islands' browser build (issue 35.3): one esbuild build per site of every island module the page
// bundle found, with the loader (`src/client/islands/loader.ts`): code splitting, content-hashed chunks
// under `_gs/islands/` shared across pages, React's production build (the version that renders the
// server HTML, so hydration matches). Then the page bundle's files get the loader's URL.
import { build, type Plugin } from 'esbuild'
import { createHash } from 'node:crypto'
import { readFile, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join, relative } from 'node:path'
import { builtinAliases } from '../content/evaluate-modules.js'
import { distPath, PACKAGE_ROOT } from '../package-root.js'
import { diagnostic, type Diagnostic } from '../shared/diagnostics.js'
import { ASSET_FILE, assetPath } from '../compile/absent-modules.js'
import { LOADER_PLACEHOLDER, type IslandModules } from './island-plugin.js'

export const ISLANDS_DIR = '_gs/islands'
const REACT = new Set(['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client'])
const MANIFEST_PLACEHOLDER = '"__GS_ISLANDS_MANIFEST__"'

export interface IslandsBuild {
  /** Output path (`_gs/islands/…`) → contents. */
  files: Map<string, Uint8Array>
  /** The loader's URL from the site root (no base path); '' when the build failed. */
  loader: string
  diagnostics: Diagnostic[]
}

/** Browser versions of the built-ins whose server version cannot run there. */
function browserAliases(): Record<string, string> {
  const require = createRequire(join(PACKAGE_ROOT, 'package.json'))
  const reactDom = dirname(require.resolve('react-dom/package.json'))
  return {
    ...builtinAliases(),
    'next/dynamic': distPath('client', 'islands', 'next-dynamic.js'),
    'next/script': distPath('client', 'islands', 'next-script.js'),
    'guildsite/render-context': distPath('templates', 'context.js'),
    'guildsite/template-hooks': distPath('templates', 'components', 'hooks.js'),
    'guildsite/template-next-navigation': distPath('templates', 'modules', 'next-navigation.js'),
    'next/navigation': distPath('client', 'islands', 'next-navigation.js'),
    'react-dom/client': join(reactDom, 'client.js'),
    'react-dom': join(reactDom, 'index.js')
  }
}

const SERVER_HOOKS = distPath('templates', 'components', 'hooks.js')
const CLIENT_HOOKS = distPath('client', 'islands', 'hooks.js')

/** Resolves built-ins to guildsite's files, imported files to their asset URLs, absent imports to stand-ins. */
function browserPlugin(aliases: Record<string, string>): Plugin {
  return {
    name: 'guildsite-islands-browser',
    setup(b) {
      b.onResolve({ filter: /.*/ }, async args => {
        if (args.pluginData?.probing || args.kind === 'entry-point') return undefined
        // React is CommonJS: every importer reaches it through one ES module, so esbuild's interop is
        // the same whichever file (the site's, guildsite's ES modules) is linked first — the chunks
        // were not the same bytes from one build to the next.
        if (REACT.has(args.path) && args.namespace !== 'gs-islands-react')
          return { path: args.path, namespace: 'gs-islands-react' }
        if (args.path in aliases)
          return {
            path:
              aliases[args.path] === SERVER_HOOKS && args.importer !== CLIENT_HOOKS ? CLIENT_HOOKS : aliases[args.path]
          }
        const result = await b.resolve(args.path, {
          kind: args.kind,
          resolveDir: args.resolveDir,
          importer: args.importer,
          pluginData: { probing: true }
        })
        // The built-in hooks, however a built-in imports them, are their browser versions (but for those).
        if (result.path === SERVER_HOOKS && args.importer !== CLIENT_HOOKS) return { path: CLIENT_HOOKS }
        // The page bundle warned about it already: here it is a stand-in that renders nothing.
        return result.errors.length === 0 ? undefined : { path: args.path, namespace: 'gs-islands-missing' }
      })
      b.onLoad({ filter: /.*/, namespace: 'gs-islands-react' }, args => {
        const real = JSON.stringify(args.path)
        return { contents: `export * from ${real}\nimport all from ${real}\nexport default all`, loader: 'js' }
      })
      b.onLoad({ filter: /.*/, namespace: 'gs-islands-missing' }, () => ({
        contents:
          'const none = () => null; module.exports = new Proxy(none, { get: (_, key) => key === "__esModule" ? false : none })',
        loader: 'js'
      }))
      b.onLoad({ filter: ASSET_FILE }, async args => {
        const bytes = await readFile(args.path)
        return { contents: `export default ${JSON.stringify('/' + assetPath(args.path, bytes))}`, loader: 'js' }
      })
    }
  }
}

export async function bundleIslands(
  siteDir: string,
  islands: IslandModules,
  sitePlugins: Plugin[] = []
): Promise<IslandsBuild> {
  const files = new Map<string, Uint8Array>()
  const diagnostics: Diagnostic[] = []
  const loaderEntry = distPath('client', 'islands', 'loader.js')
  const modules = [...islands.keys()].sort()
  let result
  try {
    result = await build({
      absWorkingDir: siteDir,
      entryPoints: [loaderEntry, ...modules],
      outdir: join(siteDir, ISLANDS_DIR),
      write: false,
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'browser',
      target: 'es2022',
      jsx: 'automatic',
      minify: true,
      entryNames: '[name]-[hash]',
      chunkNames: 'chunk-[hash]',
      loader: { '.css': 'empty', '.json': 'json' },
      define: { 'process.env.NODE_ENV': '"production"' },
      metafile: true,
      logLevel: 'silent',
      plugins: [...sitePlugins, browserPlugin(browserAliases())]
    })
  } catch (error) {
    const errors = (error as { errors?: { text: string; location?: { file: string; line: number } | null }[] }).errors
    const first = errors?.[0]
    diagnostics.push(
      diagnostic(
        'ISLANDS_BUNDLE',
        `The browser build of the site's interactive components failed: ${first?.text ?? String(error)}; they stay static HTML`,
        first?.location ? { file: first.location.file, line: first.location.line } : {}
      )
    )
    return { files, loader: '', diagnostics }
  }
  const outputs = result.metafile.outputs
  const manifest: Record<string, string> = {}
  let loaderOut = ''
  for (const [out, meta] of Object.entries(outputs)) {
    if (!meta.entryPoint) continue
    const entry = join(siteDir, meta.entryPoint)
    const name = './' + relative(ISLANDS_DIR, out)
    if (entry === loaderEntry || meta.entryPoint.endsWith('client/islands/loader.js')) loaderOut = out
    else if (islands.has(entry)) manifest[islands.get(entry)!.file] = name
  }
  let loaderUrl = ''
  for (const file of result.outputFiles) {
    const out = relative(siteDir, file.path)
    if (out.endsWith('.map')) continue
    if (out === loaderOut) {
      // The manifest goes into the loader, which no other file imports: it is named after its final bytes.
      const text = file.text.replace(MANIFEST_PLACEHOLDER, JSON.stringify(JSON.stringify(manifest)))
      const hash = createHash('sha256').update(text).digest('hex').slice(0, 10)
      loaderUrl = `/${ISLANDS_DIR}/loader-${hash}.js`
      files.set(loaderUrl.slice(1), Buffer.from(text))
    } else files.set(out, file.contents)
  }
  return { files, loader: loaderUrl, diagnostics }
}

/** Puts the loader's URL into the page bundle's written files (before any of them is imported). */
export async function setLoaderUrl(bundleFiles: string[], loader: string): Promise<void> {
  const placeholder = JSON.stringify(LOADER_PLACEHOLDER)
  await Promise.all(
    bundleFiles.map(async path => {
      const text = await readFile(path, 'utf8')
      if (text.includes(placeholder)) await writeFile(path, text.split(placeholder).join(JSON.stringify(loader)))
    })
  )
}
