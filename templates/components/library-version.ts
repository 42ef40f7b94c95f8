import { setLibraryTitles } from '../catalogue/all-products.js'

// The site's `@theguild/components` major (its package.json's), for what the library draws differently
// by version: `PRODUCTS`' titles, the marketplace's markup. The page runner sets it for its site before
// a page loads (src/page-runner/run-page.ts); undefined when the site names none.

let major: number | undefined

export function setLibraryMajor(value: number | undefined): void {
  major = value
  setLibraryTitles(value)
}

export const libraryMajor = (): number | undefined => major
