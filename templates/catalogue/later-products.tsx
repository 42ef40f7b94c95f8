import { HiveLogo, mark, type LogoComponent } from './logos.js'

// Products the component library added in its 9.x releases (Hive's own site lists them on its
// ecosystem page: `PRODUCTS['HIVE_GATEWAY']`). Titles and links as the library gives them; the logos
// are guildsite's own marks (Hive's family shares the Hive mark).

const line = { fill: 'none', strokeWidth: 2.5, strokeLinecap: 'round', strokeLinejoin: 'round' } as const

interface LaterProduct {
  key: string
  name: string
  title: string
  href: string
  primaryColor: string
  logo: LogoComponent
}

const entry = (key: string, name: string, title: string, href: string, primaryColor: string, logo: LogoComponent) => ({
  [key]: { key, name, title, href, primaryColor, logo } satisfies LaterProduct
})

/**
 * Hive Router: a cell with its corners cut holding a square, the route through it. components 9.11's
 * HiveRouterIcon (Hive's ecosystem illustration, `PRODUCTS.HIVE_ROUTER`) is an octagonal cell around a
 * rounded square; this drawing keeps that idea in guildsite's own lines, in the Hive family's colour.
 */
export const HiveRouterLogo = mark(
  'Hive Router',
  <>
    <path d="M8 2.5h8l5.5 5.5v8L16 21.5H8L2.5 16V8z" stroke="#ffb21d" {...line} strokeWidth={2} />
    <rect x="8.5" y="8.5" width="7" height="7" rx="1.5" stroke="#ffb21d" {...line} strokeWidth={2} />
  </>
)

export const LATER_PRODUCTS: Record<string, LaterProduct> = {
  ...entry(
    'HIVE_GATEWAY',
    'Hive Gateway',
    'GraphQL Gateway (Router) for federated GraphQL with Subscriptions support and built-in security features',
    'https://the-guild.dev/graphql/hive/gateway',
    '#ffb21d',
    HiveLogo
  ),
  ...entry(
    'HIVE_ROUTER',
    'Hive Router',
    'Open-source (MIT) GraphQL Federation Router. Built with Rust for maximum performance and robustness.',
    'https://github.com/graphql-hive/router',
    '#ffb21d',
    HiveRouterLogo
  ),
  ...entry(
    'HELTIN',
    'heltin',
    'Mental healthcare registry',
    'https://the-guild.dev/heltin',
    '#1d90ff',
    mark('heltin', <path d="M12 20s-8-5-8-11a4 4 0 0 1 8-1 4 4 0 0 1 8 1c0 6-8 11-8 11z" stroke="#1d90ff" {...line} />)
  ),
  ...entry(
    'NEXTRA',
    'Nextra',
    'Simple, powerful and flexible site generation framework with everything you love from Next.js',
    'https://nextra.site',
    '#000',
    mark('Nextra', <path d="M4 4l16 16M20 4 4 20" stroke="currentColor" {...line} />)
  ),
  ...entry(
    'STELLATE',
    'Stellate',
    'The GraphQL Edge Platform for security, caching, and observability',
    'https://stellate.co',
    '#FF7752',
    mark(
      'Stellate',
      <path d="M12 3l2.6 6 6.4.6-4.8 4.3 1.4 6.3L12 17l-5.6 3.2 1.4-6.3L3 9.6 9.4 9z" stroke="#FF7752" {...line} />
    )
  )
}
