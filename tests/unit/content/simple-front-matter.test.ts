import { parseDocument } from 'yaml'
import { describe, expect, it } from 'vitest'
import { simpleFrontMatter } from '../../../src/content/read-page.js'

/** What the YAML parser makes of a front matter block (undefined when it reports an error). */
function parsed(text: string): unknown {
  const doc = parseDocument(text, { prettyErrors: false })
  return doc.errors.length ? undefined : (doc.toJS() ?? {})
}

describe('simpleFrontMatter (the YAML parser skipped for one-line pairs)', () => {
  it('reads the common shapes as the YAML parser does', () => {
    const accepted = [
      '',
      '\n',
      'title: Getting started\n',
      'title: Getting started\ndescription: How to install it.\n',
      "title: 'Yoga: the server'\nsearchable: false\n",
      'title: "A \'quoted\' title"\nasIndexPage: true\n',
      'image: https://example.com/a.png\n',
      'title: C# and F#\n',
      'title: Yes\nsidebarTitle: no\n',
      'title: Trailing spaces   \n',
      'title: Inner  spaces\n',
      'title: Введение\n',
      'icon: ~\n',
      'type: NULL\n',
      "title: ''\n",
      'title: Question? Answer!\n',
      'weight: 1\n',
      'weight: 35\ntitle: Page\n',
      'weight: -3\n',
      'weight: 0\n',
      'version: 1.5\n',
      'version: 1.50\n',
      'version: -0.25\n',
      'order: 123456789012345\n',
      'date: 2024-01-05\n',
      'date: 2024-13-45\n'
    ]
    for (const text of accepted) {
      expect(simpleFrontMatter(text), text).toBeDefined()
      expect(simpleFrontMatter(text), text).toEqual(parsed(text))
    }
  })

  it('leaves everything else to the YAML parser', () => {
    const refused = [
      'weight: 007\n',
      'weight: +3\n',
      'weight: 1e3\n',
      'weight: 1.\n',
      'weight: .5\n',
      'weight: 0x1f\n',
      'weight: 0o17\n',
      'order: 1234567890123456789\n',
      'date: 2024-01-05T10:00:00Z\n',
      'title: .inf\n',
      'title: a # comment\n',
      'title: a: b\n',
      'title:\n',
      'title: [a, b]\n',
      'title: {a: 1}\n',
      'authors:\n  - a\n',
      'title: a\ntitle: b\n',
      '# comment\ntitle: a\n',
      'title: "escaped \\n"\n',
      "title: 'it''s'\n",
      'title: &anchor a\n',
      'title: *alias\n',
      'title: !tag a\n',
      'title: |\n  block\n',
      'title: a\n  continued\n',
      'true: a\n',
      '__proto__: a\n',
      'title:\ta\n',
      'title: a\tb\n',
      'title: -a\n',
      '%YAML 1.1\n---\ntitle: a\n',
      'title: a:\n'
    ]
    for (const text of refused) expect(simpleFrontMatter(text), text).toBeUndefined()
  })

  it('agrees with the YAML parser on random one-line pairs', () => {
    let seed = 7
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648
    const alphabet = [
      'a',
      'Z',
      'é',
      'Ж',
      ' ',
      ' ',
      ':',
      '#',
      "'",
      '"',
      '\\',
      '-',
      '.',
      '/',
      '0',
      '7',
      '1',
      '+',
      'e',
      '[',
      '{',
      ',',
      '!',
      '&',
      '*',
      '?',
      '|',
      '>',
      '%',
      '@',
      '`',
      '~',
      '\t',
      'true',
      'null',
      'x'
    ]
    let checked = 0
    for (let i = 0; i < 20_000; i++) {
      const lines = Array.from({ length: 1 + Math.floor(random() * 3) }, (_, n) => {
        const value = Array.from(
          { length: Math.floor(random() * 8) },
          () => alphabet[Math.floor(random() * alphabet.length)]
        ).join('')
        return `${['title', 'description', 'k-' + n, 'title'][Math.floor(random() * 4)]}: ${value}`
      })
      const text = lines.join('\n') + '\n'
      const simple = simpleFrontMatter(text)
      if (simple === undefined) continue
      checked++
      expect(simple, JSON.stringify(text)).toEqual(parsed(text))
    }
    expect(checked).toBeGreaterThan(1000)
  })
})
