import { isDynamicRoute, type DynamicPath } from '../render/dynamic-routes.js'
import type { SiteData } from '../../templates/layout/types.js'
import type { CompiledMdx } from '../compile/compile-mdx.js'
import { builtinAliases } from '../content/evaluate-modules.js'
import { siteTravels } from '../content/site-travels.js'
import type { Site } from '../content/load-site.js'
import type { PageSource } from '../content/types.js'
import type { PageMap } from '../page-map/types.js'
import { pageBudgets, PageRunner, type RunnerJob, type RunnerSetup } from '../page-runner/index.js'
import { diagnostic, type Diagnostic } from '../shared/diagnostics.js'
import type { PageBuild } from './page-build.js'
import type { RouteEntry } from './route-render.js'

/** What the dev server's page runner needs of the site at the moment a page runs. */
export interface DevRunnerSite {
  site: Site
  /** Locale → its site data (the dev server's asset URLs). */
  siteInfos: Map<string, SiteData>
  dates: Map<string, string>
}

/** What a page's run gives the dev server. */
export interface DevRun {
  /** The page's HTML ('' when it failed: the errors are in `diagnostics`). */
  html: string
  /** The inside of its `<article>` (`article` runs). */
  article?: string
  /** A route handler's or metadata route's file, its bytes as the build writes them (no page: `html` is ''). */
  file?: Uint8Array
  /** The layout's page data as JSON (what `shellKeyOf` hashes). */
  pageJson?: string
  /** A dynamic app page rendered fine, but not at this route: its generateStaticParams does not list it. */
  notFound?: boolean
  /** The routes an app page's job rendered: each one's HTML (the search index takes their words). */
  appRoutes?: [route: string, html: string][]
  /** The files the page's code read while it ran (a save of one refreshes the page). */
  reads?: string[]
  /** A dynamic route file's paths, listed by this run (give them to the next run of the file: `paths`). */
  paths?: DynamicPath[]
  /** Output path → HTML of the error pages asked for (`DevRunOptions.errorPages`), when the layout drew them. */
  errorPages?: [path: string, html: string][]
  diagnostics: Diagnostic[]
}

/** How `DevRunner.run` renders a route. */
export interface DevRunOptions {
  /** Render only the inside of its `<article>` (the patch after a save). */
  article?: boolean
  /** Of a dynamic route file, its paths as an earlier run listed them: its `getStaticPaths` is not called. */
  paths?: DynamicPath[]
  /** These locales' error pages too, with the root layout's navbar element (`RunnerJob.errorPages`). */
  errorPages?: string[]
}

/** The page's code: its bundled module file, or its compiled code when it imports nothing of its own. */
export type DevPageCode = { moduleFile: string } | { code: string }

/** The page's code for the page runner, when its build has no errors: its bundled module, or its own code. */
export function pageCodeOf(build: PageBuild, errors: Diagnostic[]): DevPageCode | undefined {
  if (errors.length || !build.compiled) return undefined
  if (build.moduleFile) return { moduleFile: build.moduleFile }
  return build.module && build.compiled.code !== undefined ? { code: build.compiled.code } : undefined
}

/**
 * The dev server's page runner (issue 37 item 4): every page's own code — a bundled module, or the
 * expressions of a page that imports nothing (its compiled code, evaluated in the runner as the
 * build's `self-contained.ts` does) — runs here, off the server's thread and under the page budgets.
 * A page that loops or explodes fails alone, with its error in the overlay, while the server answers
 * the others and stops on Ctrl-C. One runner per config, page maps and site data (a new one when
 * any changes: its threads hold them), two threads: a page that loops holds one until its budget ends,
 * the other serves the rest.
 */
export class DevRunner {
  private current?: {
    config: Site['config']
    pageMaps: PageMap[]
    siteInfos: Map<string, SiteData>
    runner: PageRunner
  }

  /** The runner of the site as it is now (a new one when its config or a page map changed). */
  private runnerOf({ site, siteInfos, dates }: DevRunnerSite, locale: string): PageRunner {
    // (A change of the navigation gives a locale a new page map.)
    const pageMaps = [...site.pageMaps.values()]
    const current = this.current
    if (
      current?.config === site.config &&
      // (New site data: new stylesheet URLs, `DevSite.restyle`.)
      current.siteInfos === siteInfos &&
      current.pageMaps.length === pageMaps.length &&
      current.pageMaps.every((pageMap, i) => pageMap === pageMaps[i])
    )
      return current.runner
    current?.runner.close()
    const setup: RunnerSetup = {
      config: site.config,
      pageMaps: [...site.pageMaps],
      assetUrls: siteInfos.get(locale)!.assets,
      dates: [...dates],
      siteDir: site.config.siteDir,
      dynamicModule: builtinAliases()['next/dynamic'],
      siteInfos: [...siteInfos],
      wholeSidebar: true,
      ...(site.nextra && { nextra: site.nextra })
    }
    const runner = new PageRunner(setup, pageBudgets(site.config), 2, { cloneable: siteTravels(site), unref: true })
    this.current = { config: site.config, pageMaps, siteInfos, runner }
    return runner
  }

  /**
   * Starts a thread of the site's runner ahead of the first page, which then waits for no thread to
   * load React and the templates (the server's thread loads its own meanwhile).
   */
  warm(at: DevRunnerSite): void {
    const { defaultLocale } = at.site.config.i18n
    if (at.siteInfos.has(defaultLocale)) this.runnerOf(at, defaultLocale).warm()
  }

  /**
   * Renders a route in the runner: its HTML, or with `article`, the inside of its `<article>` alone.
   * Never rejects: what the page's code does is in the diagnostics.
   */
  async run(
    at: () => DevRunnerSite,
    entry: RouteEntry,
    source: PageSource,
    compiled: CompiledMdx,
    code: DevPageCode,
    options: DevRunOptions = {},
    retried = false
  ): Promise<DevRun> {
    const { article = false } = options
    const runner = this.runnerOf(at(), entry.locale)
    const { code: _code, staticContent: _content, ...facts } = compiled
    try {
      // (An app page's routes are the app router's, a dynamic route file's its getStaticPaths': the job
      // of a dynamic one renders the route asked for alone, of those its generateStaticParams or
      // getStaticPaths lists.)
      const app = source.app !== undefined
      const dynamic = app ? source.app!.route === undefined : isDynamicRoute(source)
      const paths = app || dynamic
      const job: RunnerJob = {
        source,
        compiled: facts,
        ...code,
        routes: paths ? [] : [[entry.locale, entry.node.route]],
        ...(paths && { dynamicLocale: entry.locale }),
        ...(dynamic && { dynamicRoute: entry.node.route }),
        ...(dynamic && options.paths && { dynamicPaths: options.paths }),
        ...(options.errorPages && { errorPages: options.errorPages }),
        article
      }
      const result = await inSiteFolder(at().site.config.siteDir, () => runner.run(job))
      const bytes = (paths ? result.dynamic.find(([route]) => route === entry.node.route) : result.html[0])?.[1]
      const notFound = paths && !bytes && !result.diagnostics.some(d => d.severity === 'error')
      return {
        ...(notFound && { notFound }),
        // (A route handler's body is a file, served as it is: `html` is a page's.)
        ...(source.app?.handler
          ? { html: '', ...(bytes && { file: bytes }) }
          : { html: bytes ? Buffer.from(bytes).toString() : '' }),
        article: result.article[0]?.[1],
        pageJson: result.pageData[0]?.[1],
        ...(result.reads && { reads: result.reads }),
        ...(result.paths && { paths: result.paths }),
        ...(result.errorPages && {
          errorPages: result.errorPages.map(([path, html]): [string, string] => [path, Buffer.from(html).toString()])
        }),
        ...(app &&
          !source.app!.handler && {
            appRoutes: result.dynamic.map(([route, html]): [string, string] => [route, Buffer.from(html).toString()])
          }),
        diagnostics: result.diagnostics
      }
    } catch (error) {
      // The site changed while the page ran (its runner was closed): run it in the new one.
      if (runner.closed && !retried) return this.run(at, entry, source, compiled, code, options, true)
      return {
        html: '',
        diagnostics: [
          diagnostic('INTERNAL', `Page could not be rendered: ${(error as Error).message}`, { file: source.display })
        ]
      }
    }
  }

  /** Ends the runner's threads. */
  close(): void {
    this.current?.runner.close()
    this.current = undefined
  }
}

let inSite = 0
let restore: string | undefined

/**
 * Runs `run` with the site folder as the process's working directory, as the build runs pages (`next
 * build` runs in the site folder): code reading `process.cwd()`-relative files at render time finds
 * them whichever folder `guildsite dev` was started from. Pages render side by side, so the folder is
 * left only when the last of them ends. (The dev server itself uses absolute paths.)
 */
async function inSiteFolder<T>(folder: string, run: () => Promise<T>): Promise<T> {
  if (inSite++ === 0 && process.cwd() !== folder)
    try {
      restore = process.cwd()
      process.chdir(folder)
    } catch {
      restore = undefined
    }
  try {
    return await run()
  } finally {
    if (--inSite === 0 && restore !== undefined) {
      const previous = restore
      restore = undefined
      try {
        process.chdir(previous)
      } catch {
        // (The folder it was started from is gone: stay in the site's.)
      }
    }
  }
}
