import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'

// Code Hike 0.9's code from a file (`@code-hike/mdx`, safe-global/safe-docs: 931 blocks in 57 pages): a block
// whose only line is the comment `// from ../examples/x.ts` (`# from …` in bash, sh, shell, python, py), with an
// optional `2:5` line range, shows that file's text, read relative to the page's folder.

const BASH_LIKE = new Set(['bash', 'sh', 'shell', 'python', 'py'])
const FROM = /^[ \t]*(\/\/|#)[ \t]+from[ \t]+(\S+)(?:[ \t]+(\d+):(\d+))?[ \t]*$/

/** What a `from` comment names: the file (absolute), as written, and its line range. */
export interface CodeFrom {
  path: string
  written: string
  range?: [number, number]
}

/** The file a block's only line names, undefined for any other block (as Code Hike reads it). */
export function codeFromOf(value: string, lang: string | null | undefined, pagePath: string): CodeFrom | undefined {
  const match = FROM.exec(value.replace(/\n+$/, ''))
  if (!match || (match[1] === '#') !== BASH_LIKE.has((lang ?? '').toLowerCase())) return undefined
  const [, , written = '', start, end] = match
  return {
    path: resolve(dirname(pagePath), written),
    written,
    ...(start !== undefined && { range: [Number(start), Number(end)] as [number, number] })
  }
}

/** The text a `from` comment stands for (its range's lines), undefined when the file cannot be read. */
export function readCodeFrom(from: CodeFrom): string | undefined {
  let text: string
  try {
    text = readFileSync(from.path, 'utf8')
  } catch {
    return undefined
  }
  if (from.range)
    text = text
      .split('\n')
      .slice(from.range[0] - 1, from.range[1])
      .join('\n')
  // (A fence's code has no final newline.)
  return text.replace(/\r?\n$/, '')
}

/**
 * The texts of every file a page's `from` comments name (or their absence), for its compile's cache key: an
 * edited example file compiles its pages again, as Next's loader would.
 */
export function codeFromKey(source: string, pagePath: string): string {
  let key = ''
  for (const line of source.split('\n')) {
    if (!line.includes('from')) continue
    const match = FROM.exec(line)
    if (!match) continue
    const from = codeFromOf(line, match[1] === '#' ? 'bash' : 'js', pagePath)
    if (from) key += `${from.path}\0${readCodeFrom({ path: from.path, written: from.written }) ?? '\0absent'}\0`
  }
  return key
}
