import type { Comment } from 'acorn'
import type { Program } from 'estree'
import type { StateBlock } from 'markdown-it'
import { decline } from './decline.js'
import { acornParser as parser, placeEstree } from './estree-positions.js'
import type { ParseEnv } from './jsx-flow-rule.js'
import { metaOf } from './token-meta.js'

const ALLOWED = new Set([
  'ExportAllDeclaration',
  'ExportDefaultDeclaration',
  'ExportNamedDeclaration',
  'ImportDeclaration'
])

/**
 * The ESTree of an import/export block at `offset`, as micromark-extension-mdxjs-esm builds it:
 * names imported by earlier blocks are declared in a prefix (so redeclaring one fails the same
 * way), positions are moved into the page and the prefix's declaration is dropped.
 */
function parseEsm(value: string, offset: number, env: ParseEnv): Program {
  const specifiers = (env.moduleSpecifiers ??= [])
  const prefix = specifiers.length ? `var ${specifiers.join(',')}\n` : ''
  const comments: Comment[] = []
  let program: Program
  try {
    program = parser.parse(prefix + value, {
      ecmaVersion: 2024,
      sourceType: 'module',
      locations: true,
      onComment: comments,
      preserveParens: true
    }) as never
  } catch {
    return decline('ESM acorn rejects')
  }
  ;(program as { comments?: unknown }).comments = comments
  placeEstree(program, acornOffset => {
    const point = env.locator.point(offset + Math.min(Math.max(acornOffset - prefix.length, 0), value.length))
    return { line: point.line, column: point.column - 1, offset: point.offset! }
  })
  if (prefix) program.body.shift()
  for (const statement of program.body) {
    if (!ALLOWED.has(statement.type)) decline('non-ESM statement')
    if (statement.type === 'ImportDeclaration')
      for (const specifier of statement.specifiers) specifiers.push(specifier.local.name)
  }
  return program
}

/** How acorn fails on `value`: undefined when it parses; `incomplete` when it ran out of input. */
function parseError(value: string): { incomplete: boolean } | undefined {
  try {
    parser.parse(value, { ecmaVersion: 2024, sourceType: 'module' })
    return undefined
  } catch (error) {
    const { raisedAt, message } = error as { raisedAt?: number; message?: string }
    return { incomplete: (raisedAt ?? 0) >= value.length || String(message).startsWith('Unterminated comment') }
  }
}

/**
 * markdown-it block rule for MDX import/export blocks: at column 1 of the top level, never
 * interrupting a paragraph, running to the first blank line (or the end) where the code parses.
 */
export function mdxEsmRule(state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean {
  if (silent) return false
  const env = state.env as ParseEnv
  const start = state.bMarks[startLine] + state.tShift[startLine]
  if (start !== env.locator.lineStart(startLine) || !/^(?:import|export) /.test(state.src.slice(start, start + 7)))
    return false
  let line = startLine + 1
  for (;;) {
    while (line < endLine && !state.isEmpty(line)) line++
    if (line >= endLine) break
    const error = parseError(state.src.slice(start, state.eMarks[line - 1]))
    if (!error) break
    // Code cut short by the blank line goes on after it; any other error is MDX's to report.
    if (!error.incomplete) decline('ESM acorn rejects')
    line++
  }
  const value = state.src.slice(start, state.eMarks[line - 1])
  const token = state.push('mdx_esm', '', 0)
  token.map = [startLine, line]
  Object.assign(metaOf(token), {
    start,
    end: start + value.length,
    esm: { value, estree: parseEsm(value, start, env) }
  })
  state.line = line
  return true
}
