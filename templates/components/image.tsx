import type { ReactElement } from 'react'
import { cx } from './class-names.js'
import { NextImage, type NextImageProps } from './next-image.js'

/** Props of `Image`: those of `next/image`. */
export type ImageProps = NextImageProps

/**
 * The Guild's `Image`: `next/image` styled for a docs page (rounded, never wider than the text).
 *
 * @example <Image src="/img/architecture.png" alt="Gateway architecture" width={800} height={400} />
 */
export function Image({ className, ...props }: ImageProps): ReactElement {
  return <NextImage {...props} className={cx('gs-image', className)} />
}
