import { describe, expect, it } from 'vitest'
import { buildFixtureCopy } from '../helpers/fixture-site.js'

// Links into a page whose modules hold stand-ins of absent packages (issue 34.11): every page of
// tests/fixtures/website-absent-anchors imports its `mdx-components.tsx`, whose `@acme/cards` is not
// installed (feel5ny's blog: 76 broken anchors hidden so). Only a page that renders an absent
// component as an element may have lost the heading a link names. One build.

describe('anchors into pages built with stand-ins', async () => {
  const { build, warned, page } = await buildFixtureCopy('website-absent-anchors', { folder: 'website' })

  it('builds', () => {
    expect(build.code).toBe(0)
    expect(page('docs/cards')).toContain('data-missing-component="Cards"')
  })

  it("a page whose own absent imports are an icon package and a stylesheet keeps its anchors checked, at the link's file:line:column", () => {
    expect(warned.filter(line => line.includes('BROKEN_ANCHOR'))).toEqual([
      'content/index.mdx:3:59 BROKEN_ANCHOR Broken anchor → /docs/guide#no-such-part: /docs/guide has no heading #no-such-part'
    ])
  })

  it('a page rendering an absent component as an element gets no warning for a heading it may have rendered', () => {
    expect(warned.filter(line => line.includes('/docs/cards#'))).toEqual([])
  })
})
