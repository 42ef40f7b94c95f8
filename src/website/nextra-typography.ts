import type { SiteConfig } from '../config/load-config.js'
import type { NextraMajor } from '../page-map/nextra-major.js'
import type { PageMap } from '../page-map/types.js'
import {
  nextra2PackageManagers,
  nextra2Release,
  nextra4SiteRelease,
  jsxHeadingRelease
} from '../page-map/nextra-version.js'
import type { TabManager } from '../compile/rehype-code/convert-npm-command.js'
import type { CodeThemes } from '../compile/rehype-code/highlighter.js'
import type { SiteLanguage } from '../compile/rehype-code/site-languages.js'
import type { SiteMdxPlugins } from '../compile/site-mdx-plugins.js'
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

export { configNextraMajor, rememberNextraMajor } from './config-nextra-major.js'

const managers = new WeakMap<SiteConfig, { tabs: readonly TabManager[] | undefined }>()

/**
 * The tabs of the site's `npm2yarn` fences when its Nextra release has other ones than guildsite's
 * (npm, pnpm, yarn, bun): a Nextra 2 website folder's (`nextra2PackageManagers`: none before 2.10,
 * no bun before 2.13). Once per config: it reads the site's package.json or install.
 */
function packageManagersOf(
  config: Pick<SiteConfig, 'website' | 'nextra' | 'siteDir' | 'contentRoot'>,
  major: NextraMajor
): readonly TabManager[] | undefined {
  if (!followsNextraUrls(config) || major !== 2) return undefined
  let known = managers.get(config as SiteConfig)
  if (!known) {
    known = { tabs: nextra2PackageManagers(nextra2Release(config.siteDir, config.contentRoot)) }
    managers.set(config as SiteConfig, known)
  }
  return known.tabs
}

const jsxHeadingSites = new WeakMap<SiteConfig, boolean>()

/**
 * Whether the site's summaries and tabs make headings as Nextra 4.1+ makes them (`compile/nextra-jsx-headings.ts`):
 * a Nextra 4 website folder whose install or package.json gives 4.1.0 or later. Once per config.
 */
function jsxHeadingsOf(
  config: Pick<SiteConfig, 'website' | 'nextra' | 'siteDir' | 'contentRoot'>,
  major: NextraMajor
): boolean {
  if (!followsNextraUrls(config) || major !== 4) return false
  let known = jsxHeadingSites.get(config as SiteConfig)
  if (known === undefined) {
    const release = nextra4SiteRelease(config.siteDir, config.contentRoot)
    known = release !== undefined && jsxHeadingRelease(release)
    jsxHeadingSites.set(config as SiteConfig, known)
  }
  return known
}

/** The compile option for {@link packageManagersOf}'s answer (none when it is the default). */
const withPackageManagers = (tabs: readonly TabManager[] | undefined): { packageManagers?: readonly TabManager[] } =>
  tabs ? { packageManagers: tabs } : {}

/** The page map's major of a site whose page maps are built (that of its default locale). */
function siteMajor(site: { config: SiteConfig; pageMaps: Map<string, PageMap> }): NextraMajor {
  const pageMap = site.pageMaps.get(site.config.i18n?.defaultLocale ?? '') ?? site.pageMaps.values().next().value
  return pageMap?.nextra ?? 2
}

/** What a page's compile takes from the Nextra the site follows (none of it on a site of guildsite's own). */
export interface NextraCompileOptions {
  smartPunctuation?: true
  markdownMarks?: true
  packageManagers?: readonly TabManager[]
  jsxHeadings?: true
  /** The site's code languages and themes (config `codeLanguages`, `codeThemes`: a Nextra site's `rehypePrettyCodeOptions`). */
  codeLanguages?: readonly SiteLanguage[]
  codeThemes?: CodeThemes
  /** Code Hike's file names on code blocks (config `codeHike`). */
  codeHike?: true
  /** A website folder's own remark/rehype plugins (its Next config's `mdxOptions`: src/compile/site-mdx-plugins.ts). */
  sitePlugins?: SiteMdxPlugins
  /** Code Hike's line numbers on every block (config `codeHikeLineNumbers`). */
  codeHikeLineNumbers?: true
  /** `.md` pages compile as MDX (config `mdFormat: 'mdx'`: src/compile/page-format.ts). */
  mdAsMdx?: true
  /** A page's front matter `mdxOptions.format`: read where Nextra 2 (and guildsite) read it, refused in Nextra 3. */
  frontMatterFormat?: 'read' | 'refused'
}

/**
 * What a page's front matter `mdxOptions` does (src/compile/page-format.ts): Nextra 2 spreads it over the
 * config's, Nextra 3 refuses the page, Nextra 4 ignores it; guildsite's own sites read it as Nextra 2 does.
 */
function frontMatterFormatOf(
  config: Pick<SiteConfig, 'website' | 'nextra'>,
  major: NextraMajor
): { frontMatterFormat?: 'read' | 'refused' } {
  if (!followsNextraUrls(config) || major === 2) return { frontMatterFormat: 'read' }
  return major === 3 ? { frontMatterFormat: 'refused' } : {}
}

/**
 * The compile options of a site of the given major, for every compile of its pages and of the MDX
 * they import (build, bundle stage, dev): SmartyPants, Markdown marks, `npm2yarn` tabs,
 * Nextra 4.1's headings of summaries and tabs, the site's own code languages and themes, and how
 * `.md` pages and a page's front matter `mdxOptions` decide its format.
 */
export function nextraCompileOptions(config: SiteConfig, major: NextraMajor): NextraCompileOptions {
  return {
    ...(smartPunctuationOf(config, major) && { smartPunctuation: true }),
    ...(markdownMarksOf(config) && { markdownMarks: true }),
    ...withPackageManagers(packageManagersOf(config, major)),
    ...(jsxHeadingsOf(config, major) && { jsxHeadings: true }),
    ...(config.codeLanguages?.length && { codeLanguages: config.codeLanguages as readonly SiteLanguage[] }),
    ...(config.codeThemes && { codeThemes: config.codeThemes as CodeThemes }),
    ...(config.codeHike && { codeHike: true as const }),
    ...(config.website?.mdxPlugins && { sitePlugins: config.website.mdxPlugins }),
    ...(config.codeHike && config.codeHikeLineNumbers && { codeHikeLineNumbers: true as const }),
    ...(config.mdFormat === 'mdx' && { mdAsMdx: true as const }),
    ...frontMatterFormatOf(config, major)
  }
}

/** {@link nextraCompileOptions} for a site whose page maps are built (the major they were built for). */
export const siteNextraCompileOptions = (site: { config: SiteConfig; pageMaps: Map<string, PageMap> }) =>
  nextraCompileOptions(site.config, siteMajor(site))
