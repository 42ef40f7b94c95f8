// Node's `path` in the islands' browser build, as Next's client bundles provide it (its
// `path-browserify` fallback): POSIX paths. Code written for Node that splits paths by `path.sep`
// as it runs (minimatch, in eslint's config arrays: graphql-eslint's playground) gets '/' where the
// stand-in of Node's modules gave nothing, and threw. Our own implementation of Node's POSIX rules.

export const sep = '/'
// (Not strings: what the stand-ins of Node's other modules give, `dirname(fileURLToPath(import.meta.url))`
// in build-time code an island's chunk reaches. Read as '' rather than thrown on, as the stand-in did.)
const text = (value: unknown): string => (typeof value === 'string' ? value : '')
export const delimiter = ':'

/** `path` without `.` and `..` segments (the ones above the root kept when it is relative). */
function normalizeSegments(path: string, absolute: boolean): string {
  const out: string[] = []
  for (const segment of path.split('/')) {
    if (segment === '' || segment === '.') continue
    if (segment === '..') {
      if (out.length > 0 && out[out.length - 1] !== '..') out.pop()
      else if (!absolute) out.push('..')
    } else out.push(segment)
  }
  return out.join('/')
}

export function isAbsolute(path: string): boolean {
  return text(path).startsWith('/')
}

export function normalize(given: string): string {
  const path = text(given)
  if (path === '') return '.'
  const absolute = isAbsolute(path)
  const trailing = path.endsWith('/')
  let out = normalizeSegments(path, absolute)
  if (out === '' && !absolute) out = '.'
  if (out !== '' && trailing) out += '/'
  return absolute ? '/' + out : out
}

export function join(...paths: string[]): string {
  const joined = paths
    .map(text)
    .filter(path => path !== '')
    .join('/')
  return joined === '' ? '.' : normalize(joined)
}

export function resolve(...paths: string[]): string {
  let resolved = ''
  for (let i = paths.length - 1; i >= 0 && !isAbsolute(resolved); i--) {
    const path = text(paths[i])
    if (path) resolved = resolved ? `${path}/${resolved}` : path
  }
  if (!isAbsolute(resolved)) resolved = `/${resolved}`
  return '/' + normalizeSegments(resolved, true)
}

export function relative(from: string, to: string): string {
  const a = resolve(from).split('/').filter(Boolean)
  const b = resolve(to).split('/').filter(Boolean)
  let common = 0
  while (common < a.length && common < b.length && a[common] === b[common]) common++
  return [...a.slice(common).map(() => '..'), ...b.slice(common)].join('/')
}

export function dirname(given: string): string {
  const path = text(given)
  if (path === '') return '.'
  // The slash before the last segment (trailing slashes skipped; the first character aside).
  let end = path.length - 1
  while (end >= 1 && path[end] === '/') end--
  while (end >= 1 && path[end] !== '/') end--
  if (end < 1) return path[0] === '/' ? '/' : '.'
  return path.slice(0, end)
}

export function basename(path: string, extension?: string): string {
  const trimmed = text(path).replace(/\/+$/, '')
  const base = trimmed.slice(trimmed.lastIndexOf('/') + 1)
  return extension && base !== extension && base.endsWith(extension) ? base.slice(0, -extension.length) : base
}

export function extname(path: string): string {
  const base = basename(path)
  const at = base.lastIndexOf('.')
  return at <= 0 || base === '..' ? '' : base.slice(at)
}

export interface ParsedPath {
  root: string
  dir: string
  base: string
  ext: string
  name: string
}

export function parse(given: string): ParsedPath {
  const path = text(given)
  const root = isAbsolute(path) ? '/' : ''
  const base = basename(path)
  const ext = extname(path)
  const trimmed = path.replace(/\/+$/, '')
  const dir = trimmed.includes('/') ? dirname(trimmed) : root
  return { root, dir, base, ext, name: ext ? base.slice(0, -ext.length) : base }
}

export function format(parts: Partial<ParsedPath>): string {
  const dir = parts.dir || parts.root || ''
  const base = parts.base || `${parts.name ?? ''}${parts.ext ?? ''}`
  return dir ? (dir === parts.root ? dir + base : `${dir}/${base}`) : base
}

export function toNamespacedPath(path: string): string {
  return path
}

const path = {
  sep,
  delimiter,
  isAbsolute,
  normalize,
  join,
  resolve,
  relative,
  dirname,
  basename,
  extname,
  parse,
  format,
  toNamespacedPath,
  posix: undefined as unknown,
  win32: undefined as unknown
}
path.posix = path
path.win32 = path
export const posix = path
export const win32 = path
export default path
