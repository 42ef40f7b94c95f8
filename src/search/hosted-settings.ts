import type { ResolvedConfigFields } from '../config/schema.js'
import { diagnostic, type Diagnostic } from '../shared/diagnostics.js'
import { DEFAULT_INDEXES, HOSTED_MISSING_MESSAGE, type HostedPageSettings } from '../shared/search/hosted.js'

type SearchConfig = ResolvedConfigFields['search']

/** The environment variables that fill what the config leaves out (kept out of the repository). */
export const HOSTED_ENV = {
  appId: 'ALGOLIA_APP_ID',
  apiKey: 'ALGOLIA_SEARCH_API_KEY',
  indexName: 'ALGOLIA_INDEX_NAME',
  adminKey: 'ALGOLIA_ADMIN_API_KEY'
} as const

const fromEnv = (env: NodeJS.ProcessEnv, name: string) => env[name]?.trim() || undefined

/**
 * The search config with the hosted settings the config leaves out taken from the environment
 * (config load: the result is part of the config, so the render cache sees a key change).
 */
export function withHostedEnv(search: SearchConfig, env: NodeJS.ProcessEnv): SearchConfig {
  if (search.provider !== 'algolia') return search
  const algolia = search.algolia ?? { insights: false }
  const appId = algolia.appId ?? fromEnv(env, HOSTED_ENV.appId)
  const apiKey = algolia.apiKey ?? fromEnv(env, HOSTED_ENV.apiKey)
  const indexName = algolia.indexName ?? fromEnv(env, HOSTED_ENV.indexName)
  return {
    ...search,
    algolia: { ...algolia, ...(appId && { appId }), ...(apiKey && { apiKey }), ...(indexName && { indexName }) }
  }
}

/** What the hosted provider lacks to work: the names of the missing settings (empty: nothing). */
export function missingHosted(search: SearchConfig): string[] {
  if (search.provider !== 'algolia') return []
  const missing: string[] = []
  if (!search.algolia?.appId) missing.push(`appId (${HOSTED_ENV.appId})`)
  if (!search.algolia?.apiKey) missing.push(`apiKey (${HOSTED_ENV.apiKey})`)
  return missing
}

/**
 * What the pages tell the browser: the hosted settings, `'missing'` (the page logs SPEC §8's
 * message and keeps the local index), or undefined for the local provider.
 */
export function hostedPageSettings(search: SearchConfig): HostedPageSettings | 'missing' | undefined {
  if (search.provider !== 'algolia' || !search.enabled) return undefined
  const algolia = search.algolia
  if (!algolia?.appId || !algolia.apiKey) return 'missing'
  return {
    appId: algolia.appId,
    apiKey: algolia.apiKey,
    modalIndex: algolia.indexName ?? DEFAULT_INDEXES.modal,
    autocompleteIndex: algolia.indexName ?? DEFAULT_INDEXES.autocomplete,
    ...(algolia.hosts && { hosts: algolia.hosts }),
    ...(algolia.proxyHost && { proxyHost: algolia.proxyHost }),
    insights: algolia.insights,
    ...((algolia.insightsHost ?? algolia.hosts?.[0]) && { insightsHost: algolia.insightsHost ?? algolia.hosts![0] })
  }
}

/** The `hosted` field of the page's search settings (none for the local provider). */
export function withHosted(search: SearchConfig): { hosted?: HostedPageSettings | 'missing' } {
  const hosted = hostedPageSettings(search)
  return hosted ? { hosted } : {}
}

/** The build's warning when `provider: 'algolia'` lacks its settings (the pages fall back to the local index). */
export function hostedDiagnostics(search: SearchConfig, file: string): Diagnostic[] {
  const missing = search.enabled ? missingHosted(search) : []
  if (missing.length === 0) return []
  return [
    diagnostic(
      'HOSTED_SEARCH_MISSING',
      `${HOSTED_MISSING_MESSAGE}: search.provider is "algolia" but ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not set; the pages search the local index`,
      { file }
    )
  ]
}
