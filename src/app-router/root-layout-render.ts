import { diagnostic, type Diagnostic } from '../shared/diagnostics.js'
import { LOCAL_THEME_EXPORT, ROOT_LAYOUT_EXPORT } from './find-app-pages.js'

// A page's render inside the root layout's own components (its providers, `layout-wrappers.ts`), as the
// page runner does it (`src/page-runner/run-page.ts`): the page bundle exports the layout's module under
// `ROOT_LAYOUT_EXPORT` when it may wrap the slot; the page's default export is wrapped in what the layout
// puts around it, and a page that fails inside those components renders again without them, with a
// warning (the site's provider, not the page, failed: the visitor still gets the page).

type PageModule = Record<string, unknown>

/** The page's module with its content inside the root layout's own components (unchanged when there are none). */
export async function inRootLayout(
  module: PageModule,
  locale: string,
  /** Calls the layout where its server functions read the page map (`getPageMap`). */
  inScope: <T>(run: () => T) => T
): Promise<PageModule> {
  if (!module[ROOT_LAYOUT_EXPORT]) return module
  const { withLayoutWrappers } = await import('./layout-wrappers.js')
  return withLayoutWrappers(module, module[ROOT_LAYOUT_EXPORT], inScope, locale, Boolean(module[LOCAL_THEME_EXPORT]))
}

/**
 * The page rendered again without the root layout's components it failed inside (`error`), by `render`,
 * with a warning when it renders.
 */
export async function renderWithoutRootLayout<T>(
  module: PageModule,
  render: (alone: PageModule) => Promise<T>,
  diagnostics: Diagnostic[],
  page: { route: string; display: string },
  error: unknown
): Promise<T> {
  const { [ROOT_LAYOUT_EXPORT]: _layout, [LOCAL_THEME_EXPORT]: _theme, ...alone } = module
  const before = diagnostics.length
  const html = await render(alone)
  if (!diagnostics.slice(before).some(found => found.severity === 'error'))
    diagnostics.push(
      diagnostic(
        'MDX_RENDER',
        `Page ${page.route} failed inside the root layout's own components (${error instanceof Error ? error.message : String(error)}); it is rendered without them`,
        { file: page.display },
        { severity: 'warning' }
      )
    )
  return html
}
