// The dev site's assets: guildsite's client assets with the site's stylesheets, and each locale's site data linking them.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { SiteData } from '../../templates/layout/types.js'
import { withBasePath } from '../../templates/base-path.js'
import { newestDate } from '../../templates/layout/format-date.js'
import type { Site } from '../content/load-site.js'
import type { ClientAssets } from '../output/client-assets.js'
import { FAVICON_NAMES, faviconUrls } from '../render/asset-urls.js'
import { siteData } from '../render/site-data.js'
import type { Diagnostic } from '../shared/diagnostics.js'
import { katexAssets } from '../shared/katex-assets.js'

/** The site's stylesheets (its Tailwind classes when it has a Tailwind config) compiled over the client assets. */
async function styled(
  unstyled: ClientAssets,
  config: Site['config'],
  diagnostics: Diagnostic[]
): Promise<ClientAssets> {
  const { withSiteStyles } = await import('../website/site-styles.js')
  return withSiteStyles(unstyled, config.siteDir, config.contentRoot, diagnostics, config.cacheDir, [
    config.outRoot,
    config.cacheDir
  ])
}

export class SiteAssets {
  /** Output path (`_gs/assets/…`) → contents: the client assets and every imported file seen so far. */
  readonly files: Map<string, string | Uint8Array>
  /** Locale → site data (the URLs of the stylesheets, scripts and icons): made again with a new config or new CSS. */
  siteInfos = new Map<string, SiteData>()

  private constructor(
    private assets: ClientAssets,
    /** The client assets before the site's own stylesheets were added (`restyle` adds them again). */
    private readonly unstyled: ClientAssets,
    latex: boolean
  ) {
    this.files = new Map(assets.files)
    if (latex) for (const [path, content] of katexAssets()) this.files.set(path, content)
  }

  /** guildsite's client assets (with the diagram code): loading starts before the site's files are read. */
  static clientAssets(): Promise<ClientAssets> {
    return import('../output/client-assets.js').then(async m => m.withDiagramCode(await m.clientAssets()))
  }

  /** The site's Tailwind classes and stylesheets (a website folder's), compiled once at start over the client assets. */
  static async load(assets: Promise<ClientAssets>, site: Site, diagnostics: Diagnostic[]): Promise<SiteAssets> {
    const unstyled = await assets
    return new SiteAssets(await styled(unstyled, site.config, diagnostics), unstyled, site.config.latex)
  }

  /** The site's stylesheets (and Tailwind config) its site CSS was compiled from: watched in dev. */
  get styleSources(): readonly string[] {
    return this.assets.styleSources ?? []
  }

  /**
   * Compiles the site's stylesheets again (one of them, or the Tailwind config, was saved): new CSS
   * under new content-hashed URLs; the site data is forgotten (`refresh` makes it again).
   */
  async restyle(config: Site['config']): Promise<Diagnostic[]> {
    const diagnostics: Diagnostic[] = []
    const restyled = await styled(this.unstyled, config, diagnostics)
    for (const [path, content] of restyled.files) this.files.set(path, content)
    this.assets = restyled
    // (Its site data, with the new stylesheet URLs, is made again.)
    this.siteInfos = new Map()
    return diagnostics
  }

  /**
   * Makes each locale's site data again (a new config): the favicon, and the URLs of the stylesheets,
   * scripts and icons under the base path. `current` tells whether `site`'s config is still the one
   * in use when the generated favicon is ready.
   */
  refresh(site: Site, current: () => boolean): void {
    const base = (url: string) => withBasePath(site.config.basePath, url)
    const publicIcons = FAVICON_NAMES.filter(name => existsSync(join(site.config.publicRoot, name)))
    // A product site without a favicon of its own gets its product's mark, as the build writes it.
    const generated = site.config.product !== undefined && !publicIcons.includes('favicon.svg')
    this.files.delete('favicon.svg')
    if (generated)
      void import('../render/product-favicon.js').then(({ productFavicon }) => {
        const svg = current() && productFavicon(site.config, publicIcons)
        if (svg) this.files.set('favicon.svg', svg)
      })
    const icons = faviconUrls(publicIcons, generated)
    const urls = { css: this.assets.css.map(base), scripts: this.assets.scripts.map(base), icons: icons.map(base) }
    this.siteInfos = new Map(
      site.config.i18n.locales.map(({ locale }) => [locale, siteData(site.config, locale, urls)])
    )
  }

  /** The locale's site data, its footer's copyright year from the site's newest date (as a build's). */
  siteInfo(locale: string, dates: Map<string, string>): SiteData {
    const info = this.siteInfos.get(locale)!
    info.copyrightDate = newestDate(dates.values())
    return info
  }
}
