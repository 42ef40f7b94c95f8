// `@theguild/components/products`: the catalogue, with `PRODUCTS` as sites see it (the library's extra products too).
export * from '../catalogue/products.js'
export { PRODUCTS } from '../catalogue/all-products.js'
