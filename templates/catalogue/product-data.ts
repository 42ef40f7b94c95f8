// The product catalogue as data (catalogue.md): React-free, for the build's main thread; products.ts
// adds each product's logo.

/** Every product key, in catalogue order (SPEC §3 "Product catalogue entry"). */
export const PRODUCT_KEYS = [
  'HIVE',
  'CONDUCTOR',
  'YOGA',
  'ENVELOP',
  'STITCHING',
  'INSPECTOR',
  'CODEGEN',
  'MESH',
  'TOOLS',
  'MODULES',
  'ESLINT',
  'CONFIG',
  'FETS',
  'SCALARS',
  'SHIELD',
  'PERMISSIONS',
  'SOFA',
  'ANGULAR',
  'WHATSAPP',
  'KITQL',
  'WS',
  'SSE'
] as const

/** Key of a product in the catalogue, e.g. `'HIVE'`. */
export type ProductKey = (typeof PRODUCT_KEYS)[number]

/** One catalogue entry without its logo: what the header, ecosystem panel and footer show for a product. */
export interface ProductData {
  key: ProductKey
  /** Short name, e.g. "Hive". */
  name: string
  /** One-line description shown under the name. */
  title: string
  /** Absolute URL of the product's site. */
  href: string
  /** Brand colour as a hex string. */
  primaryColor: string
  /** True when the published catalogue lacked data for this entry and we filled a gap. */
  incomplete?: boolean
}

type Entry = Omit<ProductData, 'key'>

// Values copied verbatim from catalogue.md (the component library's 2023–24 release).
const ENTRIES: Record<ProductKey, Entry> = {
  HIVE: {
    name: 'Hive',
    title: 'Schema registry for your GraphQL workflows',
    href: 'https://the-guild.dev/graphql/hive',
    primaryColor: '#ffb21d'
  },
  CONDUCTOR: {
    name: 'Conductor',
    title: 'All-in-one GraphQL Gateway',
    href: 'https://the-guild.dev/graphql/gateway',
    primaryColor: '#0f766e'
  },
  YOGA: {
    name: 'Yoga',
    title: 'A fully-featured, simple to set up, performant and extendable server',
    href: 'https://the-guild.dev/graphql/yoga-server',
    primaryColor: '#c026d3'
  },
  ENVELOP: {
    name: 'Envelop',
    title: 'Develop and share plugins that are usable with any GraphQL server framework or schema',
    href: 'https://the-guild.dev/graphql/envelop',
    primaryColor: '#ff00e5'
  },
  STITCHING: {
    name: 'Stitching',
    title: 'Automatically stitch multiple schemas together into one larger API in a simple, fast and powerful way',
    href: 'https://the-guild.dev/graphql/stitching',
    primaryColor: '#f95428'
  },
  INSPECTOR: {
    name: 'Inspector',
    title: 'Schema management tool',
    href: 'https://the-guild.dev/graphql/inspector',
    primaryColor: '#59f79d'
  },
  CODEGEN: {
    name: 'Code Generator',
    title: 'Generation of typed queries, mutations, subscriptions and typed GraphQL resolvers',
    href: 'https://the-guild.dev/graphql/codegen',
    primaryColor: '#0284c7'
  },
  MESH: {
    name: 'Mesh',
    title: 'A fully-featured GraphQL gateway framework',
    href: 'https://the-guild.dev/graphql/mesh',
    primaryColor: '#1bcbe2'
  },
  TOOLS: {
    name: 'Tools',
    title: 'A set of utilities for faster GraphQL development',
    href: 'https://the-guild.dev/graphql/tools',
    primaryColor: '#184ae8'
  },
  MODULES: {
    name: 'Modules',
    title: 'Enterprise grade tooling for your GraphQL server',
    href: 'https://the-guild.dev/graphql/modules',
    primaryColor: '#e535ab'
  },
  ESLINT: {
    name: 'ESLint',
    title: 'Customisable ESLint parser, plugin and set rules for GraphQL',
    href: 'https://the-guild.dev/graphql/eslint',
    primaryColor: '#5639ca'
  },
  CONFIG: {
    name: 'Config',
    title: 'One configuration for all your GraphQL projects',
    href: 'https://the-guild.dev/graphql/config',
    primaryColor: '#6d7a99'
  },
  FETS: {
    name: 'feTS',
    title: 'Build and consume REST APIs with the e2e type safety using TypeScript and OpenAPI',
    href: 'https://the-guild.dev/fets',
    primaryColor: '#3178c6'
  },
  SCALARS: {
    name: 'Scalars',
    title: 'Common custom GraphQL Scalars for precise type-safe GraphQL schemas',
    href: 'https://the-guild.dev/graphql/scalars',
    primaryColor: '#f38'
  },
  // SPEC §3 lists SHIELD as incomplete: no colour was published, so #7c3aed is our pick.
  SHIELD: {
    name: 'Shield',
    title: 'GraphQL permissions as another layer of abstraction',
    href: 'https://the-guild.dev/graphql/shield',
    primaryColor: '#7c3aed',
    incomplete: true
  },
  // SPEC §3's "permissions framework", an entry of its own: the values the component library
  // published for it (its 2023 release: title, link and colour #699efc); the mark is our own.
  PERMISSIONS: {
    name: 'Permissions',
    title: 'GraphQL permissions framework for complex authorisation systems',
    href: 'https://the-guild.dev/graphql/shield',
    primaryColor: '#699efc'
  },
  SOFA: {
    name: 'SOFA',
    title: 'Generate RESTful APIs from your GraphQL server',
    href: 'https://the-guild.dev/graphql/sofa-api',
    primaryColor: '#e873ff'
  },
  ANGULAR: {
    name: 'Angular',
    title: 'A fully-featured GraphQL client for Angular',
    href: 'https://the-guild.dev/graphql/apollo-angular',
    primaryColor: '#ff1035'
  },
  WHATSAPP: {
    name: 'WhatsApp',
    title: 'Full stack, open source tutorial',
    href: 'https://github.com/Urigo/WhatsApp-Clone-Tutorial',
    primaryColor: '#31eb14'
  },
  KITQL: {
    name: 'KitQL',
    title: 'A set of tools, helping you building efficient apps in a fast way',
    href: 'https://kitql.dev',
    primaryColor: '#ff3e00'
  },
  WS: {
    name: 'WS',
    title: 'Reference implementation of the GraphQL over WS spec',
    href: 'https://the-guild.dev/graphql/ws',
    primaryColor: '#0bf2e7'
  },
  SSE: {
    name: 'SSE',
    title: 'Reference implementation of the GraphQL over SSE spec',
    href: 'https://the-guild.dev/graphql/sse',
    primaryColor: '#08e045'
  }
}

/** The catalogue keyed by product key, without the logos (React components): data for any thread. */
export const PRODUCT_DATA: Record<ProductKey, ProductData> = Object.fromEntries(
  PRODUCT_KEYS.map(key => [key, { key, ...ENTRIES[key] }])
) as Record<ProductKey, ProductData>

// These brands are not GraphQL-prefixed on their own sites ("feTS", not "GraphQL feTS").
const UNPREFIXED = new Set<ProductKey>(['ANGULAR', 'KITQL', 'FETS'])

/** Site name for a product's docs: "GraphQL " + name, except Angular, KitQL and feTS. */
export function productDisplayName(key: ProductKey): string {
  const { name } = PRODUCT_DATA[key]
  return UNPREFIXED.has(key) ? name : `GraphQL ${name}`
}

/** Narrows untrusted input (config files, front matter) to a known product key. */
export function isProductKey(value: unknown): value is ProductKey {
  return typeof value === 'string' && Object.hasOwn(PRODUCT_DATA, value)
}
