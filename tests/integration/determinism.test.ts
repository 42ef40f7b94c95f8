import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { availableParallelism, tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { printedWarnings, runCli } from '../helpers/cli.js'
import { cpuLoad, type CpuLoad } from '../helpers/cpu-load.js'
import { exampleBuildStderr, exampleOut } from '../helpers/example-site.js'
import { treeHashes } from '../helpers/spawn-build.js'
import { withStageHooks } from '../helpers/stage-hooks-env.js'
import { useYogaBuild } from '../helpers/yoga-site.js'

/**
 * The same content gives the same site whatever the timing (issue 23.2): real folders built with one
 * worker, the default pool, the largest pool, the pages met in shuffled orders
 * (`GUILDSITE_TEST_SHUFFLE`), and (the codegen-style site) under CPU load that the test makes itself;
 * every output byte is the same, and so is every warning. A warm build after an edit gives what a cold build of the edited
 * content gives. `--no-cache` makes a build cold.
 *
 * The feTS website (tests/fixtures/corpus/website-fets) is built through tests/fixtures/fets, a config
 * pointing at its pages and public folder (its own components import packages it does not have).
 */

/**
 * More workers than this machine has cores: pages wait for a worker, and finish in any order. (Two
 * more than the cores, not a fixed 8: each worker thread costs about a second of CPU to start, eight
 * builds here start the largest pool, and on two cores 8 workers wait no more than 4 do.)
 */
const MAX_WORKERS = availableParallelism() + 2

const yoga = useYogaBuild()

const temp: string[] = []
const loads: CpuLoad[] = []
afterAll(async () => {
  for (const load of loads) load.stop()
  await Promise.all(temp.map(dir => rm(dir, { recursive: true, force: true })))
})

interface Variant {
  workers?: number
  shuffle?: string
}

interface Built {
  files: Record<string, string>
  /** Every diagnostic as printed (sorted), without the summary's time and output path. */
  diagnostics: string[]
  /** Each warning's place, code and message (a repeated one's other places too). */
  warnings?: string[]
}

/** The diagnostics of a build's stderr (sorted), without the summary's time and output path. */
function diagnosticsOf(stderr: string): string[] {
  return stderr
    .split(/\n(?=\S)/)
    .filter(block => block && !/^Built \d+ pages/.test(block))
    .map(block => block.trimEnd())
    .sort()
}

async function build(site: string, variant: Variant, options: { out?: string; cache?: boolean } = {}): Promise<Built> {
  const out = options.out ?? join(await mkdtemp(join(tmpdir(), 'guildsite-determinism-')), 'dist')
  if (!options.out) temp.push(join(out, '..'))
  const env = withStageHooks({
    GUILDSITE_WORKERS: variant.workers ? String(variant.workers) : undefined,
    GUILDSITE_TEST_SHUFFLE: variant.shuffle
  })
  const result = await runCli(['build', site, '--out', out, '--force', ...(options.cache ? [] : ['--no-cache'])], {
    env
  })
  expect(result.code, result.stderr).toBe(0)
  return {
    files: await treeHashes(out),
    diagnostics: diagnosticsOf(result.stderr),
    warnings: printedWarnings(result.stderr)
  }
}

/** The files whose bytes differ (or exist in one build only), for a readable failure. */
function differences(a: Built, b: Built): string[] {
  return [...new Set([...Object.keys(a.files), ...Object.keys(b.files)])]
    .filter(file => a.files[file] !== b.files[file])
    .sort()
}

function expectSame(
  expect: (value: unknown) => { toEqual: (value: unknown) => void },
  baseline: Built,
  others: Built[]
) {
  for (const other of others) {
    expect(differences(baseline, other)).toEqual([])
    expect(other.diagnostics).toEqual(baseline.diagnostics)
  }
}

/**
 * Runs `work` under CPU load that the test starts (one busy process per core) and stops at the end;
 * builds that run at once share one load while any of them is in it.
 */
let shared: { load: CpuLoad; users: number } | undefined
async function underLoad<T>(work: () => Promise<T>): Promise<T> {
  if (!shared) {
    shared = { load: cpuLoad(), users: 0 }
    loads.push(shared.load)
  }
  const current = shared
  current.users++
  try {
    return await work()
  } finally {
    if (--current.users === 0) {
      current.load.stop()
      if (shared === current) shared = undefined
    }
  }
}

describe('byte-identical output, warnings included', () => {
  it('many pages importing different names from one absent module (codegen-style): every pool size, order and load', async ({
    expect
  }) => {
    const site = 'tests/fixtures/absent-plugins'
    const serial = await build(site, { workers: 1 })
    expect(Object.keys(serial.files).filter(file => file.endsWith('index.html')).length).toBeGreaterThanOrEqual(60)
    expect(serial.warnings!.filter(d => d.includes('UNRESOLVED_IMPORT Import "@/components/plugin"')).length).toBe(60)
    // The default pool and the largest one, both in shuffled orders, at once and under load. (Without
    // load: the default pool on the example site, the largest on the yoga, example and feTS sites.)
    const loaded = await underLoad(() =>
      Promise.all([build(site, { workers: MAX_WORKERS, shuffle: '3' }), build(site, { shuffle: '4' })])
    )
    expectSame(expect, serial, loaded)
  }, 300_000)

  it('the yoga corpus: one worker, and the default pool', async ({ expect }) => {
    // The default pool's build is made once for the run (tests/helpers/yoga-site.ts: the same command
    // without --no-cache, so possibly from a warm cache, which must give the same bytes too). The
    // largest pool in a shuffled order is proven on the other three sites.
    const built = yoga()
    expect(built.code, built.stderr).toBe(0)
    const parallel = { files: await treeHashes(built.out), diagnostics: diagnosticsOf(built.stderr) }
    const serial = await build('tests/fixtures/yoga', { workers: 1 })
    expect(Object.keys(serial.files).length).toBeGreaterThan(63)
    expect(Object.keys(serial.files).some(file => file.startsWith('_gs/search/'))).toBe(true)
    expectSame(expect, serial, [parallel])
  }, 300_000)

  it('the example site: the default pool, and the largest pool in a shuffled order', async ({ expect }) => {
    // The default pool's build is the global setup's (tests/global-setup.ts: the same command without
    // --no-cache, so possibly from a warm cache, which must give the same bytes too).
    const parallel = { files: await treeHashes(exampleOut()), diagnostics: diagnosticsOf(exampleBuildStderr()) }
    expect(Object.keys(parallel.files).some(file => file.startsWith('_gs/search/'))).toBe(true)
    // (Load is proven on the codegen-style site above, to keep npm test short; `node
    // bench/determinism-stress.mjs 20 example-content` builds this site under load as often as asked.)
    const loaded = await build('example-content', { workers: MAX_WORKERS, shuffle: '6' })
    expectSame(expect, parallel, [loaded])
  }, 300_000)

  it('the feTS website: one worker, and the largest pool in a shuffled order', async ({ expect }) => {
    // Both at once: each build is the other's load.
    const [serial, shuffled] = await Promise.all([
      build('tests/fixtures/fets', { workers: 1 }),
      build('tests/fixtures/fets', { workers: MAX_WORKERS, shuffle: '8' })
    ])
    expect(Object.keys(serial.files).filter(file => file.endsWith('index.html')).length).toBeGreaterThan(20)
    expectSame(expect, serial, [shuffled])
  }, 300_000)

  it('a warm build after an edit gives what a cold build of the edited content gives', async ({ expect }) => {
    const root = await mkdtemp(join(tmpdir(), 'guildsite-determinism-warm-'))
    temp.push(root)
    const warmSite = join(root, 'warm')
    const coldSite = join(root, 'cold')
    await cp('tests/fixtures/absent-plugins', warmSite, { recursive: true })
    await build(warmSite, {}, { out: join(warmSite, 'dist'), cache: true })
    // The edited page asks the absent module for other names, one of them new to the whole site.
    const page = join(warmSite, 'pages/plugins/typescript/plugin-07.mdx')
    const source = await readFile(page, 'utf8')
    await writeFile(
      page,
      source
        .replace(/^import \{ ([^}]*) \}/, 'import { PluginChangelog, $1 }')
        .replace('## Usage', '<PluginChangelog />\n\n## Usage')
    )
    await writeFile(join(warmSite, 'pages/guides/first.mdx'), '# First guide\n\nText, edited.\n')
    // Absent modules appear: a site file, and a package installed in the site's node_modules.
    await writeFile(
      join(warmSite, 'components/missing-helper.tsx'),
      'export function Helper() { return <b>Helper here</b> }\n'
    )
    await mkdir(join(warmSite, 'node_modules/date-fns'), { recursive: true })
    await writeFile(
      join(warmSite, 'node_modules/date-fns/package.json'),
      JSON.stringify({ name: 'date-fns', version: '4.0.0', type: 'module', main: 'index.js' })
    )
    await writeFile(
      join(warmSite, 'node_modules/date-fns/index.js'),
      "export const format = () => 'today'\nexport default { format }\n"
    )
    const warm = await build(warmSite, { shuffle: '7' }, { out: join(warmSite, 'dist'), cache: true })
    await cp(warmSite, coldSite, {
      recursive: true,
      filter: path => !/[\\/](dist|\.dist\.generations|\.cache)$/.test(path)
    })
    const cold = await build(coldSite, { workers: 1 }, { out: join(coldSite, 'dist') })
    expect(await readFile(join(warmSite, 'dist/plugins/typescript/plugin-07/index.html'), 'utf8')).toContain(
      'data-missing-component="PluginChangelog"'
    )
    expect(await readFile(join(warmSite, 'dist/guides/index.html'), 'utf8')).toContain('<b>Helper here</b>')
    expect(await readFile(join(warmSite, 'dist/index.html'), 'utf8')).toContain('<time>today</time>')
    // And a build with nothing changed (every page taken from the previous output) again.
    const unchanged = await build(warmSite, {}, { out: join(warmSite, 'dist'), cache: true })
    expectSame(expect, cold, [warm, unchanged])
  }, 300_000)
})
