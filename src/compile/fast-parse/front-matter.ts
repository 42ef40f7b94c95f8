import type { Yaml } from 'mdast'
import { decline } from './decline.js'

/** The YAML front matter node (if any) and the source with the front matter blanked out. */
export interface FrontMatter {
  node?: Yaml
  /** Same length as the source: front matter characters became spaces, so offsets still match. */
  body: string
}

/**
 * Reads `---` front matter the way micromark-extension-frontmatter does for the strict shape
 * (fences of exactly `---`); anything fancier is declined rather than guessed.
 */
export function readFrontMatter(source: string): FrontMatter {
  if (!source.startsWith('---')) return { body: source }
  const firstEnd = source.indexOf('\n')
  if (firstEnd !== 3) decline('front matter fence with trailing characters')
  let lineStart = 4
  while (lineStart <= source.length) {
    const lineEnd = source.indexOf('\n', lineStart) === -1 ? source.length : source.indexOf('\n', lineStart)
    const line = source.slice(lineStart, lineEnd)
    if (line === '---') {
      const value = lineStart === 4 ? '' : source.slice(4, lineStart - 1)
      const end = lineEnd
      const node: Yaml = {
        type: 'yaml',
        value,
        position: {
          start: { line: 1, column: 1, offset: 0 },
          end: { line: source.slice(0, end).split('\n').length, column: 4, offset: end }
        }
      }
      return { node, body: source.slice(0, end).replace(/[^\n]/g, ' ') + source.slice(end) }
    }
    if (/^(---|\.\.\.)\s*$/.test(line) || line.startsWith('---'))
      decline('front matter closing fence with trailing characters')
    if (lineEnd === source.length) break
    lineStart = lineEnd + 1
  }
  return decline('front matter without a closing fence')
}
