// `import localFont from 'next/font/local'`: the font files are the site's; the family is named by
// `variable` or the first file, and no class is generated.
import type { NextFont } from './next-font.js'

export default function localFont(
  options: { src?: string | { path: string }[]; fallback?: string[]; variable?: string } = {}
): NextFont {
  const first = typeof options.src === 'string' ? options.src : (options.src?.[0]?.path ?? 'local')
  const family = first
    .split('/')
    .pop()!
    .replace(/\.[^.]+$/, '')
  return { className: '', variable: '', style: { fontFamily: [`'${family}'`, ...(options.fallback ?? [])].join(', ') } }
}
