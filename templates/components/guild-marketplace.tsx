// The Guild's marketplace pieces (`@theguild/components` 7–9): an entry's card, the list of entries, and the
// props of `MarketplaceSearch` (its component: marketplace-search.tsx).
import type { ReactElement, ReactNode } from 'react'
import { Anchor } from './anchor.js'
import { cx } from './class-names.js'
import type { GuildImage, GuildLink } from './guild-types.js'
import { NextImage } from './next-image.js'

export interface MarketplaceItem {
  title: ReactNode
  description: ReactNode
  tags?: readonly string[]
  update?: string
  image?: GuildImage
  link: Omit<GuildLink, 'children'>
  weeklyNPMDownloads?: number
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** `Jun 1, 2024`, as the Guild's list writes an entry's update (UTC: the same on every build machine). */
export function updated(value: string): string | undefined {
  const date = new Date(value)
  return Number.isNaN(date.getTime())
    ? undefined
    : `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`
}

const compact = new Intl.NumberFormat('en-US', { notation: 'compact' })

/** An entry's title, description and tags (both marketplace markups draw them alike). */
export function MarketplaceItemSummary({ item }: { item: MarketplaceItem }): ReactElement {
  return (
    <>
      <h3 className="gs-marketplace-item-title">{item.title}</h3>
      <span className="gs-marketplace-item-description">{item.description}</span>
      {item.tags?.length ? (
        <span className="gs-marketplace-item-tags">
          {item.tags.map(tag => (
            <span key={tag} className="gs-tag">
              {tag}
            </span>
          ))}
        </span>
      ) : null}
    </>
  )
}

/**
 * One entry of a marketplace list, as `@theguild/components` 7–9 draw it: its link card with image,
 * title (an `h3`), description, tags, then when it was updated and its weekly downloads. Downloads of
 * 0 show as a bare `0`, as there (`weeklyNPMDownloads && …`: React writes the number; a site whose
 * data function failed, offline, gives 0 to every entry).
 */
export function MarketplaceEntry({ item }: { item: MarketplaceItem }): ReactElement {
  const date = item.update ? updated(item.update) : undefined
  return (
    <Anchor {...item.link} className={cx('gs-marketplace-item', item.link.className)}>
      {item.image ? <NextImage alt="" {...item.image} className="gs-marketplace-item-image" /> : null}
      <span className="gs-marketplace-item-text">
        <MarketplaceItemSummary item={item} />
        {date || item.weeklyNPMDownloads ? (
          <span className="gs-marketplace-item-meta">
            {date ? (
              <span>
                Updated <time dateTime={item.update}>{date}</time>
              </span>
            ) : null}
            {item.weeklyNPMDownloads ? <span>{compact.format(item.weeklyNPMDownloads)} weekly downloads</span> : null}
            {item.weeklyNPMDownloads === 0 ? 0 : null}
          </span>
        ) : null}
      </span>
    </Anchor>
  )
}

export interface MarketplaceListProps {
  title?: ReactNode
  items: readonly MarketplaceItem[]
  placeholder?: ReactNode
  pagination?: number
  colorScheme?: 'green' | 'neutral'
  className?: string
}

/**
 * A list of marketplace entries (`@theguild/components` `MarketplaceList`). Every entry is in the
 * page (a static page has no pages to flip through); the placeholder shows when there is none.
 */
export function MarketplaceList({ title, items = [], placeholder, className }: MarketplaceListProps): ReactElement {
  return (
    <section className={cx('gs-marketplace-list', className)}>
      {title ? <h3 className="gs-marketplace-list-title">{title}</h3> : null}
      {items.length === 0 ? (
        <div className="gs-marketplace-empty">{placeholder}</div>
      ) : (
        <ul className="gs-marketplace-items">
          {items.map((item, index) => (
            <li key={index}>
              <MarketplaceEntry item={item} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

/** Its component is `marketplace-search.tsx`. */
export interface MarketplaceSearchProps {
  title: ReactNode
  placeholder?: string
  primaryList: MarketplaceListProps
  secondaryList?: MarketplaceListProps
  queryList?: MarketplaceListProps
  tagsFilter?: readonly string[]
  colorScheme?: 'green' | 'neutral'
  className?: string
}
