import type { ReactElement, ReactNode } from 'react'
import { SIX_HIGHLIGHTED_PRODUCTS } from '../catalogue/products.js'
import { GraphQLConfCardLink } from '../components/guild-cards.js'
import { GUILD_ICONS } from '../components/guild-icons.js'
import { ArrowRightIcon, ChevronDownIcon } from '../layout/icons.js'
import { linkTarget } from '../layout/link-target.js'
import type { ConfCardData, HiveNavigationData } from '../layout/types.js'
import {
  COMMUNITY,
  COMPANY,
  FOUNDATION_HREF,
  GRAPHQL_STACK,
  GUILD_ORIGIN,
  HIVE_APP_HREF,
  HIVE_PLATFORM,
  type HiveLink
} from './hive-links.js'

/** Components 9's shorter names where the catalogue's differ. */
const LIBRARY_NAMES: Partial<Record<string, string>> = { CODEGEN: 'Codegen', ESLINT: 'ESLint' }

const Icon = ({ name, className }: { name?: string; className?: string }): ReactElement | null => {
  const Glyph = name ? GUILD_ICONS[name] : undefined
  return Glyph ? <Glyph className={className} /> : null
}

/** A panel link; `arrow` adds the arrow that shows on hover, as in the Guild's menus. */
function MenuLink({
  href,
  className,
  title,
  children
}: {
  href: string
  className: string
  title?: string
  children: ReactNode
}): ReactElement {
  return (
    <a className={`gs-hive-menu-link ${className}`} href={href} title={title} {...linkTarget(href)}>
      {children}
      <ArrowRightIcon className="gs-hive-menu-arrow" />
    </a>
  )
}

const Label = ({ children }: { children: ReactNode }): ReactElement => <p className="gs-hive-menu-label">{children}</p>

/** One entry of a list column: its icon and its text. */
const ListItem = ({ link }: { link: HiveLink }): ReactElement => (
  <li>
    <MenuLink href={link.href} className="gs-hive-menu-row">
      <Icon name={link.icon} className="gs-hive-menu-icon" />
      <span className="gs-hive-menu-text">{link.title}</span>
    </MenuLink>
  </li>
)

/** "Explore…"/"Get started" under a column. */
const More = ({ href, children }: { href: string; children: ReactNode }): ReactElement => (
  <a className="gs-hive-menu-more" href={href} {...linkTarget(href)}>
    {children} <ArrowRightIcon />
  </a>
)

function ProductsPanel(): ReactElement {
  return (
    <>
      <div className="gs-hive-menu-column gs-hive-menu-platform">
        <Label>Platform</Label>
        <MenuLink href={HIVE_PLATFORM.href} className="gs-hive-menu-card">
          <span className="gs-hive-menu-hive-mark">
            <Icon name={HIVE_PLATFORM.icon} />
          </span>
          <span className="gs-hive-menu-text">{HIVE_PLATFORM.title}</span>
          <span className="gs-hive-menu-description">{HIVE_PLATFORM.description}</span>
        </MenuLink>
        <More href={HIVE_APP_HREF}>Get started</More>
      </div>
      <div className="gs-hive-menu-column">
        <Label>The GraphQL Stack</Label>
        <ul>
          {GRAPHQL_STACK.map(link => (
            <li key={link.title}>
              <MenuLink href={link.href} className="gs-hive-menu-product">
                <span className="gs-hive-menu-product-mark">
                  <Icon name={link.icon} />
                </span>
                <span>
                  <span className="gs-hive-menu-text">{link.title}</span>
                  <span className="gs-hive-menu-description">{link.description}</span>
                </span>
              </MenuLink>
            </li>
          ))}
        </ul>
      </div>
      <div className="gs-hive-menu-column">
        <Label>Libraries</Label>
        <ul className="gs-hive-menu-libraries">
          {SIX_HIGHLIGHTED_PRODUCTS.map(product => (
            <li key={product.key}>
              <MenuLink href={product.href} className="gs-hive-menu-row">
                <span className="gs-hive-menu-library-mark">
                  <product.logo aria-hidden="true" role={undefined} aria-label={undefined} />
                </span>
                <span className="gs-hive-menu-text">{LIBRARY_NAMES[product.key] ?? product.name}</span>
              </MenuLink>
            </li>
          ))}
        </ul>
        <More href={`${GUILD_ORIGIN}/graphql/hive/ecosystem`}>Explore all libraries</More>
      </div>
    </>
  )
}

function DeveloperPanel({ developerMenu }: { developerMenu: HiveNavigationData['developerMenu'] }): ReactElement {
  return (
    <>
      <div className="gs-hive-menu-column">
        <Label>Developer</Label>
        <ul>
          {developerMenu.map(link => (
            <ListItem key={`${link.href}|${link.title}`} link={link} />
          ))}
        </ul>
      </div>
      <div className="gs-hive-menu-column">
        <Label>Community</Label>
        <ul>
          {COMMUNITY.map(link => (
            <ListItem key={link.title} link={link} />
          ))}
        </ul>
      </div>
    </>
  )
}

function CompanyPanel({ card }: { card?: ConfCardData }): ReactElement {
  return (
    <>
      <CompanyColumn />
      {/* (`companyMenuChildren`: the Guild's GraphQLConf card, in a column of its own, as components 7.4 and 9 draw it.) */}
      {card ? (
        <div className="gs-hive-menu-column gs-hive-menu-conf">
          <GraphQLConfCardLink
            card={card}
            image={card.image ? <img src={card.image} alt="" width={358} height={200} loading="lazy" /> : null}
          />
        </div>
      ) : null}
    </>
  )
}

function CompanyColumn(): ReactElement {
  return (
    <div className="gs-hive-menu-column">
      <Label>Company</Label>
      <ul>
        {COMPANY.map(link => (
          <ListItem key={link.title} link={link} />
        ))}
      </ul>
      <Label>Proudly made by</Label>
      <MenuLink href={`${GUILD_ORIGIN}/`} className="gs-hive-menu-row" title="The Guild">
        <Icon name="GuildLogo" className="gs-hive-menu-guild" />
        <span className="gs-hive-menu-text">The Guild</span>
      </MenuLink>
      <Label>Part of</Label>
      <MenuLink href={FOUNDATION_HREF} className="gs-hive-menu-row gs-hive-menu-foundation">
        <Icon name="GraphQLFoundationLogo" className="gs-hive-menu-icon" />
        <span className="gs-hive-menu-text">GraphQL Foundation</span>
      </MenuLink>
    </div>
  )
}

/** One of the bar's menus: a `<details>` (opens on click without JavaScript; src/client/menus.ts adds hover). */
function Menu({ title, children }: { title: string; children: ReactNode }): ReactElement {
  return (
    <details className="gs-dropdown gs-hive-menu" data-menu="">
      <summary className="gs-hive-menu-trigger">
        {title}
        <ChevronDownIcon className="gs-dropdown-chevron" />
      </summary>
      <div className="gs-hive-menu-panel">{children}</div>
    </details>
  )
}

/** The Products, Developer and Company menus, then the site's `navLinks`. */
export function HiveMenus({ nav, label }: { nav: HiveNavigationData; label: string }): ReactElement {
  return (
    <nav className="gs-hive-menus" aria-label={label}>
      <ul>
        <li>
          <Menu title="Products">
            <ProductsPanel />
          </Menu>
        </li>
        <li>
          <Menu title="Developer">
            <DeveloperPanel developerMenu={nav.developerMenu} />
          </Menu>
        </li>
        <li>
          <Menu title="Company">
            <CompanyPanel card={nav.companyCard} />
          </Menu>
        </li>
        {nav.navLinks.map(link => (
          <li key={`${link.href}|${link.title}`}>
            <a className="gs-hive-menu-trigger gs-hive-nav-link" href={link.href} {...linkTarget(link.href)}>
              {link.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
