import type { CompiledMdx } from '../compile/compile-mdx.js'
import type { Site } from '../content/load-site.js'
import { sha256, type BuildCache } from '../output/build-cache.js'
import { isReusable, untouchedContentKey, type BuildState } from '../output/build-state.js'
import { writeHostedRecords } from '../output/hosted-records-file.js'
import { fileHash } from '../output/render-cache.js'
import { hostedRecords } from '../search/hosted-records.js'
import { SiteSearch } from '../search/build-search.js'
import type { KeptSearchPlace } from '../search/kept-search.js'
import { searchFactsOf, searchSiteOf, type SearchFacts, type SearchSite } from '../search/search-site.js'
import {
  LocalCounting,
  searchThreadAvailable,
  searchThreadPages,
  ThreadCounting,
  type Counting,
  type TakenPage
} from '../search/search-thread.js'
import { searchSectionsOf, type PagesOutcome } from './compile-render.js'

/** The search index's files: made again, or linked from the previous output when its inputs did not change. */
export interface SearchFiles {
  /** The key of the index's inputs and its output paths (the next build's state keeps them). */
  key: string
  paths: string[]
  /** Output path → content of the files made again. */
  files: Map<string, string | Uint8Array>
  /** Output path → content key of the previous output's files, still right. */
  linked: Map<string, string>
}

/**
 * The search stage: each page's terms are counted as the page arrives from the workers
 * (`onCompiled`; this thread waits for them anyway), the pages taken from the previous build as it
 * counted them (`whileCompiling`), and `finish` makes the index files — or links the previous
 * ones when the inputs are the same. With the cache on, the counts are kept for the next build (one
 * page of the shared workload edited: 2.8 CPU-s median with the kept counts, 3.7 without — the other
 * pages' sections read from the compile cache and counted again; 3 alternating runs, load 29–39).
 */
export class SearchStage {
  private readonly searchSite: SearchSite
  /** Page file (relative to the content folder) → its path. */
  private readonly paths: Map<string, string>
  private counting?: Counting
  /** Paths of the pages the counting has been given (counted, or to count from the previous build's counts). */
  private readonly given = new Set<string>()
  private keepingPromise?: Promise<void>

  /**
   * `thread`: a search thread the build started once it had scanned the content folder (reading the
   * previous build's counts by now); the stage counts on it when many pages are taken from the
   * previous build, and closes it otherwise.
   */
  constructor(
    private readonly site: Site,
    private readonly state: BuildState | undefined,
    private readonly version: string,
    private readonly useCache: boolean,
    private thread?: ThreadCounting
  ) {
    this.searchSite = searchSiteOf(site)
    this.paths = new Map(this.searchSite.sources)
  }

  /** Writing the counts for the next build (awaited before the build returns, even a failed one). */
  get keeping(): Promise<void> | undefined {
    return this.keepingPromise
  }

  /** Where the previous build kept its counts (none without a previous build, or without search). */
  private get place(): KeptSearchPlace | undefined {
    const { cacheDir, outRoot, search } = this.site.config
    return this.state && search.enabled ? { cacheDir, outRoot, version: this.version } : undefined
  }

  /** The counting, on this thread unless `whileCompiling` put it on one of its own. */
  private counter(onThread = false): Counting {
    if (!this.counting) {
      if (onThread) {
        let thread = this.thread
        if (!thread) (thread = new ThreadCounting()).begin(this.place)
        thread.useSite(this.searchSite)
        this.counting = thread
      } else {
        this.thread?.close()
        this.counting = new LocalCounting(this.searchSite)
        this.counting.begin(this.place)
      }
      this.thread = undefined
    }
    return this.counting
  }

  readonly onCompiled = (rel: string, result: CompiledMdx, compileKey: string): void => {
    const path = this.paths.get(rel)
    if (path !== undefined) this.given.add(path)
    this.counter().add(rel, searchFactsOf(result), compileKey)
  }

  /**
   * Some pages change: the index will be made again, and while the workers work, the pages taken
   * from the previous build go in as it counted them — on a thread of its own when they are many.
   */
  readonly whileCompiling = (taken: TakenPage[]): void => {
    if (!this.site.config.search.enabled) return
    this.counter(taken.length >= searchThreadPages() && searchThreadAvailable())
    for (const { rel } of taken) {
      const path = this.paths.get(rel)
      if (path !== undefined) this.given.add(path)
    }
    this.counting!.addKept(
      taken.map(({ rel, facts, compileKey }) => ({ rel, facts: searchFactsOf(facts), compileKey }))
    )
  }

  async finish(pages: PagesOutcome, cache: BuildCache): Promise<SearchFiles> {
    const { site, state } = this
    const { outRoot, cacheDir } = site.config
    const { compiled, compileKeys } = pages
    const key = sha256(this.version, 'search', new SiteSearch(this.searchSite).inputKey(compiled, compileKeys))
    // The same inputs as the previous build: its index files are still right (a warm build of the
    // shared workload: 2.06 CPU-s median and 153 MB peak RSS, against 2.33 and 221 MB making them
    // again; 4 + 4 alternating runs, load 28–38).
    const previous = state?.search?.key === key ? state.search.paths : []
    const recordKey = (path: string) => state?.files[path]?.key ?? ''
    const reusable =
      previous.length > 0 &&
      (await Promise.all(previous.map(path => isReusable(state, outRoot, path, recordKey(path), fileHash)))).every(
        Boolean
      )
    if (reusable) {
      this.counting?.close()
      this.thread?.close()
      return { key, paths: previous, files: new Map(), linked: new Map(previous.map(path => [path, recordKey(path)])) }
    }
    const counting = this.counter()
    // Pages taken from the previous build that it did not count as they are now need their sections.
    const withoutSearch = new Map<string, SearchFacts>()
    for (const path of pages.withoutSearch) withoutSearch.set(path, searchFactsOf(compiled.get(path)!))
    const uncounted = await counting.uncounted(new Set(pages.withoutSearch), withoutSearch, compileKeys)
    const sections = await searchSectionsOf(site, uncounted, compileKeys, cache)
    for (const [path, searchSections] of sections) compiled.set(path, { ...compiled.get(path)!, searchSections })
    // What the counting has not been given: pages compiled without being counted, and those above.
    const rest = new Map<string, SearchFacts>()
    for (const [path, result] of compiled)
      if (!this.given.has(path) || sections.has(path)) rest.set(path, searchFactsOf(result))
    // A chunk file of the previous output, untouched since, is kept as it is (its name is its content's).
    const keep = new Set(
      (state?.search?.paths ?? []).filter(
        path => path.endsWith('.json.gz') && untouchedContentKey(state, outRoot, path) !== undefined
      )
    )
    const keepTo = this.useCache ? { cacheDir, outRoot, version: this.version } : undefined
    try {
      const { files, kept } = await counting.finish(rest, compileKeys, keep, keepTo)
      return {
        key,
        paths: [...files.keys(), ...kept],
        files,
        linked: new Map(kept.map(path => [path, state!.files[path]!.key]))
      }
    } finally {
      this.keepingPromise = counting.keeping.finally(() => counting.close())
    }
  }
}

/** `search.provider: 'algolia'`: the hosted records of every page, beside the site (`guildsite search sync` sends them). */
export async function writeRecords(site: Site, pages: PagesOutcome, cache: BuildCache): Promise<void> {
  const { compiled } = pages
  // A page whose search text was counted and then dropped (an empty list: memory grows with the site's
  // facts, not its bodies) gets it back from the compile cache, or compiled again.
  const lacking = site.pages
    .map(page => page.file.path)
    .filter(
      path => compiled.has(path) && (pages.withoutSearch.has(path) || !compiled.get(path)?.searchSections?.length)
    )
  for (const [path, searchSections] of await searchSectionsOf(site, lacking, pages.compileKeys, cache))
    compiled.set(path, { ...compiled.get(path)!, searchSections })
  await writeHostedRecords(site.config.siteDir, hostedRecords(site, compiled))
}
