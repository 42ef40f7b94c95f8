import type { SVGProps } from 'react'
import { cx } from './class-names.js'

// A product logo `@theguild/components` exports is one filled shape: its <svg> carries the product's
// colour as its `fill`, its paths inherit it, so a site's own paint wins — `fill="currentColor"` (a navbar
// logo in the text colour), `className="fill-[url(#hero-gradient)] stroke-white/10"` (graphql-tools' and
// graphql-scalars' hero decorations, faint white shapes over the hero's blue). guildsite's marks are
// drawings of their own whose lines and dots carry the product's colours themselves, so a site's paint on
// the <svg> would not reach them: the heroes showed two bold blue drawings 360 to 672 px wide where
// Nextra's build shows faint white ones. These props hand the site's paint down to the drawing.

type Props = SVGProps<SVGSVGElement>

/** A Tailwind utility painting `kind` (`fill-white`, `fill-[url(#g)]`, `stroke-white/10`), not a stroke width (`stroke-2`, `stroke-[0.1px]`). */
function paintsBy(className: string | undefined, kind: 'fill' | 'stroke'): boolean {
  if (!className) return false
  const utility = new RegExp(`(?:^|:)${kind}-(.+)$`)
  return className.split(/\s+/).some(token => {
    const value = utility.exec(token)?.[1]
    return value !== undefined && !/^(?:\d|\[\d|\[\.\d|\[length:)/.test(value)
  })
}

/**
 * The props a product logo's <svg> gets beside the site's own: classes that make its drawing take the
 * site's fill (`gs-mark-fill`: the drawing's filled parts) and stroke (`gs-mark-stroke`: its lines), and
 * for a `fill` prop with no stroke of the site's, that fill as the lines' colour too (a one-colour logo,
 * as the filled original draws). Nothing for a logo the site does not paint: the product's colours.
 */
export function markPaint(props: Props): Props {
  const fill = typeof props.fill === 'string' || paintsBy(props.className, 'fill')
  const ownStroke = typeof props.stroke === 'string' || paintsBy(props.className, 'stroke')
  const strokeFromFill = !ownStroke && typeof props.fill === 'string'
  if (!fill && !ownStroke) return {}
  return {
    className: cx(props.className, fill && 'gs-mark-fill', (ownStroke || strokeFromFill) && 'gs-mark-stroke'),
    ...(strokeFromFill && { stroke: props.fill })
  }
}
