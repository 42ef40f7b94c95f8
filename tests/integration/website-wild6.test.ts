import { describe, expect, it } from 'vitest'
import { buildFixtureCopy } from '../helpers/fixture-site.js'

// Conventions of more real Nextra websites never built before (issue #34, "wild6"), in small
// hand-written fixtures built as website folders with no guildsite config and no node_modules.

describe('a Nextra 4 site whose content catch-all is app/docs/[[...mdxPath]] without contentDirBasePath (website-wild6-n4-docs-catchall)', async () => {
  const { build, page, warned } = await buildFixtureCopy('website-wild6-n4-docs-catchall')

  it('serves the content under the catch-all’s folder, as Next writes it, with exit 0 and no warning', () => {
    // (AlignTrue's docs: 111 BROKEN_LINK to /docs/… and the content index on top of app/page.tsx before.)
    expect(build.stderr).not.toMatch(/ - error /)
    expect(warned).toEqual([])
    expect(build.code).toBe(0)
    expect(page('docs')).toContain('Orchard docs')
    expect(page('docs/guide/pruning')).toContain('Cut in late winter')
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
})
