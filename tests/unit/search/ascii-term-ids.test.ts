import { describe, expect, it } from 'vitest'
import { AsciiTermIds } from '../../../src/search/ascii-term-ids.js'

/** A numbering of terms as the index builder's `idOf`, and the ids it was asked for. */
function numbering() {
  const ids = new Map<string, number>()
  const terms: string[] = []
  const asked: string[] = []
  const idOf = (term: string) => {
    asked.push(term)
    let id = ids.get(term)
    if (id === undefined) ids.set(term, (id = terms.push(term) - 1))
    return id
  }
  return { idOf, terms, asked, table: new AsciiTermIds(idOf, id => terms[id]) }
}

describe('ASCII term ids (the index counting words without making their strings)', () => {
  it("gives every word the id of its lower-cased term, asking for each term's string once", () => {
    const { table, terms, asked } = numbering()
    const text = 'GraphQL graphql GRAPHQL Yoga yoga2 yoga 2yoga A a b'
    const words = [...text.matchAll(/[A-Za-z0-9]+/g)].map(m => [m.index, m.index + m[0].length] as const)
    const ids = words.map(([start, end]) => table.idOf(text, start, end))
    expect(ids.map(id => terms[id])).toEqual(words.map(([start, end]) => text.slice(start, end).toLowerCase()))
    expect(asked).toEqual(['graphql', 'yoga', 'yoga2', '2yoga', 'a', 'b'])
  })

  it('keeps every id as its table grows, a term found again in any case', () => {
    const { table, terms, asked } = numbering()
    // 5,000 terms: the table grows from 4,096 slots, and short terms share hash slots.
    const words = Array.from({ length: 5000 }, (_, i) => `W${i.toString(36)}x`)
    const text = words.join(' ')
    let at = 0
    const first = words.map(word => table.idOf(text, (at = text.indexOf(word, at)), at + word.length))
    const lower = text.toLowerCase()
    at = 0
    const again = words.map(word => table.idOf(lower, (at = lower.indexOf(word.toLowerCase(), at)), at + word.length))
    expect(again).toEqual(first)
    expect(first.map(id => terms[id])).toEqual(words.map(word => word.toLowerCase()))
    expect(asked).toHaveLength(5000)
  })

  it('asks again once cleared (the terms numbered otherwise)', () => {
    const { table, asked } = numbering()
    table.idOf('Alpha', 0, 5)
    table.clear()
    table.idOf('alpha', 0, 5)
    expect(asked).toEqual(['alpha', 'alpha'])
  })
})
