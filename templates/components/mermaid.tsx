import type { ReactElement } from 'react'

export interface MermaidProps {
  /** The diagram source in Mermaid syntax. */
  chart: string
}

/**
 * A Mermaid diagram (Nextra `Mermaid`, also what ```` ```mermaid ```` fences become). The server
 * renders the source as text, readable without JavaScript; the mermaid client island finds
 * `[data-mermaid]` and replaces it with the drawing.
 *
 * @example <Mermaid chart={'graph TD; Client --> Gateway'} />
 */
export function Mermaid({ chart }: MermaidProps): ReactElement {
  return (
    <div className="gs-mermaid" data-mermaid="">
      <pre className="gs-mermaid-source">{chart}</pre>
    </div>
  )
}
