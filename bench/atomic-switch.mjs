#!/usr/bin/env node
// `npm run bench:switch`: what the atomic switch to a new generation of the output costs
// (src/output/generations.ts). On the shared workload (../shared/bench, 1,000 pages by default), after
// one cold build: `--runs` one-page builds (a line appended to the page shared/bench/README.md edits),
// each timed under bench/rusage.py (wall; CPU of every process, the background remover of the previous
// generation included) with the write stage's own time (`--debug`'s `write:` line); then the switch
// alone (`switchTo`: a link made and renamed over the output path) timed 200 times.
//
//   npm run bench:switch                              this checkout's dist/ (run `npm run build` first)
//   npm run bench:switch -- --base /path/to/snapshot  alternating with another build of guildsite (a
//                                                     folder holding its bin/, dist/, templates/,
//                                                     package.json and node_modules): before/after
//   --pages 1000 --runs 7                             or BENCH_PAGES, RUNS
import { execFileSync, spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { findSharedBench } from './shared-bench.mjs'

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const arg = name => {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 ? process.argv[i + 1] : undefined
}
const PAGES = Number(arg('pages') ?? process.env.BENCH_PAGES ?? 1000)
const RUNS = Number(arg('runs') ?? process.env.RUNS ?? 7)
const BASE = arg('base') && resolve(arg('base'))
const WORK = join(REPO, 'bench/.work/switch')
const { found: shared, candidates } = findSharedBench(REPO)
if (!shared) {
  console.error(`bench:switch: the shared workload is absent. Looked in:\n${candidates.join('\n')}\nSet BENCH_DIR.`)
  process.exit(1)
}
if (!existsSync(join(REPO, 'dist/src/cli/main.bundle.cjs'))) {
  console.error('bench:switch: no dist/ — run `npm run build` first.')
  process.exit(1)
}

// This checkout's build, copied so that a rebuild meanwhile does not change what is measured.
const snapshot = join(WORK, 'snapshot')
rmSync(snapshot, { recursive: true, force: true })
mkdirSync(snapshot, { recursive: true })
for (const entry of ['dist', 'bin', 'templates', 'package.json'])
  cpSync(join(REPO, entry), join(snapshot, entry), { recursive: true })
execFileSync('ln', ['-s', join(REPO, 'node_modules'), join(snapshot, 'node_modules')])

const variants = [{ name: 'this checkout', bin: join(snapshot, 'bin/guildsite.js') }]
if (BASE) variants.unshift({ name: `base (${BASE})`, bin: join(BASE, 'bin/guildsite.js') })
const page = `area-01/section-0${PAGES >= 150 ? 3 : 1}/page-012`
for (const [i, variant] of variants.entries()) {
  variant.site = join(WORK, `site-${i}`)
  rmSync(variant.site, { recursive: true, force: true })
  execFileSync(process.execPath, [join(shared, 'gen-corpus.mjs'), String(PAGES), join(variant.site, 'pages')])
  writeFileSync(
    join(variant.site, 'guildsite.config.json'),
    JSON.stringify({ siteName: 'Bench', docsRepositoryBase: 'https://github.com/x/y/tree/main', contentDir: 'pages' })
  )
  variant.edited = join(variant.site, `pages/${page}.md`)
  variant.original = readFileSync(variant.edited, 'utf8')
  variant.runs = []
}

function timed(variant) {
  const load = loadavg()[0]
  const result = spawnSync(
    'python3',
    [join(REPO, 'bench/rusage.py'), process.execPath, variant.bin, 'build', variant.site, '--debug'],
    { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' }, maxBuffer: 1 << 28 }
  )
  if (result.status !== 0) throw new Error(`${variant.name} failed:\n${result.stderr.slice(-3000)}`)
  const lines = result.stderr.trim().split('\n')
  const { wall, cpu } = JSON.parse(lines.at(-1))
  const write = Number(/^write: ([\d.]+) ms$/m.exec(result.stderr)?.[1] ?? NaN)
  return { wall, cpu, write, load }
}

console.error(`bench:switch: ${PAGES} pages, ${RUNS} one-page builds of each variant, alternating`)
// The first build after the cold one: nothing changed, and for this checkout no spare generation yet
// (a whole new one is made: every file linked, a folder a page).
for (const variant of variants) {
  timed(variant) // the cold build
  variant.first = timed(variant)
  console.error(`  ${variant.name}, first warm build: ${variant.first.cpu.toFixed(2)} s CPU`)
}
for (let i = 0; i < RUNS; i++) {
  for (const variant of variants) {
    writeFileSync(variant.edited, `${variant.original}\nEdited line number ${i} of the benchmark.\n`)
    const r = timed(variant)
    variant.runs.push(r)
    console.error(
      `  ${variant.name}: ${r.wall.toFixed(2)} s wall, ${r.cpu.toFixed(2)} s CPU, write stage ${r.write.toFixed(0)} ms, load ${r.load.toFixed(2)}`
    )
  }
}

const median = values => {
  const s = [...values].sort((a, b) => a - b)
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2
}
const fmt = (values, digits, unit) =>
  `${median(values).toFixed(digits)} ${unit} [${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)}]`

// The switch alone: the output path switched between two whole generations, back and forth.
const mine = variants.at(-1)
const { switchTo, currentGeneration, newGenerationOf } = await import(
  pathToFileURL(join(snapshot, 'dist/src/output/generations.js')).href
)
const out = join(mine.site, 'dist')
const first = currentGeneration(out)
const second = newGenerationOf(out)
cpSync(first, second, { recursive: true })
const switches = []
for (let i = 0; i < 200; i++) {
  const start = process.hrtime.bigint()
  await switchTo(out, i % 2 ? first : second)
  switches.push(Number(process.hrtime.bigint() - start) / 1e6)
}
rmSync(second, { recursive: true, force: true })

const loads = variants.flatMap(v => v.runs.map(r => r.load))
console.log(
  `\n\`npm run bench:switch -- --runs ${RUNS}${BASE ? ' --base <snapshot>' : ''}\` — ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${PAGES} pages, median [min–max] of ${RUNS} runs, load ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}\n`
)
console.log('| one page edited | wall | CPU (all processes) | write stage |\n|---|---|---|---|')
for (const v of variants)
  console.log(
    `| ${v.name} | ${fmt(
      v.runs.map(r => r.wall),
      2,
      's'
    )} | ${fmt(
      v.runs.map(r => r.cpu),
      2,
      's'
    )} | ${fmt(
      v.runs.map(r => r.write),
      0,
      'ms'
    )} |`
  )
console.log(`\nThe switch alone (\`switchTo\`, 200 times): ${fmt(switches, 2, 'ms')}`)
for (const v of variants)
  console.log(
    `${v.name}, the first build after the cold one (nothing changed): ${v.first.wall.toFixed(2)} s wall, ${v.first.cpu.toFixed(2)} s CPU, write stage ${v.first.write.toFixed(0)} ms`
  )
