import { guildComponentsVersion } from './graphql-conf-card.js'

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

/**
 * The GraphQL Conf 2023 strip when the site's @theguild/components (installed, else the release its
 * package.json asks for) is 5.0–5.2.5, else undefined.
 */
export function guildConferenceStrip(
  siteDir: string,
  pkg: Record<string, unknown> | undefined
): typeof GRAPHQL_CONF_2023_STRIP | undefined {
  const version = guildComponentsVersion(siteDir, pkg)
  if (!version || version[0] !== 5) return undefined
  return version[1]! < 2 || (version[1] === 2 && version[2]! < 6) ? { ...GRAPHQL_CONF_2023_STRIP } : undefined
}
