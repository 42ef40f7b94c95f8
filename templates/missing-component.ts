// The visible stand-in of a component that cannot be found, in a module of its own: the server's
// pages (through `mdx-provider.tsx`) and the islands' browser build render the same placeholder.
import { createElement, Fragment, type ComponentType, type CSSProperties, type ReactNode } from 'react'
import { glyphPath } from './absent-icon-glyphs.js'

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

interface IconProps {
  className?: string
  style?: CSSProperties
  /** react-icons', lucide's and Tabler's size prop (a number is pixels). */
  size?: number | string
  width?: number | string
  height?: number | string
}

/**
 * The stand-in of an icon from an icon package that is not installed (`react-icons/fi`,
 * `@radix-ui/react-icons`, `lucide-react`, …): the icon's box, 1em square as the packages draw it
 * (or the size given), a faint dashed outline in the text colour, hidden from assistive technology —
 * a button keeps its shape and its text where a "Missing component" box would push it apart; a chevron,
 * arrow, check, cross, plus or minus is drawn (`absent-icon-glyphs.ts`). The build's warning names the
 * package and the file:line.
 */
export function AbsentIcon(name: string): ComponentType<IconProps> {
  const glyph = glyphPath(name)
  function Icon({ className, style, size, width, height }: IconProps) {
    const side = size ?? '1em'
    const svg = (stroke: Record<string, unknown>, shape: ReturnType<typeof createElement>) =>
      createElement(
        'svg',
        {
          className,
          style,
          width: width ?? side,
          height: height ?? side,
          viewBox: '0 0 24 24',
          fill: 'none',
          stroke: 'currentColor',
          ...stroke,
          'aria-hidden': true,
          'data-absent-icon': name
        },
        shape
      )
    // (A chevron, an arrow, a check, a cross, plus or minus: drawn, `absent-icon-glyphs.ts`.)
    if (glyph)
      return svg(
        { strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' },
        createElement('path', { d: glyph })
      )
    return svg(
      { strokeWidth: 1.5, strokeDasharray: '3 3', opacity: 0.5 },
      createElement('rect', { x: 3, y: 3, width: 18, height: 18, rx: 4 })
    )
  }
  Icon.displayName = `AbsentIcon(${name})`
  return Icon
}
