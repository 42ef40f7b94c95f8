import { createContext, useContext, type ComponentType, type ReactElement, type ReactNode } from 'react'

// Nextra 4 (nextra-theme-docs' `<Layout>`) draws the navbar, its children and the footer; the docs body — the
// sidebar, the article and the TOC — is drawn by the MDX page's wrapper (`useMDXComponents().wrapper`), so an
// app page's nested `layout.tsx` holds the whole body in its own markup (Hive's blog posts, product updates
// and case studies: a 1,208 px `.main-content` box whose CSS narrows the article to 640 px and hides the TOC).
// `DocsLayout` draws the body here, at the wrapper's place, for a page marked with `docsBodyInside`
// (`src/app-router/render-app-page.ts`), and its navbar and footer around the layouts.

/** Draws the docs body around a page's content; given by `DocsLayout` for a page that holds it. */
export const DocsBodyContext = createContext<((content: ReactNode) => ReactNode) | undefined>(undefined)

/** A page component whose own markup holds the docs body (`DocsBodySlot`), not the reverse. */
export type DocsBodyHolder = ComponentType & { docsBodyInside?: true }

/** Whether the page draws the docs body itself, inside its own layouts. */
export const holdsDocsBody = (Content: ComponentType): boolean => (Content as DocsBodyHolder).docsBodyInside === true

/**
 * The MDX page's wrapper inside its nested layouts: the docs body with the page as its article. Without a
 * `DocsLayout` around it (nextra-theme-blog's column, the dev server's article alone), the bare wrapper
 * Nextra's markup has: one box, an (empty) aside first, then the content.
 */
export function DocsBodySlot({ children }: { children?: ReactNode }): ReactElement {
  const body = useContext(DocsBodyContext)
  if (body) return <>{body(children)}</>
  return (
    <div className="gs-app-mdx">
      <div className="gs-app-mdx-aside" />
      <div className="gs-app-mdx-article">{children}</div>
    </div>
  )
}
