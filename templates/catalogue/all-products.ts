import { libraryTitle } from './library-titles.js'
import { LATER_PRODUCTS } from './later-products.js'
import { PRODUCTS as CATALOGUE, type Product } from './products.js'

/**
 * `PRODUCTS` as sites import it from `@theguild/components`: the catalogue, and the products of the
 * library's later releases (`later-products.tsx`) after it, in the library's order of keys. Copies:
 * their titles are those of the site's version of the library (`setLibraryTitles`), the chrome's stay.
 */
export const PRODUCTS: Record<string, Product> = Object.fromEntries(
  Object.entries({ ...CATALOGUE, ...(LATER_PRODUCTS as Record<string, Product>) }).map(([key, product]) => [
    key,
    { ...product }
  ])
)

const CATALOGUE_TITLES = Object.fromEntries(Object.entries(PRODUCTS).map(([key, product]) => [key, product.title]))

/**
 * Gives `PRODUCTS` the titles of `@theguild/components` at `major` (the site's, from its package.json;
 * the catalogue's when not known): the page runner calls it for its site before a page loads, so a
 * layout's `description = PRODUCTS.ESLINT.title` reads what the site's library says.
 */
export function setLibraryTitles(major: number | undefined): void {
  for (const [key, product] of Object.entries(PRODUCTS))
    product.title = libraryTitle(key, CATALOGUE_TITLES[key]!, major)
}
