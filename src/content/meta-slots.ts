import { resolveNavigation } from '../page-map/resolve-navigation.js'
import type { PageMap } from '../page-map/types.js'
import type { MetaSource, PageSource } from './types.js'

/**
 * Nextra 3's `theme.topContent` and `theme.bottomContent` in a `_meta` entry: React content (a
 * component or an element, often importing the site's own code) drawn above and below the page's
 * content. A page map is data that travels to worker threads, where a function cannot go; so the
 * content stays in its module and the page map holds where it is (`MetaSlotRef`). A page under such
 * an entry imports the meta module and takes the value at that path (`metaSlotsProgram` in
 * `compile/estree.ts`), so it renders as the site's code on the thread that renders the page.
 */

/** The theme keys whose values are React content. */
export const META_SLOTS = ['topContent', 'bottomContent'] as const
export type MetaSlotName = (typeof META_SLOTS)[number]

/** Where a meta's React content is: the meta module (absolute path) and the keys down to it in its default export. */
export interface MetaSlotRef {
  metaSlot: { file: string; path: string[] }
}

export const isMetaSlotRef = (value: unknown): value is MetaSlotRef =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as MetaSlotRef).metaSlot === 'object' &&
  typeof (value as MetaSlotRef).metaSlot?.file === 'string'

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** React content that is not plain data: a component, an element, anything a thread cannot receive. */
const isContent = (value: unknown): boolean =>
  typeof value === 'function' || (typeof value === 'object' && value !== null && !isMetaSlotRef(value))

/** A page's slots: the meta module and key path of each. */
export type PageMetaSlots = Partial<Record<MetaSlotName, MetaSlotRef['metaSlot']>>

export interface ReferredSlots {
  /** The meta's value with each slot's content replaced by its reference (or left out). */
  value: unknown
  /** Key paths of the content left out: a meta whose default export is not a plain object cannot be imported for it. */
  dropped: string[][]
}

/**
 * Replaces the React content of every entry's `theme.topContent`/`bottomContent` (nested `items` of a
 * global meta too) with a reference into `file`'s default export; without `file` (a dynamic meta, a
 * promise) the content is left out and its key path listed. Pure: the value is copied where it changes.
 */
export function referMetaSlots(value: unknown, file: string | undefined): ReferredSlots {
  const dropped: string[][] = []
  const walk = (entries: Record<string, unknown>, prefix: string[]): Record<string, unknown> => {
    let out: Record<string, unknown> | undefined
    const set = (key: string, entry: unknown) => ((out ??= { ...entries })[key] = entry)
    for (const [key, entry] of Object.entries(entries)) {
      if (!isRecord(entry)) continue
      let next = entry
      if (isRecord(entry.theme)) {
        let theme: Record<string, unknown> | undefined
        for (const slot of META_SLOTS) {
          if (!isContent(entry.theme[slot])) continue
          theme ??= { ...entry.theme }
          const path = [...prefix, key, 'theme', slot]
          if (file) theme[slot] = { metaSlot: { file, path } } satisfies MetaSlotRef
          else {
            delete theme[slot]
            dropped.push(path)
          }
        }
        if (theme) next = { ...next, theme }
      }
      if (isRecord(entry.items) && entry.type !== 'menu') {
        const items = walk(entry.items, [...prefix, key, 'items'])
        if (items !== entry.items) next = { ...next, items }
      }
      if (next !== entry) set(key, next)
    }
    return out ?? entries
  }
  return { value: isRecord(value) ? walk(value, []) : value, dropped }
}

/** The slots a page's resolved theme refers to, by slot name (none: undefined). */
export function metaSlotsOf(theme: Record<string, unknown> | undefined): PageMetaSlots | undefined {
  let slots: PageMetaSlots | undefined
  for (const slot of META_SLOTS) {
    const value = theme?.[slot]
    if (isMetaSlotRef(value)) (slots ??= {})[slot] = value.metaSlot
  }
  return slots
}

/** Whether a meta's value refers to React content anywhere. */
const holdsRef = (value: unknown): boolean =>
  isMetaSlotRef(value) || (isRecord(value) && Object.values(value).some(holdsRef))

/**
 * The slots of every page file whose resolved theme (its folder's and `'*'` entries cascaded, as the
 * navigation resolves them) refers to a meta's React content, by absolute path; empty when no meta has
 * any (nothing resolved then).
 */
export function pagesMetaSlots(site: {
  metas: MetaSource[]
  pageMaps: Map<string, PageMap>
  pages: PageSource[]
}): Map<string, PageMetaSlots> {
  const out = new Map<string, PageMetaSlots>()
  if (!site.metas.some(meta => holdsRef(meta.data))) return out
  const paths = new Map(site.pages.map(page => [page.file.rel, page.file.path]))
  for (const pageMap of site.pageMaps.values())
    for (const node of pageMap.pages) {
      const path = paths.get(node.rel)
      if (!path || out.has(path)) continue
      const theme = resolveNavigation({ children: pageMap.children, route: node.route }).activeTheme
      const slots = metaSlotsOf(theme as Record<string, unknown>)
      if (slots) out.set(path, slots)
    }
  return out
}
