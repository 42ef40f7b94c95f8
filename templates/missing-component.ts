// The visible stand-in of a component that cannot be found, in a module of its own: the server's
// pages (through `mdx-provider.tsx`) and the islands' browser build render the same placeholder.
import { createElement, Fragment, type ComponentType, type ReactNode } from 'react'

/**
 * A visible stand-in for a component that is used but cannot be found (never imported, or imported
 * from a module that does not resolve). The build reports a warning naming the file and line.
 */
export function MissingComponent(name: string): ComponentType<{ children?: ReactNode }> {
  // A context provider (`Tooltip.Provider`, `QueryClientProvider`) shows nothing of its own: its
  // content is the page, rendered as it is (the import's warning says what was replaced).
  if (/(^|\.)[\w$]*Provider$/.test(name)) {
    const Transparent = ({ children }: { children?: ReactNode }) => createElement(Fragment, null, children)
    Transparent.displayName = `Missing(${name})`
    return Transparent
  }
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
