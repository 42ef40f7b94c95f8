import { describe, expect, it } from 'vitest'
import { metaSlotsOf, referMetaSlots } from '../../../src/content/meta-slots.js'

// Nextra 3's `theme.topContent`/`bottomContent` hold React content; the page map that travels to the
// render threads holds where it is instead (issue 34: the Guild's own site crashed on a clone).
describe('referMetaSlots', () => {
  const Header = () => null
  const meta = {
    index: 'Home',
    '*': { display: 'hidden', theme: { sidebar: false, topContent: Header, bottomContent: { $$typeof: 1 } } },
    docs: { type: 'page', items: { intro: { theme: { topContent: Header } } } }
  }

  it('replaces each component or element by its module and key path, leaving plain data as it is', () => {
    const { value, dropped } = referMetaSlots(meta, '/site/pages/_meta.tsx')
    expect(dropped).toEqual([])
    expect(value).toEqual({
      index: 'Home',
      '*': {
        display: 'hidden',
        theme: {
          sidebar: false,
          topContent: { metaSlot: { file: '/site/pages/_meta.tsx', path: ['*', 'theme', 'topContent'] } },
          bottomContent: { metaSlot: { file: '/site/pages/_meta.tsx', path: ['*', 'theme', 'bottomContent'] } }
        }
      },
      docs: {
        type: 'page',
        items: {
          intro: {
            theme: {
              topContent: {
                metaSlot: { file: '/site/pages/_meta.tsx', path: ['docs', 'items', 'intro', 'theme', 'topContent'] }
              }
            }
          }
        }
      }
    })
    // What travels to a thread is data; the meta's own value is not changed.
    expect(() => structuredClone(value)).not.toThrow()
    expect(meta['*'].theme.topContent).toBe(Header)
  })

  it('leaves the content out, naming its path, when no module can be imported for it (a dynamic meta)', () => {
    const { value, dropped } = referMetaSlots(meta, undefined)
    expect(dropped).toEqual([
      ['*', 'theme', 'topContent'],
      ['*', 'theme', 'bottomContent'],
      ['docs', 'items', 'intro', 'theme', 'topContent']
    ])
    expect(value).toMatchObject({ '*': { theme: { sidebar: false } } })
    expect(() => structuredClone(value)).not.toThrow()
  })

  it('gives a resolved theme’s slots', () => {
    const { value } = referMetaSlots(meta, '/m.tsx')
    const theme = (value as { '*': { theme: Record<string, unknown> } })['*'].theme
    expect(metaSlotsOf(theme)).toEqual({
      topContent: { file: '/m.tsx', path: ['*', 'theme', 'topContent'] },
      bottomContent: { file: '/m.tsx', path: ['*', 'theme', 'bottomContent'] }
    })
    expect(metaSlotsOf({ sidebar: false })).toBeUndefined()
  })
})
