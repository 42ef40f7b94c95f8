import { renderToStaticMarkup } from 'react-dom/server'
import { PRODUCTS } from '../../templates/catalogue/products.js'
import type { SiteConfig } from '../config/load-config.js'

/**
 * A product site (siteName is a catalogue key) without its own favicon gets its product's mark,
 * so the tab shows the product as the navbar does. Undefined when the site has one or no product.
 */
export function productFavicon(
  config: Pick<SiteConfig, 'product'>,
  publicFiles: readonly string[]
): string | undefined {
  if (!config.product || publicFiles.includes('favicon.svg')) return undefined
  const Logo = PRODUCTS[config.product.key].logo
  return (
    renderToStaticMarkup(<Logo xmlns="http://www.w3.org/2000/svg" role={undefined} aria-label={undefined} />) + '\n'
  )
}
