import type { AppPageText } from '../app-router/app-page-text.js'
import type { CompiledMdx } from '../compile/compile-mdx.js'
import type { Site } from '../content/load-site.js'
import { sha256, type BuildCache } from '../output/build-cache.js'
import { isReusable, keepBytes, readKeptBytes, untouchedContentKey, type BuildState } from '../output/build-state.js'
import { writeHostedRecords } from '../output/hosted-records-file.js'
import { fileHash } from '../output/render-cache.js'
import { hostedRecords } from '../search/hosted-records.js'
import { SiteSearch } from '../search/build-search.js'
import { decodeKeptSearch, type KeptSearch } from '../search/kept-search.js'
import { searchSectionsOf, type PagesOutcome } from './compile-render.js'

/** Bump when what `SiteSearch.keptSearch` writes changes shape. */
const COUNTED_SEARCH_FORMAT = 6

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
  private readonly search: SiteSearch
  private kept?: Promise<KeptSearch | undefined>
  private counting?: Promise<void>
  /** Writing the counts for the next build (awaited before the build returns, even a failed one). */
  keeping?: Promise<void>

  constructor(
    private readonly site: Site,
    private readonly state: BuildState | undefined,
    private readonly version: string,
    private readonly useCache: boolean
  ) {
    this.search = new SiteSearch(site, useCache)
  }

  readonly onCompiled = (rel: string, result: CompiledMdx, compileKey: string): void =>
    this.search.add(rel, result, compileKey)

  /**
   * Some pages change: the index will be made again, and while the workers work, the pages taken
   * from the previous build go in as it counted them (an overlap: it buys wall time, not CPU, and its
   * figure is not measured yet — at load 20–40 a one-page build's wall time was 14–60 s).
   */
  readonly whileCompiling = (taken: { rel: string; facts: CompiledMdx; compileKey: string }[]): void => {
    this.counting = this.keptSearch().then(previous => {
      this.search.use(previous)
      for (const { rel, facts, compileKey } of taken) this.search.addKept(rel, facts, compileKey)
    })
    this.counting.catch(() => undefined) // awaited (and thrown) in `finish`
  }

  /** How the previous build counted each page's terms (read when the index is to be made again). */
  private keptSearch(): Promise<KeptSearch | undefined> {
    const { config } = this.site
    return (this.kept ??=
      this.state && config.search.enabled
        ? readKeptBytes(config.cacheDir, config.outRoot, this.version, 'search-terms', COUNTED_SEARCH_FORMAT).then(
            bytes => (bytes === undefined ? undefined : decodeKeptSearch(bytes))
          )
        : Promise.resolve(undefined))
  }

  /** `appPages`: the app router's pages as they rendered (their words exist only then). */
  async finish(pages: PagesOutcome, cache: BuildCache, appPages: readonly AppPageText[] = []): Promise<SearchFiles> {
    const { site, state } = this
    this.search.useAppPages(appPages)
    const { outRoot, cacheDir } = site.config
    const { compiled, compileKeys } = pages
    const key = sha256(this.version, 'search', this.search.inputKey(compiled, compileKeys))
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
    if (reusable)
      return { key, paths: previous, files: new Map(), linked: new Map(previous.map(path => [path, recordKey(path)])) }
    await this.counting
    this.search.use(await this.keptSearch())
    // Pages taken from the previous build that it did not count as they are now need their sections.
    const uncounted = this.search.uncounted(pages.withoutSearch, compiled, compileKeys)
    for (const [path, searchSections] of await searchSectionsOf(site, uncounted, compileKeys, cache))
      compiled.set(path, { ...compiled.get(path)!, searchSections })
    // A chunk file of the previous output, untouched since, is kept as it is (its name is its content's).
    const keep = (path: string) => untouchedContentKey(state, outRoot, path) !== undefined
    const { files, kept } = this.search.finish(compiled, compileKeys, keep)
    // Encoded and written once the stage has returned (at the main thread's next turn of the event loop,
    // while the write stage waits on the disk): ~15 MB at 1,000 pages, ~15–30 ms of encoding and a CRC
    // that the stage's own time no longer holds, though the build still pays them.
    if (this.useCache)
      this.keeping = new Promise<void>(resolve => setImmediate(resolve)).then(() =>
        keepBytes(cacheDir, outRoot, this.version, 'search-terms', COUNTED_SEARCH_FORMAT, this.search.keptSearch())
      )
    return {
      key,
      paths: [...files.keys(), ...kept],
      files,
      linked: new Map(kept.map(path => [path, state!.files[path]!.key]))
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
