import { clampFacetHits, HIGHLIGHT_TAGS, HOSTED_LIMITS } from '../../../shared/search/hosted.js'

/** A hit as the hosted index returns it (SPEC §3), with what the answer adds. */
export interface RawHit {
  objectID: string
  [key: string]: unknown
}

/** SPEC §3 search results of one index. */
export interface IndexResults {
  hits: RawHit[]
  hitsPerPage: number
  /** 1-based. */
  page: number
  nbHits: number
  queryID?: string
  index: string
}

/** SPEC §3/§4 state of the search widget. */
export interface WidgetState {
  query: string
  /** 1-based; a new query starts again at 1. */
  page: number
  /** Per-index state: the last results of each index searched. */
  indices: Record<string, IndexResults>
  /** A search is pending. */
  searching: boolean
  /** Pending for longer than the stalled delay (200 ms). */
  stalled: boolean
  /** A facet-value search is pending. */
  searchingFacetValues: boolean
  /** The last failure (a search or a facet-value search); cleared by the next answer. */
  error: string | null
}

/** The one call the widget makes: algoliasearch's multi-query `search` (POST …/indexes/*\/queries). */
export interface SearchClient {
  search(params: { requests: Record<string, unknown>[] }): Promise<{ results: unknown[] }>
}

export interface QueryRequest {
  indexName: string
  query: string
  hitsPerPage: number
}

const initial = (): WidgetState => ({
  query: '',
  page: 1,
  indices: {},
  searching: false,
  stalled: false,
  searchingFacetValues: false,
  error: null
})

/**
 * The search widget of SPEC §4 for the hosted provider: searching, stalled once a search has been
 * pending for 200 ms, the error stored in the state (the stalled flag cleared), facet-value
 * searching; changing the query resets the page to 1. `onChange` gets every new state. An answer
 * overtaken by a newer search is dropped.
 */
export class SearchWidget {
  state: WidgetState = initial()
  private pending = 0
  private stalledTimer?: ReturnType<typeof setTimeout>

  constructor(
    private readonly client: SearchClient,
    private readonly onChange: (state: WidgetState) => void = () => undefined
  ) {}

  private set(patch: Partial<WidgetState>): void {
    this.state = { ...this.state, ...patch }
    this.onChange(this.state)
  }

  /**
   * Runs one multi-query request (one query per entry, `page` of the state, SPEC's highlight tags)
   * and returns its results in order; rejects when the service fails (the error is in the state).
   */
  async search(query: string, requests: QueryRequest[], page?: number): Promise<IndexResults[]> {
    const nextPage = query !== this.state.query ? 1 : (page ?? this.state.page)
    const request = ++this.pending
    clearTimeout(this.stalledTimer)
    this.stalledTimer = setTimeout(
      () => request === this.pending && this.set({ stalled: true }),
      HOSTED_LIMITS.stalledMs
    )
    this.set({ query, page: nextPage, searching: true })
    try {
      const { results } = await this.client.search({
        requests: requests.map(r => ({
          indexName: r.indexName,
          query: r.query,
          hitsPerPage: r.hitsPerPage,
          page: nextPage - 1,
          ...HIGHLIGHT_TAGS,
          clickAnalytics: true
        }))
      })
      const answers = (results as Partial<IndexResults & { page: number }>[]).map((result, i): IndexResults => ({
        hits: result.hits ?? [],
        hitsPerPage: result.hitsPerPage ?? requests[i].hitsPerPage,
        page: (result.page ?? 0) + 1,
        nbHits: result.nbHits ?? result.hits?.length ?? 0,
        ...(result.queryID && { queryID: result.queryID }),
        index: result.index ?? requests[i].indexName
      }))
      if (request === this.pending) {
        clearTimeout(this.stalledTimer)
        this.set({
          searching: false,
          stalled: false,
          error: null,
          indices: { ...this.state.indices, ...Object.fromEntries(answers.map(a => [a.index, a])) }
        })
      }
      return answers
    } catch (error) {
      if (request === this.pending) {
        clearTimeout(this.stalledTimer)
        this.set({ searching: false, stalled: false, error: error instanceof Error ? error.message : String(error) })
      }
      throw error
    }
  }

  /** The next page of the current query. */
  setPage(page: number, requests: QueryRequest[]): Promise<IndexResults[]> {
    return this.search(this.state.query, requests, Math.max(1, Math.floor(page)))
  }

  /** SPEC §5 facet-value search: `maxFacetHits` clamped to 1–100 (10 by default). */
  async searchForFacetValues(
    indexName: string,
    facet: string,
    facetQuery: string,
    maxFacetHits?: number
  ): Promise<{ value: string; count: number }[]> {
    this.set({ searchingFacetValues: true })
    try {
      const { results } = await this.client.search({
        requests: [
          { indexName, type: 'facet', facet, facetQuery, maxFacetHits: clampFacetHits(maxFacetHits), ...HIGHLIGHT_TAGS }
        ]
      })
      this.set({ searchingFacetValues: false, error: null })
      return ((results[0] as { facetHits?: { value: string; count: number }[] }).facetHits ?? []).map(
        ({ value, count }) => ({ value, count })
      )
    } catch (error) {
      this.set({ searchingFacetValues: false, error: error instanceof Error ? error.message : String(error) })
      throw error
    }
  }
}
