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
    HiveLogo
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
