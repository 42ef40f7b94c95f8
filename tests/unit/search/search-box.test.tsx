import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { SearchBox } from '../../../templates/layout/search-box.js'
import { DEFAULT_AUTOCOMPLETE } from '../../../src/shared/search/settings.js'

describe('SearchBox template', () => {
  it('tells the script where the index is and how the box behaves', () => {
    const html = renderToString(
      <SearchBox settings={{ indexUrl: '/docs/_gs/search/fr.json', autocomplete: DEFAULT_AUTOCOMPLETE }} locale="fr" />
    )
    expect(html).toContain('data-index-url="/docs/_gs/search/fr.json"')
    expect(html).toContain('data-autocomplete="{&quot;panelPlacement&quot;:&quot;end&quot;')
    expect(html).toContain('placeholder="Rechercher dans la documentation…"')
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
