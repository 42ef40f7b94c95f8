import { describe, expect, it } from 'vitest'
import { configSchema } from '../../../src/config/schema.js'
import { friendlyIssues } from '../../../src/config/zod-issues.js'
import { footerData, headerData } from '../../../src/render/header-data.js'
import { DEFAULT_HEADER } from '../../../templates/marketing/defaults.js'

const base = { siteName: 'Test', docsRepositoryBase: 'https://github.com/the-guild-org/test' }
const parse = (extra: Record<string, unknown>) => configSchema.safeParse({ ...base, ...extra })
const messages = (extra: Record<string, unknown>) => {
  const result = parse(extra)
  return result.success ? [] : friendlyIssues(result.error, 'config', { ...base, ...extra }).map(i => i.message)
}

describe('config: header, footer, npm', () => {
  it('defaults to the company header, no extra resources and no registry', () => {
    const result = parse({})
    expect(result.success).toBe(true)
    const config = result.data!
    expect(config.header).toBeUndefined()
    expect(headerData(config.header === false ? undefined : config.header)).toEqual(DEFAULT_HEADER)
    expect(footerData(config.footer)).toEqual({ resources: [] })
    expect(config.npm).toEqual({ versions: {}, registry: false })
  })

  it('takes a site-wide active link, an accent and replaced links', () => {
    const config = parse({
      header: {
        activeLink: '/open-source',
        accentColor: '#ffb21d',
        links: [{ label: 'Docs', href: '/docs', activeLink: '/docs' }]
      }
    }).data!
    const header = headerData(config.header === false ? undefined : config.header)
    expect(header).toMatchObject({
      activeLink: '/open-source',
      accentColor: '#ffb21d',
      links: [{ label: 'Docs', href: '/docs', activeLink: '/docs' }]
    })
    expect(header.solutions).toEqual(DEFAULT_HEADER.solutions)
  })

  it('takes `header: false` to remove the header', () => {
    expect(parse({ header: false }).data!.header).toBe(false)
  })

  it('rejects what the shell could not render, with the key in the message', () => {
    expect(messages({ header: { accentColor: 'red; }' } })).toEqual([
      'header.accentColor must be a hex colour such as "#1cc8ee"'
    ])
    expect(messages({ header: { links: [{ label: 'Docs' }] } })).toEqual([
      'Missing required "header.links.0.href" property'
    ])
    expect(messages({ header: { links: [{ label: 'Docs', href: '/d', menu: 'products' }] } })[0]).toContain(
      '"header.links.0.menu"'
    )
    expect(messages({ footer: { resources: [{ href: '/x', text: 'X' }] } })).toEqual([
      'Missing required "footer.resources.0.children" property',
      'Unknown config key "footer.resources.0.text"'
    ])
    expect(messages({ npm: { versions: { 'Not A Name': '1.0.0' } } })).toEqual([
      'npm.versions: "Not A Name" is not an npm package name, e.g. "graphql-yoga" or "@graphql-hive/cli"'
    ])
    expect(messages({ npm: { versions: { 'graphql-yoga': 'latest' } } })).toEqual([
      'npm.versions values must be versions such as "5.10.4"'
    ])
  })

  it('accepts scoped packages and short versions', () => {
    expect(
      parse({ npm: { versions: { '@graphql-hive/cli': '0.44.2', node: '20', graphql: 'v16.9.0-rc.1' } } }).success
    ).toBe(true)
  })
})
