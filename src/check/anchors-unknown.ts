// Which pages' anchors the link check cannot know (issue 34.11): a page built with stand-ins of absent
// modules may have lost headings that what is absent would have rendered, so links into it are not
// anchor-checked — but only where something absent could have rendered into it, judged by how the
// stand-in was used, not by the page importing one somewhere down its modules.
import type { CompiledMdx } from '../compile/compile-mdx.js'

/** Failed data (`PAGE_DATA`) and names nothing defines (`UNKNOWN_COMPONENT`): what the page lost is unknown. */
const LOST_CODES: ReadonlySet<string> = new Set(['PAGE_DATA', 'UNKNOWN_COMPONENT'])

/**
 * Stand-ins that render nothing a heading could be in: an icon package's icons (empty icon boxes)
 * and an absent stylesheet (`absent-modules.ts` words their warnings so).
 */
const HEADINGLESS = /its icons are drawn as empty icon boxes|its styles are left out/

/**
 * An import of one of the site's own modules (relative, root-relative, or an alias: `@/lib/x`, `~/x`,
 * `#x`), not a package nor a stylesheet: what the page's own code reaches, where a stand-in may be
 * data it renders.
 */
const SITE_MODULE = /^(?:\.{1,2}\/|\/|@\/|~\/|#)/
const STYLESHEET = /\.(?:css|scss|sass|less)(?:\?.*)?$/i

/** What a stand-in's placeholder renders (`templates/missing-component.ts`). */
const PLACEHOLDER = 'data-missing-component="'

/**
 * Whether the headings of the page compiled as `facts` (rendered as `html`, when it is known here) are
 * unknown to the link check. They are when its data failed or it names an undefined component; when its
 * own file imports an absent module (what it imports may be data its headings are made of); and when a stand-in came from another of its modules and the page may have used it:
 * the page's own code reaches that module (a page written as code, or a Markdown page importing a module
 * of the site: codegen's plugin pages, whose `getStaticProps` reads an absent generated module), or
 * the stand-in rendered as an element in it (a component, a layout, the `mdx-components` file: the
 * placeholder is in its HTML), or its HTML is not known here. Icons and stylesheets never count; nor
 * does a stand-in the page's render did not show (a provider, a hook, `clsx()`, a component of the
 * `mdx-components` file this page does not use: feel5ny's blog, whose every page imports that file).
 */
export function anchorsUnknown(
  facts: Pick<CompiledMdx, 'diagnostics' | 'imports'> | undefined,
  ownFile: string,
  html?: string | Uint8Array
): boolean {
  if (!facts) return false
  let elsewhere = false
  for (const d of facts.diagnostics) {
    if (LOST_CODES.has(d.code)) return true
    if (d.code !== 'UNRESOLVED_IMPORT' || HEADINGLESS.test(d.message)) continue
    if (d.file === ownFile) return true
    elsewhere = true
  }
  if (!elsewhere) return false
  if (html === undefined || !/\.mdx?$/.test(ownFile)) return true
  if (facts.imports.some(entry => SITE_MODULE.test(entry.source) && !STYLESHEET.test(entry.source))) return true
  const text = typeof html === 'string' ? html : Buffer.from(html).toString('utf8')
  return text.includes(PLACEHOLDER)
}
