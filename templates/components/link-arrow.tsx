import type { ReactElement, ReactNode } from 'react'
import { ExternalIcon } from '../layout/icons.js'

// Nextra 4's content links (`Anchor` of `nextra/components`, 4.0 on; not in 2 or 3): a Markdown link to
// another site whose content is text alone ends in a thin space and a ↗, drawn in the text's colour
// and size. guildsite draws it with its own external icon, and keeps its screen-reader note after it.

/** The arrow's own class, beside the chrome's external icon's (an inline box of the text's size, on its baseline). */
export const LINK_ARROW_CLASS = 'gs-link-arrow'

/** What comes between the link's text and its arrow: a thin space, as Nextra writes it. */
export const LINK_ARROW_SPACE = '\u2009'

/**
 * Whether a link gets the arrow: the site asks for it (`linkArrows`, a Nextra 4 website folder), the
 * link is Markdown's (`data-md`; JSX `<a>` is no `Anchor` in MDX) and its content one text.
 */
export function wantsLinkArrow(linkArrows: boolean | undefined, markdown: boolean, children: ReactNode): boolean {
  return Boolean(linkArrows) && markdown && typeof children === 'string'
}

/** The thin space and the ↗ after the link's text. */
export function LinkArrow(): ReactElement {
  return (
    <>
      {LINK_ARROW_SPACE}
      <ExternalIcon className={LINK_ARROW_CLASS} />
    </>
  )
}
