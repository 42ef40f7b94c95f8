#!/usr/bin/env node
// `npm run stress:kill`: kills warm builds with SIGKILL at random moments, 100 times, and checks after
// every kill that the output is byte for byte the previous site or the new one (src/output/generations.ts:
// the output path switched in one atomic step), and that the next build succeeds. A few such kills run
// in `npm test` (tests/integration/reliability-atomic.test.ts); this is the long run.
//
//   npm run stress:kill                          100 kills, the project corpus of 200 pages
//   npm run stress:kill -- --kills 30 --pages 1000 --seed 7
//
// Each round edits one page (a line appended; every fifth round three pages), starts `guildsite build`
// and kills it after a random delay between 0.4 and 1.1 times a one-page build's duration (measured
// first, then again at each round: the load changes; past 1 the build may be done). Prints how many
// kills left the old site (and of those, how many came while the new generation was being written:
// a generation other than the live one holds the round's edit) and how many the new one; exits 1 on
// any other outcome.
import { spawn, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync, readlinkSync, rmSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import fg from 'fast-glob'
import { generateCorpus } from './generate-corpus.mjs'

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const BIN = join(REPO, 'bin/guildsite.js')
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`)
  return i > 0 ? Number(process.argv[i + 1]) : fallback
}
const KILLS = arg('kills', 100)
const PAGES = arg('pages', 200)
let seed = arg('seed', 1)
const random = () => {
  // mulberry32: the same delays for the same seed.
  seed = (seed + 0x6d2b79f5) | 0
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296
}
if (!existsSync(join(REPO, 'dist/src/cli/main.bundle.cjs'))) {
  console.error('stress:kill: no dist/ — run `npm run build` first.')
  process.exit(1)
}

const site = join(REPO, 'bench/.work/kill-stress')
const out = join(site, 'dist')
rmSync(site, { recursive: true, force: true })
mkdirSync(site, { recursive: true })
await generateCorpus(site, PAGES)
const pages = fg.sync('pages/**/*.mdx', { cwd: site }).sort()

function build() {
  const result = spawnSync(process.execPath, [BIN, 'build', site, '--quiet'], { encoding: 'utf8' })
  if (result.status !== 0) throw new Error(`build failed (${result.status}):\n${result.stderr}`)
}
function hashes() {
  const files = fg.sync('**/*', { cwd: out, dot: true }).sort()
  return files
    .map(
      file =>
        `${file} ${createHash('sha256')
          .update(readFileSync(join(out, file)))
          .digest('hex')}`
    )
    .join('\n')
}
let round = 0
function edit() {
  round++
  for (let i = 0; i < (round % 5 === 0 ? 3 : 1); i++)
    appendFileSync(join(site, pages[Math.floor(random() * pages.length)]), `\nStress edit ${round}.${i}.\n`)
}
/** Whether a generation other than the live one holds this round's edit: the kill came while it was written. */
function partWritten() {
  const generations = join(site, '.dist.generations')
  const live = resolve(site, readlinkSync(out))
  return readdirSync(generations)
    .filter(entry => /^[0-9a-f]{8}$/.test(entry))
    .map(entry => join(generations, entry))
    .filter(generation => generation !== live)
    .some(generation =>
      fg
        .sync('**/index.html', { cwd: generation })
        .some(file => readFileSync(join(generation, file), 'utf8').includes(`Stress edit ${round}.0.`))
    )
}

console.error(`stress:kill: ${PAGES} pages, ${KILLS} kills`)
build()
edit()
let start = performance.now()
build()
let duration = performance.now() - start
console.error(`  a warm build takes ${duration.toFixed(0)} ms here`)
let previous = hashes()
const outcomes = { old: 0, new: 0, mixed: 0, writing: 0 }
for (let kill = 1; kill <= KILLS; kill++) {
  edit()
  const child = spawn(process.execPath, [BIN, 'build', site, '--quiet'], { stdio: 'ignore' })
  const exited = new Promise(resolve => child.on('close', resolve))
  const delay = duration * (0.4 + 0.7 * random())
  await new Promise(resolve => setTimeout(resolve, delay))
  child.kill('SIGKILL')
  await exited
  const killed = hashes()
  const writing = killed === previous && partWritten()
  if (writing) outcomes.writing++
  start = performance.now()
  build()
  // (The next kill's window follows the machine's load: this build did the killed one's work.)
  if (killed === previous) duration = performance.now() - start
  const now = hashes()
  const outcome = killed === previous ? 'old' : killed === now ? 'new' : 'mixed'
  outcomes[outcome]++
  console.error(
    `  kill ${kill} at ${delay.toFixed(0)} ms: ${outcome}${writing ? ' (new generation part-written)' : ''}`
  )
  previous = now
}
console.log(
  `stress:kill: ${KILLS} SIGKILLs of warm builds (${PAGES} pages): the old site ${outcomes.old} (of which ${outcomes.writing} while the new generation was written), the new site ${outcomes.new}, anything else ${outcomes.mixed}; every next build succeeded`
)
process.exit(outcomes.mixed ? 1 : 0)
