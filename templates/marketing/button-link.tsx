import type { ReactElement } from 'react'
import { ArrowRightIcon, ExternalIcon } from '../layout/icons.js'
import { Link } from './link.js'
import type { LinkItem } from './types.js'

export interface ButtonLinkProps {
  item: LinkItem
  variant: 'primary' | 'secondary'
}

/**
 * A link item drawn as a button: the primary one filled with the accent, the secondary one
 * outlined. The trailing icon says where the link goes: ↗ to a new tab, → within reach.
 */
export function ButtonLink({ item, variant }: ButtonLinkProps): ReactElement {
  const Icon = item.newWindow && /^https?:\/\//i.test(item.href) ? ExternalIcon : ArrowRightIcon
  return (
    <Link {...item} className={`gs-mk-button gs-mk-button--${variant}`}>
      <span>{item.children}</span>
      <Icon className="gs-mk-button-icon" />
    </Link>
  )
}

/** A row of button links: the first is primary, the others secondary. */
export function ButtonRow({
  links,
  className = 'gs-mk-actions'
}: {
  links: LinkItem[]
  className?: string
}): ReactElement | null {
  if (links.length === 0) return null
  return (
    <div className={className}>
      {links.map((item, index) => (
        <ButtonLink key={`${item.href}|${index}`} item={item} variant={index === 0 ? 'primary' : 'secondary'} />
      ))}
    </div>
  )
}
