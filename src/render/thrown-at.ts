import { positionAt } from '../shared/diagnostics.js'

/**
 * Where in the page the component that threw is used: the first function of the error's stack whose
 * name the page writes as a JSX tag (`<Boom …>`). React renders the whole tree at once, so the stack
 * is the one witness of which element failed.
 */
export function thrownAt(error: unknown, source: string): { line: number; column: number } | undefined {
  const stack = error instanceof Error ? (error.stack ?? '') : ''
  for (const match of stack.matchAll(/^\s+at (?:new )?([A-Z][\w$]*)(?:\.[\w$<>]+)? \(/gm)) {
    // Exact first; then any case, for HTML elements rendered by a component (`<iframe>` → Iframe).
    const tag = `<${match[1].replace(/\$/g, '\\$')}(?=[\\s/>.])`
    const use = new RegExp(tag).exec(source) ?? new RegExp(tag, 'i').exec(source)
    if (use) return positionAt(source, use.index)
  }
  return undefined
}

/**
 * Where the page's own code starts, the likeliest place of a failure no stack names (an expression
 * that throws, a loop that never ends): its first `export`/`import` statement or `{` expression
 * outside code blocks; else the first line.
 */
export function firstCodeAt(source: string): { line: number; column: number } {
  let fenced = false
  for (const [index, text] of source.split('\n').entries()) {
    if (/^\s*(```|~~~)/.test(text)) fenced = !fenced
    if (fenced) continue
    const column = /^(?:export|import)\s/.test(text) ? 0 : text.search(/\{/)
    if (column >= 0) return { line: index + 1, column: column + 1 }
  }
  return { line: 1, column: 1 }
}

/**
 * Where the page writes the first value a render warning quotes (`Image source "assets/x.png" is not…`),
 * as a string literal of its code (`src: 'assets/x.png'`) or a JSX attribute: a value given by the
 * page's own code to a component that warns about it. Undefined when the page does not write it.
 */
export function quotedAt(message: string, source: string): { line: number; column: number } | undefined {
  const quoted = /"([^"]+)"/.exec(message)?.[1]
  if (!quoted) return undefined
  for (const mark of ["'", '"', '`']) {
    const at = source.indexOf(`${mark}${quoted}${mark}`)
    if (at >= 0) return positionAt(source, at)
  }
  // (A Markdown image's or link's destination, `![shot](../Desktop/shot.png)`: at the destination.)
  const destination = /\]\(\s*<?/g
  for (let match; (match = destination.exec(source));) {
    const start = match.index + match[0].length
    if (
      source.startsWith(quoted, start) &&
      /^[\s)>]/.test(source.slice(start + quoted.length, start + quoted.length + 1))
    )
      return positionAt(source, start)
  }
  return undefined
}
