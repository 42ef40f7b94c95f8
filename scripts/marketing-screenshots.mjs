// Screenshots of the example site's home page for docs/screenshots/ (issue 9): 1280 and 390 px
// wide, light and dark. Usage: node bin/guildsite.js build example-content --out /tmp/x --force &&
// node scripts/marketing-screenshots.mjs /tmp/x [route]
import { existsSync } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import { createServer } from 'node:http'
import { extname, join, normalize } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'

const root = process.argv[2] ?? 'example-content/dist'
const route = process.argv[3] ?? '/'
const out = fileURLToPath(new URL('../docs/screenshots/', import.meta.url))
const TYPES = {
  '.html': 'text/html',
  '.css': 'text/css',
  '.js': 'text/javascript',
  '.svg': 'image/svg+xml',
  '.json': 'application/json'
}

const server = createServer(async (req, res) => {
  let file = normalize(join(root, decodeURIComponent(new URL(req.url, 'http://x').pathname)))
  try {
    if ((await stat(file)).isDirectory()) file = join(file, 'index.html')
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(await readFile(file))
  } catch {
    res.writeHead(404).end()
  }
})
await new Promise(resolve => server.listen(0, '127.0.0.1', resolve))
const base = `http://127.0.0.1:${server.address().port}`
const executablePath = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find(path => existsSync(path))
const browser = await chromium.launch({ executablePath, args: ['--headless', '--no-sandbox', '--disable-gpu'] })
try {
  for (const width of [1280, 390]) {
    for (const scheme of ['light', 'dark']) {
      const context = await browser.newContext({
        viewport: { width, height: width > 800 ? 800 : 844 },
        colorScheme: scheme,
        deviceScaleFactor: 1
      })
      const page = await context.newPage()
      await page.goto(base + route, { waitUntil: 'networkidle' })
      // Lazy images load as a reader scrolls to them; bring each into view before the full-page shot.
      for (const image of await page.locator('img').all()) {
        await image.scrollIntoViewIfNeeded()
        await image.evaluate(img => img.decode().catch(() => {}))
      }
      await page.evaluate(() => window.scrollTo(0, 0))
      await page.waitForLoadState('networkidle')
      const name = `home-${width}-${scheme}.png`
      await page.screenshot({ path: join(out, name), fullPage: true })
      console.log(`docs/screenshots/${name}`)
      await context.close()
    }
  }
} finally {
  await browser.close()
  server.close()
}
