import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import { diagnostic, type Diagnostic } from '../shared/diagnostics.js'

/** `<NPMBadge name="pkg" />` with a literal name and no `version`: what the registry is asked about. */
const BADGE = /<NPMBadge\b([^>]*?)\/?>/g
const NAME = /\bname=(?:"([^"]+)"|'([^']+)'|\{\s*["']([^"']+)["']\s*\})/

/** Package names of the version-less NPM badges in page sources, sorted and unique. */
export function badgePackages(sources: Iterable<string>): string[] {
  const names = new Set<string>()
  for (const source of sources) {
    for (const match of source.matchAll(BADGE)) {
      const attrs = match[1] ?? ''
      if (/\bversion=/.test(attrs)) continue
      const name = NAME.exec(attrs)
      const value = name?.[1] ?? name?.[2] ?? name?.[3]
      if (value) names.add(value)
    }
  }
  return [...names].sort()
}

export interface ResolveNpmVersionsInput {
  names: string[]
  /** The config's `npm.versions`: the fallback of last resort. */
  configured: Record<string, string>
  /** JSON file keeping the registry's last answers for offline builds. */
  cacheFile: string
  registryUrl?: string
  timeoutMs?: number
  fetch?: typeof globalThis.fetch
}

async function latest(name: string, input: ResolveNpmVersionsInput): Promise<string | undefined> {
  const registry = (input.registryUrl ?? 'https://registry.npmjs.org').replace(/\/+$/, '')
  // Scoped names keep their `@`, the slash is encoded: `@scope%2Fname`.
  const url = `${registry}/${name.replace('/', '%2F')}/latest`
  const response = await (input.fetch ?? globalThis.fetch)(url, {
    signal: AbortSignal.timeout(input.timeoutMs ?? 3000),
    headers: { accept: 'application/json' }
  })
  if (!response.ok) return undefined
  const body = (await response.json()) as { version?: unknown }
  return typeof body.version === 'string' ? body.version : undefined
}

async function readCache(file: string): Promise<Record<string, string>> {
  try {
    const value = JSON.parse(await readFile(file, 'utf8')) as unknown
    return value && typeof value === 'object' ? (value as Record<string, string>) : {}
  } catch {
    return {}
  }
}

/**
 * The versions NPM badges print when `npm.registry` is on: the registry's latest where it answers,
 * else the cached answer of an earlier build, else the config's. Never throws: an unreachable
 * registry is one warning and the build goes on.
 */
export async function resolveNpmVersions(
  input: ResolveNpmVersionsInput
): Promise<{ versions: Record<string, string>; diagnostics: Diagnostic[] }> {
  const cache = await readCache(input.cacheFile)
  const versions: Record<string, string> = { ...input.configured }
  const fresh: Record<string, string> = {}
  const failed: string[] = []
  await Promise.all(
    input.names.map(async name => {
      const version = await latest(name, input).catch(() => undefined)
      if (version) fresh[name] = version
      else failed.push(name)
    })
  )
  for (const name of failed) if (cache[name]) versions[name] = cache[name]!
  Object.assign(versions, fresh)
  if (Object.keys(fresh).length > 0) {
    await mkdir(dirname(input.cacheFile), { recursive: true }).catch(() => {})
    await writeFile(input.cacheFile, JSON.stringify({ ...cache, ...fresh }, null, 2) + '\n').catch(() => {})
  }
  const diagnostics = failed.length
    ? [
        diagnostic(
          'NPM_REGISTRY_UNREACHABLE',
          `The npm registry gave no version for ${failed.sort().join(', ')}; the badges show the cached or configured version`
        )
      ]
    : []
  return { versions, diagnostics }
}
