// Transpiles src/ and templates/ into dist/ (one file per source file, structure kept) with esbuild.
// Type checking is `npm run typecheck`; this step must stay fast because `npm test` runs it.
import { build, transform } from 'esbuild'
import fg from 'fast-glob'
import { readFile, rm, writeFile } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
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
await build({
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
  define: { 'process.env.NODE_ENV': '"production"' },
  minify: true,
  logLevel: 'warning'
})

// The site stylesheet: templates/styles and the code blocks' CSS, minified once here rather than on
// every site build (src/output/client-assets.ts reads it).
const STYLESHEETS = ['tokens.css', 'components.css', 'layout.css', 'search.css', 'marketing.css']
const { CODE_CSS } = await import(new URL('../dist/src/compile/rehype-code/code-css.js', import.meta.url).href)
const stylesheets = await Promise.all(STYLESHEETS.map(name => readFile(join(root, 'templates', 'styles', name), 'utf8')))
const css = await transform(stylesheets.join('\n') + '\n' + CODE_CSS, { loader: 'css', minify: true })
await writeFile(join(root, 'dist', 'client', 'style.css'), css.code)

// The built-in components' names, for a build's main thread (src/build-pages.ts `builtinNames`):
// importing the provider to list them loads React and every component.
const { BUILTIN_COMPONENTS } = await import(new URL('../dist/templates/mdx-provider.js', import.meta.url).href)
await writeFile(join(root, 'dist', 'templates', 'builtin-names.json'), JSON.stringify(Object.keys(BUILTIN_COMPONENTS)))

// What the one-file bundles below share: ES modules for Node 20, and `require` for the CommonJS
// dependencies, which an ES module does not have.
const nodeBundle = {
  absWorkingDir: root,
  outdir: 'dist',
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  jsx: 'automatic',
  banner: { js: "import { createRequire as __gsCreateRequire } from 'node:module'; const require = __gsCreateRequire(import.meta.url);" },
  logLevel: 'warning'
}

// The dev server's compile worker (src/dev/compile-worker.ts) and everything it imports — MDX, the
// unified plugins, Shiki — as one file: Node loads one module several times faster than the ~400 it
// is made of, and the worker's start is what the first page of `guildsite dev` waits for. Shiki's
// grammars and themes stay separate (loaded by name, on demand), esbuild stays a package.
await build({
  ...nodeBundle,
  // The build's page workers (compile + render, src/render/page-worker.ts) load the same way.
  entryPoints: { 'src/dev/compile-worker.bundle': 'src/dev/compile-worker.ts', 'src/render/page-worker.bundle': 'src/render/page-worker.ts' },
  external: ['@shikijs/langs/*', '@shikijs/themes/*', 'esbuild'],
  // The same tree walk without the package's per-node closures and function renaming (~12% of a
  // page worker's CPU); src/compile/fast-visit-parents.ts says why it is the same walk.
  alias: { 'unist-util-visit-parents': './src/compile/fast-visit-parents.ts' }
})

// The CLI's main thread as one file too (bin/guildsite.js loads it when present): resolving and
// reading ~150 modules, and lexing the CommonJS ones for their exports, took ~250 ms of every
// `guildsite build`, a quarter of a one-page rebuild. Only what every build runs is inside: React
// and the templates stay the package's own modules (pages import them from dist/templates, and
// there must be one React and one copy of each context), and what a command or an occasional
// stage imports on demand (the dev server, rendering on this thread, the bundler, Shiki) stays a
// separate module under dist/, loaded as before.
const cliDir = join(root, 'dist', 'src', 'cli')
const toDist = file => relative(cliDir, join(root, 'dist', relative(root, file).replace(/\.tsx?$/, '.js'))).replace(/^(?!\.)/, './')
await build({
  ...nodeBundle,
  entryPoints: { 'src/cli/main.bundle': 'src/cli/main.ts' },
  external: ['react', 'react/*', 'react-dom', 'react-dom/*', 'esbuild', 'shiki', '@shikijs/*', 'yaml'],
  plugins: [
    {
      name: 'guildsite-cli-externals',
      setup(build) {
        build.onResolve({ filter: /^\./ }, args => {
          const file = join(args.resolveDir, args.path).replace(/\.js$/, '')
          const source = ['.ts', '.tsx'].map(ext => file + ext).find(path => existsSync(path))
          if (!source) return undefined
          const inTemplates = relative(root, source).startsWith('templates/')
          // The build command itself is bundled; every other command and on-demand stage is not.
          const onDemand = args.kind === 'dynamic-import' && !(args.importer.endsWith('src/cli/main.ts') && args.path === './build.js')
          return inTemplates || onDemand ? { path: toDist(source), external: true } : undefined
        })
      }
    }
  ]
})
