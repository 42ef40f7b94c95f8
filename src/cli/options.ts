import type { Command } from 'commander'

export interface CommonOptions {
  config?: string
  out?: string
  base?: string
  quiet?: boolean
  debug?: boolean
  cache?: boolean
  force?: boolean
}

/** Options every command shares. */
export function withCommonOptions(command: Command): Command {
  return command
    .option('--config <file>', 'config file (default: guildsite.config.{ts,mts,js,mjs,json} in the site folder)')
    .option('--out <dir>', 'output folder (default: <site>/dist)')
    .option('--base <path>', 'base path the site is served under, e.g. /docs')
    .option('--quiet', 'print errors only')
    .option('--debug', 'print stack traces and per-stage timings')
}

export const siteOptions = (site: string | undefined, options: CommonOptions) => ({
  siteDir: site ?? '.',
  configFile: options.config,
  outDir: options.out,
  basePath: options.base
})
