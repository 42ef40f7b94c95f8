// Functions of `@theguild/components` and Nextra that pages, `_meta` files and theme configs call.
import { PRODUCTS } from '../catalogue/products.js'

type ClassValue = string | number | bigint | boolean | null | undefined | ClassValue[] | Record<string, unknown>

/** `cn(...)` (clsx): joins class names from strings, arrays and `{ name: condition }` objects. */
export function cn(...values: ClassValue[]): string {
  const out: string[] = []
  const add = (value: ClassValue): void => {
    if (!value) return
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint') out.push(String(value))
    else if (Array.isArray(value)) value.forEach(add)
    else if (typeof value === 'object') for (const [key, on] of Object.entries(value)) if (on) out.push(key)
  }
  values.forEach(add)
  return out.join(' ')
}

/** `defineConfig(config)` of the theme config: the config itself (guildsite reads its fields). */
export function defineConfig<T>(config: T): T {
  return config
}

/** The products menu of `_meta` files (`productsItems`, v6–7): one `{ title, href }` per product. */
export const productsItems: Record<string, { title: string; href: string; newWindow: boolean }> = Object.fromEntries(
  Object.entries(PRODUCTS).map(([key, product]) => [
    key.toLowerCase(),
    { title: product.name, href: product.href, newWindow: true }
  ])
)

/** Items shared by the Guild's `_meta` files (`sharedMetaItems`, v9): the products menu. */
export const sharedMetaItems = { products: { title: 'Products', type: 'menu', items: productsItems } }

/** `fetchPackageInfo(name, githubReadme?)`: asks the npm registry as @theguild/components does (fetch-package-info.ts). */
export { fetchPackageInfo } from './fetch-package-info.js'

/** `fetchFilePathsFromGitHub`: no network while building, so no remote files. */
export async function fetchFilePathsFromGitHub(
  _options?: unknown
): Promise<{ user: string; repo: string; branch: string; docsPath: string; filePaths: string[] }> {
  return { user: '', repo: '', branch: '', docsPath: '', filePaths: [] }
}

/**
 * `createCatchAllMeta(filePaths, customMeta)` (Nextra 3 remote docs, the Guild's blog tags): the
 * custom meta (a folder entry's key gains a `/`, as in Nextra), then an entry per file not in it,
 * titled from its name, and a `{ type: 'folder', items }` entry per folder of the paths.
 */
export function createCatchAllMeta(
  filePaths: readonly string[] = [],
  customMeta: Record<string, unknown> = {}
): Record<string, unknown> {
  const meta: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(customMeta ?? {}))
    meta[value && typeof value === 'object' && (value as { type?: unknown }).type === 'folder' ? `${key}/` : key] =
      value
  for (const file of filePaths)
    addCatchAllPath(
      meta,
      file
        .replace(/\.mdx?$/, '')
        .split('/')
        .filter(Boolean)
    )
  return meta
}

function addCatchAllPath(meta: Record<string, unknown>, path: string[]): void {
  const [name, ...rest] = path
  if (!name) return
  if (rest.length === 0) {
    if (!(name in meta)) meta[name] = name.replace(/[-_]/g, ' ').replace(/^\w/, c => c.toUpperCase())
    return
  }
  const folder = (meta[`${name}/`] ??= {}) as { type?: string; items?: Record<string, unknown> }
  folder.type ??= 'folder'
  addCatchAllPath((folder.items ??= {}), rest)
}

/** `normalizePages` of Nextra: the navigation is computed by guildsite's page map; this gives its empty shape. */
export function normalizePages(_options?: unknown): Record<string, unknown> {
  return {
    activeType: 'doc',
    activeIndex: 0,
    activeThemeContext: {},
    activePath: [],
    directories: [],
    flatDirectories: [],
    docsDirectories: [],
    flatDocsDirectories: [],
    topLevelNavbarItems: []
  }
}

// Nextra 4's page-map functions: computed from guildsite's page map of the page being rendered.
export {
  convertToPageMap,
  createIndexPage,
  getIndexPageMap,
  getPageMap,
  mergeMetaWithPageMap,
  normalizePageMap
} from './nextra-page-map.js'

/** `getDefaultMetadata(…)` (v9): the metadata Next would get; guildsite writes the head from the site config. */
export function getDefaultMetadata(
  options: { description?: string; websiteName?: string; productName?: string } = {}
): Record<string, unknown> {
  const name = options.websiteName ?? options.productName ?? ''
  return { title: { default: name, template: name ? `%s | ${name}` : '%s' }, description: options.description ?? '' }
}

/** `remarkLinkRewrite` (v9): the remark plugin `compileMdx` applies to the links of what it compiles. */
export { remarkLinkRewrite } from '../../src/compile/remote-mdx.js'

/** `getNavbarLogo(…)` (v7): the logo element the theme config shows; guildsite draws the logo from the config. */
export function getNavbarLogo(_logo?: unknown, _title?: string): null {
  return null
}
