// The visible stand-in of a component that cannot be found, in a module of its own: the server's
// pages (through `mdx-provider.tsx`) and the islands' browser build render the same placeholder.
import { createElement, type ComponentType, type ReactNode } from 'react'

/**
 * A visible stand-in for a component that is used but cannot be found (never imported, or imported
 * from a module that does not resolve). The build reports a warning naming the file and line.
 */
export function MissingComponent(name: string): ComponentType<{ children?: ReactNode }> {
  function Missing({ children }: { children?: ReactNode }) {
    return createElement(
      'div',
      { className: 'gs-missing', role: 'note', 'data-missing-component': name },
      createElement('strong', null, `Missing component: ${name}`),
      children ? createElement('div', { className: 'gs-missing-children' }, children) : null
    )
  }
  Missing.displayName = `Missing(${name})`
  return Missing
}
