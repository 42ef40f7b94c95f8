// `nextra/page-map` (Nextra 4).
export {
  convertToPageMap,
  createIndexPage,
  getIndexPageMap,
  getPageMap,
  mergeMetaWithPageMap,
  normalizePageMap
} from '../components/guild-utils.js'
