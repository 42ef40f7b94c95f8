import { useId, type ReactElement } from 'react'

export interface ConferenceBackgroundProps {
  className?: string
}

// An original drawing: a night-sky gradient, two glows (GraphQL pink, header cyan) and a loose
// mesh of connected nodes, as a graph of services would be. Points are computed, not random, so
// every build prints the same markup.
const COLUMNS = 13
const ROWS = 5
const POINTS = Array.from({ length: COLUMNS * ROWS }, (_, i) => {
  const col = i % COLUMNS
  const row = Math.floor(i / COLUMNS)
  const x = col * 100 + (row % 2) * 50 + Math.round(Math.sin(i * 1.7) * 18)
  const y = 20 + row * 90 + Math.round(Math.cos(i * 2.3) * 16)
  return [x, y] as const
})
const EDGES = POINTS.flatMap(([x, y], i) => {
  const col = i % COLUMNS
  const right = col < COLUMNS - 1 ? POINTS[i + 1] : undefined
  const below = POINTS[i + COLUMNS]
  // Skip some edges so it reads as a graph, not a grid.
  return [
    right && i % 3 !== 1 ? `M${x} ${y}L${right[0]} ${right[1]}` : '',
    below && i % 4 !== 2 ? `M${x} ${y}L${below[0]} ${below[1]}` : ''
  ]
}).join('')

/**
 * SPEC §2 "A conference background image": decorative (hidden from assistive technology), it
 * fills its positioned parent and keeps its proportions by cropping (`slice`).
 *
 * @example <div style={{ position: 'relative' }}><ConferenceBackground />…</div>
 */
export function ConferenceBackground({ className = 'gs-conf-background' }: ConferenceBackgroundProps): ReactElement {
  const id = useId()
  return (
    <svg
      className={className}
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 1200 400"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id={`${id}-sky`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#0c0a1d" />
          <stop offset="1" stopColor="#1d0b2b" />
        </linearGradient>
        <radialGradient id={`${id}-pink`}>
          <stop offset="0" stopColor="#e10098" stopOpacity="0.55" />
          <stop offset="1" stopColor="#e10098" stopOpacity="0" />
        </radialGradient>
        <radialGradient id={`${id}-cyan`}>
          <stop offset="0" stopColor="#1cc8ee" stopOpacity="0.45" />
          <stop offset="1" stopColor="#1cc8ee" stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width="1200" height="400" fill={`url(#${id}-sky)`} />
      <circle cx="170" cy="40" r="360" fill={`url(#${id}-pink)`} />
      <circle cx="1060" cy="380" r="400" fill={`url(#${id}-cyan)`} />
      <path d={EDGES} fill="none" stroke="#ffffff" strokeOpacity="0.12" strokeWidth="1.5" />
      <g fill="#ffffff" fillOpacity="0.4">
        {POINTS.map(([x, y], i) => (
          <circle key={i} cx={x} cy={y} r={i % 5 === 0 ? 3.5 : 2} />
        ))}
      </g>
      <g fill="none" stroke="#1cc8ee" strokeOpacity="0.25" strokeWidth="2">
        <circle cx="1060" cy="380" r="150" />
        <circle cx="1060" cy="380" r="230" />
      </g>
    </svg>
  )
}
