import type { ReactElement } from 'react'
import type { ChromeMessages } from './messages.js'
import { ThemeToggle } from './theme-toggle.js'

export interface NextraFooterProps {
  /** The site's footer content as its code rendered it; none: no content row. */
  markup?: string
  /** The theme switch, on a page without a sidebar (whose footer holds it otherwise), and its texts. */
  switcher?: ChromeMessages['theme']
}

/**
 * nextra-theme-docs' footer (config `chrome: 'nextra'`): a grey band under the page holding the
 * site's own footer content (`<Footer>`'s children, a theme config's `footer.content`), as the site's
 * code rendered it at build time — no company columns, no guildsite credit; above it, on a page
 * without a sidebar, the theme switch, as Nextra's footer shows it there. Nothing when it has neither.
 */
export function NextraFooter({ markup, switcher }: NextraFooterProps): ReactElement | null {
  if (markup === undefined && !switcher) return null
  return (
    <footer className="gs-footer gs-nextra-footer">
      {switcher ? (
        <div className="gs-nextra-footer-switchers gs-js-only">
          <ThemeToggle messages={switcher} />
        </div>
      ) : null}
      {markup !== undefined ? (
        <div className="gs-nextra-footer-inner" dangerouslySetInnerHTML={{ __html: markup }} />
      ) : null}
    </footer>
  )
}
