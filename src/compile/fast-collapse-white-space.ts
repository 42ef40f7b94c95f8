// collapse-white-space 2.1 with the same results, without a function called for every run of white
// space. scripts/build.mjs resolves the package to this file in the worker bundles, where MDX's
// remark-mark-and-unravel asks it, for the first text of every paragraph, whether the text is white
// space alone (~0.03 CPU-s of a cold 1,000-page build: the package's `replace` calls back once per
// space between two words). tests/unit/compile/fast-collapse-white-space.test.ts compares the two.

export interface Options {
  style?: 'html' | 'js' | null
  preserveLineEndings?: boolean | null
  trim?: boolean | null
}

const JS = /\s+/g
const HTML = /[\t\n\v\f\r ]+/g

/** Each run of white space as one space (its first line ending with `preserveLineEndings`), none at the ends with `trim`. */
export function collapseWhiteSpace(value: string, options?: Options | Options['style']): string {
  const settings: Options = !options ? {} : typeof options === 'string' ? { style: options } : options
  const pattern = settings.style === 'html' ? HTML : JS
  const text = String(value)
  if (settings.preserveLineEndings) {
    const lineEnding = (run: string) => /\r?\n|\r/.exec(run)?.[0] ?? ' '
    return text.replace(pattern, (run: string, index: number) =>
      settings.trim && (index === 0 || index + run.length === text.length) ? '' : lineEnding(run)
    )
  }
  const collapsed = text.replace(pattern, ' ')
  if (!settings.trim) return collapsed
  // Every run is one space now: one at either end is the run the package drops there.
  const start = collapsed.startsWith(' ') ? 1 : 0
  const end = collapsed.length > start && collapsed.endsWith(' ') ? collapsed.length - 1 : collapsed.length
  return start === 0 && end === collapsed.length ? collapsed : collapsed.slice(start, end)
}
