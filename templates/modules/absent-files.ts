// Pages (and their data functions) read files at build time (`fs.readFile('../CHANGELOG.md')`), from
// the site folder as under `next build`. A file that is not there reads as empty instead of failing
// the page; each such read is noted here, and the page runner reports it as a warning at the page
// (`takeAbsentFiles`).

const key = Symbol.for('guildsite.absentFiles')
type Store = { [key]?: string[] }

/** Notes an absent file read by a page. */
export function noteAbsentFile(path: unknown): void {
  const store = globalThis as Store
  ;(store[key] ??= []).push(String(path))
}

/** The absent files read since the last call (and forgets them). */
export function takeAbsentFiles(): string[] {
  const store = globalThis as Store
  const taken = store[key] ?? []
  store[key] = []
  return [...new Set(taken)]
}

export const isAbsent = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && ['ENOENT', 'ENOTDIR'].includes((error as { code?: string }).code ?? '')

/** What an absent file reads as: text when an encoding is asked for, else bytes. */
export const emptyContent = (options: unknown): string | Buffer =>
  typeof options === 'string' ||
  (typeof options === 'object' &&
    options !== null &&
    'encoding' in options &&
    (options as { encoding?: unknown }).encoding)
    ? ''
    : Buffer.alloc(0)
