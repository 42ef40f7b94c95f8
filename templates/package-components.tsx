// Working stand-ins for components of packages a website folder without `node_modules` lacks, where a
// placeholder box would be repeated all over a site (`src/compile/stand-in-source.ts` gives them to an
// absent import; the build still warns at the import). Kept small: what the Guild's sites use.
import { createElement, type CSSProperties } from 'react'

interface AvatarProps {
  name?: string
  title?: string
  alt?: string
  src?: string
  githubHandle?: string
  size?: number | string
  /** true for a circle, or a border radius. */
  round?: boolean | string
  className?: string
  style?: CSSProperties
}

const PALETTE = ['#64748b', '#0ea5e9', '#14b8a6', '#8b5cf6', '#f59e0b', '#ec4899', '#22c55e', '#ef4444']

const cssSize = (size: number | string) => (typeof size === 'number' || /^\d+$/.test(size) ? `${size}px` : size)

/**
 * `react-avatar`'s default export as the Guild's blogs use it (`<ReactAvatar round githubHandle="x"
 * size="40" title="Name" />`): the GitHub avatar (or `src`) as an image of that size, else the name's
 * initials in a circle. The package draws the same in the browser once its sources resolve; this is
 * it without the package, the same on the server and in an island.
 */
export function PackageReactAvatar({
  name,
  title,
  alt,
  src,
  githubHandle,
  size = 100,
  round,
  className,
  style
}: AvatarProps) {
  const side = cssSize(size)
  const radius = round === true ? '100%' : typeof round === 'string' ? round : undefined
  const box: CSSProperties = {
    display: 'inline-block',
    verticalAlign: 'middle',
    width: side,
    height: side,
    borderRadius: radius,
    overflow: 'hidden',
    ...style
  }
  const pixels = Number.parseInt(String(size), 10)
  const image =
    src ??
    (githubHandle &&
      `https://avatars.githubusercontent.com/${githubHandle}?v=4${Number.isFinite(pixels) ? `&s=${pixels}` : ''}`)
  const label = name ?? title ?? alt ?? ''
  if (image)
    return createElement(
      'span',
      { className: `sb-avatar${className ? ` ${className}` : ''}`, style: box },
      createElement('img', {
        className: 'sb-avatar__image',
        src: image,
        alt: alt ?? label,
        title: title ?? name,
        width: Number.isFinite(pixels) ? pixels : undefined,
        height: Number.isFinite(pixels) ? pixels : undefined,
        loading: 'lazy',
        style: { width: '100%', height: '100%', objectFit: 'cover', borderRadius: radius }
      })
    )
  const initials = label
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map(word => word[0]!.toUpperCase())
    .join('')
  let hash = 0
  for (const char of label) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  return createElement(
    'span',
    {
      className: `sb-avatar sb-avatar__text${className ? ` ${className}` : ''}`,
      title: title ?? name,
      style: {
        ...box,
        background: PALETTE[hash % PALETTE.length],
        color: '#fff',
        textAlign: 'center',
        lineHeight: side,
        fontSize: `calc(${side} / 2.5)`
      }
    },
    initials
  )
}
