import type { LayoutScope, SiteConfig } from '../config/load-config.js'
import { scopedConfig } from '../app-router/layout-scopes.js'
import { siteData } from '../render/site-data.js'
import type { SiteData } from '../../templates/layout/types.js'
import { newestDate } from '../../templates/layout/format-date.js'

/**
 * The site data a runner thread's pages render with, made once per locale (and per layout scope: an app
 * page under another chain of layouts takes its config's), with the site's assets — the caller's own when
 * it gives them (the dev server's asset URLs) — and the copyright year of the newest page date.
 */
export class RunnerSiteData {
  private readonly byLocale = new Map<string, SiteData>()
  private readonly scopeInfos = new Map<LayoutScope, Map<string, SiteData>>()

  constructor(
    private readonly config: SiteConfig,
    private readonly setup: { siteInfos?: [string, SiteData][]; assetUrls: SiteData['assets'] },
    private readonly dates: Map<string, string>
  ) {}

  of(locale: string, layoutScope?: LayoutScope): SiteData {
    if (layoutScope) return this.scopeInfo(locale, layoutScope)
    let info = this.byLocale.get(locale)
    const given = this.setup.siteInfos?.find(([name]) => name === locale)?.[1]
    if (!info && given) this.byLocale.set(locale, (info = { ...given, copyrightDate: newestDate(this.dates.values()) }))
    if (!info)
      this.byLocale.set(
        locale,
        (info = siteData(this.config, locale, this.setup.assetUrls, newestDate(this.dates.values())))
      )
    return info
  }

  /** The site data of a layout scope's pages: its config's, with the site's assets (the dev server's own). */
  private scopeInfo(locale: string, layoutScope: LayoutScope): SiteData {
    let byScope = this.scopeInfos.get(layoutScope)
    if (!byScope) this.scopeInfos.set(layoutScope, (byScope = new Map()))
    let info = byScope.get(locale)
    if (!info) {
      const { assets } = this.of(locale)
      const config = scopedConfig(this.config, layoutScope)
      byScope.set(locale, (info = siteData(config, locale, assets, newestDate(this.dates.values()))))
    }
    return info
  }
}
