import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { HiveFooter } from '../../../templates/hive-navigation/hive-footer.js'
import type { HiveNavigationData } from '../../../templates/layout/types.js'
import { site } from '../layout/fixture.js'

// HiveFooter's last column as @theguild/components' releases draw it (src/config/hive-footer-badges.ts picks which):
// up to 9.7 the CSA STAR badge; 9.11 with `showSecurityBadges` it and Hive's AICPA SOC 2 badge (Hive's site); 9.11
// without, nothing.
const nav = (badges: HiveNavigationData['footer']['badges']): HiveNavigationData => ({
  productName: 'Hive',
  developerMenu: [],
  navLinks: [],
  footer: { description: 'Open-source GraphQL management platform', resources: [], badges }
})

const badges = (html: string) => [...html.matchAll(/<a class="gs-hf-badge" href="([^"]+)"/g)].map(match => match[1])

describe("HiveFooter's badges", () => {
  it('shows the CSA STAR badge alone for components up to 9.7', () => {
    const html = renderToStaticMarkup(<HiveFooter site={site} nav={nav('csa')} />)
    expect(badges(html)).toEqual([
      'https://cloudsecurityalliance.org/star/registry/software-products-guild-ltd-the-guild/services/graphql-hive'
    ])
    expect(html).toContain('aria-label="CSA STAR Level One"')
  })

  it("adds the SOC 2 badge, 88 px, linking Hive's security page, for 9.11's showSecurityBadges", () => {
    const html = renderToStaticMarkup(<HiveFooter site={site} nav={nav('csa+soc2')} />)
    expect(badges(html)).toEqual([
      'https://cloudsecurityalliance.org/star/registry/software-products-guild-ltd-the-guild/services/graphql-hive',
      'https://security.graphql-hive.com/'
    ])
    expect(html).toMatch(/<img class="gs-hf-soc2" src="[^"]+soc2-badge\.webp" alt="AICPA SOC 2" width="88" height="88"/)
  })

  it('shows no badge for 9.11 without showSecurityBadges', () => {
    const html = renderToStaticMarkup(<HiveFooter site={site} nav={nav('none')} />)
    expect(badges(html)).toEqual([])
    expect(html).not.toContain('gs-hf-badges')
  })
})
