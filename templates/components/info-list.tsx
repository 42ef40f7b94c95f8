import type { ReactElement, ReactNode } from 'react'
import { Anchor } from './anchor.js'
import { cx } from './class-names.js'
import type { GuildLink } from './guild-types.js'

export interface InfoListItem {
  title: ReactNode
  description: ReactNode
  link?: GuildLink
}

export interface InfoListProps {
  title?: ReactNode
  items: readonly InfoListItem[]
  className?: string
}

/**
 * Up to three columns of short texts, each with a title and an optional link under it
 * (`@theguild/components` `InfoList`).
 *
 * @example <InfoList title="Learn more" items={[{ title: 'Docs', description: 'Read the guides', link: { href: '/docs', children: 'Docs →' } }]} />
 */
export function InfoList({ title, items = [], className }: InfoListProps): ReactElement {
  return (
    <section className={cx('gs-info-list', className)}>
      <div className="gs-guild-container">
        {title ? <h2 className="gs-guild-title gs-info-list-title">{title}</h2> : null}
        <div className="gs-info-list-items">
          {items.map((item, index) => (
            <section className="gs-info-list-item" key={index}>
              <h3 className="gs-info-list-item-title">{item.title}</h3>
              <p className="gs-info-list-item-description">{item.description}</p>
              {item.link ? <Anchor {...item.link} className={cx('gs-guild-link', item.link.className)} /> : null}
            </section>
          ))}
        </div>
      </div>
    </section>
  )
}
