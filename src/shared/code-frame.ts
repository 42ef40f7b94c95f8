/** Characters of a line shown in a frame; longer lines are cut around the column. */
const WIDTH = 160

/**
 * A plain-text code frame: two lines of context around `line`, a gutter with line numbers and a caret
 * under `column`. Tabs are kept so the caret lines up in a terminal. Long lines show a window of
 * WIDTH characters (`…` marks the cuts) that keeps the column in view, the same window for every line.
 */
export function codeFrame(source: string, line: number, column = 1, context = 2): string {
  const lines = source.split(/\r?\n/)
  if (line < 1 || line > lines.length) return ''
  const first = Math.max(1, line - context)
  const last = Math.min(lines.length, line + context)
  const width = String(last).length
  const start = column > WIDTH - 20 ? column - 1 - (WIDTH >> 1) : 0
  const out: string[] = []
  for (let n = first; n <= last; n++) {
    const marker = n === line ? '>' : ' '
    const full = lines[n - 1]
    const text =
      (start > 0 && full.length > start ? '…' : '') +
      full.slice(start, start + WIDTH) +
      (full.length > start + WIDTH ? '…' : '')
    out.push(`${marker} ${String(n).padStart(width)} | ${text}`)
    if (n === line) {
      const prefix = (start > 0 ? ' ' : '') + full.slice(start, Math.max(start, column - 1)).replace(/[^\t]/g, ' ')
      out.push(`  ${' '.repeat(width)} | ${prefix}^`)
    }
  }
  return out.join('\n')
}
