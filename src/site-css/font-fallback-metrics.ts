import { brotliDecompressSync, inflateSync } from 'node:zlib'

// The metrics `next/font/local` gives a font's fallback face (`adjustFontFallback`, on by default): while
// the site's font loads (`font-display: swap`), or where it cannot, the text is set in a local Arial (or
// Times New Roman) scaled and spaced to take the room the font will: `size-adjust` is the ratio of the
// font's average width of a latin sample to the local font's, and `ascent-override`, `descent-override`,
// `line-gap-override` are the font's `hhea` metrics over that scaled em. Without them a paragraph wraps
// where the fallback's wider or narrower text puts it (Hive's `neueMontreal`: 95.87 %, a line more on
// `/docs/schema-registry/management/targets` in Next's build than in plain Arial). The numbers are read
// here from the font file itself (TrueType/OpenType, WOFF, WOFF2): the `head`, `hhea`, `cmap` and `hmtx`
// tables, which no WOFF2 transform changes but `hmtx`'s (its advance widths are kept).

export interface FallbackMetrics {
  /** The local font the face stands on. */
  fallbackFont: 'Arial' | 'Times New Roman'
  ascentOverride: string
  descentOverride: string
  lineGapOverride: string
  sizeAdjust: string
}

/** The local fonts' average width of the sample, in their units per em (2048), as measured on their files. */
const LOCAL = {
  'sans-serif': { name: 'Arial', avgWidth: 934.5116279069767 / 2048 },
  serif: { name: 'Times New Roman', avgWidth: 854.3953488372093 / 2048 }
} as const

/** Letters in about their frequency in text, spaces for the word length: the sample the width is averaged over. */
const SAMPLE = 'aaabcdeeeefghiijklmnnoopqrrssttuvwxyz      '

/**
 * The fallback face's metrics for a font file (its bytes), standing on Arial ('sans-serif') or Times
 * New Roman ('serif'); undefined when the file cannot be read as a font. A font lacking a letter of
 * the sample keeps the local font's size (`size-adjust: 100%`), as Next does.
 */
export function fallbackMetrics(
  bytes: Uint8Array,
  category: 'sans-serif' | 'serif' = 'sans-serif'
): FallbackMetrics | undefined {
  let tables: Map<string, DataView>
  try {
    tables = readTables(bytes)
  } catch {
    return undefined
  }
  const head = tables.get('head')
  const hhea = tables.get('hhea')
  if (!head || !hhea || head.byteLength < 20 || hhea.byteLength < 36) return undefined
  const unitsPerEm = head.getUint16(18)
  if (!unitsPerEm) return undefined
  const ascent = hhea.getInt16(4)
  const descent = hhea.getInt16(6)
  const lineGap = hhea.getInt16(8)
  const local = LOCAL[category]
  const average = averageWidth(tables, hhea.getUint16(34))
  const sizeAdjust = average ? average / unitsPerEm / local.avgWidth : 1
  const percent = (value: number) => `${Math.abs(value * 100).toFixed(2)}%`
  return {
    fallbackFont: local.name,
    ascentOverride: percent(ascent / (unitsPerEm * sizeAdjust)),
    descentOverride: percent(descent / (unitsPerEm * sizeAdjust)),
    lineGapOverride: percent(lineGap / (unitsPerEm * sizeAdjust)),
    sizeAdjust: percent(sizeAdjust)
  }
}

/** The sample's average advance width, undefined when a character has no glyph (or the tables are unreadable). */
function averageWidth(tables: Map<string, DataView>, metricsCount: number): number | undefined {
  const cmap = tables.get('cmap')
  const hmtx = tables.get('hmtx')
  if (!cmap || !hmtx || !metricsCount) return undefined
  try {
    const lookup = cmapLookup(cmap)
    if (!lookup) return undefined
    // A transformed WOFF2 `hmtx` (marked by `readTables` as 'hmtx~') keeps the advances after a flags byte.
    const transformed = tables.has('hmtx~')
    let total = 0
    for (const char of SAMPLE) {
      const glyph = lookup(char.codePointAt(0)!)
      if (!glyph) return undefined
      const index = Math.min(glyph, metricsCount - 1)
      total += transformed ? hmtx.getUint16(1 + 2 * index) : hmtx.getUint16(4 * index)
    }
    return total / SAMPLE.length
  } catch {
    return undefined
  }
}

/** A code point → glyph lookup from the `cmap` table's Unicode subtable (format 4 or 12), undefined without one. */
function cmapLookup(cmap: DataView): ((code: number) => number) | undefined {
  const count = cmap.getUint16(2)
  let best: { format: number; offset: number; rank: number } | undefined
  for (let i = 0; i < count; i++) {
    const platform = cmap.getUint16(4 + 8 * i)
    const encoding = cmap.getUint16(6 + 8 * i)
    const offset = cmap.getUint32(8 + 8 * i)
    const unicode = platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10))
    if (!unicode || offset + 2 > cmap.byteLength) continue
    const format = cmap.getUint16(offset)
    if (format !== 4 && format !== 12) continue
    const rank = format === 12 ? 2 : 1
    if (!best || rank > best.rank) best = { format, offset, rank }
  }
  if (!best) return undefined
  const at = best.offset
  if (best.format === 12) {
    const groups = cmap.getUint32(at + 12)
    return code => {
      for (let g = 0; g < groups; g++) {
        const start = cmap.getUint32(at + 16 + 12 * g)
        const end = cmap.getUint32(at + 20 + 12 * g)
        if (code >= start && code <= end) return cmap.getUint32(at + 24 + 12 * g) + code - start
      }
      return 0
    }
  }
  const segments = cmap.getUint16(at + 6) / 2
  const ends = at + 14
  const starts = ends + 2 * segments + 2
  const deltas = starts + 2 * segments
  const rangeOffsets = deltas + 2 * segments
  return code => {
    for (let s = 0; s < segments; s++) {
      if (code > cmap.getUint16(ends + 2 * s)) continue
      const start = cmap.getUint16(starts + 2 * s)
      if (code < start) return 0
      const delta = cmap.getInt16(deltas + 2 * s)
      const rangeOffset = cmap.getUint16(rangeOffsets + 2 * s)
      if (!rangeOffset) return (code + delta) & 0xffff
      const glyph = cmap.getUint16(rangeOffsets + 2 * s + rangeOffset + 2 * (code - start))
      return glyph ? (glyph + delta) & 0xffff : 0
    }
    return 0
  }
}

const tagAt = (view: DataView, at: number) =>
  String.fromCharCode(view.getUint8(at), view.getUint8(at + 1), view.getUint8(at + 2), view.getUint8(at + 3))

/** The tables a font file holds (by tag), uncompressed. */
function readTables(bytes: Uint8Array): Map<string, DataView> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const signature = tagAt(view, 0)
  if (signature === 'wOF2') return woff2Tables(view, bytes)
  const tables = new Map<string, DataView>()
  if (signature === 'wOFF') {
    const count = view.getUint16(12)
    for (let i = 0; i < count; i++) {
      const entry = 44 + 20 * i
      const offset = view.getUint32(entry + 4)
      const compressed = view.getUint32(entry + 8)
      const length = view.getUint32(entry + 12)
      const data = bytes.subarray(offset, offset + compressed)
      const table = compressed < length ? inflateSync(data) : data
      tables.set(tagAt(view, entry), new DataView(table.buffer, table.byteOffset, table.byteLength))
    }
    return tables
  }
  const count = view.getUint16(4)
  for (let i = 0; i < count; i++) {
    const entry = 12 + 16 * i
    const offset = view.getUint32(entry + 8)
    tables.set(tagAt(view, entry), new DataView(bytes.buffer, bytes.byteOffset + offset, view.getUint32(entry + 12)))
  }
  return tables
}

/** WOFF2's known tags, by the index its table directory gives them (the first twelve are all that are read). */
const WOFF2_TAGS = ['cmap', 'head', 'hhea', 'hmtx', 'maxp', 'name', 'OS/2', 'post', 'cvt ', 'fpgm', 'glyf', 'loca']

function woff2Tables(view: DataView, bytes: Uint8Array): Map<string, DataView> {
  const count = view.getUint16(12)
  const compressedSize = view.getUint32(20)
  let at = 48
  const base128 = () => {
    let value = 0
    for (let i = 0; i < 5; i++) {
      const byte = view.getUint8(at++)
      value = value * 128 + (byte & 0x7f)
      if (!(byte & 0x80)) return value
    }
    throw new Error('bad UIntBase128')
  }
  const entries: { tag: string; length: number; transformed: boolean }[] = []
  for (let i = 0; i < count; i++) {
    const flags = view.getUint8(at++)
    const known = flags & 0x3f
    let tag = WOFF2_TAGS[known] ?? `#${known}`
    if (known === 63) {
      tag = tagAt(view, at)
      at += 4
    }
    const version = flags >> 6
    const original = base128()
    // glyf and loca are transformed unless version 3; every other table is when its version is not 0.
    const transformed = tag === 'glyf' || tag === 'loca' ? version !== 3 : version !== 0
    entries.push({ tag, length: transformed ? base128() : original, transformed })
  }
  if (tagAt(view, 4) === 'ttcf') throw new Error('font collection')
  const stream = brotliDecompressSync(bytes.subarray(at, at + compressedSize))
  const tables = new Map<string, DataView>()
  let offset = 0
  for (const { tag, length, transformed } of entries) {
    tables.set(tag, new DataView(stream.buffer, stream.byteOffset + offset, length))
    if (tag === 'hmtx' && transformed) tables.set('hmtx~', tables.get(tag)!)
    offset += length
  }
  return tables
}
