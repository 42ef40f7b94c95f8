// `fetchPackageInfo(name, githubReadme?)` of @theguild/components (v6–v9, `src/npm.ts`): a package's
// npm readme, description, dates and weekly downloads, asked of the npm registry while the page's data
// function runs, as `next build` does. Same requests, same answer, same fallbacks; when the network is
// absent it rejects as theirs does, so the site's own `catch` (or guildsite's failed-data handling:
// src/compile/page-data.ts) decides what the page shows.
//
// The hosts can be pointed elsewhere (tests serve a package document from a local server):
// `GUILDSITE_NPM_REGISTRY` (https://registry.npmjs.org), `GUILDSITE_NPM_API` (https://api.npmjs.org)
// and `GUILDSITE_GITHUB_RAW` (https://raw.githubusercontent.com).

export interface PackageInfo {
  readme: string
  createdAt: string
  updatedAt: string
  description: string
  weeklyNPMDownloads: number
}

export interface GitHubReadme {
  repo: string
  path: string
}

/** What npm puts in `readme` when a version was published without one. */
const NO_NPM_README_PLACEHOLDER = 'ERROR: No README data found!'

const base = (variable: string, fallback: string): string => (process.env[variable] || fallback).replace(/\/+$/, '')

/**
 * A request that has not answered within this time fails (`GUILDSITE_NPM_TIMEOUT_MS`; theirs has no
 * limit, but Next stops a page's data after 60 s and guildsite after 10 s: a stalled host must not hold
 * every path of a dynamic route in turn).
 */
const timeoutMs = (): number => Number(process.env.GUILDSITE_NPM_TIMEOUT_MS) || 8000

/**
 * Hosts that failed this many requests in a row without an answer between are not asked again in this
 * build: each further request fails at once, as it would after its timeout. Until a host has answered
 * once, its requests go one at a time (the first answer lets the rest go together): offline, a page
 * asking for 46 packages at once would otherwise fill Node's DNS threads with lookups that never
 * resolve and stall every other request of the build.
 */
const UNREACHABLE_AFTER = 3
interface HostState {
  answered: boolean
  failures: number
  cause?: unknown
  probe?: Promise<unknown>
  /** The last failure's turn: the next one settles at least a millisecond after it. */
  turn?: Promise<void>
}

/**
 * Failed requests to a host settle one after another in the order they were asked, at least a
 * millisecond apart, as an offline `next build` sees them (its requests all go out at once and the
 * resolver fails them in turn). A site that stamps its fallback with `new Date()` and sorts on it
 * (envelop's plugin list: "Recently Updated", newest first) gets the order Nextra's build shows —
 * the last asked first — rather than one of equal stamps.
 */
function inTurn(state: HostState): Promise<void> {
  state.turn = (state.turn ?? Promise.resolve()).then(() => new Promise<void>(resolve => setTimeout(resolve, 1)))
  return state.turn
}
const hosts = new Map<string, HostState>()

async function request(url: string): Promise<Response> {
  const host = new URL(url).host
  let state = hosts.get(host)
  if (!state) hosts.set(host, (state = { answered: false, failures: 0 }))
  while (!state.answered && state.probe) await state.probe.catch(() => {})
  if (state.failures >= UNREACHABLE_AFTER) {
    await inTurn(state)
    throw new TypeError('fetch failed', { cause: state.cause })
  }
  const attempt = fetch(url, { signal: AbortSignal.timeout(timeoutMs()) })
  if (!state.answered) state.probe = attempt
  let failure: unknown
  try {
    const response = await attempt
    state.answered = true
    state.failures = 0
    return response
  } catch (error) {
    state.failures++
    state.cause = (error as { cause?: unknown }).cause ?? error
    failure = error
  } finally {
    if (state.probe === attempt) state.probe = undefined
  }
  await inTurn(state)
  throw failure
}

/**
 * One request per package (or GitHub readme) per build: the promise is kept, so pages that ask at
 * the same time share it. A failure is forgotten, as theirs keeps only answers, so a site's own retry
 * asks again.
 */
const cache = new Map<string, Promise<PackageInfo>>()

export function fetchPackageInfo(packageName: string, githubReadme?: GitHubReadme): Promise<PackageInfo> {
  const key = githubReadme ? `${githubReadme.repo}${githubReadme.path}` : packageName
  let info = cache.get(key)
  if (!info) {
    info = load(packageName, githubReadme)
    cache.set(key, info)
    info.catch(() => cache.delete(key))
  }
  return info
}

interface RegistryDocument {
  readme?: string
  description?: string
  time: { created: string; modified: string }
  'dist-tags': { latest: string }
  versions: Record<string, { version: string; readme?: string }>
}

async function load(packageName: string, githubReadme: GitHubReadme | undefined): Promise<PackageInfo> {
  const encoded = encodeURIComponent(packageName)
  const [document, { downloads }] = (await Promise.all([
    request(`${base('GUILDSITE_NPM_REGISTRY', 'https://registry.npmjs.org')}/${encoded}`).then(response =>
      response.json()
    ),
    request(`${base('GUILDSITE_NPM_API', 'https://api.npmjs.org')}/downloads/point/last-week/${encoded}`).then(
      response => response.json()
    )
  ])) as [RegistryDocument, { downloads: number }]
  const { readme, time, description } = document
  const latest = document['dist-tags'].latest
  const remote = githubReadme && (await remoteReadme(githubReadme))
  return {
    readme:
      remote ||
      (readme !== NO_NPM_README_PLACEHOLDER && readme) ||
      // The top-level readme can be empty: the newest version up to `latest` that has one.
      Object.values(document.versions)
        .reverse()
        .find(
          each => each.readme && each.readme !== NO_NPM_README_PLACEHOLDER && compareVersions(each.version, latest) <= 0
        )?.readme ||
      '',
    createdAt: time.created,
    updatedAt: time.modified,
    description: description as string,
    weeklyNPMDownloads: downloads
  }
}

/** A readme from GitHub (`raw.githubusercontent.com/<repo>/HEAD/<path>`): its text, even a 404's, or null when unreachable. */
async function remoteReadme({ repo, path }: GitHubReadme): Promise<string | null> {
  const trimmed = repo === '/' ? repo : repo.replace(/^\//, '').replace(/\/$/, '')
  const url = `${base('GUILDSITE_GITHUB_RAW', 'https://raw.githubusercontent.com')}/${trimmed}/HEAD${path.startsWith('/') ? path : `/${path}`}`
  try {
    const response = await request(url)
    if (response.status === 404) console.error(`ERROR | ${url} Not Found`)
    return await response.text()
  } catch (error) {
    console.error(`[@theguild/components] ERROR | Error while trying to get README from GitHub ${url}`)
    console.error(error)
    return null
  }
}

/** semver order of two versions (`1.2.3-rc.1` before `1.2.3`); what the readme fallback needs of `semver.lte`. */
export function compareVersions(a: string, b: string): number {
  const parse = (v: string): { core: number[]; pre: string[] } => {
    const [core = '', pre] = v.replace(/^v/, '').split('+')[0]!.split(/-(.*)/s)
    return { core: core.split('.').map(Number), pre: pre ? pre.split('.') : [] }
  }
  const x = parse(a)
  const y = parse(b)
  for (let i = 0; i < 3; i++) if ((x.core[i] ?? 0) !== (y.core[i] ?? 0)) return (x.core[i] ?? 0) - (y.core[i] ?? 0)
  if (!x.pre.length || !y.pre.length) return y.pre.length - x.pre.length
  for (let i = 0; i < Math.max(x.pre.length, y.pre.length); i++) {
    const p = x.pre[i]
    const q = y.pre[i]
    if (p === undefined || q === undefined) return p === undefined ? -1 : 1
    if (p === q) continue
    const numeric = /^\d+$/.test(p) && /^\d+$/.test(q)
    if (numeric) return Number(p) - Number(q)
    if (/^\d+$/.test(p) !== /^\d+$/.test(q)) return /^\d+$/.test(p) ? -1 : 1
    return p < q ? -1 : 1
  }
  return 0
}
