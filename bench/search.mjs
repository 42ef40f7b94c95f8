#!/usr/bin/env node
// Search bench (opt-in, not part of `npm test`): `npm run build && node bench/search.mjs`.
//
// For example-content and a generated 1,000-page site (bench/search-site.mjs, kept in bench/.work
// and reused): index bytes raw/gzip per locale, index build time against the whole build, the two
// index formats of issue 4 item 8 plus the shipped split format (bytes and time from request to
// first result in Chromium, on localhost and on a throttled 10 Mbit/s, 40 ms link), and query
// latency (median, p95 over ≥ 200 queries) in Chromium. Writes the "Search index" section of
// bench/RESULTS.md.
//
// Options: --pages N (default 1000) · --skip-build (reuse bench/.work outputs and their timings)
//          --runs N (cold loads per format, default 5) · --no-write (print only)
import { build as esbuild } from 'esbuild'
import MiniSearch from 'minisearch'
import { existsSync } from 'node:fs'
import { cp, mkdir, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import { cpus, totalmem } from 'node:os'
import { extname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { gunzipSync, gzipSync } from 'node:zlib'
import { chromium } from 'playwright-core'
import { generateSearchSite } from './search-site.mjs'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const WORK = join(ROOT, 'bench/.work')
const args = process.argv.slice(2)
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback)
const PAGES = Number(option('--pages', 1000))
const RUNS = Number(option('--runs', 5))
const SKIP_BUILD = args.includes('--skip-build')
const WRITE = !args.includes('--no-write')
const CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find(existsSync) ?? 'chromium'
const THROTTLED = { offline: false, latency: 40, downloadThroughput: 1_250_000, uploadThroughput: 1_250_000 }

/**
 * The bench runs guildsite from a copy of dist/ (with templates/, bin/ and package.json, and a link
 * to node_modules): a `npm run build` elsewhere, which empties dist/, cannot break a run that takes
 * minutes.
 */
async function snapshot() {
  const dir = join(WORK, 'snapshot')
  for (
    let attempt = 0;
    !existsSync(join(ROOT, 'dist/src/build.js')) || !existsSync(join(ROOT, 'dist/client/main.js'));
    attempt++
  ) {
    if (attempt === 30) throw new Error('dist/ is missing: run `npm run build` first')
    await new Promise(resolve => setTimeout(resolve, 2000))
  }
  await rm(dir, { recursive: true, force: true })
  await mkdir(dir, { recursive: true })
  for (const entry of ['dist', 'templates', 'bin', 'package.json'])
    await cp(join(ROOT, entry), join(dir, entry), { recursive: true })
  await symlink(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir')
  const load = path => import(pathToFileURL(join(dir, path)).href)
  const [{ buildSite }, { SEARCH_FIELDS, searchMember, searchPackName }, { terms }] = await Promise.all([
    load('dist/src/build.js'),
    load('dist/src/shared/search/format.js'),
    load('dist/src/shared/search/tokenize.js')
  ])
  return { buildSite, SEARCH_FIELDS, searchMember, searchPackName, terms }
}

await mkdir(WORK, { recursive: true })
const { buildSite, SEARCH_FIELDS, searchMember, searchPackName, terms } = await snapshot()
/** The JSON text of every bucket (`b`) or chunk (`c`) of a manifest: gzip members of its packs (format 4). */
const membersOf = async (dir, manifest, kind) => {
  const set = kind === 'b' ? manifest.buckets : manifest.chunks
  const packs = await Promise.all(
    set.groups.map((_, g) => readFile(join(dir, searchPackName(manifest.locale, kind, g, set))))
  )
  return Array.from({ length: set.count }, (_, i) => {
    const { group, start, end } = searchMember(set, i)
    return gunzipSync(packs[group].subarray(start, end)).toString()
  })
}

const kb = bytes => `${(bytes / 1024).toFixed(1)} KB`
const gz = text => gzipSync(text, { level: 9 }).length
const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]
}
const median = values => quantile(values, 0.5)

/** Builds a site with the real pipeline (dist/), or reuses the last build's output and timings. */
async function buildOnce(name, siteDir) {
  const outDir = join(WORK, `${name}-out`)
  const timingsFile = join(WORK, `${name}-timings.json`)
  if (SKIP_BUILD && existsSync(timingsFile)) return { outDir, ...JSON.parse(await readFile(timingsFile, 'utf8')) }
  const start = performance.now()
  // A cold build (the persistent cache would skip compile and render on a rerun), into bench/.work.
  const result = await buildSite({ siteDir, outDir, cache: false, force: true })
  const total = performance.now() - start
  if (!result.written) throw new Error(`${name} failed to build: ${result.diagnostics.map(d => d.message).join('\n')}`)
  const record = { total, search: result.timings.search, pages: result.pages, timings: result.timings }
  await writeFile(timingsFile, JSON.stringify(record, null, 2))
  return { outDir, ...record }
}

/** Sizes of the index files of every locale. */
async function indexSizes(outDir) {
  const dir = join(outDir, '_gs/search')
  const locales = {}
  for (const name of (await readdir(dir)).filter(name => /^[^.]+\.json$/.test(name))) {
    const locale = name.slice(0, -5)
    const manifest = JSON.parse(await readFile(join(dir, name), 'utf8'))
    const size = async file => {
      const bytes = await readFile(join(dir, file))
      return { raw: bytes.length, gzip: gz(bytes) }
    }
    const memberSize = text => ({ raw: Buffer.byteLength(text), gzip: gz(text) })
    const sum = list =>
      list.reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, max: Math.max(a.max, b.gzip) }), {
        raw: 0,
        gzip: 0,
        max: 0
      })
    const buckets = (await membersOf(dir, manifest, 'b')).map(memberSize)
    const chunks = (await membersOf(dir, manifest, 'c')).map(memberSize)
    locales[locale] = {
      manifest: await size(name),
      core: await size(manifest.core),
      buckets: { count: buckets.length, ...sum(buckets) },
      chunks: { count: chunks.length, ...sum(chunks) }
    }
  }
  return locales
}

/** Formats A (SPEC §7 map) and B (one serialised minisearch) written beside the shipped files. */
async function writeAlternatives(outDir, locale) {
  const dir = join(outDir, '_gs/search')
  const manifest = JSON.parse(await readFile(join(dir, `${locale}.json`), 'utf8'))
  const core = JSON.parse(await readFile(join(dir, manifest.core), 'utf8'))
  const pages = []
  for (const chunk of await membersOf(dir, manifest, 'c')) pages.push(...JSON.parse(chunk).pages)
  const map = {}
  const miniSearch = new MiniSearch({
    fields: [...SEARCH_FIELDS],
    storeFields: ['route', 'anchor', 'heading', 'title'],
    tokenize: terms,
    processTerm: t => t
  })
  let id = 0
  pages.forEach(([title, sections], p) => {
    const route = core.routes[p]
    map[route] = {
      title,
      data: Object.fromEntries(sections.map(([anchor, heading, text]) => [`${anchor}#${heading}`, text]))
    }
    sections.forEach(([anchor, heading, text, parents], s) =>
      miniSearch.add({
        id: id++,
        route,
        anchor,
        heading,
        title: s === 0 ? title : '',
        parents: s === 0 ? '' : [title, ...parents].join(' '),
        text
      })
    )
  })
  const start = performance.now()
  const serialised = JSON.stringify(miniSearch)
  const mapText = JSON.stringify(map)
  await writeFile(join(dir, `bench-${locale}.map.json`), mapText)
  await writeFile(join(dir, `bench-${locale}.minisearch.json`), serialised)
  return {
    map: { raw: Buffer.byteLength(mapText), gzip: gz(mapText) },
    minisearch: { raw: Buffer.byteLength(serialised), gzip: gz(serialised), serialiseMs: performance.now() - start }
  }
}

/** A static host that gzips like a CDN, counting the bytes it sends per path. */
async function serve(root, harness) {
  const cache = new Map()
  const sent = []
  const server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname)
    if (path === '/harness.js') return res.writeHead(200, { 'content-type': 'text/javascript' }).end(harness)
    if (path === '/')
      return res
        .writeHead(200, { 'content-type': 'text/html' })
        .end('<!doctype html><script type=module src=/harness.js></script>')
    try {
      // A pack of gzip members (search format 4) is sent as stored, one member a range request.
      const range = /^bytes=(\d+)-(\d+)$/.exec(req.headers.range ?? '')
      if (extname(path) === '.pack') {
        const file = await readFile(join(root, path))
        const body = range ? file.subarray(Number(range[1]), Number(range[2]) + 1) : file
        sent.push({ path, bytes: body.length })
        const headers = { 'content-type': 'application/octet-stream' }
        if (range) headers['content-range'] = `bytes ${range[1]}-${range[2]}/${file.length}`
        return res.writeHead(range ? 206 : 200, headers).end(body)
      }
      let body = cache.get(path)
      if (!body) cache.set(path, (body = gzipSync(await readFile(join(root, path)), { level: 9 })))
      sent.push({ path, bytes: body.length })
      res
        .writeHead(200, {
          'content-type': extname(path) === '.json' ? 'application/json' : 'application/octet-stream',
          'content-encoding': 'gzip'
        })
        .end(body)
    } catch {
      res.writeHead(404).end()
    }
  })
  await new Promise(resolve => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    sent,
    close: () => new Promise(resolve => server.close(resolve))
  }
}

/** Deterministic queries from the index's own vocabulary: words, prefixes and two-word queries. */
async function queriesOf(outDir, locale, count = 240) {
  const dir = join(outDir, '_gs/search')
  const manifest = JSON.parse(await readFile(join(dir, `${locale}.json`), 'utf8'))
  const headings = []
  for (const chunk of (await membersOf(dir, manifest, 'c')).slice(0, 40))
    for (const [, sections] of JSON.parse(chunk).pages)
      for (const [, heading] of sections) if (heading) headings.push(heading)
  let seed = 7
  const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647
  const pick = list => list[Math.floor(random() * list.length)]
  const words = [...new Set(headings.flatMap(heading => terms(heading)).filter(word => word.length > 2))]
  const queries = []
  while (queries.length < count) {
    const kind = queries.length % 4
    if (kind === 0) queries.push(pick(words))
    else if (kind === 1) queries.push(pick(words).slice(0, 3 + Math.floor(random() * 3)))
    else if (kind === 2) queries.push(`${pick(words)} ${pick(words).slice(0, 4)}`)
    else queries.push(pick(headings).split(' ').slice(0, 3).join(' '))
  }
  return queries
}

async function measureBrowser(outDir, locale, query) {
  const harness = (
    await esbuild({
      entryPoints: [join(ROOT, 'bench/search-harness.mjs')],
      bundle: true,
      format: 'esm',
      platform: 'browser',
      minify: true,
      write: false,
      logLevel: 'error'
    })
  ).outputFiles[0].text
  const server = await serve(outDir, harness)
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu']
  })
  const version = browser.version()
  const formats = [
    ['A: SPEC §7 map, indexed in the browser', 'mapFormat', `/_gs/search/bench-${locale}.map.json`],
    ['B: one prebuilt minisearch index', 'minisearchFormat', `/_gs/search/bench-${locale}.minisearch.json`],
    ['C (shipped): split prebuilt index', 'splitFormat', `/_gs/search/${locale}.json`]
  ]
  const results = []
  try {
    for (const [label, fn, url] of formats) {
      const row = { label }
      for (const network of ['localhost', 'throttled']) {
        const times = []
        let bytes = 0
        for (let run = 0; run < RUNS; run++) {
          const page = await browser.newPage()
          await page.goto(server.url)
          await page.waitForFunction(() => 'bench' in window)
          const cdp = await page.context().newCDPSession(page)
          await cdp.send('Network.enable')
          await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
          if (network === 'throttled') await cdp.send('Network.emulateNetworkConditions', THROTTLED)
          const before = server.sent.length
          const { ms, result } = await page.evaluate(([f, u, q]) => window.bench[f](u, q), [fn, url, query])
          if (!result) throw new Error(`${label}: no results for "${query}"`)
          times.push(ms)
          bytes = server.sent.slice(before).reduce((sum, entry) => sum + entry.bytes, 0)
          await page.close()
        }
        row[network] = median(times)
        row.bytes = bytes
      }
      results.push(row)
    }
    const queries = await queriesOf(outDir, locale)
    const page = await browser.newPage()
    await page.goto(server.url)
    await page.waitForFunction(() => 'bench' in window)
    const modal = await page.evaluate(
      ([u, q]) => window.bench.latency(u, q, { pages: 5, perPage: 20 }),
      [`/_gs/search/${locale}.json`, queries]
    )
    const box = await page.evaluate(
      ([u, q]) => window.bench.latency(u, q, { hits: 5 }),
      [`/_gs/search/${locale}.json`, queries]
    )
    const single = await page.evaluate(
      ([u, q]) => window.bench.latencyMinisearch(u, q),
      [`/_gs/search/bench-${locale}.minisearch.json`, queries]
    )
    return { version, formats: results, latency: { queries: queries.length, modal, box, minisearch: single } }
  } finally {
    await browser.close()
    await server.close()
  }
}

function report(name, built, sizes, alternatives, browser) {
  const lines = [`### ${name}: ${built.pages} routes`, '']
  lines.push(
    `Build: ${(built.total / 1000).toFixed(1)} s in all, search stage ${built.search.toFixed(0)} ms (${((built.search / built.total) * 100).toFixed(1)} % of the build).`,
    ''
  )
  lines.push(
    '| locale | manifest | core | buckets (count · total · largest) | chunks (count · total · largest) | fetched once, before any query |',
    '|---|---|---|---|---|---|'
  )
  for (const [locale, s] of Object.entries(sizes)) {
    lines.push(
      `| ${locale} | ${kb(s.manifest.raw)} / ${kb(s.manifest.gzip)} | ${kb(s.core.raw)} / ${kb(s.core.gzip)} | ${s.buckets.count} · ${kb(s.buckets.raw)} / ${kb(s.buckets.gzip)} · ${kb(s.buckets.max)} | ${s.chunks.count} · ${kb(s.chunks.raw)} / ${kb(s.chunks.gzip)} · ${kb(s.chunks.max)} | ${kb(s.manifest.gzip + s.core.gzip)} gzip |`
    )
  }
  lines.push('', 'Sizes raw / gzip (level 9).', '')
  if (browser) {
    const locale = Object.keys(sizes)[0]
    lines.push(
      `Index formats (${locale}), from the first request to the first results of "${browser.query}", median of ${RUNS} cold loads in Chromium ${browser.version}; bytes are gzip on the wire:`,
      '',
      '| format | bytes fetched | localhost | 10 Mbit/s, 40 ms |',
      '|---|---|---|---|'
    )
    for (const row of browser.formats)
      lines.push(
        `| ${row.label} | ${kb(row.bytes)} | ${row.localhost.toFixed(0)} ms | ${row.throttled.toFixed(0)} ms |`
      )
    lines.push(
      '',
      `(Whole files: A ${kb(alternatives.map.raw)} raw / ${kb(alternatives.map.gzip)} gzip; B ${kb(alternatives.minisearch.raw)} raw / ${kb(alternatives.minisearch.gzip)} gzip.)`,
      ''
    )
    const { latency } = browser
    const ms = value => `${value.toFixed(2)} ms`
    const row = (label, { times, best }) =>
      `| ${label} | ${ms(median(best))} | ${ms(quantile(best, 0.95))} | ${ms(Math.max(...best))} | ${ms(median(times))} | ${ms(quantile(times, 0.95))} |`
    lines.push(
      `Query latency in Chromium, ${latency.queries} queries (words, prefixes, two- and three-word queries) × 3 runs, index parts loaded. "Best of 3" takes each query's fastest run, which leaves out the pauses of the busy machine; "all runs" keeps them:`,
      '',
      '| search | median (best of 3) | p95 (best of 3) | max (best of 3) | median (all runs) | p95 (all runs) |',
      '|---|---|---|---|---|---|'
    )
    lines.push(
      row('shipped engine, modal (5 pages × up to 20 sections)', latency.modal),
      row('shipped engine, header box (5 hits)', latency.box),
      row('format B: minisearch search() over every term', latency.minisearch),
      ''
    )
  }
  return lines.join('\n')
}

const machine = () =>
  `${cpus().length} × ${cpus()[0]?.model.trim()}, ${(totalmem() / 2 ** 30).toFixed(0)} GB, Node ${process.versions.node}`

const sections = []
let chromiumVersion = ''
let generated
let example
for (const [name, siteDir, query] of [
  ['example-content', join(ROOT, 'example-content'), 'response cache'],
  [
    `generated ${PAGES}-page site (en-US, zh-CN)`,
    await generateSearchSite({
      dir: join(WORK, `search-${PAGES}`),
      pages: PAGES,
      corpus: join(ROOT, '../shared/corpus/graphql-yoga/pages')
    }),
    'response cache'
  ]
]) {
  const key = name.startsWith('generated') ? `search-${PAGES}` : 'example'
  console.error(`${name}: building…`)
  const built = await buildOnce(key, siteDir)
  const sizes = await indexSizes(built.outDir)
  const alternatives = await writeAlternatives(built.outDir, 'en-US')
  console.error(`${name}: measuring in Chromium…`)
  const browser = { query, ...(await measureBrowser(built.outDir, 'en-US', query)) }
  chromiumVersion = browser.version
  sections.push(report(name, built, sizes, alternatives, browser))
  if (key === 'example') example = { browser }
  else generated = { pages: built.pages, sizes, browser }
}
/** Why format C ships, with the generated site's numbers. */
function decision(measured, small) {
  const [a, b, c] = measured.browser.formats
  const en = measured.sizes['en-US']
  const throttledMs = row => `${row.localhost.toFixed(0)} ms on localhost, ${row.throttled.toFixed(0)} ms at 10 Mbit/s`
  return [
    `### Which format ships (issue 4 item 8)`,
    '',
    `On the ${PAGES}-page site (${measured.pages} routes in two locales), A (the SPEC §7 map of route → title and per-heading text, indexed in the browser) fetches ${kb(a.bytes)} gzip and takes ${throttledMs(a)} to its first result; B (one prebuilt, serialised minisearch index) skips the indexing but fetches ${kb(b.bytes)} (${throttledMs(b)}) and still has no section text to show. Both are over the 400 KB target. **C ships**: B split three ways (src/shared/search/format.ts). On first use the page fetches the manifest and a core of minisearch statistics and page routes (${kb(en.manifest.gzip + en.core.gzip)} gzip); each query then fetches the bucket(s) holding the postings of its terms (${en.buckets.count} buckets keyed by a term's first two characters, one for CJK; largest ${kb(en.buckets.max)}) and the chunks of the pages it shows (largest ${kb(en.chunks.max)}): ${kb(c.bytes)} before the first results, ${throttledMs(c)}. Later queries reuse what is loaded.`,
    '',
    "The price of the split: prefix and typo-tolerant matches are looked for among the terms that share the query term's key, so a typo in the first two letters is not forgiven, and a one-letter query matches only the one-letter word.",
    '',
    small
      ? `On a small site the split does not pay: on example-content all three fetch about the same bytes (${small.browser.formats.map(row => kb(row.bytes)).join(', ')}), and C, which needs three requests in a row (manifest, core, then bucket and chunks), is the slowest to its first result (${small.browser.formats.map(row => `${row.localhost.toFixed(0)} ms`).join(', ')} on localhost). The header box hides most of that by fetching the manifest and the core on focus, while the reader types; C is kept for every site so that one format serves them all and its cost stays flat as a site grows.`
      : '',
    ''
  ].join('\n')
}

const body = [
  '## Search index',
  '',
  `Measured with \`node bench/search.mjs\` on ${machine()}, Chromium ${chromiumVersion}. The machine ran other builds at the same time: treat times as indicative, bytes as exact.`,
  '',
  decision(generated, example),
  ...sections
].join('\n')
console.log(body)
if (WRITE) {
  const file = join(ROOT, 'bench/RESULTS.md')
  const current = existsSync(file) ? await readFile(file, 'utf8') : '# Bench results\n'
  const start = current.indexOf('## Search index')
  const next = start === -1 ? -1 : current.indexOf('\n## ', start + 1)
  const updated =
    start === -1
      ? `${current.trimEnd()}\n\n${body}\n`
      : `${current.slice(0, start)}${body}\n${next === -1 ? '' : current.slice(next)}`
  await writeFile(file, updated)
}
