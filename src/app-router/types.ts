/** What the build knows of one page of Nextra 4's app router (`app/**\/page.*`). */
export interface AppPageInfo {
  /** The app folder (absolute). */
  appDir: string
  /** The page's folders under `app/`, as written (route groups and `[param]` segments included). */
  segments: string[]
  /** The route, when no segment is dynamic; otherwise `generateStaticParams` gives the routes. */
  route?: string
  /** `layout.*` files above the page, outermost first (the module exports them as `__gsAppLayouts`). */
  layouts: string[]
  /** The app folder's own layout: read as the theme config, never rendered around pages. */
  rootLayout?: string
  /** `component`: a `page.{tsx,jsx,ts,js}` (default export rendered); `mdx`: a `page.{md,mdx}`. */
  kind: 'component' | 'mdx'
  /**
   * A component page that renders its content in the MDX `wrapper` of `useMDXComponents` (remote
   * docs: `const { wrapper: Wrapper } = useMDXComponents()`): a docs page, as Nextra's theme shows it.
   */
  docsWrapper?: boolean
  /**
   * A component page of the pages router (`pages/stats.tsx`): its `getStaticProps` gives its props and,
   * when dynamic, its `getStaticPaths` its routes (`pages-router-data.ts`).
   */
  pagesRouter?: boolean
  /**
   * A page of the app router beside a Nextra 2 or 3 site's pages router (Next 13.4 and later build both:
   * browser-extension-book's `src/app/test/page.tsx`): Nextra's theme wraps only the pages router, so no
   * navbar, sidebar nor footer is drawn around it.
   */
  outsideTheme?: boolean
  /**
   * No page but a file: a route handler (`app/feed.xml/route.ts`, its `GET` called) or a metadata route
   * (`app/sitemap.ts`, its default export's value in Next's format) written at `route` (`route-handlers.ts`).
   */
  handler?: 'GET' | 'sitemap' | 'robots' | 'manifest'
}
