import type { Searcher } from '../searcher.js'
import { readHosted } from './read-hosted.js'

/** The hosted engine; null: the page's hosted settings are missing. */
let hosted: Promise<Searcher> | null | undefined

/**
 * The search provider of a page whose search box carries hosted settings (`data-algolia`), in
 * place of ./load-index.js (engine-client.ts picks it): the hosted engine (its own chunk, with the
 * algoliasearch client), or — the settings missing — SPEC §8's message, logged once, and the local index.
 */
export async function loadIndex(url: string): Promise<Searcher> {
  if (hosted === undefined) {
    const settings = readHosted(document.querySelector<HTMLElement>('[data-algolia]')?.dataset.algolia ?? '')
    // Insights (when on) come in parallel and listen before the first answer, so none is missed;
    // if their chunk fails, search still works.
    const insights = settings?.insights
      ? import('./insights.js').catch(error => void console.error('Failed to load search insights', error))
      : undefined
    hosted = settings
      ? Promise.all([import('./use-hosted.js'), insights]).then(([module, analytics]) =>
          module.useHosted(settings, url, [...document.querySelectorAll<HTMLElement>('[data-search-root]')], analytics)
        )
      : null
    // A chunk that failed to download is tried again next time.
    hosted?.catch(() => (hosted = undefined))
  }
  return hosted ?? (await import('../load-index.js')).loadIndex(url)
}
