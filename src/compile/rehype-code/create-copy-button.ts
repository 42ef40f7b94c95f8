const ICON =
  'viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"'

/**
 * The copy button of a code block, as HTML. It is inert markup: the client script `src/client/`
 * finds `[data-copy]`, copies the text of the sibling `pre`, and toggles `data-copied` to swap the icons.
 */
export const COPY_BUTTON_HTML =
  '<button type="button" class="gs-copy" data-copy="" aria-label="Copy code" title="Copy code">' +
  `<svg ${ICON} class="gs-copy-icon"><rect x="9" y="9" width="13" height="13" rx="2" ry="2"></rect><path d="M5 15H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v1"></path></svg>` +
  `<svg ${ICON} class="gs-check-icon"><path d="M20 6 9 17l-5-5"></path></svg></button>`
