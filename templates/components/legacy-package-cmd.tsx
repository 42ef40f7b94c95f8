import type { ReactElement } from 'react'
import { Pre } from './code.js'
import type { PackageCommand } from './package-commands.js'
import { Tab } from './tab.js'
import { Tabs } from './tabs.js'

export interface LegacyPackageCmdProps {
  /** `{ name, cmd }` entries (or bare names), as the Guild's older sites pass them. */
  packages: readonly (string | PackageCommand)[]
}

/** The managers `LegacyPackageCmd` shows, in its tab order (`@theguild/components` 6, 7 and 9 alike). */
const LEGACY_MANAGERS = ['yarn', 'npm', 'pnpm'] as const
type LegacyManager = (typeof LEGACY_MANAGERS)[number]
type Verbs = Record<LegacyManager, string>

const ADD: Verbs = { yarn: 'yarn add', npm: 'npm install', pnpm: 'pnpm add' }
const ADD_GLOBAL: Verbs = { yarn: 'yarn global add', npm: 'npm install --global', pnpm: 'pnpm add --global' }
const RUN: Verbs = { yarn: 'yarn', npm: 'npm run', pnpm: 'pnpm' }
const INSTALL: Verbs = { yarn: 'yarn', npm: 'npm install', pnpm: 'pnpm install' }
const INIT: Verbs = { yarn: 'yarn init --yes', npm: 'npm init --yes', pnpm: 'pnpm init' }

function legacyCommand(manager: LegacyManager, entry: PackageCommand): string {
  switch (entry.cmd) {
    case 'run':
      return `${manager === 'npm' && entry.isNpx ? 'npx' : RUN[manager]} ${entry.name}`
    case 'install':
      return entry.name ? `${INSTALL[manager]} ${entry.name}` : INSTALL[manager]
    case 'init':
      return INIT[manager]
    default:
      return `${entry.isGlobal ? ADD_GLOBAL[manager] : ADD[manager]} ${entry.name}`
  }
}

/**
 * The Guild's `LegacyPackageCmd`, as its packages render it: yarn, npm and pnpm tabs, each a
 * "Terminal" code block with one command line per entry (`yarn add express`, `yarn add graphql`, …;
 * npm says `npm install`), the tab choice not remembered. Not the same block as `PackageCmd`.
 *
 * @example <LegacyPackageCmd packages={['graphql-yoga', { name: 'codegen', cmd: 'run' }]} />
 */
export function LegacyPackageCmd({ packages }: LegacyPackageCmdProps): ReactElement {
  const entries = packages.map(entry => (typeof entry === 'string' ? { name: entry } : entry))
  return (
    <Tabs items={LEGACY_MANAGERS}>
      {LEGACY_MANAGERS.map(manager => (
        <Tab key={manager}>
          <Pre data-filename="Terminal" data-copy="" data-language="sh">
            <code>
              <span className="line">{entries.map(entry => legacyCommand(manager, entry)).join('\n')}</span>
            </code>
          </Pre>
        </Tab>
      ))}
    </Tabs>
  )
}
