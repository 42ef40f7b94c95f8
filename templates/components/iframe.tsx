import type { ComponentProps, ReactElement } from 'react'
import { useRenderContext, withBasePathOnce } from '../context.js'
import { cx } from './class-names.js'
import { assertSrc } from './media-src.js'

export type IframeProps = ComponentProps<'iframe'>

// What video hosts' embed codes ask for; pages may replace it.
const VIDEO_PERMISSIONS = 'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture'

/**
 * An embedded player, full width at 16:9 (SPEC "Markdown media": titled as a video player).
 * Loads lazily so a page of embeds stays fast; `src` is required.
 *
 * @example <Iframe src="https://www.youtube.com/embed/abc123" />
 */
export function Iframe({ src, className, ...props }: IframeProps): ReactElement {
  const { basePath } = useRenderContext()
  assertSrc(src)
  return (
    <iframe
      className={cx('gs-iframe', className)}
      title="Video player"
      allow={VIDEO_PERMISSIONS}
      allowFullScreen
      loading="lazy"
      {...props}
      src={withBasePathOnce(basePath, src)}
    />
  )
}
