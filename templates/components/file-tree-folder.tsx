import type { ReactElement, ReactNode } from 'react'
import { FolderIcon, FolderOpenIcon } from './icons.js'

export interface FileTreeFolderProps {
  name: string
  /** Shown instead of `name` when given (Nextra 2). */
  label?: ReactNode
  /** Starts expanded. @default false */
  defaultOpen?: boolean
  /** Controlled state in Nextra; on a static page it simply wins over `defaultOpen`. */
  open?: boolean
  /** Accepted for compatibility; native `<details>` toggles itself. */
  onToggle?: (open: boolean) => void
  children?: ReactNode
}

/**
 * A folder of `FileTree` (`FileTree.Folder`). A native `<details>` so it opens and closes
 * without JavaScript; CSS swaps the closed and open folder icons.
 */
export function FileTreeFolder({
  name,
  label,
  defaultOpen = false,
  open,
  children
}: FileTreeFolderProps): ReactElement {
  return (
    <li className="gs-filetree-folder">
      <details open={open ?? defaultOpen}>
        <summary className="gs-filetree-item">
          <FolderIcon className="gs-filetree-icon gs-filetree-icon--closed" />
          <FolderOpenIcon className="gs-filetree-icon gs-filetree-icon--open" />
          <span className="gs-filetree-name">{label ?? name}</span>
        </summary>
        {children ? <ul>{children}</ul> : null}
      </details>
    </li>
  )
}
