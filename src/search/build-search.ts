import type { CompiledMdx } from '../compile/compile-mdx.js'
import type { Site } from '../content/load-site.js'
import type { PageNode } from '../page-map/types.js'
import type { AppPageText } from '../app-router/app-page-text.js'
import { topLevelTitles } from './top-level-titles.js'
import { sha256 } from '../output/build-cache.js'
import { SearchIndexBuilder, type CountedPage, type SearchIndexStats } from './build-search-index.js'
import { encodeKeptSearch, type KeptSearch } from './kept-search.js'
import type { IndexLayout } from './patch-search-index.js'
import { searchPage, type SearchPageInput } from './search-records.js'

export interface SearchBuildResult {
  /** Output path → JSON text (or gzip of it: chunks), for every locale. */
  files: Map<string, string | Uint8Array>
  /** Chunk paths the previous output holds as they are (`keep`), not in `files`. */
  kept: string[]
  stats: Map<string, SearchIndexStats>
}

const str = (value: unknown) => (typeof value === 'string' && value.trim() ? value : undefined)

/** What the index needs of one page of a locale. */
export function pageInput(node: PageNode, result: CompiledMdx, section: string | undefined): SearchPageInput {
  // The title the page shows (render-site.tsx): front matter, then its `#` heading.
  const title = str(node.frontMatter.title) ?? result.toc.find(h => h.depth === 1)?.value ?? node.title
  return {
    route: node.route,
    rel: node.rel,
    title,
    ...(section !== undefined && { section }),
    frontMatter: node.frontMatter,
    sections: result.searchSections
  }
}

/** A kept index whose terms are more than this many times those it used is renumbered (compacted). */
const STALE_TERMS = 2

interface LocaleIndex {
  builder: SearchIndexBuilder
  prefix: string
  added: Set<number>
  /** Position → the input key of the page there (when the page's compile key is known). */
  keys: Map<number, string>
  /** The previous build's term ids → this builder's. */
  remap: number[]
  /** Whether the builder numbers terms as the previous build did (`adopt`). */
  adopted: boolean
  /** Terms the last `finish` wrote. */
  used: number
  /** Route → the top-level heading the page is under (`topLevelTitles`). */
  topLevel: (route: string) => string | undefined
  /** What the last `finish` keeps for the next build to patch its buckets. */
  layout?: IndexLayout
}

/**
 * The search stage of the build: one index per locale from the compiled pages (DESIGN pipeline
 * "search records → search index"). Pages can be added as they are compiled (`add`: a build gets
 * them one by one from its workers and counts their terms meanwhile); `finish` adds whatever is
 * missing and writes the files. A page whose input did not change since the previous build (`use`)
 * is taken as that build counted it instead of being cut into terms again. Nothing when
 * `search.enabled` is false.
 */
export class SiteSearch {
  private readonly locales = new Map<string, LocaleIndex>()
  /** Page file (relative to the content folder) → where it is in each locale's page list. */
  private readonly places = new Map<string, [string, number, PageNode][]>()
  private previous?: KeptSearch
  /** The app router's pages (the default locale's), indexed after the content's (`useAppPages`). */
  private appPages: readonly AppPageText[] = []
  /** Per locale, whether the last `finish` patched the previous build's buckets (tests and `--debug`). */
  readonly patched = new Map<string, boolean>()

  /** `keeps`: whether `keptSearch` will be asked for (else `finish` makes no `IndexLayout`). */
  constructor(
    private readonly site: Site,
    private readonly keeps = true
  ) {
    if (!site.config.search.enabled) return
    for (const [locale, pageMap] of site.pageMaps) {
      this.locales.set(locale, {
        builder: new SearchIndexBuilder({ locale, basePath: site.config.basePath }),
        prefix: pageMap.prefix,
        added: new Set(),
        keys: new Map(),
        remap: [],
        adopted: false,
        used: 0,
        topLevel: topLevelTitles(pageMap)
      })
      pageMap.pages.forEach((node, position) =>
        this.places.set(node.rel, [...(this.places.get(node.rel) ?? []), [locale, position, node]])
      )
    }
  }

  /**
   * The previous build's counted pages (`keptSearchText`), for the pages not added yet. Its term
   * numbers are taken over unless they became mostly stale.
   */
  use(previous: KeptSearch | undefined): void {
    if (previous === this.previous) return
    this.previous = previous
    for (const [locale, index] of this.locales) {
      const kept = previous?.get(locale)
      if (!kept || kept.terms.length > STALE_TERMS * kept.used + 1000) continue
      index.builder.adopt(kept.terms)
      index.adopted = true
    }
  }

  /**
   * The app router's pages, as they rendered (`appPageText`): the default locale's index holds them
   * after the content's pages, in this order.
   */
  useAppPages(pages: readonly AppPageText[]): void {
    this.appPages = pages
  }

  /** The default locale's app pages: [position, input key, input]. */
  private appInputs(index: LocaleIndex, pageCount: number): [number, string, SearchPageInput][] {
    return this.appPages.map((page, i) => {
      const input: SearchPageInput = {
        route: page.route,
        rel: page.rel,
        title: page.title,
        frontMatter: {},
        sections: page.sections
      }
      const key = sha256('app page', JSON.stringify(input), this.site.config.basePath, index.prefix)
      return [pageCount + i, key, input]
    })
  }

  /**
   * Adds the page file `rel` (relative to the content folder) to every locale that shows it.
   * `compileKey` (the page's, when known) with its place and title keys the page's search input.
   */
  add(rel: string, result: CompiledMdx, compileKey?: string): void {
    for (const [locale, position, node] of this.places.get(rel) ?? []) {
      const index = this.locales.get(locale)!
      index.added.add(position)
      const input = () => pageInput(node, result, index.topLevel(node.route))
      const key = compileKey ? this.keyOf(index, position, input, compileKey) : undefined
      const kept = key ? this.previous?.get(locale) : undefined
      const counted = kept?.pages.get(key!)
      if (kept && counted) {
        if (!index.adopted) index.builder.addCounted(position, counted, kept.terms, index.remap)
        else index.builder.addCountedAsIs(position, counted)
        continue
      }
      const page = searchPage(input(), { basePath: this.site.config.basePath, localePrefix: index.prefix })
      if (page) index.builder.addPage(position, page)
    }
  }

  /**
   * Adds the page file `rel` as the previous build counted it (`use` first), when it did so in every
   * locale that shows the page as it is now; otherwise leaves it for `finish`. `facts` need no search
   * sections.
   */
  addKept(rel: string, facts: CompiledMdx, compileKey: string): void {
    if (this.countedBefore(rel, facts, compileKey)) this.add(rel, facts, compileKey)
  }

  /** Whether the previous build (`use`) counted the page file `rel` as it is now in every locale that shows it. */
  private countedBefore(rel: string, facts: CompiledMdx, compileKey: string): boolean {
    return (this.places.get(rel) ?? []).every(
      ([locale, position, node]) =>
        this.previous
          ?.get(locale)
          ?.pages.has(
            this.keyOf(
              this.locales.get(locale)!,
              position,
              () => pageInput(node, facts, this.locales.get(locale)!.topLevel(node.route)),
              compileKey
            )
          ) === true
    )
  }

  /**
   * The input key of the page at `position` of a locale: its compile key (its content) and what the
   * page map adds (`inputOf`, asked once a build: the key is kept by position).
   */
  private keyOf(index: LocaleIndex, position: number, inputOf: () => SearchPageInput, compileKey: string): string {
    let key = index.keys.get(position)
    if (key !== undefined) return key
    const input = inputOf()
    index.keys.set(
      position,
      (key = sha256(
        compileKey,
        input.route,
        input.title,
        input.section ?? '',
        JSON.stringify(input.frontMatter),
        this.site.config.basePath,
        index.prefix
      ))
    )
    return key
  }

  /**
   * A key of everything the index files of every locale are made from (`compiled`: page path →
   * result): the same key, the same files. From each page's input key, or its whole input when the
   * page has no compile key.
   */
  inputKey(compiled: Map<string, CompiledMdx>, compileKeys: Map<string, string>): string {
    const parts: string[] = [this.site.config.basePath]
    const sources = new Map(this.site.pages.map(page => [page.file.rel, page.file.path]))
    for (const [locale, index] of this.locales) {
      parts.push(locale)
      this.site.pageMaps.get(locale)!.pages.forEach((node, position) => {
        const path = sources.get(node.rel) ?? ''
        const result = compiled.get(path)
        if (!result) return
        const input = () => pageInput(node, result, index.topLevel(node.route))
        const compileKey = compileKeys.get(path)
        parts.push(
          `${position}:${compileKey ? this.keyOf(index, position, input, compileKey) : JSON.stringify(input())}`
        )
      })
      if (locale === this.site.config.i18n.defaultLocale)
        for (const [position, key] of this.appInputs(index, this.site.pageMaps.get(locale)!.pages.length))
          parts.push(`${position}:${key}`)
    }
    return sha256(...parts)
  }

  /**
   * Those of `paths` (page paths whose result in `compiled` has no search sections) that the previous
   * build's counts (`use`) do not hold as they are now in every locale that shows them.
   */
  uncounted(
    paths: ReadonlySet<string>,
    compiled: Map<string, CompiledMdx>,
    compileKeys: Map<string, string>
  ): string[] {
    return this.site.pages.flatMap(({ file }) =>
      paths.has(file.path) && !this.countedBefore(file.rel, compiled.get(file.path)!, compileKeys.get(file.path)!)
        ? [file.path]
        : []
    )
  }

  /** Every page counted, by input key, for the next build (`use` after `decodeKeptSearch` of the parts joined). */
  keptSearch(): Uint8Array[] {
    return encodeKeptSearch(
      [...this.locales].map(([locale, { builder, keys, used, layout }]) => {
        const pages = new Map<string, NonNullable<ReturnType<SearchIndexBuilder['counted']>>>()
        for (const [position, key] of keys) {
          const counted = builder.counted(position)
          if (counted) pages.set(key, counted)
        }
        return [locale, { terms: builder.terms(), used, pages, ...(layout && { index: layout }) }]
      })
    )
  }

  /** The index files of every locale from `compiled` (page path → result), adding the pages not added yet. */
  finish(
    compiled: Map<string, CompiledMdx>,
    compileKeys?: Map<string, string>,
    keep?: (path: string) => boolean
  ): SearchBuildResult {
    const files = new Map<string, string | Uint8Array>()
    const kept: string[] = []
    const stats = new Map<string, SearchIndexStats>()
    const sources = new Map(this.site.pages.map(page => [page.file.rel, page.file.path]))
    for (const [locale, index] of this.locales) {
      const { builder, added, keys } = index
      this.site.pageMaps.get(locale)!.pages.forEach((node, position) => {
        const result = compiled.get(sources.get(node.rel) ?? '')
        if (!added.has(position) && result) this.add(node.rel, result, compileKeys?.get(sources.get(node.rel)!))
      })
      if (locale === this.site.config.i18n.defaultLocale)
        for (const [position, key, input] of this.appInputs(index, this.site.pageMaps.get(locale)!.pages.length)) {
          if (added.has(position)) continue
          added.add(position)
          keys.set(position, key)
          const counted = this.previous?.get(locale)?.pages.get(key)
          if (counted && !index.adopted)
            builder.addCounted(position, counted, this.previous!.get(locale)!.terms, index.remap)
          else if (counted) builder.addCountedAsIs(position, counted)
          else {
            const page = searchPage(input, { basePath: this.site.config.basePath, localePrefix: index.prefix })
            if (page) builder.addPage(position, page)
          }
        }
      // With every page's key, what the next build patches the buckets from; from the previous
      // build's, when this builder numbers terms as it did, the buckets patched.
      const order = builder.positions().map(position => keys.get(position))
      const known = this.keeps && order.every(key => key !== undefined) ? (order as string[]) : undefined
      const before = index.adopted ? this.previous?.get(locale) : undefined
      const previousPages = before?.index?.order.map(key => before.pages.get(key))
      const output = builder.finish(keep, {
        ...(known && { layout: known }),
        ...(before?.index &&
          previousPages?.every(page => page !== undefined) && {
            previous: { layout: before.index, pages: previousPages as CountedPage[] }
          })
      })
      index.layout = output.layout
      this.patched.set(locale, output.patched)
      index.used = output.stats.terms
      for (const [path, content] of output.files) files.set(path, content)
      kept.push(...output.kept)
      stats.set(locale, output.stats)
    }
    return { files, kept, stats }
  }
}

/**
 * The search index files of every locale from the compiled pages (page path → result) and the app
 * router's pages as they rendered (indexed after them, as a build does). Pure.
 */
export function buildSearch(
  site: Site,
  compiled: Map<string, CompiledMdx>,
  appPages: readonly AppPageText[] = []
): SearchBuildResult {
  const search = new SiteSearch(site)
  search.useAppPages(appPages)
  return search.finish(compiled)
}
