import type { ReactElement } from 'react'
import { GuildMark } from '../catalogue/logos.js'
import { PRODUCTS, PRODUCT_KEYS, type ProductKey } from '../catalogue/products.js'
import type { SiteData } from './types.js'

const isProductKey = (key: string | undefined): key is ProductKey =>
  key !== undefined && (PRODUCT_KEYS as readonly string[]).includes(key)

/**
 * The mark next to the site title: the site's own logo element (`logoMarkup`), the configured logo
 * image, else the catalogue product's mark, else the Guild's crest. Decorative: the title text beside it names the site.
 */
export function SiteLogo({ site }: { site: Pick<SiteData, 'logo' | 'logoMarkup' | 'productKey'> }): ReactElement {
  // The site's own logo element as it rendered at build time (config `logoMarkup`): the site's code, trusted as its pages are.
  if (site.logoMarkup)
    return (
      <span
        className="gs-logo gs-logo-markup"
        aria-hidden="true"
        dangerouslySetInnerHTML={{ __html: site.logoMarkup }}
      />
    )
  if (site.logo) return <img className="gs-logo" src={site.logo} alt="" width={28} height={28} />
  if (!isProductKey(site.productKey)) return <GuildMark className="gs-logo" />
  const Mark = PRODUCTS[site.productKey].logo
  return <Mark className="gs-logo" width={28} height={28} aria-hidden="true" role={undefined} aria-label={undefined} />
}
