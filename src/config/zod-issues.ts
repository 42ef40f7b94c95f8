import type { z } from 'zod'

/** A zod issue turned into one friendly sentence plus the key path it concerns. */
export interface FriendlyIssue {
  path: (string | number)[]
  message: string
  unknownKey?: string
}

const describe = (value: unknown): string =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value

/** `key: expected X, received Y` style messages (Starlight's error map), keeping custom texts. */
export function friendlyIssues(error: z.ZodError, what: string): FriendlyIssue[] {
  const out: FriendlyIssue[] = []
  for (const issue of error.issues) {
    const path = issue.path.filter((p): p is string | number => typeof p !== 'symbol')
    const where = path.length ? `"${path.join('.')}"` : what
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        out.push({ path: [...path, key], unknownKey: key, message: `Unknown ${what} key "${[...path, key].join('.')}"` })
      }
      continue
    }
    // zod's generic texts start with "Invalid input"; ours (set in the schema) are already sentences.
    if (issue.code === 'invalid_type' && issue.message.startsWith('Invalid input')) {
      const received = describe((issue as { input?: unknown }).input)
      out.push({ path, message: received === 'undefined' ? `Missing required ${where} property` : `${where}: expected ${issue.expected}, received ${received}` })
      continue
    }
    if (issue.code === 'invalid_value' && issue.message.startsWith('Invalid')) {
      const values = (issue as { values?: unknown[] }).values ?? []
      out.push({ path, message: `${where}: expected one of ${values.map(v => JSON.stringify(v)).join(', ')}, received ${JSON.stringify((issue as { input?: unknown }).input)}` })
      continue
    }
    if (issue.code === 'invalid_union') {
      out.push({ path, message: `${where}: invalid value ${JSON.stringify((issue as { input?: unknown }).input) ?? ''}`.trim() })
      continue
    }
    out.push({ path, message: issue.message.startsWith('Invalid') || issue.message.startsWith('Too') ? `${where}: ${issue.message}` : issue.message })
  }
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
