import type { ReactElement } from 'react'

/**
 * nextra-theme-docs' footer (config `chrome: 'nextra'`): a grey band under the page holding the
 * site's own footer content (`<Footer>`'s children, a theme config's `footer.content`), as the site's
 * code rendered it at build time — no company columns, no guildsite credit. A site that gives no
 * footer content has none, as Nextra 4's `<Layout>` without `footer`.
 */
export function NextraFooter({ markup }: { markup?: string }): ReactElement | null {
  if (markup === undefined) return null
  return (
    <footer className="gs-footer gs-nextra-footer">
      <div className="gs-nextra-footer-inner" dangerouslySetInnerHTML={{ __html: markup }} />
    </footer>
  )
}
