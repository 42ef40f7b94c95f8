import type { ReactElement, ReactNode } from 'react'
import { FileIcon } from './icons.js'

export interface FileTreeFileProps {
  name: string
  /** Shown instead of `name` when given (Nextra 2). */
  label?: ReactNode
  /** Highlights the file the text is talking about. */
  active?: boolean
}

/** A file of `FileTree` (`FileTree.File`). */
export function FileTreeFile({ name, label, active = false }: FileTreeFileProps): ReactElement {
  return (
    <li className="gs-filetree-file" data-active={active ? '' : undefined}>
      <span className="gs-filetree-item" aria-current={active ? 'true' : undefined}>
        <FileIcon className="gs-filetree-icon" />
        <span className="gs-filetree-name">{label ?? name}</span>
      </span>
    </li>
  )
}
