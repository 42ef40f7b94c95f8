import type { DynamicPath } from '../render/dynamic-routes.js'

/**
 * The paths of each dynamic route file (`pages/docs/[[...slug]].mdx`, its `getStaticPaths`' list) as
 * the dev server's last render of one of them listed them: a request for another path renders that
 * path alone, without calling `getStaticPaths` again (a versioned site lists hundreds). A list holds
 * while its `stamp` does: the caller's count of changes to the file, to the files its code read and
 * to the site (`DevSite`), so a save of the page or of its data lists the paths again.
 */
export class DynamicPathLists {
  private readonly lists = new Map<string, { stamp: string; paths: DynamicPath[] }>()

  /** The paths of the file at `path` in `locale`, when listed under this same `stamp`. */
  get(path: string, locale: string, stamp: string): DynamicPath[] | undefined {
    const known = this.lists.get(`${locale}\0${path}`)
    return known?.stamp === stamp ? known.paths : undefined
  }

  set(path: string, locale: string, stamp: string, paths: DynamicPath[]): void {
    this.lists.set(`${locale}\0${path}`, { stamp, paths })
  }

  /** Forgets every list (the config changed: the stamps start again). */
  clear(): void {
    this.lists.clear()
  }
}
