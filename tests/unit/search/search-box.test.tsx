import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { SearchBox, searchHint } from '../../../templates/layout/search-box.js'
import { readSettings } from '../../../src/client/search/autocomplete/read-settings.js'
import { DEFAULT_AUTOCOMPLETE } from '../../../src/shared/search/settings.js'

describe('SearchBox template', () => {
  it('tells the script where the index is and how the box behaves', () => {
    const html = renderToString(
      <SearchBox settings={{ indexUrl: '/docs/_gs/search/fr.json', autocomplete: DEFAULT_AUTOCOMPLETE }} locale="fr" />
    )
    expect(html).toContain('data-index-url="/docs/_gs/search/fr.json"')
    // The defaults are the script's own: only options that differ are written.
    expect(html).not.toContain('data-autocomplete')
    const changed = renderToString(
      <SearchBox
        settings={{
          indexUrl: '/_gs/search/en-US.json',
          autocomplete: { ...DEFAULT_AUTOCOMPLETE, panelPlacement: 'start', sources: [{ id: 'docs', prefix: '/docs' }] }
        }}
      />
    )
    expect(changed).toContain(
      'data-autocomplete="{&quot;panelPlacement&quot;:&quot;start&quot;,&quot;sources&quot;:[{&quot;id&quot;:&quot;docs&quot;,&quot;prefix&quot;:&quot;/docs&quot;}]}"'
    )
    // The script reads back the settings in full.
    const attribute = /data-autocomplete="([^"]*)"/.exec(changed)![1].replaceAll('&quot;', '"')
    expect(readSettings({ dataset: { autocomplete: attribute } } as unknown as HTMLElement)).toEqual({
      ...DEFAULT_AUTOCOMPLETE,
      panelPlacement: 'start',
      sources: [{ id: 'docs', prefix: '/docs' }]
    })
    expect(readSettings({ dataset: {} } as unknown as HTMLElement)).toEqual(DEFAULT_AUTOCOMPLETE)
    expect(html).toContain('placeholder="Rechercher dans la documentation…"')
  })

  it('hints "/" on guildsite\'s own sites and Nextra 2–4\'s "CTRL K" on a site that follows them', () => {
    const hint = (html: string) => /<kbd class="[^"]*">([^<]*)<\/kbd>/.exec(html)![1]
    expect(hint(renderToString(<SearchBox hint={searchHint({})} />))).toBe('/')
    // (nextra-theme-docs 2.13.2 writes "CTRL K" too once mounted — read in its built code, wild12.)
    expect(hint(renderToString(<SearchBox hint={searchHint({ markdownMarks: true })} />))).toBe('/')
    for (const nextraMajor of [2, 3, 4])
      expect(hint(renderToString(<SearchBox hint={searchHint({ markdownMarks: true, nextraMajor })} />))).toBe('CTRL K')
    // "⌘ K" on a Mac: the line right after the hint rewrites it before it is painted; "/" needs none.
    expect(renderToString(<SearchBox hint="ctrl-k" />)).toMatch(/CTRL K<\/kbd><script>\(function\(\)\{if\(\/Mac\//)
    expect(renderToString(<SearchBox />)).not.toContain('<script')
  })

  it('renders the combobox with the SPEC §5/§9 attributes and labels', () => {
    const html = renderToString(<SearchBox />)
    for (const attribute of [
      'type="search"',
      'role="combobox"',
      'autoComplete="off"',
      'autoCorrect="off"',
      'autoCapitalize="off"',
      'spellCheck="false"',
      'enterKeyHint="search"',
      'maxLength="512"',
      'noValidate=""',
      'aria-label="Submit"',
      'aria-label="Clear"',
      'aria-label="Search"'
    ]) {
      expect(html.toLowerCase()).toContain(attribute.toLowerCase())
    }
  })
})
