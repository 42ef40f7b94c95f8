import { describe, expect, it } from 'vitest'
import { buildFixtureCopy } from '../helpers/fixture-site.js'

// A dynamic route whose content each path's data function makes (envelop's /plugins/[name]: a README
// compiled with buildDynamicMDX, shown by <RemoteContent />): links to that content's headings are
// checked against the headings each path rendered with, not only those of the route's own file
// (tests/fixtures/website-n3-dynamic-anchors). Envelop's website with its node_modules gave three
// false BROKEN_ANCHOR warnings for '/plugins/use-extended-validation#union-inputs-oneof', a heading
// its page has.

describe("a dynamic route's anchors", async () => {
  const { build, page, warned } = await buildFixtureCopy('website-n3-dynamic-anchors')

  it('writes each path with the heading its data made', () => {
    expect(build.code, build.stderr).toBe(0)
    expect(page('plugins/alpha')).toMatch(/<h2[^>]* id="usage"/)
    expect(page('plugins/beta')).toMatch(/<h2[^>]* id="beta-options"/)
  })

  it('takes links to those headings, and warns only of the one the path lacks', () => {
    expect(warned).toEqual([
      expect.stringMatching(
        /^pages\/index\.mdx:4:1 BROKEN_ANCHOR Broken anchor → \/plugins\/alpha#beta-options: \/plugins\/alpha has no heading #beta-options/
      )
    ])
  })
})
