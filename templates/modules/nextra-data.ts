// `nextra/data` (Nextra 2): the page's build-time data.
export { DataContext, RemoteContent, SSGContext, useData, useSSG } from '../data.js'
