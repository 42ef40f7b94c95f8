// What the Guild's navigation bar links to besides the site's own links: the company's pages and
// community accounts, as @theguild/components 9 lists them (components/hive-navigation).

export const GUILD_ORIGIN = 'https://the-guild.dev'

export interface HiveLink {
  title: string
  href: string
  /** A GUILD_ICONS name (templates/components/guild-icons.tsx). */
  icon?: string
  description?: string
}

/** Products menu, "The GraphQL Stack" column (Hive has its own "Platform" column before it). */
export const GRAPHQL_STACK: HiveLink[] = [
  {
    title: 'Hive Gateway',
    icon: 'HiveGatewayIcon',
    href: `${GUILD_ORIGIN}/graphql/hive/gateway`,
    description: 'GraphQL Federation Gateway'
  },
  { title: 'Mesh', icon: 'MeshIcon', href: `${GUILD_ORIGIN}/graphql/mesh`, description: 'Anything to GraphQL' },
  {
    title: 'Yoga',
    icon: 'YogaIcon',
    href: `${GUILD_ORIGIN}/graphql/yoga-server`,
    description: 'GraphQL Server & Subgraph'
  }
]

export const HIVE_PLATFORM: HiveLink = {
  title: 'Hive',
  icon: 'HiveIcon',
  href: `${GUILD_ORIGIN}/graphql/hive`,
  description: 'GraphQL Federation Platform with Schema Registry and Analytics'
}

/** Developer menu, "Community" column. */
export const COMMUNITY: HiveLink[] = [
  {
    title: 'YouTube',
    icon: 'YouTubeIcon',
    href: 'https://www.youtube.com/watch?v=d_GBgH-L5c4&list=PLhCf3AUOg4PgQoY_A6xWDQ70yaNtPYtZd'
  },
  { title: 'X', icon: 'TwitterIcon', href: 'https://x.com/theguilddev' },
  { title: 'LinkedIn', icon: 'LinkedInIcon', href: 'https://www.linkedin.com/company/the-guild-software/' },
  { title: 'Discord', icon: 'DiscordIcon', href: 'https://discord.com/invite/xud7bH9' }
]

/** Company menu. */
export const COMPANY: HiveLink[] = [
  { title: 'About Us', icon: 'GroupIcon', href: `${GUILD_ORIGIN}/about-us` },
  { title: 'Brand Assets', icon: 'AppsIcon', href: `${GUILD_ORIGIN}/logos` }
]

export const CONTACT_HREF = `${GUILD_ORIGIN}/contact`
export const FOUNDATION_HREF = 'https://graphql.org/community/foundation/'
