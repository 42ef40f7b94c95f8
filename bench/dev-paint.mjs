#!/usr/bin/env node
// Saving is seeing: `guildsite dev` on the shared 1,000-page workload (../shared/bench/gen-corpus.mjs),
// a docs page open in Chromium (playwright-core, Debian's /usr/bin/chromium), then SAVES saves of that
// page's file. Each is timed from the end of `writeFile` to the new text painted in the open page (a
// MutationObserver in the page sees the text arrive; the time is taken in the next animation frame's
// following task, once the frame with it is produced). The server's trace (GUILDSITE_DEV_TRACE) and the
// page's navigation timing split each save into its steps.
//
//   npm run bench:dev                      (npm run build first)     node bench/dev-paint.mjs [--saves 20]
//   node bench/dev-paint.mjs --pages 10000 --atomic                   (--atomic: save as editors do, temp + rename)
//   node bench/dev-paint.mjs --steps                                  (each save's server trace)
//   node bench/dev-paint.mjs --bin /other/checkout/bin/guildsite.js   (another built checkout, to compare)
//   BENCH_DIR=/path/to/bench …            where the shared workload is, when not at ../shared/bench
import { execFileSync, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'
import { findSharedBench } from './shared-bench.mjs'

const REPO = fileURLToPath(new URL('..', import.meta.url))
const argv = process.argv.slice(2)
const option = (name, fallback) => {
  const i = argv.indexOf(`--${name}`)
  return i >= 0 ? argv[i + 1] : fallback
}
const SAVES = Number(option('saves', 20))
const PAGES = Number(option('pages', 1000))
const ATOMIC = argv.includes('--atomic')
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
// Another checkout's CLI (e.g. the commit before a change, built), to compare on the same machine and moment.
const BIN = resolve(option('bin', join(REPO, 'bin/guildsite.js')))

function sharedBench() {
  const { found, candidates } = findSharedBench(REPO)
  if (!found) {
    console.error(
      `bench:dev: the shared workload (gen-corpus.mjs) is absent. Looked in:\n${candidates
        .map(c => `  ${c}`)
        .join('\n')}\nSet BENCH_DIR to the folder that holds it.`
    )
    process.exit(1)
  }
  return found
}

const median = values => {
  const s = [...values].sort((a, b) => a - b)
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2
}
const now = () => performance.timeOrigin + performance.now()

/** The dev server, its URL, and its trace lines as [epoch ms, step]. */
async function startDev(site) {
  const child = spawn(process.execPath, [BIN, 'dev', site, '--port', '0'], {
    env: { ...process.env, NO_COLOR: '1', GUILDSITE_DEV_TRACE: '1' },
    stdio: ['ignore', 'pipe', 'pipe']
  })
  const lines = []
  let origin = 0
  let pending = ''
  child.stderr.setEncoding('utf8').on('data', chunk => {
    pending += chunk
    const parts = pending.split('\n')
    pending = parts.pop()
    for (const line of parts) {
      // (The compile workers' lines say "worker: …" or "background worker: …" themselves.)
      const m = /^\[trace\s+([\d.]+) ms(?: worker)?\] (.*)$/.exec(line)
      if (!m) continue
      const o = /^time origin ([\d.]+)$/.exec(m[2])
      if (o) origin = Number(o[1])
      else lines.push([origin + Number(m[1]), m[2]])
    }
  })
  let stdout = ''
  const url = await new Promise((resolveUrl, reject) => {
    child.stdout.setEncoding('utf8').on('data', chunk => {
      stdout += chunk
      const m = /guildsite dev: (\S+)/.exec(stdout)
      if (m) resolveUrl(m[1])
    })
    child.on('close', code => reject(new Error(`guildsite dev exited with ${code}`)))
  })
  return { child, url, lines }
}

// In every document the page loads: note when each "Bench edit N." first appears in the DOM, and when
// the frame that shows it has been produced (the task after its animation frame).
const observer = () => {
  const seen = (window.__benchSeen = {})
  const painted = (window.__benchPainted = {})
  const look = records => {
    for (const record of records) {
      const nodes = record.type === 'characterData' ? [record.target] : record.addedNodes
      for (const node of nodes) {
        const found = /Bench edit (\d+)\./.exec(node.nodeType === 3 ? node.data : (node.textContent ?? ''))
        if (!found || seen[found[1]]) continue
        const n = found[1]
        seen[n] = performance.timeOrigin + performance.now()
        requestAnimationFrame(() => setTimeout(() => (painted[n] = performance.timeOrigin + performance.now())))
      }
    }
  }
  new MutationObserver(look).observe(document, { childList: true, subtree: true, characterData: true })
}

async function main() {
  if (!existsSync(join(dirname(BIN), '../dist/src/cli/main.js'))) throw new Error('Run `npm run build` first.')
  const bench = sharedBench()
  const site = mkdtempSync(join(tmpdir(), 'guildsite-bench-paint-'))
  execFileSync(process.execPath, [join(bench, 'gen-corpus.mjs'), String(PAGES), join(site, 'pages')], {
    stdio: 'ignore'
  })
  writeFileSync(
    join(site, 'guildsite.config.json'),
    JSON.stringify({ siteName: 'Bench', docsRepositoryBase: 'https://github.com/x/y/tree/main', contentDir: 'pages' })
  )
  const route = '/area-01/section-03/page-012'
  const file = join(site, `pages${route}.md`)
  const original = readFileSync(file, 'utf8')
  const dev = await startDev(site)
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run'
    ]
  })
  const loads = [loadavg()[0]]
  const rows = []
  try {
    const page = await browser.newPage()
    await page.addInitScript(observer)
    await page.goto(new URL(route.slice(1), dev.url).href)
    await page.waitForSelector('html[data-guildsite-dev="connected"]')
    // A build before in-place updates (--bin of an older checkout) never says so.
    await page.waitForSelector('html[data-guildsite-dev-patch="ready"]', { timeout: 5000 }).catch(() => {})
    await new Promise(r => setTimeout(r, 1500)) // the watcher starts after the first page
    for (let i = 0; i < SAVES; i++) {
      const text = `${original}\n\nBench edit ${i}.\n`
      const mark = dev.lines.length
      if (ATOMIC) {
        writeFileSync(`${file}.tmp`, text)
        renameSync(`${file}.tmp`, file)
      } else writeFileSync(file, text)
      const saved = now()
      const painted = await page
        .waitForFunction(n => window.__benchPainted?.[n], String(i), { timeout: 30_000, polling: 10 })
        .then(h => h.jsonValue())
      const nav = await page.evaluate(() => {
        const entry = performance.getEntriesByType('navigation')[0]
        return {
          origin: performance.timeOrigin,
          responseStart: entry.responseStart,
          responseEnd: entry.responseEnd,
          dcl: entry.domContentLoadedEventEnd,
          fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime
        }
      })
      const steps = dev.lines.slice(mark)
      const at = re => steps.find(([, step]) => re.test(step))?.[0]
      const reloaded = nav.origin > saved
      rows.push({
        total: painted - saved,
        event: at(/^watch: /) - saved,
        batch: at(/^batch: \d/) - saved,
        prepared: at(/^prepare /) - saved,
        sent: (at(/^push: /) ?? at(/^batch: (reload|overlay|no open)/)) - saved,
        patch: at(/^patch .*: rendered/) - saved,
        served: at(/^served /) - saved,
        navigation: reloaded ? nav.origin - saved : NaN,
        response: reloaded ? nav.origin + nav.responseEnd - saved : NaN,
        seen: (await page.evaluate(n => window.__benchSeen[n], String(i))) - saved,
        dcl: reloaded ? nav.origin + nav.dcl - saved : NaN,
        fcp: reloaded && nav.fcp ? nav.origin + nav.fcp - saved : NaN
      })
      const r = rows.at(-1)
      if (argv.includes('--steps'))
        for (const [t, step] of steps) console.error(`    ${(t - saved).toFixed(1).padStart(7)} ms  ${step}`)
      console.error(
        `save ${String(i).padStart(2)}: painted ${r.total.toFixed(0)} ms (watcher event ${r.event.toFixed(0)}, compile started ${r.prepared.toFixed(0)}, batch ${r.batch.toFixed(0)}, article rendered ${r.patch.toFixed(0)}, message sent ${r.sent.toFixed(0)}, navigation ${r.navigation.toFixed(0)}, page served ${r.served.toFixed(0)}, response end ${r.response.toFixed(0)}, text in DOM ${r.seen.toFixed(0)}, DOMContentLoaded ${r.dcl.toFixed(0)}, first paint ${r.fcp.toFixed(0)})`
      )
      loads.push(loadavg()[0])
      // A person does not save several times a second; let the page settle (its event stream reconnects).
      await page.waitForSelector('html[data-guildsite-dev="connected"]')
      await new Promise(r => setTimeout(r, 300))
    }
  } finally {
    await browser.close()
    dev.child.kill('SIGTERM')
    await new Promise(r => dev.child.on('close', r))
    writeFileSync(file, original)
    rmSync(site, { recursive: true, force: true })
  }
  const col = key => {
    const values = rows.map(r => r[key]).filter(Number.isFinite)
    return values.length
      ? `${median(values).toFixed(0)} ms [${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)}]`
      : '–'
  }
  const date = new Date()
    .toISOString()
    .replace(/:\d\d\.\d+Z$/, ' UTC')
    .replace('T', ' ')
  console.log(
    [
      `\`npm run bench:dev${ATOMIC ? ' -- --atomic' : ''}\`${option('bin') ? ` (--bin ${option('bin')})` : ''} — ${date}, ${cpus().length} × ${cpus()[0]?.model.trim()}, Node ${process.version}, ${execFileSync(CHROMIUM, ['--version'], { encoding: 'utf8' }).trim()}; ${PAGES.toLocaleString('en')} pages, ${SAVES} ${ATOMIC ? 'atomic saves (temporary file renamed over the page)' : 'saves (writeFile)'} of \`${route}\`, open in the browser; load average ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}. Median [min–max], ms after the end of the save:`,
      '',
      '| step | after the save |',
      '|---|---|',
      `| watcher sees the change | ${col('event')} |`,
      `| page's compile starts (file read again) | ${col('prepared')} |`,
      `| batch starts (quiet time over) | ${col('batch')} |`,
      `| new article rendered (in-place update) | ${col('patch')} |`,
      `| message sent (article, or reload) | ${col('sent')} |`,
      `| browser starts the new navigation | ${col('navigation')} |`,
      `| server has sent the page | ${col('served')} |`,
      `| browser has the whole response | ${col('response')} |`,
      `| new text in the DOM | ${col('seen')} |`,
      `| **new text painted** | **${col('total')}** |`
    ].join('\n')
  )
}

await main()
