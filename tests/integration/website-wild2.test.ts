import { describe, expect, it } from 'vitest'
import { buildFixtureCopy } from '../helpers/fixture-site.js'

// More conventions of public Nextra websites outside the Guild (issue #34, "wild2"), in a small
// hand-written fixture built as a website folder with no guildsite config and no node_modules. One build.
describe('a Nextra 2 website of .js files with JSX, metas with their own keys, and packages of another major (website-wild2-n2)', async () => {
  const { build, page, warned } = await buildFixtureCopy('website-wild2-n2')

  it('builds with exit 0 and warns only of the packages it lacks, each at its import', () => {
    expect(build.stderr).not.toMatch(/ - error /)
    expect(warned.map(w => w.replace(/ "shiki" [\d.]+ /, ' "shiki" x.y.z '))).toEqual([
      `components/highlighted.ts:4:1 UNRESOLVED_IMPORT guildsite's own "shiki" x.y.z has no export "getHighlighter"; it is undefined here, as in Next's build (which warns too)`,
      'components/styled.tsx:1:1 UNRESOLVED_IMPORT Import "styled-components" cannot be resolved; a placeholder is rendered instead',
      'components/styled.tsx:2:1 UNRESOLVED_IMPORT Import "twin.macro" cannot be resolved; a placeholder is rendered instead',
      'lib/env.cjs:2:1 UNRESOLVED_IMPORT Import "dotenv" cannot be resolved; a placeholder is rendered instead',
      'lib/env.cjs:3:23 UNRESOLVED_IMPORT Import "@t3-oss/env-nextjs" cannot be resolved; a placeholder is rendered instead',
      // (A meta key no code of the site reads: left out, with a warning.)
      'pages/_meta.json:3:70 META_INVALID Unknown meta key "guides.readTime"'
    ])
    expect(build.code).toBe(0)
  })

  it('uses a theme.config.js with JSX in it (no CONFIG_LOAD): its logo is in the header', () => {
    expect(page('')).toContain('<span class="wild2-logo">Wild Two</span>')
  })

  it('renders a component of a .js file with JSX, and a .cjs module that calls members of absent packages it requires', () => {
    expect(page('')).toContain('<span class="wild2-badge">new</span> on <!-- -->Wild Two<!-- -->.')
  })

  it('reads an empty front matter key (`description:`, YAML null) as absent, not as an error', () => {
    expect(page('')).toContain('<h1')
    expect(page('')).not.toContain('content="null"')
  })

  it('keeps a meta entry’s own keys of plain data that the site’s code reads in the page map, quietly', () => {
    // (`description` and `tags`, read as `page.meta?.description`; `readTime`, which nothing reads, is warned of.)
    expect(warned.filter(w => w.includes('META_INVALID'))).toEqual([
      'pages/_meta.json:3:70 META_INVALID Unknown meta key "guides.readTime"'
    ])
    const cards = [...page('').matchAll(/<li class="guide-card">(.*?)<\/li>/g)].map(m => m[1].replace(/<!-- -->/g, ''))
    expect(cards).toEqual(['First guide: The first one, in short. [intro, setup]', 'Second guide: (none)'])
  })

  it('renders a site module importing a name its (other major) package lacks, the name undefined as in Next', () => {
    expect(page('')).toContain('<pre class="wild2-code" data-highlighter="undefined">let x = 1</pre>')
    // (It is an island: its browser build takes the name out too, and it hydrates — no ISLANDS_BUNDLE warning.)
    expect(page('')).toContain('<gs-island data-island="components/highlighted.ts#Highlighted"')
    expect(warned.filter(w => w.includes('ISLANDS_BUNDLE'))).toEqual([])
  })
  it('renders what an absent styling package’s `styled` styles, unstyled, with its props and children: no placeholder', () => {
    // (styled.aside`…`, twin.macro's styled(Component)`…`, styled('section', options)(theme => …).)
    expect(page('')).toContain(
      '<section class="wild2-box"><aside class="wild2-note">Styled <b class="wild2-label">content</b> stays.</aside></section>'
    )
  })
  it('gives an imported image Next’s static image shape (`img.src`) while it still reads as its URL', () => {
    const url = /src="(\/_gs\/assets\/shot-[0-9a-f]+\.png)"/.exec(page(''))?.[1]
    expect(url).toBeDefined()
    expect(page('')).toContain(
      `<img decoding="async" alt="by src" src="${url}" width="10" height="10" loading="lazy"/>`
    )
    expect(page('')).toContain(`<img src="${url}" alt="as url"/>`)
    expect(page('')).toContain(`style="background-image:url(${url})"`)
    // (A Markdown image beside the page is bundled the same way, and written as before.)
    expect(page('')).toContain(`alt="Beside the page" data-non-http="${url}" class="gs-image" src="${url}"`)
  })
})
