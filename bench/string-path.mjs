#!/usr/bin/env node
// The string path's cost against the full pipeline's, for the articles of a folder of pages (issue 36 item 1):
// every page compiled once to static content (as a build's worker does), then each article rendered 3 times
// from its hast — `JSON.parse` of it first, as a worker gets it from the cache — one way, on this thread.
// Prints CPU seconds (`process.cpuUsage`) and GC events. Run `npm run build` first; alternate the two ways.
//
//   node bench/string-path.mjs <pages folder> react|string
import { readFileSync } from 'node:fs'
import { PerformanceObserver } from 'node:perf_hooks'
import fg from 'fast-glob'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'

const dist = new URL('../dist/', import.meta.url)
const { compileMdx } = await import(new URL('src/compile/compile-mdx.js', dist).href)
const { staticArticleHtml } = await import(new URL('src/render/static-article/index.js', dist).href)
const { staticContentModule } = await import(new URL('src/render/self-contained.js', dist).href)
const { BUILTIN_COMPONENTS } = await import(new URL('templates/mdx-provider.js', dist).href)
const { RenderContextValue } = await import(new URL('templates/context.js', dist).href)

const [folder, mode] = process.argv.slice(2)
if (!folder || (mode !== 'react' && mode !== 'string')) {
  console.error('usage: node bench/string-path.mjs <pages folder> react|string')
  process.exit(2)
}
const builtins = new Set(Object.keys(BUILTIN_COMPONENTS))
const trees = []
for (const path of await fg('**/*.{md,mdx}', { cwd: folder, absolute: true, ignore: ['**/node_modules/**'] })) {
  const format = path.endsWith('.md') ? 'md' : 'mdx'
  const source = readFileSync(path, 'utf8')
  const compiled = await compileMdx({
    display: path,
    path,
    source,
    format,
    builtins,
    folderRoute: '/',
    staticContent: true
  })
  if (compiled.staticContent) trees.push(JSON.stringify(compiled.staticContent))
}
const context = { basePath: '', siteUrl: '', route: '/', file: '', warn() {} }
let events = 0
let paused = 0
new PerformanceObserver(list => {
  for (const entry of list.getEntries()) {
    events++
    paused += entry.duration
  }
}).observe({ entryTypes: ['gc'] })
const start = process.cpuUsage()
let chars = 0
let declined = 0
for (let round = 0; round < 3; round++)
  for (const json of trees) {
    const tree = JSON.parse(json)
    const html =
      mode === 'react'
        ? renderToString(
            createElement(
              RenderContextValue.Provider,
              { value: context },
              createElement(staticContentModule(tree).default)
            )
          )
        : staticArticleHtml(tree, context)
    if (html === undefined) declined++
    else chars += html.length
  }
const used = process.cpuUsage(start)
await new Promise(resolve => setTimeout(resolve, 50))
console.log(
  `${mode}: ${trees.length} static pages × 3, ${((used.user + used.system) / 1e6).toFixed(2)} CPU-s, ` +
    `GC events ${events} (${paused.toFixed(0)} ms), ${chars} characters` +
    (declined ? `, ${declined / 3} pages declined (rendered by neither)` : '')
)
