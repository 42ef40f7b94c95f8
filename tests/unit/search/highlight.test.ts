import { describe, expect, it } from 'vitest'
import { highlight, snippet } from '../../../src/shared/search/highlight.js'

const html = (segments: { text: string; mark: boolean }[]) =>
  segments.map(s => (s.mark ? `[${s.text}]` : s.text)).join('')

describe('highlights', () => {
  it('marks the words whose index term was matched, prefix and typo matches included', () => {
    expect(html(highlight('Response Caching caches responses', ['caching', 'caches']))).toBe(
      'Response [Caching] [caches] responses'
    )
    expect(html(highlight('配置缓存插件', ['缓', '存']))).toBe('配置[缓][存]插件')
  })

  it('treats text as text: markup and RegExp syntax are just characters', () => {
    const text = '<img src=x onerror=alert(1)> (.*)+ img'
    expect(html(highlight(text, ['img']))).toBe('<[img] src=x onerror=alert(1)> (.*)+ [img]')
    expect(highlight(text, ['(.*)+', '<img'])).toEqual([{ text, mark: false }])
  })

  it('cuts a snippet around the first match, at word boundaries, with ellipses', () => {
    const text = `${'lorem '.repeat(60)}the cache is warm ${'ipsum '.repeat(60)}`
    const result = html(snippet(text, ['cache'], 80))
    expect(result.startsWith('…')).toBe(true)
    expect(result.endsWith('…')).toBe(true)
    expect(result).toContain('the [cache] is warm')
    expect(result.length).toBeLessThan(90)
    expect(html(snippet('short text', ['short']))).toBe('[short] text')
  })
})
