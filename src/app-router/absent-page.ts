import { readFileSync } from 'node:fs'
import { isAbsolute, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createElement, Suspense, type ComponentType, type ReactNode } from 'react'
import type { PageSource } from '../content/types.js'
import { PAGE_FALLBACK } from '../islands/client-render.js'
import { ISLAND_ROOT_OF } from '../islands/island.js'
import { diagnostic, positionAt, type Diagnostic } from '../shared/diagnostics.js'
import { absentCause, type Cause } from './absent-causes.js'

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
 * The file of the site whose code made the failed `fetch()` call (or used the stand-in), and where in
 * it: the first frame of the call's (or the error's) stack in the page's bundle (not minified: esbuild heads each module's code with a
 * `// <path>` comment, relative to the site folder), and in that file the `fetch(` before the URL's
 * literal (else its first `fetch(`; a stand-in's first call, else its name). Undefined when the stack does not lead to the site's code.
 */
function callSite(source: PageSource, failure: Failure): { display: string; text: string; at?: number } | undefined {
  const siteDir = source.file.path.slice(0, source.file.path.length - source.display.length)
  // (A fetch's stack is taken inside our `fetch`; an error's first line is its message.)
  for (const frame of failure.stack?.split('\n').slice(failure.kind === 'fetch' ? 2 : 1) ?? []) {
    const found = /\((file:\/\/[^)]+?|\/[^)]+?):(\d+):(\d+)\)$|at (file:\/\/\S+?|\/\S+?):(\d+):(\d+)$/.exec(
      frame.trim()
    )
    if (!found) continue
    const [file, line, column] = found[1] ? [found[1], found[2], found[3]] : [found[4], found[5], found[6]]
    const path = file.startsWith('file:') ? fileURLToPath(file) : file
    if (path.includes('/node_modules/') || !/\.m?js$/.test(path)) continue
    let lines: string[]
    try {
      lines = readFileSync(path, 'utf8').split('\n')
    } catch {
      continue
    }
    for (let i = Number(line) - 1; i >= 0; i--) {
      const head = /^\/\/ (\S.*)$/.exec(lines[i] ?? '')
      if (!head) continue
      // (`app/x.tsx`, or a plugin's namespace and the absolute path: `gs-island-original:/site/app/x.tsx`;
      // `gs-page:` is the page's generated module.)
      const named = head[1].replace(/^(?!gs-page:)[\w-]+:(?=\/)/, '')
      const display = isAbsolute(named) ? relative(siteDir, named) : named
      if (/^[\w-]+:/.test(display) || display.startsWith('..') || display.includes('node_modules/')) return undefined
      let text: string
      try {
        text = readFileSync(join(siteDir, display), 'utf8')
      } catch {
        return undefined
      }
      if (failure.kind === 'stand-in') {
        const root = importedAs(text, failure.what) ?? /^[\w$]+/.exec(failure.what)?.[0]
        const call = root ? new RegExp(`\\b${root.replace(/\$/g, '\\$')}\\s*\\(`).exec(text) : null
        // (Else its last member, which the site's code names where the stand-in came from elsewhere:
        // `api.GET(…)` of `createClient().GET`.)
        const member = /[\w$]+(?=\(?\)?$)/.exec(failure.what)?.[0]
        // (Else the line that failed: the stand-in came from a module this one imports — `Object.keys(info)`
        // of `Convert.toInfo()` in lib/data.ts — and the frame's line of the bundle is found in the file.)
        const at =
          call?.index ??
          standInAt(text, failure.what)?.index ??
          (member ? standInAt(text, member)?.index : undefined) ??
          bundledCodeAt(text, lines[Number(line) - 1] ?? '', Number(column))
        return { display, text, ...(at !== undefined && { at }) }
      }
      const url = text.indexOf(failure.what)
      const before = url < 0 ? text : text.slice(0, url)
      const calls = [...before.matchAll(/\bfetch\s*\(/g)]
      const at = url < 0 ? calls[0]?.index : calls.at(-1)?.index
      return { display, text, ...(at !== undefined && { at }) }
    }
    return undefined
  }
  return undefined
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
  const site =
    'imported' in cause && !standInAt(ownText(source), cause.what)
      ? callSite(source, { ...cause, route: '' })
      : undefined
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
  const site = callSite(source, { ...cause, route: '' })
  if (!site) return undefined
  const at = site.at ?? site.text.length
  const declared = [...site.text.slice(0, at).matchAll(/\bfunction\s+([A-Z][\w$]*)|\bconst\s+([A-Z][\w$]*)\s*=/g)].at(
    -1
  )
  return declared?.[1] ?? declared?.[2]
}

/** Where the page's text names the stand-in's first name (`generateDefinition` of `generateDefinition().filePath`): its import. */
/**
 * Where in a site file's `text` the code that failed is, from the frame's line of its bundle
 * (`bundled`: esbuild's output, its JSX compiled, often onto one line) and column: the member chain
 * that ends there (`berth.paths.map`), found in the file without regard to spaces; undefined when
 * the file does not have it.
 */
function bundledCodeAt(text: string, bundled: string, column: number): number | undefined {
  const before = /[\w$]+(?:\s*\??\.\s*[\w$]+)*\s*\??\.?\s*$/.exec(bundled.slice(0, column - 1))?.[0] ?? ''
  const chain = (before + (/^[\w$]+/.exec(bundled.slice(column - 1))?.[0] ?? '')).replace(/\s+/g, '')
  if (!chain.includes('.')) return undefined
  const pattern = new RegExp(
    `(?<![\\w$])${chain
      .split(/(\??\.)/)
      .map(part => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('\\s*')}`
  )
  return pattern.exec(text)?.index
}

function standInAt(text: string, name: string): { index: number } | undefined {
  // (An absent package's default export is named by the package: where the file calls what it imports it as.)
  const local = importedAs(text, name)
  if (local) {
    const found = new RegExp(`(?<![\\w$.])${local.replace(/\$/g, '\\$')}\\s*\\(`).exec(text)
    if (found) return { index: found.index }
  }
  const root = local ?? /^[\w$]+/.exec(name)?.[0]
  const found = root ? new RegExp(`\\b${root.replace(/\$/g, '\\$')}\\b`).exec(text) : null
  return found ? { index: found.index } : undefined
}

/**
 * The name `text` imports by default the absent package a stand-in's name begins with
 * (`react-use-measure()` → `useMeasure` of `import useMeasure from 'react-use-measure'`), if any.
 */
function importedAs(text: string, name: string): string | undefined {
  const ends = [...name.matchAll(/(?=[(.])|$/g)].map(match => match.index).reverse()
  for (const end of ends) {
    const specifier = name.slice(0, end)
    if (!specifier || /^[\w$]+$/.test(specifier)) continue
    const quoted = specifier.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    const local = new RegExp(`\\bimport\\s+([A-Za-z_$][\\w$]*)\\b[^;'"]*?from\\s*['"]${quoted}['"]`).exec(text)?.[1]
    if (local) return local
  }
  return undefined
}

/** The page's own text (a page.tsx is built from a generated module that imports it). */
function ownText(source: PageSource): string {
  if (source.app?.kind !== 'component') return source.source
  try {
    return readFileSync(source.file.path, 'utf8')
  } catch {
    return source.source
  }
}
