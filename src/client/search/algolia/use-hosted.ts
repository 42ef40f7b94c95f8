import { HostedEngine } from './hosted-engine.js'
import type { HostedPageSettings } from '../../../shared/search/hosted.js'

/**
 * The hosted engine of a page whose search provider is `algolia`, created on the first search
 * interaction (./provider.js; never on other pages): the modal and the autocomplete then search
 * the hosted index. Insights (their own chunk, with `search-insights`) load only when turned on.
 */
export function useHosted(settings: HostedPageSettings, indexUrl: string, roots: HTMLElement[]): HostedEngine {
  // The index manifest sits at `{base}/_gs/search/{locale}.json`.
  const base = new URL(indexUrl, location.href).pathname.replace(/\/_gs\/search\/[^/]*$/, '')
  const engine = new HostedEngine(settings, document.documentElement.lang || 'en-US', base)
  if (settings.insights) {
    import('./insights.js').then(
      module => module.startInsights(settings, roots),
      error => console.error('Failed to load search insights', error)
    )
  }
  return engine
}
