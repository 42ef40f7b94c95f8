import { readFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { loadConfig } from '../config/load-config.js'
import { hasErrors } from '../shared/diagnostics.js'
import { clientHost, DEFAULT_INDEXES, type HostedRecord } from '../shared/search/hosted.js'
import { HOSTED_RECORDS_FILE, HOSTED_RECORDS_VERSION, type HostedRecordsFile } from '../search/hosted-records.js'
import { HOSTED_ENV } from '../search/hosted-settings.js'
import { INDEX_SETTINGS, settingsToApply, syncPlan, type IndexState, type SyncPlan } from '../search/sync-plan.js'
import { siteOptions, type CommonOptions } from './options.js'
import { createReporter, type Reporter } from './reporter.js'

export interface SyncOptions extends CommonOptions {
  dryRun?: boolean
}

/** Records per batch request (Algolia advises batches of about 1,000 objects). */
const BATCH = 1000

async function readRecords(siteDir: string): Promise<HostedRecordsFile | string> {
  const path = join(siteDir, HOSTED_RECORDS_FILE)
  let text: string
  try {
    text = await readFile(path, 'utf8')
  } catch {
    return `No hosted search records at ${relative(process.cwd(), path) || path}: run \`guildsite build\` first (with search.provider "algolia")`
  }
  try {
    const file = JSON.parse(text) as HostedRecordsFile
    if (file.version !== HOSTED_RECORDS_VERSION || !Array.isArray(file.records))
      return `${path} was written by another guildsite version: run \`guildsite build\` again`
    return file
  } catch {
    return `${path} is not JSON: run \`guildsite build\` again`
  }
}

function printPlan(reporter: Reporter, plan: SyncPlan, dryRun: boolean): void {
  const lines = [
    ...plan.added.map(r => `+ ${r.objectID}`),
    ...plan.changed.map(r => `~ ${r.objectID}`),
    ...plan.removed.map(id => `- ${id}`)
  ]
  if (dryRun) for (const line of lines) reporter.info(line)
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error))

/**
 * `guildsite search sync [site]`: sends the hosted records `guildsite build` wrote to the index,
 * with the admin key of `ALGOLIA_ADMIN_API_KEY`: the records added or changed since the index got
 * them (each record carries a digest of itself), deletions for the site's records whose section is
 * gone, and the index settings when they differ. `--dry-run` prints what would change and changes
 * nothing. Exit codes: 0 done, 1 a problem (reported), 2 usage.
 */
export async function runSearchSync(site: string | undefined, options: SyncOptions): Promise<number> {
  const reporter = createReporter(options)
  const { config, diagnostics } = await loadConfig(siteOptions(site, options))
  reporter.diagnostics(diagnostics)
  if (!config || hasErrors(diagnostics)) return 1
  const fail = (message: string) => {
    reporter.error(`search sync: ${message}`)
    return 1
  }
  if (config.search.provider !== 'algolia')
    return fail('search.provider is not "algolia" in the config: there is no hosted index to sync')
  const algolia = config.search.algolia
  const appId = algolia?.appId
  const adminKey = process.env[HOSTED_ENV.adminKey]?.trim()
  if (!appId) return fail(`no application id: set search.algolia.appId or ${HOSTED_ENV.appId}`)
  if (!adminKey)
    return fail(
      `${HOSTED_ENV.adminKey} is not set: sync writes to the index and needs the admin API key (never put it in the config)`
    )
  const file = await readRecords(config.siteDir)
  if (typeof file === 'string') return fail(file)
  const indexName = algolia?.indexName ?? DEFAULT_INDEXES.modal

  const { algoliasearch } = await import('algoliasearch')
  const client = algoliasearch(appId, adminKey, algolia?.hosts ? { hosts: algolia.hosts.map(clientHost) } : undefined)
  try {
    // What the index holds of this site (one index serves many sites: others' records stay).
    const index: IndexState = new Map()
    await client
      .browseObjects<Partial<HostedRecord> & { digest?: string }>({
        indexName,
        browseParams: { attributesToRetrieve: ['objectID', 'source', 'digest'], hitsPerPage: 1000 },
        aggregator: response => {
          for (const hit of response.hits) if (hit.source === file.source) index.set(hit.objectID, hit.digest)
        }
      })
      .catch((error: unknown) => {
        // A new index: nothing there yet.
        if ((error as { status?: number }).status !== 404) throw error
      })
    const plan = syncPlan(file.records, index)
    const current = (await client.getSettings({ indexName }).catch((error: unknown) => {
      if ((error as { status?: number }).status === 404) return {}
      throw error
    })) as Record<string, unknown>
    const settings = settingsToApply(current)
    printPlan(reporter, plan, options.dryRun === true)
    const summary = `${plan.added.length} added, ${plan.changed.length} changed, ${plan.removed.length} removed, ${plan.unchanged} unchanged; settings ${settings.length ? `${options.dryRun ? 'to update' : 'updated'}: ${settings.join(', ')}` : 'unchanged'}`
    if (options.dryRun) {
      reporter.info(`search sync (dry run): ${indexName} ← ${file.source}: would send ${summary}`)
      return 0
    }
    if (settings.length) {
      const { taskID } = await client.setSettings({
        indexName,
        indexSettings: {
          ...INDEX_SETTINGS,
          searchableAttributes: [...INDEX_SETTINGS.searchableAttributes],
          attributesForFaceting: [...INDEX_SETTINGS.attributesForFaceting],
          attributesToSnippet: [...INDEX_SETTINGS.attributesToSnippet],
          unretrievableAttributes: [...INDEX_SETTINGS.unretrievableAttributes]
        }
      })
      await client.waitForTask({ indexName, taskID })
    }
    const requests = [
      ...[...plan.added, ...plan.changed].map(body => ({
        action: 'addObject' as const,
        body: body as unknown as Record<string, unknown>
      })),
      ...plan.removed.map(objectID => ({ action: 'deleteObject' as const, body: { objectID } }))
    ]
    for (let start = 0; start < requests.length; start += BATCH) {
      const { taskID } = await client.batch({
        indexName,
        batchWriteParams: { requests: requests.slice(start, start + BATCH) }
      })
      await client.waitForTask({ indexName, taskID })
    }
    reporter.info(`search sync: ${indexName} ← ${file.source}: ${summary}`)
    return 0
  } catch (error) {
    return fail(
      `the search service refused or did not answer (${describe(error)}); the index may be partly updated — run sync again`
    )
  }
}
