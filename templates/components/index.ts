// The built-in components under the names pages import them by from `nextra/components`,
// `nextra-theme-docs`, `@theguild/components` and `next/image`; in scope of every MDX page without an
// import (templates/mdx-provider.tsx). Each module's full list of names is in templates/modules/.
export { Anchor, Button, type AnchorProps, type ButtonProps } from './anchor.js'
export { Banner, type ContentBannerProps } from './content-banner.js'
export { Bleed, type BleedProps } from './bleed.js'
export { ALERT_TO_CALLOUT, Callout, type CalloutProps, type CalloutType, type GitHubAlert } from './callout.js'
export { Card, type CardProps } from './card.js'
export { Cards, type CardsProps } from './cards.js'
export { Code, Pre, type PreProps } from './code.js'
export { CH } from './code-hike.js'
export { Collapse, type CollapseProps } from './collapse.js'
export { Comments, DEFAULT_COMMENTS_HOST, type CommentsProps } from './comments.js'
export { FeatureList, type FeatureListProps } from './feature-list.js'
export { Giscus } from './guild-misc.js'
export { HeroGradient, type HeroGradientProps } from './hero-gradient.js'
export { HeroIllustration, HeroMarketplace, HeroVideo } from './heroes.js'
export { InfoList, type InfoListProps } from './info-list.js'
export { Table, Td, Th, Tr } from './table.js'
export { FileTree, type FileTreeProps } from './file-tree.js'
export { Iframe, type IframeProps } from './iframe.js'
export { Image, type ImageProps } from './image.js'
export { LegacyPackageCmd, type LegacyPackageCmdProps } from './legacy-package-cmd.js'
export { mdxElements } from './mdx-elements.js'
export { MISSING_SRC_MESSAGE, type ImageSource, type StaticImageData } from './media-src.js'
export { Mermaid, type MermaidProps } from './mermaid.js'
export { NextImage, type NextImageProps } from './next-image.js'
export { NPMBadge, type NPMBadgeProps } from './npm-badge.js'
export { PackageCmd, type PackageCmdProps } from './package-cmd.js'
export { PACKAGE_MANAGERS, packageCommands, type PackageCommand, type PackageManager } from './package-commands.js'
export { Steps } from './steps.js'
export { Tab, type TabProps } from './tab.js'
export { Tabs, type TabItem, type TabsProps } from './tabs.js'
export { Video, VIDEO_FALLBACK_TEXT, type VideoProps } from './video.js'
// Page data and MDX compiled at build time (Nextra's `RemoteContent`, `useData`, `MDXRemote`).
export {
  DataContext,
  DataProvider,
  evaluate,
  MDXRemote,
  Playground,
  RemoteContent,
  SSGContext,
  useData,
  useSSG,
  type MDXRemoteProps,
  type PlaygroundProps
} from '../data.js'
// The marketing blocks of SPEC §2 "Sections" and the SPEC "Link behaviour" link.
export { CallToAction, Hero } from './guild-compat.js'
export type { CallToActionProps } from '../marketing/call-to-action.js'
export { ConferenceBackground, type ConferenceBackgroundProps } from '../marketing/conference-background.js'
export { EcosystemPanel, type EcosystemPanelProps } from '../marketing/ecosystem-panel.js'
export { Feature, type FeatureProps } from '../marketing/feature.js'
export type { HeroProps } from '../marketing/hero.js'
export { Link, type LinkProps } from '../marketing/link.js'
export { Section, type SectionProps } from '../marketing/section.js'
export type { LinkItem, SectionItem } from '../marketing/types.js'
