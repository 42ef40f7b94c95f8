import { describe, expect, it } from 'vitest'
import { configSchema } from '../../../src/config/schema.js'
import { siteErrors } from '../errors/site-errors.js'

const base = { siteName: 'Test', docsRepositoryBase: 'https://github.com/the-guild-org/test/tree/main' }
const site = (search: unknown) =>
  siteErrors({ 'guildsite.config.json': JSON.stringify({ ...base, search }, null, 2), 'pages/index.mdx': '# Home\n' })

describe('search options (SPEC §5)', () => {
  it('defaults: panel at the end of the box, not opened on focus, 5 hits, one source', () => {
    expect(configSchema.parse(base).search).toEqual({
      enabled: true,
      codeblocks: false,
      autocomplete: {
        panelPlacement: 'end',
        openOnFocus: false,
        detachedMediaQuery: '(max-width: 680px)',
        hitsPerPage: 5,
        sources: [{ id: 'docs' }]
      },
      provider: 'local'
    })
  })

  it('accepts the four panel placements', () => {
    for (const panelPlacement of ['start', 'end', 'full-width', 'input-wrapper-width']) {
      expect(
        configSchema.parse({ ...base, search: { autocomplete: { panelPlacement } } }).search.autocomplete.panelPlacement
      ).toBe(panelPlacement)
    }
  })

  it('rejects another panel placement', async () => {
    expect(await site({ autocomplete: { panelPlacement: 'center' } })).toMatchInlineSnapshot(`
      "guildsite.config.json:6:7 - error CONFIG_INVALID panelPlacement must be one of "start", "end", "full-width", "input-wrapper-width"
        4 |   "search": {
        5 |     "autocomplete": {
      > 6 |       "panelPlacement": "center"
          |       ^
        7 |     }
        8 |   }"
    `)
  })

  it('rejects duplicate source ids', async () => {
    expect(await site({ autocomplete: { sources: [{ id: 'hive', prefix: '/hive' }, { id: 'mesh' }, { id: 'hive' }] } }))
      .toMatchInlineSnapshot(`
      "guildsite.config.json:6:7 - error CONFIG_INVALID Duplicate autocomplete source id "hive": source ids must be unique
        4 |   "search": {
        5 |     "autocomplete": {
      > 6 |       "sources": [
          |       ^
        7 |         {
        8 |           "id": "hive","
    `)
  })
})
