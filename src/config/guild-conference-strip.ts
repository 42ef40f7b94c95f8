import { guildComponentsVersion } from './graphql-conf-card.js'

// @theguild/components 5.x (Nextra 2, 2023) draws a GraphQL Conf 2023 strip above its company header on every
// page, not dismissible, and which one depends on the release (read in the 5.2.4 and 5.2.6 packages):
// - 5.0–5.2.5, before the conference: "SEPTEMBER 19-21, 2023 • SAN FRANCISCO" and a "Register Now!" link to
//   graphql.org/conf (envelop and graphql-modules at their 2023 commits);
// - 5.2.6, after it: a slim 34 px strip on the Guild's purple (`bg-[#48224e] p-2 text-xs font-medium`, one row from
//   640 px, stacked below), "Catch the highlights of GraphQLConf 2023!", an underlined "Click for recordings." to
//   the schedule and "Or check out our recap blog post." (its links open in the same tab; graphql-education).
// 4.x and 6.x have none. A website folder of such a release shows it as Nextra's build of it does.

/** The strip 5.0–5.2.5 draw, in the site config's shape. */
export const GRAPHQL_CONF_2023_STRIP = {
  key: 'graphql-conf-2023',
  text: 'SEPTEMBER 19-21, 2023 • SAN FRANCISCO',
  link: 'https://graphql.org/conf/',
  linkText: 'Register Now!',
  dismissible: false
}

/** The strip 5.2.6 draws after the conference. */
export const GRAPHQL_CONF_2023_RECAP_STRIP = {
  key: 'graphql-conf-2023-recap',
  text: 'Catch the highlights of GraphQLConf 2023!',
  link: 'https://graphql.org/conf/schedule/',
  linkText: 'Click for recordings.',
  more: {
    text: 'Or check out our',
    link: 'https://the-guild.dev/blog/graphqlconf-2023-recap',
    linkText: 'recap blog post.'
  },
  look: 'guild-2023' as const,
  dismissible: false
}

type Strip = typeof GRAPHQL_CONF_2023_STRIP | typeof GRAPHQL_CONF_2023_RECAP_STRIP

/**
 * The GraphQL Conf 2023 strip of the site's @theguild/components (installed, else the release its package.json
 * asks for) when it is a 5.x release, else undefined.
 */
export function guildConferenceStrip(siteDir: string, pkg: Record<string, unknown> | undefined): Strip | undefined {
  const version = guildComponentsVersion(siteDir, pkg)
  if (!version || version[0] !== 5) return undefined
  if (version[1]! < 2 || (version[1] === 2 && version[2]! < 6)) return { ...GRAPHQL_CONF_2023_STRIP }
  return { ...GRAPHQL_CONF_2023_RECAP_STRIP, more: { ...GRAPHQL_CONF_2023_RECAP_STRIP.more } }
}
