// `nextra/components` (Nextra 2, 3 and 4).
export { Anchor } from '../components/anchor.js'
export { Banner } from '../components/content-banner.js'
export { Bleed } from '../components/bleed.js'
export { Callout } from '../components/callout.js'
export { Card } from '../components/card.js'
export { Cards } from '../components/cards.js'
export { Code, Pre } from '../components/code.js'
export { Collapse } from '../components/collapse.js'
export { FileTree } from '../components/file-tree.js'
export { NextraHead as Head, Search } from '../components/layout-stubs.js'
export { Image } from '../components/image.js'
export { Mermaid } from '../components/mermaid.js'
export {
  CopyToClipboard,
  Details,
  ImageZoom,
  MathJax,
  MathJaxContext,
  NextraButton as Button,
  Popup,
  Select,
  SkipNavContent,
  SkipNavLink,
  Summary,
  withGitHubAlert,
  withIcons
} from '../components/nextra-misc.js'
export { Steps } from '../components/steps.js'
export { Tab } from '../components/tab.js'
export { Table, Td, Th, Tr } from '../components/table.js'
export { Tabs } from '../components/tabs.js'
export { Playground, RemoteContent, evaluate } from '../data.js'
