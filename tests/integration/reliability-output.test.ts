import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runCli } from '../helpers/cli.js'
import { spawnBuild, treeHashes } from '../helpers/spawn-build.js'
import { withStageHooks } from '../helpers/stage-hooks-env.js'
import { outputLeftovers } from '../helpers/output-leftovers.js'

/**
 * Where a build may write, and that only one build writes at a time: the output folder is replaced
 * on every build, so it must never be (or hold) the sources, and outside the site only with --force.
 */

const CONFIG = { siteName: 'Test', docsRepositoryBase: 'https://github.com/the-guild-org/test/tree/main' }

let root: string
let site: string

async function writeFiles(base: string, files: Record<string, string>): Promise<void> {
  for (const [path, content] of Object.entries(files)) {
    await mkdir(dirname(join(base, path)), { recursive: true })
    await writeFile(join(base, path), content)
  }
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'guildsite-output-'))
  site = join(root, 'site')
  await writeFiles(site, {
    'guildsite.config.json': JSON.stringify(CONFIG),
    'pages/index.mdx': '# Home\n',
    'public/logo.txt': 'logo\n'
  })
})

afterAll(() => rm(root, { recursive: true, force: true }))

const build = async (...args: string[]) => {
  const result = await runCli(['build', site, '--no-cache', ...args])
  return { code: result.code, stderr: result.stderr.replaceAll(root, '<tmp>') }
}

describe('refused output folders (the sources stay untouched)', () => {
  it('the site folder itself', async () => {
    const before = await treeHashes(site)
    expect(await build('--out', site)).toMatchInlineSnapshot(`
      {
        "code": 1,
        "stderr": "error OUTPUT_UNSAFE The output folder <tmp>/site is the site folder; a build replaces it and would delete your files
        hint: Build into a folder of its own, e.g. dist in the site folder (the default), with --out or "outDir".

      1 error, 0 warnings
      error Build failed; the previous output was left untouched.
      ",
      }
    `)
    expect(await treeHashes(site)).toEqual(before)
  })

  it('a folder that contains the site folder, even with --force', async () => {
    expect(await build('--out', root, '--force')).toMatchInlineSnapshot(`
      {
        "code": 1,
        "stderr": "error OUTPUT_UNSAFE The output folder <tmp> contains the site folder <tmp>/site; a build replaces it and would delete your files
        hint: Build into a folder of its own, e.g. dist in the site folder (the default), with --out or "outDir".

      1 error, 0 warnings
      error Build failed; the previous output was left untouched.
      ",
      }
    `)
  })

  it('the content folder, and a folder inside the public folder', async () => {
    expect((await build('--out', join(site, 'pages'))).stderr).toContain(
      'error OUTPUT_UNSAFE The output folder <tmp>/site/pages is the content folder;'
    )
    expect((await build('--out', join(site, 'public/out'))).stderr).toContain(
      'error OUTPUT_UNSAFE The output folder <tmp>/site/public/out is inside the public folder <tmp>/site/public; later builds would read their own output'
    )
    expect(existsSync(join(site, 'public/out'))).toBe(false)
  })

  it('"outDir" in the config: the error points at its line', async () => {
    const other = join(root, 'configured')
    await writeFiles(other, {
      'guildsite.config.json': JSON.stringify({ ...CONFIG, outDir: 'pages' }, null, 2),
      'pages/index.mdx': '# Home\n'
    })
    const result = await runCli(['build', other, '--no-cache'])
    expect(result.code).toBe(1)
    expect(result.stderr.replaceAll(root, '<tmp>')).toMatchInlineSnapshot(`
      "guildsite.config.json:4:3 - error OUTPUT_UNSAFE The output folder <tmp>/configured/pages is the content folder; a build replaces it and would delete your files
        2 |   "siteName": "Test",
        3 |   "docsRepositoryBase": "https://github.com/the-guild-org/test/tree/main",
      > 4 |   "outDir": "pages"
          |   ^
        5 | }
        hint: Build into a folder of its own, e.g. dist in the site folder (the default), with --out or "outDir".

      1 error, 0 warnings
      error Build failed; the previous output was left untouched.
      "
    `)
  })

  it('a folder outside the site folder needs --force', async () => {
    const outside = join(root, 'elsewhere')
    expect(await build('--out', outside)).toMatchInlineSnapshot(`
      {
        "code": 1,
        "stderr": "error OUTPUT_OUTSIDE_SITE The output folder <tmp>/elsewhere is outside the site folder
        hint: The output folder is replaced on every build: pass --force if that is what you want.

      1 error, 0 warnings
      error Build failed; the previous output was left untouched.
      ",
      }
    `)
    expect(existsSync(outside)).toBe(false)
    expect(await build('--out', outside, '--force', '--quiet')).toEqual({ code: 0, stderr: '' })
    expect(existsSync(join(outside, 'index.html'))).toBe(true)
  })
})

describe('one writer per output folder', () => {
  const lockFile = () => join(site, '.dist.guildsite-lock')

  it('a second build while one runs stops with a message naming the first', async () => {
    const first = spawnBuild([site, '--no-cache'], withStageHooks({ GUILDSITE_TEST_PAUSE_AT: 'scan' }))
    await first.waitFor('guildsite:paused scan')
    const second = await build()
    expect(second.code).toBe(1)
    expect(second.stderr.replace(String(first.child.pid), '<pid>')).toMatchInlineSnapshot(`
      "error BUILD_LOCKED Another guildsite build (process <pid>) is writing <tmp>/site/dist; this build stopped so that only one writes at a time
        hint: Wait for it to finish. If no build is running, delete <tmp>/site/.dist.guildsite-lock.

      1 error, 0 warnings
      error Build failed; the previous output was left untouched.
      "
    `)
    first.child.kill('SIGINT')
    expect((await first.done).code).toBe(130)
    expect(existsSync(lockFile())).toBe(false)
    expect((await build('--quiet')).code).toBe(0)
  }, 120_000)

  it('the lock of a killed build (its process is gone) is taken over', async () => {
    const dead = spawn(process.execPath, ['-e', ''])
    await new Promise(resolve => dead.on('close', resolve))
    await writeFile(lockFile(), `${dead.pid}\n`)
    expect(await build('--quiet')).toEqual({ code: 0, stderr: '' })
    expect(outputLeftovers(join(site, 'dist'))).toEqual([])
  }, 120_000)

  it.runIf(existsSync('/proc/self/stat'))(
    'a lock whose process id now belongs to another process (started later) is taken over',
    async () => {
      // This test process is alive, but it is not the process that took the lock at "start time 1".
      await writeFile(lockFile(), `${process.pid} 1\n`)
      expect(await build('--quiet')).toEqual({ code: 0, stderr: '' })
      expect(existsSync(lockFile())).toBe(false)
    },
    120_000
  )
})
