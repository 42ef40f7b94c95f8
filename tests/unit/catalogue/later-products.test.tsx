import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { PRODUCTS, ProductCard } from '../../../templates/modules/theguild-components.js'

// The Hive website's ecosystem page looks products up by name (`PRODUCTS['HIVE_GATEWAY']`) and
// throws for one the library lacks: the 9.x products are there, after the catalogue's.
describe('PRODUCTS of @theguild/components 9.x', () => {
  it('has the products the library added (Hive Gateway, Hive Router, heltin, Nextra, Stellate) after the catalogue', () => {
    const keys = Object.keys(PRODUCTS)
    expect(keys.slice(-5)).toEqual(['HIVE_GATEWAY', 'HIVE_ROUTER', 'HELTIN', 'NEXTRA', 'STELLATE'])
    expect(keys).toContain('HIVE')
    expect(PRODUCTS.HIVE_GATEWAY).toMatchObject({
      name: 'Hive Gateway',
      href: 'https://the-guild.dev/graphql/hive/gateway'
    })
  })

  it('a card renders each with its logo, name and title', () => {
    const html = renderToStaticMarkup(<ProductCard as="li" product={PRODUCTS.STELLATE} />)
    expect(html).toContain('aria-label="Stellate"')
    expect(html).toContain('<span class="gs-product-card-name">Stellate</span>')
    expect(html).toContain('href="https://stellate.co"')
  })
})
