// Which stylesheets are which: CSS modules, and the languages guildsite has no compiler for.

/** A CSS module's file name, as Next tells one from a global stylesheet (a Sass one only when plain: `sassOnly`). */
export const CSS_MODULE = /\.module\.(css|scss)$/
/** Stylesheets in a language guildsite has no compiler for (no Sass or Less is installed with it). */
export const PREPROCESSED = /\.(s[ac]ss|less)$/

/**
 * Whether a `.scss` file needs Sass: variables, mixins, `@use`, interpolation, `//` comments. One
 * without them (plain rules, nesting) is CSS as browsers read it today, and is used as such.
 */
export function sassOnly(text: string): boolean {
  return /(^|[\s;{])\$[\w-]+\s*:|@(mixin|include|use|forward|extend|each|for|if|function|import)\b|#\{|(^|[^:\\'"])\/\//m.test(
    text
  )
}
