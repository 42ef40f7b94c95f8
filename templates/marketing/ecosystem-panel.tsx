import { useId, type CSSProperties, type ReactElement, type ReactNode } from 'react'
import { ECOSYSTEM_GROUPS, PRODUCTS, type Product } from '../catalogue/products.js'
import { useRenderContext } from '../context.js'
import { resolveLink, type LinkEnv } from './link.js'

export interface EcosystemPanelProps {
  /** Heading shown above the panel when it is a block of a page (the header menu has none). */
  title?: ReactNode
  description?: ReactNode
  /** A last row inside the scrolling panel (the header's "Explore the whole ecosystem" link). */
  footer?: ReactNode
  /** Overrides the render context (the header renders outside a page's context). */
  env?: LinkEnv
}

function EcosystemEntry({ product, env }: { product: Product; env: LinkEnv }): ReactElement {
  const Logo = product.logo
  // Catalogue hrefs live on the company site: plain paths when this site is deployed there too.
  const link = resolveLink({ href: product.href, sameSite: true }, env)
  return (
    <li>
      <a className="gs-eco-link" {...link} data-product={product.key} style={{ '--gs-product': product.primaryColor } as CSSProperties}>
        <span className="gs-eco-logo">
          <Logo width={22} height={22} aria-hidden="true" role={undefined} aria-label={undefined} />
        </span>
        <span className="gs-eco-text">
          <span className="gs-eco-name">{product.name}</span>
          <span className="gs-eco-title">{product.title}</span>
        </span>
      </a>
    </li>
  )
}

/**
 * SPEC §2 "Ecosystem panel": 800 px wide, scrollable, at most the viewport height minus 70 px;
 * three groups (ECOSYSTEM_GROUPS), each product with logo, name and title, linking to its site.
 * The header opens it from "Ecosystem"; a page may show it as a block.
 *
 * @example <EcosystemPanel title="Our ecosystem" />
 */
export function EcosystemPanel({ title, description, footer, env }: EcosystemPanelProps): ReactElement {
  const context = useRenderContext()
  const linkEnv = env ?? context
  // The panel can be on a page more than once (header menu, mobile menu, a page block).
  const idPrefix = useId()
  const panel = (
    <div className="gs-ecosystem" data-ecosystem-panel="">
      {ECOSYSTEM_GROUPS.map((group, index) => {
        const id = `${idPrefix}-group-${index}`
        return (
          <div key={group.title} className="gs-eco-group" role="group" aria-labelledby={id} data-ecosystem-group={group.title}>
            <p className="gs-eco-group-title" id={id}>
              {group.title}
            </p>
            <ul className="gs-eco-list">
              {group.keys.map(key => (
                <EcosystemEntry key={key} product={PRODUCTS[key]} env={linkEnv} />
              ))}
            </ul>
          </div>
        )
      })}
      {footer}
    </div>
  )
  if (title === undefined && description === undefined) return panel
  return (
    <section className="gs-mk-section gs-mk-ecosystem">
      <div className="gs-mk-section-head">
        {title !== undefined ? <h2 className="gs-mk-heading">{title}</h2> : null}
        {description !== undefined ? <p className="gs-mk-lead">{description}</p> : null}
      </div>
      {panel}
    </section>
  )
}
