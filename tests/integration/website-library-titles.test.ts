import { readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { runCli } from '../helpers/cli.js'

// `PRODUCTS` of @theguild/components says what the site's version of the library says: three titles
// changed in its 7.x releases (tests/fixtures/website-library-titles, on components 8), one build.
const temp: string[] = []
afterAll(() => Promise.all(temp.map(dir => rm(dir, { recursive: true, force: true }))))

describe('PRODUCTS of a site on @theguild/components 8', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'guildsite-library-titles-'))
  temp.push(dir)
  const out = join(dir, 'dist')
  const build = await runCli(['build', 'tests/fixtures/website-library-titles', '--out', out, '--force'])
  const home = () => readFileSync(join(out, 'index.html'), 'utf8')

  it("gives its theme config and its pages the library's titles of that version, not the catalogue's", () => {
    expect(build.code, build.stderr).toBe(0)
    expect(home()).toContain('<p class="mesh">A fully-featured GraphQL federation framework</p>')
    expect(home()).toContain(
      '<meta name="description" content="Customizable ESLint parser, plugin, and rule set for GraphQL"/>'
    )
  })
})
