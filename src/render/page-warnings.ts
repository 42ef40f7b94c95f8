import type { PageSource } from '../content/types.js'
import type { PageNode } from '../page-map/types.js'
import { diagnostic, type Diagnostic } from '../shared/diagnostics.js'
import { quotedAt } from './thrown-at.js'

// The warnings a page's components give while it renders (`context.warn` of the templates: a media
// source that is unusual, remote MDX that does not render, an island's props…), each with its code and
// placed at the line that gave it when the page's source tells, once per file and message.

/** The `warn` of a page's render context: pushes onto `diagnostics`. */
export function pageWarner(
  node: Pick<PageNode, 'file'>,
  source: Pick<PageSource, 'source'>,
  diagnostics: Diagnostic[]
): (message: string, line?: number, column?: number, file?: string) => void {
  return (message, line, column, file = node.file) => {
    // (Remote MDX that renders nothing or does not compile is page data; a `<Comments host>` that is not valid, a comments host; the rest are media sources.)
    const code = /^<(Playground|RemoteContent|MDXRemote)>/.test(message)
      ? 'PAGE_DATA'
      : message.startsWith('Comments host ')
        ? 'COMMENTS_HOST'
        : message.startsWith('Island ')
          ? 'ISLAND_PROPS'
          : message.startsWith('Component <')
            ? 'UNKNOWN_COMPONENT'
            : 'MEDIA_SRC_UNUSUAL'
    // (A value the page's own code gave a component, `image: { src: 'assets/x.png' }`: placed where it is written.)
    const at = line === undefined && file === node.file ? quotedAt(message, source.source) : undefined
    if (!diagnostics.some(d => d.file === file && d.message === message))
      diagnostics.push(
        diagnostic(
          code,
          message,
          { file, line: at?.line ?? line, column: at?.column ?? column, ...(at && { source: source.source }) },
          code === 'PAGE_DATA'
            ? { hint: '' }
            : code === 'ISLAND_PROPS' && message.includes('stand-in of an absent import')
              ? {
                  hint: "Install the site's dependencies (npm install) and run the scripts that generate its data before building."
                }
              : {}
        )
      )
  }
}
