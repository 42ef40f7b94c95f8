#!/usr/bin/env node
// What compiling every page of a folder costs one thread, in CPU and garbage (bench/RESULTS.md,
// "Session 12, speed"):
//
//   node bench/compile-garbage.mjs <pages folder> [--root <checkout>] [--top 20] [--cpu-only]
//
// Bundles `src/compile/compile-mdx.ts` of the checkout (this one by default) as scripts/build.mjs
// bundles the page worker (the tree walks resolved to fast-visit*.ts when the checkout has them)
// into its node_modules/.cache, then compiles each .md/.mdx file in path order with the build's
// options, as a worker does (no render; the options copied per page, as a job's are). Prints the CPU
// time (`process.cpuUsage`), the scavenges and mark-compacts, the bytes allocated (V8's sampling
// heap profiler with collected objects kept, every 16 KB), the functions that allocated most, and a
// hash of every compile result's JSON — equal hashes, equal results.
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs'
import { Session } from 'node:inspector/promises'
import path from 'node:path'
import { PerformanceObserver } from 'node:perf_hooks'
import { fileURLToPath, pathToFileURL } from 'node:url'

const args = process.argv.slice(2)
const option = (name, fallback) => {
  const at = args.indexOf(name)
  return at < 0 ? fallback : args.splice(at, 2)[1]
}
const root = path.resolve(option('--root', path.join(path.dirname(fileURLToPath(import.meta.url)), '..')))
const top = Number(option('--top', '20'))
// `--cpu-only`: no heap sampling (its cost left out of the CPU time, no allocation figures).
const cpuOnly = args.includes('--cpu-only') && args.splice(args.indexOf('--cpu-only'), 1).length > 0
const [dir] = args
if (!dir) {
  console.error('usage: node bench/compile-garbage.mjs <pages folder> [--root <checkout>] [--top N]')
  process.exit(2)
}

const { build } = await import(pathToFileURL(path.join(root, 'node_modules/esbuild/lib/main.js')).href)
const outDir = path.join(root, 'node_modules/.cache/compile-garbage')
mkdirSync(outDir, { recursive: true })
const outfile = path.join(outDir, 'compile.mjs')
const stand = name => path.join(root, 'src/compile', name)
await build({
  entryPoints: [path.join(root, 'src/compile/compile-mdx.ts')],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  jsx: 'automatic',
  outfile,
  external: ['@shikijs/langs/*', '@shikijs/themes/*', 'esbuild', 'react', 'react/*', 'react-dom', 'react-dom/*'],
  alias: {
    'unist-util-visit-parents': stand('fast-visit-parents.ts'),
    ...(existsSync(stand('fast-visit.ts')) && { 'unist-util-visit': stand('fast-visit.ts') })
  },
  define: { 'process.env.NODE_ENV': '"production"' },
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  logLevel: 'warning'
})
const { compileMdx } = await import(pathToFileURL(outfile).href)
const { BUILTIN_COMPONENTS } = await import(pathToFileURL(path.join(root, 'dist/templates/mdx-provider.js')).href)
const builtins = new Set(Object.keys(BUILTIN_COMPONENTS))

const files = []
const walk = folder => {
  for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const full = path.join(folder, entry.name)
    if (entry.isDirectory()) walk(full)
    else if (/\.mdx?$/.test(entry.name)) files.push(full)
  }
}
walk(dir)
const sources = files.map(file => readFileSync(file, 'utf8'))

const gcs = { scavenges: 0, markCompacts: 0 }
new PerformanceObserver(list => {
  for (const entry of list.getEntries()) {
    if (entry.detail?.kind === 1) gcs.scavenges++
    else gcs.markCompacts++
  }
}).observe({ entryTypes: ['gc'] })
const session = new Session()
session.connect()
await session.post('HeapProfiler.enable')
if (!cpuOnly)
  await session.post('HeapProfiler.startSampling', {
    samplingInterval: 16384,
    includeObjectsCollectedByMajorGC: true,
    includeObjectsCollectedByMinorGC: true
  })
const cpu = () => {
  const { user, system } = process.cpuUsage()
  return (user + system) / 1e6
}
const hash = createHash('sha1')
const start = cpu()
for (let i = 0; i < files.length; i++) {
  const relative = path.relative(dir, files[i])
  const result = await compileMdx({
    display: relative,
    path: files[i],
    source: sources[i],
    format: files[i].endsWith('.md') ? 'md' : 'mdx',
    // A copy per page, as each job reaches a worker (structured clone).
    builtins: new Set(builtins),
    folderRoute: `/${path.dirname(relative)}`.replace(/\/\.$/, '/'),
    staticContent: true
  })
  hash.update(JSON.stringify(result))
}
const seconds = cpu() - start
const { profile } = cpuOnly
  ? { profile: { head: { callFrame: { url: '', lineNumber: 0 }, selfSize: 0, children: [] } } }
  : await session.post('HeapProfiler.stopSampling')
await new Promise(resolve => setTimeout(resolve, 20))

const bySelf = new Map()
let total = 0
const visit = node => {
  const { functionName, url, lineNumber } = node.callFrame
  const key = `${functionName || '(anonymous)'} ${url.split(/node_modules\//).pop()}:${lineNumber + 1}`
  total += node.selfSize
  bySelf.set(key, (bySelf.get(key) ?? 0) + node.selfSize)
  for (const child of node.children) visit(child)
}
visit(profile.head)
const mb = bytes => (bytes / 1048576).toFixed(0)
console.log(
  `${files.length} pages: ${seconds.toFixed(2)} CPU-s (hashing and profiling included), ${gcs.scavenges} scavenges, ` +
    `${gcs.markCompacts} mark-compacts, ~${mb(total)} MB allocated; results ${hash.digest('hex').slice(0, 12)}`
)
for (const [key, bytes] of [...bySelf].sort((a, b) => b[1] - a[1]).slice(0, top))
  console.log(`${mb(bytes).padStart(6)} MB  ${key}`)
