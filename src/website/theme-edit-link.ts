// A Nextra 3 theme config whose `editLink.component` is a component (envelop's: a plugin page's edit link
// goes to the plugin's own repository, or none): Nextra renders it in place of the edit link, given the
// page file's path, the link's class and its text, inside the page's render (`useRouter()` its route).
// guildsite renders it where a theme `head` function renders (`theme-head.ts`): on the thread that
// rendered the page, from the config's module run there once (`theme-head-module.ts`), from the JSON the
// page carries in its `<head>` (`headInputJson`); the page's edit link, marked `data-gs-edit-link`
// (`templates/layout/page-actions.tsx`), is replaced by what the component renders (nothing: no link).
import type { EditLinkRenderer, HeadInput } from './theme-head-module.js'

/** The attribute of the edit link a site's component replaces. */
export const EDIT_LINK_ATTRIBUTE = 'data-gs-edit-link'

const LINK = new RegExp(`<a class="([^"]*)" ${EDIT_LINK_ATTRIBUTE}=""[^>]*>([^<]*)[\\s\\S]*?</a>`)
const MARKER = /<script type="application\/json" data-gs-theme-head="">([^<]*)<\/script>/

/**
 * The page with its edit link rendered by the site's component: unchanged when the page has no marked
 * link or no theme head input; a component that throws keeps guildsite's link and is reported through `warn`.
 */
export function applyThemeEditLink<T extends string | Uint8Array>(
  html: T,
  render: EditLinkRenderer,
  warn: (message: string) => void
): T {
  const text = typeof html === 'string' ? html : Buffer.from(html.buffer, html.byteOffset, html.byteLength).toString()
  const link = LINK.exec(text)
  const marker = link && MARKER.exec(text)
  if (!link || !marker) return html
  let markup: string
  try {
    const input = JSON.parse(marker[1]!) as HeadInput
    markup = render(input, { className: link[1]!, children: link[2]! })
  } catch (error) {
    warn(`The theme config's editLink.component threw: ${error instanceof Error ? error.message : String(error)}`)
    return html
  }
  const out = text.slice(0, link.index) + markup + text.slice(link.index + link[0].length)
  return (typeof html === 'string' ? out : new Uint8Array(Buffer.from(out, 'utf8'))) as T
}

/** The page without the theme head's JSON (a site with an edit link component and no head function). */
export function withoutHeadInput<T extends string | Uint8Array>(html: T): T {
  const text = typeof html === 'string' ? html : Buffer.from(html.buffer, html.byteOffset, html.byteLength).toString()
  if (!MARKER.test(text)) return html
  const out = text.replace(MARKER, '')
  return (typeof html === 'string' ? out : new Uint8Array(Buffer.from(out, 'utf8'))) as T
}
