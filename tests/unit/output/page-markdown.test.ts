import { describe, expect, it } from 'vitest'
import { pageMarkdown, reduceToMarkdown } from '../../../src/output/page-markdown.js'

describe('a page as plain Markdown', () => {
  it('drops ESM statements, expressions and comments, and keeps the text components hold', () => {
    const body = [
      "import { Callout } from '@theguild/components'",
      'import {',
      '  Tabs,',
      '  Tab',
      "} from 'nextra/components'",
      '',
      'export const meta = { a: 1 }',
      '',
      '# Install',
      '',
      '{/* a comment */}',
      '',
      '<Callout type="info" emoji={<span>💡</span>}>',
      '  Run the **server** first.',
      '</Callout>',
      '',
      '<Cards.Card title="Next" href="/next" />',
      '',
      'Version {pkg.version} and `<NotATag>` in code.'
    ].join('\n')
    expect(reduceToMarkdown(body, true)).toBe(
      ['# Install', '', 'Run the **server** first.', '', 'Version  and `<NotATag>` in code.'].join('\n')
    )
  })

  it('keeps fenced code verbatim, tags and braces included', () => {
    const body = ['Text', '', '```tsx', "import x from 'y'", '<Foo bar={1} />', '{value}', '```', '', 'After'].join(
      '\n'
    )
    expect(reduceToMarkdown(body, true)).toBe(body)
  })

  it('keeps braces and import lines of .md pages, which are text there; HTML comments and tags go', () => {
    expect(reduceToMarkdown('import is a word\n\nA {b} c <!-- note --> <kbd>K</kbd>', false)).toBe(
      'import is a word\n\nA {b} c  K'
    )
  })

  it('takes out each block’s own indentation, keeps a statement that never parses and a fence never closed', () => {
    const body = [
      '<Tabs>',
      '  <Tab>',
      '    First **tab**.',
      '      Nested line.',
      '  </Tab>',
      '',
      ' \t ',
      '',
      '',
      '  Second block.',
      '',
      'export const broken = (',
      'Text after a statement that never parses.',
      '',
      '```sh',
      '  echo never closed',
      '',
      '~~~'
    ].join('\n')
    expect(reduceToMarkdown(body, true)).toBe(
      [
        'First **tab**.',
        '  Nested line.',
        '',
        'Second block.',
        '',
        'export const broken = (',
        'Text after a statement that never parses.',
        '',
        '```sh',
        '  echo never closed',
        '',
        '~~~'
      ].join('\n')
    )
  })

  it('starts with the title (and description) unless the body has its own heading', () => {
    expect(
      pageMarkdown({
        title: 'Intro',
        description: 'About it',
        source: '---\ntitle: Intro\n---\nText.',
        frontMatterEnd: 20,
        mdx: true
      })
    ).toBe('# Intro\n\n> About it\n\nText.\n')
    expect(pageMarkdown({ title: 'Intro', source: '# Own\n\nText.', frontMatterEnd: 0, mdx: true })).toBe(
      '# Own\n\nText.\n'
    )
  })
})
