import type { HeaderData, HeaderLinkData, LinkItemData } from './types.js'

// The company's published values (../shared/catalogue.md "Other published values"). Links to the
// company site carry no `sameSite`: the shell writes them as plain paths when the site is deployed
// on https://the-guild.dev and keeps them absolute elsewhere (`shellSameSite` in ./link.tsx).

/** The company site every default link of the shell points into. */
export const COMPANY_URL = 'https://the-guild.dev'

const company = (path: string): string => `${COMPANY_URL}${path}`

/** SPEC §9 "Header accent #1cc8ee". */
export const DEFAULT_HEADER_ACCENT = '#1cc8ee'

/** Header navigation: Solutions (menu), Ecosystem (panel), Blog, Our Services, About Us, Contact Us. */
export const DEFAULT_HEADER_LINKS: HeaderLinkData[] = [
  { label: 'Solutions', href: company('/services'), menu: 'solutions' },
  { label: 'Ecosystem', href: company('/open-source'), menu: 'ecosystem' },
  { label: 'Blog', href: company('/blog') },
  { label: 'Our Services', href: company('/services') },
  { label: 'About Us', href: company('/about-us') },
  { label: 'Contact Us', href: company('/contact') }
]

/** The Solutions menu: guides into the main products, and the tutorial that builds a first API. */
export const DEFAULT_SOLUTIONS: HeaderData['solutions'] = {
  guides: [
    { href: company('/graphql/yoga-server/docs'), children: 'Serve a GraphQL API' },
    { href: company('/graphql/mesh/docs'), children: 'Unify existing APIs into one graph' },
    { href: company('/graphql/hive/docs'), children: 'Manage and evolve your schema' },
    { href: company('/graphql/codegen/docs/getting-started'), children: 'Generate typed code from GraphQL' }
  ],
  tutorial: {
    href: company('/graphql/yoga-server/tutorial/basic'),
    children: 'Build your first GraphQL API',
    description: 'A step-by-step tutorial: from an empty folder to a server with a database.'
  }
}

/** The header with every default; a site's `header` config replaces parts of it. */
export const DEFAULT_HEADER: HeaderData = {
  accentColor: DEFAULT_HEADER_ACCENT,
  logoHref: COMPANY_URL,
  links: DEFAULT_HEADER_LINKS,
  solutions: DEFAULT_SOLUTIONS
}

/** Footer RESOURCES always starts with the press kit. */
export const PRESS_KIT: LinkItemData = { href: company('/logos'), children: 'Press Kit' }

/** Footer COMPANY: about, blog, newsletter, open source, services, press kit/logos, code hosting. */
export const FOOTER_COMPANY: LinkItemData[] = [
  { href: company('/about-us'), children: 'About' },
  { href: company('/blog'), children: 'Blog' },
  { href: company('/newsletter'), children: 'Newsletter' },
  { href: company('/open-source'), children: 'Open Source' },
  { href: company('/services'), children: 'Services' },
  { href: company('/logos'), children: 'Press Kit' },
  { href: 'https://github.com/the-guild-org', children: 'GitHub', newWindow: true }
]

/** Footer COMMUNITY: microblog, professional network, chat server, blogging platform, videos. */
export const FOOTER_COMMUNITY: LinkItemData[] = [
  { href: 'https://twitter.com/TheGuildDev', children: 'Twitter', newWindow: true },
  { href: 'https://linkedin.com/company/the-guild-software', children: 'LinkedIn', newWindow: true },
  { href: 'https://discord.com/invite/xud7bH9', children: 'Discord', newWindow: true },
  { href: 'https://medium.com/the-guild', children: 'Medium', newWindow: true },
  { href: 'https://youtube.com/playlist?list=PLhCf3AUOg4PgQoY_A6xWDQ70yaNtPYtZd', children: 'YouTube', newWindow: true }
]
