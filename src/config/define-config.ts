import type { ConfigInput } from './schema.js'

/** Identity helper giving editors types and completion in `guildsite.config.ts`. */
export function defineConfig(config: ConfigInput): ConfigInput {
  return config
}
