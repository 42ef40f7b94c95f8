import type { CompiledMdx } from '../compile/compile-mdx.js'
import type { Site } from '../content/load-site.js'

/**
 * The search index in dev, kept fresh without compiling the site at start: built the first time a
 * browser asks for it (which compiles the pages not yet compiled), then rebuilt on the next request
 * after a change, compiling again only the pages that changed.
 */
export class DevSearch {
  private compiled = new Map<string, CompiledMdx>()
  private versions = new Map<string, number>()
  private files?: Promise<Map<string, string>>

  constructor(private site: () => Site) {}

  /** A page compiled for rendering: the index can use it as it is. */
  remember(path: string, compiled: CompiledMdx): void {
    if (this.compiled.get(path) === compiled) return
    this.compiled.set(path, compiled)
  }

  /** Forgets a changed page (or, without a path, only the index: the page maps changed). */
  invalidate(path?: string): void {
    if (path) {
      this.compiled.delete(path)
      this.versions.set(path, (this.versions.get(path) ?? 0) + 1)
    }
    this.files = undefined
  }

  /** The index file at `path` (`_gs/search/…`), or undefined. */
  async file(path: string): Promise<string | undefined> {
    if (!this.site().config.search.enabled) return undefined
    this.files ??= this.build()
    const files = this.files
    try {
      return (await files).get(path)
    } catch (error) {
      if (this.files === files) this.files = undefined
      throw error
    }
  }

  private async build(): Promise<Map<string, string>> {
    const site = this.site()
    const [{ compilePage }, { buildSearch }] = await Promise.all([
      import('./compile-page.js'),
      import('../search/build-search.js')
    ])
    const routed = new Set([...site.pageMaps.values()].flatMap(map => map.pages.map(page => page.rel)))
    const queue = site.pages.filter(page => routed.has(page.file.rel) && !this.compiled.has(page.file.path))
    // Two at a time: the dev server keeps answering page requests meanwhile.
    const worker = async () => {
      for (let page = queue.shift(); page; page = queue.shift()) {
        const { path } = page.file
        const version = this.versions.get(path)
        const compiled = await compilePage(site.config, page)
        // Changed while compiling: the next request compiles it again.
        if (this.versions.get(path) === version) this.compiled.set(path, compiled)
      }
    }
    await Promise.all([worker(), worker()])
    return buildSearch(site, this.compiled).files
  }
}
