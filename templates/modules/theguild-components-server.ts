// `@theguild/components/server` (v9).
export { Body, GuildLayout, HiveLayout } from '../components/layout-stubs.js'
export { MdxLink as MDXLink } from '../components/mdx-link.js'
export { MDXRemote, evaluate } from '../data.js'
export { compileMdx } from '../../src/compile/remote-mdx.js'
export {
  convertToPageMap,
  createIndexPage,
  fetchFilePathsFromGitHub,
  fetchPackageInfo,
  getDefaultMetadata,
  getPageMap,
  mergeMetaWithPageMap,
  normalizePageMap,
  remarkLinkRewrite,
  sharedMetaItems
} from '../components/guild-utils.js'
export {
  useServerMDXComponents as useMDXComponents,
  useServerMDXComponents as useHiveMDXComponents
} from '../mdx-provider.js'
