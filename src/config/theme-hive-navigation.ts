import {
  companyCardOf,
  defaultHiveNavLinks,
  isValidElement,
  linksOf,
  roleOf,
  textOf
} from '../app-router/layout-elements.js'

/**
 * The Guild's product bar (`HiveNavigation`) and footer (`HiveFooter`) a Nextra 3 theme config draws through
 * its own components, as Hive's website does with @theguild/components 7: `navbar: { component:
 * NavigationMenu }`, whose `NavigationMenu` returns `<HiveNavigation productName={PRODUCTS.HIVE.name}
 * developerMenu navLinks … />`, and `footer: { component: () => <HiveFooter items={{ resources }} /> }`.
 * Each component is called as a docs page would call it (the theme config is read with the `next/router`
 * stub of an ordinary docs page, and `@theguild/components`' `HiveNavigation` and `HiveFooter` marked:
 * `website/config-stubs.ts`); the marked element it returns gives guildsite's `hiveNavigation`. Undefined
 * when the component needs React to run (a hook of React's), throws, or returns no such element — the
 * navbar is then the one `defineConfig` draws.
 */
export function hiveNavigationOfTheme(navbar: unknown):
  | {
      productName?: string
      developerMenu: ReturnType<typeof linksOf>
      navLinks: ReturnType<typeof linksOf>
      companyCard?: ReturnType<typeof companyCardOf>
    }
  | undefined {
  const element = markedElement(componentOf(navbar), 'HiveNavigation')
  if (!element) return undefined
  const { productName, developerMenu, navLinks, companyMenuChildren } = element.props
  const name = typeof productName === 'string' && productName ? productName : undefined
  // (Hive's 2024-12 site: `companyMenuChildren={<GraphQLConfCard image={graphQLConfLocalImage} />}`.)
  const card = companyCardOf(companyMenuChildren)
  return {
    ...(name && { productName: name }),
    developerMenu: linksOf(developerMenu),
    navLinks: navLinks === undefined ? defaultHiveNavLinks(name) : linksOf(navLinks),
    ...(card && { companyCard: card })
  }
}

/** The `<HiveFooter description items={{ resources }}>` a theme config's `footer.component` returns. */
export function hiveFooterOfTheme(
  footer: unknown
): { description?: string; resources: ReturnType<typeof linksOf> } | undefined {
  const element = markedElement(componentOf(footer), 'HiveFooter')
  if (!element) return undefined
  const description = textOf(element.props.description)
  const items = element.props.items as { resources?: unknown } | undefined
  return { ...(description && { description }), resources: linksOf(items?.resources) }
}

/** What calling a theme config's `{ component }` (or a bare component) returns, undefined when it throws. */
function componentOf(option: unknown): unknown {
  const component =
    typeof option === 'function'
      ? option
      : typeof option === 'object' && option !== null
        ? (option as { component?: unknown }).component
        : undefined
  if (typeof component !== 'function') return undefined
  try {
    return (component as (props: Record<string, never>) => unknown)({})
  } catch {
    return undefined
  }
}

/** The first element of `role` in a returned tree (the theme config's shim marks the Guild's components). */
function markedElement(
  node: unknown,
  role: 'HiveNavigation' | 'HiveFooter',
  depth = 0
): { props: Record<string, unknown> } | undefined {
  if (depth > 12 || node === null || typeof node !== 'object') return undefined
  if (Array.isArray(node)) {
    for (const child of node) {
      const found = markedElement(child, role, depth + 1)
      if (found) return found
    }
    return undefined
  }
  if (!isValidElement(node)) return undefined
  if (roleOf(node) === role) return node
  return markedElement(node.props.children, role, depth + 1)
}
