// What `next/font/google` and `next/font/local` loaders return on a static site.

/** Next's font object: `className` and `variable` are classes Next would generate; here empty. */
export interface NextFont {
  className: string
  variable: string
  style: { fontFamily: string; fontWeight?: number; fontStyle?: string }
}

interface FontOptions {
  fallback?: string[]
  variable?: string
  weight?: string | string[]
  style?: string | string[]
}

/** A Google font loader: the family by name, the options' fallbacks after it. */
export function googleFont(family: string) {
  return (options: FontOptions = {}): NextFont => ({
    className: '',
    variable: '',
    style: { fontFamily: [`'${family}'`, ...(options.fallback ?? [])].join(', ') }
  })
}
