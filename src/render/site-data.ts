import type { SiteConfig } from '../config/load-config.js'
import { withBasePath } from '../../templates/base-path.js'
import type { SiteData } from '../../templates/layout/types.js'
import { footerData, headerData } from './header-data.js'
import { searchManifestPath } from '../shared/search/format.js'

/** The config as templates see it: texts and URLs resolved, base path applied. */
export function siteData(config: SiteConfig, locale: string, assets: SiteData['assets']): SiteData {
  const docsRepositoryBase = config.docsRepositoryBase ?? ''
  const repository = /^https:\/\/github\.com\/[^/]+\/[^/]+/.exec(docsRepositoryBase)?.[0] ?? docsRepositoryBase
  const localeInfo = config.i18n.locales.find(l => l.locale === locale)
  return {
    name: config.displayName,
    title: config.title ?? config.displayName,
    ...(config.logo && { logo: /^https?:/.test(config.logo) ? config.logo : withBasePath(config.basePath, config.logo.startsWith('/') ? config.logo : `/${config.logo}`) }),
    ...(config.product && { productKey: config.product.key, primaryColor: config.product.primaryColor }),
    basePath: config.basePath,
    ...(config.siteUrl && { siteUrl: config.siteUrl.replace(/\/+$/, '') }),
    docsRepositoryBase: docsRepositoryBase.replace(/\/+$/, ''),
    ...(config.chat && { chatLink: config.chat.link }),
    projectLink: config.project?.link ?? repository,
    ...(config.banner && { banner: config.banner }),
    ...(config.header !== false && { header: headerData(config.header) }),
    footer: footerData(config.footer),
    editLinkText: config.editLink === false ? false : config.editLink.text,
    feedback: config.feedback,
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
      search: { indexUrl: withBasePath(config.basePath, `/${searchManifestPath(locale)}`), autocomplete: config.search.autocomplete }
    }),
    assets
  }
}
