import { Children, type ComponentProps, type ReactElement } from 'react'
import { useRenderContext, withBasePathOnce } from '../context.js'
import { cx } from './class-names.js'
import { MISSING_SRC_MESSAGE } from './media-src.js'

/** Text shown by browsers that cannot play the video (SPEC "Markdown media"). */
export const VIDEO_FALLBACK_TEXT = 'Your browser does not support HTML video.'

export type VideoProps = ComponentProps<'video'>

/**
 * A silent looping video, like an animated screenshot (SPEC "Markdown media": autoplays, loops,
 * muted). `src` is required unless `<source>` children give the files; a root-relative source
 * gets the base path. Props given by the page win over the defaults.
 *
 * @example <Video src="/videos/hive-schema-check.mp4" />
 */
export function Video({ src, className, children, ...props }: VideoProps): ReactElement {
  const { basePath } = useRenderContext()
  if (!src && Children.count(children) === 0) throw new Error(MISSING_SRC_MESSAGE)
  return (
    <video
      className={cx('gs-video', className)}
      autoPlay
      loop
      muted
      // Without it iOS Safari opens autoplaying video full screen.
      playsInline
      {...props}
      src={src ? withBasePathOnce(basePath, src) : undefined}
    >
      {children}
      {VIDEO_FALLBACK_TEXT}
    </video>
  )
}
