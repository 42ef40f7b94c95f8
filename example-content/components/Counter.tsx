import * as React from 'react'

export interface CounterProps {
  /** What is counted, shown before the number. */
  label: string
  /** The first value. */
  start?: number
  /** Shown under the button; stays the static HTML the page was built with. */
  children?: React.ReactNode
}

/**
 * A counter: its state and click handler make it an island, the one part of the page that runs in
 * the browser (the page around it stays static HTML).
 */
export function Counter({ label, start = 0, children }: CounterProps): React.ReactElement {
  const [count, setCount] = React.useState(start)
  return (
    <div className="guildsite-demo-counter">
      <button type="button" onClick={() => setCount(count + 1)}>
        {label}: <output>{count}</output>
      </button>
      {children ? <div className="guildsite-demo-counter-note">{children}</div> : null}
    </div>
  )
}
