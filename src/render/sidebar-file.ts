import { withBasePath } from '../../templates/base-path.js'
import type { SidebarNodeData } from '../../templates/layout/types.js'
import type { SiteConfig } from '../config/load-config.js'
import { sidebarItems } from '../page-map/navigation-report.js'
import { resolveNavigation } from '../page-map/resolve-navigation.js'
import type { NavItem, PageMap } from '../page-map/types.js'
import { sidebarNodes } from './navigation-data.js'
import { contentHash } from '../shared/content-hash.js'
import { WINDOW_LIMIT } from './sidebar-window.js'

/** The navigation file of a locale: every sidebar folder's children, which pages leave out when closed. */
export interface SidebarFile {
  /** Output path, content-hashed (`_gs/assets/sidebar-<hash>.json`). */
  path: string
  /** URL of the file, base path applied. */
  url: string
  /**
   * Folder route → its children as the templates render them (nested closed folders are `lazy`
   * too); `#<section>` → a section's top-level list, when it is long enough to be windowed.
   */
  content: string
  /** The folder routes (and long top-level lists) the file holds. */
  keys: ReadonlySet<string>
}

/** The navigation file's key of a section's top-level list (`route`'s first segment). */
export function sidebarTopKey(pageMap: PageMap, route: string): string {
  return `#${route.slice(pageMap.prefix.length).split('/')[1] ?? ''}`
}

const files = new WeakMap<PageMap, Map<string, SidebarFile>>()

/** Folders of a sidebar tree the way `sidebarNodes` walks it, with their depth. */
function collectFolders(items: NavItem[], depth: number, into: Map<string, [NavItem, number]>): void {
  for (const item of items) {
    if ((item.display === 'hidden' && item.kind !== 'folder') || (item.type !== 'doc' && item.type !== 'separator'))
      continue
    if (item.kind === 'separator' || item.href || !item.children) continue
    if (!into.has(item.route)) into.set(item.route, [item, depth])
    collectFolders(item.children, depth + 1, into)
  }
}

/**
 * The navigation file of `pageMap` (memoised per page map): each section's tree is resolved once,
 * from one of its routes, so the build's threads and the dev server compute the same file, and a
 * page only names it. Pages render the top-level items and the folders on their own path; the
 * client fills any other folder from this file when a reader opens it (src/client/sidebar-fill.ts).
 */
export function sidebarFile(config: Pick<SiteConfig, 'basePath' | 'sidebar'>, pageMap: PageMap): SidebarFile {
  let byConfig = files.get(pageMap)
  if (!byConfig) files.set(pageMap, (byConfig = new Map()))
  const configKey = `${config.basePath}\0${config.sidebar.defaultMenuCollapseLevel}`
  const cached = byConfig.get(configKey)
  if (cached) return cached
  const sections = new Map<string, string>()
  for (const page of pageMap.pages) {
    const section = sidebarTopKey(pageMap, page.route)
    if (!sections.has(section)) sections.set(section, page.route)
  }
  const folders = new Map<string, [NavItem, number]>()
  const tops = new Map<string, NavItem[]>()
  for (const [section, route] of sections) {
    const items = sidebarItems(resolveNavigation({ children: pageMap.children, route }))
    tops.set(section, items)
    collectFolders(items, 0, folders)
  }
  const keys = new Set(folders.keys())
  // No route is current here: nothing is active and folders are open only by the collapse level.
  const options = {
    basePath: config.basePath,
    collapseLevel: config.sidebar.defaultMenuCollapseLevel,
    lazy: { url: '', keys },
    route: '\0',
    wholeLists: true
  }
  const data: Record<string, SidebarNodeData[]> = {}
  for (const [route, [item, depth]] of folders) data[route] = sidebarNodes(item.children!, options, depth + 1)
  for (const [section, items] of tops) {
    const nodes = sidebarNodes(items, options, 0)
    if (nodes.length > WINDOW_LIMIT) {
      data[section] = nodes
      keys.add(section)
    }
  }
  const content = JSON.stringify(data, (key, value) => (key === 'active' && value === false ? undefined : value))
  const path = `_gs/assets/sidebar-${contentHash(content)}.json`
  const file: SidebarFile = { path, url: withBasePath(config.basePath, `/${path}`), content, keys }
  byConfig.set(configKey, file)
  return file
}
