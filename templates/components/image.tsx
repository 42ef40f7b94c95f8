import type { ReactElement } from 'react'
import { cx } from './class-names.js'
import { NextImage, type NextImageProps } from './next-image.js'
import { assertSrc, importedImageSize, urlOf } from './media-src.js'

/** Props of `Image`: those of `next/image`. */
export type ImageProps = NextImageProps

/**
 * The Guild's `Image`: `next/image` styled for a docs page (rounded, never wider than the text).
 *
 * @example <Image src="/img/architecture.png" alt="Gateway architecture" width={800} height={400} />
 */
export function Image({ className, ...props }: ImageProps): ReactElement {
  // (SPEC §8: the Guild's Image without a source is an error; a bare `next/image` is written without one.)
  assertSrc(urlOf(props.src))
  return <NextImage {...props} className={cx('gs-image', className)} />
}

const HTTP_SRC = /^https?:\/\//i

/**
 * A Markdown image (`![alt](src)`, or `<img>` written in MDX): the Guild's `Image`. SPEC §2
 * "Markdown media" logs a console warning for a source that is not http(s): such an image carries
 * its source as written in `data-non-http`, and the page's script (src/client/media-warning.ts)
 * logs the warning when the page renders it (an image next to the page is the build's own file,
 * under `/_gs/assets/`, and warned about too: it is not http(s) either).
 */
export function MarkdownImage(props: ImageProps): ReactElement {
  const src = urlOf(props.src)
  const nonHttp = typeof src === 'string' && src !== '' && !HTTP_SRC.test(src)
  // (A relative image is bundled as an import, as Nextra's static images: its intrinsic size sizes the box
  // before it loads, as next/image's static import does.)
  const size =
    props.width === undefined && props.height === undefined && !props.fill ? importedImageSize(props.src) : {}
  return <Image {...props} {...size} src={src} {...(nonHttp && { 'data-non-http': src })} />
}
