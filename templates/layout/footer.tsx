import type { ReactElement } from 'react'
import { toDate } from './format-date.js'
import { SiteLogo } from './site-logo.js'
import type { SiteData } from './types.js'

export interface FooterProps {
  site: Pick<SiteData, 'name' | 'logo' | 'productKey'>
  /** ISO date the copyright year is taken from (the page's last commit); none prints no year. */
  lastUpdated?: string
}

/**
 * The docs footer. The year comes from the page's git date, never from the clock, so rebuilding
 * an unchanged site yields identical files. A later issue replaces it with the marketing footer.
 */
export function Footer({ site, lastUpdated }: FooterProps): ReactElement {
  const year = toDate(lastUpdated)?.getUTCFullYear()
  return (
    <footer className="gs-footer">
      <div className="gs-footer-inner">
        <SiteLogo site={site} />
        <p className="gs-footer-text">{`© ${year !== undefined ? `${year} ` : ''}${site.name}. Built with guildsite.`}</p>
      </div>
    </footer>
  )
}
