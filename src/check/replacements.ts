import type { Diagnostic } from '../shared/diagnostics.js'

/**
 * What a build replaced, file by file (issue 34.11): the stand-ins and placeholders a website folder
 * gets for what is absent, so that the migration work shows at a glance (`guildsite check` on a
 * website folder). Pure: from a build's diagnostics; one line per file that had something replaced.
 */
export function replacementLines(diagnostics: readonly Diagnostic[]): string[] {
  const byFile = new Map<string, string[]>()
  const add = (file: string | undefined, what: string) => {
    if (!file) return
    const list = byFile.get(file) ?? []
    if (!list.includes(what)) list.push(what)
    byFile.set(file, list)
  }
  for (const d of diagnostics) {
    const quoted = /"([^"]+)"/.exec(d.message)?.[1]
    if (d.code === 'UNRESOLVED_IMPORT' || d.code === 'META_IMPORT') {
      const names = /has no (.*) in guildsite/.exec(d.message)?.[1]
      if (names) add(d.file, `placeholders for ${names} of "${quoted}"`)
      else if (d.message.startsWith('URL import')) add(d.file, `stand-in for the URL import ${quoted}`)
      else if (quoted) add(d.file, `stand-in for "${quoted}"`)
    } else if (d.code === 'UNKNOWN_COMPONENT') {
      const name = /<([^>]+)>/.exec(d.message)?.[1]
      if (name) add(d.file, `placeholder <${name}> (not defined)`)
    } else if (d.code === 'PAGE_DATA') {
      const name = /^<([^>]+)> cannot render/.exec(d.message)?.[1]
      if (name) add(d.file, `placeholder <${name}> (no data)`)
      else if (d.message.startsWith('getStaticProps')) add(d.file, 'empty data (getStaticProps)')
    } else if (d.code === 'RELATIVE_LINK') {
      add(d.file, 'relative link taken from the folder')
    } else if (d.code === 'META_EVAL') {
      add(d.file, 'file names for the navigation (meta failed)')
    }
  }
  return [...byFile.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([file, list]) => `replaced ${file}: ${list.join('; ')}`)
}
