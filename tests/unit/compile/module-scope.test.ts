import { build } from 'esbuild'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { setupModuleScope } from '../../../src/compile/module-scope.js'

const temp: string[] = []
afterAll(() => Promise.all(temp.map(dir => rm(dir, { recursive: true, force: true }))))

describe('module scope of installed packages', () => {
  it("gives a package's CommonJS file its own __dirname and __filename, as Next's server build does (eslint's, on graphql-eslint's /play)", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'guildsite-module-scope-'))
    temp.push(dir)
    const pkg = join(dir, 'node_modules', 'reads-its-folder')
    await mkdir(pkg, { recursive: true })
    await writeFile(join(pkg, 'package.json'), '{"name":"reads-its-folder","main":"index.js"}')
    await writeFile(
      join(pkg, 'index.js'),
      "const path = require('node:path')\nexports.where = path.basename(__dirname) + '|' + path.basename(__filename)\n"
    )
    await writeFile(join(dir, 'page.js'), "import { where } from 'reads-its-folder'\nexport { where }\n")
    const out = join(dir, 'out.mjs')
    await build({
      entryPoints: [join(dir, 'page.js')],
      bundle: true,
      format: 'esm',
      platform: 'node',
      outfile: out,
      logLevel: 'silent',
      plugins: [{ name: 'module-scope', setup: setupModuleScope }]
    })
    const loaded = (await import(pathToFileURL(out).href)) as { where: string }
    expect(loaded.where).toBe('reads-its-folder|index.js')
  })
})
