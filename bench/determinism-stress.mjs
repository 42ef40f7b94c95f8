// Opt-in (not part of `npm test`): builds the codegen-style fixture (tests/fixtures/absent-plugins:
// 60 pages importing different names from one absent module) N times, cold, under CPU load it makes
// itself (busy processes, one more than the cores), with the worker count going round 1 / default / 8,
// and compares every build with the first: output bytes and diagnostics (sorted).
//
//   npm run build && node bench/determinism-stress.mjs [runs=20] [site=tests/fixtures/absent-plugins]
//
// Prints `<identical>/<runs> identical` and exits 1 when any build differs or fails.
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { availableParallelism, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import fg from 'fast-glob'

const root = fileURLToPath(new URL('..', import.meta.url))
const runs = Number(process.argv[2] ?? 20)
const site = process.argv[3] ?? 'tests/fixtures/absent-plugins'
const WORKERS = [1, undefined, 8]

const busy = Array.from({ length: availableParallelism() + 1 }, () =>
  spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' })
)
const stopLoad = () => {
  for (const child of busy) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    stopLoad()
    process.exit(130)
  })
}

function build(out, workers) {
  return new Promise((resolve, reject) => {
    const env = { ...process.env, NO_COLOR: '1' }
    if (workers) env.GUILDSITE_WORKERS = String(workers)
    else delete env.GUILDSITE_WORKERS
    const child = spawn(
      process.execPath,
      [join(root, 'bin/guildsite.js'), 'build', site, '--out', out, '--force', '--no-cache'],
      { cwd: root, env }
    )
    let stderr = ''
    child.stderr.on('data', chunk => (stderr += chunk))
    child.on('error', reject)
    child.on('close', code => resolve({ code, stderr }))
  })
}

async function fingerprint(out, stderr) {
  const hash = createHash('sha256')
  for (const file of (await fg('**/*', { cwd: out, dot: true })).sort())
    hash.update(file + '\0').update(await readFile(join(out, file)))
  const diagnostics = stderr
    .split(/\n(?=\S)/)
    .filter(block => !/^Built \d+ pages/.test(block))
    .map(block => block.trimEnd())
    .sort()
  return hash.update(diagnostics.join('\n')).digest('hex')
}

const dir = await mkdtemp(join(tmpdir(), 'guildsite-stress-'))
let first
let identical = 0
const started = performance.now()
try {
  for (let i = 0; i < runs; i++) {
    const out = join(dir, `run-${i}`)
    const workers = WORKERS[i % WORKERS.length]
    const t = performance.now()
    const { code, stderr } = await build(out, workers)
    const print = code === 0 ? await fingerprint(out, stderr) : `exit ${code}`
    first ??= print
    const same = code === 0 && print === first
    if (same) identical++
    console.log(
      `run ${String(i + 1).padStart(2)}  workers ${workers ?? 'default'}  ${((performance.now() - t) / 1000).toFixed(1)} s  ${same ? 'identical' : 'DIFFERENT'}${code === 0 ? '' : `\n${stderr}`}`
    )
    await rm(out, { recursive: true, force: true })
  }
} finally {
  stopLoad()
  await rm(dir, { recursive: true, force: true })
}
console.log(
  `${identical}/${runs} identical (${site}, ${busy.length} busy processes, ${((performance.now() - started) / 1000).toFixed(0)} s)`
)
process.exit(identical === runs ? 0 : 1)
