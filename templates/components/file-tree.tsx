import type { ReactElement, ReactNode } from 'react'
import { cx } from './class-names.js'
import { FileTreeFile } from './file-tree-file.js'
import { FileTreeFolder } from './file-tree-folder.js'

export interface FileTreeProps {
  className?: string
  children?: ReactNode
}

function FileTreeRoot({ className, children }: FileTreeProps): ReactElement {
  return (
    <div className={cx('gs-filetree', className)}>
      <ul>{children}</ul>
    </div>
  )
}

/**
 * A folder listing (Nextra `FileTree`) built from `FileTree.Folder` and `FileTree.File`.
 *
 * @example
 * <FileTree>
 *   <FileTree.Folder name="pages" defaultOpen>
 *     <FileTree.File name="index.mdx" active />
 *   </FileTree.Folder>
 * </FileTree>
 */
export const FileTree = Object.assign(FileTreeRoot, {
  Folder: FileTreeFolder,
  File: FileTreeFile,
  displayName: 'FileTree'
})
