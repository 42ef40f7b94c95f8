import type { ReactElement } from 'react'
import { markdownPathOf } from '../../src/output/llms.js'

/**
 * nextra-theme-docs 4.4+'s "Copy page" button, at the end of the line above the content: it copies the
 * page's Markdown (the `<route>.md` guildsite writes) to the clipboard (src/client/copy-page.ts); it
 * needs JavaScript, so it shows only with it.
 */
export function CopyPage({ route, basePath }: { route: string; basePath: string }): ReactElement {
  return (
    <div className="gs-copy-page gs-js-only">
      <button type="button" data-copy-page={`${basePath}/${markdownPathOf(route)}`} data-copied-text="Copied">
        <svg
          viewBox="0 0 24 24"
          width="16"
          height="16"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <rect x="9" y="9" width="13" height="13" rx="2" />
          <path d="M5 15H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v1" />
        </svg>
        <span>Copy page</span>
      </button>
    </div>
  )
}
