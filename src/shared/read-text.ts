import { readFileSync } from 'node:fs'

/** A file's text, or '' when it cannot be read (gone since it was listed, a folder, no permission). */
export function readText(path: string): string {
  try {
    return readFileSync(path, 'utf8')
  } catch {
    return ''
  }
}
