import { describe, expect, it } from 'vitest'
import { buildFixtureCopy } from '../helpers/fixture-site.js'

// App router pages of a website folder without node_modules (tests/fixtures/website-app-absent, made
// after the graphql-eslint and graphql-tools websites): their absent imports used as data, and the
// Nextra 4 server `useMDXComponents()` called at a module's top level. One build for the file.

describe('app pages whose imports are absent', async () => {
  // Outside the repository: no node_modules up the tree (guildsite's own would resolve the imports).
  const { build, file: page } = await buildFixtureCopy('website-app-absent', { folder: 'website' })

  it('builds the site: each absent package is one warning at its import in the app page, never an error', () => {
    expect(build.stderr).not.toMatch(/ - error /)
    expect(build.code).toBe(0)
    expect(build.stderr.match(/warning UNRESOLVED_IMPORT Import "[^"]+" cannot be resolved/g)?.sort()).toEqual(
      ['@graphql-eslint/eslint-plugin', 'eslint-linter-browserify', 'globby', 'graphql-editor'].map(
        name => `warning UNRESOLVED_IMPORT Import "${name}" cannot be resolved`
      )
    )
  })

  it('a stand-in used as data renders: member chains, `new`, a call result mapped; components named by the chain', () => {
    const play = page('play/index.html')
    expect(play).toContain('<div class="play"><p>Versions: ESLint <!-- --> / plugin <!-- -->.</p>')
    expect(play).toContain('problems in <!-- -->0<!-- --> rules.</p>')
    expect(play).toContain('data-missing-component="globby().map"')
    expect(play).toContain('data-missing-component="Editor.Toolbar"')
    expect(play).toContain('End of playground.')
  })

  it("the home page calls the server useMDXComponents() at its module's top level and renders in its wrapper", () => {
    expect(page('index.html')).toContain('<h1>Linter home</h1>')
  })

  it("a package guildsite ships (fast-glob) is guildsite's copy when the site has none installed", () => {
    expect(build.stderr).not.toContain('"fast-glob"')
    expect(page('index.html')).toContain('<p class="pages">content/index.mdx</p>')
  })
})
