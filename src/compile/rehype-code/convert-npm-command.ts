/** A package manager that an `npm2yarn` fence gets a tab for, besides npm itself. */
export type PackageManager = 'yarn' | 'pnpm' | 'bun'

/** Every tab of an `npm2yarn` fence, in display order: Nextra's (`@theguild/remark-npm2yarn` 0.1–0.3, in Nextra 2, 3 and 4 alike). */
export const PACKAGE_MANAGERS = ['npm', 'pnpm', 'yarn', 'bun'] as const

const INSTALL = new Set(['i', 'install', 'add', 'isntall', 'in'])
const UNINSTALL = new Set(['uninstall', 'un', 'remove', 'rm', 'r', 'unlink'])
const UPDATE = new Set(['update', 'up', 'upgrade'])
// npm runs these without `run`; bun must keep `run` because `bun test` is bun's own test runner.
const LIFECYCLE = new Set(['test', 't', 'start', 'stop', 'restart'])

// Install flags per manager; a flag that is absent here is passed through unchanged.
const INSTALL_FLAGS: Record<string, Record<PackageManager, string | null>> = {
  '-D': { yarn: '-D', pnpm: '-D', bun: '-d' },
  '--save-dev': { yarn: '-D', pnpm: '-D', bun: '-d' },
  '-E': { yarn: '--exact', pnpm: '--save-exact', bun: '--exact' },
  '--save-exact': { yarn: '--exact', pnpm: '--save-exact', bun: '--exact' },
  '-O': { yarn: '--optional', pnpm: '--save-optional', bun: '--optional' },
  '--save-optional': { yarn: '--optional', pnpm: '--save-optional', bun: '--optional' },
  '--save-peer': { yarn: '--peer', pnpm: '--save-peer', bun: '--peer' },
  // Saving to dependencies is every manager's default, so the flag just goes away.
  '-S': { yarn: null, pnpm: null, bun: null },
  '--save': { yarn: null, pnpm: null, bun: null },
  '-P': { yarn: null, pnpm: '-P', bun: null },
  '--save-prod': { yarn: null, pnpm: '-P', bun: null }
}

const TOKEN = /"[^"]*"|'[^']*'|\S+/g

/**
 * Converts an npm command (possibly several lines, or `&&`-chained) into the equivalent command of
 * another package manager, the way Nextra's `npm2yarn` fences do. Lines that are not npm or npx
 * commands (comments, `cd`, …) are kept as they are.
 *
 * @example convertNpmCommand('npm i -D typescript', 'bun') // 'bun add -d typescript'
 * @example convertNpmCommand('npx create-yoga', 'yarn') // 'yarn dlx create-yoga'
 */
export function convertNpmCommand(source: string, manager: PackageManager): string {
  return source
    .split('\n')
    .map(line =>
      line
        .split(/(\s*&&\s*)/)
        .map((part, i) => (i % 2 === 1 ? part : convertSegment(part, manager)))
        .join('')
    )
    .join('\n')
}

function convertSegment(segment: string, manager: PackageManager): string {
  const match = /^(\s*(?:\$\s+)?)(npx|npm)(\s.*|)$/.exec(segment)
  if (!match) return segment
  const [, indent, tool, rest] = match as unknown as [string, string, string, string]
  const args = rest.match(TOKEN) ?? []
  const converted = tool === 'npx' ? convertNpx(args, manager) : convertNpm(args, manager)
  return indent + converted.join(' ')
}

function convertNpx(args: string[], manager: PackageManager): string[] {
  return manager === 'bun' ? ['bunx', ...args] : [manager, 'dlx', ...args]
}

function convertNpm(args: string[], manager: PackageManager): string[] {
  const [command = '', ...rest] = args
  if (INSTALL.has(command)) return convertInstall(rest, manager)
  if (UNINSTALL.has(command)) return [manager, 'remove', ...stripSaveFlags(rest)]
  if (command === 'run' || command === 'run-script') return convertRun(rest, manager)
  if (LIFECYCLE.has(command)) return convertRun([command === 't' ? 'test' : command, ...rest], manager)
  if (command === 'init' || command === 'create') return convertInit(command, rest, manager)
  if (command === 'exec')
    return convertNpx(
      rest.filter(arg => arg !== '--'),
      manager
    )
  if (command === 'ci') return [manager, 'install', '--frozen-lockfile']
  if (UPDATE.has(command)) return [manager, manager === 'yarn' ? 'upgrade' : 'update', ...rest]
  // Anything else (publish, login, version, …) has the same name in every manager.
  return [manager, ...args]
}

function convertInstall(rest: string[], manager: PackageManager): string[] {
  const isGlobal = rest.some(arg => arg === '-g' || arg === '--global')
  const args = rest
    .filter(arg => arg !== '-g' && arg !== '--global')
    .flatMap(arg => {
      const mapped = INSTALL_FLAGS[arg]
      if (!mapped) return [arg]
      const flag = mapped[manager]
      return flag === null ? [] : [flag]
    })
  const packages = args.filter(arg => !arg.startsWith('-'))
  if (packages.length === 0 && !isGlobal) {
    // A bare `npm install` installs the lockfile; yarn spells that as just `yarn`.
    return manager === 'yarn' ? ['yarn', ...args] : [manager, 'install', ...args]
  }
  if (isGlobal) return manager === 'yarn' ? ['yarn', 'global', 'add', ...args] : [manager, 'add', '-g', ...args]
  return [manager, 'add', ...args]
}

function convertRun(rest: string[], manager: PackageManager): string[] {
  // npm needs `--` before script arguments; the other managers forward them as they are.
  const args = rest.filter((arg, i) => !(arg === '--' && i === 1))
  return manager === 'bun' ? ['bun', 'run', ...args] : [manager, ...args]
}

function convertInit(command: string, rest: string[], manager: PackageManager): string[] {
  const [first] = rest
  // `npm init x` runs the `create-x` starter; `npm init` / `npm init -y` creates a package.json.
  if (command === 'init' && (first === undefined || first.startsWith('-'))) {
    return manager === 'pnpm' ? ['pnpm', 'init'] : [manager, 'init', ...rest]
  }
  return [manager, 'create', ...rest]
}

function stripSaveFlags(args: string[]): string[] {
  return args.filter(arg => !/^(-S|-D|--save(-dev|-prod|-optional|-peer)?)$/.test(arg))
}
