#!/usr/bin/env node
// `npm run bench [-- 100 1000 10000]`: cold, warm and incremental builds of generated corpora, with
// Hugo on the same corpus in the same run; medians of RUNS runs. Writes bench/.work/results.json and
// prints a Markdown table for bench/RESULTS.md.
import { execFileSync, spawnSync } from 'node:child_process'
import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import fg from 'fast-glob'
import { generateCorpus } from './generate-corpus.mjs'
import { writeHugoSite } from './hugo-site.mjs'

const RUNS = Number(process.env.RUNS ?? 3)
const sizes = process.argv.slice(2).map(Number).filter(Boolean)
const work = new URL('./.work/', import.meta.url).pathname
// Benchmark a snapshot of the built package, so a rebuild of dist/ during a long run cannot interfere.
const repo = new URL('../', import.meta.url).pathname
const snapshot = join(work, 'snapshot')
execFileSync('rm', ['-rf', snapshot])
execFileSync('mkdir', ['-p', snapshot])
for (const entry of ['dist', 'bin', 'templates', 'package.json']) execFileSync('cp', ['-r', join(repo, entry), join(snapshot, entry)])
execFileSync('ln', ['-s', join(repo, 'node_modules'), join(snapshot, 'node_modules')])
const bin = join(snapshot, 'bin', 'guildsite.js')
const median = values => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

/** Runs a command under /usr/bin/time -v: wall seconds, peak RSS (MB), stderr. */
function timed(command, args, env = {}) {
  const start = performance.now()
  const result = spawnSync('/usr/bin/time', ['-v', command, ...args], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', ...env }, maxBuffer: 1 << 28 })
  const seconds = (performance.now() - start) / 1000
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${result.stderr.slice(-2000)}`)
  const rss = Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(result.stderr)?.[1] ?? 0) / 1024
  // CPU time (user + system, all threads): steadier than wall time on a shared machine.
  const cpu = Number(/User time \(seconds\): ([\d.]+)/.exec(result.stderr)?.[1] ?? 0) + Number(/System time \(seconds\): ([\d.]+)/.exec(result.stderr)?.[1] ?? 0)
  const stages = Object.fromEntries([...result.stderr.matchAll(/^([a-z ]+): ([\d.]+) ms$/gm)].map(m => [m[1], Number(m[2])]))
  return { seconds, rss, cpu, stages }
}

function outputFacts(out) {
  const files = fg.sync('**/*', { cwd: out })
  let bytes = 0
  for (const f of files) bytes += readFileSync(join(out, f)).length
  const docPage = files.find(f => /page-\d+\/index\.html$/.test(f))
  const html = readFileSync(join(out, docPage))
  const scripts = [...html.toString().matchAll(/<script[^>]*src="([^"]+)"/g)].map(m => m[1])
  const js = scripts.reduce((n, src) => n + gzipSync(readFileSync(join(out, src.replace(/^\//, '')))).length, 0)
  const index = files.filter(f => /search|index.*\.json$/.test(f) && f.endsWith('.json'))
  return {
    files: files.length,
    outputMB: bytes / 1e6,
    docPageHtmlKB: html.length / 1000,
    docPageHtmlGzipKB: gzipSync(html).length / 1000,
    docPageJsGzipKB: js / 1000,
    searchIndexKB: index.reduce((n, f) => n + readFileSync(join(out, f)).length, 0) / 1000
  }
}

const machine = `${cpus().length} × ${cpus()[0].model.trim()}, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}`
const results = []
for (const n of sizes.length ? sizes : [100, 1000]) {
  const site = join(work, `corpus-${n}`)
  await generateCorpus(site, n)
  const out = join(site, 'dist')
  const cold = [], warm = [], incremental = []
  // Hugo builds the same corpus in the same run, each of its runs right after one of ours, so that a
  // machine whose load drifts treats both alike. Its template lists every page in every page's
  // sidebar, which makes 10,000 pages impractical (HUGO_MAX_PAGES, default 1,000).
  const withHugo = existsSync('/usr/bin/hugo') && n <= Number(process.env.HUGO_MAX_PAGES ?? 1000)
  const hugoSite = join(work, `hugo-${n}`)
  if (withHugo) await writeHugoSite(site, hugoSite)
  const hugoRuns = []
  for (let i = 0; i < RUNS; i++) {
    cold.push(timed('node', [bin, 'build', site, '--no-cache', '--quiet', '--debug']))
    if (withHugo) hugoRuns.push(timed('hugo', ['--source', hugoSite, '--destination', join(hugoSite, 'public'), '--quiet', '--cleanDestinationDir']))
  }
  timed('node', [bin, 'build', site, '--quiet']) // fill the cache
  for (let i = 0; i < RUNS; i++) warm.push(timed('node', [bin, 'build', site, '--quiet', '--debug']))
  const edited = join(site, 'pages', 'section-3', 'topic-0', 'page-3.mdx')
  for (let i = 0; i < RUNS; i++) {
    writeFileSync(edited, readFileSync(edited, 'utf8') + `\nEdited paragraph number ${i} for the incremental build.\n`)
    incremental.push(timed('node', [bin, 'build', site, '--quiet', '--debug']))
  }
  let hugo
  if (withHugo) {
    const hugoOut = fg.sync('**/*', { cwd: join(hugoSite, 'public') }).reduce((n, f) => n + readFileSync(join(hugoSite, 'public', f)).length, 0)
    hugo = { seconds: median(hugoRuns.map(r => r.seconds)), cpuSeconds: median(hugoRuns.map(r => r.cpu)), rss: Math.max(...hugoRuns.map(r => r.rss)), outputMB: hugoOut / 1e6 }
  }
  const coldMedian = median(cold.map(r => r.seconds))
  const entry = {
    pages: n,
    coldSeconds: coldMedian,
    coldCpuSeconds: median(cold.map(r => r.cpu)),
    incrementalCpuSeconds: median(incremental.map(r => r.cpu)),
    warmSeconds: median(warm.map(r => r.seconds)),
    incrementalSeconds: median(incremental.map(r => r.seconds)),
    incrementalRunsSeconds: incremental.map(r => Number(r.seconds.toFixed(3))),
    pagesPerSecond: n / coldMedian,
    peakRssMB: Math.max(...cold.map(r => r.rss)),
    coldStagesMs: cold.sort((a, b) => a.seconds - b.seconds)[Math.floor(cold.length / 2)].stages,
    ...outputFacts(out),
    hugo,
    ratioToHugo: hugo ? coldMedian / hugo.seconds : undefined
  }
  results.push(entry)
  console.log(JSON.stringify(entry, null, 2))
}
writeFileSync(join(work, 'results.json'), JSON.stringify({ machine, runs: RUNS, results }, null, 2))
const row = r => `| ${r.pages} | ${r.coldSeconds.toFixed(2)} s (CPU ${r.coldCpuSeconds.toFixed(1)} s) | ${r.warmSeconds.toFixed(2)} s | ${r.incrementalSeconds.toFixed(2)} s | ${Math.round(r.pagesPerSecond)} | ${Math.round(r.peakRssMB)} MB | ${r.outputMB.toFixed(1)} MB | ${r.docPageHtmlGzipKB.toFixed(1)} KB | ${r.docPageJsGzipKB.toFixed(1)} KB | ${r.hugo ? `${r.hugo.seconds.toFixed(2)} s, CPU ${r.hugo.cpuSeconds.toFixed(1)} s (×${r.ratioToHugo.toFixed(2)})` : 'not run'} |`
const table = [`Machine: ${machine}; median of ${RUNS} runs; load average ${loadavg().map(l => l.toFixed(1)).join(' / ')} at the end.`, '', '| pages | cold | warm | one page edited | pages/s (cold) | peak RSS | output | docs page HTML gzip | docs page JS gzip | Hugo cold (guildsite ÷ Hugo) |', '|---|---|---|---|---|---|---|---|---|---|', ...results.map(row)].join('\n')
console.log('\n' + table)
if (process.env.APPEND_RESULTS) appendFileSync(new URL('./RESULTS.md', import.meta.url), `\n${table}\n`)
