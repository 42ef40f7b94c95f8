import { createElement, Suspense, type ComponentType, type ReactNode } from 'react'
import type { PageSource } from '../content/types.js'
import { PAGE_FALLBACK } from '../islands/client-render.js'
import { ISLAND_ROOT_OF } from '../islands/island.js'
import { diagnostic, positionAt, type Diagnostic } from '../shared/diagnostics.js'
import { absentCause, type Cause } from './absent-causes.js'
import { callSite, ownText, standInAt } from './absent-call-site.js'

export { absentCause, beginStandInUses, noteFetchFailures, noteReadAbsent } from './absent-causes.js'

// An app page whose render fails for want of something absent at build time (issue 34 items 3 and 7):
// a `fetch()` that fails (no network where the site is built) or a file that is not there. The page
// is still written, its content a placeholder that names the component, and the page file gets one
// warning at the line that fetched or read, naming what was absent. A failure of the site's own code
// stays an error of the page, as in Next.

/**
 * `whole`: the page's own placeholder stands in its content; false: the failing component's nearest
 * `<Suspense>` of the site's code shows its fallback and the rest of the page is written (undefined
 * until the render says which: `renderAppPage` reads it in the page's HTML).
 */
export type Failure = Cause & { route: string; whole?: boolean }

/**
 * Marks the edges of the page's boundary in the HTML: `withoutPageBoundary` takes the boundary's
 * comments away where it rendered whole (the page's HTML is as without it).
 */
const BOUNDARY_EDGE = 'gs-page-boundary'
const BOUNDARY_EDGES =
  /<!--\$--><gs-page-boundary><\/gs-page-boundary>|<gs-page-boundary><\/gs-page-boundary><!--\/\$-->|<gs-page-boundary><\/gs-page-boundary>/g

// (The boundary's fallback is wrapped in PAGE_FALLBACK: `client-render.ts` reads it there.)
const PAGE_FALLBACK_TAGS = /<\/?gs-page-fallback>/g

/** HTML without the marks of app pages' boundaries (`guardAppPage`). */
export const withoutPageBoundary = (html: string): string =>
  html.includes('<gs-page-') ? html.replace(BOUNDARY_EDGES, '').replace(PAGE_FALLBACK_TAGS, '') : html

/**
 * The page component of an app page, guarded: when its render fails for something absent
 * (`absentCause`), it renders a placeholder naming it and notes the route in `failures`; any other
 * failure is thrown on, as before.
 */
export function guardAppPage(
  Page: ComponentType<Record<string, unknown>>,
  route: string,
  failures: Failure[]
): ComponentType<Record<string, unknown>> {
  // The page as the site wrote it, not its island-root wrapper (`islands/island.ts`), which returns
  // the page as an element: what the page awaits would fail after the wrapper returned. (The page's
  // props, promises, cannot be sent to the browser: it is never an island root itself.)
  Page = ((Page as unknown as Record<symbol, unknown>)[ISLAND_ROOT_OF] as typeof Page | undefined) ?? Page
  if (
    typeof Page !== 'function' ||
    (Page as { prototype?: { isReactComponent?: unknown } }).prototype?.isReactComponent
  )
    return Page
  const name = pagePlaceholderName(Page)
  const call = Page as (props: Record<string, unknown>) => ReactNode | Promise<ReactNode>
  const placeholder = async (error: unknown): Promise<ReactNode> => {
    const cause = absentCause(error, true)
    if (!cause) throw error
    if (!failures.some(failure => failure.route === route)) failures.push({ route, ...cause, whole: true })
    const { MissingComponent } = await import('../../templates/mdx-provider.js')
    return createElement(MissingComponent(name))
  }
  async function CaughtPage(props: Record<string, unknown>): Promise<ReactNode> {
    try {
      return await call(props)
    } catch (error) {
      return placeholder(error)
    }
  }
  // A component deeper in the page that fails for something absent (`use()` of a fetch that failed)
  // throws where no try can catch it: the boundary shows the placeholder in its place, and the
  // render's `onAbsent` (`absentRenderFailure`) keeps the page from failing.
  async function GuardedPage(props: Record<string, unknown>): Promise<ReactNode> {
    const { MissingComponent } = await import('../../templates/mdx-provider.js')
    return createElement(
      Suspense,
      { fallback: createElement(PAGE_FALLBACK, null, createElement(MissingComponent(name))) },
      createElement(BOUNDARY_EDGE),
      createElement(CaughtPage, props),
      createElement(BOUNDARY_EDGE)
    )
  }
  return GuardedPage as ComponentType<Record<string, unknown>>
}

/** The name the placeholder of a page that failed whole shows (`data-missing-component`). */
export function pagePlaceholderName(Page: ComponentType<Record<string, unknown>>): string {
  Page = ((Page as unknown as Record<symbol, unknown>)[ISLAND_ROOT_OF] as typeof Page | undefined) ?? Page
  // (The bundler renames a function whose name another module of the chunk uses too: `Page2`.)
  return Page.displayName || (Page.name && Page.name.replace(/(?<=\D)\d+$/, '')) || 'Page'
}

/**
 * Whether the failures of `route` that the render did not place (`whole` unknown) took the whole
 * page: its HTML holds the page's own placeholder, not just a `<Suspense>` fallback of the site's.
 */
export function placeFailures(failures: Failure[], route: string, html: Uint8Array | undefined, name: string): void {
  const marker = Buffer.from(`data-missing-component="${name}"`)
  for (const failure of failures)
    if (failure.route === route && failure.whole === undefined)
      failure.whole = html === undefined || Buffer.from(html.buffer, html.byteOffset, html.byteLength).includes(marker)
}

/**
 * The render's handler of an error thrown inside the page (`PageMapScope.onAbsent`): true, with the
 * route noted in `failures`, when it was for something absent; false for any other error.
 */
export function absentRenderFailure(route: string, failures: Failure[]): (error: unknown) => boolean {
  return error => {
    const cause = absentCause(error, true)
    if (!cause) return false
    if (!failures.some(failure => failure.route === route)) failures.push({ route, ...cause })
    return true
  }
}

/**
 * One warning per page file for its routes written with a placeholder: at the line of the page that
 * fetches (or reads), naming the first URL (or file) and how many routes lack their content.
 */
export function absentPageWarnings(source: PageSource, failures: Failure[]): Diagnostic[] {
  const diagnostics: Diagnostic[] = []
  for (const kind of ['fetch', 'file', 'stand-in'] as const) {
    for (const whole of [true, false]) {
      const own = failures.filter(failure => failure.kind === kind && (failure.whole !== false) === whole)
      if (own.length === 0) continue
      const [first] = own
      // Where the site's code called `fetch()` (a component the page imports), else the page's first call.
      // (A stand-in the page's text does not name: where a component the page imports used it.)
      const site =
        kind === 'fetch' || (kind === 'stand-in' && !standInAt(ownText(source), first.what))
          ? callSite(source, first)
          : undefined
      const text = site?.text ?? ownText(source)
      const call =
        site?.at !== undefined
          ? { index: site.at }
          : kind === 'fetch'
            ? // (Else a helper that fetches: the Guild's `await fetchPackageInfo(name)`.)
              (/\bfetch\s*\(/.exec(text) ?? /\b[\w$]*[Ff]etch[\w$]*\s*\(/.exec(text))
            : kind === 'file'
              ? /\breadFile(?:Sync)?\s*\(/.exec(text)
              : standInAt(text, first.what)
      const routes = own.length === 1 ? `route ${first.route} is` : `${own.length} routes (first: ${first.route}) are`
      const what =
        kind === 'fetch'
          ? `fetch(${first.what}) failed at build time (${first.reason})`
          : kind === 'file'
            ? `${first.what} does not exist (${first.reason})`
            : `${first.what} is a stand-in of an absent import, and the page's code could not use it (${first.reason})`
      const written = whole
        ? `${routes} written with a placeholder in place of the page's content`
        : `${routes} written whole, with the fallback of the <Suspense> around the component that awaited it in its place`
      diagnostics.push(
        diagnostic(
          'PAGE_DATA',
          `${what}; ${written}`,
          { file: site?.display ?? source.display, ...(call && { source: text, ...positionAt(text, call.index) }) },
          {
            severity: 'warning',
            hint:
              kind === 'fetch'
                ? 'Build with network access to fetch it, or keep the content beside the site and read it from there.'
                : kind === 'file'
                  ? 'Add the file beside the site, or give the path the page reads from the site folder.'
                  : "Install the site's dependencies (npm install) to build the page with it."
          }
        )
      )
    }
  }
  return diagnostics
}

/**
 * A page whose module threw while loading for something absent (a top-level `fetch()` that failed):
 * a warning at the page's `fetch(` line, and for a page of one known route, a module whose content is
 * a placeholder (its routes unknown, a dynamic page is not written). Undefined for any other failure.
 */
export async function absentLoadModule(
  source: PageSource,
  error: unknown,
  dynamic: boolean,
  /** An absent import the page's bundle holds the stand-in of (`page-runner/bundle-stand-ins.ts`). */
  imported?: string
): Promise<{ warning: Diagnostic; module?: Record<string, unknown> } | undefined> {
  // (A page that imports something absent may fail for want of it where no stand-in is named: its
  // failure is the absent import's, as with every import present it would be the site's error.)
  const message = String((error as { message?: unknown } | null)?.message ?? error)
  const cause =
    absentCause(error) ??
    (imported !== undefined
      ? {
          kind: 'stand-in' as const,
          what: imported,
          reason: message,
          imported: true,
          stack: String((error as { stack?: unknown }).stack ?? '')
        }
      : undefined)
  if (!cause) return undefined
  // (An absent import the page's text does not name: the site's module whose top level threw.)
  const site = 'imported' in cause && !standInAt(ownText(source), cause.what) ? callSite(source, cause) : undefined
  const text = site?.text ?? ownText(source)
  const at =
    site?.at ??
    (cause.kind === 'fetch'
      ? /\bfetch\s*\(/.exec(text)?.index
      : cause.kind === 'file'
        ? text.indexOf(cause.what)
        : standInAt(text, cause.what)?.index)
  const call = at !== undefined && at >= 0 ? { index: at } : undefined
  const written = !dynamic && (source.app === undefined || source.app.route !== undefined)
  const what =
    cause.kind === 'fetch'
      ? `fetch(${cause.what}) failed at build time (${cause.reason})`
      : cause.kind === 'file'
        ? `${cause.what} does not exist, and the code reading it failed (${cause.reason})`
        : 'imported' in cause
          ? `the page imports ${cause.what}, which is absent, and its code failed (${cause.reason})`
          : `${cause.what} is a stand-in of an absent import, and the code using it failed (${cause.reason})`
  const warning = diagnostic(
    'PAGE_DATA',
    `${what} while the page's module loaded; ${written ? 'the page is written with a placeholder in place of its content' : 'its routes are unknown, so it is not written'}`,
    { file: site?.display ?? source.display, ...(call && { source: text, ...positionAt(text, call.index) }) },
    {
      severity: 'warning',
      hint:
        cause.kind === 'stand-in'
          ? "Install the site's dependencies (npm install) to build the page with it."
          : 'Build with network access, or fetch inside the page or its data function.'
    }
  )
  if (!written) return { warning }
  const { MissingComponent } = await import('../../templates/mdx-provider.js')
  const page = { default: MissingComponent('Page') }
  return { warning, module: source.app?.kind === 'component' ? { __gsAppPage: page, __gsAppLayouts: [] } : page }
}

/**
 * The component of a page's own code that needed what was absent: the function declared last before
 * the `fetch(` (or the stand-in's name) in its text, e.g. `ReleasesRenderer` of an MDX page.
 */
export function absentComponentName(text: string, cause: Cause): string | undefined {
  const at =
    cause.kind === 'fetch'
      ? /\bfetch\s*\(/.exec(text)?.index
      : cause.kind === 'stand-in'
        ? standInAt(text, cause.what)?.index
        : text.indexOf(cause.what)
  if (at === undefined || at < 0) return undefined
  const declared = [...text.slice(0, at).matchAll(/\bfunction\s+([A-Z][\w$]*)|\bconst\s+([A-Z][\w$]*)\s*=/g)].at(-1)
  return declared?.[1] ?? declared?.[2]
}

/**
 * The name the placeholder of a content page that failed for something absent shows: the component
 * of the page's text that needed it (`absentComponentName`), else for a stand-in the one of the
 * site's file where the failure was thrown (a component the page imports: `HardwareMockDemo`).
 */
export function absentPlaceholderName(source: PageSource, cause: Cause): string | undefined {
  const own = absentComponentName(source.source, cause)
  if (own || cause.kind !== 'stand-in') return own
  const site = callSite(source, cause)
  if (!site) return undefined
  const at = site.at ?? site.text.length
  const declared = [...site.text.slice(0, at).matchAll(/\bfunction\s+([A-Z][\w$]*)|\bconst\s+([A-Z][\w$]*)\s*=/g)].at(
    -1
  )
  return declared?.[1] ?? declared?.[2]
}
