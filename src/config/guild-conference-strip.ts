import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { dependencyRanges } from '../page-map/nextra-major.js'

// @theguild/components 5.0–5.2.5 (Nextra 2, mid 2023) draws a GraphQL Conf 2023 strip above its company
// header on every page: "SEPTEMBER 19-21, 2023 • SAN FRANCISCO" and a "Register Now!" link to
// graphql.org/conf, not dismissible (5.2.4 has it, 5.2.6 and 4.x do not). A website folder of that
// release shows it as Nextra's build of it does (envelop and graphql-modules at their 2023 commits).

/** The banner those releases draw, in the site config's shape. */
export const GRAPHQL_CONF_2023_STRIP = {
  key: 'graphql-conf-2023',
  text: 'SEPTEMBER 19-21, 2023 • SAN FRANCISCO',
  link: 'https://graphql.org/conf/',
  linkText: 'Register Now!',
  dismissible: false
}

/** The newest 5.x on npm: what a caret range installs. */
const NEWEST_5 = [5, 2, 6]

/** `[major, minor, patch]` of a version or an npm range (`5.2.1`, `~5.1.0`, `^5.0.0`), if it reads one. */
function versionOf(range: string): number[] | undefined {
  const match = /^(\^|~|=)?\s*v?(\d+)(?:\.(\d+))?(?:\.(\d+))?(?:-[\w.]+)?$/.exec(range.trim())
  if (!match) return undefined
  const [, op, major, minor, patch] = match
  if (op === '^' || minor === undefined) return Number(major) === 5 ? NEWEST_5 : [Number(major), 0, 0]
  return [Number(major), Number(minor), op === '~' || patch === undefined ? 99 : Number(patch)]
}

/** The installed @theguild/components version, from the site folder up, if any. */
function installed(siteDir: string): string | undefined {
  let dir = siteDir
  for (let i = 0; i < 6; i++) {
    const file = join(dir, 'node_modules', '@theguild', 'components', 'package.json')
    try {
      const { version } = JSON.parse(readFileSync(file, 'utf8')) as { version?: unknown }
      if (typeof version === 'string') return version
    } catch {
      // Not installed here: look higher.
    }
    if (existsSync(join(dir, '.git')) || dirname(dir) === dir) break
    dir = dirname(dir)
  }
  return undefined
}

/**
 * The GraphQL Conf 2023 strip when the site's @theguild/components (installed, else the release its
 * package.json asks for) is 5.0–5.2.5, else undefined.
 */
export function guildConferenceStrip(
  siteDir: string,
  pkg: Record<string, unknown> | undefined
): typeof GRAPHQL_CONF_2023_STRIP | undefined {
  const range = installed(siteDir) ?? dependencyRanges(pkg ?? {})['@theguild/components']
  const version = typeof range === 'string' ? versionOf(range) : undefined
  if (!version || version[0] !== 5) return undefined
  return version[1]! < 2 || (version[1] === 2 && version[2]! < 6) ? { ...GRAPHQL_CONF_2023_STRIP } : undefined
}
