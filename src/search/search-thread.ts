import { existsSync } from 'node:fs'
import type { Worker } from 'node:worker_threads'
import { distPath } from '../package-root.js'
import { bundledWorker } from '../run-bundle.js'
import { SiteSearch } from './build-search.js'
import { keepSearch, readKeptSearch, type KeptSearchPlace } from './kept-search.js'
import type { SearchFacts, SearchSite } from './search-site.js'

/** A page taken from the previous build, as the search stage gets it (its facts have no search sections). */
export interface TakenPage {
  rel: string
  facts: SearchFacts
  compileKey: string
}

/** What the index files are: output path → content made again, and the chunk paths kept as they are. */
export interface CountedFiles {
  files: Map<string, string | Uint8Array>
  kept: string[]
}

/**
 * The counting half of the search stage (`SiteSearch`), on this thread (`LocalCounting`) or on one of
 * its own (`ThreadCounting`); the same calls in the same order give the same files either way.
 */
export interface Counting {
  /** Takes over the previous build's counts (kept at `place`); once, before the pages. */
  begin(place: KeptSearchPlace | undefined): void
  addKept(taken: TakenPage[]): void
  add(rel: string, facts: SearchFacts, compileKey?: string): void
  /** Those of `paths` whose counts the previous build did not keep as they are now (`SiteSearch.uncounted`). */
  uncounted(paths: Set<string>, facts: Map<string, SearchFacts>, compileKeys: Map<string, string>): Promise<string[]>
  /**
   * The index files, adding the pages of `rest` not added yet; chunk paths in `keep` are untouched in
   * the previous output. With `keepTo`, the counts are kept for the next build (`keeping` settles then).
   */
  finish(
    rest: Map<string, SearchFacts>,
    compileKeys: Map<string, string>,
    keep: Set<string>,
    keepTo?: KeptSearchPlace
  ): Promise<CountedFiles>
  /** Settles once `finish` has kept the counts (or had none to keep). */
  readonly keeping: Promise<void>
  close(): void
}

/** Messages of the search thread (search-worker.ts), handled in order. */
export type SearchThreadMessage =
  | { op: 'begin'; place: KeptSearchPlace }
  | { op: 'site'; site: SearchSite }
  | { op: 'addKept'; taken: TakenPage[] }
  | { op: 'add'; rel: string; facts: SearchFacts; compileKey?: string }
  | {
      op: 'uncounted'
      id: number
      paths: Set<string>
      facts: Map<string, SearchFacts>
      compileKeys: Map<string, string>
    }
  | {
      op: 'finish'
      id: number
      rest: Map<string, SearchFacts>
      compileKeys: Map<string, string>
      keep: string[]
      keepTo?: KeptSearchPlace
    }

export type SearchThreadReply =
  { id: number; result: string[] | CountedFiles } | { id: number; kept: true } | { id: number; error: string }

/** The counting on the build's own thread. */
export class LocalCounting implements Counting {
  private readonly search: SiteSearch
  private counting: Promise<void> = Promise.resolve()
  keeping: Promise<void> = Promise.resolve()

  constructor(site: SearchSite) {
    this.search = new SiteSearch(site)
  }

  begin(place: KeptSearchPlace | undefined): void {
    if (!place) return
    this.counting = readKeptSearch(place).then(previous => this.search.use(previous))
    this.counting.catch(() => undefined) // awaited (and thrown) by the next call that needs it
  }

  addKept(taken: TakenPage[]): void {
    this.counting = this.counting.then(() => {
      for (const { rel, facts, compileKey } of taken) this.search.addKept(rel, facts, compileKey)
    })
    this.counting.catch(() => undefined)
  }

  add(rel: string, facts: SearchFacts, compileKey?: string): void {
    this.search.add(rel, facts, compileKey)
  }

  async uncounted(
    paths: Set<string>,
    facts: Map<string, SearchFacts>,
    compileKeys: Map<string, string>
  ): Promise<string[]> {
    await this.counting
    return this.search.uncounted(paths, facts, compileKeys)
  }

  async finish(
    rest: Map<string, SearchFacts>,
    compileKeys: Map<string, string>,
    keep: Set<string>,
    keepTo?: KeptSearchPlace
  ): Promise<CountedFiles> {
    await this.counting
    const { files, kept } = this.search.finish(rest, compileKeys, path => keep.has(path))
    if (keepTo) this.keeping = keepSearch(keepTo, this.search)
    return { files, kept }
  }

  close(): void {}
}

/** The search thread as one bundled file (scripts/build.mjs), run with its code cache. */
const BUNDLED_THREAD = distPath('src', 'search', 'search-worker.bundle.cjs')

/**
 * An incremental build that takes at least this many pages from the previous build counts on a
 * thread of its own (`ThreadCounting`), started as soon as the content folder is scanned: reading
 * and taking over their kept counts, merging and writing the index and the counts then happen beside
 * the build's thread, which reads the pages, renders, checks links and writes meanwhile (one page of
 * the shared workload edited: see bench/RESULTS.md "One page edited"). A smaller site's counting
 * costs less than a thread's start (~0.1 CPU-s).
 */
const THREAD_PAGES = 200

/** `GUILDSITE_SEARCH_THREAD_PAGES` (a whole number) overrides `THREAD_PAGES`: tests take the thread's path with few pages. */
export function searchThreadPages(): number {
  const configured = Number(process.env.GUILDSITE_SEARCH_THREAD_PAGES)
  return Number.isInteger(configured) && configured > 0 ? configured : THREAD_PAGES
}

/** Whether the counting can run on a thread of its own (not from the TypeScript sources, in tests). */
export const searchThreadAvailable = (): boolean => !import.meta.url.endsWith('.ts') && existsSync(BUNDLED_THREAD)

/**
 * The counting on a thread of its own: reading the previous build's counts (~11 MB at 1,000 pages),
 * taking over the unchanged pages', merging and writing the files and the counts for the next build
 * happen beside the build's thread. Started before the site is known (`begin` may come first: the
 * thread reads the kept counts meanwhile), it counts once `useSite` gives it the site.
 */
export class ThreadCounting implements Counting {
  private readonly worker: Worker
  private readonly pending = new Map<number, { resolve: (value: never) => void; reject: (error: Error) => void }>()
  private nextId = 0
  private failure?: Error
  private keptDone?: () => void
  private keptFailed?: (error: Error) => void
  /** Messages go out in the order they were given, each once those before it could be sent. */
  private sending: Promise<void> = Promise.resolve()
  readonly keeping: Promise<void>

  constructor() {
    this.worker = bundledWorker(BUNDLED_THREAD, distPath('src', 'search', 'search-worker.js'), {})
    this.keeping = new Promise<void>((resolve, reject) => {
      this.keptDone = resolve
      this.keptFailed = reject
    })
    this.keeping.catch(() => undefined)
    this.worker.on('message', (reply: SearchThreadReply) => {
      if ('kept' in reply) return this.keptDone?.()
      if ('error' in reply) return this.fail(new Error(`The search index could not be made: ${reply.error}`), reply.id)
      const pending = this.pending.get(reply.id)
      this.pending.delete(reply.id)
      pending?.resolve(reply.result as never)
    })
    this.worker.on('error', error => this.fail(error))
  }

  private fail(error: Error, id?: number): void {
    this.failure ??= error
    const waiting = id !== undefined && this.pending.has(id) ? [this.pending.get(id)!] : [...this.pending.values()]
    if (id === undefined || !this.pending.has(id)) this.pending.clear()
    else this.pending.delete(id)
    for (const { reject } of waiting) reject(error)
    this.keptFailed?.(error)
  }

  private post(message: SearchThreadMessage): void {
    this.sending = this.sending.then(() => this.worker.postMessage(message))
  }

  private ask<T>(message: SearchThreadMessage & { id: number }): Promise<T> {
    if (this.failure) return Promise.reject(this.failure)
    return new Promise<T>((resolve, reject) => {
      this.pending.set(message.id, { resolve: resolve as (value: never) => void, reject })
      this.post(message)
    })
  }

  begin(place: KeptSearchPlace | Promise<KeptSearchPlace | undefined> | undefined): void {
    const message = Promise.resolve(place).then(
      (resolved): SearchThreadMessage | undefined => resolved && { op: 'begin', place: resolved },
      () => undefined
    )
    this.sending = this.sending.then(async () => {
      const begin = await message
      if (begin) this.worker.postMessage(begin)
    })
  }

  /** The site to count (after `begin`, before the pages). */
  useSite(site: SearchSite): void {
    this.post({ op: 'site', site })
  }

  addKept(taken: TakenPage[]): void {
    this.post({ op: 'addKept', taken })
  }

  add(rel: string, facts: SearchFacts, compileKey?: string): void {
    this.post({ op: 'add', rel, facts, ...(compileKey !== undefined && { compileKey }) })
  }

  uncounted(paths: Set<string>, facts: Map<string, SearchFacts>, compileKeys: Map<string, string>): Promise<string[]> {
    return this.ask({ op: 'uncounted', id: this.nextId++, paths, facts, compileKeys })
  }

  finish(
    rest: Map<string, SearchFacts>,
    compileKeys: Map<string, string>,
    keep: Set<string>,
    keepTo?: KeptSearchPlace
  ): Promise<CountedFiles> {
    if (!keepTo) this.keptDone?.()
    return this.ask({ op: 'finish', id: this.nextId++, rest, compileKeys, keep: [...keep], ...(keepTo && { keepTo }) })
  }

  close(): void {
    void this.worker.terminate()
  }
}
