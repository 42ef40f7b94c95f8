import type { ComponentProps, ReactElement } from 'react'
import { useRenderContext, withBasePathOnce } from '../context.js'
import { assertSrc } from './media-src.js'

/** A `srcset` with the base path on each root-relative candidate (`/a.png 2x, /b.png 640w`). */
function srcSetWithBasePath(basePath: string, srcSet: string): string {
  if (!basePath) return srcSet
  return srcSet
    .split(',')
    .map(candidate =>
      candidate.replace(/^(\s*)(\S+)/, (_, space: string, url: string) => space + withBasePathOnce(basePath, url))
    )
    .join(',')
}

/**
 * A `<source>` inside a video: `src` is required, gets the base path, and `type` defaults from
 * the file extension (`.mov` is `video/quicktime`) so browsers skip formats they cannot play.
 * A `<source srcSet>` (a `<picture>`'s art direction: `<source srcSet="dark.png" media="(prefers-color-scheme: dark)">`)
 * has no `src` by HTML's rules: it keeps its candidates (with the base path) and no guessed video type.
 */
export function VideoSource({ src, type, srcSet, ...props }: ComponentProps<'source'>): ReactElement {
  const { basePath } = useRenderContext()
  if (!src && typeof srcSet === 'string' && srcSet.trim() !== '')
    return <source {...props} srcSet={srcSetWithBasePath(basePath, srcSet)} type={type} />
  assertSrc(src)
  const extension = /\.([a-z0-9]+)(?:[?#].*)?$/i.exec(src)?.[1]?.toLowerCase()
  const guessed = extension ? `video/${extension === 'mov' ? 'quicktime' : extension}` : undefined
  return (
    <source
      {...props}
      src={withBasePathOnce(basePath, src)}
      type={type ?? guessed}
      {...(srcSet !== undefined && { srcSet })}
    />
  )
}
