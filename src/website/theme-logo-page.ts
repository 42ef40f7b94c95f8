// A Nextra 2/3 theme config's `logo` that reads the page it is drawn on (`useRouter()`, `useConfig()`,
// `usePathname()`: grpcity's logo links to `/en` on English pages, `/zh` on Chinese ones): Nextra renders
// it inside each page's render. The config reader draws it once, for no page in particular, and notes
// that it read the page (`readsPage`, src/config/website/theme-logo.ts); such a logo is drawn again for
// each page where the theme's `head` is (`theme-head.ts`: on the thread that rendered the page, from the
// config's module run there once, from the JSON the page carries), in place of the markup drawn once.
// A logo that reads nothing of the page (nearly all) is drawn once, as before.
import type { HeadInput, HeadRenderer } from './theme-head-module.js'

/** A logo drawn per page: the markup the config reader drew (what each page holds), and the module when no other option carries it. */
export interface ThemeLogoModule {
  markup: string
  code?: string
}

const MARKER = /<script type="application\/json" data-gs-theme-head="">([^<]*)<\/script>/

/**
 * The page with each copy of the logo drawn once replaced by the logo drawn for this page: unchanged
 * without the theme head's JSON or that markup; a logo that throws keeps the markup and is reported
 * through `warn`.
 */
export function applyThemeLogo<T extends string | Uint8Array>(
  html: T,
  render: HeadRenderer,
  logo: ThemeLogoModule,
  warn: (message: string) => void
): T {
  const text = typeof html === 'string' ? html : Buffer.from(html.buffer, html.byteOffset, html.byteLength).toString()
  const marker = MARKER.exec(text)
  if (!marker || !text.includes(logo.markup)) return html
  let markup: string
  try {
    markup = render(JSON.parse(marker[1]!) as HeadInput)
  } catch (error) {
    warn(`The theme config's logo threw: ${error instanceof Error ? error.message : String(error)}`)
    return html
  }
  if (markup === logo.markup) return html
  const out = text.split(logo.markup).join(markup)
  return (typeof html === 'string' ? out : new Uint8Array(Buffer.from(out, 'utf8'))) as T
}
