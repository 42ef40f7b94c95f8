import { describe, expect, it } from 'vitest'
import { resolveNavigation } from '../../../src/page-map/resolve-navigation.js'
import type { PageMapNode } from '../../../src/page-map/types.js'
import { navigationData } from '../../../src/render/navigation-data.js'

/** One folder of `count` pages (`/guide/p0001` …) ordered by its `_meta`, as a site's root children. */
function oneFolder(count: number): PageMapNode[] {
  const names = Array.from({ length: count }, (_, i) => `p${String(i + 1).padStart(5, '0')}`)
  const pages: PageMapNode[] = names.map(name => ({
    kind: 'page',
    name,
    route: `/guide/${name}`,
    rel: `guide/${name}.md`,
    file: `pages/guide/${name}.md`,
    title: name,
    frontMatter: {}
  }))
  const meta: PageMapNode = {
    kind: 'meta',
    file: 'pages/guide/_meta.json',
    data: Object.fromEntries(names.map(name => [name, `Page ${name}`]))
  }
  return [{ kind: 'folder', name: 'guide', route: '/guide', children: [meta, ...pages] }]
}

/**
 * `value` behind proxies that count every property read, at any depth (one proxy per object, so
 * what is memoised by identity stays memoised): the work a call does with its input, not its time.
 */
function counted<T extends object>(value: T): { value: T; reads: () => number; reset: () => void } {
  let reads = 0
  const proxies = new WeakMap<object, object>()
  const wrap = (target: object): object => {
    let proxy = proxies.get(target)
    if (!proxy) {
      proxy = new Proxy(target, {
        get(object, key, receiver) {
          reads++
          const got: unknown = Reflect.get(object, key, receiver)
          return typeof got === 'object' && got !== null ? wrap(got) : got
        }
      })
      proxies.set(target, proxy)
    }
    return proxy
  }
  return { value: wrap(value) as T, reads: () => reads, reset: () => (reads = 0) }
}

/** Reads per page of resolving a route's navigation and turning it into the page's data, after a first page. */
function readsPerPage(count: number): number {
  const tree = counted(oneFolder(count))
  const navs = new WeakMap<object, ReturnType<typeof counted>>()
  const pageData = (route: string) => {
    const nav = resolveNavigation({ children: tree.value, route })
    // The lists are shared by the routes of the section: the same proxies for every page.
    let lists = navs.get(nav.flatDocsDirectories)
    if (!lists) navs.set(nav.flatDocsDirectories, (lists = counted(nav)))
    const data = navigationData({
      nav: { ...nav, ...(lists.value as typeof nav), activePath: nav.activePath, activeIndex: nav.activeIndex },
      route,
      basePath: '',
      lazy: { url: '/_gs/nav.json', keys: new Set(['/guide']), top: '#guide' }
    })
    return { data, reads: () => tree.reads() + lists.reads(), reset: () => (tree.reset(), lists.reset()) }
  }
  pageData('/guide/p00001').reset()
  const routes = Array.from(
    { length: 20 },
    (_, i) => `/guide/p${String(Math.floor(((i + 1) * count) / 21)).padStart(5, '0')}`
  )
  let reads = 0
  for (const route of routes) {
    const { data, reads: readsOf, reset } = pageData(route)
    reads += readsOf()
    reset()
    const n = Number(route.slice(-5))
    expect(data.prev?.href).toBe(`/guide/p${String(n - 1).padStart(5, '0')}`)
    expect(data.next?.href).toBe(`/guide/p${String(n + 1).padStart(5, '0')}`)
    expect(data.breadcrumb.map(crumb => crumb.title)).toEqual(['guide', `Page p${String(n).padStart(5, '0')}`])
  }
  return reads / routes.length
}

describe('navigation at scale', () => {
  it("a page's navigation work does not grow with the size of its folder", () => {
    const small = readsPerPage(1_000)
    const large = readsPerPage(10_000)
    expect(small).toBeGreaterThan(0)
    // Per page: the path to it and the sidebar's window around it. Proportional to the folder (as
    // when every page resolved its whole section), it was ×10 here.
    expect(large / small).toBeLessThan(1.5)
  })
})
