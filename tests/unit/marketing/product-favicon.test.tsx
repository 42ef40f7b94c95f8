import { describe, expect, it } from 'vitest'
import { productFavicon } from '../../../src/render/product-favicon.js'
import { PRODUCTS } from '../../../templates/catalogue/products.js'

describe('productFavicon', () => {
  it("gives a product site without favicon its product's mark", () => {
    const svg = productFavicon({ product: PRODUCTS.HIVE }, ['images/x.png'])!
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 24 24">/)
    expect(svg).toContain('#ffb21d')
  })

  it('keeps a favicon of the site, and does nothing for a site that is no product', () => {
    expect(productFavicon({ product: PRODUCTS.HIVE }, ['favicon.svg'])).toBeUndefined()
    expect(productFavicon({}, [])).toBeUndefined()
  })
})
