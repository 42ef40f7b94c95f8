import { cp, mkdtemp, readFile, rm, writeFile, readdir } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REPO, runCli } from '../helpers/cli.js'
import { startSearchService, type SearchService } from '../helpers/search-service.js'

// The hosted search provider end to end without a browser: the build's records and warning,
// `guildsite search sync` against the stand-in service, and the local provider left as it was.

const FIXTURE = join(REPO, 'tests/fixtures/hosted-search')
const KEYS = {
  ALGOLIA_APP_ID: 'TESTAPP',
  ALGOLIA_SEARCH_API_KEY: 'search-key',
  ALGOLIA_INDEX_NAME: undefined,
  ALGOLIA_ADMIN_API_KEY: undefined
}

let dir = ''
let service: SearchService
const site = () => join(dir, 'site')
const recordsOf = async () =>
  JSON.parse(await readFile(join(site(), '.guildsite/search-records.json'), 'utf8')) as {
    source: string
    records: { objectID: string; content: string | null }[]
  }
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the test edits a JSON config of any shape
const config = async (patch: (c: Record<string, any>) => void) => {
  const file = join(site(), 'guildsite.config.json')
  const value = JSON.parse(await readFile(file, 'utf8'))
  patch(value)
  await writeFile(file, JSON.stringify(value, null, 2))
}
const build = (env: Record<string, string | undefined> = KEYS) => runCli(['build', site()], { env })
const sync = (...args: string[]) =>
  runCli(['search', 'sync', site(), ...args], { env: { ...KEYS, ALGOLIA_ADMIN_API_KEY: 'admin-key' } })

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'guildsite-hosted-'))
  await cp(FIXTURE, site(), { recursive: true })
  service = await startSearchService()
  await config(c => (c.search.algolia.hosts = [service.url]))
})
afterAll(async () => {
  await service?.close()
  if (dir) await rm(dir, { recursive: true, force: true })
})

describe('records', () => {
  it('writes one record per page section in the SPEC §3 hit shape, beside the site and not in the output (golden)', async () => {
    const result = await build()
    expect(result.code, result.stderr).toBe(0)
    expect(result.stderr).not.toContain('HOSTED_SEARCH_MISSING')
    const text = await readFile(join(site(), '.guildsite/search-records.json'), 'utf8')
    await expect(text).toMatchFileSnapshot(join(FIXTURE, 'records.golden.json'))
    const served = await readdir(join(site(), 'dist'), { recursive: true })
    expect(served.filter(path => path.includes('search-records'))).toEqual([])
  })

  it('keeps objectIDs stable across builds: an edit changes the record, not its id', async () => {
    const before = await recordsOf()
    await writeFile(
      join(site(), 'pages/docs/index.mdx'),
      (await readFile(join(site(), 'pages/docs/index.mdx'), 'utf8')).replace('runs anywhere', 'runs on every platform')
    )
    expect((await build()).code).toBe(0)
    const after = await recordsOf()
    expect(after.records.map(r => r.objectID)).toEqual(before.records.map(r => r.objectID))
    const changed = after.records.filter((r, i) => JSON.stringify(r) !== JSON.stringify(before.records[i]))
    expect(changed.map(r => [r.objectID, r.content])).toEqual([
      ['graphql-yoga:en-US:/docs', 'Yoga is a GraphQL server that runs on every platform.']
    ])
  })
})

describe('guildsite search sync', () => {
  it('sends every record and the index settings to a new index, then nothing when nothing changed', async () => {
    service.clear()
    const first = await sync()
    expect(first.code, first.stderr).toBe(0)
    const { records } = await recordsOf()
    expect(first.stdout).toContain(
      `search sync: theguild ← GraphQL Yoga: ${records.length} added, 0 changed, 0 removed, 0 unchanged; settings updated`
    )
    const [settings] = service.to('/1/indexes/theguild/settings', 'PUT')
    expect(settings.body).toMatchObject({
      attributesForFaceting: ['source', 'type', 'hierarchy.lvl0'],
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>'
    })
    const batches = service.to('/1/indexes/theguild/batch')
    expect(
      batches.flatMap(b =>
        (b.body as { requests: { action: string; body: { objectID: string } }[] }).requests.map(r => [
          r.action,
          r.body.objectID
        ])
      )
    ).toEqual(records.map(r => ['addObject', r.objectID]))

    service.clear()
    const again = await sync()
    expect(again.code, again.stderr).toBe(0)
    expect(again.stdout).toContain(`0 added, 0 changed, 0 removed, ${records.length} unchanged; settings unchanged`)
    expect(service.to(/batch|settings$/, 'PUT').length + service.to(/batch$/).length).toBe(0)
  })

  it('after an added, a changed and a removed page: the dry run lists them and sends nothing; sync sends only those', async () => {
    // Another site's record in the same index stays.
    service.seed('theguild', [{ objectID: 'hive:en-US:/docs', source: 'Hive', title: 'Hive' }])
    await writeFile(join(site(), 'pages/docs/new-page.mdx'), '# New page\n\nFresh text.\n')
    await writeFile(
      join(site(), 'pages/docs/install.mdx'),
      (await readFile(join(site(), 'pages/docs/install.mdx'), 'utf8')).replace('Node 20 or newer.', 'Node 22 or newer.')
    )
    await rm(join(site(), 'pages/index.mdx'))
    await writeFile(join(site(), 'pages/_meta.json'), '{ "docs": "Docs" }\n')
    const built = await build()
    expect(built.code, built.stderr).toBe(0)

    service.clear()
    const dry = await sync('--dry-run')
    expect(dry.code, dry.stderr).toBe(0)
    expect(dry.stdout.split('\n').filter(line => /^[+~-] /.test(line))).toEqual([
      '+ graphql-yoga:en-US:/docs/new-page',
      '~ graphql-yoga:en-US:/docs/install#requirements',
      '- graphql-yoga:en-US:/'
    ])
    expect(dry.stdout).toContain(
      'search sync (dry run): theguild ← GraphQL Yoga: would send 1 added, 1 changed, 1 removed'
    )
    expect(service.received.filter(r => r.method !== 'GET' && !r.path.endsWith('/browse'))).toEqual([])

    service.clear()
    const real = await sync()
    expect(real.code, real.stderr).toBe(0)
    const sent = service
      .to('/1/indexes/theguild/batch')
      .flatMap(b =>
        (b.body as { requests: { action: string; body: { objectID: string } }[] }).requests.map(r => [
          r.action,
          r.body.objectID
        ])
      )
    expect(sent).toEqual([
      ['addObject', 'graphql-yoga:en-US:/docs/new-page'],
      ['addObject', 'graphql-yoga:en-US:/docs/install#requirements'],
      ['deleteObject', 'graphql-yoga:en-US:/']
    ])
    expect(service.indexes.get('theguild')!.has('hive:en-US:/docs')).toBe(true)
  })

  it('refuses to run without the admin key, naming the variable', async () => {
    const result = await runCli(['search', 'sync', site()], { env: { ...KEYS, ALGOLIA_ADMIN_API_KEY: undefined } })
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('search sync: ALGOLIA_ADMIN_API_KEY is not set')
  })
})

describe('missing settings and the local provider', () => {
  it('without app id and key: the build warns, the pages say so (they log SPEC §8 message and keep the local index)', async () => {
    const result = await build({ ...KEYS, ALGOLIA_APP_ID: undefined, ALGOLIA_SEARCH_API_KEY: undefined })
    expect(result.code, result.stderr).toBe(0)
    expect(result.stderr).toContain(
      'guildsite.config.json - warning HOSTED_SEARCH_MISSING Algolia environments variables missing: search.provider is "algolia" but appId (ALGOLIA_APP_ID) and apiKey (ALGOLIA_SEARCH_API_KEY) are not set; the pages search the local index'
    )
    const html = await readFile(join(site(), 'dist/docs/install/index.html'), 'utf8')
    expect(html).toContain('data-algolia="&quot;missing&quot;"')
    expect(existsSync(join(site(), 'dist/_gs/search/en-US.json'))).toBe(true)
  })

  it('the local provider writes no records and no hosted settings into the pages', async () => {
    await rm(join(site(), '.guildsite'), { recursive: true })
    await config(c => (c.search = { provider: 'local' }))
    const result = await build()
    expect(result.code, result.stderr).toBe(0)
    expect(existsSync(join(site(), '.guildsite'))).toBe(false)
    expect(await readFile(join(site(), 'dist/docs/install/index.html'), 'utf8')).not.toContain('data-algolia')
    const sync = await runCli(['search', 'sync', site()], { env: { ...KEYS, ALGOLIA_ADMIN_API_KEY: 'admin-key' } })
    expect(sync.code).toBe(1)
    expect(sync.stderr).toContain('search sync: search.provider is not "algolia"')
  })

  it('rejects a host that is not a full URL', async () => {
    await config(c => (c.search = { provider: 'algolia', algolia: { hosts: ['127.0.0.1:8080'] } }))
    const result = await build()
    expect(result.code).toBe(1)
    expect(result.stderr).toContain(
      'search.algolia.hosts[] must be a full http(s) URL without query or hash, e.g. "https://search.example.com"'
    )
  })
})
