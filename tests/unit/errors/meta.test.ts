import { describe, expect, it } from 'vitest'
import { siteErrors, siteWith } from './site-errors.js'

describe('_meta errors', () => {
  it('_meta.json that is not valid JSON: line and column', async () => {
    const source = '{\n  "index": "Home",\n  "guide": "Guide"\n  "faq": "FAQ"\n}\n'
    expect(await siteWith({ 'pages/_meta.json': source })).toMatchInlineSnapshot(`
      "pages/_meta.json:4:3 - error META_SYNTAX Meta is not valid JSON: Expected ',' or '}' after property value
        2 |   "index": "Home",
        3 |   "guide": "Guide"
      > 4 |   "faq": "FAQ"
          |   ^
        5 | }
        6 | "
    `)
  })

  it('_meta.ts that throws: a warning at its line (the folder falls back to file names)', async () => {
    const source =
      'const titles: Record<string, string> = {}\n\nexport default {\n  index: titles.home.toUpperCase()\n}\n'
    expect(await siteWith({ 'pages/_meta.ts': source })).toMatchInlineSnapshot(`
      "pages/_meta.ts:4:22 - warning META_EVAL Meta threw while loading: Cannot read properties of undefined (reading 'toUpperCase')
        2 | 
        3 | export default {
      > 4 |   index: titles.home.toUpperCase()
          |                      ^
        5 | }
        6 | 
        hint: The folder's navigation falls back to its file names."
    `)
  })

  it('_meta.ts with a syntax error', async () => {
    const source = "export default {\n  index: 'Home',,\n}\n"
    expect(await siteWith({ 'pages/_meta.ts': source })).toMatchInlineSnapshot(`
      "pages/_meta.ts:2:17 - error META_SYNTAX Meta could not be compiled: Expected identifier but found ","
        1 | export default {
      > 2 |   index: 'Home',,
          |                 ^
        3 | }
        4 | "
    `)
  })

  it('_meta.ts importing a module that cannot be resolved: a warning naming the import, at its line', async () => {
    const source =
      "import { SIDEBAR } from '@acme/not-installed'\nimport { other } from './missing-helper'\n\nexport default { ...SIDEBAR, ...other }\n"
    expect(await siteWith({ 'pages/_meta.ts': source })).toMatchInlineSnapshot(`
      "pages/_meta.ts:1:1 - warning META_IMPORT Import "@acme/not-installed" cannot be resolved; a stand-in is used instead
      > 1 | import { SIDEBAR } from '@acme/not-installed'
          | ^
        2 | import { other } from './missing-helper'
        3 | 

      pages/_meta.ts:2:1 - warning META_IMPORT Import "./missing-helper" cannot be resolved; a stand-in is used instead
        1 | import { SIDEBAR } from '@acme/not-installed'
      > 2 | import { other } from './missing-helper'
          | ^
        3 | 
        4 | export default { ...SIDEBAR, ...other }"
    `)
  })

  it('an entry with a value of the wrong type', async () => {
    const source =
      "export default {\n  index: 'Home',\n  guide: {\n    title: 'Guide',\n    display: 'invisible'\n  },\n  faq: { title: 'FAQ', newWindow: 'yes' }\n}\n"
    expect(await siteWith({ 'pages/_meta.ts': source, 'pages/guide.mdx': '# Guide\n', 'pages/faq.mdx': '# FAQ\n' }))
      .toMatchInlineSnapshot(`
      "pages/_meta.ts:5:5 - error META_INVALID "guide.display": expected one of "normal", "hidden", "children", received "invisible"
        3 |   guide: {
        4 |     title: 'Guide',
      > 5 |     display: 'invisible'
          |     ^
        6 |   },
        7 |   faq: { title: 'FAQ', newWindow: 'yes' }

      pages/_meta.ts:7:24 - error META_INVALID "faq.newWindow": expected boolean, received string
        5 |     display: 'invisible'
        6 |   },
      > 7 |   faq: { title: 'FAQ', newWindow: 'yes' }
          |                        ^
        8 | }
        9 | "
    `)
  })

  it('an entry with an unknown key and a theme with an unknown key', async () => {
    const source = JSON.stringify(
      { index: { title: 'Home', hiden: true }, guide: { theme: { layot: 'full' } } },
      null,
      2
    )
    expect(await siteWith({ 'pages/_meta.json': source, 'pages/guide.mdx': '# Guide\n' })).toMatchInlineSnapshot(`
      "pages/_meta.json:4:5 - error META_INVALID Unknown meta key "index.hiden"
        2 |   "index": {
        3 |     "title": "Home",
      > 4 |     "hiden": true
          |     ^
        5 |   },
        6 |   "guide": {

      pages/_meta.json:8:7 - error META_INVALID Unknown meta key "guide.theme.layot"
         6 |   "guide": {
         7 |     "theme": {
      >  8 |       "layot": "full"
           |       ^
         9 |     }
        10 |   }"
    `)
  })

  it('a site that says it follows Nextra 2 or 3 (they never check metas): an unknown key is left out with a warning', async () => {
    const meta =
      "export default {\n  index: 'Home',\n  contact: { title: 'Contact Us', type: 'page', route: '/contact' }\n}\n"
    const config = (nextra: number) =>
      JSON.stringify({ siteName: 'Test', docsRepositoryBase: 'https://github.com/the-guild-org/test', nextra })
    const files = { 'pages/_meta.ts': meta, 'pages/index.mdx': '# Home\n', 'pages/contact.mdx': '# Contact\n' }
    expect(await siteErrors({ ...files, 'guildsite.config.json': config(3) })).toMatchInlineSnapshot(`
      "pages/_meta.ts:3:49 - warning META_INVALID Unknown meta key "contact.route"
        1 | export default {
        2 |   index: 'Home',
      > 3 |   contact: { title: 'Contact Us', type: 'page', route: '/contact' }
          |                                                 ^
        4 | }
        5 | 
        hint: Nextra 2 and 3 do not check metas; the key is left out."
    `)
    // (So is a value of another kind, e.g. the stand-in of an absent import: the entry keeps its title.)
    const standIn = "export default {\n  index: 'Home',\n  contact: { title: 'Contact', items: () => {} }\n}\n"
    const leftOut = await siteErrors({ ...files, 'pages/_meta.ts': standIn, 'guildsite.config.json': config(3) })
    expect(leftOut).toMatch(/^pages\/_meta\.ts:3:32 - warning META_INVALID "contact\.items": expected record/)
    expect(leftOut).not.toMatch(/ - error /)
    // Nextra 4 rejects it, as guildsite's own format does.
    expect(await siteErrors({ ...files, 'guildsite.config.json': config(4) })).toMatch(
      /^pages\/_meta\.ts:3:49 - error META_INVALID Unknown meta key "contact\.route"/
    )
  })

  it('a meta that is not an object', async () => {
    expect(await siteWith({ 'pages/_meta.json': '["index", "guide"]\n' })).toMatchInlineSnapshot(`
      "pages/_meta.json:1:1 - error META_INVALID Meta must export an object of entries, received array
      > 1 | ["index", "guide"]
          | ^
        2 | "
    `)
  })

  it('_meta.global combined with per-folder metas', async () => {
    expect(
      await siteWith({
        'pages/_meta.global.ts':
          "export default { index: 'Home', docs: { title: 'Docs', items: { intro: 'Intro' } } }\n",
        'pages/docs/_meta.json': '{ "intro": "Introduction" }\n',
        'pages/docs/intro.mdx': '# Intro\n'
      })
    ).toMatchInlineSnapshot(`
      "pages/_meta.global.ts:1:1 - error META_GLOBAL_CONFLICT A global meta cannot be combined with per-folder metas: pages/docs/_meta.json
        hint: Keep either _meta.global.* at the content root or per-folder _meta files, not both."
    `)
  })
})
