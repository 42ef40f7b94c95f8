import type { CompiledMdx } from '../compile/compile-mdx.js'
import type { SiteConfig } from '../config/load-config.js'
import type { PageSource } from '../content/types.js'
import { diagnostic, type Diagnostic } from '../shared/diagnostics.js'
import { compilePage } from './compile-page.js'
import type { PageBuild } from './page-build.js'
import { loadRenderStack } from './route-render.js'

/** Who hears of a page build: the assets it imports, its compile result, the files it includes. */
export interface PageBuildListeners {
  /** Output path (`_gs/assets/…`) → contents of what the page imports. */
  assets: Map<string, string | Uint8Array>
  /** A page compiled (for the search index and the anchors the link check knows). */
  compiled(path: string, compiled: CompiledMdx, current: boolean): void
  /** The local files a build includes (to watch them). */
  dependencies?(paths: string[]): void
  report(diagnostics: Diagnostic[]): void
}

/**
 * Each page file's build (compile on the worker, then bundle when it imports files of its own), kept
 * until a change drops it; concurrent asks share one build. `dependencies` are the local files each
 * page's last build included: a change to one of them drops that page's build.
 */
export class PageBuilds {
  private builds = new Map<string, Promise<PageBuild>>()
  /** Page path → local files its last build included. */
  readonly dependencies = new Map<string, string[]>()

  constructor(private listeners: PageBuildListeners) {}

  /** The build of `source` under `config`, started now or shared. */
  get(config: SiteConfig, source: PageSource): Promise<PageBuild> {
    const path = source.file.path
    let pending = this.builds.get(path)
    if (pending) return pending
    const previous = this.dependencies.get(path) ?? []
    const { listeners } = this
    // The compile starts at once; the bundler and the templates may still be loading meanwhile.
    pending = Promise.all([compilePage(config, source), loadRenderStack()])
      .then(([compiled, [, { bundlePage }]]) => bundlePage(config, source, compiled))
      .catch((error): PageBuild => ({
        dependencies: [],
        assets: new Map(),
        diagnostics: [
          diagnostic('INTERNAL', `Page could not be built: ${(error as Error).message}`, { file: source.display })
        ]
      }))
      .then(build => {
        // A failed build lists fewer files; keep watching the ones it had, a fix may be there.
        this.dependencies.set(
          path,
          build.module || build.moduleFile ? build.dependencies : [...new Set([...previous, ...build.dependencies])]
        )
        for (const [out, bytes] of build.assets) listeners.assets.set(out, bytes)
        if (build.compiled?.code !== undefined || build.compiled?.staticContent)
          listeners.compiled(path, build.compiled, this.builds.get(path) === pending)
        listeners.dependencies?.(build.dependencies)
        if (build.diagnostics.length) listeners.report(build.diagnostics)
        return build
      })
    this.builds.set(path, pending)
    return pending
  }

  /** Adds files the page's code read while it ran: its output depends on them, so a save of one refreshes it. */
  addReads(path: string, reads: readonly string[]): void {
    const known = this.dependencies.get(path) ?? []
    const fresh = reads.filter(read => !known.includes(read))
    if (fresh.length === 0) return
    this.dependencies.set(path, [...known, ...fresh])
    this.listeners.dependencies?.(fresh)
  }

  /** Whether a build of the page file is kept (or under way). */
  has(path: string): boolean {
    return this.builds.has(path)
  }

  /** Forgets the build of a page file (it changed, or something it includes did). */
  drop(path: string): void {
    this.builds.delete(path)
  }

  /** Forgets every build (the config changed). */
  clear(): void {
    this.builds.clear()
    this.dependencies.clear()
  }
}
