import type { ReactElement } from 'react'
import { GuildMark } from '../catalogue/logos.js'
import { LATER_PRODUCTS } from '../catalogue/later-products.js'
import { libraryTitle } from '../catalogue/library-titles.js'
import { isProductKey, PRODUCT_DATA, PRODUCT_KEYS } from '../catalogue/product-data.js'
import { escapeHtml } from '../../src/shared/escape-html.js'
import { homeHref } from './page-urls.js'
import { SiteLogo } from './site-logo.js'
import type { GuildNavbarData, NavbarItemData, SiteData } from './types.js'

// The one navbar of the Guild's Nextra 3 sites (config `guildNavbar`, from `defineConfig` of
// @theguild/components 6/7): its brand (the Guild's logo, a slash, the product's mark, name and
// description) and the Company and Products menus it puts before the site's own navbar items.
// navbar.tsx draws the bar; this gives it the Guild's parts.

const GUILD_ORIGIN = 'https://the-guild.dev'

/**
 * The Company menu, then the Products menu with every catalogue product (its mark and name): components 6/7's navbar
 * menus, and the two `type: 'menu'` items components 9's GuildLayout puts first in the page map (its phone menu's
 * Company and Products folders).
 */
export const COMPANY_AND_PRODUCTS: NavbarItemData[] = [
  {
    title: 'Company',
    href: '#',
    active: false,
    menu: [
      { title: 'About', href: `${GUILD_ORIGIN}/about-us`, newWindow: true },
      { title: 'Blog', href: `${GUILD_ORIGIN}/blog`, newWindow: true },
      { title: 'Contact', href: `${GUILD_ORIGIN}/#get-in-touch`, newWindow: true }
    ]
  },
  {
    title: 'Products',
    href: '#',
    active: false,
    menu: PRODUCT_KEYS.map(key => ({ title: PRODUCT_DATA[key].name, href: PRODUCT_DATA[key].href, productKey: key }))
  }
]

/**
 * Components 9's `PRODUCTS` in their order (9.4.1, read in its built code): GuildLayout's Products folder lists
 * `Object.values(PRODUCTS)`. Names, titles and links are the catalogue's (titles as components 9 gives them,
 * `libraryTitle`); two names are components 9's own.
 */
const GUILD_LAYOUT_PRODUCTS = [
  'HIVE',
  'HIVE_GATEWAY',
  'MESH',
  'YOGA',
  'CONDUCTOR',
  'ENVELOP',
  'STITCHING',
  'INSPECTOR',
  'CODEGEN',
  'TOOLS',
  'MODULES',
  'ESLINT',
  'CONFIG',
  'FETS',
  'SCALARS',
  'SOFA',
  'ANGULAR',
  'WHATSAPP',
  'KITQL',
  'WS',
  'SSE',
  'HELTIN',
  'NEXTRA',
  'STELLATE'
]
const COMPONENTS_9_NAMES: Record<string, string> = { CODEGEN: 'Codegen', ESLINT: 'GraphQL ESLint' }

/** The stylesheet's mark of a product (`.gs-logo-{KEY}`, icon-css.tsx): Hive Gateway shares Hive's. */
const markClass = (key: string) =>
  isProductKey(key) ? ` gs-logo-${key}` : key === 'HIVE_GATEWAY' ? ' gs-logo-HIVE' : ''

/**
 * GuildLayout's (components 9) Company and Products folders, first in its phone menu: each product a
 * 28 px mark (`size-7`) before its name, 8 px apart, its title as the tooltip — an element title, so
 * Nextra 4 draws no ↗ after it (its Anchor adds one to a text title only: nextra-menu.css).
 */
export const GUILD_LAYOUT_MENUS: NavbarItemData[] = [
  COMPANY_AND_PRODUCTS[0]!,
  {
    title: 'Products',
    href: '#',
    active: false,
    menu: GUILD_LAYOUT_PRODUCTS.flatMap(key => {
      const product = isProductKey(key) ? PRODUCT_DATA[key] : LATER_PRODUCTS[key]
      if (!product) return []
      const name = COMPONENTS_9_NAMES[key] ?? product.name
      const title = isProductKey(key) ? libraryTitle(key, product.title, 9) : product.title
      return [
        {
          title: name,
          titleHtml: `<span class="gs-menu-product" title="${escapeHtml(title)}"><i class="gs-menu-product-mark${markClass(key)}" aria-hidden="true"></i>${escapeHtml(name)}</span>`,
          href: product.href
        }
      ]
    })
  }
]

/** The navbar's items: the Company and Products menus first when the bar has its product part. */
export const guildNavbarItems = (guild: GuildNavbarData, items: NavbarItemData[]): NavbarItemData[] =>
  guild.product ? [...COMPANY_AND_PRODUCTS, ...items] : items

/**
 * The brand of the Guild's navbar: the Guild's crest and wordmark linking to the-guild.dev, then
 * (with the product part) a slash and the product's mark, name and description linking home. On
 * narrow screens the product alone shows; the description shows on wide ones.
 */
export function GuildNavbarBrand({ site, guild }: { site: SiteData; guild: GuildNavbarData }): ReactElement {
  return (
    <div className="gs-guild-brand" data-product={guild.product ? '' : undefined}>
      <a className="gs-guild-brand-company" href={GUILD_ORIGIN} title="View our website">
        <GuildMark className="gs-guild-brand-mark" />
        <span className="gs-guild-brand-wordmark">
          <span>The</span> <span>Guild</span>
        </span>
      </a>
      {guild.product ? (
        <>
          <svg className="gs-guild-brand-slash" viewBox="0 0 10 22" aria-hidden="true">
            <path d="M8.6 0.8 0.6 20.8" />
          </svg>
          <a className="gs-guild-brand-product" href={homeHref(site.basePath)} title={guild.name}>
            {guild.mark ? (
              <SiteLogo site={guild.markProduct && !site.logoMarkup ? { productKey: guild.markProduct } : site} />
            ) : null}
            <span className="gs-guild-brand-text">
              <span className="gs-guild-brand-name">{guild.name}</span>
              {guild.description ? (
                <>
                  {' '}
                  <span className="gs-guild-brand-description">{guild.description}</span>
                </>
              ) : null}
            </span>
          </a>
        </>
      ) : null}
    </div>
  )
}
