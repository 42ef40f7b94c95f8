import type { ReactElement, ReactNode } from 'react'
import { ArrowRightIcon } from '../layout/icons.js'
import { Link } from './link.js'
import { Media } from './media.js'
import type { SectionItem } from './types.js'

export interface SectionProps {
  title?: ReactNode
  description?: ReactNode
  items?: SectionItem[]
  /** More content under the grid. */
  children?: ReactNode
}

/**
 * SPEC §2 "Section": title, description and a centred grid of items (image, title,
 * description, optional link). A short last row stays centred.
 *
 * @example <Section title="Why" items={[{ title: 'Fast', description: '…', image: '/img/fast.svg' }]} />
 */
export function Section({ title, description, items = [], children }: SectionProps): ReactElement {
  return (
    <section className="gs-mk-section">
      {title || description ? (
        <div className="gs-mk-section-head">
          {title ? <h2 className="gs-mk-heading">{title}</h2> : null}
          {description ? <p className="gs-mk-lead">{description}</p> : null}
        </div>
      ) : null}
      {items.length > 0 ? (
        <ul className="gs-mk-grid">
          {items.map((item, index) => (
            <li key={index} className="gs-mk-grid-item">
              {item.image !== undefined ? <Media image={item.image} className="gs-mk-grid-image" /> : null}
              <h3 className="gs-mk-grid-title">{item.title}</h3>
              {item.description ? <p className="gs-mk-grid-description">{item.description}</p> : null}
              {item.link ? (
                <Link {...item.link} className="gs-mk-text-link">
                  {item.link.children}
                  <ArrowRightIcon className="gs-mk-text-link-icon" />
                </Link>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {children}
    </section>
  )
}
