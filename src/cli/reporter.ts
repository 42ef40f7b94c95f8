import { codeFrame } from '../shared/code-frame.js'
import { sortDiagnostics, type Diagnostic } from '../shared/diagnostics.js'

export interface Reporter {
  color: boolean
  quiet: boolean
  debug: boolean
  info(message: string): void
  progress(stage: string, done: number, total: number): void
  done(): void
  diagnostics(list: readonly Diagnostic[]): void
  error(message: string, error?: unknown): void
}

/** Colours only on a TTY and when NO_COLOR is not set (https://no-color.org). */
export function useColor(stream: NodeJS.WriteStream): boolean {
  return Boolean(stream.isTTY) && !('NO_COLOR' in process.env) && process.env.TERM !== 'dumb'
}

const paint = (on: boolean, code: number, text: string) => (on ? `\u001b[${code}m${text}\u001b[0m` : text)

/** `file:line:col - error CODE message`, a code frame, and the hint: one block per diagnostic. */
export function formatDiagnostic(d: Diagnostic, color = false): string {
  const where = d.file ? `${d.file}${d.line ? `:${d.line}${d.column ? `:${d.column}` : ''}` : ''}` : ''
  const label = d.severity === 'error' ? paint(color, 31, 'error') : paint(color, 33, 'warning')
  const lines = [`${where ? `${paint(color, 36, where)} - ` : ''}${label} ${paint(color, 90, d.code)} ${d.message}`]
  if (d.source && d.line) {
    const frame = codeFrame(d.source, d.line, d.column)
    if (frame) lines.push(frame)
  }
  if (d.hint) lines.push(`  ${paint(color, 90, 'hint:')} ${d.hint}`)
  return lines.join('\n')
}

export function createReporter(options: { quiet?: boolean; debug?: boolean }): Reporter {
  const color = useColor(process.stderr)
  const interactive = Boolean(process.stderr.isTTY) && !options.quiet
  let progressShown = false
  return {
    color,
    quiet: Boolean(options.quiet),
    debug: Boolean(options.debug),
    info(message) {
      if (!options.quiet) process.stdout.write(message + '\n')
    },
    progress(stage, done, total) {
      if (!interactive) return
      progressShown = true
      process.stderr.write(`\r\u001b[2K${paint(color, 90, `${stage} ${done}/${total}`)}`)
    },
    done() {
      if (progressShown) process.stderr.write('\r\u001b[2K')
      progressShown = false
    },
    diagnostics(found) {
      this.done()
      const list = sortDiagnostics(found)
      const { shown, collapsed } = collapseRepeats(list)
      for (const d of list) {
        if (options.quiet && d.severity === 'warning') continue
        if (!shown.has(d)) continue
        process.stderr.write(formatDiagnostic(d, color) + '\n\n')
        const rest = collapsed.get(d)
        if (rest)
          process.stderr.write(
            `${paint(color, 90, `…and the same warning${d.cause ? ` (${d.cause})` : ''} in ${plural(rest.length, 'more place')}:`)} ${rest.join(', ')}\n\n`
          )
      }
      const errors = list.filter(d => d.severity === 'error').length
      const warnings = list.length - errors
      if (errors || (warnings && !options.quiet)) {
        process.stderr.write(
          `${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}\n`
        )
      }
      const hint = brokenLinkHint(list)
      if (hint && !options.quiet) process.stderr.write(hint + '\n')
    },
    error(message, error) {
      this.done()
      process.stderr.write(`${paint(color, 31, 'error')} ${message}\n`)
      if (options.debug && error instanceof Error && error.stack) process.stderr.write(error.stack + '\n')
    }
  }
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`

// A warning repeated this often (one absent package imported by every page) is shown `REPEAT_SHOWN`
// times in full, then once as a list of its other places: the rest of the report stays readable.
const REPEAT_LIMIT = 10
const REPEAT_SHOWN = 3
// Warnings of one `cause` (links to one missing page, each with its own #anchor) more often than
// this are said once, in full, with the others' places (issue 34.11).
const CAUSE_LIMIT = 3

/**
 * The diagnostics to print in full, and after the last one shown of each warning repeated more than
 * `REPEAT_LIMIT` times (same code and message), the `file:line:col` of its other places; warnings of
 * one cause more than `CAUSE_LIMIT` times, the first in full. Errors are never collapsed.
 */
export function collapseRepeats(list: readonly Diagnostic[]): {
  shown: Set<Diagnostic>
  collapsed: Map<Diagnostic, string[]>
} {
  const groups = new Map<string, Diagnostic[]>()
  for (const d of list) {
    if (d.severity !== 'warning') continue
    const key = d.cause ? `${d.code}\0cause\0${d.cause}` : `${d.code}\0${d.message}`
    groups.set(key, [...(groups.get(key) ?? []), d])
  }
  const shown = new Set(list)
  const collapsed = new Map<Diagnostic, string[]>()
  for (const group of groups.values()) {
    const [limit, count] = group[0].cause ? [CAUSE_LIMIT, 1] : [REPEAT_LIMIT, REPEAT_SHOWN]
    if (group.length <= limit) continue
    const rest = group.slice(count)
    for (const d of rest) shown.delete(d)
    collapsed.set(
      group[count - 1],
      rest.map(d => (d.file ? `${d.file}${d.line ? `:${d.line}${d.column ? `:${d.column}` : ''}` : ''}` : '(no file)'))
    )
  }
  return { shown, collapsed }
}

/**
 * One line under the summary when broken links or anchors were only warnings (a website folder's
 * default: Nextra never checked links): how many, and the config that makes them errors.
 */
export function brokenLinkHint(list: readonly Diagnostic[]): string | undefined {
  const count = (code: string) => list.filter(d => d.code === code && d.severity === 'warning').length
  const links = count('BROKEN_LINK')
  const anchors = count('BROKEN_ANCHOR')
  if (!links && !anchors) return undefined
  const what = [links && plural(links, 'broken link'), anchors && plural(anchors, 'broken anchor')].filter(Boolean)
  return `${what.join(' and ')} (warnings): links: 'error' in guildsite.config.ts makes broken links and anchors errors`
}
