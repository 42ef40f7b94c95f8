import { describe, expect, it } from 'vitest'
import { anchorsUnknown } from '../../../src/check/anchors-unknown.js'
import { diagnostic } from '../../../src/shared/diagnostics.js'

// Which pages' headings the link check cannot know, from how their stand-ins were used (issue 34.11).

const absent = (file: string, message: string) => diagnostic('UNRESOLVED_IMPORT', message, { file, line: 1, column: 1 })
const cards = absent('mdx-components.tsx', 'Import "@acme/cards" cannot be resolved; a placeholder is rendered instead')
const icons = absent(
  'content/a.mdx',
  'Import "lucide-react" cannot be resolved; its icons are drawn as empty icon boxes'
)
const styles = absent('content/a.mdx', 'Import "./gone.css" cannot be resolved; its styles are left out')
const PLACEHOLDER = '<div class="gs-missing" role="note" data-missing-component="Cards"></div>'

describe('anchorsUnknown', () => {
  it('a stand-in of another module counts only where its placeholder rendered in the page', () => {
    expect(anchorsUnknown({ imports: [], diagnostics: [cards] }, 'content/a.mdx', '<h1 id="a">A</h1>')).toBe(false)
    expect(anchorsUnknown({ imports: [], diagnostics: [cards] }, 'content/a.mdx', `<h1>A</h1>${PLACEHOLDER}`)).toBe(
      true
    )
    expect(anchorsUnknown({ imports: [], diagnostics: [cards] }, 'content/a.mdx', Buffer.from(PLACEHOLDER))).toBe(true)
  })

  it('one whose rendered page is not known here counts', () => {
    expect(anchorsUnknown({ imports: [], diagnostics: [cards] }, 'content/a.mdx')).toBe(true)
  })

  it("one the page's own code may reach counts: a page written as code, a Markdown page importing a site module", () => {
    // (codegen's plugin pages: `getStaticProps = pluginGetStaticProps(__filename)` reads an absent generated module.)
    const generated = absent(
      'src/lib/plugin-get-static-props.ts',
      'Import "@/lib/packages-info.generated" cannot be resolved; a placeholder is rendered instead'
    )
    const own = (source: string) => [{ source, names: ['x'], line: 1, column: 1 }]
    const page = (imports: string[], file = 'src/pages/p.mdx') =>
      anchorsUnknown({ imports: imports.flatMap(own), diagnostics: [generated] }, file, '<h1>P</h1>')
    // (A stylesheet of the site is no module its content reads.)
    expect(page(['./page.css'])).toBe(false)
    expect(page(['./page.css', '~/data'])).toBe(true)
    expect(
      anchorsUnknown(
        { imports: own('@/lib/plugin-get-static-props'), diagnostics: [generated] },
        'src/pages/p.mdx',
        '<h1>P</h1>'
      )
    ).toBe(true)
    expect(
      anchorsUnknown({ imports: own('../lib/x'), diagnostics: [generated] }, 'src/pages/p.mdx', '<h1>P</h1>')
    ).toBe(true)
    expect(anchorsUnknown({ imports: [], diagnostics: [generated] }, 'src/pages/p.tsx', '<h1>P</h1>')).toBe(true)
    expect(
      anchorsUnknown(
        { imports: own('@theguild/components'), diagnostics: [generated] },
        'src/pages/p.mdx',
        '<h1>P</h1>'
      )
    ).toBe(false)
  })

  it("the page's own absent import counts (it may be data its headings came from), unless icons or a stylesheet", () => {
    const data = absent(
      'content/a.mdx',
      'Import "@acme/packages-info" cannot be resolved; a placeholder is rendered instead'
    )
    expect(anchorsUnknown({ imports: [], diagnostics: [data] }, 'content/a.mdx', '<h1>A</h1>')).toBe(true)
    expect(anchorsUnknown({ imports: [], diagnostics: [icons, styles] }, 'content/a.mdx', '<h1>A</h1>')).toBe(false)
    expect(anchorsUnknown({ imports: [], diagnostics: [icons, styles] }, 'content/a.mdx')).toBe(false)
  })

  it('failed data and undefined components count; a page without them or stand-ins does not', () => {
    const data = diagnostic('PAGE_DATA', 'snippets/gone.txt does not exist', { file: 'content/a.mdx' })
    expect(anchorsUnknown({ imports: [], diagnostics: [data] }, 'content/a.mdx', '<h1>A</h1>')).toBe(true)
    expect(anchorsUnknown({ imports: [], diagnostics: [] }, 'content/a.mdx', PLACEHOLDER)).toBe(false)
    expect(anchorsUnknown(undefined, 'content/a.mdx')).toBe(false)
  })
})
