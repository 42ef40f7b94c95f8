import { describe, it, expect } from 'vitest'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import {
  ECOSYSTEM_GROUPS,
  FOUR_MAIN_PRODUCTS,
  PRODUCTS,
  PRODUCTS_MENU_LIST,
  SIX_HIGHLIGHTED_PRODUCTS,
  isProductKey,
  productDisplayName,
  type ProductKey
} from '../../../templates/catalogue/products.js'
import { GuildLogo } from '../../../templates/catalogue/logos.js'
import { PRODUCTS as ALL_PRODUCTS } from '../../../templates/catalogue/all-products.js'
import { GUILD_ICONS } from '../../../templates/components/guild-icons.js'

// Written out from /work/shared/catalogue.md by hand, so a typo in the module cannot pass by
// being copied into the expectation. SHIELD's colour is our own pick (none was published).
const EXPECTED: [ProductKey, string, string, string, string][] = [
  ['HIVE', 'Hive', 'Schema registry for your GraphQL workflows', 'https://the-guild.dev/graphql/hive', '#ffb21d'],
  ['CONDUCTOR', 'Conductor', 'All-in-one GraphQL Gateway', 'https://the-guild.dev/graphql/gateway', '#0f766e'],
  [
    'YOGA',
    'Yoga',
    'A fully-featured, simple to set up, performant and extendable server',
    'https://the-guild.dev/graphql/yoga-server',
    '#c026d3'
  ],
  [
    'ENVELOP',
    'Envelop',
    'Develop and share plugins that are usable with any GraphQL server framework or schema',
    'https://the-guild.dev/graphql/envelop',
    '#ff00e5'
  ],
  [
    'STITCHING',
    'Stitching',
    'Automatically stitch multiple schemas together into one larger API in a simple, fast and powerful way',
    'https://the-guild.dev/graphql/stitching',
    '#f95428'
  ],
  ['INSPECTOR', 'Inspector', 'Schema management tool', 'https://the-guild.dev/graphql/inspector', '#59f79d'],
  [
    'CODEGEN',
    'Code Generator',
    'Generation of typed queries, mutations, subscriptions and typed GraphQL resolvers',
    'https://the-guild.dev/graphql/codegen',
    '#0284c7'
  ],
  ['MESH', 'Mesh', 'A fully-featured GraphQL gateway framework', 'https://the-guild.dev/graphql/mesh', '#1bcbe2'],
  [
    'TOOLS',
    'Tools',
    'A set of utilities for faster GraphQL development',
    'https://the-guild.dev/graphql/tools',
    '#184ae8'
  ],
  [
    'MODULES',
    'Modules',
    'Enterprise grade tooling for your GraphQL server',
    'https://the-guild.dev/graphql/modules',
    '#e535ab'
  ],
  [
    'ESLINT',
    'ESLint',
    'Customisable ESLint parser, plugin and set rules for GraphQL',
    'https://the-guild.dev/graphql/eslint',
    '#5639ca'
  ],
  [
    'CONFIG',
    'Config',
    'One configuration for all your GraphQL projects',
    'https://the-guild.dev/graphql/config',
    '#6d7a99'
  ],
  [
    'FETS',
    'feTS',
    'Build and consume REST APIs with the e2e type safety using TypeScript and OpenAPI',
    'https://the-guild.dev/fets',
    '#3178c6'
  ],
  [
    'SCALARS',
    'Scalars',
    'Common custom GraphQL Scalars for precise type-safe GraphQL schemas',
    'https://the-guild.dev/graphql/scalars',
    '#f38'
  ],
  [
    'SHIELD',
    'Shield',
    'GraphQL permissions as another layer of abstraction',
    'https://the-guild.dev/graphql/shield',
    '#7c3aed'
  ],
  // SPEC §3's "permissions framework", an entry of its own (the library's published title, link and colour).
  [
    'PERMISSIONS',
    'Permissions',
    'GraphQL permissions framework for complex authorisation systems',
    'https://the-guild.dev/graphql/shield',
    '#699efc'
  ],
  [
    'SOFA',
    'SOFA',
    'Generate RESTful APIs from your GraphQL server',
    'https://the-guild.dev/graphql/sofa-api',
    '#e873ff'
  ],
  [
    'ANGULAR',
    'Angular',
    'A fully-featured GraphQL client for Angular',
    'https://the-guild.dev/graphql/apollo-angular',
    '#ff1035'
  ],
  [
    'WHATSAPP',
    'WhatsApp',
    'Full stack, open source tutorial',
    'https://github.com/Urigo/WhatsApp-Clone-Tutorial',
    '#31eb14'
  ],
  [
    'KITQL',
    'KitQL',
    'A set of tools, helping you building efficient apps in a fast way',
    'https://kitql.dev',
    '#ff3e00'
  ],
  ['WS', 'WS', 'Reference implementation of the GraphQL over WS spec', 'https://the-guild.dev/graphql/ws', '#0bf2e7'],
  [
    'SSE',
    'SSE',
    'Reference implementation of the GraphQL over SSE spec',
    'https://the-guild.dev/graphql/sse',
    '#08e045'
  ]
]

describe('PRODUCTS', () => {
  it('has exactly the catalogue keys, in order', () => {
    expect(Object.keys(PRODUCTS)).toEqual(EXPECTED.map(([key]) => key))
  })

  it.each(EXPECTED)('%s matches catalogue.md', (key, name, title, href, primaryColor) => {
    const { logo, incomplete, ...data } = PRODUCTS[key]
    expect(data).toEqual({ key, name, title, href, primaryColor })
    expect(primaryColor).toMatch(/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/)
    expect(typeof logo).toBe('function')
    expect(incomplete).toBe(key === 'SHIELD' ? true : undefined)
  })
})

describe('named lists', () => {
  it('picks the four main and six highlighted products', () => {
    expect(FOUR_MAIN_PRODUCTS.map(p => p.key)).toEqual(['HIVE', 'YOGA', 'MESH', 'CONDUCTOR'])
    expect(SIX_HIGHLIGHTED_PRODUCTS.map(p => p.key)).toEqual([
      'CODEGEN',
      'INSPECTOR',
      'ENVELOP',
      'SOFA',
      'SCALARS',
      'ESLINT'
    ])
  })

  it('shapes PRODUCTS_MENU_LIST like a _meta items object', () => {
    expect(PRODUCTS_MENU_LIST).toEqual({
      'the-graphql-stack': { type: 'separator', title: 'The GraphQL Stack' },
      hive: { title: 'Hive', href: 'https://the-guild.dev/graphql/hive' },
      yoga: { title: 'Yoga', href: 'https://the-guild.dev/graphql/yoga-server' },
      mesh: { title: 'Mesh', href: 'https://the-guild.dev/graphql/mesh' },
      conductor: { title: 'Conductor', href: 'https://the-guild.dev/graphql/gateway' },
      libraries: { type: 'separator', title: 'Libraries' },
      codegen: { title: 'Code Generator', href: 'https://the-guild.dev/graphql/codegen' },
      inspector: { title: 'Inspector', href: 'https://the-guild.dev/graphql/inspector' },
      envelop: { title: 'Envelop', href: 'https://the-guild.dev/graphql/envelop' },
      sofa: { title: 'SOFA', href: 'https://the-guild.dev/graphql/sofa-api' },
      scalars: { title: 'Scalars', href: 'https://the-guild.dev/graphql/scalars' },
      eslint: { title: 'ESLint', href: 'https://the-guild.dev/graphql/eslint' }
    })
    // toEqual ignores key order; the menu renders in insertion order, so pin it too.
    expect(Object.keys(PRODUCTS_MENU_LIST)).toEqual([
      'the-graphql-stack',
      'hive',
      'yoga',
      'mesh',
      'conductor',
      'libraries',
      'codegen',
      'inspector',
      'envelop',
      'sofa',
      'scalars',
      'eslint'
    ])
  })

  it('groups the ecosystem panel in SPEC §2 order', () => {
    expect(ECOSYSTEM_GROUPS).toEqual([
      { title: 'Build GraphQL servers', keys: ['YOGA', 'MODULES', 'ENVELOP', 'MESH', 'SCALARS', 'SOFA', 'WS', 'SSE'] },
      {
        title: 'Supercharge your workflow',
        keys: ['CODEGEN', 'TOOLS', 'STITCHING', 'HIVE', 'CONDUCTOR', 'INSPECTOR', 'ESLINT', 'CONFIG', 'FETS']
      },
      { title: 'Build great user experience', keys: ['ANGULAR', 'KITQL'] }
    ])
  })
})

describe('helpers', () => {
  it('prefixes display names with "GraphQL" except Angular, KitQL and feTS', () => {
    expect(productDisplayName('HIVE')).toBe('GraphQL Hive')
    expect(productDisplayName('CODEGEN')).toBe('GraphQL Code Generator')
    expect(productDisplayName('ESLINT')).toBe('GraphQL ESLint')
    expect(productDisplayName('ANGULAR')).toBe('Angular')
    expect(productDisplayName('KITQL')).toBe('KitQL')
    expect(productDisplayName('FETS')).toBe('feTS')
  })

  it('recognises product keys only', () => {
    expect(isProductKey('HIVE')).toBe(true)
    expect(isProductKey('SSE')).toBe(true)
    for (const bad of ['hive', 'toString', '__proto__', '', 42, null, undefined, {}]) {
      expect(isProductKey(bad)).toBe(false)
    }
  })
})

describe('logos', () => {
  it.each(EXPECTED)('%s renders an accessible svg in its colour', (key, name, _title, _href, colour) => {
    const html = renderToStaticMarkup(createElement(PRODUCTS[key].logo))
    expect(html.startsWith('<svg')).toBe(true)
    expect(html).toContain(colour)
    expect(html).toContain('role="img"')
    expect(html).toContain(`aria-label="${name}"`)
    expect(html).toMatch(/viewBox="[^"]+"/)
  })

  it('passes props through to the svg', () => {
    const html = renderToStaticMarkup(createElement(PRODUCTS.HIVE.logo, { className: 'h-6', 'aria-hidden': true }))
    expect(html).toContain('class="h-6"')
    expect(html).toContain('aria-hidden="true"')
  })

  it("draws Config as components 7–9's ConfigLogo is drawn: cogs in a hexagonal cell (graphql-config's bar and home), not sliders", () => {
    const html = renderToStaticMarkup(createElement(PRODUCTS.CONFIG.logo))
    // The cell's six sides, its corner nodes, two cogs (a toothed ring round a ring each).
    expect(html).toMatch(/<path d="M[\d. ]+ 12 2l8\.7 5v10L12 22l-8\.7-5V[\d.]+"/)
    expect(html.match(/<circle [^>]*fill="#6d7a99"/g)).toHaveLength(3)
    expect(html.match(/stroke-dasharray=/g)).toHaveLength(2)
  })

  it("draws Hive Router (components 9.11) with a mark of its own, not Hive's, for PRODUCTS.HIVE_ROUTER and HiveRouterIcon", () => {
    const router = renderToStaticMarkup(createElement(ALL_PRODUCTS.HIVE_ROUTER!.logo))
    expect(router).toContain('aria-label="Hive Router"')
    expect(router).not.toBe(renderToStaticMarkup(createElement(ALL_PRODUCTS.HIVE!.logo)))
    // (The icon Hive's ecosystem illustration places, 48 px with the site's gradient fill.)
    const icon = renderToStaticMarkup(
      createElement(GUILD_ICONS.HiveRouterIcon!, { className: 'size-12 fill-[url(#g)]' })
    )
    expect(icon).toContain('aria-label="Hive Router"')
    expect(icon).toContain('gs-mark-fill')
  })

  it('renders the Guild mark', () => {
    const html = renderToStaticMarkup(createElement(GuildLogo))
    expect(html.startsWith('<svg')).toBe(true)
    expect(html).toContain('aria-label="The Guild"')
  })
})
