import type { z } from 'zod'

/** A zod issue turned into one friendly sentence plus the key path it concerns. */
export interface FriendlyIssue {
  path: (string | number)[]
  message: string
  unknownKey?: string
}

const describe = (value: unknown): string => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value)

type Issue = z.core.$ZodIssue
type Path = (string | number)[]

/** The value at `path` in the validated input: zod 4 leaves the input out of its issues. */
function valueAt(input: unknown, path: Path): unknown {
  let value = input
  for (const key of path)
    value = value && typeof value === 'object' ? (value as Record<string | number, unknown>)[key] : undefined
  return value
}

/**
 * The issues of the union member the author meant: a union (`'Title'` or `{ title, … }`) reports one
 * issue list per member, and only the member whose shape matches the value says something useful.
 */
function unionBranch(issue: Extract<Issue, { code: 'invalid_union' }>): Issue[] | undefined {
  // A branch that rejects the value at its root (wrong type, or not the literal `false` of
  // `false | { … }`) is not the one the author meant.
  const branches = issue.errors.filter(
    branch =>
      !branch.some(
        inner => (inner.code === 'invalid_type' || inner.code === 'invalid_value') && inner.path.length === 0
      )
  )
  return branches.length === 1 ? branches[0] : undefined
}

/**
 * `key: expected X, received Y` style messages (Starlight's error map), keeping the schema's own
 * texts (SPEC §8 messages) as they are. `input` is the value that was validated.
 */
export function friendlyIssues(error: z.ZodError, what: string, input?: unknown): FriendlyIssue[] {
  const out: FriendlyIssue[] = []
  const visit = (issues: readonly Issue[], prefix: Path) => {
    for (const issue of issues) {
      const path = [...prefix, ...issue.path.filter((p): p is string | number => typeof p !== 'symbol')]
      const where = path.length ? `"${path.join('.')}"` : what
      const value = valueAt(input, path)
      if (issue.code === 'unrecognized_keys') {
        for (const key of issue.keys) {
          out.push({
            path: [...path, key],
            unknownKey: key,
            message: `Unknown ${what} key "${[...path, key].join('.')}"`
          })
        }
        continue
      }
      // zod's generic texts start with "Invalid"; ours (set in the schema) are already sentences.
      if (issue.code === 'invalid_type' && issue.message.startsWith('Invalid input')) {
        const received =
          input === undefined ? (/received (\w+)/.exec(issue.message)?.[1] ?? 'undefined') : describe(value)
        out.push({
          path,
          message:
            received === 'undefined'
              ? `Missing required ${where} property`
              : `${where}: expected ${issue.expected}, received ${received}`
        })
        continue
      }
      if (issue.code === 'invalid_value' && issue.message.startsWith('Invalid')) {
        const expected = issue.values.map(v => JSON.stringify(v)).join(', ')
        out.push({
          path,
          message: `${where}: expected one of ${expected}, received ${JSON.stringify(value) ?? 'nothing'}`
        })
        continue
      }
      if (issue.code === 'invalid_union') {
        const branch = unionBranch(issue)
        if (branch) visit(branch, path)
        else out.push({ path, message: `${where}: invalid value ${JSON.stringify(value) ?? ''}`.trim() })
        continue
      }
      const generic = issue.code !== 'custom' && /^(Invalid|Too)/.test(issue.message)
      out.push({ path, message: generic ? `${where}: ${issue.message}` : issue.message })
    }
  }
  visit(error.issues, [])
  return out
}

/**
 * Where a key path is written in a config/meta/front-matter source: the last segment found after the
 * previous ones. A heuristic (the value may be computed), so it falls back to the first line.
 */
export function locateKeyPath(source: string, path: (string | number)[]): { line: number; column: number } {
  let offset = 0
  let found = -1
  for (const segment of path) {
    if (typeof segment === 'number') continue
    const escaped = segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    const re = new RegExp(`(^|[\\s{,])["']?${escaped}["']?\\s*:`, 'gm')
    re.lastIndex = offset
    const match = re.exec(source)
    if (!match) break
    found = match.index + match[1].length
    offset = found + 1
  }
  if (found < 0) return { line: 1, column: 1 }
  let line = 1
  let lineStart = 0
  for (let i = 0; i < found; i++) {
    if (source.charCodeAt(i) === 10) {
      line++
      lineStart = i + 1
    }
  }
  return { line, column: found - lineStart + 1 }
}
