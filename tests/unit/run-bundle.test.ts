import { execFileSync, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { REPO } from '../helpers/cli.js'

// Bundles run as scripts with V8's code cache (src/run-bundle.ts), from the package build's dist/
// in a Node of their own, as the CLI and its workers run them.
const RUN_BUNDLE = pathToFileURL(join(REPO, 'dist', 'src', 'run-bundle.js')).href

/** Runs `bundle` through run-bundle.js in a new Node (then lets it save its code cache): what its `answer()` resolves to. */
function run(bundle: string, save = true, flags: string[] = []): Record<string, string> {
  const script = `
    import { runBundle } from ${JSON.stringify(RUN_BUNDLE)}
    import { saveCodeCache } from ${JSON.stringify(pathToFileURL(join(REPO, 'dist', 'src', 'shared', 'code-cache-moment.js')).href)}
    const { answer } = runBundle(${JSON.stringify(bundle)})
    console.log(JSON.stringify(await answer()))
    if (${save}) saveCodeCache()
  `
  return JSON.parse(
    execFileSync(process.execPath, [...flags, '--input-type=module', '-e', script], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe']
    })
  ) as Record<string, string>
}

describe('runBundle', () => {
  let dir: string
  let bundle: string
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'guildsite-run-bundle-'))
    bundle = join(dir, 'tool.bundle.cjs')
    // What esbuild writes for the package's bundles: CommonJS with `require`, `import.meta.url` as
    // `__bundleUrl`, and `import()` (as `__bundleImport()`) of modules beside the bundle.
    writeFileSync(join(dir, 'on-demand.mjs'), 'export const word = "loaded on demand"\n')
    writeFileSync(
      bundle,
      `const { basename } = require('node:path')
exports.answer = async () => ({ file: basename(new URL(__bundleUrl).pathname), word: (await __bundleImport('./on-demand.mjs')).word, stack: new Error('here').stack.split('\\n')[1].trim() })
`
    )
  })
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  const caches = () => readdirSync(join(dir, '.v8-cache')).filter(name => name.endsWith('.bin'))

  it('runs the bundle: require, its own URL, import() beside it, its own line numbers, and no warning on stderr', () => {
    const { stderr } = spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { runBundle } from ${JSON.stringify(RUN_BUNDLE)}; const { answer } = runBundle(${JSON.stringify(bundle)}); await answer(); process.stderr.write('end')`
      ],
      { encoding: 'utf8' }
    )
    expect(stderr).toBe('end')
    expect(run(bundle)).toEqual({
      file: 'tool.bundle.cjs',
      word: 'loaded on demand',
      stack: expect.stringContaining(`${bundle}:2:`)
    })
  })

  it('writes the code cache once, then starts from it', () => {
    run(bundle, false)
    expect(() => caches()).toThrow() // nothing written until the bundle says when
    run(bundle)
    expect(caches()).toHaveLength(1)
    const [cache] = caches()
    const written = statSync(join(dir, '.v8-cache', cache)).mtimeMs
    // Accepted by V8: the next run does not write it again.
    expect(run(bundle).word).toBe('loaded on demand')
    expect(statSync(join(dir, '.v8-cache', cache)).mtimeMs).toBe(written)
  })

  it('ignores a corrupted cache and writes a good one', () => {
    run(bundle)
    const [cache] = caches()
    writeFileSync(join(dir, '.v8-cache', cache), 'not a code cache')
    expect(run(bundle).word).toBe('loaded on demand')
    expect(statSync(join(dir, '.v8-cache', cache)).size).toBeGreaterThan('not a code cache'.length)
  })

  it('keeps one cache per V8 flag state, so that runs under either flag use theirs and rewrite none', () => {
    // (A large build sets --heap-growing-percent partway: threads started after it need a cache made under it.)
    const flag = ['--heap-growing-percent=50']
    run(bundle)
    run(bundle, true, flag)
    expect(caches()).toHaveLength(2)
    const times = () => caches().map(name => statSync(join(dir, '.v8-cache', name)).mtimeMs)
    const written = times()
    expect(run(bundle).word).toBe('loaded on demand')
    expect(run(bundle, true, flag).word).toBe('loaded on demand')
    expect(times()).toEqual(written)
  })

  it('writes a new cache for a new build of the bundle and drops the old one', () => {
    run(bundle)
    const [old] = caches()
    writeFileSync(bundle, `exports.answer = async () => ({ word: 'rebuilt' })\n`)
    expect(run(bundle).word).toBe('rebuilt')
    expect(caches()).toHaveLength(1)
    expect(caches()[0]).not.toBe(old)
  })
})

describe('the CLI from its code cache', () => {
  it('loads a TypeScript config (an import() of the bundle) on every run, the cached ones too', async () => {
    const { runCli } = await import('../helpers/cli.js')
    const site = mkdtempSync(join(tmpdir(), 'guildsite-cached-cli-'))
    try {
      writeFileSync(
        join(site, 'guildsite.config.ts'),
        `export default { siteName: 'Cached ' + ['C', 'L', 'I'].join(''), docsRepositoryBase: 'https://github.com/the-guild-org/guildsite/tree/main/docs' }\n`
      )
      mkdirSync(join(site, 'pages'))
      writeFileSync(join(site, 'pages', 'index.md'), '# Home\n')
      // The first build writes the CLI's cache (unless an earlier run did), the second starts from it.
      for (let run = 0; run < 2; run++) {
        const result = await runCli(['build', site, '--quiet'])
        expect(result.stderr).toBe('')
        expect(result.code).toBe(0)
      }
      expect(
        readdirSync(join(REPO, 'dist', 'src', 'cli', '.v8-cache')).some(name => name.startsWith('main.bundle.cjs.'))
      ).toBe(true)
      expect(readFileSync(join(site, 'dist', 'index.html'), 'utf8')).toContain('Cached CLI')
    } finally {
      rmSync(site, { recursive: true, force: true })
    }
  })
})
