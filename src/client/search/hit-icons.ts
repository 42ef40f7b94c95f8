import type { HitType } from '../../shared/search/engine.js'

/** Line icons (24-unit grid, like templates/layout/icons.tsx) of the three hit types. */
export const HIT_ICON_PATHS: Record<HitType, string> = {
  // A page with a folded corner.
  page: 'M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8zM14 3v5h5M9 13h6M9 17h4',
  // A hash: the anchor of a heading.
  heading: 'M5 9h14M5 15h14M10 4 8 20M16 4l-2 16',
  // Lines of text.
  content: 'M4 6h16M4 10h16M4 14h10M4 18h13'
}

const SVG = 'http://www.w3.org/2000/svg'

/** The icon of a hit type as an SVG element (for the vanilla autocomplete panel). */
export function hitIcon(type: HitType): SVGSVGElement {
  const svg = document.createElementNS(SVG, 'svg')
  svg.setAttribute('viewBox', '0 0 24 24')
  svg.setAttribute('width', '1em')
  svg.setAttribute('height', '1em')
  svg.setAttribute('fill', 'none')
  svg.setAttribute('stroke', 'currentColor')
  svg.setAttribute('stroke-width', '1.75')
  svg.setAttribute('stroke-linecap', 'round')
  svg.setAttribute('stroke-linejoin', 'round')
  svg.setAttribute('aria-hidden', 'true')
  const path = document.createElementNS(SVG, 'path')
  path.setAttribute('d', HIT_ICON_PATHS[type])
  svg.append(path)
  return svg
}
