import { describe, expect, it } from 'vitest'
import { tocEntryLink, withHeadingTexts } from '../../../src/render/toc-heading-text.js'

// Nextra 3/4 list a heading with an expression or JSX as the page renders it (src/render/toc-heading-text.ts).
describe('TOC entries that take their rendered heading’s content', () => {
  const entry = (id: string, text: string) => `<li>${tocEntryLink({ id, fromHeading: true }, text)}</li>`

  it('shows the heading’s content without its permalink, its links as their text, its ids dropped', () => {
    const html =
      `<ul>${entry('foo', 'Foo myVar')}</ul><article>` +
      '<h2 data-md="" id="foo">Foo <a href="/x">the <b id="b1">guide</b></a> 2<a class="gs-anchor" href="#foo" aria-label="Permalink">#</a></h2>' +
      '</article>'
    expect(withHeadingTexts(html)).toBe(
      '<ul><li><a href="#foo">Foo the <b>guide</b> 2</a></li></ul><article>' + html.slice(html.indexOf('<h2'))
    )
  })

  it('keeps the written text when the page has no such heading, and leaves no mark', () => {
    const out = withHeadingTexts(`<ul>${entry('gone', 'Gone &amp; away')}</ul>`)
    expect(out).toBe('<ul><li><a href="#gone">Gone &amp; away</a></li></ul>')
  })

  it('writes an entry of text alone without a mark', () => {
    expect(tocEntryLink({ id: 'a"b' }, 'A')).toBe('<a href="#a&quot;b">A</a>')
  })
})
