// Helpers shared by the `_meta.ts` files of the demo site. Metas may import relative modules like
// this one: the generator bundles them with esbuild before evaluating the default export.

/** Product names used to build navigation titles, so that a rename happens in one place. */
export const PRODUCT_NAMES = {
  yoga: 'GraphQL Yoga',
  mesh: 'GraphQL Mesh',
  hive: 'Hive'
} as const

export type ProductKey = keyof typeof PRODUCT_NAMES

/** `productTitle('hive', 'CLI')` → `'Hive CLI'`. */
export function productTitle(product: ProductKey, section: string): string {
  return `${PRODUCT_NAMES[product]} ${section}`
}

/** A sidebar title with an arrow, used for links that leave the docs. */
export function externalTitle(label: string): string {
  return `${label} ↗`
}
