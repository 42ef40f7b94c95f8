import { describe, expect, it } from 'vitest'
import { quotedAt } from '../../../src/render/thrown-at.js'

// Where a render warning's quoted value is written in the page (src/render/thrown-at.ts): the line and
// column a MEDIA_SRC_UNUSUAL warning names.
describe('quotedAt', () => {
  it('finds a string literal of the page’s code', () => {
    const source = "# Gallery\n\nexport const shots = [{ src: 'img/pier.png' }]\n"
    expect(quotedAt('Image source "img/pier.png" is not an http(s) URL', source)).toEqual({ line: 3, column: 30 })
  })

  it('finds a Markdown image’s destination (caijinyc/blog-v2: a warning with no line before)', () => {
    const source =
      '---\ntitle: 2023\n---\n\nSome text.\n\n![shot.png](..%2F..%2FDesktop%2Fshot.png)\n\n![other](..%2F..%2FDesktop%2Fshot.png.bak)\n'
    expect(quotedAt('Image source "..%2F..%2FDesktop%2Fshot.png" is not an http(s) URL', source)).toEqual({
      line: 7,
      column: 13
    })
    // (Only a whole destination: a longer one that starts with the value is another image.)
    expect(quotedAt('Image source "..%2F..%2FDesktop%2Fshot" is not an http(s) URL', source)).toBeUndefined()
  })
})
