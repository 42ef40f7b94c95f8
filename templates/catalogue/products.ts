import type { ComponentType, SVGProps } from 'react'
import { LOGOS } from './logos.js'
import { PRODUCT_DATA, PRODUCT_KEYS, type ProductData, type ProductKey } from './product-data.js'

export { PRODUCT_KEYS, isProductKey, productDisplayName, type ProductKey } from './product-data.js'

/** One catalogue entry: what the header, ecosystem panel and footer show for a product. */
export interface Product extends ProductData {
  logo: ComponentType<SVGProps<SVGSVGElement>>
}

/** The full catalogue keyed by product key (same export name as `@theguild/components/products`). */
export const PRODUCTS: Record<ProductKey, Product> = Object.fromEntries(
  PRODUCT_KEYS.map(key => [key, { ...PRODUCT_DATA[key], logo: LOGOS[key] }])
) as Record<ProductKey, Product>

/** The GraphQL stack's main products: Hive, Yoga, Mesh and the gateway (Conductor). */
export const FOUR_MAIN_PRODUCTS: Product[] = [PRODUCTS.HIVE, PRODUCTS.YOGA, PRODUCTS.MESH, PRODUCTS.CONDUCTOR]

/** The libraries highlighted next to the main products in menus. */
export const SIX_HIGHLIGHTED_PRODUCTS: Product[] = [
  PRODUCTS.CODEGEN,
  PRODUCTS.INSPECTOR,
  PRODUCTS.ENVELOP,
  PRODUCTS.SOFA,
  PRODUCTS.SCALARS,
  PRODUCTS.ESLINT
]

/** One entry of a Nextra-style `_meta` menu `items` object. */
export type ProductsMenuItem = { type: 'separator'; title: string } | { title: string; href: string }

/**
 * A navbar menu's `items`: "The GraphQL Stack" separator, the main products, a "Libraries"
 * separator, then the highlighted ones. Keys are readable slugs (not indexes) because `_meta`
 * key order is insertion order only for non-numeric keys.
 */
export const PRODUCTS_MENU_LIST: Record<string, ProductsMenuItem> = {
  'the-graphql-stack': { type: 'separator', title: 'The GraphQL Stack' },
  ...menuEntries(FOUR_MAIN_PRODUCTS),
  libraries: { type: 'separator', title: 'Libraries' },
  ...menuEntries(SIX_HIGHLIGHTED_PRODUCTS)
}

function menuEntries(products: Product[]): Record<string, ProductsMenuItem> {
  return Object.fromEntries(products.map(p => [p.key.toLowerCase(), { title: p.name, href: p.href }]))
}

/** A titled group of the header's ecosystem panel. */
export interface EcosystemGroup {
  title: string
  keys: ProductKey[]
}

/** The ecosystem panel's three groups, in SPEC §2 order ("Ecosystem panel"). */
export const ECOSYSTEM_GROUPS: EcosystemGroup[] = [
  { title: 'Build GraphQL servers', keys: ['YOGA', 'MODULES', 'ENVELOP', 'MESH', 'SCALARS', 'SOFA', 'WS', 'SSE'] },
  {
    title: 'Supercharge your workflow',
    keys: ['CODEGEN', 'TOOLS', 'STITCHING', 'HIVE', 'CONDUCTOR', 'INSPECTOR', 'ESLINT', 'CONFIG', 'FETS']
  },
  { title: 'Build great user experience', keys: ['ANGULAR', 'KITQL'] }
]
