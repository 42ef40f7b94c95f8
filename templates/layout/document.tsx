import type { ReactElement, ReactNode } from 'react'
import { absoluteUrl, canonicalUrl } from './page-urls.js'
import { themeScript } from './theme-script.js'
import type { PageData, SiteData } from './types.js'
import { builtinChromeMessages } from './messages.js'
import { nextraColourVariables } from './nextra-variables.js'

const ENGLISH = builtinChromeMessages('en-US')

/** What the document head needs to know about the page. */
export type DocumentPage = Pick<
  PageData,
  'route' | 'title' | 'wholeTitle' | 'description' | 'canonical' | 'image' | 'ogType' | 'headInput'
>

export interface DocumentProps {
  site: SiteData
  page: DocumentPage
  /** Adds `<meta name="robots" content="noindex">` and drops the canonical URL (error pages). */
  noIndex?: boolean
  /** The page body: usually a `DocsLayout`. */
  children: ReactNode
}

/**
 * `{title} – {siteName}` with an en dash (SPEC "Docs page layout"); the home page, whose title is
 * the site name, is just the site name rather than "Yoga – Yoga".
 */
export function documentTitle(siteName: string, pageTitle: string, template?: string): string {
  if (!pageTitle || pageTitle === siteName) return siteName
  return template ? template.replace('%s', () => pageTitle) : `${pageTitle} – ${siteName}`
}

// The colour lands inside a <style> element, so only plain colour syntax is let through: a value
// with `<` or `;` in it could otherwise close the element or add rules.
const CSS_COLOR = /^(#[0-9a-f]{3,8}|[a-z]+|(rgb|rgba|hsl|hsla|oklch|oklab)\([\d\s.,%/+-]+\))$/i

/** The colour when it is safe to print into a stylesheet, else undefined. */
export function safeCssColor(value: string | undefined): string | undefined {
  return value && CSS_COLOR.test(value.trim()) ? value.trim() : undefined
}

/**
 * The whole HTML page: `<html lang dir>`, the head (title, description, canonical, Open Graph,
 * Twitter, favicon, stylesheets, the theme script) and the body with the module scripts last.
 *
 * React 19 hoists `<meta>`, `<title>` and `<link rel=icon>` to the top of `<head>`, so the theme
 * script ends up right after them, still before every stylesheet and all of `<body>`: nothing is
 * painted before it runs.
 */
/** The copy button's texts for the client script, on pages whose language is not English (English is its default). */
function copyLabels(messages: SiteData['messages'] | undefined): Record<string, string> {
  if (!messages || messages.copyCode === ENGLISH.copyCode) return {}
  return { 'data-copy-label': messages.copyCode, 'data-copied-label': messages.copied }
}

/** A favicon link's type and sizes by its file's extension (the SVG scales; the .ico holds several sizes). */
/** The Open Graph image of the nearest segment up `route` (Next's `opengraph-image.*` files), if any. */
function nearestOgImage(route: string, images: readonly [string, string][] = []): string | undefined {
  let best: [string, string] | undefined
  for (const entry of images) {
    const [prefix] = entry
    const under = prefix === '/' || route === prefix || route.startsWith(`${prefix}/`)
    if (under && (!best || prefix.length > best[0].length)) best = entry
  }
  return best?.[1]
}

function iconAttributes(href: string): { type?: string; sizes?: string } {
  if (href.endsWith('.svg')) return { type: 'image/svg+xml' }
  if (href.endsWith('.png')) return { type: 'image/png' }
  return { sizes: 'any' }
}

export function Document({ site, page, noIndex = false, children }: DocumentProps): ReactElement {
  // (An app router page's metadata gives its whole title, as Next writes it.)
  const title = page.wholeTitle && page.title ? page.title : documentTitle(site.name, page.title, site.titleTemplate)
  // (An empty description is none: a Nextra site that gives none has no description tags.)
  const description = page.description
  const canonical = noIndex ? undefined : canonicalUrl(site, page)
  const ownImage = page.image ?? nearestOgImage(page.route, site.assets.ogImages)
  const image = ownImage ? absoluteUrl(site.siteUrl, ownImage) : undefined
  const primary = safeCssColor(site.primaryColor)
  const colors = themeColorsCss(site.themeColors)
  const font = site.fontFamily && !/[;{}<>]/.test(site.fontFamily) ? site.fontFamily : undefined
  const lightOnly = site.lightOnlyPages?.includes(page.route) === true
  return (
    <html
      lang={site.locale}
      dir={site.direction}
      {...copyLabels(site.messages)}
      {...(lightOnly && { 'data-light-only': '' })}
      {...(site.defaultTheme && { 'data-default-theme': site.defaultTheme })}
      {...(site.forcedTheme && { 'data-forced-theme': site.forcedTheme })}
      {...(site.hiveLinks && { 'data-gs-hive-links': '' })}
      {...(site.markdownMarks && { 'data-gs-nextra': String(site.nextraMajor ?? '') })}
    >
      <head>
        <script
          dangerouslySetInnerHTML={{
            __html: themeScript(
              site.banner?.dismissible ? site.banner.key : undefined,
              lightOnly,
              site.defaultTheme,
              site.forcedTheme
            )
          }}
        />
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        {description ? <meta name="description" content={description} /> : null}
        {noIndex ? <meta name="robots" content="noindex" /> : null}
        {canonical ? <link rel="canonical" href={canonical} /> : null}
        <meta property="og:title" content={title} />
        {description ? <meta property="og:description" content={description} /> : null}
        <meta property="og:type" content={page.ogType || 'website'} />
        {canonical ? <meta property="og:url" content={canonical} /> : null}
        {image ? <meta property="og:image" content={image} /> : null}
        <meta property="og:site_name" content={site.name} />
        <meta property="og:locale" content={site.locale.replace('-', '_')} />
        <meta name="twitter:card" content="summary_large_image" />
        {site.twitter?.site ? <meta name="twitter:site" content={site.twitter.site} /> : null}
        {site.twitter?.creator ? <meta name="twitter:creator" content={site.twitter.creator} /> : null}
        <meta name="generator" content="guildsite" />
        {/* What the theme config's `head` function reads: the build renders it and drops this (src/website/theme-head.ts). */}
        {page.headInput ? (
          <script type="application/json" data-gs-theme-head="" dangerouslySetInnerHTML={{ __html: page.headInput }} />
        ) : null}
        {(site.assets.icons ?? []).map(href => (
          <link
            key={href}
            rel={/\/apple-icon\d*\.\w+$/.test(href) ? 'apple-touch-icon' : 'icon'}
            href={href}
            {...iconAttributes(href)}
          />
        ))}
        {site.assets.manifest ? <link rel="manifest" href={site.assets.manifest} /> : null}
        {site.assets.css.map(href => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {/* After the stylesheets so it wins over the default accent of tokens.css. */}
        {primary ? <style>{`:root{--gs-primary:${primary}}`}</style> : null}
        {colors ? <style>{colors}</style> : null}
        {/* HiveLayout's font: guildsite's chrome and the Guild's `font-sans` (`--font-sans`) alike. */}
        {font ? <style>{`:root{--gs-font-sans:${font};--font-sans:${font}}`}</style> : null}
      </head>
      <body>
        {children}
        {site.assets.scripts.map(src => (
          <script key={src} type="module" src={src} />
        ))}
      </body>
    </html>
  )
}

/** guildsite's page background per theme (`--gs-bg` of tokens.css). */
const PAGE_BACKGROUND = { light: '#ffffff', dark: '#111111' } as const

/** A Nextra site's own primary colour and background per theme (`<Head color backgroundColor>`), over the defaults. */
function themeColorsCss(colors: SiteData['themeColors']): string | undefined {
  if (!colors) return undefined
  const rules = (theme: 'light' | 'dark') =>
    [
      ['--gs-primary', safeCssColor(colors.primary?.[theme])],
      // Nextra draws links and the active item in the primary colour itself, not a shade of it.
      ['--gs-primary-text', safeCssColor(colors.primary?.[theme]) && 'var(--gs-primary)'],
      // …but the active sidebar item in its primary-800 when light (13 % darker), primary-600 dark.
      [
        '--gs-primary-active',
        safeCssColor(colors.primary?.[theme]) &&
          (theme === 'light' ? 'hsl(from var(--gs-primary) h s calc(l - 13))' : 'var(--gs-primary)')
      ],
      ['--gs-bg', safeCssColor(colors.background?.[theme])]
    ]
      .filter(([, value]) => value)
      .map(([name, value]) => `${name}:${value}`)
      // Nextra's own variables, which the site's code may read; `--nextra-bg` is the page's background
      // (guildsite's, tokens.css, where the site sets none).
      .concat(
        nextraColourVariables(
          safeCssColor(colors.primary?.[theme]),
          safeCssColor(colors.background?.[theme]) ?? PAGE_BACKGROUND[theme]
        )
      )
      .join(';')
  const light = rules('light')
  const dark = rules('dark')
  // (Also over the Guild bar's teal and lime, hive-navigation.css, with its soft shade: Nextra 4's
  // primary-100 light, primary-400 at 10 % dark.)
  const soft = (theme: 'light' | 'dark') =>
    safeCssColor(colors.primary?.[theme])
      ? `;--gs-primary-soft:${theme === 'light' ? 'hsl(from var(--gs-primary) h s calc(l + 49))' : 'hsl(from var(--gs-primary) h s calc(l + 21) / 0.1)'}`
      : ''
  return (
    (light ? `:root{${light}}:root:has(.gs-hive-nav){${light}${soft('light')}}` : '') +
      (dark ? `html.dark{${dark}}html.dark:has(.gs-hive-nav){${dark}${soft('dark')}}` : '') || undefined
  )
}
