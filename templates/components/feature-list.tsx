import type { ReactElement, ReactNode } from 'react'
import { Anchor } from './anchor.js'
import { cx } from './class-names.js'
import type { GuildImage, GuildLink } from './guild-types.js'
import { NextImage } from './next-image.js'

export interface FeatureListItem {
  title: ReactNode
  description: ReactNode
  /** An illustration above the title (`next/image` props). */
  image?: GuildImage
  link?: GuildLink
}

export interface FeatureListProps {
  title?: ReactNode
  description?: ReactNode
  items: readonly FeatureListItem[]
  /** A link under the section title. */
  link?: GuildLink
  className?: string
}

/**
 * A centred row of features, each with an illustration, a title, a line of text and an optional
 * link (`@theguild/components` `FeatureList`).
 *
 * @example <FeatureList items={[{ title: 'Fast', description: 'Built for speed', image: { src: fast, alt: '' } }]} />
 */
export function FeatureList({ title, description, items = [], link, className }: FeatureListProps): ReactElement {
  return (
    <section className={cx('gs-feature-list', className)}>
      <div className="gs-guild-container">
        {title ? (
          <div className="gs-feature-list-head">
            <h2 className="gs-guild-title">{title}</h2>
            {description ? <div className="gs-guild-description">{description}</div> : null}
            {link ? <Anchor {...link} className={cx('gs-guild-link', link.className)} /> : null}
          </div>
        ) : null}
        <div className="gs-feature-list-items">
          {items.map((item, index) => (
            <div className="gs-feature-list-item" key={index}>
              {item.image ? (
                <NextImage alt="" {...item.image} className={cx('gs-feature-list-image', item.image.className)} />
              ) : null}
              <h3 className="gs-feature-list-title">{item.title}</h3>
              <div className="gs-feature-list-description">{item.description}</div>
              {item.link ? <Anchor {...item.link} className={cx('gs-guild-link', item.link.className)} /> : null}
            </div>
          ))}
        </div>
      </div>
    </section>
  )
}
