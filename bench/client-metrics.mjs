// Client-side cost of each page type of a built site, measured in Chromium the way issue 5 states
// its budgets: the JavaScript a page loads before any interaction (gzip, every script together,
// inline ones included) and its Cumulative Layout Shift (PerformanceObserver 'layout-shift').
//
//   node bench/client-metrics.mjs [builtSiteDir]   (default: builds example-content into a temp dir)
//
// tests/e2e/client-budget.test.ts imports `measurePage` and asserts the budgets.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

/** Page types of example-content and the budget (bytes of gzip JS) each must stay under. */
export const PAGE_TYPES = [
  { type: 'docs page (tabs, callouts, code)', path: '/mesh/getting-started', budget: 15 * 1024 },
  { type: 'docs page (full layout)', path: '/yoga/prepare-for-production', budget: 15 * 1024 },
  { type: 'blog article', path: '/blog/why-we-moved-our-docs', budget: 15 * 1024 },
  { type: 'home (raw marketing layout)', path: '/', budget: 10 * 1024 },
  { type: '404 page', path: '/no/such/page', budget: 15 * 1024 },
  { type: 'docs page with a mermaid diagram', path: '/mesh', budget: undefined },
  // Islands (issue 35): the islands runtime (loader + React) and the islands' code, on top of the page's own.
  {
    type: 'docs page with islands (2 counters, an ssr: false component)',
    path: '/yoga/features/interactive',
    budget: undefined
  }
]

const gzip = text => gzipSync(Buffer.from(text)).length

/**
 * Loads `url` in a fresh context and reports its scripts and layout shifts.
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @param {{ viewport?: { width: number, height: number }, settleMs?: number }} [options]
 */
export async function measurePage(browser, url, options = {}) {
  const context = await browser.newContext({ viewport: options.viewport ?? { width: 1280, height: 800 } })
  const page = await context.newPage()
  await page.addInitScript(() => {
    window.__cls = 0
    new PerformanceObserver(list => {
      for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__cls += entry.value
    }).observe({ type: 'layout-shift', buffered: true })
  })
  const scripts = []
  page.on('response', response => {
    if (response.request().resourceType() === 'script')
      scripts.push(
        response.text().then(
          body => ({ url: response.url(), raw: Buffer.byteLength(body), gzip: gzip(body) }),
          () => undefined
        )
      )
  })
  await page.goto(url, { waitUntil: 'networkidle' })
  // Late work (fonts, idle callbacks, diagrams) gets time to shift things too.
  await page.waitForTimeout(options.settleMs ?? 1000)
  const inline = await page.evaluate(() =>
    [...document.querySelectorAll('script:not([src])')].map(script => script.textContent ?? '')
  )
  const cls = await page.evaluate(() => window.__cls)
  const external = (await Promise.all(scripts)).filter(Boolean)
  await context.close()
  const inlineGzip = inline.length ? gzip(inline.join('\n')) : 0
  return {
    files: external.length,
    rawBytes: external.reduce((sum, s) => sum + s.raw, 0) + inline.reduce((sum, s) => sum + Buffer.byteLength(s), 0),
    gzipBytes: external.reduce((sum, s) => sum + s.gzip, 0) + inlineGzip,
    inlineGzip,
    cls
  }
}

/** A static host like the CDNs the output goes to: clean URLs and 404.html. */
async function serve(root) {
  const { createServer } = await import('node:http')
  const { readFile, stat } = await import('node:fs/promises')
  const types = {
    '.html': 'text/html; charset=utf-8',
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.svg': 'image/svg+xml',
    '.json': 'application/json'
  }
  const server = createServer(async (req, res) => {
    let file = join(root, decodeURIComponent(new URL(req.url, 'http://x').pathname))
    try {
      if ((await stat(file)).isDirectory()) file = join(file, 'index.html')
      const body = await readFile(file)
      res
        .writeHead(200, { 'content-type': types[file.slice(file.lastIndexOf('.'))] ?? 'application/octet-stream' })
        .end(body)
    } catch {
      res.writeHead(404, { 'content-type': types['.html'] }).end(await readFile(join(root, '404.html')).catch(() => ''))
    }
  })
  await new Promise(resolve => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    close: () => new Promise(resolve => server.close(resolve))
  }
}

async function main() {
  const { chromium } = await import('playwright-core')
  let dir = process.argv[2]
  if (!dir) {
    dir = join(mkdtempSync(join(tmpdir(), 'guildsite-client-metrics-')), 'dist')
    const repo = fileURLToPath(new URL('..', import.meta.url))
    const result = spawnSync(
      process.execPath,
      [join(repo, 'bin/guildsite.js'), 'build', join(repo, 'example-content'), '--out', dir, '--quiet', '--force'],
      { stdio: 'inherit' }
    )
    if (result.status !== 0) process.exit(result.status ?? 1)
  }
  if (!existsSync(join(dir, 'index.html'))) throw new Error(`${dir} is not a built site`)
  const executablePath = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find(existsSync)
  const browser = await chromium.launch({ executablePath, args: ['--headless', '--no-sandbox', '--disable-gpu'] })
  const server = await serve(dir)
  console.log('| page type | scripts | JS raw | JS gzip | budget | CLS 1280×800 | CLS 390×844 |')
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |')
  for (const { type, path, budget } of PAGE_TYPES) {
    const wide = await measurePage(browser, server.url + path)
    const narrow = await measurePage(browser, server.url + path, { viewport: { width: 390, height: 844 } })
    const kb = bytes => `${(bytes / 1024).toFixed(1)} KB`
    console.log(
      `| ${type} (\`${path}\`) | ${wide.files} + inline | ${kb(wide.rawBytes)} | ${kb(wide.gzipBytes)} | ${budget ? kb(budget) : '—'} | ${wide.cls.toFixed(4)} | ${narrow.cls.toFixed(4)} |`
    )
  }
  await browser.close()
  await server.close()
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main()
