import { describe, expect, it } from 'vitest'
import { Iframe, Image, MISSING_SRC_MESSAGE, NextImage, Video } from '../../../templates/components/index.js'
import { render, tag } from './render.js'

describe('Image and NextImage', () => {
  it('prefixes a root-relative source with the base path', () => {
    const { html, warnings } = render(<Image src="/img/logo.png" alt="Logo" />, { basePath: '/docs-site' })
    expect(tag(html, 'img').attrs).toMatchObject({ src: '/docs-site/img/logo.png', alt: 'Logo', class: 'gs-image' })
    expect(warnings).toEqual([])
  })

  it('uses an imported image with its intrinsic size', () => {
    const shot = { src: '/assets/shot.3f2a.png', width: 1200, height: 600 }
    const img = tag(render(<NextImage src={shot} alt="Shot" />, { basePath: '/b' }).html, 'img')
    expect(img.attrs).toMatchObject({ src: '/b/assets/shot.3f2a.png', width: '1200', height: '600', loading: 'lazy' })
  })

  it('keeps Next-only props out of the HTML', () => {
    const img = tag(
      render(<NextImage src="https://x.dev/a.png" alt="" priority quality={80} placeholder="blur" />).html,
      'img'
    )
    expect(img.attrs).toMatchObject({ loading: 'eager', fetchpriority: 'high' })
    expect(Object.keys(img.attrs)).not.toContain('quality')
    expect(Object.keys(img.attrs)).not.toContain('placeholder')
    expect(Object.keys(img.attrs)).not.toContain('priority')
  })

  it.each(['https://cdn.dev/a.png', 'http://x.dev/a.png', '/a.png', './a.png', '../a.png', 'data:image/png;base64,AA'])(
    'accepts %s silently',
    src => {
      expect(render(<Image src={src} alt="" />).warnings).toEqual([])
    }
  )

  it('warns once, naming the source, about an unusual one', () => {
    const { html, warnings } = render(<Image src="img/logo.png" alt="" />)
    expect(tag(html, 'img').attrs.src).toBe('img/logo.png')
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toContain('"img/logo.png"')
  })

  it('accepts a bare relative source on the root page of a site without a base path, where it is root-relative', () => {
    // (hello.dev's home page: `<Image src="mockup-light.png">`, 3 MEDIA_SRC_UNUSUAL warnings it could not act on.)
    expect(render(<NextImage src="mockup-light.png" alt="" />, { route: '/' }).warnings).toEqual([])
    expect(render(<NextImage src="mockup-light.png" alt="" />, { route: '/docs/a' }).warnings).toHaveLength(1)
    expect(render(<NextImage src="mockup-light.png" alt="" />, { route: '/', basePath: '/b' }).warnings).toHaveLength(1)
  })

  it('throws without a source (the Guild Image, SPEC §8)', () => {
    expect(() => render(<Image alt="" />)).toThrow(new Error('Must provide `src` prop'))
    expect(() => render(<Image src="" alt="" />)).toThrow(MISSING_SRC_MESSAGE)
  })

  it('writes a bare next/image without a source as Next does, with a warning (issue 34)', () => {
    const { html, warnings } = render(<NextImage src="" alt="Hidden" className="hidden" />)
    const img = tag(html, 'img')
    expect(img.attrs).toMatchObject({ alt: 'Hidden', class: 'hidden' })
    expect(img.attrs).not.toHaveProperty('src')
    expect(warnings).toEqual([expect.stringContaining('Image source missing')])
  })

  it('takes a spread imported image: src and size, not its characters (issue 34)', () => {
    // What `<Image {...shot} />` passes when `shot` is an imported image: a String object's characters and shape.
    const shot = Object.assign(new String('/a.png'), { src: '/a.png', width: 40, height: 20 })
    const img = tag(render(<NextImage {...(shot as unknown as { src: string })} alt="Shot" />).html, 'img')
    expect(img.attrs).toMatchObject({ src: '/a.png', width: '40', height: '20', alt: 'Shot' })
    expect(Object.keys(img.attrs).filter(key => /^\d+$/.test(key))).toEqual([])
  })
})

describe('Video', () => {
  it('autoplays, loops, is muted and has the fallback text', () => {
    const { html } = render(<Video src="/videos/demo.mp4" />, { basePath: '/site' })
    const video = tag(html, 'video')
    expect(video.attrs).toMatchObject({ src: '/site/videos/demo.mp4', class: 'gs-video' })
    for (const flag of ['autoplay', 'loop', 'muted', 'playsinline']) expect(video.attrs).toHaveProperty(flag, '')
    expect(html).toMatch(/>Your browser does not support HTML video\.<\/video>$/)
  })

  it('lets the page add controls or turn looping off', () => {
    const video = tag(render(<Video src="https://x.dev/a.mp4" controls loop={false} />).html, 'video')
    expect(video.attrs).toHaveProperty('controls')
    expect(video.attrs).not.toHaveProperty('loop')
  })

  it('throws without a source', () => {
    expect(() => render(<Video />)).toThrow('Must provide `src` prop')
  })
})

describe('Iframe', () => {
  it('is a lazy, full-screen-capable video player frame', () => {
    const frame = tag(render(<Iframe src="https://www.youtube.com/embed/x" />).html, 'iframe')
    expect(frame.attrs).toMatchObject({
      title: 'Video player',
      loading: 'lazy',
      src: 'https://www.youtube.com/embed/x'
    })
    expect(frame.attrs).toHaveProperty('allowfullscreen')
  })

  it('keeps a given title', () => {
    expect(tag(render(<Iframe src="https://x.dev" title="Demo" />).html, 'iframe').attrs.title).toBe('Demo')
  })

  it('throws without a source', () => {
    expect(() => render(<Iframe />)).toThrow('Must provide `src` prop')
  })
})
