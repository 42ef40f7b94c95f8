// The dev server's rendered routes: the cache, the renders under way, the last good HTML, and when a render is stale.
import type { PageMap } from '../page-map/types.js'
import type { RenderedRoute } from './route-render.js'

/** Where a render started: its page file's count of changes and the site's, to tell whether it went stale. */
export interface RenderStart {
  version: number
  epoch: number
}

/**
 * The dev server's rendered routes (`DevSite`): the cache, the renders under way (concurrent requests
 * share one), the last HTML each route rendered without errors, and the rule that a render a change
 * overtook is stale — each page file's count of changes (`versions`) and the site's (`epoch`).
 */
export class RouteRenders {
  readonly rendered = new Map<string, RenderedRoute>()
  readonly rendering = new Map<string, { pending: Promise<RenderedRoute>; pageMap?: PageMap }>()
  /** The last HTML each route rendered without errors (shown under the overlay while it fails). */
  readonly lastGood = new Map<string, string>()
  private readonly versions = new Map<string, number>()
  private epoch = 0

  /** A change of the whole site (a restyle, the navigation): renders under way go stale. */
  bumpEpoch(): void {
    this.epoch++
  }

  /** Every rendered page forgotten (its HTML links the old stylesheets); renders under way go stale. */
  forgetRendered(): void {
    this.rendered.clear()
    this.lastGood.clear()
    this.epoch++
  }

  /** Forgets everything (a new config): rendered pages and the count of changes of each page. */
  clear(): void {
    this.epoch++
    this.rendered.clear()
    this.lastGood.clear()
    this.versions.clear()
  }

  /** A page file changed: its renders under way go stale and its routes' pages are dropped. */
  changed(path: string, routes: readonly string[]): void {
    this.versions.set(path, (this.versions.get(path) ?? 0) + 1)
    for (const route of routes) this.rendered.delete(route)
  }

  /** A render of a page file starts now. */
  start(path: string): RenderStart {
    return { version: this.versions.get(path) ?? 0, epoch: this.epoch }
  }

  /** No change of the page file or of the site since the render started. */
  isCurrent(path: string, start: RenderStart): boolean {
    return start.version === (this.versions.get(path) ?? 0) && start.epoch === this.epoch
  }

  /** The page file's and the site's counts of changes, as one key (`DynamicPathLists`' stamp). */
  stamp(path: string): string {
    return `${this.versions.get(path) ?? 0}:${this.epoch}`
  }

  /** Caches a route's render (one that is still current); a render without errors is its last good HTML. */
  keep(route: string, rendered: RenderedRoute): void {
    this.rendered.set(route, rendered)
    if (!rendered.failed) this.lastGood.set(route, rendered.html)
  }

  /** A route is rendering. */
  busy(): boolean {
    return this.rendering.size > 0
  }

  /**
   * A route's render from the cache, or the one under way with the same page map, or a new one
   * (`fresh`); `ended` is told when a new one ends.
   */
  render(
    route: string,
    pageMap: PageMap | undefined,
    fresh: () => Promise<RenderedRoute>,
    ended: () => void
  ): Promise<RenderedRoute> {
    const cached = this.rendered.get(route)
    if (cached) return Promise.resolve(cached)
    const shared = this.rendering.get(route)
    // (A render started before a change of the navigation shows the old one: not shared after it.)
    if (shared && shared.pageMap === pageMap) return shared.pending
    const pending: Promise<RenderedRoute> = fresh().finally(() => {
      if (this.rendering.get(route)?.pending === pending) this.rendering.delete(route)
      ended()
    })
    this.rendering.set(route, { pending, pageMap })
    return pending
  }
}
