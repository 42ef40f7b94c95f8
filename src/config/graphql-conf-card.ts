import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { dependencyRanges } from '../page-map/nextra-major.js'

// The Guild's GraphQLConf card (`GraphQLConfCard`, the card a HiveNavigation's `companyMenuChildren` holds)
// changed with @theguild/components' releases: 7.4 to 9.7.1 draw one fixed card, the Guild's GraphQLConf 2024
// talks; 9.11.3 takes `href`, `title`, `details`, `description` and `callToAction` and defaults to GraphQLConf
// 2025's (read in the built code of 9.4.1, 9.7.1 and 9.11.3, the 9.x releases the registry holds). A site
// shows the card its installed release draws: graphql-config pins 9.4.1 (2024), Hive 9.11.3 (2025).

/** The card's words and link, as the bar's card draws them. */
export interface ConfCardText {
  href: string
  title: string
  details: string
  description: string
  callToAction: string
}

const CONF_2024: ConfCardText = {
  href: 'https://www.youtube.com/playlist?list=PL43V96KpNj7OMvmfL0WFKP6LpoboM8Hde',
  title: 'GraphQLConf 2024',
  details: 'September 10-12 | San Francisco CA',
  description: 'The official GraphQL conference hosted by GraphQL Foundation.',
  callToAction: 'Watch The Guild at GraphQLConf 2024'
}

const CONF_2025: ConfCardText = {
  href: 'https://youtube.com/playlist?list=PL43V96KpNj7MKvDbnyOUrRv0k1gCODtjW&si=nOiETn8J21mYA9pm',
  title: 'GraphQLConf 2025',
  details: 'September 08-10 | Amsterdam, NL',
  description: 'The official GraphQL conference hosted by GraphQL Foundation.',
  callToAction: 'Watch The Guild at GraphQLConf 2025'
}

/** The newest release of a major on npm: what a caret range installs. */
const NEWEST: Record<number, number[]> = { 5: [5, 2, 6], 9: [9, 11, 3] }

/** `[major, minor, patch]` of a version or an npm range (`9.4.1`, `~9.7.0`, `^9.0.0`), if it reads one. */
export function componentsVersionOf(range: string): number[] | undefined {
  const match = /^(\^|~|=)?\s*v?(\d+)(?:\.(\d+))?(?:\.(\d+))?(?:-[\w.]+)?$/.exec(range.trim())
  if (!match) return undefined
  const [, op, major, minor, patch] = match
  if (op === '^' || minor === undefined) return NEWEST[Number(major)] ?? [Number(major), 0, 0]
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

/** The site's @theguild/components release: installed, else the one its package.json asks for. */
export function guildComponentsVersion(
  siteDir: string,
  pkg: Record<string, unknown> | undefined
): number[] | undefined {
  const range = installed(siteDir) ?? dependencyRanges(pkg ?? {})['@theguild/components']
  return typeof range === 'string' ? componentsVersionOf(range) : undefined
}

/**
 * The card's words: the site's own props over its release's defaults (2025's from 9.8 on, where 9.11.3 has
 * them and 9.7.1 not; 2024's before, and where the release is unknown).
 */
export function confCardText(version: number[] | undefined, own: Partial<ConfCardText>): ConfCardText {
  const newer = version !== undefined && (version[0]! > 9 || (version[0] === 9 && version[1]! >= 8))
  return { ...(newer ? CONF_2025 : CONF_2024), ...own }
}
