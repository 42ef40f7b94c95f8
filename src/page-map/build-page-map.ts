import { diagnostic, type Diagnostic } from '../shared/diagnostics.js'
import type { MetaSource } from '../content/types.js'
import { registerMajor } from './major-of.js'
import type { NextraMajor } from './nextra-major.js'
import { titleCase } from './title-case.js'
import { dropMissingKeys } from './missing-keys.js'
import type { FolderNode, MetaNode, PageMap, PageMapNode, PageNode } from './types.js'
import { isGlobalMetaSource, mergeGlobalIntoFolderMetas } from './global-meta.js'

/** What the page map needs to know about a page file. */
export interface PageInput {
  rel: string
  dir: string
  name: string
  locale?: string
  file: string
  frontMatter: Record<string, unknown>
  firstHeading?: string
}

export interface BuildPageMapOptions {
  pages: PageInput[]
  metas: MetaSource[]
  locale: string
  defaultLocale: string
  /** Whose navigation rules to follow (titles, order, hidden folders, meta keys naming no file). @default 2 */
  nextra?: NextraMajor
  /** Routes of pages guildsite does not build but Nextra 4 lists (`app/` pages): `_meta` keys naming them are left out without a warning. */
  externalRoutes?: ReadonlySet<string>
  /** Where a meta file's key is written (file, line, column), for diagnostics; line 1 without it. */
  locateKey?: (file: string, key: string) => { source?: string; line?: number; column?: number }
  /** Route prefix of every page after the locale's (Nextra 4's `contentDirBasePath`, e.g. `/docs`). */
  routePrefix?: string
  /**
   * The content's folder in the tree (`docs` for `/docs`: `contentMount` in app-metas.ts): its pages
   * and metas sit in that folder and the `app/` metas (`appMetas`, by file) at the root, as in Nextra
   * 4's page map. '' (default): the content is the root.
   */
  mount?: string
  appMetas?: ReadonlySet<string>
  /**
   * The app router's MDX pages (`app-only-site.ts`), placed by their page-map path (not mounted): in
   * the navigation tree as Nextra 4 lists them, but not among `pages` (the app router builds them).
   * A content page of the same route wins. Only in the default locale, and when content routes are
   * tree routes (mounted, or no `routePrefix`).
   */
  appPages?: PageInput[]
  /**
   * Next builds the pages router (a website folder): `a.mdx` and `a/index.mdx` are no error there — Next
   * keeps the file its sorted listing gives last (`a/index.mdx`) — so they are a warning, and that file
   * is the page, where the navigation keeps the place of the first.
   */
  nextBuild?: boolean
}

/** `_`-prefixed names are private files; `[slug]` names are dynamic routes a static site cannot list. */
export const isSkippedName = (name: string): boolean =>
  name.startsWith('_') || (name.startsWith('[') && name.endsWith(']'))

/**
 * A content name the page map leaves out, by major: Nextra 4 globs every `content/**\/*.{md,mdx}` (its
 * `findMetaAndPageFilePaths` leaves out only the app folder's `_` folders), so `content/widgets/_snippets/x.md`
 * is a page at `/widgets/_snippets/x` there (EnsembleUI's docs); Nextra 2/3's pages keep `_` names private.
 */
const skippedContentName = (name: string, nextra: NextraMajor): boolean =>
  nextra === 4 ? name.startsWith('[') && name.endsWith(']') : isSkippedName(name)

const str = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value : undefined)

/**
 * A page's own title, as each major computes it when `_meta` gives none: Nextra 2 front matter `title`,
 * else the title-cased file name (its default `_meta` entry); Nextra 3 `sidebarTitle`, `title`, the
 * title-cased file name; Nextra 4 `sidebarTitle`, `title`, the first `#` heading, the title-cased file name.
 */
export function ownTitle(
  page: Pick<PageInput, 'frontMatter' | 'firstHeading' | 'name'>,
  major: NextraMajor = 2
): string {
  const fm = page.frontMatter
  if (major === 2) return str(fm.title) ?? titleCase(page.name, 2)
  return (
    str(fm.sidebarTitle) ??
    str(fm.title) ??
    (major === 4 ? str(page.firstHeading) : undefined) ??
    titleCase(page.name, major)
  )
}

/** Picks the variant for `locale`: its own, then the default locale's, then an unsuffixed one. */
function pickVariant<T extends { locale?: string }>(
  variants: T[],
  locale: string,
  defaultLocale: string
): T | undefined {
  return (
    variants.find(v => v.locale === locale) ??
    variants.find(v => v.locale === defaultLocale) ??
    variants.find(v => !v.locale)
  )
}

/** Metadata of the current locale, else the first available (unsuffixed before other locales). */
function pickMeta(variants: MetaSource[], locale: string, defaultLocale: string): MetaSource | undefined {
  return (
    pickVariant(variants, locale, defaultLocale) ??
    [...variants].sort((a, b) => (a.locale ?? '').localeCompare(b.locale ?? ''))[0]
  )
}

/**
 * Builds the page map of one locale: a folder tree of pages and metas, with routes normalised
 * (locale suffix and trailing `index` stripped, other locales under `/{locale}`). Pure.
 */
export function buildPageMap({
  pages,
  metas,
  locale,
  defaultLocale,
  nextra = 2,
  locateKey,
  externalRoutes,
  routePrefix = '',
  mount = '',
  appMetas,
  appPages = [],
  nextBuild = false
}: BuildPageMapOptions): { pageMap: PageMap; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = []
  // Nextra 4's i18n: each locale's content in a folder of its own (`content/es/…`, `scan.ts`), served
  // under `/{locale}` by `app/[lang]`, the default locale's too, and no locale falls back to another's.
  // Nextra 3's is the same (`pages/en/…`, `pages/zh/…`): it unsets Next's `i18n`, so each locale folder is
  // a folder of routes, the default locale's too (chakhsu/grpcity-docs, 3.0.0-alpha.22: `/` → `/en`).
  const localeFolders =
    nextra >= 4
      ? pages.some(page => page.locale)
      : nextra === 3 && pages.some(page => page.locale && page.rel.startsWith(`${page.locale}/`))
  const localePrefix = locale === defaultLocale && !localeFolders ? '' : `/${locale}`
  const prefix = localePrefix + routePrefix.replace(/\/+$/, '')
  // Folder routes: under the locale's prefix when the content is mounted in the tree, else under the whole prefix.
  const treePrefix = mount ? localePrefix : prefix
  const root: FolderNode = { kind: 'folder', name: '', route: treePrefix || '/', children: [] }
  const folders = new Map<string, FolderNode>([['', root]])
  /** A content folder's place in the tree. */
  const inTree = (dir: string) => (mount ? (dir ? `${mount}/${dir}` : mount) : dir)
  const folderFor = (contentDir: string): FolderNode | undefined => treeFolder(inTree(contentDir))
  const treeFolder = (dir: string): FolderNode | undefined => {
    if (folders.has(dir)) return folders.get(dir)
    const slash = dir.lastIndexOf('/')
    const name = dir.slice(slash + 1)
    if (skippedContentName(name, nextra)) return undefined
    // Next.js' pages router keeps API routes in `pages/api`: Nextra 2 and 3 leave that folder out.
    if (dir === 'api' && nextra < 4) return undefined
    const parent = treeFolder(slash < 0 ? '' : dir.slice(0, slash))
    if (!parent) return undefined
    const folder: FolderNode = {
      kind: 'folder',
      name,
      route: `${treePrefix}/${dir}`,
      children: [],
      ...(nextra !== 2 && { nextra })
    }
    parent.children.push(folder)
    folders.set(dir, folder)
    return folder
  }

  const variants = new Map<string, PageInput[]>()
  for (const page of pages) {
    if (skippedContentName(page.name, nextra)) continue
    if (page.locale && page.locale !== locale && (page.locale !== defaultLocale || localeFolders)) continue
    const key = `${page.dir}\0${page.name}`
    variants.set(key, [...(variants.get(key) ?? []), page])
  }

  const routes = new Map<string, PageInput>()
  const allPages: PageNode[] = []
  for (const group of [...variants.values()].sort((a, b) => (a[0].rel < b[0].rel ? -1 : 1))) {
    const chosen = pickVariant(group, locale, defaultLocale)
    if (!chosen) continue
    // Files of one name and one locale (`a.md` + `a.mdx`; `index.mdx` + `index.en-US.mdx`, an unsuffixed
    // file being the default locale's) all claim one route. Each locale reports its own files once.
    const mine = group.filter(v => (v.locale ?? defaultLocale) === locale).sort((a, b) => (a.rel < b.rel ? -1 : 1))
    for (const other of mine.slice(1)) {
      diagnostics.push(
        diagnostic(
          'DUPLICATE_ROUTE',
          `${mine[0].file} and ${other.file} both define the route ${routeOf(prefix, chosen)}`,
          { file: other.file, line: 1, column: 1 }
        )
      )
    }
    const folder = folderFor(chosen.dir)
    if (!folder) {
      if (nextra < 4 && locale === defaultLocale && (chosen.dir === 'api' || chosen.dir.startsWith('api/'))) {
        diagnostics.push(
          diagnostic(
            'PAGE_IN_API_FOLDER',
            `${chosen.file} is under api/, which Next.js keeps for API routes: Nextra ${nextra} leaves it out of the site`,
            { file: chosen.file, line: 1, column: 1 }
          )
        )
      }
      continue
    }
    const route = routeOf(prefix, chosen)
    const existing = routes.get(route)
    if (existing) {
      // `a.mdx` + `a/index.mdx`. Another locale falling back to both files has already reported them.
      if (locale === defaultLocale || chosen.locale === locale || existing.locale === locale) {
        diagnostics.push(
          diagnostic(
            'DUPLICATE_ROUTE',
            nextBuild
              ? `${existing.file} and ${chosen.file} both define the route ${route}; as under next build, ${chosen.file} is the page there and ${existing.file} is not built`
              : `${existing.file} and ${chosen.file} both define the route ${route}`,
            { file: chosen.file, line: 1, column: 1 },
            nextBuild ? { severity: 'warning' } : {}
          )
        )
      }
      if (nextBuild) {
        // (Its place in the navigation stays the first file's: its title comes from the same meta key.)
        const node = allPages.find(page => page.route === route)
        if (node) {
          Object.assign(node, {
            rel: chosen.rel,
            file: chosen.file,
            title: ownTitle({ ...chosen, name: node.name }, nextra),
            frontMatter: chosen.frontMatter
          })
          routes.set(route, chosen)
        }
      }
      continue
    }
    routes.set(route, chosen)
    const node: PageNode = {
      kind: 'page',
      name: chosen.name,
      route,
      rel: chosen.rel,
      file: chosen.file,
      title: ownTitle(chosen, nextra),
      frontMatter: chosen.frontMatter,
      ...(chosen.locale && { locale: chosen.locale }),
      ...(nextra !== 2 && { nextra })
    }
    folder.children.push(node)
    allPages.push(node)
  }
  if (locale === defaultLocale && (mount || !routePrefix))
    for (const page of appPages) {
      const folder = treeFolder(page.dir)
      const route = routeOf(treePrefix, page)
      if (!folder || skippedContentName(page.name, nextra) || routes.has(route)) continue
      routes.set(route, page)
      folder.children.push({
        kind: 'page',
        name: page.name,
        route,
        rel: page.rel,
        file: page.file,
        title: ownTitle(page, nextra),
        frontMatter: page.frontMatter,
        ...(nextra !== 2 && { nextra })
      })
    }

  const metasByDir = new Map<string, MetaSource[]>()
  // (The `app/` metas are already tree paths; the content's are mounted.)
  const metaDir = (meta: MetaSource) => (appMetas?.has(meta.file) ? meta.dir : inTree(meta.dir))
  for (const meta of metas) {
    if (localeFolders && meta.locale && meta.locale !== locale) continue
    metasByDir.set(metaDir(meta), [...(metasByDir.get(metaDir(meta)) ?? []), meta])
  }
  for (const [dir, group] of metasByDir) {
    const meta = pickMeta(mergeGlobalIntoFolderMetas(group), locale, defaultLocale)
    const folder = meta && treeFolder(dir)
    if (!meta || !folder) continue
    const node: MetaNode = {
      kind: 'meta',
      file: meta.file,
      data: meta.data,
      ...(meta.locale && { locale: meta.locale }),
      ...(meta.dynamic && { dynamic: true })
    }
    folder.children.unshift(node)
  }
  // A folder with no page anywhere below it is dropped, unless it holds a `_meta` file of its own:
  // Nextra lists such a folder, empty.
  const withMeta = new Set(metas.filter(meta => !isGlobalMetaSource(meta)).map(metaDir))
  const prune = (folder: FolderNode, dir: string): boolean => {
    folder.children = folder.children.filter(
      child => child.kind !== 'folder' || prune(child, dir ? `${dir}/${child.name}` : child.name)
    )
    return folder.children.some(child => child.kind !== 'meta') || withMeta.has(dir)
  }
  prune(root, '')
  dropMissingKeys(root, nextra, locale === defaultLocale ? diagnostics : [], locateKey, externalRoutes, localePrefix)
  registerMajor(root.children, nextra)
  return { pageMap: { locale, defaultLocale, prefix, nextra, children: root.children, pages: allPages }, diagnostics }
}

function routeOf(prefix: string, page: Pick<PageInput, 'dir' | 'name'>): string {
  const parts = page.dir ? page.dir.split('/') : []
  if (page.name !== 'index') parts.push(page.name)
  return parts.length ? `${prefix}/${parts.join('/')}` : prefix || '/'
}

export type { PageMapNode }
