/** The package managers PackageCmd shows, in tab order. */
export const PACKAGE_MANAGERS = ['npm', 'pnpm', 'yarn', 'bun'] as const

export type PackageManager = (typeof PACKAGE_MANAGERS)[number]

/** A package entry in the Guild's object form; a bare string means `{ name, cmd: 'add' }`. */
export interface PackageCommand {
  /** Package name, possibly with flags (`'-D graphql-yoga'`) or a script name for `run`. */
  name: string
  /** @default 'add' */
  cmd?: 'add' | 'run' | 'install' | 'init'
  /** With `cmd: 'run'`, run a package binary (`npx x`, `bunx x`) instead of a script. */
  isNpx?: boolean
  /** With `cmd: 'add'`, install globally. */
  isGlobal?: boolean
}

type Verbs = Record<PackageManager, string>

const ADD: Verbs = { npm: 'npm i', yarn: 'yarn add', pnpm: 'pnpm add', bun: 'bun add' }
const ADD_GLOBAL: Verbs = {
  npm: 'npm i --global',
  yarn: 'yarn global add',
  pnpm: 'pnpm add --global',
  bun: 'bun add --global'
}
const RUN: Verbs = { npm: 'npm run', yarn: 'yarn', pnpm: 'pnpm', bun: 'bun run' }
// Only npm and bun have a separate binary runner; yarn and pnpm run binaries with their run verb.
const EXEC: Verbs = { npm: 'npx', yarn: 'yarn', pnpm: 'pnpm', bun: 'bunx' }
const INSTALL: Verbs = { npm: 'npm install', yarn: 'yarn', pnpm: 'pnpm install', bun: 'bun install' }
const INIT: Verbs = { npm: 'npm init --yes', yarn: 'yarn init --yes', pnpm: 'pnpm init', bun: 'bun init --yes' }

function commandFor(manager: PackageManager, entry: PackageCommand): string {
  const name = entry.name?.trim() ?? ''
  const withName = (verb: string): string => (name ? `${verb} ${name}` : verb)
  switch (entry.cmd) {
    case 'run':
      return withName(entry.isNpx ? EXEC[manager] : RUN[manager])
    case 'install':
      return withName(INSTALL[manager])
    case 'init':
      return INIT[manager]
    default:
      return withName(entry.isGlobal ? ADD_GLOBAL[manager] : ADD[manager])
  }
}

/**
 * The shell text for each package manager: one line per package entry, as the Guild's
 * PackageCmd prints them (`npm i graphql-yoga`, `yarn add graphql-yoga`, …).
 */
export function packageCommands(
  packages: string | readonly (string | PackageCommand)[]
): Record<PackageManager, string> {
  const entries = (typeof packages === 'string' ? [packages] : packages).map(entry =>
    typeof entry === 'string' ? { name: entry } : entry
  )
  const result = {} as Record<PackageManager, string>
  for (const manager of PACKAGE_MANAGERS) {
    result[manager] = entries.map(entry => commandFor(manager, entry)).join('\n')
  }
  return result
}

type BlockLine = { kind: 'entry'; entry: PackageCommand } | { kind: 'add'; flags: string; names: string[] }

/**
 * The lines a `<PackageCmd>` block shows for each manager, as an `npm2yarn` fence of the same npm
 * command would: consecutive packages added with the same flags share one `npm i` line (`npm i
 * graphql-yoga graphql`), converted for yarn, pnpm and bun by the fence's own rules (`convert`);
 * the other Guild forms (`run`, `install`, `init`, global installs) keep a line each.
 */
export function packageCommandBlock(
  packages: string | readonly (string | PackageCommand)[],
  convert: (npm: string, manager: Exclude<PackageManager, 'npm'>) => string
): Record<PackageManager, string> {
  const entries = (typeof packages === 'string' ? [packages] : packages).map(entry =>
    typeof entry === 'string' ? { name: entry } : entry
  )
  const lines: BlockLine[] = []
  for (const entry of entries) {
    const words = (entry.name?.trim() ?? '').split(/\s+/).filter(Boolean)
    if ((entry.cmd ?? 'add') !== 'add' || entry.isGlobal || words.length === 0) {
      lines.push({ kind: 'entry', entry })
      continue
    }
    const flags = words.filter(word => word.startsWith('-')).join(' ')
    const names = words.filter(word => !word.startsWith('-'))
    const last = lines.at(-1)
    if (last?.kind === 'add' && last.flags === flags) last.names.push(...names)
    else lines.push({ kind: 'add', flags, names })
  }
  const result = {} as Record<PackageManager, string>
  for (const manager of PACKAGE_MANAGERS) {
    result[manager] = lines
      .map(line => {
        if (line.kind === 'entry') return commandFor(manager, line.entry)
        const npm = ['npm i', line.flags, ...line.names].filter(Boolean).join(' ')
        return manager === 'npm' ? npm : convert(npm, manager)
      })
      .join('\n')
  }
  return result
}
