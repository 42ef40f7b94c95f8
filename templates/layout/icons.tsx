import type { ReactElement, ReactNode, SVGProps } from 'react'

// Original line icons of the docs chrome on a 24-unit grid. They inherit `currentColor` so the
// theme colours them, and are hidden from assistive technology: every control that shows one
// carries its own text or aria-label.

type IconProps = SVGProps<SVGSVGElement>

interface IconDrawing {
  drawing: ReactNode
  filled: boolean
}

/** Every chrome icon's drawing by name: the source of its CSS mask (`iconImage`). */
export const ICON_DRAWINGS: Record<string, IconDrawing> = {}

/**
 * An icon as an empty `<svg class="gs-i gs-i-{name}">`: layout.css paints it in `currentColor`
 * through a mask of the drawing, so a page carries ~60 bytes per icon instead of the drawing
 * (issue 7: the chrome repeats chevrons and arrows dozens of times on every page).
 */
function icon(name: string, drawing: ReactNode, filled = false) {
  ICON_DRAWINGS[name] = { drawing, filled }
  return function Icon({ className, ...props }: IconProps): ReactElement {
    return (
      <svg
        className={className ? `gs-i gs-i-${name} ${className}` : `gs-i gs-i-${name}`}
        aria-hidden="true"
        {...props}
      />
    )
  }
}

/** The drawing of a chrome icon, for the icon sets that show the same one (components/line-drawings.tsx). */
export function iconDrawing(name: string): ReactNode {
  return ICON_DRAWINGS[name]!.drawing
}

/** The drawing of an icon as a standalone SVG image (black on transparent), for its CSS mask. */
export function iconImage(name: string): ReactElement {
  const { drawing, filled } = ICON_DRAWINGS[name]!
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill={filled ? '#000' : 'none'}
      stroke={filled ? 'none' : '#000'}
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {drawing}
    </svg>
  )
}

/** Magnifying glass (search box). */
export const SearchIcon = icon('search', <path d="M10.5 4a6.5 6.5 0 1 1 0 13 6.5 6.5 0 0 1 0-13zM20 20l-4.6-4.6" />)

/** Sun: shown while the light theme is active. */
export const SunIcon = icon(
  'sun',
  <>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2.5v2M12 19.5v2M4.6 4.6l1.4 1.4M18 18l1.4 1.4M2.5 12h2M19.5 12h2M4.6 19.4 6 18M18 6l1.4-1.4" />
  </>
)

/** Crescent moon: shown while the dark theme is active. */
export const MoonIcon = icon('moon', <path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z" />)

/** Screen: the theme follows the system setting. */
export const MonitorIcon = icon(
  'monitor',
  <>
    <rect x="3" y="4" width="18" height="12.5" rx="2" />
    <path d="M8.5 20.5h7M12 16.5v4" />
  </>
)

/** Three bars (mobile menu, closed). */
export const MenuIcon = icon('menu', <path d="M4 7h16M4 12h16M4 17h16" />)

/** Cross (mobile menu open, banner dismiss). */
export const CloseIcon = icon('close', <path d="M6 6l12 12M18 6 6 18" />)

/** Chevron pointing right; CSS rotates it for open folders and in RTL. */
export const ChevronRightIcon = icon('chevron-right', <path d="m9 6 6 6-6 6" />)

/** Chevron pointing down (dropdown menus). */
export const ChevronDownIcon = icon('chevron-down', <path d="m6 9 6 6 6-6" />)

/** Arrow leaving a box corner: marks links that open another site in a new tab. */
export const ExternalIcon = icon('external', <path d="M8 16 16 8M9.5 8H16v6.5" />)

/** Arrow to the left (previous page). */
export const ArrowLeftIcon = icon('arrow-left', <path d="M19 12H5m6-6-6 6 6 6" />)

/** Arrow to the right (next page). */
export const ArrowRightIcon = icon('arrow-right', <path d="M5 12h14m-6-6 6 6-6 6" />)

/** Panel with a divider (sidebar collapse toggle). */
export const SidebarIcon = icon(
  'sidebar',
  <>
    <rect x="3.5" y="4.5" width="17" height="15" rx="2.5" />
    <path d="M9.5 4.5v15" />
  </>
)

/** Globe (language switch). */
export const GlobeIcon = icon(
  'globe',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.6 3.7 5.6 3.7 9s-1.2 6.4-3.7 9c-2.5-2.6-3.7-5.6-3.7-9S9.5 5.6 12 3z" />
  </>
)

/** Code-hosting mark: a cat's head with pointed ears (our own drawing, not the brand artwork). */
export const GitHubIcon = icon(
  'github',
  <>
    <path d="M4.5 3.5 8.5 7a10 10 0 0 1 7 0l4-3.5V12a7.5 7.5 0 0 1-15 0z" />
    <path d="M9 12.5h.01M15 12.5h.01" strokeWidth="2.5" />
    <path d="M10.5 16.5c1 .7 2 .7 3 0" />
  </>
)

/** Chat mark: a rounded game-pad with two eyes (our own drawing, not the brand artwork). */
export const DiscordIcon = icon(
  'discord',
  <>
    <path d="M7 5.5C8.6 4.8 10.3 4.5 12 4.5s3.4.3 5 1c2 2.9 3 6.1 2.8 9.6-1.5 1.4-3.2 2.3-5 2.9l-1-1.9c-1.2.3-2.4.3-3.6 0l-1 1.9c-1.8-.6-3.5-1.5-5-2.9C4 11.6 5 8.4 7 5.5z" />
    <path d="M9.3 11.5h.01M14.7 11.5h.01" strokeWidth="2.6" />
  </>
)
