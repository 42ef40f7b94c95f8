import { describe, expect, it } from 'vitest'
import { readPage } from '../../../src/content/read-page.js'
import { classify } from '../../../src/content/scan.js'

// Hive's Nextra 4 site (issue 34, graphql-hive/console 2025-08): a case study lists its authors with their
// fields left empty before approval (`authors: [{ name: }]`), which failed the whole build; Nextra never
// checks front matter.
const file = { ...classify('case.mdx', ['en-US']), path: '/site/src/app/case/page.mdx' }
const read = (source: string, website: boolean) => readPage(file, 'src/app/case/page.mdx', source, { website })

describe('front matter a Nextra site may write', () => {
  it('an author whose name is left empty is an author without a name, in any site', () => {
    const source = '---\ntitle: Case\nauthors:\n  - name:\n    position:\n    avatar:\n---\n\n# Case\n'
    for (const website of [true, false]) {
      const { page, diagnostics } = read(source, website)
      expect(diagnostics).toEqual([])
      expect(page.frontMatter.authors).toEqual([{ name: null, position: null, avatar: null }])
    }
  })

  it("a known key of another type is a warning in a website folder (the page built with it as written), an error in guildsite's own site", () => {
    const source = '---\ntitle: Case\nsearchable: "yes"\n---\n'
    const website = read(source, true)
    expect(website.diagnostics.map(d => [d.code, d.severity, d.line, d.hint])).toEqual([
      [
        'FRONT_MATTER_INVALID',
        'warning',
        3,
        'Nextra does not check front matter: the page is built with it as written.'
      ]
    ])
    expect(website.page.frontMatter).toEqual({ title: 'Case', searchable: 'yes' })
    expect(read(source, false).diagnostics.map(d => [d.code, d.severity])).toEqual([['FRONT_MATTER_INVALID', 'error']])
  })
})
