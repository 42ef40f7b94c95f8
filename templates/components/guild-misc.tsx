import {
  Children,
  createElement,
  type ComponentProps,
  type HTMLAttributes,
  type InputHTMLAttributes,
  type ReactElement,
  type ReactNode,
  useId
} from 'react'
import { Anchor, type AnchorProps } from './anchor.js'
import { cx } from './class-names.js'
import { Comments, type CommentsProps } from './comments.js'
import { Table, Td, Th, Tr } from './table.js'

/** `Giscus` (`@giscus/react`): guildsite's comments placeholder, which the comments island fills in. */
export function Giscus(props: CommentsProps & { id?: string; term?: string }): ReactElement {
  return <Comments {...props} />
}

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  as?: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' | 'div' | 'p' | 'span'
  size?: 'xl' | 'lg' | 'md' | 'sm' | 'xs'
}

/**
 * A heading of the Guild's landing pages in one of five sizes (`Heading`). A heading whose text is a
 * plain string gets an id made from it (spaces, dots and commas become dashes, lower case) and links
 * to itself, as `@theguild/components` 7 and 9 do, so `#discover-the-…` addresses it on both builds.
 */
export function Heading({ as = 'h2', size = 'md', className, children, id, ...rest }: HeadingProps): ReactElement {
  const ownId = id ?? (typeof children === 'string' ? children.replace(/[\s.,]+/g, '-').toLowerCase() : undefined)
  return createElement(
    as,
    { ...rest, id: ownId, className: cx('gs-heading', `gs-heading--${size}`, className) },
    typeof children === 'string' && ownId ? (
      <a href={`#${ownId}`} className="gs-heading-self" tabIndex={-1}>
        {children}
      </a>
    ) : (
      children
    )
  )
}

/** An underlined text link (`TextLink`). */
export function TextLink({ className, ...props }: AnchorProps): ReactElement {
  return <Anchor {...props} className={cx('gs-text-link', className)} />
}

/** A small rounded tile for an icon (`Stud`). */
export function Stud({ className, ...props }: ComponentProps<'div'>): ReactElement {
  return <div {...props} className={cx('gs-stud', className)} />
}

/** Decoration kept in its own box (`DecorationIsolation`). */
export function DecorationIsolation({ className, ...props }: HTMLAttributes<HTMLDivElement>): ReactElement {
  return <div {...props} aria-hidden="true" className={cx('gs-decoration', className)} />
}

/**
 * A soft highlight behind a section (`HighlightDecoration`): components 9's is a glow, a shape blurred far past
 * its edges in a light blue-green, so it reads as light, not as a line. Ours is an ellipse blurred the same way.
 */
export function HighlightDecoration(props: ComponentProps<'svg'>): ReactElement {
  const filter = `gs-highlight-${useId().replace(/[^\w-]/g, '')}`
  return (
    <svg width={895} height={674} viewBox="0 0 895 674" fill="#86B6C1" aria-hidden="true" {...props}>
      <defs>
        <filter id={filter} x="-100%" y="-100%" width="300%" height="300%" filterUnits="objectBoundingBox">
          <feGaussianBlur stdDeviation="175" />
        </filter>
      </defs>
      <ellipse cx="600" cy="300" rx="250" ry="220" filter={`url(#${filter})`} />
    </svg>
  )
}

/** The wrapper of a hero's product logo (`HeroLogo`). */
export function HeroLogo({ className, ...props }: HTMLAttributes<HTMLDivElement>): ReactElement {
  return <div {...props} className={cx('gs-hero-logo', className)} />
}

/** A decoration made from a logo (`HeroDecorationFromLogo`): decoration only, left out of a static page. */
export function HeroDecorationFromLogo(_props: { logo?: ReactNode }): null {
  return null
}

export interface MarqueeProps extends HTMLAttributes<HTMLDivElement> {
  direction?: 'left' | 'right'
  speed?: 'fast' | 'normal' | 'slow' | number
  pauseOnHover?: boolean
  pauseDurationSeconds?: number
}

const MARQUEE_MS = { fast: 20_000, normal: 40_000, slow: 60_000 } as const

/**
 * A row of items scrolling sideways without end (`Marquee`): its children twice in a track that CSS
 * moves by one copy's width (right-going rows run backwards), paused under the pointer with
 * `pauseOnHover`. The second copy is inert (no second tab stop, not read twice); with reduced motion
 * the row stands still and wraps, the copy hidden.
 */
export function Marquee({
  direction = 'left',
  speed = 'normal',
  pauseOnHover = false,
  pauseDurationSeconds: _ps,
  className,
  style,
  children,
  ...rest
}: MarqueeProps): ReactElement {
  const ms = typeof speed === 'number' ? speed : MARQUEE_MS[speed]
  return (
    <div
      {...rest}
      className={cx('gs-marquee', className)}
      data-direction={direction}
      data-pause-on-hover={pauseOnHover ? '' : undefined}
      style={{ ...style, ['--gs-marquee-duration' as string]: `${ms}ms` }}
    >
      <div className="gs-marquee-track">
        {children}
        <div className="gs-marquee-copy" inert>
          {children}
        </div>
      </div>
    </div>
  )
}

/**
 * `MarqueeRows`: its children split into `rows` marquees as the Guild's are (the first rows take one
 * more when they do not divide evenly; the last row's items twice), going right and left in turn.
 */
export function MarqueeRows({
  rows = 1,
  children,
  className,
  pauseOnHover,
  speed,
  ...rest
}: HTMLAttributes<HTMLElement> & {
  rows?: number
  pauseOnHover?: boolean
  speed?: MarqueeProps['speed']
}): ReactElement {
  const items = Children.toArray(children)
  const count = Math.max(1, rows)
  const size = Math.floor(items.length / count)
  const remainder = items.length % count
  const groups: ReactNode[][] = []
  for (let i = 0, start = 0; i < count; i++) {
    const end = start + size + (i < remainder ? 1 : 0)
    groups.push(items.slice(start, end))
    start = end
  }
  return (
    <div {...rest} className={cx('gs-marquee-rows', className)}>
      {groups.map((group, index) => (
        <Marquee key={index} direction={index % 2 ? 'left' : 'right'} pauseOnHover={pauseOnHover} speed={speed}>
          {index === groups.length - 1 ? [...group, ...Children.toArray(group)] : group}
        </Marquee>
      ))}
    </div>
  )
}

/** `FrequentlyAskedQuestions`: its content (the questions are the Markdown inside). */
export function FrequentlyAskedQuestions({
  className,
  children
}: {
  className?: string
  children?: ReactNode
}): ReactElement {
  return <section className={cx('gs-faq', className)}>{children}</section>
}

function ComparisonRow({
  highlight,
  className,
  ...props
}: ComponentProps<'tr'> & { highlight?: boolean }): ReactElement {
  return <Tr {...props} className={cx(highlight && 'gs-tr--highlight', className)} />
}
/** A comparison table (`ComparisonTable`, with `Row`, `Header`, `Cell`). */
export const ComparisonTable = Object.assign(
  ({ scheme: _scheme, ...props }: ComponentProps<'table'> & { scheme?: 'green' | 'neutral' }): ReactElement => (
    <Table {...props} />
  ),
  { Row: ComparisonRow, Header: Th, Cell: Td, displayName: 'ComparisonTable' }
)

const CONTACT = 'https://the-guild.dev/contact'

/** "Contact us" as a text link (`ContactTextLink`). */
export function ContactTextLink({
  children = 'Contact us',
  className,
  ...props
}: Omit<AnchorProps, 'href'>): ReactElement {
  return (
    <Anchor {...props} href={CONTACT} className={cx('gs-text-link', className)}>
      {children}
    </Anchor>
  )
}

/**
 * "Contact us" as a button (`ContactButton`). With a `variant` it is components 7/9's `CallToAction` of that
 * variant linking to the contact page (Hive's landing pages: `variant="secondary"` beside a primary one).
 */
export function ContactButton({
  children = 'Contact us',
  className,
  variant,
  ...props
}: Omit<AnchorProps, 'href'> & { variant?: string }): ReactElement {
  if (variant !== undefined) {
    // (next/link's `as` means nothing here; CallToAction's own `as` is for a link-less box.)
    const { as: _as, ...rest } = props
    return (
      <GuildCallToAction {...rest} variant={variant} href={CONTACT} className={className}>
        {children}
      </GuildCallToAction>
    )
  }
  return (
    <Anchor {...props} href={CONTACT} className={cx('gs-button gs-button--primary', className)}>
      {children}
    </Anchor>
  )
}

const CTA_VARIANTS = new Set(['primary', 'primary-inverted', 'secondary', 'secondary-inverted', 'tertiary'])

/** A call to action of the Guild's landing pages (`CallToAction` with a `variant`): a link, a button, or a span. */
export function GuildCallToAction({
  variant = 'primary',
  as,
  href,
  className,
  children,
  ...props
}: AnchorProps & { variant?: string; as?: 'span' | 'div' }): ReactElement {
  // components 9's look per variant (guild-components.css `.gs-cta--*`); an unknown one is primary.
  const classes = cx('gs-cta', `gs-cta--${CTA_VARIANTS.has(variant) ? variant : 'primary'}`, className)
  if (href !== undefined)
    return (
      <Anchor {...props} href={href} className={classes}>
        {children}
      </Anchor>
    )
  if (as) return createElement(as, { className: classes }, children)
  return (
    <button type="button" className={classes}>
      {children}
    </button>
  )
}

/** The Guild's "Get your API game right" closing section (`GetYourAPIGameRightSection`). */
export function GetYourAPIGameRightSection({ className }: { className?: string }): ReactElement {
  return (
    <section className={cx('gs-guild-cta', className)}>
      <div className="gs-guild-container">
        <h2 className="gs-guild-title">Get your API game right.</h2>
        <p className="gs-guild-description">Schema registry, gateways, servers and tooling for your GraphQL APIs.</p>
        <GuildCallToAction href="https://the-guild.dev/graphql/hive">Get started</GuildCallToAction>
      </div>
    </section>
  )
}

export { VersionDropdown, type VersionDropdownProps } from './version-dropdown.js'

/** `Dropdown` and its parts: a disclosure (opened by a click without JavaScript too). */
export function Dropdown({
  className,
  type: _type,
  children,
  ...props
}: ComponentProps<'div'> & { type?: 'hover' | 'click' }): ReactElement {
  return (
    <div {...props} className={cx('gs-dropdown', className)}>
      {children}
    </div>
  )
}
export function DropdownTrigger({ className, ...props }: ComponentProps<'button'>): ReactElement {
  return <button type="button" {...props} className={cx('gs-nextra-button', className)} />
}
export function DropdownContent({ className, ...props }: ComponentProps<'div'>): ReactElement {
  return <div {...props} className={cx('gs-dropdown-content', className)} />
}
export function DropdownItem({
  href,
  onClick: _onClick,
  className,
  children
}: HTMLAttributes<HTMLElement> & { href?: string; onClick?: () => void }): ReactElement {
  return href ? (
    <Anchor href={href} className={cx('gs-dropdown-item', className)}>
      {children}
    </Anchor>
  ) : (
    <div className={cx('gs-dropdown-item', className)}>{children}</div>
  )
}

/** A text input with a message under it (`Input`). */
export function Input({
  severity,
  message,
  className,
  ...props
}: InputHTMLAttributes<HTMLInputElement> & {
  severity?: 'critical' | 'warning' | 'positive'
  message?: string
}): ReactElement {
  return (
    <span className={cx('gs-input', severity && `gs-input--${severity}`, className)}>
      <input {...props} />
      {message ? <span className="gs-input-message">{message}</span> : null}
    </span>
  )
}

/** The Guild newsletter sign-up (`Newsletter`, v5): a link to the newsletter page. */
export function Newsletter({ className }: { className?: string }): ReactElement {
  return (
    <Anchor href="https://the-guild.dev/newsletter" className={cx('gs-guild-link', className)}>
      Subscribe to our newsletter
    </Anchor>
  )
}

/** A dialog (`Modal`, v5): its content when `visible`, nothing otherwise. */
export function Modal({
  title,
  visible,
  children
}: {
  title?: ReactNode
  visible?: boolean
  children?: ReactNode
  onCancel?: () => void
}): ReactElement | null {
  if (!visible) return null
  return (
    <div role="dialog" aria-label={typeof title === 'string' ? title : undefined} className="gs-modal">
      {title ? <h2 className="gs-guild-title">{title}</h2> : null}
      {children}
    </div>
  )
}
