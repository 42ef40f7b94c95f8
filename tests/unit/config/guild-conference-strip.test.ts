import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { guildConferenceStrip } from '../../../src/config/guild-conference-strip.js'

// @theguild/components 5.x draw a GraphQL Conf 2023 strip above their header: 5.0–5.2.5 "Register Now!" (5.2.4 has
// it), 5.2.6 the recap strip with two links; 4.x and 6.x none. tests/integration/nextra2-website.test.ts pins the
// rendered 5.2.4 strip, tests/unit/layout/docs-layout.test.tsx the recap strip's markup.
const temp: string[] = []
afterAll(() => Promise.all(temp.map(dir => rm(dir, { recursive: true, force: true }))))

describe('the GraphQL Conf 2023 strip of @theguild/components 5.0–5.2.5', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'guildsite-conf-strip-'))
  temp.push(dir)
  const strip = (range: string) => guildConferenceStrip(dir, { dependencies: { '@theguild/components': range } })

  it('is drawn for the releases that have it, as their package.json asks for them', () => {
    for (const range of ['5.0.0', '5.1.0', '5.2.1', '5.2.4', '~5.1.0'])
      expect(strip(range)?.text, range).toBe('SEPTEMBER 19-21, 2023 • SAN FRANCISCO')
  })

  it("is 5.2.6's recap strip (two links, the Guild's purple) from 5.2.6 on (a caret range installs the newest 5)", () => {
    for (const range of ['5.2.6', '~5.2.0', '^5.0.0']) {
      expect(strip(range), range).toMatchObject({
        text: 'Catch the highlights of GraphQLConf 2023!',
        link: 'https://graphql.org/conf/schedule/',
        linkText: 'Click for recordings.',
        more: { text: 'Or check out our', linkText: 'recap blog post.' },
        look: 'guild-2023',
        dismissible: false
      })
    }
  })

  it('is not drawn for 4.x or later majors', () => {
    for (const range of ['4.5.12', '6.0.1', '9.4.1']) expect(strip(range), range).toBeUndefined()
    expect(guildConferenceStrip(dir, { dependencies: { next: '13.4.13' } })).toBeUndefined()
  })
})
