/** Joins the truthy class names: `cx('gs-card', active && 'is-active')`. */
export function cx(...parts: Array<string | false | null | undefined>): string | undefined {
  const joined = parts.filter(Boolean).join(' ')
  // `undefined` rather than '' so React leaves out an empty `class=""`.
  return joined || undefined
}
