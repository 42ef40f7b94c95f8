import { describe, expect, it } from 'vitest'
import { siteErrors, siteWith } from './site-errors.js'

const REPO_BASE = 'https://github.com/the-guild-org/test/tree/main'
const json = (value: unknown) => JSON.stringify(value, null, 2)
const config = (value: Record<string, unknown>) => siteWith({ 'guildsite.config.json': json(value) })
const valid = { siteName: 'Test', docsRepositoryBase: REPO_BASE }

describe('config errors (SPEC §5, §8)', () => {
  it('missing siteName', async () => {
    expect(await config({ docsRepositoryBase: REPO_BASE })).toMatchInlineSnapshot(`
      "guildsite.config.json:1:1 - error CONFIG_INVALID Missing required "siteName" property
      > 1 | {
          | ^
        2 |   "docsRepositoryBase": "https://github.com/the-guild-org/test/tree/main"
        3 | }
        hint: Add "siteName": a product key such as "YOGA" (its name, logo and colour), or the site's own name."
    `)
  })

  it('missing docsRepositoryBase', async () => {
    expect(await config({ siteName: 'Test' })).toMatchInlineSnapshot(`
      "guildsite.config.json:1:1 - error CONFIG_INVALID Missing required "docsRepositoryBase" property
      > 1 | {
          | ^
        2 |   "siteName": "Test"
        3 | }
        hint: Add "docsRepositoryBase": the GitHub URL of the docs folder, e.g. "https://github.com/dotansimha/graphql-yoga/tree/main/website"."
    `)
  })

  it('docsRepositoryBase outside GitHub', async () => {
    expect(await config({ siteName: 'Test', docsRepositoryBase: 'https://gitlab.com/the-guild-org/test' }))
      .toMatchInlineSnapshot(`
      "guildsite.config.json:3:3 - error CONFIG_INVALID Invalid docs repository
        1 | {
        2 |   "siteName": "Test",
      > 3 |   "docsRepositoryBase": "https://gitlab.com/the-guild-org/test"
          |   ^
        4 | }
        hint: "docsRepositoryBase" must start with "https://github.com/", e.g. "https://github.com/dotansimha/graphql-yoga/tree/main/website"."
    `)
  })

  it('chat and project links that are not https', async () => {
    expect(
      await config({
        ...valid,
        chat: { link: 'http://discord.gg/guild' },
        project: { link: 'github.com/the-guild-org/test' }
      })
    ).toMatchInlineSnapshot(`
      "guildsite.config.json:5:5 - error CONFIG_INVALID chat.link must start with "https://"
        3 |   "docsRepositoryBase": "https://github.com/the-guild-org/test/tree/main",
        4 |   "chat": {
      > 5 |     "link": "http://discord.gg/guild"
          |     ^
        6 |   },
        7 |   "project": {

      guildsite.config.json:8:5 - error CONFIG_INVALID project.link must start with "https://"
         6 |   },
         7 |   "project": {
      >  8 |     "link": "github.com/the-guild-org/test"
           |     ^
         9 |   }
        10 | }"
    `)
  })

  it('defaultMenuCollapseLevel 0', async () => {
    expect(await config({ ...valid, sidebar: { defaultMenuCollapseLevel: 0 } })).toMatchInlineSnapshot(`
      "guildsite.config.json:5:5 - error CONFIG_INVALID defaultMenuCollapseLevel must be an integer of at least 1
        3 |   "docsRepositoryBase": "https://github.com/the-guild-org/test/tree/main",
        4 |   "sidebar": {
      > 5 |     "defaultMenuCollapseLevel": 0
          |     ^
        6 |   }
        7 | }"
    `)
  })

  it('defaultMenuCollapseLevel 1.5', async () => {
    expect(await config({ ...valid, sidebar: { defaultMenuCollapseLevel: 1.5 } })).toMatchInlineSnapshot(`
      "guildsite.config.json:5:5 - error CONFIG_INVALID defaultMenuCollapseLevel must be an integer of at least 1
        3 |   "docsRepositoryBase": "https://github.com/the-guild-org/test/tree/main",
        4 |   "sidebar": {
      > 5 |     "defaultMenuCollapseLevel": 1.5
          |     ^
        6 |   }
        7 | }"
    `)
  })

  it('unknown keys, named (top level and nested)', async () => {
    expect(await config({ ...valid, sitename: 'typo', sidebar: { collapseLevel: 2 } })).toMatchInlineSnapshot(`
      "guildsite.config.json:4:3 - error CONFIG_UNKNOWN_KEY Unknown config key "sitename"
        2 |   "siteName": "Test",
        3 |   "docsRepositoryBase": "https://github.com/the-guild-org/test/tree/main",
      > 4 |   "sitename": "typo",
          |   ^
        5 |   "sidebar": {
        6 |     "collapseLevel": 2
        hint: Did you mean "siteName"?

      guildsite.config.json:6:5 - error CONFIG_UNKNOWN_KEY Unknown config key "sidebar.collapseLevel"
        4 |   "sitename": "typo",
        5 |   "sidebar": {
      > 6 |     "collapseLevel": 2
          |     ^
        7 |   }
        8 | }"
    `)
  })

  it('values of the wrong type', async () => {
    expect(await config({ siteName: 42, docsRepositoryBase: REPO_BASE, search: { enabled: 'yes' } }))
      .toMatchInlineSnapshot(`
      "guildsite.config.json:2:3 - error CONFIG_INVALID "siteName": expected string, received number
        1 | {
      > 2 |   "siteName": 42,
          |   ^
        3 |   "docsRepositoryBase": "https://github.com/the-guild-org/test/tree/main",
        4 |   "search": {

      guildsite.config.json:5:5 - error CONFIG_INVALID "search.enabled": expected boolean, received string
        3 |   "docsRepositoryBase": "https://github.com/the-guild-org/test/tree/main",
        4 |   "search": {
      > 5 |     "enabled": "yes"
          |     ^
        6 |   }
        7 | }"
    `)
  })

  it('a guildsite.config.ts with a syntax error: line and column', async () => {
    const source = `import { defineConfig } from 'guildsite'\n\nexport default defineConfig({\n  siteName: 'Test'\n  docsRepositoryBase: '${REPO_BASE}'\n})\n`
    expect(await siteErrors({ 'guildsite.config.ts': source, 'pages/index.mdx': '# Home\n' })).toMatchInlineSnapshot(`
      "guildsite.config.ts:5:3 - error CONFIG_SYNTAX Config could not be compiled: Expected "}" but found "docsRepositoryBase"
        3 | export default defineConfig({
        4 |   siteName: 'Test'
      > 5 |   docsRepositoryBase: 'https://github.com/the-guild-org/test/tree/main'
          |   ^
        6 | })
        7 | "
    `)
  })

  it('a guildsite.config.json with a syntax error: line and column', async () => {
    const source = `{\n  "siteName": "Test",\n  "docsRepositoryBase": "${REPO_BASE}",\n}\n`
    expect(await siteWith({ 'guildsite.config.json': source })).toMatchInlineSnapshot(`
      "guildsite.config.json:4:1 - error CONFIG_SYNTAX Config is not valid JSON: Expected double-quoted property name
        2 |   "siteName": "Test",
        3 |   "docsRepositoryBase": "https://github.com/the-guild-org/test/tree/main",
      > 4 | }
          | ^
        5 | "
    `)
  })

  it('a config that throws while loading', async () => {
    const source = `const base = process.env.GUILDSITE_TEST_UNSET_VARIABLE\n\nif (!base) throw new Error('DOCS_BASE is not set')\n\nexport default { siteName: 'Test', docsRepositoryBase: base }\n`
    expect(await siteErrors({ 'guildsite.config.mjs': source, 'pages/index.mdx': '# Home\n' })).toMatchInlineSnapshot(`
      "guildsite.config.mjs:3:18 - error CONFIG_LOAD Config threw while loading: DOCS_BASE is not set
        1 | const base = process.env.GUILDSITE_TEST_UNSET_VARIABLE
        2 | 
      > 3 | if (!base) throw new Error('DOCS_BASE is not set')
          |                  ^
        4 | 
        5 | export default { siteName: 'Test', docsRepositoryBase: base }"
    `)
  })

  it('no config file', async () => {
    expect(await siteErrors({ 'pages/index.mdx': '# Home\n' })).toMatchInlineSnapshot(`
      "error CONFIG_NOT_FOUND No guildsite.config.* found in <site>
        hint: Create guildsite.config.ts (or .mts, .js, .mjs, .json) in the site folder, or point guildsite at a Next.js website folder (with next.config.*, theme.config.* or a package.json that depends on next or nextra)."
    `)
  })
})

describe('content folder errors', () => {
  it('missing content folder', async () => {
    expect(await siteErrors({ 'guildsite.config.json': json({ ...valid, contentDir: 'docs' }) }))
      .toMatchInlineSnapshot(`
      "guildsite.config.json:4:3 - error CONTENT_DIR_MISSING Content folder docs does not exist
        2 |   "siteName": "Test",
        3 |   "docsRepositoryBase": "https://github.com/the-guild-org/test/tree/main",
      > 4 |   "contentDir": "docs"
          |   ^
        5 | }
        hint: Create the folder or set "contentDir" in the config."
    `)
  })

  it('neither pages/ nor content/', async () => {
    expect(await siteErrors({ 'guildsite.config.json': json(valid), 'docs/index.mdx': '# Home\n' }))
      .toMatchInlineSnapshot(`
      "guildsite.config.json - error CONTENT_DIR_MISSING The site has no content folder: neither pages/ nor content/ exists
        hint: Create the folder or set "contentDir" in the config."
    `)
  })

  it('empty content folder', async () => {
    expect(await siteErrors({ 'guildsite.config.json': json(valid), pages: null })).toMatchInlineSnapshot(`
      "pages - error CONTENT_EMPTY Content folder pages has no .md or .mdx page
        hint: Add an index.mdx (or any .md/.mdx page) to the content folder."
    `)
  })
})
