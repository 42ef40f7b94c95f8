import { page } from './emitter.js'

/**
 * Mermaid diagrams (`[data-mermaid]`, from mermaid fences and the Mermaid component). The diagram
 * library is large, so it is fetched only by pages that have a diagram, once the page has loaded;
 * until it arrives (and without JavaScript) the diagram source stays readable.
 */
export function setupMermaid(): void {
  const diagrams = [...document.querySelectorAll<HTMLElement>('[data-mermaid]')]
  if (diagrams.length === 0) return
  const start = () => {
    // A dynamic import: with the client bundle split, mermaid and each diagram type are chunks.
    import('./mermaid-render.js').then(
      ({ renderDiagrams }) => {
        const draw = () => renderDiagrams(diagrams, document.documentElement.classList.contains('dark'))
        void draw()
        page.on('theme', () => void draw())
      },
      error => console.error('Failed to load the diagram renderer', error)
    )
  }
  if (document.readyState === 'complete') start()
  else window.addEventListener('load', start, { once: true })
}
