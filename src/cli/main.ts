import { Command, CommanderError } from 'commander'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { PACKAGE_ROOT } from '../package-root.js'
import { saveCodeCache } from '../shared/code-cache-moment.js'
import { withCommonOptions, type CommonOptions } from './options.js'
import { withServeOptions, type ServeOptions } from './serve-options.js'

const version = (JSON.parse(readFileSync(join(PACKAGE_ROOT, 'package.json'), 'utf8')) as { version: string }).version

/** Exit codes: 0 success, 1 content or config errors, 2 usage errors. */
export async function main(argv: string[]): Promise<number> {
  let exitCode = 0
  const program = new Command('guildsite')
    .description('Build the Guild docs: Markdown/MDX in, a static site out.')
    .version(version, '-v, --version')
    .showHelpAfterError()
    .exitOverride()

  withCommonOptions(
    program.command('build').argument('[site]', 'site folder', '.').description('build the site into static files')
  )
    .option('--no-cache', 'ignore and do not write the persistent build cache')
    .option('--force', 'allow an output folder outside the site folder (it is replaced on every build)')
    .action(async (site: string, options: CommonOptions) => {
      const { runBuild } = await import('./build.js')
      exitCode = await runBuild(site, options)
      // The functions a build runs are compiled by now: the next CLI start loads them from V8's cache.
      saveCodeCache()
    })
  withCommonOptions(
    program
      .command('check')
      .argument('[site]', 'site folder', '.')
      .description('validate config, metas and front matter; writes nothing')
  )
    .option('--json', 'print the navigation as JSON (NAVIGATION.json format)')
    .option('--locale <code>', 'locale of the --json navigation (default: the default locale)')
    .action(async (site: string, options) => {
      const { runCheck } = await import('./check.js')
      exitCode = await runCheck(site, options)
    })
  program
    .command('init')
    .argument('[folder]', 'folder to create the site in', '.')
    .description('create a new site: config, home page, docs, logo, package.json and a CI publish workflow')
    .option('--name <name>', 'site name (default: the folder name)')
    .option('--product <key>', 'a catalogue product key, e.g. YOGA: its name, logo and colour')
    .option('--yes', 'ask nothing: take the defaults')
    .option('--force', 'write into a folder that is not empty')
    .action(async (folder: string, options) => {
      const { runInit } = await import('./init.js')
      exitCode = await runInit(folder, options)
    })
  const search = program.command('search').description('the hosted search index (search.provider "algolia")')
  withCommonOptions(
    search
      .command('sync')
      .argument('[site]', 'site folder', '.')
      .description('send the records `guildsite build` wrote to the hosted index (ALGOLIA_ADMIN_API_KEY): changes only')
  )
    .option('--dry-run', 'print what would change; change nothing')
    .action(async (site: string, options) => {
      const { runSearchSync } = await import('./search-sync.js')
      exitCode = await runSearchSync(site, options)
    })
  withServeOptions(
    withCommonOptions(
      program.command('dev').argument('[site]', 'site folder', '.').description('serve the site with live reload')
    ),
    4000
  ).action(async (site: string, options: ServeOptions) => {
    const { runDev } = await import('./dev.js')
    exitCode = await runDev(site, options)
  })
  withServeOptions(
    withCommonOptions(
      program.command('preview').argument('[site]', 'site folder', '.').description('serve the built site')
    ),
    4173
  )
    .option('--build', 'build the site first (in this process, so one signal stops both); exit 1 if the build fails')
    .option('--no-cache', 'with --build: ignore and do not write the persistent build cache')
    .action(async (site: string, options: ServeOptions & { build?: boolean }) => {
      const { runPreview } = await import('./preview.js')
      exitCode = await runPreview(site, options)
    })

  try {
    await program.parseAsync(argv)
  } catch (error) {
    // Commander exits 0 for --help/--version/`help`, 1 for anything the user typed wrong (including
    // no command at all, which prints the help to stderr): the latter is a usage error here.
    if (error instanceof CommanderError) return error.exitCode === 0 ? 0 : 2
    throw error
  }
  return exitCode
}
