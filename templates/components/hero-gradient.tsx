import { isValidElement, type CSSProperties, type ReactElement, type ReactNode } from 'react'
import { Button } from './anchor.js'
import { cx } from './class-names.js'
import type { GuildImage, GuildLink } from './guild-types.js'
import { NextImage } from './next-image.js'

export interface HeroGradientProps {
  title: ReactNode
  description: ReactNode
  /** One or more buttons under the text. */
  link?: GuildLink | readonly GuildLink[]
  /** Shown beside the buttons (`v5.0`), or any node. */
  version?: ReactNode
  /** The two colours of the glow behind the text. */
  colors?: readonly string[]
  /** An illustration on the right, from tablet width up. */
  image?: GuildImage
  className?: string
}

const toArray = <T,>(value: T | readonly T[]): readonly T[] => (Array.isArray(value) ? value : [value as T])

/**
 * The landing-page banner of the Guild's sites: a dark rounded panel lit by two colour glows,
 * with the title, a description, buttons and an optional image (`@theguild/components`
 * `HeroGradient`). The page's `<h1>`.
 *
 * @example <HeroGradient title="GraphQL Yoga" description="The server" colors={['#ff34ae', '#1cc8ee']} link={{ href: '/docs', children: 'Docs' }} />
 */
export function HeroGradient({
  title,
  description,
  link,
  version,
  colors = [],
  image,
  className
}: HeroGradientProps): ReactElement {
  const glow = {
    ...(colors[0] && { '--gs-hero-color-a': colors[0] }),
    ...(colors[1] && { '--gs-hero-color-b': colors[1] })
  } as CSSProperties
  return (
    <section className={cx('gs-hero-gradient', className)}>
      <div className={cx('gs-hero-gradient-inner', image && 'gs-hero-gradient-inner--image')}>
        <div className="gs-hero-gradient-backdrop" style={glow} aria-hidden="true">
          <span className="gs-hero-gradient-glow gs-hero-gradient-glow--a" />
          <span className="gs-hero-gradient-glow gs-hero-gradient-glow--b" />
        </div>
        <div className="gs-hero-gradient-text">
          <h1 className="gs-hero-gradient-title">{title}</h1>
          <p className="gs-hero-gradient-description">{description}</p>
          <div className="gs-hero-gradient-actions">
            {link ? toArray(link).map((item, index) => <Button key={index} variant="secondary" {...item} />) : null}
            {version ? (
              isValidElement(version) ? (
                version
              ) : (
                <span className="gs-hero-gradient-version">{version}</span>
              )
            ) : null}
          </div>
        </div>
        {image ? (
          <NextImage alt="" loading="eager" {...image} className={cx('gs-hero-gradient-image', image.className)} />
        ) : null}
      </div>
    </section>
  )
}
