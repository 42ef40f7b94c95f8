import { describe, expect, it } from 'vitest'
import { buildFixtureCopy } from '../helpers/fixture-site.js'

// Conventions of more real Nextra websites never built before (issue #34, "wild6"), in small
// hand-written fixtures built as website folders with no guildsite config and no node_modules.

describe('a Nextra 4 site whose content catch-all is app/docs/[[...mdxPath]] without contentDirBasePath (website-wild6-n4-docs-catchall)', async () => {
  const { build, page, warned } = await buildFixtureCopy('website-wild6-n4-docs-catchall')

  it('serves the content under the catch-all’s folder, as Next writes it, with exit 0', () => {
    // (AlignTrue's docs: 111 BROKEN_LINK to /docs/… and the content index on top of app/page.tsx before.)
    expect(build.stderr).not.toMatch(/ - error /)
    expect(warned.filter(w => !w.includes('META_JSON_IGNORED'))).toEqual([])
    expect(build.code).toBe(0)
    expect(page('docs')).toContain('Orchard docs')
    expect(page('docs/guide/pruning')).toContain('Cut in late winter')
  })

  it('gives the root layout the `params` promise Next gives it (no CONFIG_LOAD)', () => {
    // (Prisma Collective's root layout reads `(await params).mdxPath?.[0]`: the whole layout was lost before.)
    expect(build.stderr).not.toContain('CONFIG_LOAD')
  })

  it('keeps app/page.tsx as the home page', () => {
    expect(page('')).toContain('catchall-home')
    expect(page('')).not.toContain('Orchard docs</h1>')
  })

  it('links the sidebar to the pages under /docs', () => {
    expect(page('docs')).toMatch(/href="\/docs\/guide\/pruning"/)
    expect(page('docs')).not.toMatch(/href="\/guide\/pruning"/)
    expect(page('docs')).not.toMatch(/href="\/docs\/docs\//)
  })

  it('leaves out a _meta.json, which Nextra 4 never reads, with one warning at it', () => {
    // (Hero Hook Form's Nextra 4 docs: four META_INVALID warnings about keys of a file Nextra never reads before.)
    expect(warned).toEqual([
      expect.stringMatching(
        /^content\/guide\/_meta\.json:1:1 META_JSON_IGNORED _meta\.json is not read: Nextra 4 reads only/
      )
    ])
    expect(page('docs')).not.toContain('from _meta.json')
    expect(page('docs')).toMatch(/>Pruning</)
  })
})

describe('a Nextra 3 site with a page file whose default export is an object (website-wild6-n3-space-meta)', async () => {
  const { build, page, warned } = await buildFixtureCopy('website-wild6-n3-space-meta')

  it('writes the other pages with exit 0, and says at the export why that one is not written', () => {
    // (magape's docs: `pages/ _meta.tsx` was an MDX_RENDER error that wrote nothing at all.)
    expect(build.stderr).not.toMatch(/ - error /)
    expect(build.code).toBe(0)
    expect(page('')).toContain('Counts what a visitor does')
    expect(page('about')).toContain('A small demo')
    // (The file name has a space: the helper's `warned` reads names without one.)
    expect(warned).toEqual([])
    expect(build.stderr.match(/ - warning /g)).toHaveLength(1)
    expect(build.stderr).toContain(
      'pages/ _meta.tsx:2:1 - warning PAGE_NOT_COMPONENT Page pages/ _meta.tsx exports an object by default, not a React component: Next refuses such a page, so it is not written'
    )
    expect(build.stderr).toContain(
      'Its name begins with a space: Nextra reads a meta only from a file named "_meta.tsx"'
    )
  })
})
