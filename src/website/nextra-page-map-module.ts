import type { Plugin } from 'esbuild'
import type { MetaSource, PageSource, SourceFile } from '../content/types.js'

/**
 * Nextra 3's generated page map, `.next/static/chunks/nextra-page-map-<locale>.mjs`, which sites import
 * to list their own pages (the Guild's blog reads every post's front matter from it: `lib/all-blogs.ts`).
 * `next build` writes it before compiling; a website folder has none, so guildsite gives the module from
 * what it read of the content folder, in Nextra 3's raw shape: a folder `{ name, route, children }`, a
 * Markdown page `{ name, route, frontMatter }` (`sidebarTitle` from its file name when it has no title),
 * a meta `{ data }` (its entries as the page map holds them), each folder's items sorted by file name;
 * dynamic pages (`[tag].mdx`) and folders holding nothing are left out, as Nextra does.
 */
export interface PageMapInput {
  files: SourceFile[]
  pages: PageSource[]
  metas: MetaSource[]
}

type RawItem =
  | { name: string; route: string; children: RawItem[] }
  | { name: string; route: string; frontMatter: Record<string, unknown> }
  | { data: unknown }

interface Folder {
  folders: Map<string, Folder>
  files: SourceFile[]
}

const MARKDOWN = new Set(['md', 'mdx'])

/** Nextra's title of a page from its file name (`getting-started` → `Getting Started`). */
const titleFromName = (name: string): string =>
  name
    .split(/[-_]/)
    .filter(Boolean)
    .map(word => word[0].toUpperCase() + word.slice(1))
    .join(' ')

const routeOf = (parent: string, name: string): string =>
  name === 'index' ? parent : parent === '/' ? `/${name}` : `${parent}/${name}`

/** The raw page map of one locale ('' for a site without locales). Pure. */
export function nextraRawPageMap(input: PageMapInput, locale = ''): RawItem[] {
  const ofLocale = (file: SourceFile) => (file.locale ?? '') === locale || (!file.locale && !locale)
  const root: Folder = { folders: new Map(), files: [] }
  for (const file of input.files) {
    if (!ofLocale(file) || (file.kind !== 'page' && file.kind !== 'meta')) continue
    let folder = root
    for (const part of file.dir ? file.dir.split('/') : []) {
      let inner = folder.folders.get(part)
      if (!inner) folder.folders.set(part, (inner = { folders: new Map(), files: [] }))
      folder = inner
    }
    folder.files.push(file)
  }
  const frontMatters = new Map(input.pages.map(page => [page.file.path, page.frontMatter]))
  const frontMatterTexts = new Map(input.pages.map(page => [page.file.path, frontMatterText(page)]))
  const metaData = new Map(
    input.metas.filter(meta => (meta.locale ?? '') === locale).map(meta => [meta.dir, meta.data])
  )

  const walk = (folder: Folder, dir: string, route: string): { items: RawItem[]; dynamic: boolean } => {
    const dynamic = folder.files.some(file => file.name.startsWith('['))
    const named: [string, RawItem | undefined][] = []
    for (const [name, inner] of folder.folders) {
      const childRoute = routeOf(route, name)
      const walked = walk(inner, dir ? `${dir}/${name}` : name, childRoute)
      named.push([
        name,
        walked.items.length || walked.dynamic ? { name, route: childRoute, children: walked.items } : undefined
      ])
    }
    for (const file of folder.files) {
      const fileName = file.path.slice(file.path.lastIndexOf('/') + 1)
      if (file.name.startsWith('[')) continue
      if (file.kind === 'meta') {
        // (Nextra imports a dynamic route's folder meta elsewhere: it is not in the folder's items.)
        if (!dynamic && metaData.has(dir)) named.push([fileName, { data: metaData.get(dir) }])
        continue
      }
      if (!MARKDOWN.has(file.ext)) continue
      const frontMatter = { ...frontMatters.get(file.path) }
      withYamlTimestamps(frontMatter, frontMatterTexts.get(file.path))
      if (!frontMatter.title) frontMatter.sidebarTitle = titleFromName(file.name)
      named.push([fileName, { name: file.name, route: routeOf(route, file.name), frontMatter }])
    }
    named.sort(([a], [b]) => a.localeCompare(b))
    return { items: named.flatMap(([, item]) => (item ? [item] : [])), dynamic }
  }
  return walk(root, '', '/').items
}

/** The YAML of a page's front matter block, or '' (its source is read only when the block has a timestamp). */
function frontMatterText(page: PageSource): string {
  if (!page.frontMatterEnd) return ''
  // (`source` is a getter that may read the file: only pages with a front matter block get here.)
  return page.source.slice(0, page.frontMatterEnd)
}

// A top-level key whose value is a plain (unquoted) YAML timestamp: `date: 2024-10-11`, `date: 2024-10-11T10:00:00Z`.
const PLAIN_TIMESTAMP_LINE =
  /^([A-Za-z_$][\w$-]*)[ \t]*:[ \t]+(\d{4}-\d\d?-\d\d?(?:(?:[Tt]|[ \t]+)\d\d?:\d\d:\d\d(?:\.\d*)?(?:[ \t]*(?:Z|[-+]\d\d?(?::\d\d)?))?)?)[ \t]*(?:#.*)?$/gm

/**
 * Nextra 3 reads the page map's front matter with gray-matter (js-yaml), where a plain timestamp is a `Date`
 * (`date: 2024-10-11` is midnight UTC), not the string YAML 1.2 gives (`read-page.ts`); sites call
 * `frontMatter.date.toISOString()` on it. Turns those values into dates, in place.
 */
export function withYamlTimestamps(frontMatter: Record<string, unknown>, yamlText = ''): void {
  for (const [, key, text] of yamlText.matchAll(PLAIN_TIMESTAMP_LINE)) {
    if (frontMatter[key] !== text) continue
    const [date, time = ''] = text.split(/[Tt]|[ \t]+(?=\d)/, 2)
    const [y, m, d] = date.split('-')
    const iso = `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`
    const zone = /(?:Z|[-+]\d\d?(?::\d\d)?)$/.exec(time.trim())?.[0] ?? ''
    const clock = time
      .trim()
      .slice(0, time.trim().length - zone.length)
      .trim()
    const offset =
      zone === '' || zone === 'Z' ? 'Z' : zone.replace(/^([-+])(\d)(?=:|$)/, '$10$2').replace(/^([-+]\d\d)$/, '$1:00')
    const value = new Date(clock ? `${iso}T${clock.replace(/^(\d):/, '0$1:')}${offset}` : `${iso}T00:00:00Z`)
    if (!Number.isNaN(value.getTime())) frontMatter[key] = value
  }
}

/** A value as JavaScript source: JSON, with dates as `new Date(…)` (YAML front matter's dates are dates). */
function toSource(value: unknown): string {
  if (value instanceof Date)
    return Number.isNaN(value.getTime()) ? 'new Date(NaN)' : `new Date(${JSON.stringify(value.toISOString())})`
  if (Array.isArray(value)) return `[${value.map(toSource).join(',')}]`
  if (value && typeof value === 'object')
    return `{${Object.entries(value)
      .filter(([, v]) => v !== undefined && typeof v !== 'function')
      .map(([k, v]) => `${JSON.stringify(k)}:${toSource(v)}`)
      .join(',')}}`
  return value === undefined ? 'undefined' : JSON.stringify(value)
}

/** The module's source: `export const pageMap = […]`. */
export function nextraPageMapSource(input: PageMapInput, locale = ''): string {
  return `export const pageMap = ${toSource(nextraRawPageMap(input, locale))}\n`
}

/** Where a site imports the generated page map from (any path ending so: `.next/…`, `../.next/…`). */
const PAGE_MAP_IMPORT = /(?:^|[\\/])\.next[\\/]static[\\/]chunks[\\/]nextra-page-map-?([\w-]*)\.mjs$/

/** The esbuild plugin that answers imports of Nextra 3's generated page map with the site's (made once per build). */
export function nextraPageMapPlugin(input: PageMapInput): Plugin {
  const sources = new Map<string, string>()
  return {
    name: 'guildsite-nextra-page-map',
    setup(b) {
      b.onResolve({ filter: /nextra-page-map-?[\w-]*\.mjs$/ }, args => {
        const match = PAGE_MAP_IMPORT.exec(args.path)
        return match ? { path: `nextra-page-map-${match[1]}`, namespace: 'gs-nextra-page-map' } : undefined
      })
      b.onLoad({ filter: /.*/, namespace: 'gs-nextra-page-map' }, args => {
        const locale = args.path.slice('nextra-page-map-'.length)
        let contents = sources.get(locale)
        if (contents === undefined) sources.set(locale, (contents = nextraPageMapSource(input, locale)))
        return { contents, loader: 'js' }
      })
    }
  }
}
