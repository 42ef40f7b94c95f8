// `import nextra from 'nextra'` (next.config): the options, kept where guildsite's config loader finds them.

/** The key under which `nextra(options)(nextConfig)` and `withGuildDocs` keep Nextra's options. */
export const NEXTRA_OPTIONS = Symbol.for('guildsite.nextra-options')

/** `nextra(options)` returns the function that wraps the Next config; both keep the options readable. */
export default function nextra(options: Record<string, unknown> = {}) {
  const withNextra = (nextConfig: Record<string, unknown> = {}): Record<string, unknown> => ({
    ...nextConfig,
    [NEXTRA_OPTIONS]: options
  })
  return Object.assign(withNextra, { [NEXTRA_OPTIONS]: options })
}
