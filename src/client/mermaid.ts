import { page } from './emitter.js'

type Renderer = typeof import('./mermaid-render.js')

/**
 * Where the renderer is: built as its own entry beside main.js (scripts/build.mjs). Computed at
 * run time on purpose, so that bundling main.js never pulls mermaid in.
 */
export const MERMAID_RENDERER = 'mermaid-render.js'

/**
 * Mermaid diagrams (`[data-mermaid]`, from mermaid fences and the Mermaid component). The diagram
 * library is large, so it is fetched only by pages that have a diagram, once the page has loaded;
 * until it arrives (and without JavaScript) the diagram source stays readable.
 */
export function setupMermaid(): void {
  const diagrams = [...document.querySelectorAll<HTMLElement>('[data-mermaid]')]
  if (diagrams.length === 0) return
  const start = () => {
    const url = new URL(MERMAID_RENDERER, import.meta.url).href
    ;(import(url) as Promise<Renderer>).then(
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
