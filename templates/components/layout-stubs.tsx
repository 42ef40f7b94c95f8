// Parts of Nextra's and the Guild's page chrome. guildsite's layout draws its own navbar, footer,
// search, theme and locale switches around every page, so a page or theme config that renders one
// of these gets nothing in its place (never a second navbar inside the content).
import type { ReactElement, ReactNode } from 'react'

/** Marks the theme's parts: never a site's wrapper around the page (`src/app-router/layout-wrappers.ts`). */
const CHROME = Symbol.for('guildsite.chrome')

const named = (name: string) =>
  Object.assign((_props: Record<string, unknown>): ReactElement | null => null, { displayName: name, [CHROME]: true })

export const Navbar = named('Navbar')
export const Footer = named('Footer')
export const FooterExtended = named('FooterExtended')
export const Header = named('Header')
export const Nav = named('Nav')
export const HiveNavigation = named('HiveNavigation')
export const HiveFooter = named('HiveFooter')
export const ThemeSwitch = named('ThemeSwitch')
export const ThemeSwitcherButton = named('ThemeSwitcherButton')
export const LocaleSwitch = named('LocaleSwitch')
export const LastUpdated = named('LastUpdated')
export const SearchBar = named('SearchBar')
export const Search = named('Search')
export const HiveLayoutConfig = named('HiveLayoutConfig')
/** Nextra 4 `Head` component (colours and favicon of the layout): the site config sets those. */
export const NextraHead = named('Head')

/** Layout wrappers (`Layout`, `GuildLayout`, `HiveLayout`, `Body`, the docs theme's default export): their children. */
function passThrough(name: string) {
  return Object.assign(({ children }: { children?: ReactNode }): ReactElement => <>{children}</>, {
    displayName: name,
    [CHROME]: true
  })
}
export const Layout = passThrough('Layout')
export const GuildLayout = passThrough('GuildLayout')
export const HiveLayout = passThrough('HiveLayout')
export const Body = passThrough('Body')
export const ThemeLayout = passThrough('Layout')

/**
 * `NotFoundPage` / `ServerSideErrorPage` of the docs theme, used by a site's own 404 and 500 pages
 * (Nextra 4's `children` take the heading's place: the Guild's `app/not-found.tsx` gives its own).
 */
export function NotFoundPage({
  content = 'Submit an issue about broken link',
  labels: _labels,
  children,
  className
}: {
  content?: ReactNode
  labels?: string
  children?: ReactNode
  className?: string
}): ReactElement {
  return (
    <div className={className ? `gs-error-message ${className}` : 'gs-error-message'}>
      {children || <h1>404: Page Not Found</h1>}
      <p>{content}</p>
    </div>
  )
}

export function ServerSideErrorPage({
  content = 'Submit an issue about error in url',
  labels: _labels
}: {
  content?: ReactNode
  labels?: string
}): ReactElement {
  return (
    <div className="gs-error-message">
      <h1>500: Internal Server Error</h1>
      <p>{content}</p>
    </div>
  )
}
