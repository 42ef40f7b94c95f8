// Opens every page of a built site that has an island (`<gs-island`) in Chromium, waits for its
// islands to hydrate, and counts the console errors and page errors, grouped by cause (issue 34,
// session 16). Not a test: a survey of real sites' output.
//   node bench/island-sweep.mjs <dist> [--json out.json] [--limit N] [--only /route]
// Prints one line per distinct problem (how many pages, the first routes), then the totals.
import { createServer } from 'node:http'
import { readFile, readdir, realpath, stat, writeFile } from 'node:fs/promises'
import { extname, join, relative } from 'node:path'
import { chromium } from 'playwright-core'

const args = process.argv.slice(2)
const option = name => {
  const at = args.indexOf(name)
  return at === -1 ? undefined : args.splice(at, 2)[1]
}
const jsonOut = option('--json')
const limit = Number(option('--limit') ?? Infinity)
const only = option('--only')
const dist = await realpath(args[0])
const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.woff2': 'font/woff2'
}

async function htmlFiles(dir) {
  const out = []
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) out.push(...(await htmlFiles(path)))
    else if (entry.name.endsWith('.html')) out.push(path)
  }
  return out
}

const pages = []
for (const file of await htmlFiles(dist)) {
  const html = await readFile(file, 'utf8')
  if (!html.includes('<gs-island')) continue
  const route =
    '/' +
    relative(dist, file)
      .replace(/(^|\/)index\.html$/, '')
      .replace(/\.html$/, '')
  if (!only || route === only) pages.push(route)
}
pages.sort()

const server = createServer(async (request, response) => {
  let path = join(dist, decodeURIComponent(request.url.split('?')[0]))
  try {
    if ((await stat(path)).isDirectory()) path = join(path, 'index.html')
  } catch {
    if (!extname(path)) path += '.html'
  }
  try {
    const body = await readFile(path)
    response.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' })
    response.end(body)
  } catch {
    response.writeHead(404)
    response.end('404')
  }
}).listen(0, '127.0.0.1')
await new Promise(done => server.once('listening', done))
const base = `http://127.0.0.1:${server.address().port}`
const launch = () =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run']
  })
let browser = await launch()

/** One problem's words without what changes from page to page (URLs' hashes, ports, line:col in chunks). */
const cause = text =>
  text
    .split('\n')[0]
    .replace(/http:\/\/127\.0\.0\.1:\d+/g, '')
    .replace(/-[A-Za-z0-9]{8,10}\.js(:\d+:\d+)?/g, '.js')
    .slice(0, 300)

const byCause = new Map()
const perPage = {}
let done = 0
async function visit(route) {
  // (A browser that crashed, as one may on a loaded machine, is started again.)
  if (!browser.isConnected()) browser = await launch()
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
  const problems = []
  page.on('pageerror', error => problems.push('pageerror: ' + error.message))
  page.on('console', message => {
    if (message.type() !== 'error') return
    const text = message.text()
    if (!text.startsWith('Failed to load resource')) problems.push('console: ' + text)
  })
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, request => request.abort())
  try {
    await page.goto(base + route, { waitUntil: 'load', timeout: 30_000 })
    // Every island near the viewport or idle hydrates: scroll through, then wait for them.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await page
      .waitForFunction(() => document.querySelectorAll('gs-island:not([data-hydrated])').length === 0, null, {
        timeout: 8_000
      })
      .catch(() => problems.push('sweep: islands not hydrated after 8 s'))
    await page.waitForTimeout(300)
  } catch (error) {
    problems.push('sweep: ' + String(error).split('\n')[0])
  }
  await page.close().catch(() => undefined)
  perPage[route] = problems
  for (const problem of new Set(problems.map(cause))) {
    const routes = byCause.get(problem) ?? []
    routes.push(route)
    byCause.set(problem, routes)
  }
  done++
}

const queue = pages.slice(0, limit)
await Promise.all(
  [0, 1].map(async () => {
    while (queue.length) await visit(queue.shift())
  })
)
await browser.close()
server.close()

const rows = [...byCause].sort((a, b) => b[1].length - a[1].length)
for (const [problem, routes] of rows)
  console.log(
    `${String(routes.length).padStart(4)} pages  ${problem}\n            e.g. ${routes.slice(0, 3).join(' ')}`
  )
const withProblems = Object.values(perPage).filter(list => list.length > 0).length
console.log(
  `${done} island pages opened, ${withProblems} with problems, ${rows.length} distinct problems, ${Object.values(perPage).reduce((n, list) => n + list.length, 0)} in all`
)
if (jsonOut) await writeFile(jsonOut, JSON.stringify({ dist, perPage }, null, 1))
