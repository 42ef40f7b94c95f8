// `nextra-theme-docs` (Nextra 2, 3 and 4). guildsite's layout is the theme; its parts render nothing here.
import { BUILTIN_COMPONENTS } from '../mdx-provider.js'

export { Anchor as Link } from '../components/anchor.js'
export { Bleed } from '../components/bleed.js'
export { Callout } from '../components/callout.js'
export { Card } from '../components/card.js'
export { Cards } from '../components/cards.js'
export { Collapse } from '../components/collapse.js'
export { FileTree } from '../components/file-tree.js'
export { Steps } from '../components/steps.js'
export { Tab } from '../components/tab.js'
export { Tabs } from '../components/tabs.js'
export { SkipNavContent, SkipNavLink } from '../components/nextra-misc.js'
export { setMenu, useConfig, useMenu, useTheme, useThemeConfig } from '../components/hooks.js'
export {
  Footer,
  LastUpdated,
  Layout,
  LocaleSwitch,
  Navbar,
  NotFoundPage,
  ServerSideErrorPage,
  ThemeSwitch,
  ThemeLayout as default
} from '../components/layout-stubs.js'
// (Nextra 4's is a plain function sites call at a module's top level; Nextra 2's the MDX hook: it serves both.)
export { useServerMDXComponents as useMDXComponents } from '../mdx-provider.js'

/** Nextra 3 `getComponents()`: the components the docs theme gives MDX (guildsite's built-ins). */
export function getComponents(_options?: unknown): Record<string, unknown> {
  return BUILTIN_COMPONENTS
}

// Older Guild pages import the page's build-time data from the docs theme too (templates/data.tsx).
export { useData } from '../data.js'
