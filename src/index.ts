export { defineConfig } from './config/define-config.js'
export type { ConfigInput as GuildsiteConfig } from './config/schema.js'
export type { SiteConfig } from './config/load-config.js'
