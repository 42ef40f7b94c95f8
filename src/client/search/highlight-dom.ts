import type { Segment } from '../../shared/search/highlight.js'

/** Appends highlighted text as text nodes and `<mark>` elements: nothing is parsed as HTML. */
export function appendSegments(parent: Element, segments: Segment[]): void {
  for (const segment of segments) {
    if (segment.mark) {
      const mark = document.createElement('mark')
      mark.textContent = segment.text
      parent.append(mark)
    } else {
      parent.append(document.createTextNode(segment.text))
    }
  }
}
