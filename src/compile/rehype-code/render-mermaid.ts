import type { Element } from 'hast'
import { h } from './hast.js'

/**
 * A `mermaid` fence is a diagram, not code: its source is kept as text for the client-side diagram
 * library to render (and stays readable without JavaScript).
 */
export function renderMermaid(source: string): Element {
  return h('div', { className: ['gs-mermaid'], dataMermaid: '' }, [
    h('pre', { className: ['gs-mermaid-source'] }, [{ type: 'text', value: source }])
  ])
}
