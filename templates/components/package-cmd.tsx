import { Fragment, type ReactElement } from 'react'
import { convertNpmCommand } from '../../src/compile/rehype-code/convert-npm-command.js'
import { PACKAGE_MANAGERS, packageCommandBlock, type PackageCommand } from './package-commands.js'
import { SHIKI_PRE, ShellLine } from './shell-line.js'
import { Tab } from './tab.js'
import { Tabs } from './tabs.js'

export interface PackageCmdProps {
  /** Packages to install, e.g. `['graphql-yoga']`, `['-D @graphql-codegen/cli']` or `{ name, cmd }` entries. */
  packages: string | readonly (string | PackageCommand)[]
}

/** A code block's copy button, as the compile stage writes it (its icon drawn by CODE_CSS; relabelled per language at render). */
function CopyButton(): ReactElement {
  return <button type="button" className="gs-copy" data-copy="" aria-label="Copy code" title="Copy code" />
}

/**
 * Install commands for npm, pnpm, yarn and bun as tabs (`@theguild/components` `PackageCmd`): the
 * same block an `npm2yarn` fence of the npm command gives — highlighted code with a copy button,
 * packages added together on one line — and the same `package-manager` storage key, so picking
 * yarn once picks it in every such block on every page.
 *
 * @example <PackageCmd packages={['graphql-yoga', 'graphql']} />
 */
export function PackageCmd({ packages }: PackageCmdProps): ReactElement {
  const commands = packageCommandBlock(packages, convertNpmCommand)
  return (
    <Tabs items={PACKAGE_MANAGERS} storageKey="package-manager" className="gs-package-cmd">
      {PACKAGE_MANAGERS.map(manager => (
        <Tab key={manager}>
          <figure className="gs-code" data-language="bash">
            <pre {...SHIKI_PRE} tabIndex={0}>
              <code>
                {commands[manager].split('\n').map((line, index) => (
                  <Fragment key={index}>
                    {index > 0 ? '\n' : null}
                    <ShellLine line={line} />
                  </Fragment>
                ))}
              </code>
            </pre>
            <CopyButton />
          </figure>
        </Tab>
      ))}
    </Tabs>
  )
}
