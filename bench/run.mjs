#!/usr/bin/env node
// `npm run bench`: guildsite and Hugo build the shared workload (../shared/bench: gen-corpus.mjs and
// hugo-site/, the same Markdown files rendered by both, each with an open-section sidebar, a TOC and
// highlighted code), side by side, alternating run for run so that a machine whose load drifts treats
// both alike. Then the project's own generated corpus (bench/generate-corpus.mjs: MDX with Callout and
// Tabs, which Hugo cannot render) as a second, labelled workload, guildsite alone.
//
//   npm run bench                          1,000 pages, 5 runs of each measure (run `npm run build` first)
//   npm run bench -- --pages 10000         or BENCH_PAGES=10000; several: --pages 1000,10000
//   npm run bench -- --runs 3              or RUNS=3
//   npm run bench -- --shared-only         skip the project's corpus (--project-only: the reverse)
//   BENCH_DIR=/path/to/bench npm run bench where the shared workload is, when not at ../shared/bench
//
// Measures, each the median [min–max] of the runs:
//   cold              a plain `guildsite build` with no output and no cache folder (what a user's first
//                     build costs, cache writing included) against `hugo` with no public/ nor resources/
//   cold --no-cache   the same build told not to read nor write its cache (labelled: not the cold figure)
//   warm              `guildsite build` again, nothing changed
//   one page edited   a line appended to one page, `guildsite build` again
// Each as wall time, CPU time (user + sys of the process, its worker threads and every process it
// starts: bench/rusage.py reaps them all) and peak RSS (of the largest process), with the load average
// at each run. Prints Markdown tables (headed by the command that reproduces them) for bench/RESULTS.md
// and writes bench/.work/results.json.
import { execFileSync, spawnSync } from 'node:child_process'
import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync
} from 'node:fs'
import { cpus, loadavg, totalmem } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { generateCorpus } from './generate-corpus.mjs'
import { findSharedBench } from './shared-bench.mjs'

const REPO = fileURLToPath(new URL('..', import.meta.url))
const WORK = join(REPO, 'bench/.work')
const argv = process.argv.slice(2)
const option = name => {
  const i = argv.indexOf(`--${name}`)
  return i >= 0 ? argv[i + 1] : undefined
}
const flag = name => argv.includes(`--${name}`)
const RUNS = Number(option('runs') ?? process.env.RUNS ?? 5)
const SIZES = String(option('pages') ?? process.env.BENCH_PAGES ?? '1000')
  .split(',')
  .map(Number)
  .filter(n => n > 0)
const HUGO = process.env.HUGO ?? '/usr/bin/hugo'

// Benchmark a snapshot of the built package, so that a rebuild of dist/ during a long run cannot interfere.
if (!existsSync(join(REPO, 'dist/src/cli/main.js'))) {
  console.error('bench: no dist/ — run `npm run build` first.')
  process.exit(1)
}
const snapshot = join(WORK, 'snapshot')
rmSync(snapshot, { recursive: true, force: true })
mkdirSync(snapshot, { recursive: true })
for (const entry of ['dist', 'bin', 'templates', 'package.json'])
  cpSync(join(REPO, entry), join(snapshot, entry), { recursive: true })
execFileSync('ln', ['-s', join(REPO, 'node_modules'), join(snapshot, 'node_modules')])
const BIN = join(snapshot, 'bin/guildsite.js')
const COMMIT = (() => {
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: REPO, encoding: 'utf8' }).trim()
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], {
      cwd: REPO,
      encoding: 'utf8'
    }).trim()
    return dirty ? `${head} + uncommitted changes` : head
  } catch {
    return 'unknown commit'
  }
})()

const sorted = values => [...values].sort((a, b) => a - b)
const median = values => {
  const s = sorted(values)
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2
}
const loadNow = () => loadavg()[0]

/** Runs a command under bench/rusage.py: wall s, CPU s (all its processes), peak RSS MB, load before. */
function timed(command, args) {
  const load = loadNow()
  const result = spawnSync('python3', [join(REPO, 'bench/rusage.py'), command, ...args], {
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
    maxBuffer: 1 << 28
  })
  const line = result.stderr.trim().split('\n').at(-1)
  if (result.status !== 0)
    throw new Error(
      `${command} ${args.join(' ')} failed:\n${result.stdout.slice(-2000)}\n${result.stderr.slice(-2000)}`
    )
  const { wall, cpu, rssMB } = JSON.parse(line)
  return { wall, cpu, rss: rssMB, load }
}

function treeBytes(dir) {
  let bytes = 0
  let files = 0
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue
    bytes += statSync(join(entry.parentPath ?? entry.path, entry.name)).size
    files++
  }
  return { bytes, files }
}

const summary = runs =>
  runs.length
    ? {
        runs,
        wall: stats(runs.map(r => r.wall)),
        cpu: stats(runs.map(r => r.cpu)),
        rss: stats(runs.map(r => r.rss)),
        load: stats(runs.map(r => r.load))
      }
    : undefined
const stats = values => ({ median: median(values), min: Math.min(...values), max: Math.max(...values) })

/**
 * One workload: `site` (a guildsite site folder, pages generated), `hugoSite` (or none), `edited` (a
 * page file to append to). Cold runs alternate guildsite, Hugo, guildsite --no-cache.
 */
function benchWorkload({ site, hugoSite, edited, docPage }) {
  const out = join(site, 'dist')
  const cache = join(site, 'node_modules/.cache')
  const cold = []
  const noCache = []
  const hugo = []
  const build = extra => timed(process.execPath, [BIN, 'build', site, '--quiet', ...extra])
  for (let i = 0; i < RUNS; i++) {
    rmSync(out, { recursive: true, force: true })
    rmSync(cache, { recursive: true, force: true })
    cold.push(build([]))
    log('guildsite cold', cold.at(-1))
    if (hugoSite) {
      rmSync(join(hugoSite, 'public'), { recursive: true, force: true })
      rmSync(join(hugoSite, 'resources'), { recursive: true, force: true })
      hugo.push(timed(HUGO, ['--quiet', '-s', hugoSite]))
      log('hugo cold', hugo.at(-1))
    }
    rmSync(out, { recursive: true, force: true })
    rmSync(cache, { recursive: true, force: true })
    noCache.push(build(['--no-cache']))
    log('guildsite cold --no-cache', noCache.at(-1))
  }
  // The cache and output of a plain build, then builds with nothing changed, then with one page edited.
  rmSync(out, { recursive: true, force: true })
  build([])
  const guildsiteOut = treeBytes(out)
  const page = readFileSync(join(out, docPage))
  const warm = []
  for (let i = 0; i < RUNS; i++) {
    warm.push(build([]))
    log('guildsite warm', warm.at(-1))
  }
  const edit = []
  const original = readFileSync(edited, 'utf8')
  for (let i = 0; i < RUNS; i++) {
    writeFileSync(edited, `${original}\nEdited line number ${i} of the benchmark.\n`)
    edit.push(build([]))
    log('guildsite one page edited', edit.at(-1))
  }
  writeFileSync(edited, original)
  const hugoOut = hugoSite ? treeBytes(join(hugoSite, 'public')) : undefined
  const hugoPage = hugoSite ? readFileSync(join(hugoSite, 'public', docPage)) : undefined
  return {
    guildsite: {
      cold: summary(cold),
      noCache: summary(noCache),
      warm: summary(warm),
      edit: summary(edit),
      output: guildsiteOut,
      pageGzip: gzipSync(page, { level: 9 }).length
    },
    hugo: hugoSite
      ? { cold: summary(hugo), output: hugoOut, pageGzip: gzipSync(hugoPage, { level: 9 }).length }
      : undefined
  }
}

function log(label, r) {
  console.error(
    `  ${label.padEnd(28)} ${r.wall.toFixed(2)} s wall, ${r.cpu.toFixed(2)} s CPU, ${Math.round(r.rss)} MB, load ${r.load.toFixed(2)}`
  )
}

const fmt = (s, digits, unit) =>
  s ? `${s.median.toFixed(digits)} ${unit} [${s.min.toFixed(digits)}–${s.max.toFixed(digits)}]` : '–'
const row = (label, m) =>
  `| ${label} | ${m ? fmt(m.wall, 2, 's') : '–'} | ${m ? fmt(m.cpu, 2, 's') : '–'} | ${m ? fmt(m.rss, 0, 'MB') : '–'} | ${m ? `${m.load.min.toFixed(1)}–${m.load.max.toFixed(1)}` : '–'} |`
const machine = () =>
  `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GB, Node ${process.version}`
const hugoVersion = () => {
  try {
    return /v[\d.]+/.exec(execFileSync(HUGO, ['version'], { encoding: 'utf8' }))?.[0] ?? 'unknown version'
  } catch {
    return undefined
  }
}

function table(title, command, n, r, notes) {
  const date = new Date()
    .toISOString()
    .replace(/:\d\d\.\d+Z$/, ' UTC')
    .replace('T', ' ')
  const lines = [
    `### ${title}`,
    '',
    `\`${command}\` — ${date}, guildsite ${COMMIT}, ${machine()}${r.hugo ? `, Hugo ${hugoVersion()}` : ''}; ${n.toLocaleString('en')} pages, median [min–max] of ${RUNS} runs, load average (1 min) ${loadRange(r)} during the runs.`,
    '',
    '| measure | wall | CPU (user+sys, all processes) | peak RSS | load |',
    '|---|---|---|---|---|',
    row('guildsite cold (plain `build`, no output, no cache folder)', r.guildsite.cold),
    ...(r.hugo ? [row('Hugo cold (no public/, no resources/)', r.hugo.cold)] : []),
    row('guildsite cold with `--no-cache` (no cache read or written)', r.guildsite.noCache),
    row('guildsite warm (nothing changed)', r.guildsite.warm),
    row('guildsite one page edited', r.guildsite.edit),
    '',
    `Output: guildsite ${(r.guildsite.output.bytes / 1e6).toFixed(1)} MB in ${r.guildsite.output.files} files, a docs page ${(r.guildsite.pageGzip / 1000).toFixed(1)} KB gzip${r.hugo ? `; Hugo ${(r.hugo.output.bytes / 1e6).toFixed(1)} MB in ${r.hugo.output.files} files, the same page ${(r.hugo.pageGzip / 1000).toFixed(1)} KB gzip` : ''}.` +
      (r.hugo
        ? ` Cold CPU, guildsite ÷ Hugo: ×${(r.guildsite.cold.cpu.median / r.hugo.cold.cpu.median).toFixed(2)} (wall ×${(r.guildsite.cold.wall.median / r.hugo.cold.wall.median).toFixed(2)}).`
        : ''),
    ...(notes ? ['', notes] : [])
  ]
  return lines.join('\n')
}

function loadRange(r) {
  const all = [r.guildsite.cold, r.guildsite.noCache, r.guildsite.warm, r.guildsite.edit, r.hugo?.cold]
    .filter(Boolean)
    .flatMap(m => m.runs.map(x => x.load))
  return `${Math.min(...all).toFixed(1)}–${Math.max(...all).toFixed(1)}`
}

const results = []
const tables = []
const { found: shared, candidates } = findSharedBench(REPO, ['gen-corpus.mjs', 'hugo-site'])
const hugoHere = existsSync(HUGO)
if (!flag('project-only')) {
  if (!shared) {
    console.error(
      `bench: the shared workload (gen-corpus.mjs and hugo-site/) is absent. Looked in:\n${candidates.map(c => `  ${c}`).join('\n')}\nSet BENCH_DIR to the folder that holds it. Only the project's own corpus is measured.`
    )
  } else if (!hugoHere) {
    console.error(`bench: Hugo not found at ${HUGO} (set HUGO=…): the shared workload is built by guildsite only.`)
  }
}
for (const n of SIZES) {
  if (shared && !flag('project-only')) {
    const dir = join(WORK, `shared-${n}`)
    const site = join(dir, 'site')
    const hugoSite = hugoHere ? join(dir, 'hugo') : undefined
    console.error(`shared workload (${shared}), ${n} pages: generating in ${dir}`)
    rmSync(dir, { recursive: true, force: true })
    execFileSync(process.execPath, [join(shared, 'gen-corpus.mjs'), String(n), join(site, 'pages')])
    writeFileSync(
      join(site, 'guildsite.config.json'),
      JSON.stringify({ siteName: 'Bench', docsRepositoryBase: 'https://github.com/x/y/tree/main', contentDir: 'pages' })
    )
    if (hugoSite) {
      cpSync(join(shared, 'hugo-site'), hugoSite, { recursive: true })
      execFileSync(process.execPath, [join(shared, 'gen-corpus.mjs'), String(n), join(hugoSite, 'content'), '--hugo'])
    }
    // The page shared/bench/README.md edits (section 3 of area 1; section 1 on a site too small for it).
    const page = `area-01/section-0${n >= 150 ? 3 : 1}/page-012`
    const r = benchWorkload({ site, hugoSite, edited: join(site, `pages/${page}.md`), docPage: `${page}/index.html` })
    results.push({ workload: 'shared', pages: n, ...r })
    const command = `npm run bench -- --shared-only${n === 1000 ? '' : ` --pages ${n}`}${RUNS === 5 ? '' : ` --runs ${RUNS}`}`
    tables.push(table(`Shared workload, ${n.toLocaleString('en')} pages: guildsite and Hugo`, command, n, r))
  }
  if (!flag('shared-only')) {
    const site = join(WORK, `project-${n}`)
    console.error(`project corpus (bench/generate-corpus.mjs), ${n} pages: generating in ${site}`)
    await generateCorpus(site, n)
    const r = benchWorkload({
      site,
      edited: join(site, 'pages/section-3/topic-0/page-3.mdx'),
      docPage: 'section-3/topic-0/page-3/index.html'
    })
    results.push({ workload: 'project', pages: n, ...r })
    const command = `npm run bench -- --project-only${n === 1000 ? '' : ` --pages ${n}`}${RUNS === 5 ? '' : ` --runs ${RUNS}`}`
    tables.push(
      table(
        `Project corpus, ${n.toLocaleString('en')} pages: guildsite alone`,
        command,
        n,
        r,
        "The project's own generated corpus (`bench/generate-corpus.mjs`): MDX pages with a Callout or Tabs on some, 10 sections of 10 folders, every page of a section in its sidebar. Hugo cannot render MDX, so it is not compared here."
      )
    )
  }
}
mkdirSync(WORK, { recursive: true })
writeFileSync(
  join(WORK, 'results.json'),
  JSON.stringify({ machine: machine(), commit: COMMIT, runs: RUNS, results }, null, 2)
)
const markdown = tables.join('\n\n')
console.log(markdown)
if (process.env.APPEND_RESULTS) appendFileSync(join(REPO, 'bench/RESULTS.md'), `\n${markdown}\n`)
