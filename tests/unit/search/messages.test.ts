import { describe, expect, it } from 'vitest'
import { searchMessages } from '../../../src/shared/search/messages.js'

describe('search texts (SPEC §2, §8, §9)', () => {
  it('English texts are the SPEC ones', () => {
    const m = searchMessages('en-US')
    expect([m.modalTitle, m.modalPlaceholder, m.noResultsFor('<b>x</b>'), m.noResults, m.loadError, m.loading]).toEqual(
      [
        'Search docs',
        'Search…',
        'No results for "<b>x</b>"',
        'No results found',
        'Failed to load search index',
        'Loading…'
      ]
    )
    expect([m.search, m.clear, m.submit, m.cancel]).toEqual(['Search', 'Clear', 'Submit', 'Cancel'])
  })

  it('Loading is localised in fr, ru and zh-CN', () => {
    expect(['fr', 'ru', 'zh-CN'].map(locale => searchMessages(locale).loading)).toEqual([
      'Chargement…',
      'Загрузка…',
      '正在加载…'
    ])
  })

  it('falls back to the language, then to English', () => {
    expect(searchMessages('fr-CA').loading).toBe('Chargement…')
    expect(searchMessages('zh').loading).toBe('正在加载…')
    expect(searchMessages('de').loading).toBe('Loading…')
    expect(searchMessages(undefined).loading).toBe('Loading…')
  })
})
