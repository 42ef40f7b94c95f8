import { LATER_PRODUCTS } from './later-products.js'
import { PRODUCTS as CATALOGUE, type Product } from './products.js'

/**
 * `PRODUCTS` as sites import it from `@theguild/components`: the catalogue, and the products of the
 * library's later releases (`later-products.tsx`) after it, in the library's order of keys.
 */
export const PRODUCTS: Record<string, Product> = { ...CATALOGUE, ...(LATER_PRODUCTS as Record<string, Product>) }
