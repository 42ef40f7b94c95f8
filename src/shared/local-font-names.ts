// The names `localFont(options)` of `next/font/local` gives a font, computed alike where the site's code
// runs (templates/modules/next-font-local.ts: the `style.fontFamily`, `className` and `variable` it
// returns) and where its `@font-face` rules are written (src/site-css/local-fonts.ts, reading the same
// literal options from the source, as Next's font loader does: its options must be literals). Plain
// JavaScript, no Node built-ins: the loader may run in a browser island too.

/** `localFont`'s options as Next documents them (the ones that name or draw the font). */
export interface LocalFontOptions {
  src?: string | { path: string; weight?: string; style?: string }[]
  weight?: string
  style?: string
  display?: string
  fallback?: string[]
  variable?: string
  declarations?: { prop: string; value: string }[]
  /** The local font the fallback face stands on: 'Arial' (Next's default), 'Times New Roman', or false for none. */
  adjustFontFallback?: 'Arial' | 'Times New Roman' | false
}

export interface LocalFontNames {
  /** The `font-family` of its `@font-face` rules (Next's `__<name>_<hash>`). */
  family: string
  /** The fallback face's family (Next's `__<name>_Fallback_<hash>`: a local Arial), '' with `adjustFontFallback: false`. */
  fallbackFamily: string
  /** The value of `style.fontFamily`: the family quoted, then the options' fallbacks. */
  fontFamily: string
  /** The class that sets `font-family` (Next's `className`). */
  className: string
  /** The class that sets the options' CSS variable to the family (Next's `variable`), '' without one. */
  variableClass: string
}

/** FNV-1a of a string, 8 hex digits. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return (hash >>> 0).toString(16).padStart(8, '0')
}

/** The names of the font `localFont(options)` declares: the same options give the same names in both places. */
export function localFontNames(options: LocalFontOptions): LocalFontNames {
  const hash = fnv1a(JSON.stringify(options))
  const first = typeof options.src === 'string' ? options.src : (options.src?.[0]?.path ?? 'local')
  const base =
    first
      .split('/')
      .pop()!
      .replace(/\.[^.]+$/, '')
      .replace(/[^\w-]/g, '_') || 'font'
  const family = `__${base}_${hash}`
  const fallbackFamily = options.adjustFontFallback === false ? '' : `__${base}_Fallback_${hash}`
  const fallback = (options.fallback ?? []).filter(name => typeof name === 'string')
  return {
    family,
    fallbackFamily,
    fontFamily: [`'${family}'`, ...(fallbackFamily ? [`'${fallbackFamily}'`] : []), ...fallback].join(', '),
    className: `__className_${hash}`,
    variableClass: typeof options.variable === 'string' && options.variable ? `__variable_${hash}` : ''
  }
}
