import type { PageSource } from '../content/types.js'
import { diagnostic, positionAt, type Diagnostic } from '../shared/diagnostics.js'

/**
 * The warnings of the files a page read at build time that are not there (they read as empty:
 * templates/modules/absent-files.ts), each at the line of the page that names the file when it does.
 */
export function absentFileWarnings(source: PageSource, paths: string[]): Diagnostic[] {
  return paths.map(path => {
    const text = source.source
    const at = text.indexOf(path)
    return diagnostic(
      'PAGE_DATA',
      `${path} does not exist (files read at build time resolve from the site folder); the page was built with it read as empty`,
      { file: source.display, ...(at >= 0 && { source: text, ...positionAt(text, at) }) },
      {
        severity: 'warning',
        hint: 'Add the file beside the site, or give the path the page reads from the site folder.'
      }
    )
  })
}
