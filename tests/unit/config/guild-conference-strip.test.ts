import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { guildConferenceStrip } from '../../../src/config/guild-conference-strip.js'

// @theguild/components 5.0–5.2.5 draw a GraphQL Conf 2023 strip above their header (5.2.4 has it; 4.x,
// 5.2.6 and later do not). tests/integration/nextra2-website.test.ts pins the rendered strip.
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

  it('is not drawn for 4.x, 5.2.6 on (a caret range installs the newest 5) or later majors', () => {
    for (const range of ['4.5.12', '5.2.6', '~5.2.0', '^5.0.0', '6.0.1', '9.4.1'])
      expect(strip(range), range).toBeUndefined()
    expect(guildConferenceStrip(dir, { dependencies: { next: '13.4.13' } })).toBeUndefined()
  })
})
