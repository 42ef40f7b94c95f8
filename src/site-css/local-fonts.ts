import { existsSync, readFileSync } from 'node:fs'
import { dirname, extname, resolve } from 'node:path'
import { Parser } from 'acorn'
import type { Node as EstreeNode } from 'estree'
import { staticValue } from '../compile/static-value.js'
import { localFontNames, type LocalFontOptions } from '../shared/local-font-names.js'
import { withLocalUrls } from './css-urls.js'
import { fallbackMetrics } from './font-fallback-metrics.js'

// `next/font/local` (Next 13+): `const font = localFont({ src: [{ path: '../fonts/x.woff2', weight: '400' }] })`
// in a module (Hive's root layout: PP Neue Montreal, its `fontFamily` given to `HiveLayout`). Next's font
// loader reads the call's literal options at compile time, writes an `@font-face` rule per file (paths
// relative to the calling module, `font-display: swap` by default) and a class setting the family (and one
// setting `variable`, when given), and a fallback face on a local Arial (`adjustFontFallback`) sized and
// spaced to the font's metrics (`font-fallback-metrics.ts`, read from the file of the weight nearest 400,
// as Next picks it). The same here: the options are read from the source without running it,
// the files copied into `_gs/assets/` under a content hash (`css-urls.ts`), and the names are the ones
// the loader returns where the code runs (`shared/local-font-names.ts`).

const IMPORT = /^\s*import\s+([\w$]+)\s+from\s+['"]next\/font\/local['"]/m

const FORMATS: Record<string, string> = {
  '.woff2': 'woff2',
  '.woff': 'woff',
  '.ttf': 'truetype',
  '.otf': 'opentype',
  '.eot': 'embedded-opentype'
}

/**
 * The CSS of every `localFont({…})` call of a module (its source and path): one `@font-face` per font
 * file there is, the family's class and its variable's class. Files are added to `files` (output path
 * → bytes). '' for a module without such a call; a call whose options are not literals is skipped
 * (Next fails its build on it).
 */
export function localFontFaces(source: string, file: string, files: Map<string, Uint8Array>): string {
  const name = IMPORT.exec(source)?.[1]
  if (!name) return ''
  const rules: string[] = []
  for (const call of source.matchAll(new RegExp(`(?<![\\w$.])${name.replace(/\$/g, '\\$')}\\s*\\(`, 'g'))) {
    const options = literalOptions(source, call.index + call[0].length)
    if (options) rules.push(fontCss(options, file, files))
  }
  return rules.filter(Boolean).join('\n')
}

/** The call's first argument when it is an object of literals. */
function literalOptions(source: string, at: number): LocalFontOptions | undefined {
  try {
    const node = Parser.parseExpressionAt(source, at, { ecmaVersion: 'latest', sourceType: 'module' })
    const value = staticValue(node as unknown as EstreeNode)
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as LocalFontOptions)
      : undefined
  } catch {
    return undefined
  }
}

/** A CSS string (quoted, escaped). */
const cssString = (text: string) => `'${text.replace(/[\\'\n]/g, ch => (ch === '\n' ? ' ' : `\\${ch}`))}'`
/** A value for a descriptor: no way out of its rule. */
const descriptor = (value: unknown) => (typeof value === 'string' && !/[;{}<>]/.test(value) ? value.trim() : '')

function fontCss(options: LocalFontOptions, file: string, files: Map<string, Uint8Array>): string {
  const names = localFontNames(options)
  const sources =
    typeof options.src === 'string' ? [{ path: options.src }] : Array.isArray(options.src) ? options.src : []
  const extra = (options.declarations ?? [])
    .filter(d => descriptor(d?.prop) && descriptor(d?.value))
    .map(d => `${descriptor(d.prop)}:${descriptor(d.value)};`)
    .join('')
  const faces = sources
    .filter(src => typeof src?.path === 'string' && existsSync(resolve(dirname(file), src.path)))
    .map(src => {
      const format = FORMATS[extname(src.path).toLowerCase()]
      const weight = descriptor(src.weight ?? options.weight)
      const style = descriptor(src.style ?? options.style)
      return [
        `@font-face{font-family:${cssString(names.family)};`,
        `src:url('${encodeURI(src.path)}')${format ? ` format('${format}')` : ''};`,
        `font-display:${descriptor(options.display) || 'swap'};`,
        weight ? `font-weight:${weight};` : '',
        style ? `font-style:${style};` : '',
        extra,
        '}'
      ].join('')
    })
  if (!faces.length) return ''
  if (names.fallbackFamily) faces.push(fallbackFace(names.fallbackFamily, options, file))
  const family = names.fontFamily.replace(/[;{}<>]/g, '')
  const classes = [`.${names.className}{font-family:${family}}`]
  if (names.variableClass && /^--[\w-]+$/.test(options.variable ?? ''))
    classes.push(`.${names.variableClass}{${options.variable}:${family}}`)
  return withLocalUrls([...faces, ...classes].join('\n'), file, files)
}

/** The fallback face: the local font, adjusted to the metrics of the file text is mostly set in. */
function fallbackFace(family: string, options: LocalFontOptions, file: string): string {
  const category = options.adjustFontFallback === 'Times New Roman' ? 'serif' : 'sans-serif'
  const sources =
    typeof options.src === 'string' ? [{ path: options.src }] : Array.isArray(options.src) ? options.src : []
  const main = bodyTextFile(
    sources.filter(src => typeof src?.path === 'string'),
    options
  )
  let metrics
  try {
    if (main) metrics = fallbackMetrics(readFileSync(resolve(dirname(file), main.path)), category)
  } catch {
    metrics = undefined
  }
  const local = category === 'serif' ? 'Times New Roman' : 'Arial'
  const adjust = metrics
    ? `ascent-override:${metrics.ascentOverride};descent-override:${metrics.descentOverride};` +
      `line-gap-override:${metrics.lineGapOverride};size-adjust:${metrics.sizeAdjust}`
    : ''
  return `@font-face{font-family:${cssString(family)};src:local('${local}');${adjust}}`
}

/** A weight's distance from 400 ('normal' 400, 'bold' 700; a variable range holding 400 is 0, else its nearer end's). */
function fromNormal(weight: string | undefined): number {
  if (!weight) return 0
  const [low, high] = weight
    .trim()
    .split(/ +/)
    .map(w => (w === 'normal' ? 400 : w === 'bold' ? 700 : Number(w)))
  if (!Number.isFinite(low)) return 0
  if (high === undefined || !Number.isFinite(high)) return low - 400
  if (low <= 400 && high >= 400) return 0
  return Math.abs(low - 400) < Math.abs(high - 400) ? low - 400 : high - 400
}

/**
 * The file most text is set in, whose metrics the fallback takes: the weight nearest 400, normal style
 * before italic at the same weight, the lighter of two equally near.
 */
function bodyTextFile(
  sources: { path: string; weight?: string; style?: string }[],
  options: LocalFontOptions
): { path: string } | undefined {
  let best: { path: string; weight?: string; style?: string } | undefined
  for (const src of sources) {
    if (!best) {
      best = src
      continue
    }
    const was = fromNormal(best.weight ?? options.weight)
    const is = fromNormal(src.weight ?? options.weight)
    const style = src.style ?? options.style
    if (was === is && (style === undefined || style === 'normal')) best = src
    else if (Math.abs(is) < Math.abs(was) || (Math.abs(is) === Math.abs(was) && is < was)) best = src
  }
  return best
}
