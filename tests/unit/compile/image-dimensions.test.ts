import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { imageDimensions } from '../../../src/compile/image-dimensions.js'
import { assetModuleSource } from '../../../src/compile/asset-modules.js'

const png = readFileSync(new URL('../../fixtures/website-wild2-n2/components/shot.png', import.meta.url))

function bytes(parts: (string | number[])[]): Uint8Array {
  return Buffer.concat(parts.map(part => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))))
}

describe('imageDimensions: the intrinsic size Next gives an imported image', () => {
  it('reads PNG, GIF, BMP, ICO, WebP and JPEG headers', () => {
    expect(imageDimensions(png, 'shot.png')).toEqual({ width: 1, height: 1 })
    expect(imageDimensions(bytes(['GIF89a', [0x40, 0x01, 0xf0, 0x00]]), 'a.gif')).toEqual({ width: 320, height: 240 })
    const bmp = Buffer.alloc(30)
    bmp.write('BM')
    bmp.writeInt32LE(64, 18)
    bmp.writeInt32LE(-48, 22)
    expect(imageDimensions(bmp, 'a.bmp')).toEqual({ width: 64, height: 48 })
    expect(imageDimensions(bytes([[0, 0, 1, 0, 1, 0, 32, 0]]), 'favicon.ico')).toEqual({ width: 32, height: 256 })
    const vp8x = Buffer.alloc(30)
    vp8x.write('RIFF')
    vp8x.write('WEBPVP8X', 8)
    vp8x.writeUIntLE(1199, 24, 3)
    vp8x.writeUIntLE(629, 27, 3)
    expect(imageDimensions(vp8x, 'header-image.webp')).toEqual({ width: 1200, height: 630 })
    // JPEG: an APP0 segment, then SOF0 (precision, height, width).
    const jpeg = bytes([
      [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0, 0, 0xff, 0xc0, 0x00, 0x11, 8, 0x01, 0x2c, 0x02, 0x58, 3]
    ])
    expect(imageDimensions(jpeg, 'a.jpg')).toEqual({ width: 600, height: 300 })
  })

  it('reads an SVG’s width and height, else its viewBox, and knows nothing of a file it cannot read', () => {
    const svg = (tag: string) => Buffer.from(`<?xml version="1.0"?>\n${tag}<path d=""/></svg>`)
    expect(imageDimensions(svg('<svg width="24px" height="16" xmlns="http://www.w3.org/2000/svg">'), 'i.svg')).toEqual({
      width: 24,
      height: 16
    })
    expect(imageDimensions(svg('<svg viewBox="0 0 120 60">'), 'i.svg')).toEqual({ width: 120, height: 60 })
    expect(imageDimensions(svg('<svg width="60" viewBox="0 0 120 60">'), 'i.svg')).toEqual({ width: 60, height: 30 })
    expect(imageDimensions(svg('<svg width="100%">'), 'i.svg')).toBeUndefined()
    expect(imageDimensions(Buffer.from('not an image'), 'a.png')).toBeUndefined()
    expect(imageDimensions(png.subarray(0, 20), 'cut.png')).toBeUndefined()
  })

  it('gives the imported image’s module the shape a site’s zod schema of StaticImageData accepts, still reading as its URL', async () => {
    const source = assetModuleSource('/_gs/assets/shot-1.png', png, 'shot.png')
    const { default: image } = await import(`data:text/javascript,${encodeURIComponent(source)}`)
    const staticImageData = z.object({ src: z.string(), width: z.number(), height: z.number() })
    expect(staticImageData.parse(image)).toEqual({ src: '/_gs/assets/shot-1.png', width: 1, height: 1 })
    expect(`${image}`).toBe('/_gs/assets/shot-1.png')
  })
})
