#!/usr/bin/env node
// Dev server benchmark: a generated 1,000-page Markdown site, `guildsite dev` started as a user does.
// Measures (1) start → first page served, from spawning the CLI to the first docs page's full response,
// on a first start (the site's cache folder emptied) and on a restart (the compile cache warm from the
// first start), and (2) save → reload event: a page open in a "browser" (an event-stream subscriber like the dev
// client), its file saved, time until the reload event arrives — and until the new page is served.
// Appends the figures to bench/RESULTS.md under "## Dev server" (that section only is replaced).
//
//   node bench/dev.mjs [--pages 1000] [--edits 30] [--starts 3]      (run `npm run build` first)
//   node bench/dev.mjs --generate-only <dir>                          (just write the site, e.g. to profile)
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { get } from 'node:http'
import { cpus, loadavg, tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const BIN = join(ROOT, 'bin/guildsite.js')
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 ? Number(process.argv[i + 1]) : fallback
}
const PAGES = arg('pages', 1000)
const EDITS = arg('edits', 30)
const STARTS = arg('starts', 3)

// Deterministic text: a small linear congruential generator over a fixed vocabulary.
let seed = 42
const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648
const pick = list => list[Math.floor(random() * list.length)]
const WORDS =
  'graphql schema resolver query mutation subscription server client gateway plugin envelope cache field type directive federation subgraph supergraph request response context error mask parse validate execute stream defer batch loader persisted operation document fragment variable argument input scalar enum union interface object list nonnull introspection registry check deploy monitor trace metric token header cookie origin transport socket event source yoga mesh hive codegen inspector'.split(
    ' '
  )
const sentence = () => {
  const words = Array.from({ length: 8 + Math.floor(random() * 10) }, () => pick(WORDS))
  return words[0][0].toUpperCase() + words.join(' ').slice(1) + '.'
}
const paragraph = () => Array.from({ length: 4 + Math.floor(random() * 4) }, sentence).join(' ')

function page(section, i) {
  const title = `${pick(WORDS)} ${pick(WORDS)} ${i}`.replace(/^./, c => c.toUpperCase())
  const parts = [`---\ntitle: ${title}\ndescription: ${sentence()}\n---\n`, `# ${title}\n`, paragraph(), '']
  for (let h = 0; h < 3; h++) {
    parts.push(`## ${pick(WORDS)} ${pick(WORDS)} ${h}\n`, paragraph(), '')
    parts.push(`- ${sentence()}\n- ${sentence()}\n- ${sentence()}\n`)
    parts.push(`### ${pick(WORDS)} details\n`, paragraph(), '')
  }
  parts.push(
    '| option | type | default |\n| --- | --- | --- |',
    ...Array.from({ length: 4 }, () => `| \`${pick(WORDS)}\` | ${pick(WORDS)} | ${Math.floor(random() * 100)} |`),
    ''
  )
  parts.push(
    "```ts\nimport { createYoga } from 'graphql-yoga'\n\nconst yoga = createYoga({ schema, context: () => ({ section: '" +
      section +
      "' }) })\nexport default yoga\n```\n"
  )
  parts.push('```bash\nnpm install graphql-yoga graphql\n```\n')
  parts.push(`See [the next page](/${section}/page-${(i + 1) % 50}) and [the overview](/${section}).\n`)
  return parts.join('\n')
}

/** `PAGES` pages in 20 sections (each an index page, a meta and pages in two nested folders). */
function generateSite(into) {
  const dir = into ?? mkdtempSync(join(tmpdir(), 'guildsite-bench-dev-'))
  const write = (path, text) => {
    mkdirSync(dirname(join(dir, path)), { recursive: true })
    writeFileSync(join(dir, path), text)
  }
  write(
    'guildsite.config.json',
    JSON.stringify({ siteName: 'Bench Docs', docsRepositoryBase: 'https://github.com/the-guild-org/bench' })
  )
  const sections = 20
  const perSection = Math.ceil(PAGES / sections)
  const rootMeta = {}
  let count = 0
  for (let s = 0; s < sections && count < PAGES; s++) {
    const section = `section-${s}`
    rootMeta[section] = `Section ${s}`
    write(`pages/${section}/index.md`, page(section, 0))
    count++
    const meta = {}
    for (let i = 1; i < perSection && count < PAGES; i++, count++) {
      const folder = i % 3 === 0 ? 'guides/' : i % 3 === 1 ? 'reference/' : ''
      write(`pages/${section}/${folder}page-${i}.md`, page(section, i))
      if (!folder) meta[`page-${i}`] = `Page ${i}`
    }
    write(`pages/${section}/_meta.json`, JSON.stringify(meta))
  }
  write('pages/_meta.json', JSON.stringify(rootMeta))
  return { dir, count }
}

const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]
}
const median = values => quantile(values, 0.5)
const ms = value => `${Math.round(value)} ms`

function httpGet(url) {
  return new Promise((resolve, reject) => {
    get(url, response => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', chunk => (body += chunk))
      response.on('end', () => resolve({ status: response.statusCode, body }))
    }).on('error', reject)
  })
}

/** Spawns `guildsite dev`; resolves with its URL and the time the first page took to be served. */
async function startDev(dir, route) {
  const start = performance.now()
  const child = spawn(process.execPath, [BIN, 'dev', dir, '--port', '0'], { env: { ...process.env, NO_COLOR: '1' } })
  let stdout = ''
  let stderr = ''
  child.stderr.on('data', chunk => (stderr += chunk))
  const url = await new Promise((resolve, reject) => {
    child.stdout.on('data', chunk => {
      stdout += chunk
      const match = /guildsite dev: (\S+)/.exec(stdout)
      if (match) resolve(match[1])
    })
    child.on('close', code => reject(new Error(`guildsite dev exited with ${code}\n${stderr}`)))
  })
  const listening = performance.now() - start
  const first = await httpGet(new URL(route.slice(1), url))
  if (first.status !== 200) throw new Error(`first page answered ${first.status}`)
  const firstPage = performance.now() - start
  return {
    child,
    url,
    listening,
    firstPage,
    cpu: cpuMs(child.pid),
    ready: Number(/ready in (\d+) ms/.exec(stdout)?.[1])
  }
}

/**
 * CPU time (user + system) a process has used so far, from /proc (Linux; NaN elsewhere). On a shared,
 * busy machine wall-clock times stretch with the load; the CPU time of the work does not.
 */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
    // Fields 14 and 15 of the line (utime, stime), in clock ticks: 100 per second on Linux.
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100
  } catch {
    return NaN
  }
}

/** An event-stream subscriber for `route`, as the dev client of an open page. */
function subscribe(url, route) {
  const waiting = []
  let request
  const ready = new Promise((resolve, reject) => {
    request = get(new URL(`__guildsite/events?route=${encodeURIComponent(route)}`, url), response => {
      let buffer = ''
      response.setEncoding('utf8')
      response.on('data', chunk => {
        buffer += chunk
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end)
          buffer = buffer.slice(end + 2)
          const event = /^event: (.*)$/m.exec(block)?.[1]
          if (event) waiting.shift()?.({ event, at: performance.now() })
        }
      })
      resolve()
    })
    request.on('error', reject)
  })
  return { ready, next: () => new Promise(resolve => waiting.push(resolve)), close: () => request.destroy() }
}

async function main() {
  const keep = process.argv.indexOf('--generate-only')
  if (keep > 0) return console.log(`Generated ${generateSite(process.argv[keep + 1]).count} pages`)
  if (!existsSync(join(ROOT, 'dist/src/cli/main.js'))) throw new Error('Run `npm run build` first.')
  const { dir, count } = generateSite()
  const route = '/section-3/page-5'
  const file = join(dir, 'pages/section-3/page-5.md')
  console.log(`Generated ${count} pages in ${dir}`)
  try {
    // Each round: a first start (the site's cache folder emptied: nothing compiled before, as after a
    // clone), then a restart (the pages the first start compiled are in the cache, as when a user
    // restarts the dev server).
    const cacheDir = join(dir, 'node_modules/.cache/guildsite')
    const cold = []
    const warm = []
    let dev
    for (let i = 0; i < STARTS * 2; i++) {
      const first = i % 2 === 0
      if (first) rmSync(cacheDir, { recursive: true, force: true })
      dev = await startDev(dir, route)
      ;(first ? cold : warm).push(dev)
      console.log(
        `${first ? 'first start' : 'restart    '} ${Math.floor(i / 2) + 1}: listening ${ms(dev.listening)}, first page served ${ms(dev.firstPage)} (CLI says ready in ${dev.ready} ms; ${ms(dev.cpu)} of CPU)`
      )
      if (i < STARTS * 2 - 1) {
        dev.child.kill('SIGTERM')
        await new Promise(resolve => dev.child.on('close', resolve))
      }
    }

    const events = subscribe(dev.url, route)
    await events.ready
    const original = readFileSync(file, 'utf8')
    const toEvent = []
    const toPage = []
    for (let i = 0; i < EDITS; i++) {
      const marker = `Edit number ${i} of the benchmark.`
      const next = events.next()
      const saved = performance.now()
      writeFileSync(file, `${original}\n${marker}\n`)
      const { event, at } = await next
      if (event !== 'reload') throw new Error(`edit ${i}: expected reload, got ${event}`)
      toEvent.push(at - saved)
      const page = await httpGet(new URL(route.slice(1), dev.url))
      if (!page.body.includes(marker)) throw new Error(`edit ${i}: the reloaded page lacks the edit`)
      toPage.push(performance.now() - saved)
      // A person does not save 30 times a second; let the watcher's per-file throttling window pass.
      await new Promise(resolve => setTimeout(resolve, 120))
    }
    events.close()
    dev.child.kill('SIGTERM')
    await new Promise(resolve => dev.child.on('close', resolve))

    const result = {
      load: loadavg()[0],
      pages: count,
      startFirstPage: median(cold.map(s => s.firstPage)),
      startListening: median(cold.map(s => s.listening)),
      startCpu: median(cold.map(s => s.cpu)),
      restartFirstPage: median(warm.map(s => s.firstPage)),
      restartListening: median(warm.map(s => s.listening)),
      restartCpu: median(warm.map(s => s.cpu)),
      toEventMedian: median(toEvent),
      toEventP95: quantile(toEvent, 0.95),
      toPageMedian: median(toPage),
      toPageP95: quantile(toPage, 0.95)
    }
    console.log(
      `save → reload event: median ${ms(result.toEventMedian)}, p95 ${ms(result.toEventP95)} over ${EDITS} edits`
    )
    console.log(`save → new page served: median ${ms(result.toPageMedian)}, p95 ${ms(result.toPageP95)}`)
    writeResults(result)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

function writeResults(r) {
  const path = join(ROOT, 'bench/RESULTS.md')
  const section = [
    '## Dev server',
    '',
    `\`node bench/dev.mjs\` — ${new Date().toISOString().slice(0, 10)}, ${cpus().length} cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'}), Node ${process.versions.node}, load average`,
    `${r.load.toFixed(1)} at the end of the run (machines here are shared: compare figures of one run, not across runs). A generated`,
    `${r.pages}-page Markdown site (front matter, headings, lists, a table, ts and bash fences, a full sidebar); \`guildsite dev\``,
    `spawned as a user runs it, then \`GET /section-3/page-5\` (a page with ts and bash fences). Start: median of ${STARTS} first`,
    "starts (the site's cache folder emptied before each) and of the restart after each (the compile cache holds the pages",
    `the first start compiled). Save: ${EDITS} saves of one open page, each measured from the end of \`writeFile\` to the`,
    "`reload` event on the page's event stream, then to the new page fully served. Where a start's time goes:",
    '`GUILDSITE_DEV_TRACE=1 guildsite dev <site>` (each step on stderr, in ms since the process started).',
    '',
    '| measure | result | target |',
    '| --- | --- | --- |',
    `| start → listening (URL printed) | ${ms(r.startListening)} | |`,
    `| start → first page served | ${ms(r.startFirstPage)} | ≤ 1.5 s |`,
    `| CPU time of the dev process until then | ${ms(r.startCpu)} | |`,
    `| restart → listening | ${ms(r.restartListening)} | |`,
    `| restart → first page served | ${ms(r.restartFirstPage)} | ≤ 1.5 s |`,
    `| CPU time of the dev process until then | ${ms(r.restartCpu)} | |`,
    `| save → reload event, median | ${ms(r.toEventMedian)} | ≤ 100 ms |`,
    `| save → reload event, p95 | ${ms(r.toEventP95)} | |`,
    `| save → new page served, median | ${ms(r.toPageMedian)} | |`,
    `| save → new page served, p95 | ${ms(r.toPageP95)} | |`,
    ''
  ].join('\n')
  const existing = existsSync(path) ? readFileSync(path, 'utf8') : '# Benchmark results\n'
  const start = existing.indexOf('## Dev server')
  let text
  if (start < 0) text = `${existing.trimEnd()}\n\n${section}`
  else {
    const end = existing.indexOf('\n## ', start + 1)
    text = existing.slice(0, start) + section + (end < 0 ? '' : existing.slice(end + 1))
  }
  writeFileSync(path, text.trimEnd() + '\n')
  console.log(`Wrote the "Dev server" section of ${path}`)
}

await main()
