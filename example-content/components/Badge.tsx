import * as React from 'react'

export interface BadgeProps {
  /** Text of the badge. */
  children: React.ReactNode
  /** Accent colour; defaults to Yoga's catalogue colour. */
  color?: string
  /** Optional tooltip. */
  title?: string
}

/**
 * A small inline pill used by the demo pages ("New", "Beta", "v5"). It has no dependencies besides
 * React, so it shows how a site's own components are imported relatively from `.mdx` pages.
 */
export default function Badge({ children, color = '#c026d3', title }: BadgeProps): React.ReactElement {
  return (
    <span
      className="guildsite-demo-badge"
      title={title}
      style={{
        display: 'inline-block',
        padding: '0 0.5em',
        marginInline: '0.25em',
        borderRadius: '9999px',
        border: `1px solid ${color}`,
        // The accent tints the pill; the text keeps the page's colour, readable in both themes
        // whatever the accent (an accent as text fails contrast on white or on black).
        background: `color-mix(in srgb, ${color} 14%, transparent)`,
        color: 'inherit',
        fontSize: '0.75em',
        fontWeight: 600,
        lineHeight: 1.6,
        verticalAlign: 'middle'
      }}
    >
      {children}
    </span>
  )
}
