import type { HostedPageSettings } from '../../../shared/search/hosted.js'
import { provideEngine } from '../engine-client.js'
import { HostedEngine } from './hosted-engine.js'

/**
 * The hosted provider's chunk, fetched on the first search interaction of a page whose search
 * provider is `algolia` (never on other pages): the engine answers for the page's index URL, so
 * the modal and the autocomplete search the hosted index; insights (their own chunk, with
 * `search-insights`) only when turned on.
 */
export function useHosted(settings: HostedPageSettings, indexUrl: string, roots: HTMLElement[]): HostedEngine {
  // The index manifest sits at `{base}/_gs/search/{locale}.json`.
  const base = new URL(indexUrl, location.href).pathname.replace(/\/_gs\/search\/[^/]*$/, '')
  const engine = new HostedEngine(settings, document.documentElement.lang || 'en-US', base)
  provideEngine(indexUrl, engine)
  if (settings.insights) {
    import('./insights.js').then(
      module => module.startInsights(settings, roots),
      error => console.error('Failed to load search insights', error)
    )
  }
  return engine
}
