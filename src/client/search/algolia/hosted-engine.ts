import { liteClient } from 'algoliasearch/lite'
import type { SearchHit, SearchSelection } from '../../../shared/search/engine.js'
import { clientHost, HOSTED_LIMITS, type HostedPageSettings } from '../../../shared/search/hosted.js'
import type { Searcher } from '../searcher.js'
import { SearchWidget, type SearchClient, type WidgetState } from './search-widget.js'
import { toSearchHit, type HostedHit } from './to-search-hit.js'

/** Fired on `document` after every change of a hosted search widget (`detail`: which one, and its state). */
export const HOSTED_STATE_EVENT = 'hosted-search:state'

const clientFor = (settings: HostedPageSettings, hosts: string[] | undefined): SearchClient =>
  liteClient(
    settings.appId,
    settings.apiKey,
    hosts ? { hosts: hosts.map(clientHost) } : undefined
  ) as unknown as SearchClient

interface Pending {
  query: string
  hits: number
  filter?: (route: string) => boolean
  resolve(hits: SearchHit[]): void
  reject(error: unknown): void
}

/**
 * The hosted provider behind the local UIs (`provideEngine`): the docs modal asks for pages
 * (`selection.pages`) and gets one query to the modal index through the proxy host, 20 hits (the
 * preview's, SPEC §7: hits and nbHits read); the header autocomplete asks once per source, and the
 * sources' queries of one moment go out as one multi-query request to the autocomplete index, 5
 * hits each (results[].hits, index and queryID read).
 */
export class HostedEngine implements Searcher {
  readonly modal: SearchWidget
  readonly autocomplete: SearchWidget
  private batch: Pending[] = []

  constructor(
    private readonly settings: HostedPageSettings,
    readonly locale: string,
    /** The site's base path ('' or '/docs'): hits of this site get their routes without it. */
    private readonly base: string
  ) {
    const emit = (widget: 'modal' | 'autocomplete') => (state: WidgetState) =>
      document.dispatchEvent(new CustomEvent(HOSTED_STATE_EVENT, { detail: { widget, state } }))
    const client = clientFor(settings, settings.hosts)
    this.autocomplete = new SearchWidget(client, emit('autocomplete'))
    this.modal = new SearchWidget(
      settings.proxyHost ? clientFor(settings, [settings.proxyHost]) : client,
      emit('modal')
    )
  }

  search(query: string, selection: SearchSelection = {}): Promise<SearchHit[]> {
    if (selection.pages !== undefined) return this.searchModal(query)
    return new Promise((resolve, reject) => {
      if (this.batch.length === 0) queueMicrotask(() => this.flush())
      this.batch.push({
        query,
        hits: selection.hits ?? HOSTED_LIMITS.autocompleteHitsPerPage,
        filter: selection.filter,
        resolve,
        reject
      })
    })
  }

  private async searchModal(query: string): Promise<SearchHit[]> {
    const [result] = await this.modal.search(query, [
      { indexName: this.settings.modalIndex, query, hitsPerPage: HOSTED_LIMITS.previewHitsPerPage }
    ])
    return result.hits.map((hit, i) =>
      toSearchHit(hit, { index: result.index, queryID: result.queryID, position: i + 1, base: this.base })
    )
  }

  private flush(): void {
    const batch = this.batch
    this.batch = []
    this.autocomplete
      .search(
        batch[0].query,
        batch.map(p => ({ indexName: this.settings.autocompleteIndex, query: p.query, hitsPerPage: p.hits }))
      )
      .then(
        results =>
          batch.forEach((p, n) => {
            const { hits, index, queryID } = results[n]
            const shown: HostedHit[] = hits.map((hit, i) =>
              toSearchHit(hit, { index, queryID, position: i + 1, base: this.base })
            )
            p.resolve(p.filter ? shown.filter(hit => p.filter!(hit.route)) : shown)
          }),
        error => batch.forEach(p => p.reject(error))
      )
  }
}
