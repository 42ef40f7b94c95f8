// What the Guild's navigation bar links to besides the site's own links: the company's pages and
// community accounts, as @theguild/components 9 lists them (components/hive-navigation).

import type { ProductKey } from '../catalogue/product-data.js'

export const GUILD_ORIGIN = 'https://the-guild.dev'

/** Hive's app: the Products menu's "Get started", and the bar's "Sign in" on Hive's own site. */
export const HIVE_APP_HREF = 'https://app.graphql-hive.com/'

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

/** HiveFooter's Products list: components 9's four main products and six libraries, by catalogue key. */
export const FOOTER_PRODUCTS: [ProductKey | 'HIVE_GATEWAY', string][] = [
  ['HIVE', 'Hive'],
  ['HIVE_GATEWAY', 'Hive Gateway'],
  ['YOGA', 'Yoga'],
  ['MESH', 'Mesh'],
  ['CODEGEN', 'Codegen'],
  ['INSPECTOR', 'Inspector'],
  ['ENVELOP', 'Envelop'],
  ['SOFA', 'SOFA'],
  ['SCALARS', 'Scalars'],
  ['ESLINT', 'GraphQL ESLint']
]

/** HiveFooter's default Developer, Company and extra links (components 9's `HiveFooter.DEFAULT_ITEMS`). */
export const FOOTER_DEVELOPER: HiveLink[] = [
  { title: 'Documentation', href: '/docs' },
  { title: 'Hive Status', href: 'https://status.graphql-hive.com/' },
  { title: 'Hive Updates', href: `${GUILD_ORIGIN}/graphql/hive/product-updates` },
  { title: 'Blog', href: `${GUILD_ORIGIN}/blog` }
]

export const FOOTER_COMPANY: HiveLink[] = [
  { title: 'About', href: `${GUILD_ORIGIN}/about-us` },
  { title: 'Brand Assets', href: `${GUILD_ORIGIN}/logos` },
  { title: 'Newsletter', href: `${GUILD_ORIGIN}/newsletter` }
]

export const FOOTER_LINKS: HiveLink[] = [
  { title: 'OSS Friends', href: `${GUILD_ORIGIN}/graphql/hive/oss-friends` },
  { title: 'Pricing', href: `${GUILD_ORIGIN}/graphql/hive/pricing` },
  { title: 'Contact Us', href: CONTACT_HREF }
]

/** The footer's social icons, in its order. */
export const FOOTER_SOCIAL: HiveLink[] = [
  { title: 'Check our GitHub account', icon: 'GitHubIcon', href: 'https://github.com/the-guild-org' },
  { title: 'Visit our Twitter', icon: 'TwitterIcon', href: 'https://twitter.com/TheGuildDev' },
  { title: 'Visit our LinkedIn', icon: 'LinkedInIcon', href: 'https://linkedin.com/company/the-guild-software' },
  { title: 'Reach us on Discord', icon: 'DiscordIcon', href: 'https://discord.com/invite/xud7bH9' },
  {
    title: 'Watch Our Videos',
    icon: 'YouTubeIcon',
    href: 'https://youtube.com/watch?v=d_GBgH-L5c4&list=PLhCf3AUOg4PgQoY_A6xWDQ70yaNtPYtZd'
  }
]
