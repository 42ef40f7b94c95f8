import type { ReactElement, ReactNode } from 'react'
import { Button } from './anchor.js'
import { cx } from './class-names.js'
import type { GuildImage, GuildLink } from './guild-types.js'
import { NextImage } from './next-image.js'
import { Video } from './video.js'

interface SplitProps {
  title: ReactNode
  description: ReactNode
  link?: GuildLink
  /** Media on the right instead of the left. */
  flipped?: boolean
  className?: string
}

function Split({
  title,
  description,
  link,
  flipped,
  className,
  media,
  tone
}: SplitProps & { media: ReactNode; tone?: 'muted' }): ReactElement {
  return (
    <section className={cx('gs-hero-split', tone === 'muted' && 'gs-hero-split--muted', className)}>
      <div className={cx('gs-guild-container gs-hero-split-inner', flipped && 'gs-hero-split-inner--flipped')}>
        {media}
        <div className="gs-hero-split-text">
          <h2 className="gs-guild-title">{title}</h2>
          <p className="gs-guild-description">{description}</p>
          {link ? <Button {...link} /> : null}
        </div>
      </div>
    </section>
  )
}

export interface HeroIllustrationProps extends SplitProps {
  image: GuildImage
}

/**
 * A section with an illustration beside its title, text and button (`@theguild/components` `HeroIllustration`).
 *
 * @example <HeroIllustration title="Plugins" description="…" image={{ src: plugins, alt: '' }} flipped />
 */
export function HeroIllustration({ image, ...props }: HeroIllustrationProps): ReactElement {
  return (
    <Split
      {...props}
      media={image ? <NextImage alt="" {...image} className={cx('gs-hero-split-media', image.className)} /> : null}
    />
  )
}

export interface HeroVideoProps extends SplitProps {
  /** `src` of the video (a YouTube/Vimeo page or a file) and a `placeholder` image. */
  video: { src: string; placeholder?: string }
  videoProps?: Record<string, unknown>
}

const YOUTUBE = /(?:youtube\.com\/watch\?v=|youtu\.be\/|youtube\.com\/embed\/)([\w-]{6,})/

/**
 * A section with a video beside its title, text and button (`@theguild/components` `HeroVideo`).
 * A YouTube link becomes an embedded player, any other source a `<video>`.
 *
 * @example <HeroVideo title="Watch" description="…" video={{ src: 'https://youtu.be/abc123', placeholder: '' }} />
 */
export function HeroVideo({ video, videoProps: _videoProps, ...props }: HeroVideoProps): ReactElement {
  const youtube = video?.src ? YOUTUBE.exec(video.src) : null
  const media = youtube ? (
    <iframe
      className="gs-hero-split-media gs-iframe"
      src={`https://www.youtube-nocookie.com/embed/${youtube[1]}`}
      title="Video player"
      loading="lazy"
      allowFullScreen
    />
  ) : video?.src ? (
    <Video className="gs-hero-split-media" src={video.src} poster={video.placeholder || undefined} controls />
  ) : null
  return <Split {...props} tone="muted" media={media} />
}

export interface HeroMarketplaceProps {
  title: ReactNode
  description: ReactNode
  link?: GuildLink
  image?: GuildImage
  className?: string
}

/**
 * The marketplace banner (`@theguild/components` `HeroMarketplace`): the gradient panel with a
 * title (an h2, as components 7 and 9 write it), text and one button.
 */
export function HeroMarketplace({ title, description, link, image, className }: HeroMarketplaceProps): ReactElement {
  return (
    <section className={cx('gs-hero-gradient gs-hero-marketplace', className)}>
      <div className={cx('gs-hero-gradient-inner', image && 'gs-hero-gradient-inner--image')}>
        <div
          className="gs-hero-gradient-backdrop"
          style={{ '--gs-hero-color-a': '#ff34ae', '--gs-hero-color-b': '#1cc8ee' } as React.CSSProperties}
          aria-hidden="true"
        >
          <span className="gs-hero-gradient-glow gs-hero-gradient-glow--a" />
          <span className="gs-hero-gradient-glow gs-hero-gradient-glow--b" />
        </div>
        <div className="gs-hero-gradient-text">
          {/* An h2, as components 7 and 9 write it: the landing page's own hero holds its h1. */}
          <h2 className="gs-hero-gradient-title">{title}</h2>
          <p className="gs-hero-gradient-description">{description}</p>
          {link ? (
            <div className="gs-hero-gradient-actions">
              <Button variant="secondary" {...link} />
            </div>
          ) : null}
        </div>
        {image ? <NextImage alt="" {...image} className={cx('gs-hero-gradient-image', image.className)} /> : null}
      </div>
    </section>
  )
}
