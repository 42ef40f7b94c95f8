/**
 * The copy button of a code block, as HTML: an empty button whose icon CODE_CSS draws (the copy
 * icon, and the check mark once copied), so that each block carries 95 bytes instead of the two
 * inline SVGs' 850 (1.5 MB of the shared workload's 1,000 pages). It is inert markup: the client
 * script `src/client/` finds `[data-copy]`, copies the text of the sibling `pre`, and toggles
 * `data-copied` to swap the icons.
 */
export const COPY_BUTTON_HTML =
  '<button type="button" class="gs-copy" data-copy="" aria-label="Copy code" title="Copy code"></button>'

/** An icon of 24×24 stroked paths (the buttons' former inline SVG) as a CSS mask image. */
const icon = (shapes: string): string =>
  `url("data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='#000' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'>${shapes}</svg>`
  )}")`

const COPY_ICON = icon(
  "<rect x='9' y='9' width='13' height='13' rx='2' ry='2'/><path d='M5 15H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v1'/>"
)
const CHECK_ICON = icon("<path d='M20 6 9 17l-5-5'/>")

/**
 * CSS of the empty copy button: its icon in the button's text colour, 16 px as the SVGs were; the
 * check mark green once copied. Buttons with SVG children (client-made, components) keep those.
 */
export const COPY_BUTTON_CSS =
  `.gs-copy:empty::before{content:"";display:block;width:16px;height:16px;background-color:currentColor;-webkit-mask:${COPY_ICON} center/16px 16px no-repeat;mask:${COPY_ICON} center/16px 16px no-repeat}\n` +
  `.gs-copy[data-copied]:empty::before{background-color:var(--gs-green);-webkit-mask-image:${CHECK_ICON};mask-image:${CHECK_ICON}}\n` +
  '@media (forced-colors:active){.gs-copy:empty::before{forced-color-adjust:none;background-color:ButtonText}}\n'
