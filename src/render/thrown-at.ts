import { positionAt } from '../shared/diagnostics.js'

/**
 * Where in the page the component that threw is used: the first function of the error's stack whose
 * name the page writes as a JSX tag (`<Boom …>`). React renders the whole tree at once, so the stack
 * is the one witness of which element failed.
 */
export function thrownAt(error: unknown, source: string): { line: number; column: number } | undefined {
  const stack = error instanceof Error ? (error.stack ?? '') : ''
  for (const match of stack.matchAll(/^\s+at (?:new )?([A-Z][\w$]*)(?:\.[\w$<>]+)? \(/gm)) {
    const name = match[1]
    const use = new RegExp(`<${name.replace(/\$/g, '\\$')}(?=[\\s/>.])`).exec(source)
    if (use) return positionAt(source, use.index)
  }
  return undefined
}
