// Where a module file's `export default` stands: the position of a warning about its default export.
import { readFileSync } from 'node:fs'

/** `file`'s text and the line and column (1-based) of its `export default`, when it reads and has one. */
export function defaultExportAt(file: string): { text?: string; line?: number; column?: number } {
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch {
    return {}
  }
  const at = /^export\s+default\b/m.exec(text)
  return at ? { text, line: text.slice(0, at.index).split('\n').length, column: 1 } : { text }
}
