import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { buildFixture } from '../helpers/fixture-site.js'

// `PRODUCTS` of @theguild/components says what the site's version of the library says: three titles
// changed in its 7.x releases (tests/fixtures/website-library-titles, on components 8), one build.

describe('PRODUCTS of a site on @theguild/components 8', async () => {
  const { build, out } = await buildFixture('website-library-titles')
  const home = () => readFileSync(join(out, 'index.html'), 'utf8')

  it("gives its theme config and its pages the library's titles of that version, not the catalogue's", () => {
    expect(build.code, build.stderr).toBe(0)
    expect(home()).toContain('<p class="mesh">A fully-featured GraphQL federation framework</p>')
    expect(home()).toContain(
      '<meta name="description" content="Customizable ESLint parser, plugin, and rule set for GraphQL"/>'
    )
  })
})
