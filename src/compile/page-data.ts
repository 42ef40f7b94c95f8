import type { ComponentType } from 'react'
import { diagnostic, positionAt, type Diagnostic } from '../shared/diagnostics.js'
import { guardedContent } from './degraded-page.js'

// Next.js' build-time data functions, run once per page when the build loads its bundled module
// (bundle-pages.ts): `getStaticProps` gives the page's props, which the page's content receives
// and `useData()` reads (templates/data.tsx). Requests reach the network when the machine
// has one (fetchPackageInfo asks the npm registry); there is no server here: a function
// that rejects, throws or outlives its time budget is a warning at its export, and the page renders
// with empty data. The build never serves such a page from the render cache (src/pipeline/compile-render.ts).

/** guildsite's own data budget, when neither the environment nor the config sets one. */
export const DEFAULT_DATA_TIME_BUDGET_MS = 10_000

let configured: number | undefined

/**
 * The build's data budget from its config (`pageBudget.dataSeconds`: a website folder's Next config
 * `staticPageGenerationTimeout`); set by each thread that runs pages' data functions (the page runner's).
 */
export function setDataTimeBudget(config?: { pageBudget?: { dataSeconds?: number } }): void {
  const seconds = config?.pageBudget?.dataSeconds
  configured = seconds && seconds > 0 ? seconds * 1000 : undefined
}

/**
 * How long one page's data function (`getStaticProps`, `getStaticPaths`, a route handler) may take before
 * the page renders without its data: `GUILDSITE_DATA_TIMEOUT_MS`, else the config's, else 10 s.
 */
export function dataTimeBudgetMs(): number {
  const env = Number(process.env.GUILDSITE_DATA_TIMEOUT_MS)
  return env > 0 ? env : (configured ?? DEFAULT_DATA_TIME_BUDGET_MS)
}

/** What gives a data function more time, for the timeout's warning. */
const MORE_TIME =
  "GUILDSITE_DATA_TIMEOUT_MS, or next.config's staticPageGenerationTimeout (seconds), gives it more time"

export interface PageDataOptions {
  /** The page file, relative to the site folder (for messages). */
  display: string
  /** The page's MDX source (for the line of the export), read only when the page has data functions. */
  source?: string | (() => Promise<string | undefined>)
  /** Params of the route being built (a dynamic route's `getStaticPaths` entry). */
  params?: Record<string, string | string[]>
  timeoutMs?: number
  /** The site folder: the working directory while the data functions run, as `next build` runs them in the project's folder. */
  cwd?: string
  /** Run the data function of a dynamic route page (one with `getStaticPaths`), which loading alone does not: it runs per path. */
  run?: boolean
  /**
   * Next's export rules for a component page of the pages router: `notFound` writes no page (quietly,
   * as `next build` does), a `redirect` none either (Next refuses one while it prerenders: a warning).
   */
  exportRules?: boolean
}

/** Key of a page module's remote MDX facts (`{ headings, title }` of `buildDynamicMDX`). */
export const DYNAMIC_OPTS = '__gsDynamicOpts'
/** The export holding a dynamic route's params, for `useRouter().query` (render-site.tsx). */
export const ROUTE_PARAMS = '__gsParams'

/** True when the source of a page exports Next's `getStaticProps` (cheap: a test of the text). */
export const exportsStaticProps = (source: string): boolean => /\bexport\b[^\n]*\bgetStaticProps\b/.test(source)

/** Line and column of the export that defines `name` in the page's source. */
export function exportAt(source: string | undefined, name: string): { line: number; column: number } | undefined {
  if (!source) return undefined
  const match = new RegExp(`^[ \\t]*export\\b[^\\n]*\\b${name}\\b`, 'm').exec(source)
  return match ? positionAt(source, match.index + (match[0].length - match[0].trimStart().length)) : undefined
}

const TIMED_OUT = Symbol('timed out')

/** The props of a page whose data function failed: `useData()` gives an empty object, not undefined. */
const FAILED_PROPS: Record<string, unknown> = Object.freeze(
  // (Marked, so that what renders nothing for want of the data does not warn again: templates/data.tsx.)
  Object.defineProperty({ ssg: Object.freeze({}) }, Symbol.for('guildsite.data-failed'), { value: true })
) as Record<string, unknown>

async function withinBudget<T>(run: () => Promise<T> | T, ms: number): Promise<T | typeof TIMED_OUT> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<typeof TIMED_OUT>(resolve => {
    // (Not unref'd: a data function that never settles leaves nothing else to keep the process alive.)
    timer = setTimeout(() => resolve(TIMED_OUT), ms)
  })
  try {
    return await Promise.race([Promise.resolve().then(run), timeout])
  } finally {
    clearTimeout(timer)
  }
}

/**
 * Runs `run` with `folder` as the working directory (pages read `process.cwd()`-relative files, as
 * under `next build`). Pages load one at a time, and the build uses absolute paths everywhere else.
 */
export async function inFolder<T>(folder: string | undefined, run: () => Promise<T>): Promise<T> {
  const previous = process.cwd()
  if (!folder || folder === previous) return run()
  try {
    process.chdir(folder)
  } catch {
    return run() // (worker threads cannot change it)
  }
  try {
    return await run()
  } finally {
    process.chdir(previous)
  }
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error))

/**
 * Runs the page's `getStaticProps` (when it exports one) and returns its props with the warnings:
 * `{}` when there is none or it fails.
 */
export async function runStaticProps(
  module: Record<string, unknown>,
  options: PageDataOptions
): Promise<
  { props: Record<string, unknown>; diagnostics: Diagnostic[]; failed?: boolean; unwritten?: boolean } | undefined
> {
  const getStaticProps = module.getStaticProps
  if (typeof getStaticProps !== 'function') return undefined
  const diagnostics: Diagnostic[] = []
  const source = typeof options.source === 'function' ? await options.source().catch(() => undefined) : options.source
  const warn = (message: string) =>
    diagnostics.push(
      diagnostic('PAGE_DATA', message, {
        file: options.display,
        ...(source && { source, ...exportAt(source, 'getStaticProps') })
      })
    )
  const context = {
    params: options.params ?? {},
    locales: undefined,
    locale: undefined,
    defaultLocale: undefined,
    preview: false
  }
  let result: unknown
  try {
    result = await inFolder(options.cwd, () =>
      withinBudget(
        () => (getStaticProps as (context: unknown) => unknown)(context),
        options.timeoutMs ?? dataTimeBudgetMs()
      )
    )
  } catch (error) {
    warn(`getStaticProps failed at build time (${describe(error)}); the page renders with empty data`)
    return { props: FAILED_PROPS, diagnostics, failed: true }
  }
  if (result === TIMED_OUT) {
    warn(
      `getStaticProps did not finish within ${Math.round((options.timeoutMs ?? dataTimeBudgetMs()) / 1000)} s: something it awaits (a network request, most likely) had not answered; the page renders with empty data (${MORE_TIME})`
    )
    return { props: FAILED_PROPS, diagnostics, failed: true }
  }
  const value = result as { props?: unknown; notFound?: unknown; redirect?: unknown } | undefined
  if (value && typeof value === 'object' && value.props && typeof value.props === 'object') {
    // Next awaits a props promise too.
    return { props: (await Promise.resolve(value.props)) as Record<string, unknown>, diagnostics }
  }
  if (options.exportRules && (value?.notFound || value?.redirect)) {
    if (!value.notFound)
      warn(
        'getStaticProps returned a redirect, which Next refuses while it prerenders a page (gsp-redirect-during-prerender); the page is not written'
      )
    return { props: {}, diagnostics, unwritten: true }
  }
  if (value?.notFound || value?.redirect)
    warn(
      `getStaticProps returned ${value.notFound ? 'notFound' : 'a redirect'}, which a static site cannot serve; the page renders with empty data`
    )
  else warn('getStaticProps returned no props object; the page renders with empty data')
  return { props: FAILED_PROPS, diagnostics, failed: true }
}

/**
 * The page module with its data in place: the default export renders inside the data context and
 * receives the props, as a Next.js page does. Unchanged when the page has no `getStaticProps`.
 */
export async function withPageData(
  module: Record<string, unknown>,
  options: PageDataOptions
): Promise<{ module: Record<string, unknown>; diagnostics: Diagnostic[]; unwritten?: boolean }> {
  if (typeof module.getStaticPaths === 'function' && !options.run) return { module, diagnostics: [] }
  const data = await runStaticProps(module, options)
  if (data?.unwritten) return { module, diagnostics: data.diagnostics, unwritten: true }
  if (!data && !options.params) return { module, diagnostics: [] }
  const [{ createElement }, { DataProvider }] = await Promise.all([import('react'), import('../../templates/data.js')])
  const Content = module.default as Parameters<typeof createElement>[0]
  const props = data?.props ?? {}
  // A dynamic route's params reach the content as a prop, as Next's router query holds them.
  const contentProps = options.params ? { params: options.params, ...props } : props
  // A page whose data function failed may fail to render for want of it: it is written with a
  // placeholder in place of what failed (degraded-page.ts), never sinking the site.
  const Guarded = data?.failed
    ? await guardedContent(
        Content as ComponentType<Record<string, unknown>>,
        props,
        contentProps,
        options,
        data.diagnostics
      )
    : Content
  function PageWithData(own: Record<string, unknown>) {
    return createElement(DataProvider, { value: props }, createElement(Guarded, { ...contentProps, ...own }))
  }
  // The table of contents and title of MDX compiled by buildDynamicMDX, for the page around it (render-site.tsx).
  const dynamic = (props.__nextra_dynamic_opts ?? undefined) as { headings?: unknown; title?: unknown } | undefined
  return {
    module: {
      ...module,
      default: PageWithData,
      ...(dynamic && { [DYNAMIC_OPTS]: dynamic }),
      ...(options.params && { [ROUTE_PARAMS]: options.params })
    },
    diagnostics: data?.diagnostics ?? []
  }
}
