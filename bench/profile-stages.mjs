#!/usr/bin/env node
// Where a build's CPU goes, by stage: reads the `.cpuprofile` files of every thread of one run
// (`node --cpu-prof --cpu-prof-dir=<dir> bin/guildsite.js build <site>`) and sums the self time of
// each sample by the module it ran in. The page workers run from one bundle; esbuild marks where each
// bundled module starts (`// node_modules/shiki/…`), so a frame's line gives its module.
//
//   node bench/profile-stages.mjs <dir> [--top 30]
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const [dir, ...rest] = process.argv.slice(2)
if (!dir) {
  console.error('usage: node bench/profile-stages.mjs <cpu-prof dir> [--top N]')
  process.exit(2)
}
const top = rest[0] === '--top' ? Number(rest[1]) : 0

// Stages, first match wins (a module path or a V8 pseudo-frame).
const STAGES = [
  ['garbage collection', /^\(garbage collector\)$/],
  ['idle', /^\(idle\)$/],
  ['Shiki (grammar, regex engine, tokens → hast)', /shiki|vscode-textmate|oniguruma|rehype-code|wasm:\/\//],
  [
    'Markdown parse (markdown-it / micromark → mdast)',
    /micromark|mdast-util-from-markdown|markdown-it|fast-parse|mdurl|linkify|uc\.micro|entities|mdast-util-gfm|mdast-util-mdx|mdast-util-frontmatter|decode-named|parse-entities|character-entities/
  ],
  ['remark plugins (ids, TOC, search, links)', /src\/compile\/remark-|github-slugger|mdast-util-to-string|remark-/],
  ['mdast → hast', /mdast-util-to-hast|remark-rehype/],
  ['rehype-raw (parse5)', /parse5|hast-util-raw|hast-util-from-parse5|hast-util-to-parse5|rehype-raw/],
  [
    'MDX → JS (estree, recma, astring, acorn)',
    /estree|recma|astring|acorn|periscopic|@mdx-js|esast|unist-util-position-from-estree/
  ],
  [
    'hast → React (to-jsx-runtime)',
    /hast-util-to-jsx-runtime|style-to|property-information|space-separated|comma-separated|rehype-static-content/
  ],
  ['hast → HTML string', /hast-util-to-html|rehype-static-html|stringify-entities|html-void|zwitch|ccount/],
  ['React renderToString', /react-dom|react\/|templates\//],
  ['tree walks (unist)', /unist-util|fast-visit-parents/],
  ['unified / vfile', /unified|vfile|trough|bail|extend|devlop/],
  ['search index', /src\/search|minisearch/],
  [
    'write / cache / main-thread build',
    /src\/output|src\/build|node:fs|src\/render|src\/page-map|src\/content|src\/check/
  ],
  ['Node internals / module load', /^node:|^internal|\(program\)|run-bundle|bundle-worker/]
]

/** For a bundle file: sorted [line, module] marks from esbuild's `// path` comments. */
const marksByUrl = new Map()
function moduleOf(url, line) {
  if (!url.endsWith('.bundle.cjs')) return url
  let marks = marksByUrl.get(url)
  if (!marks) {
    marks = []
    const lines = readFileSync(url.startsWith('file:') ? fileURLToPath(url) : url, 'utf8').split('\n')
    lines.forEach((text, i) => {
      const m = /^\/\/ ((?:node_modules|src|templates)\/\S+)$/.exec(text)
      if (m) marks.push([i, m[1]])
    })
    marksByUrl.set(url, marks)
  }
  let lo = 0
  let hi = marks.length - 1
  let found = url
  while (lo <= hi) {
    const mid = (lo + hi) >> 1
    if (marks[mid][0] <= line) {
      found = marks[mid][1]
      lo = mid + 1
    } else hi = mid - 1
  }
  return found
}

const byStage = new Map()
const byModule = new Map()
const byFunction = new Map()
let total = 0
const threads = []
for (const name of readdirSync(dir)
  .filter(f => f.endsWith('.cpuprofile'))
  .sort()) {
  const profile = JSON.parse(readFileSync(join(dir, name), 'utf8'))
  const nodes = new Map(profile.nodes.map(node => [node.id, node]))
  const self = new Map()
  for (let i = 0; i < profile.samples.length; i++) {
    const dt = (profile.timeDeltas[i + 1] ?? 0) / 1e6
    self.set(profile.samples[i], (self.get(profile.samples[i]) ?? 0) + dt)
  }
  let threadTotal = 0
  for (const [id, seconds] of self) {
    const { callFrame } = nodes.get(id)
    const where = callFrame.url ? moduleOf(callFrame.url, callFrame.lineNumber) : callFrame.functionName
    if (where === '(idle)') continue
    threadTotal += seconds
    const stage = STAGES.find(([, re]) => re.test(where))?.[0] ?? 'other'
    byStage.set(stage, (byStage.get(stage) ?? 0) + seconds)
    byModule.set(where, (byModule.get(where) ?? 0) + seconds)
    const fn = `${callFrame.functionName || '(anonymous)'} ${where.replace(/^.*node_modules\//, '')}:${callFrame.lineNumber}`
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + seconds)
  }
  threads.push(`${name}: ${threadTotal.toFixed(2)} s`)
  total += threadTotal
}

const pct = s => `${((100 * s) / total).toFixed(1)} %`
console.log(threads.join('\n'))
console.log(`\n| stage | CPU s | share |\n|---|---|---|`)
for (const [stage, seconds] of [...byStage].sort((a, b) => b[1] - a[1]))
  console.log(`| ${stage} | ${seconds.toFixed(2)} | ${pct(seconds)} |`)
console.log(`| **all threads, busy** | **${total.toFixed(2)}** | |`)
if (top) {
  console.log('\nmodules:')
  for (const [m, s] of [...byModule].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`${s.toFixed(2).padStart(7)}  ${pct(s).padStart(7)}  ${m}`)
  console.log('\nfunctions:')
  for (const [m, s] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`${s.toFixed(2).padStart(7)}  ${pct(s).padStart(7)}  ${m}`)
}
