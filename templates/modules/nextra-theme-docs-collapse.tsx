// `nextra-theme-docs/collapse` of nextra-theme-docs 2.0's betas: the part as the default export.
import type { ReactElement, ReactNode } from 'react'
import { Collapse as GuildsiteCollapse } from '../components/collapse.js'

/** 2.0 beta's `Collapse` is open by `open` (2.x's by `isOpen`). */
export default function Collapse({
  open,
  isOpen,
  children
}: {
  open?: boolean
  isOpen?: boolean
  children?: ReactNode
}): ReactElement {
  return <GuildsiteCollapse isOpen={isOpen ?? open}>{children}</GuildsiteCollapse>
}
