import { iconDrawing } from '../layout/icons.js'

/**
 * The 24-unit line drawings that more than one icon set shows: the docs chrome's
 * (templates/layout/icons.tsx, where most are defined), `nextra/icons`
 * (templates/modules/nextra-icons.tsx) and `@theguild/components`' icons
 * (templates/components/guild-icons.tsx). One drawing, one place: the sets differ only in their
 * names and in how they render it.
 */
export const LINE_DRAWINGS = {
  arrowRight: iconDrawing('arrow-right'),
  chevronDown: iconDrawing('chevron-down'),
  close: iconDrawing('close'),
  menu: iconDrawing('menu'),
  moon: iconDrawing('moon'),
  search: iconDrawing('search'),
  arrowUpRight: <path d="M7 17 17 7M8 7h9v9" />,
  check: <path d="M5 12.5l4.5 4.5L19 7.5" />,
  file: <path d="M6 3h8l4 4v14H6zM14 3v4h4" />,
  gitHub: (
    <path d="M9 19c-4 1.5-4-2-6-2.5m12 5v-3.5c0-1 .1-1.4-.5-2 2.8-.3 5.5-1.4 5.5-6a4.6 4.6 0 0 0-1.3-3.2 4.2 4.2 0 0 0-.1-3.2s-1.1-.3-3.5 1.3a12.3 12.3 0 0 0-6.2 0C6.5 2.8 5.4 3.1 5.4 3.1a4.2 4.2 0 0 0-.1 3.2A4.6 4.6 0 0 0 4 9.5c0 4.6 2.7 5.7 5.5 6-.6.6-.6 1.2-.5 2V21" />
  ),
  graphQL: <path d="M12 3l8 4.5v9L12 21l-8-4.5v-9zM12 3 4 16.5h16z" />,
  informationCircle: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v5M12 8h.01" />
    </>
  )
}
