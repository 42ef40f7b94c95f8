import { HostedEngine } from './hosted-engine.js'
import type { HostedPageSettings } from '../../../shared/search/hosted.js'

/**
 * The hosted engine of a page whose search provider is `algolia`, created on the first search
 * interaction (./provider.js; never on other pages): the modal and the autocomplete then search
 * the hosted index. Insights (their own chunk, with `search-insights`, loaded only when turned on)
 * start listening here, before the first answer.
 */
export function useHosted(
  settings: HostedPageSettings,
  indexUrl: string,
  roots: HTMLElement[],
  insights?: typeof import('./insights.js')
): HostedEngine {
  // The index manifest sits at `{base}/_gs/search/{locale}.json`.
  const base = new URL(indexUrl, location.href).pathname.replace(/\/_gs\/search\/[^/]*$/, '')
  const engine = new HostedEngine(settings, document.documentElement.lang || 'en-US', base)
  insights?.startInsights(settings, roots)
  return engine
}
