import { readFileSync } from 'node:fs'
import { isAbsolute, join, relative } from 'node:path'
import type { PageSource } from '../content/types.js'
import { diagnostic, positionAt, type Diagnostic } from '../shared/diagnostics.js'

/**
 * The warnings of the files a page read at build time that are not there (they read as empty:
 * templates/modules/absent-files.ts), each at the line of the page that names the file when it does.
 */
export function absentFileWarnings(source: PageSource, paths: string[]): Diagnostic[] {
  // (A path the code resolved, `path.resolve('../../deployment/CHANGELOG.md')`, is written relative in the page.)
  const siteDir = source.file.path.slice(0, source.file.path.length - source.display.length)
  // (An app page.tsx is built from a generated module that imports it: its own text is the file's.)
  const text = source.app?.kind === 'component' ? fileText(source.file.path, source.source) : source.source
  return paths.map(path => {
    const written = isAbsolute(path) ? relative(siteDir, path) : path
    const found = text.indexOf(path)
    const at = found >= 0 ? found : namedAt(text, written)
    return diagnostic(
      'PAGE_DATA',
      `${written} does not exist (files read at build time resolve from the site folder); the page was built with it read as empty`,
      { file: source.display, ...(at >= 0 && { source: text, ...positionAt(text, at) }) },
      {
        severity: 'warning',
        hint: 'Add the file beside the site, or give the path the page reads from the site folder.'
      }
    )
  })
}

function fileText(path: string, fallback: string): string {
  try {
    return readFileSync(path, 'utf8')
  } catch {
    return fallback
  }
}

/**
 * Where the page's `text` names a file it read (`written`, from the site folder), or the end of its
 * path that a component it renders was given: `<ESLintConfigs gitFolder="custom-rules"
 * additionalFiles={{ Rule: 'my-rule.js' }} />` reads ../examples/custom-rules/my-rule.js. -1 when
 * it names none of it.
 */
function namedAt(text: string, written: string): number {
  if (text.includes(written)) return text.indexOf(written)
  const segments = written.split('/').filter(segment => segment !== '..' && segment !== '.')
  for (let k = segments.length; k >= 1; k--) {
    const at = text.indexOf(segments.slice(-k).join('/'))
    if (at >= 0) return at
  }
  // (A folder of it, deepest first, as a quoted name or a path's part: "custom-rules".)
  for (const segment of segments.slice(0, -1).reverse()) {
    if (segment.length < 4) continue
    const quoted = segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    const found = new RegExp(`(?<=["'\`/])${quoted}(?=["'\`/])`).exec(text)
    if (found) return found.index
  }
  return -1
}

/**
 * The warnings of globs whose base folder is not there (templates/modules/glob-notes.ts), each at the
 * line of the file that globbed it: what a page lists from them (routes, navigation) is empty.
 */
export function absentGlobWarnings(siteDir: string, notes: { base: string; from: string }[]): Diagnostic[] {
  return notes.map(({ base, from }) => {
    let text = ''
    try {
      text = readFileSync(join(siteDir, from), 'utf8')
    } catch {
      // (the file's text is only for the position)
    }
    const at = text.indexOf(base)
    return diagnostic(
      'PAGE_DATA',
      `fast-glob found nothing in ${base}: the folder does not exist (files read at build time resolve from the site folder); what is built from it (routes, navigation) is empty`,
      { file: from, ...(at >= 0 && { source: text, ...positionAt(text, at) }) },
      {
        severity: 'warning',
        hint: 'Build the site from its repository, with the folder beside it, to build the pages listed from it.'
      }
    )
  })
}
