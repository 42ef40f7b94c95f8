// `@theguild/components/next.config`: `withGuildDocs({ nextraConfig, ...nextConfig })`.
import nextra, { NEXTRA_OPTIONS } from './nextra.js'

/** The Guild's Nextra defaults (v9 `defaultNextraOptions`). */
export const defaultNextraOptions = {
  defaultShowCopyCode: true,
  whiteListTagsStyling: ['figure', 'figcaption'],
  search: { codeblocks: false },
  mdxOptions: { rehypePlugins: [] }
}

/** The Guild's remark plugins (v5–7): guildsite's compile stage has its own. */
export const defaultRemarkPlugins: unknown[] = []

/** The Next config with Nextra's options (the Guild's defaults, then `nextraConfig`) kept under `NEXTRA_OPTIONS`. */
export function withGuildDocs({
  nextraConfig,
  ...nextConfig
}: Record<string, unknown> & { nextraConfig?: Record<string, unknown> } = {}): Record<string, unknown> {
  return nextra({ ...defaultNextraOptions, ...nextraConfig })(nextConfig)
}

export { NEXTRA_OPTIONS }
