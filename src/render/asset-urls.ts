import { withBasePath } from '../../templates/base-path.js'
import type { SiteData } from '../../templates/layout/types.js'
import type { SiteConfig } from '../config/load-config.js'
import type { ClientAssets } from '../output/client-assets.js'

/** Stylesheet, script and favicon URLs of the client assets, with the base path. */
export function assetUrlsOf(config: SiteConfig, assets: ClientAssets): SiteData['assets'] {
  const base = (url: string) => withBasePath(config.basePath, url)
  return {
    css: assets.css.map(base),
    scripts: assets.scripts.map(base),
    ...(assets.icons && { icons: assets.icons.map(base) }),
    ...(assets.ogImages?.length && {
      ogImages: assets.ogImages.map(([route, url]): [string, string] => [route, base(url)])
    }),
    ...(assets.manifest && { manifest: base(assets.manifest) })
  }
}

export const FAVICON_NAMES = ['favicon.svg', 'favicon.png', 'favicon.ico']

/**
 * The favicons a page links (URLs without base path): those of the public folder, and the product
 * mark the build writes as `favicon.svg` (`generatedSvg`). Nothing is linked that the output lacks.
 */
export function faviconUrls(publicFiles: readonly string[], generatedSvg: boolean): string[] {
  return FAVICON_NAMES.filter(name => publicFiles.includes(name) || (generatedSvg && name === 'favicon.svg')).map(
    name => `/${name}`
  )
}
