import type { ComponentProps, ReactElement } from 'react'
import { cx } from './class-names.js'

/** A table row (Nextra `Tr` / `Table.Tr`). */
export function Tr({ className, ...props }: ComponentProps<'tr'>): ReactElement {
  return <tr {...props} className={cx('gs-tr', className)} />
}

/** A header cell (Nextra `Th` / `Table.Th`). */
export function Th({ className, ...props }: ComponentProps<'th'>): ReactElement {
  return <th {...props} className={cx('gs-th', className)} />
}

/** A data cell (Nextra `Td` / `Table.Td`). */
export function Td({ className, ...props }: ComponentProps<'td'>): ReactElement {
  return <td {...props} className={cx('gs-td', className)} />
}

function TableRoot({ className, ...props }: ComponentProps<'table'>): ReactElement {
  // The same markup as a Markdown table: wide tables scroll inside their own box.
  return (
    <div className="gs-table-scroll">
      <table {...props} className={cx('gs-table', className)} />
    </div>
  )
}

/**
 * A table written with JSX (Nextra `Table`, with `Table.Tr`, `Table.Th`, `Table.Td` as in Nextra 4),
 * drawn like a Markdown table.
 *
 * @example <Table><thead><Tr><Th>Name</Th></Tr></thead><tbody><Tr><Td>Yoga</Td></Tr></tbody></Table>
 */
export const Table = Object.assign(TableRoot, { Tr, Th, Td, displayName: 'Table' })
