import type { SiteConfig } from '../config/load-config.js'
import { detectNextraMajor, type NextraMajor } from '../page-map/nextra-major.js'
import type { PageMap } from '../page-map/types.js'
import { followsNextraUrls } from './nextra-links.js'

/**
 * Whether a site's prose is set with SmartyPants (curly quotes, dashes, ellipses:
 * `compile/remark-smart-punctuation.ts`), as Nextra 3 and 4 set every page and Nextra 2 none: for
 * Nextra's content (a website folder, or a docs folder whose config states its major) of major 3 or
 * 4. A site of guildsite's own keeps the author's characters.
 */
export function smartPunctuationOf(config: Pick<SiteConfig, 'website' | 'nextra'>, major: NextraMajor): boolean {
  return followsNextraUrls(config) && major >= 3
}

/**
 * Whether a site's Markdown elements are marked so that Markdown typography leaves its JSX and
 * components alone, as Nextra's (every major) does: Nextra's content (`templates/markdown-marks.ts`).
 */
export function markdownMarksOf(config: Pick<SiteConfig, 'website' | 'nextra'>): boolean {
  return followsNextraUrls(config)
}

const majors = new WeakMap<SiteConfig, NextraMajor>()

/** Records the major the dev server's scan found for a config (`dev/site-structure.ts`). */
export function rememberNextraMajor(config: SiteConfig, major: NextraMajor): void {
  majors.set(config, major)
}

/**
 * The site's Nextra major when no page map is at hand (the dev server compiles one page at a time):
 * the one its scan found, else its config or package.json, else what its folders tell.
 */
export function configNextraMajor(config: SiteConfig): NextraMajor {
  let major = majors.get(config)
  if (major === undefined) {
    major = detectNextraMajor({
      configured: config.nextra,
      siteDir: config.siteDir,
      contentRoot: config.contentRoot,
      files: []
    }).major
    majors.set(config, major)
  }
  return major
}

/** {@link smartPunctuationOf} for a site whose page maps are built (the major they were built for). */
export function siteSmartPunctuation(site: { config: SiteConfig; pageMaps: Map<string, PageMap> }): boolean {
  const pageMap = site.pageMaps.get(site.config.i18n?.defaultLocale ?? '') ?? site.pageMaps.values().next().value
  return smartPunctuationOf(site.config, pageMap?.nextra ?? 2)
}
