import type { ComponentProps, CSSProperties, ReactElement } from 'react'
import { useRenderContext } from '../context.js'
import { isMissingSrc, resolveImageSrc, warnMissingImageSrc, withoutIndexKeys, type ImageSource } from './media-src.js'

/** The props of `next/image` that real pages pass; Next-only ones are accepted and dropped. */
export interface NextImageProps extends Omit<
  ComponentProps<'img'>,
  'src' | 'width' | 'height' | 'loading' | 'placeholder'
> {
  /** A URL or an imported image (`import shot from './shot.png'`). */
  src?: ImageSource
  alt?: string
  width?: number | `${number}`
  height?: number | `${number}`
  /** Fill the positioned parent instead of using `width`/`height`. */
  fill?: boolean
  /** Load eagerly with high priority (above-the-fold images). */
  priority?: boolean
  loading?: 'lazy' | 'eager'
  quality?: number | `${number}`
  placeholder?: string
  blurDataURL?: string
  unoptimized?: boolean
  loader?: unknown
  overrideSrc?: string
  onLoadingComplete?: unknown
}

const FILL_STYLE: CSSProperties = { position: 'absolute', inset: 0, width: '100%', height: '100%' }

/**
 * `next/image` on a static site: a plain lazy `<img>` with the image's intrinsic size, so the
 * page does not jump while it loads. Root-relative sources get the base path; an image without a
 * source is written without one, as Next's build writes it, with a build warning; an unusual source
 * is reported as a build warning too.
 *
 * @example <NextImage src={screenshot} alt="The Hive dashboard" />
 */
export function NextImage({
  src,
  width,
  height,
  fill,
  priority,
  loading,
  style,
  // Next's optimiser knobs mean nothing for a static file; keep them out of the HTML.
  quality: _quality,
  placeholder: _placeholder,
  blurDataURL: _blurDataURL,
  unoptimized: _unoptimized,
  loader: _loader,
  overrideSrc: _overrideSrc,
  onLoadingComplete: _onLoadingComplete,
  ...given
}: NextImageProps): ReactElement {
  const context = useRenderContext()
  const props = withoutIndexKeys(given)
  if (isMissingSrc(src)) warnMissingImageSrc(context)
  const image = isMissingSrc(src)
    ? { src: undefined, width: undefined, height: undefined }
    : resolveImageSrc(src, context)
  return (
    <img
      decoding="async"
      {...props}
      src={image.src}
      width={fill ? undefined : (width ?? image.width)}
      height={fill ? undefined : (height ?? image.height)}
      loading={loading ?? (priority ? 'eager' : 'lazy')}
      fetchPriority={priority ? 'high' : props.fetchPriority}
      style={fill ? { ...FILL_STYLE, ...style } : style}
    />
  )
}
