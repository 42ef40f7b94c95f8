import { describe, expect, it } from 'vitest'
import { configSchema } from '../../../src/config/schema.js'
import {
  CONFERENCE_BANNER,
  DOCS_THEME_COLLAPSE_LEVEL,
  SITE_CONFIG_COLLAPSE_LEVEL
} from '../../../src/config/site-defaults.js'
import type { NavItem } from '../../../src/page-map/types.js'
import { sidebarNodes } from '../../../src/render/navigation-data.js'

const base = { siteName: 'Test', docsRepositoryBase: 'https://github.com/the-guild-org/test' }
const parse = (extra: Record<string, unknown> = {}) => configSchema.parse({ ...base, ...extra })

describe('banner default (SPEC §1, §9)', () => {
  it('is the conference banner when the config says nothing', () => {
    expect(parse().banner).toEqual({
      key: 'nextra-banner',
      text: 'GraphQL Conf · 19–21 September 2023 · San Francisco',
      link: 'https://graphql.org/conf/',
      linkText: 'Register Now',
      dismissible: true
    })
    expect(CONFERENCE_BANNER.key).toBe('nextra-banner')
  })

  it('is replaced by a configured banner, which keeps the default key when it sets none', () => {
    expect(parse({ banner: { text: 'v2 is out' } }).banner).toEqual({
      key: 'nextra-banner',
      text: 'v2 is out',
      linkText: 'Register Now',
      dismissible: true
    })
  })

  it('is turned off by `banner: false`', () => {
    expect(parse({ banner: false }).banner).toBe(false)
    expect(configSchema.safeParse({ ...base, banner: true }).success).toBe(false)
  })
})

describe('default sidebar collapse level (SPEC §9: 2 docs theme, 1 site config)', () => {
  const page = (route: string): NavItem => ({ name: route, route, title: route, type: 'doc', kind: 'page', theme: {} })
  const folder = (route: string, children: NavItem[]): NavItem => ({
    name: route,
    route,
    title: route,
    type: 'doc',
    kind: 'folder',
    theme: {},
    children
  })
  const tree = [folder('/a', [page('/a/x'), folder('/a/b', [page('/a/b/y')])])]
  const openFolders = (collapseLevel?: number) => {
    const open: string[] = []
    const walk = (nodes: ReturnType<typeof sidebarNodes>) => {
      for (const node of nodes) {
        if (node.kind !== 'folder') continue
        if (node.open) open.push(node.key!)
        if (node.children) walk(node.children)
      }
    }
    walk(
      sidebarNodes(
        tree,
        { route: '/elsewhere', basePath: '', ...(collapseLevel !== undefined && { collapseLevel }) },
        0
      )
    )
    return open
  }

  it('is 1 for the site config when it sets none: every folder starts collapsed', () => {
    expect(parse().sidebar.defaultMenuCollapseLevel).toBe(SITE_CONFIG_COLLAPSE_LEVEL)
    expect(SITE_CONFIG_COLLAPSE_LEVEL).toBe(1)
    expect(openFolders(parse().sidebar.defaultMenuCollapseLevel)).toEqual([])
  })

  it("is 2, the docs theme's own default, where no site config gives a level: first-level folders start open", () => {
    expect(DOCS_THEME_COLLAPSE_LEVEL).toBe(2)
    expect(openFolders()).toEqual(['/a'])
  })

  it('follows the level a config sets', () => {
    expect(parse({ sidebar: { defaultMenuCollapseLevel: 3 } }).sidebar.defaultMenuCollapseLevel).toBe(3)
    expect(openFolders(3)).toEqual(['/a', '/a/b'])
  })
})
