// `@theguild/components` (v5, v6, v7 and v9): every name any of them exports.
import { BUILTIN_COMPONENTS } from '../mdx-provider.js'

export * from '../components/index.js'
export * from './guild-icons.js'
export { Anchor, Button } from '../components/anchor.js'
export { Banner } from '../components/content-banner.js'
export { Code } from '../components/code.js'
export { Collapse } from '../components/collapse.js'
export { FeatureList } from '../components/feature-list.js'
export { InfoList } from '../components/info-list.js'
export { HeroGradient } from '../components/hero-gradient.js'
export { HeroIllustration, HeroMarketplace, HeroVideo } from '../components/heroes.js'
export {
  AncillaryProductCard,
  CardsColorful,
  ExploreMainProductCards,
  GraphQLConfCard,
  InfoCard,
  MainProductCard,
  ProductCard,
  ToolsAndLibrariesCards
} from '../components/guild-cards.js'
export { MarketplaceList } from '../components/guild-marketplace.js'
export {
  ComparisonTable,
  ContactButton,
  ContactTextLink,
  DecorationIsolation,
  Dropdown,
  DropdownContent,
  DropdownItem,
  DropdownTrigger,
  FrequentlyAskedQuestions,
  GetYourAPIGameRightSection,
  Giscus,
  Heading,
  HeroDecorationFromLogo,
  HeroLogo,
  HighlightDecoration,
  Input,
  Marquee,
  MarqueeRows,
  Modal,
  Newsletter,
  Stud,
  TextLink,
  VersionDropdown
} from '../components/guild-misc.js'
export { CallToAction, Hero } from '../components/guild-compat.js'
export { CookiesConsent } from '../components/cookies-consent.js'
export { MarketplaceSearch } from '../components/marketplace-search.js'
export {
  Footer,
  FooterExtended,
  Header,
  HiveFooter,
  HiveLayoutConfig,
  HiveNavigation,
  Nav,
  Navbar,
  NotFoundPage,
  Search,
  SearchBar,
  ServerSideErrorPage,
  ThemeSwitcherButton
} from '../components/layout-stubs.js'
export { MdxLink as MDXLink } from '../components/mdx-link.js'
export { Table, Td, Th, Tr } from '../components/table.js'
export { useConfig, useMounted, useTheme, useThemeConfig } from '../components/hooks.js'
export { RemoteContent, useData, useSSG } from '../data.js'
export {
  cn,
  createCatchAllMeta,
  defineConfig,
  fetchPackageInfo,
  getNavbarLogo,
  normalizePages,
  productsItems
} from '../components/guild-utils.js'
export { PRODUCTS } from '../catalogue/all-products.js'
export { useThemeMDXComponents as useMDXComponents } from '../mdx-provider.js'

/** The MDX components the Guild's sites give every page (`mdxComponents`, `hiveMdxComponents`). */
export const mdxComponents = BUILTIN_COMPONENTS
export const hiveMdxComponents = BUILTIN_COMPONENTS
