import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { PRODUCTS as SITE_PRODUCTS, setLibraryTitles } from '../../../templates/catalogue/all-products.js'
import { libraryTitle } from '../../../templates/catalogue/library-titles.js'
import { PRODUCTS } from '../../../templates/catalogue/products.js'
import { guildComponentsShim } from '../../../src/config/website/config-stubs.js'
import { guildComponentsMajor } from '../../../src/page-map/nextra-major.js'

const temp: string[] = []
afterAll(() => Promise.all(temp.map(dir => rm(dir, { recursive: true, force: true }))))

const NEW_ESLINT = 'Customizable ESLint parser, plugin, and rule set for GraphQL'

describe("product titles by the site's @theguild/components major", () => {
  it('are the 7.x rewrites from components 7 on, the catalogue before it or when the version is not known', () => {
    const old = PRODUCTS.ESLINT.title
    expect(libraryTitle('ESLINT', old, 9)).toBe(NEW_ESLINT)
    expect(libraryTitle('ESLINT', old, 7)).toBe(NEW_ESLINT)
    expect(libraryTitle('ESLINT', old, 6)).toBe(old)
    expect(libraryTitle('ESLINT', old, undefined)).toBe(old)
    expect(libraryTitle('YOGA', PRODUCTS.YOGA.title, 9)).toBe(PRODUCTS.YOGA.title)
  })

  it("reads the major from the site's package.json", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'guildsite-major-'))
    temp.push(dir)
    expect(guildComponentsMajor(dir)).toBeUndefined()
    await writeFile(
      join(dir, 'package.json'),
      JSON.stringify({ dependencies: { '@theguild/components': '^8.0.0-alpha.3' } })
    )
    expect(guildComponentsMajor(dir)).toBe(8)
  })

  it("gives configs and pages the site's titles; the chrome's catalogue keeps its own", () => {
    expect(guildComponentsShim(new Set(['PRODUCTS']), 8)).toContain(NEW_ESLINT)
    expect(guildComponentsShim(new Set(['PRODUCTS']), 6)).not.toContain(NEW_ESLINT)
    setLibraryTitles(8)
    expect(SITE_PRODUCTS.ESLINT!.title).toBe(NEW_ESLINT)
    expect(PRODUCTS.ESLINT.title).not.toBe(NEW_ESLINT)
    setLibraryTitles(undefined)
    expect(SITE_PRODUCTS.ESLINT!.title).toBe(PRODUCTS.ESLINT.title)
  })
})
