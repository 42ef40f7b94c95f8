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

/**
 * The stand-in of an icon from an icon package that is not installed (`react-icons/fi`, `lucide-react`:
 * `ICON_PACKAGE` in `src/compile/package-fallbacks.ts`): an empty box of the icon's size, so a button
 * or a card keeps its layout and reads as it does with the icon (no "Missing component" text).
 */
export function MissingIcon(name: string): ComponentType<Record<string, unknown>> {
  function Icon({ className, style, size, title }: Record<string, unknown>) {
    const side = typeof size === 'number' || typeof size === 'string' ? size : '1em'
    return createElement('svg', {
      className,
      style,
      width: side,
      height: side,
      viewBox: '0 0 24 24',
      fill: 'none',
      'aria-hidden': title ? undefined : true,
      'aria-label': typeof title === 'string' ? title : undefined,
      'data-missing-icon': name
    })
  }
  Icon.displayName = `MissingIcon(${name})`
  return Icon
}
