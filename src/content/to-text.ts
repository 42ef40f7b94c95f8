import { isValidElement, type ReactNode } from 'react'
import { renderToStaticMarkup } from '../shared/lazy-server-render.js'

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

/**
 * Replaces JSX titles in a meta object (and nested items) by their text; an entry's `title` given as an
 * element (Nextra 3 and 4 allow `title: <span>…</span>`, and draw it in the sidebar) keeps its markup
 * beside it as `titleHtml` (`titleMarkup`).
 */
export function textifyMeta(value: unknown): unknown {
  if (isValidElement(value)) return toText(value)
  if (Array.isArray(value)) return value.map(textifyMeta)
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).flatMap(([key, v]): [string, unknown][] => {
        if (key !== 'title' && !isValidElement(v)) return [[key, textifyMeta(v)]]
        if (typeof v === 'string') return [[key, v]]
        const html = key === 'title' ? titleMarkup(v) : undefined
        const text: [string, unknown] = [key, toText(v)]
        return html !== undefined ? [text, ['titleHtml', html]] : [text]
      })
    )
  }
  return value
}

/**
 * The markup of a title given as React content (an element, or an array holding one), rendered as
 * Nextra renders it in the sidebar; undefined for text alone, or content whose components throw
 * (its text stands for it).
 */
export function titleMarkup(node: unknown): string | undefined {
  if (!isValidElement(node) && !(Array.isArray(node) && node.some(child => isValidElement(child)))) return undefined
  try {
    return renderToStaticMarkup(node as ReactNode)
  } catch {
    return undefined
  }
}
