import { HOSTED_MISSING_MESSAGE, type HostedPageSettings } from '../../../shared/search/hosted.js'

/**
 * The hosted provider's settings of the page (`data-algolia` on the search box), part of main.js:
 * undefined for the local provider. When the page says they are missing, SPEC §8's message is
 * logged and the page keeps the local index.
 */
export function readHosted(root: HTMLElement): HostedPageSettings | undefined {
  const raw = root.dataset.algolia
  if (!raw) return undefined
  let settings: unknown
  try {
    settings = JSON.parse(raw)
  } catch {
    settings = undefined
  }
  if (typeof settings === 'object' && settings !== null && (settings as HostedPageSettings).appId) return settings as HostedPageSettings
  console.error(HOSTED_MISSING_MESSAGE)
  return undefined
}
