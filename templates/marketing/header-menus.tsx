import type { ReactElement, ReactNode } from 'react'
import { cx } from '../components/class-names.js'
import { ArrowRightIcon, ChevronDownIcon } from '../layout/icons.js'
import { EcosystemPanel } from './ecosystem-panel.js'
import { Link, shellSameSite, type LinkEnv } from './link.js'
import type { HeaderData, HeaderLinkData, LinkItemData } from './types.js'

export interface HeaderMenuProps {
  link: HeaderLinkData
  header: HeaderData
  env: LinkEnv
  active: boolean
}

/** The Solutions panel: guide links, and the first-API tutorial as a card beside them. */
export function SolutionsPanel({ solutions, env }: { solutions: HeaderData['solutions']; env: LinkEnv }): ReactElement {
  const { description, ...tutorial } = solutions.tutorial
  return (
    <div className="gs-mh-solutions" data-solutions-panel="">
      <div className="gs-mh-solutions-guides">
        <p className="gs-mh-panel-title">Guides</p>
        <LinkList items={solutions.guides} env={env} />
      </div>
      <Link
        {...tutorial}
        sameSite={shellSameSite(tutorial, env)}
        env={env}
        className="gs-mh-tutorial"
        data-tutorial-link=""
      >
        <span className="gs-mh-panel-title">Tutorial</span>
        <span className="gs-mh-tutorial-title">
          {tutorial.children}
          <ArrowRightIcon className="gs-mh-tutorial-icon" />
        </span>
        {description ? <span className="gs-mh-tutorial-text">{description}</span> : null}
      </Link>
    </div>
  )
}

/** A plain list of link items (a configured menu, the Solutions guides). */
export function LinkList({ items, env }: { items: LinkItemData[]; env: LinkEnv }): ReactElement {
  return (
    <ul className="gs-mh-link-list">
      {items.map((item, index) => (
        <li key={`${item.href}|${index}`}>
          <Link {...item} sameSite={shellSameSite(item, env)} env={env} className="gs-mh-menu-link" />
        </li>
      ))}
    </ul>
  )
}

/** What a header item opens: the Solutions panel, the ecosystem panel, or a list of links. */
export function menuContent(link: HeaderLinkData, header: HeaderData, env: LinkEnv): ReactNode {
  if (link.menu === 'solutions') return <SolutionsPanel solutions={header.solutions} env={env} />
  if (link.menu === 'ecosystem') {
    const more = (
      <Link
        href={link.href}
        sameSite={shellSameSite(link, env)}
        newWindow={link.newWindow}
        env={env}
        className="gs-mh-panel-footer"
      >
        Explore the whole ecosystem
        <ArrowRightIcon className="gs-mh-tutorial-icon" />
      </Link>
    )
    return <EcosystemPanel env={env} footer={more} />
  }
  return link.menu ? <LinkList items={link.menu} env={env} /> : null
}

/**
 * A header item with a menu, as a `<details data-menu>`: a click opens it without JavaScript,
 * and the client script gives it SPEC's hover timing on wide screens (the same hook as the docs
 * navbar's dropdowns).
 */
export function HeaderMenu({ link, header, env, active }: HeaderMenuProps): ReactElement {
  return (
    <details
      className={cx('gs-mh-menu', `gs-mh-menu--${typeof link.menu === 'string' ? link.menu : 'links'}`)}
      data-menu=""
      data-header-menu={link.label}
    >
      <summary
        className={cx('gs-mh-link', active && 'gs-active')}
        aria-current={active ? 'true' : undefined}
        title={link.title}
      >
        {link.label}
        <ChevronDownIcon className="gs-dropdown-chevron" />
      </summary>
      <div className="gs-mh-panel" data-menu-panel="">
        {menuContent(link, header, env)}
      </div>
    </details>
  )
}
