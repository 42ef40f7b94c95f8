// Times `renderRoute` per page on a generated corpus (issue 7 item 4): loads the site, compiles the
// first N pages once (not timed), then renders them R times and prints the median ms per page.
//   node scripts/build.mjs && node bench/render.mjs [site=bench/.work/corpus-1000] [pages=300] [runs=5]
import { resolve } from 'node:path'
import { performance } from 'node:perf_hooks'

// As the CLI does (bin/guildsite.js): React's development build is several times slower.
process.env.NODE_ENV ??= 'production'
// GUILDSITE_ROOT: measure another checkout's dist/ (e.g. the previous commit) on the same corpus.
const root = process.env.GUILDSITE_ROOT
  ? `${process.env.GUILDSITE_ROOT.replace(/\/$/, '')}/`
  : new URL('../', import.meta.url).href
const { compileMdx } = await import(root + 'dist/src/compile/compile-mdx.js')
const { loadSite } = await import(root + 'dist/src/content/load-site.js')
const { assetUrlsOf, renderRoute } = await import(root + 'dist/src/render/render-site.js')
const { evaluateSelfContained } = await import(root + 'dist/src/render/self-contained.js')
const { siteData } = await import(root + 'dist/src/render/site-data.js')
const { BUILTIN_COMPONENTS } = await import(root + 'dist/templates/mdx-provider.js')
const { RenderContextValue } = await import(root + 'dist/templates/context.js')
const { createElement } = await import('react')
const { renderToString } = await import('react-dom/server')

const [siteDir = 'bench/.work/corpus-1000', count = '300', runsArg = '5'] = process.argv.slice(2)
const { site } = await loadSite({ siteDir: resolve(siteDir) })
const builtins = new Set(Object.keys(BUILTIN_COMPONENTS))
const sources = new Map(site.pages.map(page => [page.file.rel, page]))
const assets = assetUrlsOf(site.config, {
  files: new Map(),
  css: ['/_gs/assets/style.css'],
  scripts: ['/_gs/assets/main.js']
})
const jobs = []
for (const [locale, pageMap] of site.pageMaps) {
  const siteInfo = siteData(site.config, locale, assets)
  for (const node of pageMap.pages) {
    if (jobs.length >= Number(count)) break
    const source = sources.get(node.rel)
    const compiled = await compileMdx({
      display: source.display,
      path: source.file.path,
      source: source.source,
      format: source.file.ext === 'md' ? 'md' : 'mdx',
      builtins,
      folderRoute: source.file.dir ? `/${source.file.dir}` : '/'
    })
    const module = compiled.code && evaluateSelfContained(compiled.code)
    if (module) jobs.push({ site, pageMap, node, source, compiled, module, siteInfo })
  }
}
const render = () => {
  const start = performance.now()
  let bytes = 0
  for (const job of jobs) bytes += renderRoute({ ...job, diagnostics: [] }).length
  return [(performance.now() - start) / jobs.length, bytes / jobs.length]
}
// The article alone (MDX content in its context): what is left of a page once the layout is free.
const article = () => {
  const start = performance.now()
  for (const job of jobs)
    renderToString(
      createElement(
        RenderContextValue.Provider,
        { value: { basePath: '', siteUrl: '', route: job.node.route, file: job.node.file, warn() {} } },
        createElement(job.module.default)
      )
    )
  return (performance.now() - start) / jobs.length
}
article()
const articleTimes = Array.from({ length: Number(runsArg) }, article).sort((a, b) => a - b)
render() // warm-up: JIT, fragment caches of the first run are not what a build sees per page
const times = []
let size = 0
for (let i = 0; i < Number(runsArg); i++) [times[i], size] = render()
times.sort((a, b) => a - b)
const median = times[times.length >> 1]
const content = articleTimes[articleTimes.length >> 1]
console.log(`layout part: ${(median - content).toFixed(2)} ms/page (article alone ${content.toFixed(2)} ms/page)`)
console.log(
  `${jobs.length} pages × ${runsArg} runs: median ${times[times.length >> 1].toFixed(2)} ms/page (min ${times[0].toFixed(2)}), ${(size / 1024).toFixed(1)} KB/page`
)
