import type { ReactElement } from 'react'
import { useRenderContext } from '../context.js'

export interface NPMBadgeProps {
  /** Package name, scoped or not: `graphql-yoga`, `@graphql-yoga/plugin-jwt`. */
  name: string
  /**
   * Version to print. Without it the build's known versions are used (config `npm.versions`, or
   * the registry when `npm.registry` is on and reachable), else `latest`.
   */
  version?: string
}

// Rough Verdana advance per character at 11 px; `textLength` then fits the text exactly, so the
// badge looks the same whatever font the reader has, and the markup never depends on one.
const CHAR_WIDTH = 6.6
const PADDING = 12
const LEFT_TEXT = 'npm'

/**
 * A version badge linking to the package on npm (`@theguild/components` `NPMBadge`), drawn as
 * inline SVG: rendering never makes a network request and the badge shows offline. The version
 * comes from the props, else from what the build resolved before rendering.
 *
 * @example <NPMBadge name="graphql-yoga" version="5.1.0" />
 */
export function NPMBadge({ name, version: given }: NPMBadgeProps): ReactElement {
  const { npmVersions } = useRenderContext()
  const version = given ?? (npmVersions && Object.hasOwn(npmVersions, name) ? npmVersions[name] : undefined)
  const right = version ? (/^v/i.test(version) ? version : `v${version}`) : 'latest'
  const leftTextWidth = Math.round(LEFT_TEXT.length * CHAR_WIDTH)
  const rightTextWidth = Math.round(right.length * CHAR_WIDTH)
  const leftWidth = leftTextWidth + PADDING
  const width = leftWidth + rightTextWidth + PADDING
  const label = `npm: ${right}`
  return (
    <a
      className="gs-npm-badge"
      // encodeURI keeps the `@scope/` readable, as npm's own links do.
      href={`https://www.npmjs.com/package/${encodeURI(name)}`}
      target="_blank"
      rel="noopener noreferrer"
    >
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={width}
        height="20"
        viewBox={`0 0 ${width} 20`}
        role="img"
        aria-label={label}
      >
        <title>{label}</title>
        <rect width={width} height="20" rx="4" fill="#3f3f46" />
        <path d={`M4 0h${leftWidth - 4}v20H4a4 4 0 0 1-4-4V4a4 4 0 0 1 4-4z`} fill="#cb3837" />
        <g fill="#fff" fontFamily="Verdana,DejaVu Sans,Geneva,sans-serif" fontSize="11" textAnchor="middle">
          <text x={leftWidth / 2} y="14" textLength={leftTextWidth} lengthAdjust="spacingAndGlyphs">
            {LEFT_TEXT}
          </text>
          <text
            x={leftWidth + (rightTextWidth + PADDING) / 2}
            y="14"
            textLength={rightTextWidth}
            lengthAdjust="spacingAndGlyphs"
          >
            {right}
          </text>
        </g>
      </svg>
      <span className="gs-sr-only"> (opens in a new tab)</span>
    </a>
  )
}
