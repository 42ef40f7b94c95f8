import { describe, expect, it } from 'vitest'
import { createTypeahead, TYPEAHEAD_RESET_MS } from '../../../src/client/typeahead.js'

const ITEMS = ['Hive', 'Mesh', 'Mercurius', 'Yoga']

describe('typeahead (SPEC §9: resets after 350 ms)', () => {
  it('joins keys typed within 350 ms into one query', () => {
    const typeahead = createTypeahead()
    expect(TYPEAHEAD_RESET_MS).toBe(350)
    expect(typeahead.match('m', ITEMS, 0, 0)).toBe(1)
    expect(typeahead.match('e', ITEMS, 1, 349)).toBe(1)
    expect(typeahead.match('r', ITEMS, 1, 698)).toBe(2)
  })

  it('starts over after 350 ms without a key', () => {
    const typeahead = createTypeahead()
    typeahead.match('m', ITEMS, 0, 0)
    expect(typeahead.match('y', ITEMS, 1, 351)).toBe(3)
  })

  it('cycles through items with the same first letter when it is repeated, and wraps', () => {
    const typeahead = createTypeahead()
    expect(typeahead.match('m', ITEMS, -1, 0)).toBe(1)
    expect(typeahead.match('m', ITEMS, 1, 10)).toBe(2)
    expect(typeahead.match('m', ITEMS, 2, 20)).toBe(1)
  })

  it('ignores case and finds nothing for an unknown prefix', () => {
    const typeahead = createTypeahead()
    expect(typeahead.match('H', ITEMS, 3, 0)).toBe(0)
    expect(typeahead.match('z', ITEMS, 0, 1000)).toBe(-1)
  })
})
