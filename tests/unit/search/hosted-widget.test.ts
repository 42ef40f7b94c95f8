import { liteClient } from 'algoliasearch/lite'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { SearchWidget, type SearchClient, type WidgetState } from '../../../src/client/search/algolia/search-widget.js'
import { clampFacetHits, clientHost, HIGHLIGHT_TAGS } from '../../../src/shared/search/hosted.js'
import { startSearchService, type SearchService } from '../../helpers/search-service.js'

// The hosted search widget (SPEC §4/§5) with the real algoliasearch lite client pointed at the
// stand-in service through `hosts`: the requests it sends and the states it goes through.

let service: SearchService
let client: SearchClient

beforeAll(async () => {
  service = await startSearchService()
  service.seed('theguild', [
    ...Array.from({ length: 30 }, (_, n) => ({
      objectID: `yoga:${n}`,
      title: `Install step ${n}`,
      type: 'content',
      source: n % 3 ? 'Yoga' : 'Hive',
      hierarchy: { lvl0: 'Docs', lvl1: 'Installation' }
    }))
  ])
  client = liteClient('TESTAPP', 'search-key', { hosts: [clientHost(service.url)] }) as unknown as SearchClient
})
afterAll(() => service?.close())
beforeEach(() => {
  service.clear()
  service.delayMs = 0
  service.fail = false
})

const recorder = () => {
  const states: (WidgetState & { t: number })[] = []
  const start = Date.now()
  return { states, onChange: (state: WidgetState) => states.push({ ...state, t: Date.now() - start }) }
}

describe('hosted search widget', () => {
  it('sends one multi-query request: index, query, hitsPerPage, highlight tags; reads hits, nbHits, index, queryID', async () => {
    const widget = new SearchWidget(client)
    const [preview, box] = await widget.search('install', [
      { indexName: 'theguild', query: 'install', hitsPerPage: 20 },
      { indexName: 'searchv2_main', query: 'install', hitsPerPage: 5 }
    ])
    const [request] = service.to('/1/indexes/*/queries', 'POST')
    expect(service.to('/1/indexes/*/queries')).toHaveLength(1)
    expect(request.body).toEqual({
      requests: [
        { indexName: 'theguild', query: 'install', hitsPerPage: 20, page: 0, ...HIGHLIGHT_TAGS, clickAnalytics: true },
        {
          indexName: 'searchv2_main',
          query: 'install',
          hitsPerPage: 5,
          page: 0,
          ...HIGHLIGHT_TAGS,
          clickAnalytics: true
        }
      ]
    })
    expect(preview).toMatchObject({ hitsPerPage: 20, page: 1, nbHits: 30, index: 'theguild' })
    expect(preview.hits).toHaveLength(20)
    expect(preview.queryID).toMatch(/^[0-9a-f]{32}$/)
    expect(box).toMatchObject({ hitsPerPage: 5, index: 'searchv2_main', hits: [] })
    expect(widget.state).toMatchObject({ query: 'install', page: 1, searching: false, stalled: false, error: null })
    expect(Object.keys(widget.state.indices)).toEqual(['theguild', 'searchv2_main'])
  })

  it('a new query resets the page to 1; the same query keeps the page asked for', async () => {
    const widget = new SearchWidget(client)
    const requests = [{ indexName: 'theguild', query: 'install', hitsPerPage: 5 }]
    await widget.search('install', requests)
    await widget.setPage(3, requests)
    expect(widget.state.page).toBe(3)
    expect((service.received.at(-1)!.body as { requests: { page: number }[] }).requests[0].page).toBe(2)
    await widget.search('step', [{ indexName: 'theguild', query: 'step', hitsPerPage: 5 }])
    expect(widget.state.page).toBe(1)
    expect((service.received.at(-1)!.body as { requests: { page: number }[] }).requests[0].page).toBe(0)
  })

  it('is searching at once, stalled after 200 ms, and neither once the answer is in', async () => {
    service.delayMs = 450
    const { states, onChange } = recorder()
    await new SearchWidget(client, onChange).search('install', [
      { indexName: 'theguild', query: 'install', hitsPerPage: 5 }
    ])
    const searching = states.find(s => s.searching)!
    const stalled = states.find(s => s.stalled)!
    const done = states.at(-1)!
    expect(searching.t).toBeLessThan(50)
    expect(searching.stalled).toBe(false)
    expect(stalled.t).toBeGreaterThanOrEqual(195)
    expect(stalled.t).toBeLessThan(400)
    expect(done).toMatchObject({ searching: false, stalled: false, error: null })
  })

  it('stores a failure in the state and clears the stalled flag', async () => {
    service.delayMs = 300
    service.fail = 400
    const { states, onChange } = recorder()
    const widget = new SearchWidget(client, onChange)
    await expect(
      widget.search('install', [{ indexName: 'theguild', query: 'install', hitsPerPage: 5 }])
    ).rejects.toThrow()
    expect(states.some(s => s.stalled)).toBe(true)
    expect(widget.state).toMatchObject({ searching: false, stalled: false })
    expect(widget.state.error).toContain('stand-in failure')
  })

  it('searches facet values with the size clamped to 1–100, 10 by default, and stores a failure', async () => {
    const widget = new SearchWidget(client)
    const sizes: number[] = []
    for (const size of [undefined, 0, 1, 55, 100, 101, 5000]) {
      await widget.searchForFacetValues('theguild', 'source', '', size)
      sizes.push((service.received.at(-1)!.body as { requests: { maxFacetHits: number }[] }).requests[0].maxFacetHits)
    }
    expect(sizes).toEqual([10, 1, 1, 55, 100, 100, 100])
    expect(service.received.at(-1)!.body).toEqual({
      requests: [
        { indexName: 'theguild', type: 'facet', facet: 'source', facetQuery: '', maxFacetHits: 100, ...HIGHLIGHT_TAGS }
      ]
    })
    expect(await widget.searchForFacetValues('theguild', 'source', 'h')).toEqual([{ value: 'Hive', count: 10 }])
    expect([clampFacetHits(Number.NaN), clampFacetHits(2.7)]).toEqual([10, 2])

    service.fail = 400
    const { states, onChange } = recorder()
    const failing = new SearchWidget(client, onChange)
    await expect(failing.searchForFacetValues('theguild', 'source', '')).rejects.toThrow()
    expect(states[0].searchingFacetValues).toBe(true)
    expect(failing.state).toMatchObject({ searchingFacetValues: false })
    expect(failing.state.error).toContain('stand-in failure')
  })
})
