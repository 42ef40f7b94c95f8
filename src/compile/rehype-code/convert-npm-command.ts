/** A package manager that an `npm2yarn` fence gets a tab for, besides npm itself. */
export type PackageManager = 'yarn' | 'pnpm' | 'bun'

/**
 * Every tab of an `npm2yarn` fence, in display order: Nextra's (`@theguild/remark-npm2yarn` 0.2–0.3,
 * Nextra 2.13 on, 3 and 4). Nextra 2.10–2.12 (0.1) has no bun tab, and 2.0–2.9 no tabs at all
 * (`page-map/nextra-version.ts` `nextra2PackageManagers`).
 */
export const PACKAGE_MANAGERS = ['npm', 'pnpm', 'yarn', 'bun'] as const

/** The package managers an `npm2yarn` fence may get tabs for. */
export type TabManager = (typeof PACKAGE_MANAGERS)[number]

/** Commands of yarn itself: `yarn <name>` runs these, not the package's script of that name. */
const YARN_COMMANDS = new Set(
  (
    'add audit autoclean bin cache check config create dedupe generate-lock-entry global help import info init ' +
    'install licenses link list login logout lockfile outdated owner pack policies prune publish remove run ' +
    'self-update start stop tag team test unlink upgrade upgrade-interactive version versions why workspace workspaces'
  ).split(' ')
)

const INSTALL = new Set(['i', 'install', 'add', 'isntall', 'in'])
const UNINSTALL = new Set(['uninstall', 'un', 'remove', 'rm', 'r', 'unlink'])
const UPDATE = new Set(['update', 'up', 'upgrade'])
// npm runs these without `run`; bun must keep `run` because `bun test` is bun's own test runner.
const LIFECYCLE = new Set(['test', 't', 'start', 'stop', 'restart'])

// Install flags per manager, spelt as Nextra's npm2yarn tabs spell them (yarn and bun take the long
// form, pnpm keeps the npm spelling as written); a flag that is absent here is passed through
// unchanged, and `null` drops it (saving to dependencies is every manager's default). Where Nextra's
// spelling does not work (`yarn add --production`) the working one is kept.
const INSTALL_FLAGS: Record<string, Record<PackageManager, string | null>> = {
  '-D': { yarn: '--dev', pnpm: '-D', bun: '--dev' },
  '--save-dev': { yarn: '--dev', pnpm: '--save-dev', bun: '--dev' },
  '-E': { yarn: '--exact', pnpm: '-E', bun: '--exact' },
  '--save-exact': { yarn: '--exact', pnpm: '--save-exact', bun: '--exact' },
  '-O': { yarn: '--optional', pnpm: '-O', bun: '--optional' },
  '--save-optional': { yarn: '--optional', pnpm: '--save-optional', bun: '--optional' },
  '--save-peer': { yarn: '--peer', pnpm: '--save-peer', bun: '--peer' },
  '-S': { yarn: null, pnpm: null, bun: null },
  '--save': { yarn: null, pnpm: null, bun: null },
  '-P': { yarn: null, pnpm: '-P', bun: null },
  '--save-prod': { yarn: null, pnpm: '--save-prod', bun: null }
}

const TOKEN = /"[^"]*"|'[^']*'|\S+/g

/**
 * Converts an npm command (possibly several lines, or `&&`-chained) into the equivalent command of
 * another package manager, the way Nextra's `npm2yarn` fences do. Lines that are not npm or npx
 * commands (comments, `cd`, …) are kept as they are.
 *
 * @example convertNpmCommand('npm i -D typescript', 'bun') // 'bun add --dev typescript'
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
  return [manager, manager === 'bun' ? 'x' : 'dlx', ...args]
}

function convertNpm(args: string[], manager: PackageManager): string[] {
  const [command = '', ...rest] = args
  if (INSTALL.has(command)) return convertInstall(command, rest, manager)
  if (UNINSTALL.has(command)) return [manager, 'remove', ...stripSaveFlags(rest)]
  if (command === 'run' || command === 'run-script') return convertRun(rest, manager)
  if (LIFECYCLE.has(command)) {
    // `npm test`: `yarn test`, `pnpm test`, `bun run test` (bun's own `bun test` is its test runner).
    const script = command === 't' ? 'test' : command
    return manager === 'bun' ? ['bun', 'run', script, ...rest] : [manager, script, ...rest]
  }
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

function convertInstall(command: string, rest: string[], manager: PackageManager): string[] {
  const isGlobal = rest.some(arg => arg === '-g' || arg === '--global')
  const args = rest.flatMap(arg => {
    if (arg === '-g' || arg === '--global') return manager === 'bun' ? ['--global'] : manager === 'pnpm' ? [arg] : []
    const mapped = INSTALL_FLAGS[arg]
    if (!mapped) return [arg]
    const flag = mapped[manager]
    return flag === null ? [] : [flag]
  })
  const packages = args.filter(arg => !arg.startsWith('-'))
  if (packages.length === 0 && !isGlobal) {
    // A bare `npm install` installs the lockfile; pnpm keeps the command as written (`pnpm i`).
    return [manager, manager === 'pnpm' ? command : 'install', ...args]
  }
  if (isGlobal && manager === 'yarn') return ['yarn', 'global', 'add', ...args]
  return [manager, 'add', ...args]
}

function convertRun(rest: string[], manager: PackageManager): string[] {
  // npm needs `--` before script arguments; the other managers forward them as they are. Nextra's
  // tabs keep `run` for pnpm and bun (`pnpm run build`) and drop it for yarn (`yarn build`), unless
  // the script has the name of one of yarn's own commands (`yarn run test`).
  const args = rest.filter((arg, i) => !(arg === '--' && i === 1))
  const [script = ''] = args
  return manager === 'yarn' && !YARN_COMMANDS.has(script) ? ['yarn', ...args] : [manager, 'run', ...args]
}

function convertInit(command: string, rest: string[], manager: PackageManager): string[] {
  const [first, ...more] = rest
  // `npm init x` runs the `create-x` starter; `npm init` / `npm init -y` creates a package.json.
  if (command === 'init' && (first === undefined || first.startsWith('-'))) {
    return manager === 'pnpm' ? ['pnpm', 'init'] : [manager, 'init', ...rest]
  }
  if (first === undefined) return [manager, 'create']
  // Nextra's tabs drop `@latest` from the starter's name and run bun's as `bunx create-x`.
  const starter = first.replace(/@latest$/, '')
  if (manager !== 'bun') return [manager, 'create', starter, ...more]
  const scoped = /^(@[^/]+)(?:\/(.+))?$/.exec(starter)
  const name = scoped ? `${scoped[1]}/create${scoped[2] ? `-${scoped[2]}` : ''}` : `create-${starter}`
  return ['bunx', name, ...more]
}

function stripSaveFlags(args: string[]): string[] {
  return args.filter(arg => !/^(-S|-D|--save(-dev|-prod|-optional|-peer)?)$/.test(arg))
}
