import { createContext, useContext, type ReactElement, type ReactNode } from 'react'

// The element a site's root layout gives its navbar (`src/app-router/navbar-child.ts`), rendered in the
// page's own render so that its hooks answer for that page: the page's render provides it, and the
// bar draws it where the site's theme draws it.

export const NavbarChildContext = createContext<ReactNode>(undefined)

/** The site's own navbar element of this page, in a box of the bar's; nothing when the site gives none. */
export function NavbarChild({ className }: { className: string }): ReactElement | null {
  const child = useContext(NavbarChildContext)
  if (child === undefined || child === null) return null
  return <div className={className}>{child}</div>
}
