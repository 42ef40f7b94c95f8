import { z } from 'zod'

/** A host for every hosted-search call: a full http(s) URL, path allowed (a proxy mounted under one). */
const hostUrl = (field: string) =>
  z.string().refine(
    value => {
      try {
        const url = new URL(value)
        return (url.protocol === 'http:' || url.protocol === 'https:') && !url.search && !url.hash
      } catch {
        return false
      }
    },
    { error: `${field} must be a full http(s) URL without query or hash, e.g. "https://search.example.com"` }
  )

/**
 * The hosted (Algolia-compatible) search service (`search.provider: 'algolia'`). The app id and the
 * search-only key may stay out of the repository: `ALGOLIA_APP_ID`, `ALGOLIA_SEARCH_API_KEY` and
 * `ALGOLIA_INDEX_NAME` fill what the config leaves out. Without an app id or key the build warns
 * and the pages keep the local index.
 */
export const algoliaSchema = z.strictObject({
  /** Application id; default: the `ALGOLIA_APP_ID` environment variable. @example 'ANRJKXZTRW' */
  appId: z.string().min(1).optional(),
  /** Search-only API key (it is public: it ends up in every page); default: `ALGOLIA_SEARCH_API_KEY`. Never the admin key. */
  apiKey: z.string().min(1).optional(),
  /**
   * The index the records are synced to and every search reads; default: `ALGOLIA_INDEX_NAME`, else
   * the Guild's index names: `theguild` (docs modal, `guildsite search sync`) and `searchv2_main` (header autocomplete).
   * @example 'theguild'
   */
  indexName: z.string().min(1).optional(),
  /**
   * Hosts used for every call, reads and writes, instead of Algolia's own: a self-hosted proxy or a
   * test stand-in. @example ['http://127.0.0.1:8080']
   */
  hosts: z
    .array(hostUrl('search.algolia.hosts[]'))
    .min(1, { error: 'search.algolia.hosts needs at least one URL (or leave it out)' })
    .optional(),
  /** The docs modal searches through this proxy (a proxy under the provider's site). @example 'https://www.the-guild.dev/api/algolia' */
  proxyHost: hostUrl('search.algolia.proxyHost').optional(),
  /**
   * Send search analytics (`Items Viewed`, `Item Selected`, `Item Active`) with `search-insights`,
   * loaded only then. Off: no analytics script is loaded. @default false
   */
  insights: z.boolean().default(false),
  /** Host of the insights events; default: the hosts above when set, else Algolia's insights host. @example 'http://127.0.0.1:8080' */
  insightsHost: hostUrl('search.algolia.insightsHost').optional()
})

export type AlgoliaInput = z.input<typeof algoliaSchema>
export type AlgoliaConfig = z.output<typeof algoliaSchema>
