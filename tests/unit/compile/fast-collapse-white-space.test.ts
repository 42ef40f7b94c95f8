import fc from 'fast-check'
import { collapseWhiteSpace as original } from 'collapse-white-space'
import { describe, expect, it } from 'vitest'
import { collapseWhiteSpace as fast } from '../../../src/compile/fast-collapse-white-space.js'
import { fuzzParameters, RUNS, testTimeout } from '../../fuzz/fuzz-settings.js'

/**
 * src/compile/fast-collapse-white-space.ts stands in for collapse-white-space in the worker bundles
 * (MDX's remark-mark-and-unravel asks it whether a paragraph's text is white space alone), so it must
 * give the package's result for every text and every option: random texts of words, ASCII and Unicode
 * white space and line endings, with each style, `trim` and `preserveLineEndings`. `FUZZ_RUNS` scales it.
 */
const piece = fc.constantFrom(
  'a',
  'word',
  ' ',
  '  ',
  '\t',
  '\n',
  '\r\n',
  '\r',
  '\v',
  '\f',
  '\u00a0',
  '\u2003',
  '\ufeff',
  'x y'
)
const text = fc.array(piece, { maxLength: 12 }).map(parts => parts.join(''))
const options = fc.oneof(
  fc.constant(undefined),
  fc.constantFrom<'html' | 'js'>('html', 'js'),
  fc.record(
    {
      style: fc.constantFrom<'html' | 'js' | undefined>('html', 'js', undefined),
      trim: fc.constantFrom(true, false, undefined),
      preserveLineEndings: fc.constantFrom(true, false, undefined)
    },
    { requiredKeys: [] }
  )
)

describe('fast collapse-white-space', () => {
  it(
    'gives the package’s result for every text and option',
    () => {
      fc.assert(
        fc.property(text, options, (value, settings) => {
          expect(fast(value, settings)).toBe(original(value, settings))
        }),
        // (Microseconds a case: fifty times the fuzz runs of the other properties.)
        { ...fuzzParameters(), numRuns: RUNS * 50 }
      )
    },
    testTimeout()
  )

  it('tells a paragraph’s white space alone from text, as remark-mark-and-unravel asks', () => {
    expect(fast(' \n\t ', { style: 'html', trim: true })).toBe('')
    expect(fast('\u00a0', { style: 'html', trim: true })).toBe('\u00a0')
    expect(fast('  Some  text\n here ', { style: 'html', trim: true })).toBe('Some text here')
  })
})
