import type { ReactElement } from 'react'
import { PACKAGE_MANAGERS, packageCommands, type PackageCommand } from './package-commands.js'
import { Tab } from './tab.js'
import { Tabs } from './tabs.js'

export interface PackageCmdProps {
  /** Packages to install, e.g. `['graphql-yoga']`, `['-D @graphql-codegen/cli']` or `{ name, cmd }` entries. */
  packages: string | readonly (string | PackageCommand)[]
}

/**
 * Install commands for npm, yarn, pnpm and bun as tabs (`@theguild/components` `PackageCmd`).
 * The tabs share the `package-manager` storage key, so picking yarn once picks it on every page.
 *
 * @example <PackageCmd packages={['graphql-yoga', 'graphql']} />
 */
export function PackageCmd({ packages }: PackageCmdProps): ReactElement {
  const commands = packageCommands(packages)
  return (
    <Tabs items={PACKAGE_MANAGERS} storageKey="package-manager" className="gs-package-cmd">
      {PACKAGE_MANAGERS.map((manager) => (
        <Tab key={manager}>
          {/* `data-copy` asks the copy-button script for a button, as on highlighted code blocks. */}
          <pre className="gs-code" data-language="sh" data-copy="">
            <code>{commands[manager]}</code>
          </pre>
        </Tab>
      ))}
    </Tabs>
  )
}
