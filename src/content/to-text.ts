import { isValidElement, type ReactNode } from 'react'

/**
 * Plain text of a React node: metas may use JSX titles (`title: <b>New</b>`), and navigation
 * titles are text. Function components are called once; anything else contributes nothing.
 */
export function toText(node: unknown, depth = 0): string {
  if (node == null || typeof node === 'boolean' || depth > 50) return ''
  if (typeof node === 'string' || typeof node === 'number') return String(node)
  if (Array.isArray(node)) return node.map(child => toText(child, depth + 1)).join('')
  if (isValidElement(node)) {
    const { type, props } = node as { type: unknown; props: { children?: ReactNode } }
    if (typeof type === 'function') {
      try {
        return toText((type as (p: unknown) => unknown)(props), depth + 1)
      } catch {
        return toText(props.children, depth + 1)
      }
    }
    return toText(props.children, depth + 1)
  }
  return ''
}

/** Replaces JSX titles in a meta object (and nested items) by their text. */
export function textifyMeta(value: unknown): unknown {
  if (isValidElement(value)) return toText(value)
  if (Array.isArray(value)) return value.map(textifyMeta)
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, v]) => [
        key,
        key === 'title' || isValidElement(v) ? (typeof v === 'string' ? v : toText(v)) : textifyMeta(v)
      ])
    )
  }
  return value
}
