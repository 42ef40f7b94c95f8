import type { ReactElement, ReactNode } from 'react'
import { cx } from '../components/class-names.js'
import { ButtonRow } from './button-link.js'
import { Media, type MarketingImage } from './media.js'
import type { LinkItem } from './types.js'

export interface HeroProps {
  title: ReactNode
  description?: ReactNode
  /** Call-to-action links: the first is drawn as the primary button. */
  links?: LinkItem[]
  /** Optional illustration beside (wide screens) or below (narrow screens) the text. */
  image?: MarketingImage
  imageAlt?: string
  /** Anything more under the buttons (badges, a note). */
  children?: ReactNode
}

/**
 * SPEC §2 "Hero": title, description, links, optional image. The page's `<h1>`.
 *
 * @example <Hero title="GraphQL Yoga" description="The server." links={[{ href: '/docs', children: 'Get started' }]} />
 */
export function Hero({ title, description, links = [], image, imageAlt, children }: HeroProps): ReactElement {
  const hasImage = image !== undefined && image !== null
  return (
    <section className={cx('gs-mk-hero', hasImage && 'gs-mk-hero--with-image')}>
      <div className="gs-mk-hero-inner">
        <div className="gs-mk-hero-text">
          <h1 className="gs-mk-hero-title">{title}</h1>
          {description ? <p className="gs-mk-hero-description">{description}</p> : null}
          <ButtonRow links={links} />
          {children ? <div className="gs-mk-hero-extra">{children}</div> : null}
        </div>
        {hasImage ? <Media image={image} alt={imageAlt} className="gs-mk-hero-media" loading="eager" /> : null}
      </div>
    </section>
  )
}
