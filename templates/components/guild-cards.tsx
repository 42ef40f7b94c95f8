import type { CSSProperties, HTMLAttributes, ReactElement, ReactNode } from 'react'
import { PRODUCTS, type Product } from '../catalogue/products.js'
import { Anchor, type AnchorProps } from './anchor.js'
import { cx } from './class-names.js'
import type { GuildImage, GuildLink } from './guild-types.js'
import { NextImage } from './next-image.js'
import { ArrowRightIcon } from '../layout/icons.js'
import type { ConfCardData } from '../layout/types.js'
import { GUILD_ICONS } from './guild-icons.js'
import { GuildCallToAction, Heading, Stud, TextLink } from './guild-misc.js'

const CardArrow = GUILD_ICONS.ArrowIcon!

export interface CardsColorfulProps {
  cards: readonly {
    title: ReactNode
    description: ReactNode
    category: ReactNode
    color: string
    link: Omit<GuildLink, 'children'>
  }[]
  className?: string
}

/** Big coloured link cards side by side (`@theguild/components` `CardsColorful`). */
export function CardsColorful({ cards = [], className }: CardsColorfulProps): ReactElement {
  return (
    <section className={cx('gs-cards-colorful', className)}>
      <div className="gs-guild-container gs-cards-colorful-row">
        {cards.map((card, index) => (
          <Anchor
            key={index}
            {...card.link}
            className={cx('gs-cards-colorful-card', card.link.className)}
            style={{ '--gs-card-color': card.color } as CSSProperties}
          >
            <span className="gs-cards-colorful-category">{card.category}</span>
            <span className="gs-cards-colorful-title">{card.title}</span>
            <span className="gs-cards-colorful-description">{card.description}</span>
          </Anchor>
        ))}
      </div>
    </section>
  )
}

export interface ProductCardProps extends HTMLAttributes<HTMLElement> {
  as?: 'div' | 'li'
  product: Pick<Product, 'name' | 'title' | 'href'> & { logo?: Product['logo'] }
}

/** A product of the catalogue as a link card (`ProductCard`, `MainProductCard`, `AncillaryProductCard`). */
export function ProductCard({ as: Root = 'div', product, className, ...rest }: ProductCardProps): ReactElement {
  const Logo = product?.logo
  return (
    <Root {...rest} className={cx('gs-product-card', className)}>
      <Anchor href={product?.href ?? '#'} className="gs-product-card-link">
        {Logo ? <Logo className="gs-product-card-logo" /> : null}
        <span className="gs-product-card-name">{product?.name}</span>
        <span className="gs-product-card-title">{product?.title}</span>
      </Anchor>
    </Root>
  )
}
/** A main product of the GraphQL stack as a link card: its name and logo, no title (`MainProductCard`). */
export function MainProductCard({ as: Root = 'div', product, className, ...rest }: ProductCardProps): ReactElement {
  const Logo = product?.logo
  return (
    <Root
      {...rest}
      className={cx(
        'gs-product-card',
        'gs-product-card--main',
        product?.name === PRODUCTS.HIVE.name && 'gs-product-card--hive',
        className
      )}
    >
      <Anchor href={product?.href ?? '#'} className="gs-product-card-link">
        <span className="gs-product-card-name">{product?.name}</span>
        {Logo ? <Logo className="gs-product-card-logo" /> : null}
        <CardArrow className="gs-product-card-arrow" />
      </Anchor>
    </Root>
  )
}
export const AncillaryProductCard = ProductCard

function ProductCards({
  keys,
  className,
  isHive: _isHive,
  ...rest
}: HTMLAttributes<HTMLDivElement> & { keys: readonly (keyof typeof PRODUCTS)[]; isHive?: boolean }): ReactElement {
  return (
    <div {...rest} className={cx('gs-product-cards', className)}>
      <ul>
        {keys.map(key => (
          <ProductCard key={key} as="li" product={PRODUCTS[key]} />
        ))}
      </ul>
    </div>
  )
}

/**
 * The Guild's main products (`ExploreMainProductCards`, components 7 and 9): its heading, the "Learn
 * more" link to Hive's ecosystem page, then the four main products as cards.
 */
export function ExploreMainProductCards({
  className,
  isHive,
  ...rest
}: HTMLAttributes<HTMLDivElement> & { isHive?: boolean }): ReactElement {
  return (
    <section {...rest} className={cx('gs-explore-products', className)}>
      <div className="gs-explore-products-intro">
        <Heading as="h2" size="xs">
          Explore Hive 360° GraphQL Ecosystem to reach full potential
        </Heading>
        <TextLink href={isHive ? '/ecosystem' : 'https://the-guild.dev/graphql/hive/ecosystem'}>Learn more</TextLink>
      </div>
      <ProductCards keys={['HIVE', 'CONDUCTOR', 'YOGA', 'MESH']} />
    </section>
  )
}

/**
 * The cards of components 9's ecosystem section: its own product list, which names differ from the
 * catalogue's (SPEC §3) — "Hive Gateway" among the main products, "Codegen", "GraphQL ESLint" — and
 * whose libraries show a three-letter lettermark under their text (Nextra 4 sites' home pages).
 */
const ECOSYSTEM_MAIN: ProductCardProps['product'][] = [
  PRODUCTS.HIVE,
  {
    name: 'Hive Gateway',
    title: PRODUCTS.CONDUCTOR.title,
    href: 'https://the-guild.dev/graphql/hive/gateway',
    logo: PRODUCTS.CONDUCTOR.logo
  },
  PRODUCTS.YOGA,
  PRODUCTS.MESH
]
const ECOSYSTEM_LIBRARIES: (ProductCardProps['product'] & { lettermark?: string })[] = [
  { ...PRODUCTS.CODEGEN, name: 'Codegen' },
  { ...PRODUCTS.INSPECTOR, lettermark: 'INS' },
  { ...PRODUCTS.ENVELOP, lettermark: 'ENV' },
  { ...PRODUCTS.SOFA, lettermark: 'SOF' },
  { ...PRODUCTS.SCALARS, lettermark: 'SCL' },
  {
    ...PRODUCTS.ESLINT,
    name: 'GraphQL ESLint',
    title: 'Customizable ESLint parser, plugin, and rule set for GraphQL',
    lettermark: 'ESL'
  }
]

/** A library card of the ecosystem section: name, title, then its lettermark (or logo) as components 9 lays it out. */
function EcosystemLibraryCard({ product }: { product: (typeof ECOSYSTEM_LIBRARIES)[number] }): ReactElement {
  const Logo = product.logo
  return (
    <li className="gs-product-card gs-product-card--library">
      <Anchor href={product.href} className="gs-product-card-link">
        <span className="gs-product-card-name">{product.name}</span>
        <span className="gs-product-card-title">{product.title}</span>
        {product.lettermark ? (
          <span role="img" aria-label={product.name} className="gs-product-card-lettermark">
            {product.lettermark}
          </span>
        ) : Logo ? (
          <span className="gs-product-card-lettermark">
            <Logo className="gs-product-card-logo" />
          </span>
        ) : null}
        <CardArrow className="gs-product-card-arrow" />
      </Anchor>
    </li>
  )
}

/**
 * The ecosystem section of the Guild's landing pages (`ToolsAndLibrariesCards`, components 7 and 9):
 * a heading, the GraphQL stack's main products, the highlighted libraries and a link to the whole
 * ecosystem (`/ecosystem` on Hive's own site). Its cards are components 9's (`ECOSYSTEM_MAIN`,
 * `ECOSYSTEM_LIBRARIES`), so the words match Nextra's build of a site that uses it.
 */
export function ToolsAndLibrariesCards({
  className,
  isHive,
  ...rest
}: HTMLAttributes<HTMLElement> & { isHive?: boolean }): ReactElement {
  return (
    <section {...rest} className={cx('gs-tools-libraries', className)}>
      <Heading as="h2" size="md">
        Discover the complete ecosystem of tools and libraries
      </Heading>
      <p className="gs-tools-libraries-label">Complete GraphQL Federation Stack</p>
      <ul>
        {ECOSYSTEM_MAIN.map(product => (
          <MainProductCard key={product.name} as="li" product={product} />
        ))}
      </ul>
      <p className="gs-tools-libraries-label">Our libraries to support all your GraphQL needs</p>
      <ul>
        {ECOSYSTEM_LIBRARIES.map(product => (
          <EcosystemLibraryCard key={product.name} product={product} />
        ))}
      </ul>
      <GuildCallToAction
        href={isHive ? '/ecosystem' : 'https://the-guild.dev/graphql/hive/ecosystem'}
        variant="primary"
      >
        Explore the Ecosystem
      </GuildCallToAction>
    </section>
  )
}

export interface InfoCardProps extends Omit<AnchorProps, 'as'> {
  icon?: ReactNode
  heading: ReactNode
  scheme?: 'neutral' | 'green'
  as?: 'div' | 'li'
}

/** A card with an icon, a heading and text; a link when given an `href` (`InfoCard`). */
export function InfoCard({
  icon,
  heading,
  scheme,
  as,
  href,
  className,
  children,
  ...rest
}: InfoCardProps): ReactElement {
  const body = (
    <>
      {icon ? <Stud className="gs-info-card-icon">{icon}</Stud> : null}
      <h3 className="gs-info-card-heading">{heading}</h3>
      <div className="gs-info-card-text">{children}</div>
    </>
  )
  if (href !== undefined && !as)
    return (
      <Anchor
        {...rest}
        href={href}
        className={cx('gs-info-card', scheme === 'green' && 'gs-info-card--green', className)}
      >
        {body}
      </Anchor>
    )
  const Root = as ?? 'div'
  return <Root className={cx('gs-info-card', scheme === 'green' && 'gs-info-card--green', className)}>{body}</Root>
}

export interface GraphQLConfCardProps extends Partial<Omit<ConfCardData, 'image'>> {
  /** The card's picture (358 × 200): an imported image or its URL. */
  image?: GuildImage['src']
}

/**
 * The GraphQL Conf card (`GraphQLConfCard` of components 7.4 and 9), which Hive's bar puts beside its
 * Company menu's links (`companyMenuChildren`): a link to the Guild's conference talks with its picture,
 * the conference's name, dates and line, and a call to watch. 9.11 takes them as props (`href`, `title`,
 * `details`, `description`, `callToAction`); unset, a page's card says what 7.4–9.7 say (GraphQLConf 2024).
 */
export function GraphQLConfCard({ image, ...own }: GraphQLConfCardProps): ReactElement {
  return (
    <GraphQLConfCardLink
      card={{ ...CONF_2024, ...own }}
      image={image ? <NextImage src={image} alt="" width={358} height={200} /> : null}
    />
  )
}

/** The card's link around its picture (drawn by the caller: a page's image, or the bar's asset URL). */
export function GraphQLConfCardLink({
  card,
  image
}: {
  card: Omit<ConfCardData, 'image'>
  image: ReactNode
}): ReactElement {
  return (
    <a className="gs-conf-card" href={card.href} target="_blank" rel="noopener noreferrer">
      {image}
      <strong className="gs-conf-card-title">{card.title}</strong>
      <span className="gs-conf-card-when">{card.details}</span>
      <span className="gs-conf-card-text">{card.description}</span>
      <span className="gs-conf-card-cta">
        {card.callToAction}
        <ArrowRightIcon />
      </span>
    </a>
  )
}

/** What components 7.4 to 9.7 write on the card: the Guild's GraphQLConf 2024 talks. */
const CONF_2024: Omit<ConfCardData, 'image'> = {
  href: 'https://www.youtube.com/playlist?list=PL43V96KpNj7OMvmfL0WFKP6LpoboM8Hde',
  title: 'GraphQLConf 2024',
  details: 'September 10-12 | San Francisco CA',
  description: 'The official GraphQL conference hosted by GraphQL Foundation.',
  callToAction: 'Watch The Guild at GraphQLConf 2024'
}
