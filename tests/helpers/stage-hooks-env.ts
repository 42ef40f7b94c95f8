const PRELOAD = new URL('./stage-hooks.mjs', import.meta.url).href

/**
 * The environment of a guildsite process with the test-only stage hooks (stage-hooks.mjs) preloaded:
 * `GUILDSITE_TEST_PAUSE_AT` and `GUILDSITE_TEST_SHUFFLE` in `env` take effect.
 */
export function withStageHooks<T extends Record<string, string | undefined>>(env: T): T & { NODE_OPTIONS: string } {
  return { ...env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${PRELOAD}`.trim() }
}
