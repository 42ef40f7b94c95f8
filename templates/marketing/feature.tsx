import type { ReactElement, ReactNode } from 'react'
import { cx } from '../components/class-names.js'
import { ArrowRightIcon } from '../layout/icons.js'
import { Link } from './link.js'
import { Media, type MarketingImage } from './media.js'
import type { LinkItem } from './types.js'

export interface FeatureProps {
  title?: ReactNode
  /** The feature's text (`text` is accepted as another name for it). */
  description?: ReactNode
  text?: ReactNode
  image?: MarketingImage
  imageAlt?: string
  link?: LinkItem
  /** Image on the left instead of the right (wide screens). */
  flipped?: boolean
  /** More content under the text. */
  children?: ReactNode
}

/**
 * SPEC §2 "Feature": image, text and link side by side, optionally flipped. Stacks on narrow
 * screens with the text first, whatever the side.
 *
 * @example <Feature title="Plugins" description="…" image="/img/plugins.svg" link={{ href: '/plugins', children: 'Learn more' }} flipped />
 */
export function Feature({
  title,
  description,
  text,
  image,
  imageAlt,
  link,
  flipped = false,
  children
}: FeatureProps): ReactElement {
  const body = description ?? text
  return (
    <section
      className={cx('gs-mk-feature', flipped && 'gs-mk-feature--flipped')}
      data-flipped={flipped ? '' : undefined}
    >
      <div className="gs-mk-feature-inner">
        <div className="gs-mk-feature-text">
          {title ? <h2 className="gs-mk-heading">{title}</h2> : null}
          {body ? <p className="gs-mk-lead">{body}</p> : null}
          {children}
          {link ? (
            <Link {...link} className="gs-mk-text-link">
              {link.children}
              <ArrowRightIcon className="gs-mk-text-link-icon" />
            </Link>
          ) : null}
        </div>
        {image !== undefined ? <Media image={image} alt={imageAlt} className="gs-mk-feature-media" /> : null}
      </div>
    </section>
  )
}
