import type { Plugin } from 'esbuild'
import type { SiteConfig } from '../config/load-config.js'
import type { PageSource } from '../content/types.js'

/**
 * Nextra 4's `nextra/pages` (and `@theguild/components/pages`, which re-exports it) for the site's own
 * app pages. The content catch-all (`[[...mdxPath]]/page.tsx`) is not bundled: guildsite builds the
 * content folder itself. Other pages call `importPage` too — a blog's `app/blog/[slug]/page.jsx`
 * rendering `content/blog/<slug>.mdx` in a wrapper of its own (samchon/nestia), a versioned or
 * prefixed docs route (`importPage([version, ...mdxPath])`) — and get the content file's module:
 * `default` (the MDX content, without the theme's wrapper), `toc`, `metadata` (front matter, the first
 * heading as title, `filePath`) and `sourceCode`, as Nextra's `importPage` gives them; a path naming no
 * content file throws Next's not-found error, as Nextra's does. `generateStaticParamsFor(key, localeKey)`
 * lists every content page's path segments (and locale), as Nextra's does.
 */
export interface NextraPagesInput {
  pages: PageSource[]
  /** The site's locales when it has several (a content folder per locale); none otherwise. */
  locales: string[]
  /** The site folder: where the module's own imports resolve from. */
  siteDir: string
}

/** The module's input from a loaded site. */
export function nextraPagesInput(site: { pages: PageSource[]; config: SiteConfig }): NextraPagesInput {
  const locales = site.config.i18n.locales.map(({ locale }) => locale)
  return { pages: site.pages, locales: locales.length > 1 ? locales : [], siteDir: site.config.siteDir }
}

/** A content file's route key as Nextra's `importPage` looks it up: its path without extension and `index`. */
export function contentRouteKey(rel: string, locale?: string): string {
  const parts = rel.replace(/\.(mdx?|md)$/, '').split('/')
  if (parts.at(-1) === 'index') parts.pop()
  // (Nextra 2/3's `page.fr.mdx` naming is not Nextra 4's; a locale folder is part of `rel` already.)
  return (locale && !rel.startsWith(`${locale}/`) ? [locale, ...parts] : parts).join('/')
}

/** The module's source: a lazy import per content file (one chunk each), and the two functions. Pure. */
export function nextraPagesSource(input: NextraPagesInput): string {
  const entries = input.pages
    .filter(page => !page.app && /\.mdx?$/.test(page.file.path) && !page.file.name.startsWith('['))
    .map(page => [contentRouteKey(page.file.rel, page.file.locale), page.file.path] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  const loaders = entries
    .map(([key, path]) => `  ${JSON.stringify(key)}: [${JSON.stringify(path)}, () => import(${JSON.stringify(path)})]`)
    .join(',\n')
  return `import { readFileSync } from 'node:fs'
import { notFound } from 'next/navigation'
const LOCALES = ${JSON.stringify(input.locales)}
const PAGES = {
${loaders}
}
const keyOf = segments => (Array.isArray(segments) ? segments : segments == null ? [] : [segments]).map(String).map(s => decodeURIComponent(s)).filter(Boolean).join('/')
export async function importPage(pathSegments = [], lang = '') {
  const path = keyOf(pathSegments)
  const found = (lang && PAGES[path ? lang + '/' + path : lang]) || PAGES[path]
  if (!found) notFound()
  const mod = await found[1]()
  let sourceCode = ''
  try { sourceCode = readFileSync(found[0], 'utf8') } catch {}
  return { ...mod, default: mod.default, toc: mod.toc ?? [], metadata: mod.metadata ?? mod.frontMatter ?? {}, sourceCode }
}
export function generateStaticParamsFor(segmentKey, localeSegmentKey = 'lang') {
  return async () => Object.keys(PAGES).map(key => {
    const parts = key ? key.split('/') : []
    return localeSegmentKey && parts.length && LOCALES.includes(parts[0])
      ? { [localeSegmentKey]: parts[0], [segmentKey]: parts.slice(1) }
      : { [segmentKey]: parts }
  })
}
`
}

const PAGES_IMPORT = /^(nextra\/pages|@theguild\/components\/pages)$/

/** esbuild plugin giving page bundles `nextra/pages` over the site's content folder. */
export function nextraPagesPlugin(input: NextraPagesInput): Plugin {
  let source: string | undefined
  return {
    name: 'guildsite-nextra-pages',
    setup(b) {
      b.onResolve({ filter: PAGES_IMPORT }, () => ({ path: 'nextra-pages', namespace: 'gs-nextra-pages' }))
      b.onLoad({ filter: /.*/, namespace: 'gs-nextra-pages' }, () => ({
        contents: (source ??= nextraPagesSource(input)),
        // (Its imports — the content files, node:fs, next/navigation — resolve as the site's would.)
        resolveDir: input.siteDir,
        loader: 'js'
      }))
    }
  }
}
