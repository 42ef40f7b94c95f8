import type { SiteConfig } from '../config/load-config.js'
import { withBasePath } from '../../templates/base-path.js'
import { COMPANY_CARD_IMAGE, configImageUrl } from '../output/config-images.js'
import type { HiveNavigationData, SiteData } from '../../templates/layout/types.js'
import { confCardText } from '../config/graphql-conf-card.js'
import { footerData, headerData } from './header-data.js'
import { configNextraMajor, markdownMarksOf } from '../website/nextra-typography.js'
import { hiveMdxLinks } from '../website/mdx-components-file.js'
import { followsNextraUrls } from '../website/nextra-links.js'
import { emSpacingRelease, nextra4SiteRelease } from '../page-map/nextra-version.js'
import { guildComponentsMajor } from '../page-map/nextra-major.js'
import { withHosted } from '../search/hosted-settings.js'
import { searchManifestPath } from '../shared/search/format.js'
import { builtinChromeMessages, chromeMessages, type ChromeMessageOverrides } from '../../templates/layout/messages.js'

const ENGLISH = builtinChromeMessages('en-US')

/** A link of the site's own (`/docs`) gets the base path; others stay as they are. */
type CompanyCard = NonNullable<NonNullable<SiteConfig['hiveNavigation']>['companyCard']>

/** The Company menu's card, its image at its asset's URL (src/output/config-images.ts), and its words. */
const companyCardOf = (basePath: string, { image, ...own }: CompanyCard): HiveNavigationData['companyCard'] => {
  const text = confCardText(undefined, own)
  if (image === undefined) return text
  const url = configImageUrl(image, COMPANY_CARD_IMAGE)
  return { ...text, image: url.startsWith('/') && !url.startsWith('//') ? withBasePath(basePath, url) : url }
}

const localLink = <T extends { href: string }>(basePath: string, link: T): T =>
  link.href.startsWith('/') && !link.href.startsWith('//') ? { ...link, href: withBasePath(basePath, link.href) } : link

/**
 * Whether a Nextra 4 site's theme spaces its article's blocks in em (nextra-theme-docs 4.3+, its install or
 * package.json) — not on a site of `@theguild/components`, whose GuildLayout draws with the nextra-theme-docs it
 * pins (4.0.5 in every 9.x), whatever the site's own `nextra` range.
 */
const emSpacing = (config: SiteConfig): boolean => {
  if (guildComponentsMajor(config.siteDir) !== undefined) return false
  const release = nextra4SiteRelease(config.siteDir, config.contentRoot)
  return release !== undefined && emSpacingRelease(release)
}

/** The config as templates see it: texts and URLs resolved, base path applied. */
export function siteData(
  config: SiteConfig,
  locale: string,
  assets: SiteData['assets'],
  copyrightDate?: string
): SiteData {
  const docsRepositoryBase = config.docsRepositoryBase ?? ''
  const repository = /^https:\/\/github\.com\/[^/]+\/[^/]+/.exec(docsRepositoryBase)?.[0] ?? docsRepositoryBase
  const localeInfo = config.i18n.locales.find(l => l.locale === locale)
  const overrides = config.i18n.messages?.[locale] ?? config.i18n.messages?.[locale.split('-')[0]!]
  const chrome = chromeMessages(locale, overrides as ChromeMessageOverrides | undefined)
  // A website folder's TOC is titled as nextra-theme-docs titles it (every major's default `toc.title`).
  const messages =
    config.website !== undefined && chrome.onThisPage === ENGLISH.onThisPage
      ? { ...chrome, onThisPage: 'On This Page' }
      : chrome
  // Nextra 4 draws a ↗ after its TOC's links (and its default feedback text has no → of its own).
  const linkArrows = followsNextraUrls(config) && configNextraMajor(config) === 4
  return {
    name: config.displayName,
    title: config.title ?? config.displayName,
    ...(config.logo && {
      logo: /^https?:/.test(config.logo)
        ? config.logo
        : withBasePath(config.basePath, config.logo.startsWith('/') ? config.logo : `/${config.logo}`)
    }),
    ...(config.logoMarkup &&
      (config.guildNavbar || config.hiveNavigation || config.chrome === 'nextra') && { logoMarkup: config.logoMarkup }),
    ...(config.chrome === 'nextra' && {
      // (nextra-theme-docs' navbar shows a project link only when given one.)
      nextraChrome: {
        projectIcon: config.project !== undefined,
        ...(config.blog && { blog: true }),
        ...(config.blog && config.blogReadMore !== 'Read More →' && { readMore: config.blogReadMore }),
        ...(config.copyPage && !config.blog && config.llms && { copyPage: true }),
        ...(config.navbarLinks.length && { links: config.navbarLinks.map(link => localLink(config.basePath, link)) }),
        ...(config.footerMarkup && { footerMarkup: config.footerMarkup }),
        ...(config.tocExtraMarkup && { tocExtraMarkup: config.tocExtraMarkup }),
        ...(config.blog && config.layoutHeaderMarkup && { layoutHeader: config.layoutHeaderMarkup }),
        ...(config.blog && config.blogNavbar && { blogNavbar: config.blogNavbar }),
        ...(config.blog && !config.blogNavbar && !config.blogThemeSwitch && { blogThemeSwitch: false })
      }
    }),
    ...(markdownMarksOf(config) && { markdownMarks: true, nextraMajor: configNextraMajor(config) }),
    ...(markdownMarksOf(config) && configNextraMajor(config) === 4 && emSpacing(config) && { nextraEmSpacing: true }),
    // (nextra-theme-docs 3 and 4 draw "Scroll to top" under the TOC unless `toc.backToTop` is false.)
    ...(markdownMarksOf(config) &&
      (configNextraMajor(config) ?? 0) >= 3 &&
      config.tocBackToTop !== false && { backToTop: config.tocBackToTop ?? 'Scroll to top' }),
    ...(linkArrows && { linkArrows: true }),
    // (Components 9's useHiveMDXComponents in the site's mdx-components file: Markdown links are its MDXLink.)
    ...(config.website && hiveMdxLinks(config.siteDir) && { hiveLinks: true }),
    ...(config.product && { productKey: config.product.key, primaryColor: config.product.primaryColor }),
    // nextra-theme-docs' default colour (hue 212, saturation 100 %, lightness 45 %), for a site of no product.
    ...(!config.product && config.chrome === 'nextra' && { primaryColor: 'hsl(212 100% 45%)' }),
    basePath: config.basePath,
    ...(config.siteUrl && { siteUrl: config.siteUrl.replace(/\/+$/, '') }),
    docsRepositoryBase: docsRepositoryBase.replace(/\/+$/, ''),
    ...(config.chat && { chatLink: config.chat.link }),
    ...(config.twitter && { twitter: config.twitter }),
    ...(config.lightOnlyPages.length && { lightOnlyPages: config.lightOnlyPages }),
    ...(config.fontFamily && { fontFamily: config.fontFamily }),
    ...(config.defaultTheme !== 'system' && { defaultTheme: config.defaultTheme }),
    ...(config.forcedTheme && { forcedTheme: config.forcedTheme }),
    ...(config.themeColors && { themeColors: config.themeColors }),
    ...(config.titleTemplate && { titleTemplate: config.titleTemplate }),
    projectLink: config.project?.link ?? repository,
    ...(config.banner && { banner: config.banner }),
    ...(config.hiveNavigation
      ? {
          hiveNavigation: {
            productName: config.hiveNavigation.productName ?? config.title ?? config.displayName,
            developerMenu: config.hiveNavigation.developerMenu.map(link => localLink(config.basePath, link)),
            navLinks: config.hiveNavigation.navLinks.map(link => localLink(config.basePath, link)),
            footer: {
              description:
                config.hiveNavigation.footer?.description ??
                config.description ??
                `${config.displayName} Documentation`,
              resources: (config.hiveNavigation.footer?.resources ?? []).map(link => localLink(config.basePath, link)),
              badges: config.hiveNavigation.footer?.badges ?? 'csa'
            },
            ...(config.hiveNavigation.companyCard && {
              companyCard: companyCardOf(config.basePath, config.hiveNavigation.companyCard)
            })
          }
        }
      : config.guildNavbar
        ? {
            guildNavbar: {
              name: config.guildNavbar.name ?? config.title ?? config.displayName,
              ...(config.guildNavbar.description && { description: config.guildNavbar.description }),
              mark: config.guildNavbar.mark,
              ...(config.guildNavbar.markProduct && { markProduct: config.guildNavbar.markProduct }),
              product: config.guildNavbar.product,
              ...(config.guildNavbar.components !== undefined && { components: config.guildNavbar.components })
            }
          }
        : config.header !== false && config.chrome !== 'nextra' && { header: headerData(config.header) }),
    footer: footerData(config.footer),
    ...(copyrightDate && { copyrightDate }),
    // A text set in the config is the site's own; the default English one follows the page's language.
    editLinkText:
      config.editLink === false
        ? false
        : config.editLink.text === ENGLISH.editLink
          ? messages.editLink
          : config.editLink.text,
    // (Its theme config's `editLink.component` replaces the link on each page: src/website/theme-edit-link.ts.)
    ...(config.editLink !== false && config.website?.themeComponents?.editLink && { editLinkComponent: true }),
    feedback:
      config.feedback === false
        ? false
        : {
            ...config.feedback,
            content:
              config.feedback.content === ENGLISH.feedback
                ? linkArrows
                  ? messages.feedback.replace(/\s*→$/, '')
                  : messages.feedback
                : config.feedback.content
          },
    messages,
    sidebar: config.sidebar,
    locale,
    direction: localeInfo?.direction ?? 'ltr',
    locales: config.i18n.locales.map(l => ({
      locale: l.locale,
      text: l.text,
      direction: l.direction,
      href: withBasePath(config.basePath, l.locale === config.i18n.defaultLocale ? '/' : `/${l.locale}`)
    })),
    searchEnabled: config.search.enabled,
    ...(config.search.enabled && {
      search: {
        indexUrl: withBasePath(config.basePath, `/${searchManifestPath(locale)}`),
        autocomplete: config.search.autocomplete,
        ...withHosted(config.search)
      }
    }),
    ...(config.comments && { comments: config.comments }),
    ...(config.website?.themeComponents?.main && !config.blog && { themeMain: true as const }),
    assets
  }
}
