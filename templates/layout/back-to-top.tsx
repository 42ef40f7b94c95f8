import type { ReactElement } from 'react'

/**
 * nextra-theme-docs 3 and 4's "Scroll to top" under the table of contents (`toc.backToTop`): a button that
 * takes the page and the TOC back to their tops. It is there, invisible and disabled, until the section being
 * read is the TOC's third entry or later (src/client/toc.ts enables it), as in Nextra's TOC.
 *
 * @example <BackToTop label="Scroll to top" />
 */
export function BackToTop({ label }: { label: string }): ReactElement {
  return (
    <button type="button" className="gs-toc-top" data-toc-top="" disabled aria-hidden="true">
      {label}
      <svg className="gs-toc-top-mark" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
        <path d="M8 11.5v-7M5 7.25 8 4.25l3 3" fill="none" stroke="currentColor" strokeWidth="1.25" />
      </svg>
    </button>
  )
}
