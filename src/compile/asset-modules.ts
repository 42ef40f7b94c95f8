import { createHash } from 'node:crypto'
import { basename, extname } from 'node:path'
import { imageDimensions } from './image-dimensions.js'

/** Files that import as their public URL (pages, components and metas alike). */
export const ASSET_FILE = /\.(png|jpe?g|gif|svg|webp|avif|ico|mp4|webm|woff2?|pdf)$/i

/** An imported file's output path: `_gs/assets/<name>-<hash>.<ext>`, from its name and bytes only. */
export function assetPath(path: string, bytes: Uint8Array): string {
  const name = basename(path)
    .replace(/\.[^.]+$/, '')
    .replace(/[^\w.-]+/g, '-')
  return `_gs/assets/${name}-${createHash('sha256').update(bytes).digest('hex').slice(0, 10)}${extname(path).toLowerCase()}`
}

/**
 * The module of an imported image or file: its URL, as a string that also has Next's static image
 * shape (`img.src`, and an image's intrinsic `width` and `height`: `image-dimensions.ts`), which sites
 * pass to next/image or CSS and validate (`z.object({ src, width, height })`): a String object with
 * those properties. It reads as the URL wherever a string is expected (attributes, template strings,
 * string methods); the media components take its value (`media-src.ts`).
 */
export function assetModuleSource(url: string, bytes?: Uint8Array, file = url): string {
  const size = bytes && imageDimensions(bytes, file)
  const shape = { src: url, ...size }
  return [
    `const url = new String(${JSON.stringify(url)})`,
    ...Object.entries(shape).map(
      ([key, value]) => `Object.defineProperty(url, '${key}', { value: ${JSON.stringify(value)} })`
    ),
    'export default url'
  ].join('\n')
}
