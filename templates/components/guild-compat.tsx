// Names that guildsite's own marketing components and the Guild's library both use, with
// different props: each export below renders the one whose props it is given.
import type { ReactElement, ReactNode } from 'react'
import { CallToAction as MarketingCallToAction, type CallToActionProps } from '../marketing/call-to-action.js'
import { Hero as MarketingHero, type HeroProps } from '../marketing/hero.js'
import { cx } from './class-names.js'
import { GUILD_ICONS } from './guild-icons.js'
import { GuildCallToAction, Heading } from './guild-misc.js'

const CheckIcon = GUILD_ICONS.CheckIcon!

export interface GuildHeroProps {
  heading?: ReactNode
  text?: ReactNode
  checkmarks?: readonly ReactNode[]
  top?: ReactNode
  className?: string
  children?: ReactNode
}

/**
 * `Hero`: guildsite's (`title`, `description`, `links`, `image`) or the Guild's v9 one (`heading`,
 * `text`, `checkmarks`, `top`, buttons as children): a centred, rounded panel.
 */
export function Hero(props: HeroProps | GuildHeroProps): ReactElement {
  if ('title' in props || 'links' in props) return <MarketingHero {...(props as HeroProps)} />
  const { heading, text, checkmarks = [], top, className, children } = props as GuildHeroProps
  return (
    <div className={cx('gs-guild-hero', className)}>
      {top}
      <Heading as="h1" size="xl" className="gs-guild-hero-heading">
        {heading}
      </Heading>
      {text ? <p className="gs-guild-hero-text">{text}</p> : null}
      {checkmarks.length ? (
        <ul className="gs-hero-checkmarks">
          {checkmarks.map((item, index) => (
            <li key={index}>
              <CheckIcon className="gs-hero-check" />
              {item}
            </li>
          ))}
        </ul>
      ) : null}
      {children ? <div className="gs-guild-hero-actions">{children}</div> : null}
    </div>
  )
}

/** `CallToAction`: guildsite's (`primary`, `secondary`) or the Guild's v7+ styled link (`variant`, `href`). */
export function CallToAction(props: CallToActionProps | Parameters<typeof GuildCallToAction>[0]): ReactElement {
  return 'primary' in props && props.primary ? (
    <MarketingCallToAction {...(props as CallToActionProps)} />
  ) : (
    <GuildCallToAction {...(props as Parameters<typeof GuildCallToAction>[0])} />
  )
}
