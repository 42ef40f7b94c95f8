import type { ReactElement, ReactNode } from 'react'
import { GuildMark } from '../catalogue/logos.js'
import { PRODUCT_KEYS, PRODUCTS, type Product } from '../catalogue/products.js'
import { HiveFooter } from '../hive-navigation/hive-footer.js'
import { toDate } from '../layout/format-date.js'
import { NextraFooter, type NextraFooterProps } from '../layout/nextra-footer.js'
import type { HiveNavigationData, SiteData } from '../layout/types.js'
import { COMPANY_URL, FOOTER_COMMUNITY, FOOTER_COMPANY, PRESS_KIT } from './defaults.js'
import { Link, shellSameSite, type LinkEnv } from './link.js'
import type { FooterData, LinkItemData } from './types.js'

export interface FooterProps {
  footer: FooterData
  env: LinkEnv
  /** Name in the copyright line. */
  name: string
  /** ISO date the copyright year is taken from (the site's newest commit); none prints no year. */
  lastUpdated?: string
  /** A site laid out by GuildLayout: its own footer, HiveFooter, instead (templates/hive-navigation/). */
  hive?: { site: SiteData; nav: HiveNavigationData }
  /** A site in nextra-theme-docs' chrome: its plain footer instead (templates/layout/nextra-footer.tsx). */
  nextra?: NextraFooterProps
}

/**
 * The catalogue's products in catalogue order, cut in two halves (the first one longer). Entries
 * marked incomplete (SHIELD, whose subject the permissions framework entry covers with published
 * values) are left out: a visitor would see the same link twice.
 */
export function productHalves(
  products: Product[] = PRODUCT_KEYS.map(key => PRODUCTS[key]).filter(product => !product.incomplete)
): [Product[], Product[]] {
  const half = Math.ceil(products.length / 2)
  return [products.slice(0, half), products.slice(half)]
}

function Column({ title, children }: { title: string; children: ReactNode }): ReactElement {
  return (
    <div className="gs-mf-column" data-footer-column={title}>
      <h2 className="gs-mf-heading">{title}</h2>
      {children}
    </div>
  )
}

// The links carry no class (`.gs-mf-list a` styles them): the footer is on every page.
function Links({ items, env }: { items: LinkItemData[]; env: LinkEnv }): ReactElement {
  return (
    <ul className="gs-mf-list">
      {items.map((item, index) => (
        <li key={`${item.href}|${index}`}>
          <Link {...item} sameSite={shellSameSite(item, env)} env={env} />
        </li>
      ))}
    </ul>
  )
}

/**
 * The company footer under every page (SPEC §2 "Footer"): PRODUCTS (the catalogue in two
 * halves, each name with its title as tooltip), RESOURCES (Press Kit plus configured extras),
 * COMPANY, COMMUNITY (with the security badge, 72 px wide) and the company logo link. The year
 * comes from the site's newest git date (the same on every page, error pages too), never from
 * the clock, so rebuilds are byte-identical.
 */
export function Footer({ footer, env, name, lastUpdated, hive, nextra }: FooterProps): ReactElement | null {
  const year = toDate(lastUpdated)?.getUTCFullYear()
  if (hive) return <HiveFooter site={hive.site} nav={hive.nav} year={year} />
  if (nextra) return <NextraFooter {...nextra} />
  const halves = productHalves()
  return (
    <footer className="gs-footer">
      <div className="gs-mf-inner">
        <div className="gs-mf-columns">
          <Column title="PRODUCTS">
            <div className="gs-mf-halves">
              {halves.map((half, index) => (
                <ul key={index} className="gs-mf-list" data-footer-half={index + 1}>
                  {half.map(product => (
                    <li key={product.key}>
                      <Link href={product.href} title={product.title} sameSite={shellSameSite(product, env)} env={env}>
                        {product.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              ))}
            </div>
          </Column>
          <Column title="RESOURCES">
            <Links items={[PRESS_KIT, ...footer.resources]} env={env} />
          </Column>
          <Column title="COMPANY">
            <Links items={FOOTER_COMPANY} env={env} />
          </Column>
          <Column title="COMMUNITY">
            <Links items={FOOTER_COMMUNITY} env={env} />
            {/* The badge image (72 × 79 px): the stylesheet paints it (`badgeCss`, templates/layout/icon-css.tsx),
                so the footer of every page does not carry its 1.9 KB data URL. */}
            <span className="gs-mf-badge" role="img" aria-label="CSA STAR Level One" />
          </Column>
        </div>
        <div className="gs-mf-bottom">
          <Link
            href={COMPANY_URL}
            sameSite={shellSameSite({ href: COMPANY_URL }, env)}
            env={env}
            className="gs-mf-logo"
            title="The Guild"
          >
            <GuildMark />
            <span>The Guild</span>
          </Link>
          <p className="gs-footer-text">{`© ${year !== undefined ? `${year} ` : ''}${name}. Built with guildsite.`}</p>
        </div>
      </div>
    </footer>
  )
}
