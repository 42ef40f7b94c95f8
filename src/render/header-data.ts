import type { ResolvedConfigFields } from '../config/schema.js'
import {
  COMPANY_URL,
  DEFAULT_HEADER_ACCENT,
  DEFAULT_HEADER_LINKS,
  DEFAULT_SOLUTIONS
} from '../../templates/marketing/defaults.js'
import type { FooterData, HeaderData } from '../../templates/marketing/types.js'

type HeaderConfig = Exclude<ResolvedConfigFields['header'], false | undefined>

/** The company header as templates see it: the site's settings over the company's defaults. */
export function headerData(header: HeaderConfig | undefined): HeaderData {
  return {
    accentColor: header?.accentColor ?? DEFAULT_HEADER_ACCENT,
    ...(header?.activeLink && { activeLink: header.activeLink }),
    logoHref: header?.logoHref ?? COMPANY_URL,
    links: header?.links ?? DEFAULT_HEADER_LINKS,
    solutions: {
      guides: header?.solutions?.guides ?? DEFAULT_SOLUTIONS.guides,
      tutorial: header?.solutions?.tutorial ?? DEFAULT_SOLUTIONS.tutorial
    }
  }
}

/** The company footer's configurable part. */
export function footerData(footer: ResolvedConfigFields['footer']): FooterData {
  return { resources: footer.resources }
}
