import { HOSTED_LIMITS } from '../../../shared/search/hosted.js'

/**
 * The modal's stalled delay when the page searches a hosted index: the search widget's (SPEC §9:
 * 200 ms) rather than the local docs search's; undefined otherwise.
 */
export function hostedStalledMs(): number | undefined {
  const raw = document.querySelector<HTMLElement>('[data-algolia]')?.dataset.algolia
  return raw && raw !== '"missing"' ? HOSTED_LIMITS.stalledMs : undefined
}
