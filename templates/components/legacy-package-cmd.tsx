import type { ReactElement } from 'react'
import { PackageCmd } from './package-cmd.js'
import type { PackageCommand } from './package-commands.js'

export interface LegacyPackageCmdProps {
  /** `{ name, cmd }` entries (or bare names), as the Guild's older sites pass them. */
  packages: readonly (string | PackageCommand)[]
}

/**
 * The Guild's `LegacyPackageCmd`, kept so older pages build unchanged; it renders exactly
 * like `PackageCmd`.
 *
 * @example <LegacyPackageCmd packages={[{ name: 'codegen', cmd: 'run' }]} />
 */
export function LegacyPackageCmd({ packages }: LegacyPackageCmdProps): ReactElement {
  return <PackageCmd packages={packages} />
}
