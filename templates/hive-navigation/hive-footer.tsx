import type { ReactElement } from 'react'
import { PRODUCTS } from '../catalogue/products.js'
import { GUILD_ICONS } from '../components/guild-icons.js'
import { homeHref } from '../layout/page-urls.js'
import { linkTarget } from '../layout/link-target.js'
import { SiteLogo } from '../layout/site-logo.js'
import type { HiveNavigationData, SiteData } from '../layout/types.js'
import {
  FOOTER_COMPANY,
  FOOTER_DEVELOPER,
  FOOTER_LINKS,
  FOOTER_PRODUCTS,
  FOOTER_SOCIAL,
  GRAPHQL_STACK,
  type HiveLink
} from './hive-links.js'

export interface HiveFooterProps {
  site: SiteData
  nav: HiveNavigationData
  /** The copyright year (the site's newest commit's, so rebuilds are byte-identical); none prints none. */
  year?: number
}

function List({ heading, links }: { heading: string; links: HiveLink[] }): ReactElement | null {
  if (links.length === 0) return null
  return (
    <div className="gs-hf-list">
      <h3 className="gs-hf-heading">{heading}</h3>
      <ul>
        {links.map(link => (
          <li key={`${link.href}|${link.title}`}>
            <a href={link.href} title={link.description} {...linkTarget(link.href)}>
              {link.title}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}

const PRODUCT_LINKS: HiveLink[] = FOOTER_PRODUCTS.map(([key, title]) =>
  key === 'HIVE_GATEWAY'
    ? { title, href: GRAPHQL_STACK[0]!.href }
    : { title, href: PRODUCTS[key].href, description: PRODUCTS[key].title }
)

/**
 * The footer of a site laid out by `GuildLayout` (components 9's `HiveFooter`): the site's logo and
 * name over its description, the Products, Developer, Resources and Company lists, the security
 * badge, the social icons and the copyright line.
 */
export function HiveFooter({ site, nav, year }: HiveFooterProps): ReactElement {
  const developer = FOOTER_DEVELOPER.map(link =>
    link.href === '/docs' ? { ...link, href: `${homeHref(site.basePath)}docs` } : link
  )
  return (
    <footer className="gs-footer gs-hf" data-hive-footer="">
      <div className="gs-hf-inner">
        <div className="gs-hf-brand">
          <a className="gs-hf-logo" href={homeHref(site.basePath)}>
            <SiteLogo site={site} />
            <span>{nav.productName}</span>
          </a>
          <p className="gs-hf-description">{nav.footer.description}</p>
        </div>
        <div className="gs-hf-columns">
          <List heading="Products" links={PRODUCT_LINKS} />
          <div className="gs-hf-stack">
            <List heading="Developer" links={developer} />
            <List heading="Resources" links={nav.footer.resources} />
          </div>
          <div className="gs-hf-stack">
            <List heading="Company" links={FOOTER_COMPANY} />
            {FOOTER_LINKS.map(link => (
              <a key={link.title} className="gs-hf-extra" href={link.href} {...linkTarget(link.href)}>
                {link.title}
              </a>
            ))}
          </div>
          {nav.footer.badges === 'none' ? null : (
            <div className="gs-hf-badges">
              <a
                className="gs-hf-badge"
                href="https://cloudsecurityalliance.org/star/registry/software-products-guild-ltd-the-guild/services/graphql-hive"
                target="_blank"
                rel="noopener noreferrer"
              >
                {/* The badge image the company footer shows too, painted by the stylesheet (icon-css.tsx). */}
                <span className="gs-mf-badge" role="img" aria-label="CSA STAR Level One" />
              </a>
              {/* (components 9.11's second badge with `showSecurityBadges`: Hive's security page, its SOC 2 image.) */}
              {nav.footer.badges === 'csa+soc2' ? (
                <a
                  className="gs-hf-badge"
                  href="https://security.graphql-hive.com/"
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  <img
                    className="gs-hf-soc2"
                    src="https://storage.piotrbox.monwid-olechnowicz.com/soc2-badge.webp"
                    alt="AICPA SOC 2"
                    width={88}
                    height={88}
                    loading="lazy"
                  />
                </a>
              ) : null}
            </div>
          )}
        </div>
        <div className="gs-hf-bottom">
          <div className="gs-hf-social">
            {FOOTER_SOCIAL.map(link => {
              const Icon = GUILD_ICONS[link.icon!]!
              return (
                <a
                  key={link.title}
                  href={link.href}
                  title={link.title}
                  aria-label={link.title}
                  {...linkTarget(link.href)}
                >
                  <Icon />
                </a>
              )
            })}
          </div>
          <p className="gs-hf-copyright">{`© ${year !== undefined ? `${year} ` : ''}The Guild`}</p>
        </div>
      </div>
    </footer>
  )
}
