import { HOSTED_MISSING_MESSAGE, type HostedPageSettings } from '../../../shared/search/hosted.js'

/**
 * The hosted provider's settings (`data-algolia` on the search box). When the page says they are
 * missing (or they cannot be read), SPEC §8's message is logged and the page keeps the local index.
 */
export function readHosted(raw: string): HostedPageSettings | undefined {
  let settings: unknown
  try {
    settings = JSON.parse(raw)
  } catch {
    settings = undefined
  }
  if (typeof settings === 'object' && settings !== null && (settings as HostedPageSettings).appId)
    return settings as HostedPageSettings
  console.error(HOSTED_MISSING_MESSAGE)
  return undefined
}
