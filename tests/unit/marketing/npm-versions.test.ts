import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { badgePackages, resolveNpmVersions } from '../../../src/output/npm-versions.js'

const dirs: string[] = []
afterAll(() => Promise.all(dirs.map(dir => rm(dir, { recursive: true, force: true }))))
const cacheFile = async () => {
  const dir = await mkdtemp(join(tmpdir(), 'guildsite-npm-'))
  dirs.push(dir)
  return join(dir, 'nested', 'npm-versions.json')
}

/** A registry stand-in: never the network in tests. */
const registry = (answers: Record<string, string | Error>): typeof fetch =>
  (async (url: string | URL | Request) => {
    const name = decodeURIComponent(
      String(url)
        .replace('https://registry.npmjs.org/', '')
        .replace(/\/latest$/, '')
    )
    const answer = answers[name]
    if (answer instanceof Error) throw answer
    return answer === undefined ? new Response('{}', { status: 404 }) : Response.json({ version: answer })
  }) as typeof fetch

describe('badgePackages', () => {
  it('finds version-less badges with a literal name', () => {
    const sources = [
      '<NPMBadge name="graphql-yoga" />\n<NPMBadge name="@graphql-hive/cli"/>',
      '<NPMBadge name=\'graphql\' version="16" />\n<NPMBadge name={\'@envelop/core\'} />\n<NPMBadge name={pkg} />\n<NPMBadge name="graphql-yoga" />'
    ]
    expect(badgePackages(sources)).toEqual(['@envelop/core', '@graphql-hive/cli', 'graphql-yoga'])
  })
})

describe('resolveNpmVersions', () => {
  it('takes the registry answer and caches it for offline builds', async () => {
    const file = await cacheFile()
    const first = await resolveNpmVersions({
      names: ['graphql-yoga', '@graphql-hive/cli'],
      configured: { 'graphql-yoga': '5.0.0' },
      cacheFile: file,
      fetch: registry({ 'graphql-yoga': '5.10.4', '@graphql-hive/cli': '0.44.2' })
    })
    expect(first).toEqual({ versions: { 'graphql-yoga': '5.10.4', '@graphql-hive/cli': '0.44.2' }, diagnostics: [] })
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({
      'graphql-yoga': '5.10.4',
      '@graphql-hive/cli': '0.44.2'
    })

    const offline = await resolveNpmVersions({
      names: ['graphql-yoga', 'graphql'],
      configured: { graphql: '16.9.0' },
      cacheFile: file,
      fetch: registry({ 'graphql-yoga': new TypeError('fetch failed'), graphql: new TypeError('fetch failed') })
    })
    expect(offline.versions).toEqual({ 'graphql-yoga': '5.10.4', graphql: '16.9.0' })
    expect(offline.diagnostics.map(d => [d.code, d.severity, d.message])).toEqual([
      [
        'NPM_REGISTRY_UNREACHABLE',
        'warning',
        'The npm registry gave no version for graphql, graphql-yoga; the badges show the cached or configured version'
      ]
    ])
  })

  it('never throws: a broken cache file and a failing registry leave the configured versions', async () => {
    const file = await cacheFile()
    await rm(file, { force: true })
    await writeFile(join(file, '..', '..', 'npm-versions.json'), 'not json').catch(() => {})
    const result = await resolveNpmVersions({
      names: ['a'],
      configured: { a: '1.0.0' },
      cacheFile: file,
      fetch: registry({})
    })
    expect(result.versions).toEqual({ a: '1.0.0' })
    expect(result.diagnostics).toHaveLength(1)
  })
})
