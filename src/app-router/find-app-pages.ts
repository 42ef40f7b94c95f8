import { existsSync, readdirSync, readFileSync, type Dirent } from 'node:fs'
import { join } from 'node:path'

// Next's app router, as `next build` lists its pages: a folder is a route segment; `(group)` folders
// add none; `_private` folders, `@slot` parallel routes and `(.)x` intercepting routes are not pages
// of their own; `[x]`, `[...x]` and `[[...x]]` are dynamic. Nextra 4 serves its content folder through
// one optional catch-all (`[[...mdxPath]]/page.tsx` calling `importPage`), which guildsite builds from
// the content folder itself.

const PAGE = /^page\.(tsx|jsx|ts|js|mdx|md)$/
const LAYOUT = /^layout\.(tsx|jsx|ts|js)$/
const DYNAMIC = /^\[{1,2}(\.\.\.)?([^\]]+)\]{1,2}$/

/** One `page.*` file of the app folder. */
export interface AppPageFile {
  /** Absolute path. */
  path: string
  /** Path relative to the app folder, with `/`. */
  rel: string
  segments: string[]
  /** Layout files of its folder and the folders above, outermost (the root's) first. */
  layouts: string[]
  ext: string
  /** The route when it is not the segments' (the root `not-found` page: `/404`). */
  route?: string
}

/** A folder's entries sorted by name (a walk's order, the same on every machine); none when it cannot be read. */
export function sortedEntries(dir: string): Dirent[] {
  try {
    return readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))
  } catch {
    return []
  }
}

export const isRouteGroup = (segment: string): boolean => /^\(.*\)$/.test(segment) && !/^\(\.{1,3}\)/.test(segment)
export const isDynamicSegment = (segment: string): boolean => DYNAMIC.test(segment)

/** `[name]` → `{ name, catchAll, optional }`. */
export function dynamicSegment(segment: string): { name: string; catchAll: boolean; optional: boolean } | undefined {
  const match = DYNAMIC.exec(segment)
  return match ? { name: match[2], catchAll: Boolean(match[1]), optional: segment.startsWith('[[') } : undefined
}

/** A folder that is no route segment of its own and hides what it holds. */
export const isHidden = (name: string): boolean =>
  name.startsWith('_') ||
  name.startsWith('@') ||
  name.startsWith('.') ||
  /^\(\.{1,3}\)/.test(name) ||
  name === 'node_modules'

/** Every page file of the app folder (private folders, slots and interceptions left out), sorted by path. */
export function findAppPages(appDir: string): AppPageFile[] {
  const pages: AppPageFile[] = []
  const walk = (dir: string, segments: string[], layouts: string[]) => {
    let names: string[]
    try {
      names = readdirSync(dir, { withFileTypes: true })
        .filter(entry => entry.isFile() || entry.isDirectory())
        .map(entry => (entry.isDirectory() ? `${entry.name}/` : entry.name))
        .sort()
    } catch {
      return
    }
    const layout = names.find(name => LAYOUT.test(name))
    const here = layout ? [...layouts, join(dir, layout)] : layouts
    const page = names.find(name => PAGE.test(name))
    if (page)
      pages.push({
        path: join(dir, page),
        rel: [...segments, page].join('/'),
        segments,
        layouts: here,
        ext: page.slice(page.lastIndexOf('.') + 1)
      })
    for (const name of names)
      if (name.endsWith('/') && !isHidden(name.slice(0, -1)))
        walk(join(dir, name.slice(0, -1)), [...segments, name.slice(0, -1)], here)
  }
  walk(appDir, [], [])
  return pages.sort((a, b) => (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0))
}

const NOT_FOUND = /^not-found\.(tsx|jsx|ts|js|mdx|md)$/

/**
 * The app folder's own `not-found.*` page, at `/404`: Next's export writes it as `404.html`, inside
 * the root layout (nested ones serve only `notFound()` calls of their segment: no file of their own).
 */
export function findNotFoundPage(appDir: string): AppPageFile | undefined {
  let names: string[]
  try {
    names = readdirSync(appDir).sort()
  } catch {
    return undefined
  }
  const page = names.find(name => NOT_FOUND.test(name))
  const layout = names.find(name => LAYOUT.test(name))
  return page
    ? {
        path: join(appDir, page),
        rel: page,
        segments: [],
        layouts: layout ? [join(appDir, layout)] : [],
        ext: page.slice(page.lastIndexOf('.') + 1),
        route: '/404'
      }
    : undefined
}

/** The route of static segments (`(group)` folders left out), or undefined when one is dynamic. */
export function staticRouteOf(segments: readonly string[]): string | undefined {
  if (segments.some(isDynamicSegment)) return undefined
  return '/' + segments.filter(segment => !isRouteGroup(segment)).join('/')
}

/**
 * True for the page that serves Nextra 4's content folder: an optional catch-all whose page imports
 * `importPage` (from `nextra/pages` or `@theguild/components/pages`). Its routes are the content's.
 */
export function isContentCatchAll(page: AppPageFile): boolean {
  const last = page.segments.at(-1)
  if (!last || !dynamicSegment(last)?.catchAll) return false
  try {
    return /\bimportPage\b|\bgenerateStaticParamsFor\b/.test(readFileSync(page.path, 'utf8'))
  } catch {
    return false
  }
}

/** The name a page bundle exports its root layout's module under, when it may wrap the page. */
export const ROOT_LAYOUT_EXPORT = '__gsRootLayout'
/** Set beside it when that module is a Nextra 2/3 theme of the site's own: only its providers wrap the page. */
export const LOCAL_THEME_EXPORT = '__gsLocalTheme'

/** The theme's layout parts, which guildsite draws itself: never a wrapper of the site's own. */
const THEME_PARTS = new Set(['Layout', 'GuildLayout', 'HiveLayout', 'Body', 'Head', 'Navbar', 'Footer', 'Banner'])

/**
 * Whether a root layout's text may wrap its `{children}` in a component of the site's own (an
 * element named with a capital, not the theme's `<Layout>`…, opened before the slot and closed after
 * it): only then do its pages import its module whole and render inside its components
 * (`layout-wrappers.ts`); every other site's pages are bundled and rendered as before.
 */
export function mayWrapChildren(layout: string): boolean {
  let text: string
  try {
    text = readFileSync(layout, 'utf8')
  } catch {
    return false
  }
  // (Each `{children}`: the first may be the component's own parameters.)
  for (const slot of text.matchAll(/\{\s*(?:props\.)?children\s*\}/g)) {
    const before = text.slice(0, slot.index)
    for (const [, name] of text.slice(slot.index).matchAll(/<\/([A-Z][\w$]*(?:\.[\w$]+)*)\s*>/g))
      if (!THEME_PARTS.has(name) && name !== 'Fragment' && name !== 'React.Fragment' && before.includes(`<${name}`))
        return true
  }
  return false
}

/** The site's root layout as Next finds it (`app/layout.*`, else `src/app/layout.*`), or undefined. */
export function rootLayoutOf(siteDir: string): string | undefined {
  return ['app', join('src', 'app')]
    .flatMap(dir => ['tsx', 'jsx', 'ts', 'js'].map(ext => join(siteDir, dir, `layout.${ext}`)))
    .find(path => existsSync(path))
}
