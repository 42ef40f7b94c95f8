import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { REPO, runCli } from '../../helpers/cli.js'

const expected = JSON.parse(readFileSync(`${REPO}/tests/fixtures/corpus/website-fets/NAVIGATION.json`, 'utf8'))

/**
 * The feTS website (Nextra 3: `_meta.ts` files, @theguild/components 7 in its package.json). Its
 * NAVIGATION.json is what Nextra 3.3.1's own code computes; `tests/fixtures/fets-docs` points a config
 * at its `src/pages` without naming the major, so this also checks that the major is detected.
 */
describe('feTS corpus navigation (Nextra 3, guildsite check --json)', async () => {
  const result = await runCli(['check', 'tests/fixtures/fets-docs', '--json', '--debug'])
  const actual = JSON.parse(result.stdout || '{}')

  it('detects Nextra 3 from the website package.json and checks without an error', () => {
    expect(result.stderr).toContain('navigation rules: Nextra 3 (package.json depends on @theguild/components ^7.6.5)')
    expect(result.code).toBe(0)
  })

  it('has the navbar Nextra computes', () => {
    expect(actual.navbar).toEqual(expected.navbar)
  })

  // Among them: pages left out of `_meta` are titled from their file name ("Inferring Schema Types"),
  // not from their first heading ("Inferring OAS Schema Types").
  it.each(Object.keys(expected.sidebars))('has the same sidebar for section %s, row for row', section => {
    expect(actual.sidebars[section]).toEqual(expected.sidebars[section])
  })

  it.each(Object.keys(expected.sections))('has the same layout, breadcrumb and prev/next for section %s', section => {
    expect(actual.sections[section]).toEqual(expected.sections[section])
  })

  it('has the same site-wide prev/next order and no other section', () => {
    expect(actual.flatDocs).toEqual(expected.flatDocs)
    expect(Object.keys(actual.sidebars)).toEqual(Object.keys(expected.sidebars))
  })
})
