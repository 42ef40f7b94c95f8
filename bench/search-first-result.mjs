#!/usr/bin/env node
// Bytes before the first search result (issue 24 item 6), opt-in: `node bench/search-first-result.mjs <built site dir> [query]`.
//
// Serves the built site gzipped (level 9, like bench/search.mjs), opens a docs page in Chromium,
// waits until it is idle, then counts every byte sent from the first search gesture to the first
// result shown: once through the docs modal (`/` key) and once through the header box (focus and
// type). Prints the total and each file.
import { existsSync } from 'node:fs'
import { readFile, readdir } from 'node:fs/promises'
import { createServer } from 'node:http'
import { extname, join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright-core'

const [root, query = 'resolver cache'] = process.argv.slice(2)
if (!root) throw new Error('usage: node bench/search-first-result.mjs <built site dir> [query]')
const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml'
}
const cache = new Map()
let sent = []
const server = createServer(async (req, res) => {
  let path = decodeURIComponent(new URL(req.url, 'http://x').pathname)
  if (path.endsWith('/')) path += 'index.html'
  else if (!extname(path)) path += '/index.html'
  try {
    let body = cache.get(path)
    if (!body) cache.set(path, (body = gzipSync(await readFile(join(root, path)), { level: 9 })))
    sent.push({ path, bytes: body.length })
    res
      .writeHead(200, {
        'content-type': TYPES[extname(path)] ?? 'application/octet-stream',
        'content-encoding': 'gzip'
      })
      .end(body)
  } catch {
    res.writeHead(404).end()
  }
})
await new Promise(resolve => server.listen(0, '127.0.0.1', resolve))
const origin = `http://127.0.0.1:${server.address().port}`
// A docs page deep in the site: the first page of the second section found.
const first = async dir =>
  (await readdir(dir, { withFileTypes: true }))
    .filter(e => e.isDirectory() && !e.name.startsWith('_'))
    .map(e => e.name)
    .sort()[0]
let page = ''
for (let depth = 0, dir = root; depth < 3; depth++) {
  const next = await first(dir)
  if (!next) break
  page += `/${next}`
  dir = join(dir, next)
}
const browser = await chromium.launch({
  executablePath: ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find(existsSync)
})
const kb = bytes => `${(bytes / 1024).toFixed(1)} KB`

async function measure(name, gesture, resultSelector) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const tab = await context.newPage()
  await tab.goto(origin + page + '/', { waitUntil: 'networkidle' })
  sent = []
  const start = Date.now()
  await gesture(tab)
  await tab.waitForSelector(resultSelector, { timeout: 30000 })
  const ms = Date.now() - start
  const files = sent.splice(0)
  const total = files.reduce((sum, file) => sum + file.bytes, 0)
  console.log(
    `${name}: ${kb(total)} gzip in ${files.length} files, ${ms} ms to the first result (page ${page}/, query "${query}")`
  )
  for (const file of files.sort((a, b) => b.bytes - a.bytes))
    console.log(`  ${kb(file.bytes).padStart(9)}  ${file.path}`)
  await context.close()
  return total
}

await measure(
  'modal (/ key)',
  async tab => {
    await tab.keyboard.press('/')
    await tab.waitForSelector('.gs-sm-input')
    await tab.fill('.gs-sm-input', query)
  },
  '.gs-sm-hit'
)
await measure(
  'header box',
  async tab => {
    await tab.click('#gs-search-input')
    await tab.fill('#gs-search-input', query)
  },
  '[data-ac-panel] [role="option"]'
)
await browser.close()
server.close()
