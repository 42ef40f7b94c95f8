// A theme config's logo drawn for each locale (issue 34, wild12): Nextra 2/3 render the logo on every
// page, so a logo function reading the router draws each locale's own — code-like-a-journalist's
// `logo() { const { locale } = useRouter(); return <span>{TITLE[locale]}</span> }` (its name in English
// and in French), grpcity's link to its locale's home. Rendered once at build time with no page, such a
// logo read no locale: an empty brand on every page, or one locale's on all of them.
import { HEAD_PAGE } from '../../website/theme-head.js'
import { nodeMarkup } from './theme-logo.js'

/**
 * The logo's markup for each of `locales`, rendered while the router the config's stubs give
 * (`next/router`, `nextra/hooks`, `next/navigation`) is the one of that locale's home page; undefined
 * when the logo is not a function or draws the same for every locale.
 */
export function logoMarkupByLocale(
  logo: unknown,
  locales: readonly string[],
  defaultLocale: string | undefined
): Record<string, string> | undefined {
  if (typeof logo !== 'function' || locales.length < 2) return undefined
  const holder = globalThis as Record<symbol, unknown>
  const before = holder[HEAD_PAGE]
  const byLocale: Record<string, string> = {}
  try {
    for (const locale of locales) {
      holder[HEAD_PAGE] = {
        route: `/${locale}`,
        locale,
        i18n: { locales, defaultLocale: defaultLocale ?? locales[0] },
        title: '',
        frontMatter: {},
        activePath: []
      }
      const markup = nodeMarkup(logo)
      if (markup !== undefined) byLocale[locale] = markup
    }
  } finally {
    holder[HEAD_PAGE] = before
  }
  const drawn = Object.values(byLocale)
  return drawn.length > 0 && new Set(drawn).size > 1 ? byLocale : undefined
}
