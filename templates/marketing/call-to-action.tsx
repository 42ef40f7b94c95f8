import type { ReactElement, ReactNode } from 'react'
import { ButtonLink } from './button-link.js'
import { ConferenceBackground } from './conference-background.js'
import type { LinkItem } from './types.js'

export interface CallToActionProps {
  primary: LinkItem
  secondary?: LinkItem
  /** With a title the buttons sit in a band with the conference background; without, alone. */
  title?: ReactNode
  description?: ReactNode
  /** A note under the buttons (MDX content). */
  children?: ReactNode
}

/**
 * SPEC §2 "Call-to-action buttons: primary and secondary".
 *
 * @example <CallToAction primary={{ href: '/docs', children: 'Get started' }} secondary={{ href: '/blog', children: 'Read the blog' }} />
 */
export function CallToAction({ primary, secondary, title, description, children }: CallToActionProps): ReactElement {
  const buttons = (
    <div className="gs-mk-actions">
      <ButtonLink item={primary} variant="primary" />
      {secondary ? <ButtonLink item={secondary} variant="secondary" /> : null}
    </div>
  )
  if (title === undefined && description === undefined) {
    return (
      <div className="gs-mk-cta gs-mk-cta--plain">
        {buttons}
        {children ? <div className="gs-mk-cta-note">{children}</div> : null}
      </div>
    )
  }
  return (
    <section className="gs-mk-cta">
      <div className="gs-mk-cta-band">
        <ConferenceBackground className="gs-mk-cta-background" />
        <div className="gs-mk-cta-body">
          {title !== undefined ? <h2 className="gs-mk-heading">{title}</h2> : null}
          {description !== undefined ? <p className="gs-mk-lead">{description}</p> : null}
          {buttons}
        </div>
      </div>
      {children ? <div className="gs-mk-cta-note">{children}</div> : null}
    </section>
  )
}
