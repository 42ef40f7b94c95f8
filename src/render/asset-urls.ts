import { withBasePath } from '../../templates/base-path.js'
import type { SiteData } from '../../templates/layout/types.js'
import type { SiteConfig } from '../config/load-config.js'
import type { ClientAssets } from '../output/client-assets.js'

/** Stylesheet and script URLs of the client assets, with the base path. */
export function assetUrlsOf(config: SiteConfig, assets: ClientAssets): SiteData['assets'] {
  return { css: assets.css.map(url => withBasePath(config.basePath, url)), scripts: assets.scripts.map(url => withBasePath(config.basePath, url)) }
}
