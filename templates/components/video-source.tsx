import type { ComponentProps, ReactElement } from 'react'
import { useRenderContext, withBasePathOnce } from '../context.js'
import { assertSrc } from './media-src.js'

/**
 * A `<source>` inside a video: `src` is required, gets the base path, and `type` defaults from
 * the file extension (`.mov` is `video/quicktime`) so browsers skip formats they cannot play.
 */
export function VideoSource({ src, type, ...props }: ComponentProps<'source'>): ReactElement {
  const { basePath } = useRenderContext()
  assertSrc(src)
  const extension = /\.([a-z0-9]+)(?:[?#].*)?$/i.exec(src)?.[1]?.toLowerCase()
  const guessed = extension ? `video/${extension === 'mov' ? 'quicktime' : extension}` : undefined
  return <source {...props} src={withBasePathOnce(basePath, src)} type={type ?? guessed} />
}
