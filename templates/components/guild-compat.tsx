// Names that guildsite's own marketing components and the Guild's library both use, with
// different props: each export below renders the one whose props it is given.
import type { ReactElement, ReactNode } from 'react'
import { CallToAction as MarketingCallToAction, type CallToActionProps } from '../marketing/call-to-action.js'
import { Hero as MarketingHero, type HeroProps } from '../marketing/hero.js'
import { cx } from './class-names.js'
import { GuildCallToAction } from './guild-misc.js'

export interface GuildHeroProps {
  heading: ReactNode
  text?: ReactNode
  checkmarks?: readonly ReactNode[]
  top?: ReactNode
  className?: string
  children?: ReactNode
}

/** `Hero`: guildsite's (`title`, `description`, `links`) or the Guild's v9 one (`heading`, `text`, `checkmarks`, `top`). */
export function Hero(props: HeroProps | GuildHeroProps): ReactElement {
  if (!('heading' in props)) return <MarketingHero {...(props as HeroProps)} />
  const { heading, text, checkmarks = [], top, className, children } = props
  return (
    <section className={cx('gs-mk-hero', className)}>
      <div className="gs-mk-hero-inner">
        <div className="gs-mk-hero-text">
          {top}
          <h1 className="gs-mk-hero-title">{heading}</h1>
          {text ? <p className="gs-mk-hero-description">{text}</p> : null}
          {checkmarks.length ? (
            <ul className="gs-hero-checkmarks">
              {checkmarks.map((item, index) => (
                <li key={index}>{item}</li>
              ))}
            </ul>
          ) : null}
          {children ? <div className="gs-mk-hero-extra">{children}</div> : null}
        </div>
      </div>
    </section>
  )
}

/** `CallToAction`: guildsite's (`primary`, `secondary`) or the Guild's v7+ styled link (`variant`, `href`). */
export function CallToAction(props: CallToActionProps | Parameters<typeof GuildCallToAction>[0]): ReactElement {
  return 'primary' in props && props.primary ? <MarketingCallToAction {...(props as CallToActionProps)} /> : <GuildCallToAction {...(props as Parameters<typeof GuildCallToAction>[0])} />
}
