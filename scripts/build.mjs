// Transpiles src/ and templates/ into dist/ (one file per source file, structure kept) with esbuild.
// Type checking is `npm run typecheck`; this step must stay fast because `npm test` runs it.
import * as acorn from 'acorn'
import { build, transform } from 'esbuild'
import fg from 'fast-glob'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
/** Where a dependency is installed (hoisted or not). */
const packageDir = name => dirname(createRequire(import.meta.url).resolve(`${name}/package.json`))
const entryPoints = await fg(['src/**/*.{ts,tsx}', 'templates/**/*.{ts,tsx}'], {
  cwd: root,
  ignore: ['src/client/**', '**/*.d.ts']
})
await rm(new URL('../dist', import.meta.url), { recursive: true, force: true })
await build({
  absWorkingDir: root,
  entryPoints,
  outdir: 'dist',
  outbase: '.',
  format: 'esm',
  platform: 'node',
  target: 'node20',
  jsx: 'automatic',
  sourcemap: 'linked',
  logLevel: 'warning'
})

// Browser code: main.js, minified, split so that what a page may never need (the search engine and
// index reader, React with the search modal) is a chunk main.js imports on first use. The build
// copies main.js under a content hash and every chunk beside it (src/output/client-assets.ts).
const client = await build({
  absWorkingDir: root,
  entryPoints: ['src/client/main.ts'],
  outdir: 'dist/client',
  bundle: true,
  splitting: true,
  chunkNames: 'chunk-[hash]',
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  jsx: 'automatic',
  // The search modal's React island runs on Preact's compat layer: the same hooks and
  // `createRoot`/`flushSync`, ~10 KB gzip where React DOM is ~60 (the modal chunk was 70 KB of the
  // 206 KB a first modal query fetched at 1,000 pages; issue 24 item 6). The server renders with React.
  alias: {
    react: 'preact/compat',
    'react-dom': 'preact/compat',
    'react-dom/client': 'preact/compat/client',
    'react/jsx-runtime': 'preact/jsx-runtime'
  },
  define: { 'process.env.NODE_ENV': '"production"' },
  minify: true,
  metafile: true,
  logLevel: 'warning'
})
await writeFile(join(root, 'dist', 'client', 'diagram-chunks.json'), JSON.stringify(diagramChunks(client.metafile)))

// The islands' browser modules (src/client/islands/: the loader, next/dynamic, next/script), one file
// each, imports kept: a site build bundles them with the site's components and React
// (src/islands/bundle-islands.ts).
await build({
  absWorkingDir: root,
  entryPoints: await fg(['src/client/islands/*.ts'], { cwd: root, ignore: ['**/*.d.ts'] }),
  outdir: 'dist/client/islands',
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  logLevel: 'warning'
})

/**
 * The chunks only the diagram renderer (src/client/mermaid-render.ts: Mermaid and what it bundles)
 * reaches, by file name: 3.4 of the 3.6 MB of browser code, which a build leaves out when no page
 * can draw a diagram (src/output/client-assets.ts).
 */
function diagramChunks(metafile) {
  const outputs = metafile.outputs
  const renderer = Object.keys(outputs).find(path => outputs[path].entryPoint === 'src/client/mermaid-render.ts')
  if (!renderer) throw new Error('the client build has no chunk for src/client/mermaid-render.ts')
  const reach = stop => {
    const seen = new Set()
    const next = ['dist/client/main.js']
    while (next.length > 0) {
      const path = next.pop()
      if (seen.has(path) || path === stop || !outputs[path]) continue
      seen.add(path)
      next.push(...outputs[path].imports.map(entry => entry.path))
    }
    return seen
  }
  const rest = reach(renderer)
  return [...reach()]
    .filter(path => !rest.has(path))
    .map(path => relative('dist/client', path))
    .sort()
}

// The site stylesheet: templates/styles and the code blocks' CSS, minified once here rather than on
// every site build (src/output/client-assets.ts reads it).
const STYLESHEETS = [
  'tokens.css',
  'components.css',
  'guild-components.css',
  'layout.css',
  'nextra-geometry.css',
  'nextra-menu.css',
  'nextra-code-icons.css',
  'search.css',
  'nextra-search.css',
  'marketing.css',
  'hive-navigation.css'
]
const { CODE_CSS } = await import(new URL('../dist/src/compile/rehype-code/code-css.js', import.meta.url).href)
const stylesheets = await Promise.all(
  STYLESHEETS.map(name => readFile(join(root, 'templates', 'styles', name), 'utf8'))
)
const css = await transform(stylesheets.join('\n') + '\n' + CODE_CSS, { loader: 'css', minify: true })
await writeFile(join(root, 'dist', 'client', 'style.css'), css.code)

// The built-in components' names, for a build's main thread (src/pipeline/builtin-names.ts):
// importing the provider to list them loads React and every component.
const { BUILTIN_COMPONENTS } = await import(new URL('../dist/templates/mdx-provider.js', import.meta.url).href)
await writeFile(join(root, 'dist', 'templates', 'builtin-names.json'), JSON.stringify(Object.keys(BUILTIN_COMPONENTS)))

// The built-in names: what each built-in module (`builtinAliases()`) exports, so that an import of
// a name one lacks gets a placeholder beside the real exports (src/compile/absent-modules.ts).
const { builtinAliases } = await import(new URL('../dist/src/content/evaluate-modules.js', import.meta.url).href)
const builtinExports = {}
for (const [specifier, file] of Object.entries(builtinAliases())) {
  try {
    builtinExports[specifier] = Object.keys(await import(pathToFileURL(file).href)).sort()
  } catch (error) {
    console.warn(`built-in names: ${specifier} (${file}) could not be listed: ${error.message}`)
  }
}
await writeFile(join(root, 'dist', 'templates', 'builtin-exports.json'), JSON.stringify(builtinExports))

// What the one-file bundles below share: CommonJS files for Node 20, which src/run-bundle.ts runs as
// scripts with V8's code cache (Node 20 keeps none for ES modules). `import.meta.url` is the
// bundle's own URL, as it was when the bundles were modules. `import()` becomes `__bundleImport()`,
// which run-bundle.ts gives the script: Node 20 loses a script's dynamic-import loader when V8
// takes the script from its code cache.
const nodeBundle = {
  absWorkingDir: root,
  outdir: 'dist',
  outExtension: { '.js': '.cjs' },
  bundle: true,
  format: 'cjs',
  platform: 'node',
  target: 'node20',
  jsx: 'automatic',
  define: { 'import.meta.url': '__bundleUrl' },
  logLevel: 'warning'
}

/**
 * Rewrites each `import(…)` of a bundled file that the bundle leaves to Node (an external module, or
 * one computed at run time) to `__bundleImport(…)`. The calls are found by parsing the file
 * (TypeScript first compiled to JavaScript), so that strings and comments that mention `import(`
 * stay as they are; only files whose text contains `import(` are parsed.
 */
const dynamicImports = {
  name: 'guildsite-bundle-import',
  setup(build) {
    build.onLoad({ filter: /\.(m?js|cjs|tsx?)$/ }, async args => {
      const text = await readFile(args.path, 'utf8')
      if (!/\bimport\s*\(/.test(text)) return undefined
      const code = /\.tsx?$/.test(args.path)
        ? (
            await transform(text, {
              loader: args.path.endsWith('x') ? 'tsx' : 'ts',
              format: 'esm',
              jsx: 'automatic',
              target: 'node20'
            })
          ).code
        : text
      const ast = acorn.parse(code, { ecmaVersion: 'latest', sourceType: 'module', allowHashBang: true })
      const calls = []
      for (const stack = [ast]; stack.length > 0;) {
        const node = stack.pop()
        if (node.type === 'ImportExpression') calls.push(node)
        for (const value of Object.values(node)) {
          if (Array.isArray(value)) stack.push(...value.filter(child => child && typeof child.type === 'string'))
          else if (value && typeof value.type === 'string') stack.push(value)
        }
      }
      const resolveDir = dirname(args.path)
      // Each call left to Node, with what it imports: a computed specifier as it is, a literal one
      // as the bundle's other plugins resolve it (external paths relative to the bundle).
      const left = await Promise.all(
        calls.map(async call => {
          const { source } = call
          if (source.type !== 'Literal' || typeof source.value !== 'string')
            return [call, code.slice(source.start, source.end)]
          const resolved = await build.resolve(source.value, {
            kind: 'dynamic-import',
            importer: args.path,
            resolveDir
          })
          return resolved.errors.length === 0 && resolved.external ? [call, JSON.stringify(resolved.path)] : []
        })
      )
      const edits = left.filter(edit => edit.length > 0).sort(([a], [b]) => b.start - a.start)
      if (edits.length === 0) return undefined
      let out = code
      for (const [call, specifier] of edits)
        out = `${out.slice(0, call.start)}__bundleImport(${specifier}${out.slice(call.source.end)}`
      return { contents: out, loader: 'js', resolveDir }
    })
  }
}

// The dev server's compile worker (src/dev/compile-worker.ts) and everything it imports — MDX, the
// unified plugins, Shiki — as one file: Node loads one module several times faster than the ~400 it
// is made of, and the worker's start is what the first page of `guildsite dev` waits for. Shiki's
// grammars and themes stay separate (loaded by name, on demand), esbuild stays a package.
await build({
  ...nodeBundle,
  // The build's page workers (compile + render, src/render/page-worker.ts) load the same way.
  entryPoints: {
    'src/dev/compile-worker.bundle': 'src/dev/compile-worker.ts',
    'src/render/page-worker.bundle': 'src/render/page-worker.ts'
  },
  external: ['@shikijs/langs/*', '@shikijs/themes/*', 'esbuild'],
  // The same tree walk without the package's per-node closures and function renaming (~12% of a
  // page worker's CPU); src/compile/fast-visit-parents.ts says why it is the same walk.
  alias: {
    'unist-util-visit-parents': './src/compile/fast-visit-parents.ts',
    // unist-util-visit's visitors see the parent only: the same walk without an ancestors array per parent.
    'unist-util-visit': './src/compile/fast-visit.ts',
    // MDX's remark-mark-and-unravel asks it whether each paragraph's first text is white space alone.
    'collapse-white-space': './src/compile/fast-collapse-white-space.ts',
    // `renderToString` and `renderToStaticMarkup` are all the workers use of react-dom/server: its
    // legacy build has both, without the streaming renderer beside it (~250 KB less to load).
    // acorn-jsx requires acorn's CommonJS build, MDX imports its ES one: one copy (~220 KB) for both.
    acorn: join(packageDir('acorn'), 'dist', 'acorn.mjs'),
    'react-dom/server': join(packageDir('react-dom'), 'cjs', 'react-dom-server-legacy.node.production.js')
  },
  // React's production build only (bin/guildsite.js sets it for the CLI): the development build,
  // which the bundle would otherwise carry too, doubled the worker's code to load (react-dom ~1.4 MB).
  define: { ...nodeBundle.define, 'process.env.NODE_ENV': '"production"' },
  plugins: [dynamicImports]
})

// The CLI's main thread as one file too (bin/guildsite.js loads it when present): resolving and
// reading ~150 modules, and lexing the CommonJS ones for their exports, took ~250 ms of every
// `guildsite build`, a quarter of a one-page rebuild. Only what every build runs is inside: React
// and the templates stay the package's own modules (pages import them from dist/templates, and
// there must be one React and one copy of each context), and what a command or an occasional
// stage imports on demand (the dev server, rendering on this thread, the bundler, Shiki) stays a
// separate module under dist/, loaded as before.
const cliDir = join(root, 'dist', 'src', 'cli')
const toDist = file =>
  relative(cliDir, join(root, 'dist', relative(root, file).replace(/\.tsx?$/, '.js'))).replace(/^(?!\.)/, './')
await build({
  ...nodeBundle,
  entryPoints: { 'src/cli/main.bundle': 'src/cli/main.ts' },
  // One acorn: page-markdown.ts imports its ES build, acorn-jsx requires its CommonJS one (both were
  // bundled, 470 KB of the bundle's 2 MB).
  alias: { acorn: './node_modules/acorn/dist/acorn.mjs' },
  external: ['react', 'react/*', 'react-dom', 'react-dom/*', 'esbuild', 'shiki', '@shikijs/*', 'yaml'],
  plugins: [
    dynamicImports,
    {
      name: 'guildsite-cli-externals',
      setup(build) {
        build.onResolve({ filter: /^\./ }, args => {
          const file = join(args.resolveDir, args.path).replace(/\.js$/, '')
          const source = ['.ts', '.tsx'].map(ext => file + ext).find(path => existsSync(path))
          if (!source) return undefined
          const inTemplates = relative(root, source).startsWith('templates/')
          // The build command itself is bundled; every other command and on-demand stage is not.
          const onDemand =
            args.kind === 'dynamic-import' && !(args.importer.endsWith('src/cli/main.ts') && args.path === './build.js')
          return inTemplates || onDemand ? { path: toDist(source), external: true } : undefined
        })
      }
    }
  ]
})

// The launchers of those bundles — the CLI's (bin/guildsite.js) and each worker thread's — as CommonJS
// files too: started as ES modules, they set up Node's module loader first, for one import each
// (~40 ms of every `guildsite` command and ~30 of every worker's start on the shared 2-core machine).
await build({
  ...nodeBundle,
  entryPoints: { 'src/run-bundle': 'src/run-bundle.ts', 'src/bundle-worker': 'src/bundle-worker.ts' },
  banner: { js: "const __bundleUrl = require('node:url').pathToFileURL(__filename).href;" }
})

// The page runner's thread as one file too (src/page-runner/shared-modules.ts): its renderer, the
// templates and the built-in modules pages import, registered by path for the pages' shims below.
// React stays the package's CommonJS modules: a page's `import` of them and the bundle's `require`
// get the same instance from Node's module cache.
const { sharedModulePaths } = await import(
  new URL('../dist/src/page-runner/shared-module-list.js', import.meta.url).href
)
const { SHIM_DIR } = await import(new URL('../dist/src/page-runner/shared-modules.js', import.meta.url).href)
const shared = sharedModulePaths()
/** The source file a dist-relative module was compiled from. */
const sourceOf = path => {
  const base = join(root, path.replace(/\.js$/, ''))
  const source = ['.ts', '.tsx'].map(ext => base + ext).find(file => existsSync(file))
  if (!source) throw new Error(`shared modules: no source for dist/${path}`)
  return source
}
await build({
  ...nodeBundle,
  outdir: undefined,
  outExtension: undefined,
  outfile: join(root, 'dist', 'src', 'page-runner', 'runner-worker.bundle.cjs'),
  stdin: {
    contents: [
      ...shared.map((path, i) => `import * as shared${i} from ${JSON.stringify(sourceOf(path))}`),
      `globalThis[Symbol.for('guildsite.sharedModules')] = {`,
      ...shared.map((path, i) => `  ${JSON.stringify(path)}: shared${i},`),
      `}`,
      `import './src/page-runner/runner-worker.ts'`
    ].join('\n'),
    resolveDir: root,
    sourcefile: 'runner-worker.bundle.ts',
    loader: 'ts'
  },
  external: ['react', 'react/*', 'react-dom', 'react-dom/*', 'esbuild', 'shiki', '@shikijs/*', 'yaml'],
  define: { ...nodeBundle.define, 'process.env.NODE_ENV': '"production"' },
  plugins: [
    {
      // The MDX compiler (what `nextra/compile` imports on demand) stays the package's modules, loaded
      // when a page compiles MDX: in the bundle it would be ~2 MB more to load on every start.
      name: 'guildsite-runner-on-demand',
      setup(build) {
        const runnerDir = join(root, 'dist', 'src', 'page-runner')
        build.onResolve({ filter: /^\./ }, args => {
          if (args.kind !== 'dynamic-import') return undefined
          const file = join(args.resolveDir, args.path).replace(/\.js$/, '')
          if (!relative(root, file).startsWith(join('src', 'compile'))) return undefined
          const source = ['.ts', '.tsx'].map(ext => file + ext).find(path => existsSync(path))
          if (!source) return undefined
          const built = join(root, 'dist', relative(root, source).replace(/\.tsx?$/, '.js'))
          return { path: relative(runnerDir, built).replace(/^(?!\.)/, './'), external: true }
        })
      }
    },
    dynamicImports
  ]
})
// Each shared module's shim: the runner bundle's instance when it registered one, else the module
// (required: Node ≥ 20.19 loads an ES module so). Its exports by name (what the module exports,
// listed here), as string names: any name is one.
for (const path of shared) {
  const names = Object.keys(await import(pathToFileURL(join(root, 'dist', path)).href)).sort()
  const shim = join(root, 'dist', SHIM_DIR, path)
  const real = relative(dirname(shim), join(root, 'dist', path)).replace(/^(?!\.)/, './')
  await mkdir(dirname(shim), { recursive: true })
  await writeFile(
    shim,
    [
      `// Written by scripts/build.mjs: dist/${path}, shared with the page runner's bundle (src/page-runner/shared-modules.ts).`,
      // (No top-level await: a site's `require()` of a built-in, Node's require(esm), takes the shim too.)
      `import { createRequire } from 'node:module'`,
      `const m = globalThis[Symbol.for('guildsite.sharedModules')]?.[${JSON.stringify(path)}] ?? createRequire(import.meta.url)(${JSON.stringify(real)})`,
      ...names.map((name, i) => `const x${i} = m[${JSON.stringify(name)}]`),
      `export { ${names.map((name, i) => `x${i} as ${JSON.stringify(name)}`).join(', ')} }`,
      ''
    ].join('\n')
  )
}

// The JavaScript regex engine's conversions of the patterns of the grammars that run on it
// (src/compile/rehype-code/regex-table.ts), made once here instead of in every process.
const { buildRegexTable, REGEX_TABLE_FILE } = await import(
  new URL('../dist/src/compile/rehype-code/regex-table.js', import.meta.url).href
)
const { JAVASCRIPT_ENGINE_SCOPES } = await import(
  new URL('../dist/src/compile/rehype-code/regex-engine.js', import.meta.url).href
)
await writeFile(REGEX_TABLE_FILE, JSON.stringify(await buildRegexTable(Object.keys(JAVASCRIPT_ENGINE_SCOPES))))

// The code's identity for the build cache (src/output/code-version.ts), computed once here rather
// than by every build. Last: it hashes the compiled files above.
const { CODE_VERSION_FILE, computeCodeVersion } = await import(
  new URL('../dist/src/output/code-version.js', import.meta.url).href
)
await writeFile(join(root, CODE_VERSION_FILE), `${await computeCodeVersion()}\n`)
