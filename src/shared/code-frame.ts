/**
 * A plain-text code frame: two lines of context around `line`, a gutter with line numbers and a caret
 * under `column`. Tabs are kept so the caret lines up in a terminal.
 */
export function codeFrame(source: string, line: number, column = 1, context = 2): string {
  const lines = source.split(/\r?\n/)
  if (line < 1 || line > lines.length) return ''
  const first = Math.max(1, line - context)
  const last = Math.min(lines.length, line + context)
  const width = String(last).length
  const out: string[] = []
  for (let n = first; n <= last; n++) {
    const marker = n === line ? '>' : ' '
    const text = lines[n - 1].length > 160 ? lines[n - 1].slice(0, 160) + '…' : lines[n - 1]
    out.push(`${marker} ${String(n).padStart(width)} | ${text}`)
    if (n === line) {
      const prefix = lines[n - 1].slice(0, Math.max(0, column - 1)).replace(/[^\t]/g, ' ')
      out.push(`  ${' '.repeat(width)} | ${prefix}^`)
    }
  }
  return out.join('\n')
}
