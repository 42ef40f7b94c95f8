#!/usr/bin/env node
// What the navigation memos buy on a site (the shared workload: `node ../shared/bench/gen-corpus.mjs 1000
// <site>/pages`): the CPU time of every route's navigation with the skeleton and level memos
// (src/page-map/nav-skeleton.ts, resolve-navigation.ts), against each route's navigation on a fresh
// copy of the page map (nothing memoised: the median of a sample, times the routes); and the sidebar
// and pagination lists (src/page-map/navigation-report.ts) taken from their memo, against filtered
// for each route. Run `npm run build` first.
//
//   node bench/navigation-memo.mjs <site>
import { fileURLToPath } from 'node:url'

const site = process.argv[2]
if (!site) throw new Error('usage: node bench/navigation-memo.mjs <site>')
const dist = fileURLToPath(new URL('../dist/src/', import.meta.url))
const { loadSite } = await import(`${dist}content/load-site.js`)
const { resolveNavigation } = await import(`${dist}page-map/resolve-navigation.js`)
const { sidebarItems, pagination } = await import(`${dist}page-map/navigation-report.js`)
const cpuMs = () => {
  const { user, system } = process.cpuUsage()
  return (user + system) / 1000
}

const { site: loaded } = await loadSite({ siteDir: site })
const pageMap = loaded.pageMaps.get(loaded.config.i18n.defaultLocale)
const routes = pageMap.pages.map(page => page.route)

const fresh = []
for (const route of routes.filter((_, i) => i % 50 === 0)) {
  const children = structuredClone(pageMap.children)
  const start = cpuMs()
  resolveNavigation({ children, route })
  fresh.push(cpuMs() - start)
}
fresh.sort((a, b) => a - b)
const perRoute = fresh[fresh.length >> 1]
let start = cpuMs()
const navs = routes.map(route => resolveNavigation({ children: pageMap.children, route }))
const memoised = cpuMs() - start

start = cpuMs()
for (const nav of navs) {
  sidebarItems(nav)
  pagination(nav)
}
const listsMemoised = cpuMs() - start
start = cpuMs()
for (const nav of navs) {
  nav.docsDirectories.filter(item => (item.type === 'doc' || item.type === 'separator') && item.isUnderCurrentDocsTree)
  const order = nav.flatDocsDirectories.filter(item => item.isUnderCurrentDocsTree)
  const at = new Map()
  order.forEach((item, index) => at.has(item.route) || at.set(item.route, index))
}
const listsFiltered = cpuMs() - start

const ms = value => `${value.toFixed(value < 10 ? 1 : 0)} ms`
console.log(`${routes.length} routes`)
console.log(
  `navigation, memoised: ${ms(memoised)}; nothing memoised: ${ms(perRoute)} a route, ${ms(perRoute * routes.length)} in all`
)
console.log(
  `sidebar and pagination lists, memoised: ${ms(listsMemoised)}; filtered for each route: ${ms(listsFiltered)}`
)
