import { isValidElement, type ReactElement, type ReactNode } from 'react'
import { useRenderContext } from '../context.js'
import { isMissingSrc, resolveImageSrc, warnMissingImageSrc, type ImageSource } from '../components/media-src.js'

/** An image of a marketing block: a URL, an imported image, or any element (an inline SVG…). */
export type MarketingImage = ImageSource | ReactNode

export interface MediaProps {
  image: MarketingImage
  /** Alt text; the blocks' images illustrate the text beside them, so empty by default. */
  alt?: string
  className?: string
  /** Eager for the hero (above the fold), lazy elsewhere. */
  loading?: 'eager' | 'lazy'
}

const isImageSource = (image: unknown): image is ImageSource =>
  typeof image === 'string' ||
  (typeof image === 'object' && image !== null && !isValidElement(image) && ('src' in image || 'default' in image))

/**
 * Renders a block's image with the media rules of the docs (base path, warnings). Sizes come from
 * an imported image; plain URLs are sized by CSS (fixed aspect box), so nothing shifts on load.
 */
export function Media({ image, alt = '', className, loading = 'lazy' }: MediaProps): ReactElement | null {
  const context = useRenderContext()
  if (image === undefined || image === null || image === false) return null
  if (!isImageSource(image)) return <div className={className}>{image as ReactNode}</div>
  // (`{ src: '' }`: the components' blocks pass it to next/image, which writes the image without a source.)
  const given = typeof image === 'object' && 'src' in image ? image.src : image
  if (isMissingSrc(given)) {
    warnMissingImageSrc(context, "a block's")
    return (
      <div className={className}>
        <img alt={alt} loading={loading} decoding="async" />
      </div>
    )
  }
  const { src, width, height } = resolveImageSrc(image, context)
  return (
    <div className={className}>
      <img src={src} alt={alt} width={width} height={height} loading={loading} decoding="async" />
    </div>
  )
}
