import mermaid from 'mermaid'

let count = 0
let lastDark: boolean | undefined

/**
 * Draws every diagram with the theme in force (again when the theme changes). The source is kept
 * in the element's `data-mermaid-source` after the first drawing replaces the `pre`. A diagram
 * that does not parse keeps its source visible and logs the error.
 */
export async function renderDiagrams(diagrams: HTMLElement[], dark: boolean): Promise<void> {
  if (dark === lastDark) return
  lastDark = dark
  // Mermaid's dark edge labels (#ccc on its half-transparent #585858) miss WCAG AA's 4.5:1: a darker
  // label background passes.
  const themeVariables = dark ? { edgeLabelBackground: '#262626' } : {}
  mermaid.initialize({
    startOnLoad: false,
    securityLevel: 'strict',
    theme: dark ? 'dark' : 'default',
    themeVariables,
    fontFamily: 'inherit'
  })
  for (const diagram of diagrams) {
    const source = (diagram.dataset.mermaidSource ??= diagram.querySelector('pre')?.textContent ?? '')
    try {
      const { svg } = await mermaid.render(`gs-mermaid-${++count}`, source)
      diagram.innerHTML = svg
      diagram.dataset.mermaidRendered = ''
      const drawing = diagram.querySelector('svg')
      drawing?.setAttribute('role', 'img')
      drawing?.setAttribute('aria-label', 'Diagram')
    } catch (error) {
      console.error('Failed to render a mermaid diagram', error)
    }
  }
}
