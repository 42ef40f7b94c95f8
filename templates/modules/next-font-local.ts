// `import localFont from 'next/font/local'`: the font files are the site's. The build writes their
// `@font-face` rules and the two classes into the site stylesheet (src/site-css/local-fonts.ts, from
// the same literal options); the loader returns the names those rules use, as Next's does.
import { localFontNames, type LocalFontOptions } from '../../src/shared/local-font-names.js'
import type { NextFont } from './next-font.js'

/** One value of `weight` or `style` (`'400'`, `'italic'`), not a range (`'100 900'`): Next gives it in `style`. */
const single = (value: unknown): value is string => typeof value === 'string' && /^[\w-]+$/.test(value)

export default function localFont(options: LocalFontOptions = {}): NextFont {
  const names = localFontNames(options)
  return {
    className: names.className,
    variable: names.variableClass,
    style: {
      fontFamily: names.fontFamily,
      ...(single(options.weight) && /^\d+$/.test(options.weight) && { fontWeight: Number(options.weight) }),
      ...(single(options.style) && { fontStyle: options.style })
    }
  }
}
