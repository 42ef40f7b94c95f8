import MiniSearch from 'minisearch'
import SearchableMap from 'minisearch/SearchableMap'
import { describe, expect, it } from 'vitest'
import { SEARCH_BOOST, SEARCH_FIELDS } from '../../../src/shared/search/format.js'
import { scoreQuery, type FieldPostings } from '../../../src/shared/search/score.js'
import { terms } from '../../../src/shared/search/tokenize.js'

const DOCS = [
  {
    title: 'Response Caching',
    heading: '',
    parents: '',
    text: 'Caching keeps responses of operations. The cache is keyed by the query.'
  },
  {
    title: '',
    heading: 'Invalidation',
    parents: 'Response Caching',
    text: 'Entries expire; mutations invalidate cached responses.'
  },
  { title: 'Plugins', heading: '', parents: '', text: 'Plugins hook into the execution and can enable caching.' },
  {
    title: '',
    heading: 'Writing a plugin',
    parents: 'Plugins',
    text: 'A plugin is an object with hooks. Caches of parsed documents are plugins too.'
  },
  { title: 'Subscriptions', heading: '', parents: '', text: 'Subscriptions stream events to clients over SSE.' },
  {
    title: '',
    heading: 'Scaling subscriptions',
    parents: 'Subscriptions',
    text: 'Use a pub/sub broker such as Redis when you run more than one server instance.'
  }
]

describe('scoring', () => {
  it('scores exactly as minisearch does (AND, boosts, BM25, prefix on the last word, one typo)', () => {
    const miniSearch = new MiniSearch({ fields: [...SEARCH_FIELDS], tokenize: terms, processTerm: term => term })
    miniSearch.addAll(DOCS.map((doc, id) => ({ id, ...doc })))
    const json = miniSearch.toJSON() as unknown as {
      index: [string, Record<string, Record<string, number>>][]
      fieldLength: Record<string, number[]>
      averageFieldLength: number[]
    }
    const index = new SearchableMap<FieldPostings>()
    for (const [term, fields] of json.index) {
      index.set(
        term,
        new Map(
          Object.entries(fields).map(([field, docs]) => [
            Number(field),
            new Map(Object.entries(docs).map(([doc, tf]) => [Number(doc), tf]))
          ])
        )
      )
    }
    const lengths = DOCS.flatMap((_, id) => SEARCH_FIELDS.map((_, field) => json.fieldLength[id][field] ?? 0))
    for (const query of ['caching', 'cach', 'plugin caching', 'subscriptons', 'response cache', 'redis server']) {
      const words = terms(query)
      const expected = miniSearch.search(query, {
        boost: SEARCH_BOOST,
        combineWith: 'AND',
        prefix: (term, i, all) => i === all.length - 1,
        fuzzy: term => (term.length >= 5 ? 1 : false)
      })
      const scored = scoreQuery(
        { terms: index, documentCount: DOCS.length, lengths, average: json.averageFieldLength },
        words
      )
      const ours = [...scored.ids]
        .map((id, n) => ({ id, score: scored.scores[n] * words.length }))
        .sort((a, b) => b.score - a.score)
      expect(
        ours.map(result => result.id),
        query
      ).toEqual(expected.map(result => result.id))
      ours.forEach((result, n) => expect(result.score, query).toBeCloseTo(expected[n].score, 9))
    }
  })
})
