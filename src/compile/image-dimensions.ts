// The intrinsic size of an imported image, as Next's image import gives it (`{ src, width, height }`):
// sites validate it (Hive's blog posts: `z.object({ src, width, height })`) or pass it to next/image.
// Read from the file's header: PNG, GIF, JPEG, WebP, BMP, ICO and SVG (its width/height, else viewBox).

export interface ImageDimensions {
  width: number
  height: number
}

/** The width and height of an image file's bytes, or undefined when its kind or header is unknown. */
export function imageDimensions(bytes: Uint8Array, path: string): ImageDimensions | undefined {
  const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  try {
    if (/\.svg$/i.test(path)) return svgDimensions(data.toString('utf8', 0, Math.min(data.length, 4096)))
    if (data.length >= 24 && data.readUInt32BE(0) === 0x89504e47 && data.toString('ascii', 12, 16) === 'IHDR')
      return sized(data.readUInt32BE(16), data.readUInt32BE(20))
    if (data.length >= 10 && data.toString('ascii', 0, 4) === 'GIF8')
      return sized(data.readUInt16LE(6), data.readUInt16LE(8))
    if (data.length >= 26 && data.toString('ascii', 0, 2) === 'BM')
      return sized(data.readInt32LE(18), Math.abs(data.readInt32LE(22)))
    if (data.length >= 8 && data.readUInt32BE(0) === 0x00000100) return sized(data[6] || 256, data[7] || 256)
    if (data.length >= 30 && data.toString('ascii', 0, 4) === 'RIFF' && data.toString('ascii', 8, 12) === 'WEBP')
      return webpDimensions(data)
    if (data.length >= 4 && data[0] === 0xff && data[1] === 0xd8) return jpegDimensions(data)
  } catch {
    // (A header cut short: no size, as for an unknown kind.)
  }
  return undefined
}

function sized(width: number, height: number): ImageDimensions | undefined {
  return width > 0 && height > 0 ? { width, height } : undefined
}

function webpDimensions(data: Buffer): ImageDimensions | undefined {
  const chunk = data.toString('ascii', 12, 16)
  if (chunk === 'VP8X') return sized(data.readUIntLE(24, 3) + 1, data.readUIntLE(27, 3) + 1)
  if (chunk === 'VP8 ') return sized(data.readUInt16LE(26) & 0x3fff, data.readUInt16LE(28) & 0x3fff)
  if (chunk === 'VP8L') {
    const bits = data.readUInt32LE(21)
    return sized((bits & 0x3fff) + 1, ((bits >> 14) & 0x3fff) + 1)
  }
  return undefined
}

/** The first start-of-frame marker's size (SOF0–SOF15 but DHT, JPG and DAC). */
function jpegDimensions(data: Buffer): ImageDimensions | undefined {
  let at = 2
  while (at + 9 < data.length) {
    if (data[at] !== 0xff) return undefined
    const marker = data[at + 1]
    if (marker === 0xff) {
      at++
      continue
    }
    const length = data.readUInt16BE(at + 2)
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
      return sized(data.readUInt16BE(at + 7), data.readUInt16BE(at + 5))
    at += 2 + length
  }
  return undefined
}

function svgDimensions(text: string): ImageDimensions | undefined {
  const tag = /<svg\b[^>]*>/i.exec(text)?.[0]
  if (!tag) return undefined
  const attribute = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(tag)?.[1]
  const length = (value: string | undefined) =>
    value && /^\s*[\d.]+\s*(px)?\s*$/.test(value) ? parseFloat(value) : NaN
  const width = length(attribute('width'))
  const height = length(attribute('height'))
  const box = attribute('viewBox')
    ?.trim()
    .split(/[\s,]+/)
    .map(Number)
  const [boxWidth, boxHeight] = box?.length === 4 ? [box[2], box[3]] : [NaN, NaN]
  if (width > 0 && height > 0) return { width: Math.round(width), height: Math.round(height) }
  if (boxWidth > 0 && boxHeight > 0) {
    // (One given length scales the other by the viewBox's ratio, as a browser sizes it.)
    if (width > 0) return { width: Math.round(width), height: Math.round((width * boxHeight) / boxWidth) }
    if (height > 0) return { width: Math.round((height * boxWidth) / boxHeight), height: Math.round(height) }
    return { width: Math.round(boxWidth), height: Math.round(boxHeight) }
  }
  return undefined
}
