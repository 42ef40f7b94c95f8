/**
 * dotenv's syntax: `KEY=value` lines (an optional `export ` before), `#` comments (a whole line, or
 * after an unquoted value and a space), values in single, double or back quotes (double-quoted ones
 * may span lines and read `\n` as a newline), unquoted values trimmed.
 */
const LINE =
  /^\s*(?:export\s+)?([\w.-]+)(?:\s*=\s*?|:\s+?)(\s*'(?:\\'|[^'])*'|\s*"(?:\\"|[^"])*"|\s*`(?:\\`|[^`])*`|[^#\r\n]+)?\s*(?:#.*)?$/gm

export function parseDotenv(text: string): Record<string, string> {
  const values: Record<string, string> = {}
  for (const match of text.replace(/\r\n?/g, '\n').matchAll(LINE)) {
    let value = (match[2] ?? '').trim()
    const quote = value[0]
    value = value.replace(/^(['"`])([^]*)\1$/, '$2')
    if (quote === '"') value = value.replace(/\\n/g, '\n').replace(/\\r/g, '\r')
    values[match[1]] = value
  }
  return values
}
